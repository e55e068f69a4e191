/**
 * Fields of any size for page counts, made without the pairing engine: a
 * round of N players as the Round tab shows it, and a tournament of nine
 * rounds whose games follow a fixed pattern (in round r, player i of each
 * block of 2r meets player i + r: never twice the same pair) with results
 * from a seeded lot.
 */
import {
  blankPlayer,
  DEFAULT_POINT_SYSTEM,
  emptyTournamentInfo,
  type Player,
  type Tournament,
} from '../../src/engine/model/tournament.js';
import type { RoundContent, ShownPlayer } from '../../src/sheets/workbook/round-tab.js';

/** Names as long as a real field's: "Surname-NNNN, Givenname". */
export function fieldName(number: number): string {
  return `Lastname${String(number).padStart(4, '0')}, Firstname`;
}

export function roundOf(players: number): RoundContent {
  const shown = (number: number): ShownPlayer => ({
    number,
    name: fieldName(number),
    rating: 2600 - number,
    points: 3.5,
  });
  const games = Array.from({ length: Math.floor(players / 2) }, (_, index) => ({
    white: shown(2 * index + 1),
    black: shown(2 * index + 2),
    result: null,
  }));
  const byes = players % 2 === 1 ? [{ code: 'U' as const, player: shown(players), points: 1 }] : [];
  return { games, byes };
}

export function tournamentOf(players: number, rounds = 9): Tournament {
  let seed = 12345;
  const lot = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const field: Player[] = Array.from({ length: players }, (_, index) => ({
    ...blankPlayer(index + 1, fieldName(index + 1)),
    rating: 2600 - index,
    federation: 'ENG',
  }));
  for (let round = 1; round <= rounds; round++) {
    for (let first = 0; first < players; first++) {
      const player = field[first]!;
      const inBlock = first % (2 * round);
      const second = first + round;
      if (inBlock >= round) continue;
      if (second >= players) {
        player.rounds[round - 1] = { opponent: null, colour: null, result: 'U' };
        continue;
      }
      const draw = lot();
      const [white, black] = draw < 0.4 ? ['1', '0'] : draw < 0.7 ? ['=', '='] : ['0', '1'];
      player.rounds[round - 1] = { opponent: second + 1, colour: 'w', result: white as '1' };
      field[second]!.rounds[round - 1] = {
        opponent: first + 1,
        colour: 'b',
        result: black as '1',
      };
    }
  }
  return {
    info: emptyTournamentInfo(),
    players: field,
    totalRounds: rounds,
    initialColour: null,
    pointSystem: { ...DEFAULT_POINT_SYSTEM },
    forbiddenPairs: [],
    acceleration: new Map(),
    otherLines: [],
  };
}
