/**
 * The numbered rows of the Players tab as the engine's players: each with a
 * record for every game of every paired round, and later rounds' requested
 * byes; and their virtual points for acceleration.
 */
import type { Player, RoundRecord } from '../../engine/model/tournament.js';
import type { PlayerRow } from './players-tab.js';

/** A player no Round tab lists in a paired round: withdrawn, not yet entered, or left out. */
const NOT_PAIRED: RoundRecord = { opponent: null, colour: null, result: '-' };

function playerOf(row: PlayerRow, rounds: (RoundRecord | undefined)[]): Player {
  return {
    id: row.number!,
    name: row.name,
    sex: row.sex,
    title: row.title,
    rating: row.rating,
    federation: row.federation,
    fideId: row.fideId,
    birthDate: row.birth,
    declaredPoints: null,
    declaredRank: null,
    rounds,
    withdrawn: row.withdrawn,
  };
}

/** The players by number; `recordsByRound` is by round - 1, then by game of the round. */
export function enginePlayers(
  numbered: ReadonlyMap<number, PlayerRow>,
  recordsByRound: readonly (readonly ReadonlyMap<number, RoundRecord>[] | undefined)[],
  roundsPaired: number,
  gamesPerRound: 1 | 2,
): Player[] {
  return [...numbered.values()]
    .sort((a, b) => a.number! - b.number!)
    .map((row) => {
      const rounds: (RoundRecord | undefined)[] = [];
      for (let round = 1; round <= roundsPaired; round++)
        for (let g = 0; g < gamesPerRound; g++)
          rounds.push(recordsByRound[round - 1]?.[g]?.get(row.number!) ?? { ...NOT_PAIRED });
      for (const [round, code] of row.byes) {
        if (round > roundsPaired)
          for (let g = 0; g < gamesPerRound; g++)
            rounds[(round - 1) * gamesPerRound + g] = {
              opponent: null,
              colour: null,
              result: code,
            };
      }
      // Array.from turns the holes left before a later round's bye into undefined entries.
      return playerOf(row, Array.from(rounds));
    });
}

/** Virtual points by player, by round; a match's go with its first game (the pairing adds both games'). */
export function accelerationOf(
  numbered: ReadonlyMap<number, PlayerRow>,
  gamesPerRound: 1 | 2,
): Map<number, number[]> {
  const acceleration = new Map<number, number[]>();
  for (const row of numbered.values())
    if (row.virtualPoints.length > 0)
      acceleration.set(
        row.number!,
        row.virtualPoints.flatMap((points) => (gamesPerRound === 2 ? [points, 0] : [points])),
      );
  return acceleration;
}
