import { describe, expect, it } from 'vitest';
import { emptyBracketEdgeStats } from '../../src/engine/systems/dutch/bracket-edges.js';
import { simulate } from '../support/engine/simulate.js';
import { dutchEditions, games } from '../support/engine/dutch-with-options.js';

/**
 * Issue 35: "where the certificate fails, fall back and say so in --verbose". A lazy bracket
 * whose certificates bring in more pairs than a bound (by default FALLBACK_SHARE of the pairs
 * that may meet) holds every pair from then on; the pairing must be the one the certified
 * matching and the matching of every pair give. The bound is set low here so that it triggers.
 */

describe.each(Object.entries(dutchEditions))(
  '%s: a lazy bracket falling back to every pair',
  (_, pair) => {
    it('pairs 301 simulated players, rounds 1-5, as without the fallback and as with every pair', () => {
      const fellBack = emptyBracketEdgeStats();
      const lines: string[] = [];
      simulate({ players: 301, rounds: 5, seed: 20, absence: 0.03, forfeit: 0.02 }, (t, round) => {
        const all = pair(t, round, { lazyFrom: Infinity });
        const certified = pair(t, round, { lazyFrom: 0 });
        // 0: at the first pair a certificate brings in; 40: part way through a bracket's decisions.
        for (const fallbackAfter of [0, 40]) {
          const options = {
            lazyFrom: 0,
            fallbackAfter,
            stats: fellBack,
            report: (l: string) => lines.push(l),
          };
          const some = pair(t, round, options);
          expect(games(some), `round ${round}, fallback after ${fallbackAfter}`).toBe(games(all));
        }
        expect(games(certified), `round ${round}`).toBe(games(all));
        return all;
      });
      expect(fellBack.fallbacks).toBeGreaterThan(0);
      // --verbose names the bracket and says why it went dense.
      const said = lines.filter((l) => l.includes('fell back to every pair'));
      expect(said.length).toBe(fellBack.fallbacks);
      expect(said[0]).toMatch(
        /^Dutch: bracket of \d+ players, score [\d.]+ \(\d+ in its matching, \d+ MDPs\) paired from candidate pairs: .*; fell back to every pair: its certificates had brought in more than (0|40) pairs$/,
      );
    });
  },
);

describe('the default bound of the fallback (FALLBACK_SHARE of the pairs that may meet)', () => {
  it('is not reached by a simulated open of 500 players (every bracket stays certified)', () => {
    const stats = emptyBracketEdgeStats();
    simulate({ players: 500, rounds: 3, seed: 7 }, (t, round) =>
      dutchEditions['dutch-2025'](t, round, { stats }),
    );
    expect(stats.lazyBrackets).toBeGreaterThan(0);
    expect(stats.fallbacks).toBe(0);
  });
});
