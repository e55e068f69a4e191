import { describe, expect, it } from 'vitest';
import { createMatcher } from '../../../src/engine/matching/index.js';
import { emptyBracketEdgeStats } from '../../../src/engine/systems/dutch/bracket-edges.js';
import type { RoundPairing } from '../../../src/engine/model/tournament.js';
import { pairRound2025 } from '../../../src/engine/systems/dutch/edition-2025/pair-round.js';
import { NoValidPairingError } from '../../../src/engine/systems/pairing-system.js';
import { simulate } from '../../support/engine/simulate.js';

const games = (p: RoundPairing) =>
  p.games
    .map((g) => `${g.white}-${g.black}`)
    .concat(p.bye === null ? [] : [`bye ${p.bye}`])
    .join(' ');

/**
 * [C4] in every bracket: a bracket may be matched with the next scoregroup
 * alone as long as each optimum can be completed for the round, since the
 * completion field is the same for every complete pairing. The round must
 * then come out exactly as in one matching of every player still to pair.
 * Simulated tournaments (absences, forfeits, withdrawals, long enough for
 * completion to bind) are paired both ways, round by round; and a third way,
 * every matching holding only some pairs (lazyFrom 0), the matching of every
 * player still to pair then being a shape of all of them per bracket.
 */
describe('Dutch 2025: bracket-only matchings give the round of the whole-round matching', () => {
  const cases = [
    { players: 11, rounds: 9, seed: 1 },
    { players: 14, rounds: 11, seed: 2 },
    { players: 23, rounds: 11, seed: 3 },
    { players: 40, rounds: 9, seed: 4 },
    { players: 61, rounds: 9, seed: 5 },
    { players: 120, rounds: 7, seed: 6 },
  ];
  const stats = emptyBracketEdgeStats();
  for (const c of cases) {
    it(`${c.players} players, ${c.rounds} rounds (seed ${c.seed})`, () => {
      let compared = 0;
      try {
        simulate({ ...c, absence: 0.05, forfeit: 0.03, withdrawal: 0.02 }, (t, round) => {
          const fast = pairRound2025(t, round, createMatcher);
          const plain = pairRound2025(t, round, createMatcher, true);
          expect(games(fast), `round ${round}`).toBe(games(plain));
          const lazy = pairRound2025(t, round, createMatcher, false, { lazyFrom: 0, stats });
          expect(games(lazy), `round ${round}, lazy`).toBe(games(plain));
          compared++;
          return fast;
        });
      } catch (e) {
        // Small fields can run out of legal pairings before the last round.
        if (!(e instanceof NoValidPairingError)) throw e;
      }
      expect(compared).toBeGreaterThanOrEqual(5);
    });
  }
  it('took the lazy shape of every player still to pair where completion bound', () => {
    expect(stats.wholeRoundShapes).toBeGreaterThan(0);
  });
});
