/**
 * [C4] of the C.04.4 systems (Burstein 3.1.2, Dubov 3.1.2, Double-Swiss 3.1): "leaves a complete
 * pairing of the others". pairsEveryone tries each player's next 8 in the list first and asks the
 * other pairs only when those leave someone unpaired; its answer must be that of every pair.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pairsEveryone } from '../../src/engine/systems/common/pairs-everyone.js';
import { bruteForceMaxCardinality } from './brute-force.js';

const table = (n: number, allowed: (i: number, j: number) => boolean) =>
  Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => i !== j && allowed(i, j)),
  );

describe('pairsEveryone ([C4]: a complete pairing of the others)', () => {
  it('finds a pair beyond the neighbours tried first', () => {
    // 12 players; the first may meet only the last (11 places on, past the 8 neighbours).
    const allowed = (i: number, j: number) => (i === 0 || j === 0 ? i + j === 11 : true);
    expect(pairsEveryone(12, allowed)).toBe(true);
  });

  it('says no when no complete pairing exists, near or far', () => {
    // The first may meet nobody.
    expect(pairsEveryone(12, (i, j) => i !== 0 && j !== 0)).toBe(false);
    // An odd number of players is never paired completely.
    expect(pairsEveryone(11, () => true)).toBe(false);
    expect(pairsEveryone(0, () => true)).toBe(true);
  });

  it('answers as a maximum matching of every pair does (random fields up to 16 players)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }).map((h) => 2 * h),
        fc.double({ min: 0.02, max: 0.6, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        (n, density, seed) => {
          let x = seed || 1;
          const coin = () => (x = (x * 48271) % 2147483647) / 2147483647;
          const edges = table(n, () => false);
          for (let i = 0; i < n; i++)
            for (let j = i + 1; j < n; j++) edges[i]![j] = edges[j]![i] = coin() < density;
          const complete = bruteForceMaxCardinality(n, edges) * 2 === n;
          expect(pairsEveryone(n, (i, j) => edges[i]![j]!)).toBe(complete);
        },
      ),
      { numRuns: 300 },
    );
  });
});
