import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WeightedMatcher } from '../../src/engine/matching/index.js';
import { bruteForceMaxWeight } from './brute-force.js';
import { loadMatcher, matchingWeightFromTable, weightedCase } from './helpers.js';

describe('WeightedMatcher against exhaustive search', () => {
  it('finds a matching of optimal lexicographic weight on random small graphs', () => {
    fc.assert(
      fc.property(weightedCase(12), (c) => {
        const m = new WeightedMatcher(c.n, c.L);
        loadMatcher(m, c);
        m.solve();
        expect(matchingWeightFromTable(m, c)).toEqual(bruteForceMaxWeight(c.n, c.L, c.weights));
        expect(m.certificateError()).toBeNull();
      }),
      { numRuns: 3000 },
    );
  });
});
