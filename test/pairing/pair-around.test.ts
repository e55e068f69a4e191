/**
 * "Pair the rest" (issue 14): games fixed by hand are kept and the system
 * pairs the other players, the fixed ones taken out of the field. Expected
 * pairings worked out by hand from C.04.3 (2025).
 */
import { describe, expect, it } from 'vitest';
import type { RoundPairing, Tournament } from '../../src/engine/model/tournament.js';
import {
  fixedGameProblems,
  FixedGamesError,
  pairAroundFixedGames,
  pairingShapeProblems,
  playersToPair,
} from '../../src/engine/pairing/index.js';
import { secondGame } from '../../src/engine/model/matches.js';
import { dutch2025 } from '../../src/engine/systems/dutch/index.js';
import { getSystem, SYSTEM_IDS } from '../../src/engine/systems/registry.js';
import { simulate } from '../support/engine/simulate.js';
import { tournament } from '../support/engine/tournament-builder.js';
import { ENGLISH, languageNamed, say, translatorFor } from '../../src/messages/index.js';

/** The FixedGamesError `pair` throws. */
function refusalOfPairing(pair: () => unknown): FixedGamesError {
  try {
    pair();
  } catch (error) {
    if (error instanceof FixedGamesError) return error;
    throw error;
  }
  throw new Error('the fixed games were kept');
}

const games = (p: { games: { white: number; black: number }[] }) =>
  p.games.map((g) => `${g.white}-${g.black}`);

describe('pairAroundFixedGames', () => {
  it('round 1: the rest are paired among themselves, with their own pairing numbers', () => {
    const t = tournament([1, 2, 3, 4, 5, 6].map((id) => ({ id })));
    // Unfixed, round 1 would be 1-4, 5-2, 3-6. With 1-2 fixed, 3, 4, 5, 6 are the field:
    // S1 = 3, 4; S2 = 5, 6; 3 is the first player taking part, so he has the initial colour
    // (white), and colours alternate down the boards (C.04.3 5.2.5): 3-5, 6-4.
    const pairing = pairAroundFixedGames(t, 1, dutch2025, [{ white: 1, black: 2 }]);
    expect(games(pairing)).toEqual(['1-2', '3-5', '6-4']);
    expect(pairing.bye).toBeNull();
  });

  it('the pairing-allocated bye never goes to a fixed player', () => {
    const t = tournament([1, 2, 3, 4, 5].map((id) => ({ id })));
    // Unfixed, #5 (the lowest) would get the bye. With 4-5 fixed, the lowest of 1, 2, 3 gets it.
    const pairing = pairAroundFixedGames(t, 1, dutch2025, [{ white: 4, black: 5 }]);
    expect(games(pairing)).toEqual(['4-5', '1-2']);
    expect(pairing.bye).toBe(3);
  });

  it('a later round: the fixed players leave the field, their games still count for the rest', () => {
    const t = tournament(
      [
        { id: 1, rounds: ['4w1'] },
        { id: 2, rounds: ['5b1'] },
        { id: 3, rounds: ['6w1'] },
        { id: 4, rounds: ['1b0'] },
        { id: 5, rounds: ['2w0'] },
        { id: 6, rounds: ['3b0'] },
      ],
      { totalRounds: 5 },
    );
    // 3 is alone on 1 point and floats down to 4, 5, 6; he met 6, so he meets 4 (S1 = 3,
    // S2 = 4, 5, 6); 4 (had black) takes white against 3 (had white). Then 6 (black) - 5 (white).
    const pairing = pairAroundFixedGames(t, 2, dutch2025, [{ white: 2, black: 1 }]);
    expect(games(pairing)).toEqual(['2-1', '4-3', '6-5']);
    expect(pairing.bye).toBeNull();
  });

  it('every fixed player paired: nothing left for the system', () => {
    const t = tournament([1, 2].map((id) => ({ id })));
    expect(pairAroundFixedGames(t, 1, dutch2025, [{ white: 2, black: 1 }])).toEqual({
      games: [{ white: 2, black: 1 }],
      bye: null,
    });
  });
});

describe('fixedGameProblems', () => {
  const t = tournament([
    { id: 1 },
    { id: 2 },
    { id: 3, withdrawn: true },
    { id: 4, rounds: ['H'] },
    { id: 5 },
  ]);

  it('names a player who is not to be paired, twice on the list, or against himself', () => {
    expect(
      fixedGameProblems(t, 1, [
        { white: 1, black: 3 },
        { white: 4, black: 2 },
        { white: 5, black: 5 },
        { white: 2, black: 9 },
      ]),
    ).toEqual([
      {
        index: 0,
        problem: 'No. 3 has withdrawn',
        said: { key: 'problem.typed.withdrawn', params: { number: 3 } },
      },
      {
        index: 1,
        problem: 'No. 4 asked for a bye or is absent in round 1',
        said: { key: 'problem.typed.absent', params: { number: 4, round: 1 } },
      },
      {
        index: 2,
        problem: 'No. 5 cannot play against themselves',
        said: { key: 'problem.round.self', params: { number: 5 } },
      },
      {
        index: 3,
        problem: 'No. 2 is already on board 2 of the list',
        said: { key: 'problem.typed.twice', params: { number: 2, board: 2 } },
      },
      {
        index: 3,
        problem: "No. 9 is not a player's pairing number",
        said: { key: 'problem.typed.unknown', params: { number: 9 } },
      },
    ]);
    const refused = refusalOfPairing(() =>
      pairAroundFixedGames(t, 1, dutch2025, [
        { white: 1, black: 3 },
        { white: 5, black: 5 },
      ]),
    );
    expect(refused.message).toBe(
      'fixed games: No. 3 has withdrawn; No. 5 cannot play against themselves',
    );
    expect(say(translatorFor(ENGLISH), refused.refusal)).toBe(refused.message);
    expect(say(translatorFor(languageNamed('es')!), refused.refusal)).toBe(
      'partidas fijadas: el N.º 3 se ha retirado; el N.º 5 no puede jugar contra sí mismo',
    );
  });

  it('nothing for fixed games of players to pair', () => {
    expect(fixedGameProblems(t, 1, [{ white: 5, black: 1 }])).toEqual([]);
  });
});

describe('every system pairs around fixed games', () => {
  /** The two lowest of the field (the bye's usual candidates) fixed against each other. */
  function lowestTwoFixed(t: Tournament, round: number) {
    const field = playersToPair(t, round).map((p) => p.id);
    const [a, b] = field.slice(-2) as [number, number];
    return [{ white: a, black: b }];
  }

  it("a table-made schedule (round-robin) refuses fixed games: every game is the table's", () => {
    const t = tournament([1, 2, 3, 4].map((id) => ({ id })));
    const refused = refusalOfPairing(() =>
      pairAroundFixedGames(t, 1, getSystem('round-robin'), [{ white: 1, black: 2 }]),
    );
    expect(refused.message).toMatch(/makes every game from its table/);
    expect(say(translatorFor(ENGLISH), refused.refusal)).toBe(refused.message);
    expect(say(translatorFor(languageNamed('de')!), refused.refusal)).toMatch(
      /^feste Partien: im System „.+“ kommt jede Partie aus der Tabelle/,
    );
    expect(say(translatorFor(languageNamed('ru')!), refused.refusal)).toMatch(
      /^заданные партии: в системе «.+» все партии берутся из таблицы/,
    );
  });

  for (const id of SYSTEM_IDS.filter((s) => getSystem(s).schedule === undefined)) {
    it(`${id}: the fixed game once, everyone else once, the bye never to a fixed player`, () => {
      const system = getSystem(id);
      const matches = system.gamesPerRound === 2;
      let fixedRounds = 0;
      let game1: RoundPairing | null = null;
      simulate({ players: 11, rounds: 5, seed: 7, absence: 0.05 }, (t, round): RoundPairing => {
        if (matches && round % 2 === 0) {
          // C.04.5 Art. 0: game 2 of a match, paired at game 1; a bye or absence holds for both.
          for (const p of t.players) {
            const first = p.rounds[round - 2];
            if (first !== undefined && first.opponent === null) p.rounds[round - 1] = { ...first };
          }
          return secondGame(game1!);
        }
        const fixed = lowestTwoFixed(t, round);
        const pairing = pairAroundFixedGames(t, round, system, fixed);
        expect(pairingShapeProblems(t, round, pairing), `round ${round}`).toEqual([]);
        expect(pairing.games[0]).toEqual(fixed[0]);
        const taken = [fixed[0]!.white, fixed[0]!.black];
        expect(taken).not.toContain(pairing.bye);
        for (const g of pairing.games.slice(1)) {
          expect(taken).not.toContain(g.white);
          expect(taken).not.toContain(g.black);
        }
        fixedRounds++;
        game1 = pairing;
        return pairing;
      });
      // Two-game matches: games 1, 3 and 5 are paired, the others are their second games.
      expect(fixedRounds).toBe(matches ? 3 : 5);
    });
  }
});
