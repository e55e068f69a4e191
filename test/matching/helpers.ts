import fc from 'fast-check';
import { WeightedMatcher } from '../../src/engine/matching/index.js';
import type { WeightTable } from './brute-force.js';

export interface WeightedCase {
  n: number;
  L: number;
  weights: WeightTable;
}

/** Limb generators: few distinct values (many ties), or wide values near the limb limit. */
function limbVector(L: number, wide: boolean): fc.Arbitrary<number[]> {
  const top = wide ? fc.integer({ min: 1, max: 2 ** 44 }) : fc.integer({ min: 1, max: 6 });
  const low = wide
    ? fc.integer({ min: -(2 ** 44), max: 2 ** 44 })
    : fc.integer({ min: -4, max: 4 });
  // Sometimes the top limb is zero and positivity comes from the next limb.
  return fc
    .tuple(top, fc.array(low, { minLength: L - 1, maxLength: L - 1 }), fc.boolean())
    .map(([t, rest, zeroTop]) => {
      if (zeroTop && L > 1) return [0, Math.abs(rest[0]) + 1, ...rest.slice(1)];
      return [t, ...rest];
    });
}

export function weightedCase(maxN: number): fc.Arbitrary<WeightedCase> {
  return fc
    .record({
      n: fc.integer({ min: 1, max: maxN }),
      L: fc.integer({ min: 1, max: 4 }),
      wide: fc.boolean(),
      density: fc.double({ min: 0.2, max: 1, noNaN: true }),
    })
    .chain(({ n, L, wide, density }) => {
      const pairs = (n * (n - 1)) / 2;
      return fc
        .tuple(
          fc.array(limbVector(L, wide), { minLength: pairs, maxLength: pairs }),
          fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
            minLength: pairs,
            maxLength: pairs,
          }),
        )
        .map(([vectors, coins]) => {
          const weights: WeightTable = [];
          for (let i = 0; i < n; i++) weights.push(new Array<number[] | null>(n).fill(null));
          let p = 0;
          for (let i = 0; i < n; i++) {
            for (let j = i + 1; j < n; j++, p++) {
              const w = coins[p] < density ? vectors[p] : null;
              weights[i][j] = w;
              weights[j][i] = w;
            }
          }
          return { n, L, weights };
        });
    });
}

export function loadMatcher(m: WeightedMatcher, c: WeightedCase): void {
  const zero = new Array<number>(c.L).fill(0);
  for (let i = 0; i < c.n; i++) {
    for (let j = i + 1; j < c.n; j++) m.setWeight(i, j, c.weights[i][j] ?? zero);
  }
}

/**
 * Checks that the matcher's mates form a matching over real edges and returns its total weight
 * summed from the case's own table.
 */
export function matchingWeightFromTable(m: WeightedMatcher, c: WeightedCase): number[] {
  const total = new Array<number>(c.L).fill(0);
  for (let i = 0; i < c.n; i++) {
    const j = m.mate(i);
    if (j === -1) continue;
    if (j < 0 || j >= c.n || j === i) throw new Error(`mate of ${i} out of range: ${j}`);
    if (m.mate(j) !== i) throw new Error(`mate not symmetric at ${i}`);
    const w = c.weights[i][j];
    if (w === null) throw new Error(`matched non-edge ${i}-${j}`);
    if (i < j) for (let k = 0; k < c.L; k++) total[k] += w[k];
  }
  return total;
}
