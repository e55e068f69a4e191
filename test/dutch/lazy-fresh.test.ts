import { describe, expect, it } from 'vitest';
import { emptyBracketEdgeStats } from '../../src/engine/systems/dutch/bracket-edges.js';
import { simulate } from '../support/engine/simulate.js';
import { dutchEditions, games } from '../support/engine/dutch-with-options.js';

/**
 * A lazy bracket whose certificate brings in more pairs than a bound (FRESH_AFTER) solves again
 * afresh instead of repairing its last optimum: another optimum, the same decisions of section
 * D, so the same pairing as the matching of every pair. The bound is 0 here, so that every
 * certificate that brings a pair in starts the matcher afresh.
 */
describe.each(Object.entries(dutchEditions))(
  '%s: a lazy bracket solving afresh after its certificate brought pairs in',
  (_, pair) => {
    it('pairs 301 simulated players, rounds 1-5, as with every pair held', () => {
      const stats = emptyBracketEdgeStats();
      simulate({ players: 301, rounds: 5, seed: 20, absence: 0.03, forfeit: 0.02 }, (t, round) => {
        const all = pair(t, round, { lazyFrom: Infinity });
        const fresh = pair(t, round, { lazyFrom: 0, freshAfter: 0, stats });
        expect(games(fresh), `round ${round}`).toBe(games(all));
        return all;
      });
      expect(stats.freshResolves).toBeGreaterThan(0);
    });
  },
);
