/**
 * Exhaustive optima for small graphs, independent of the blossom code: a dynamic programme over
 * vertex subsets (the lowest vertex of a subset is either left single or matched to another).
 */

/** Dense symmetric weight table: weights[i][j] is a limb vector, or null for no edge. */
export type WeightTable = (readonly number[] | null)[][];

function lexGreater(a: Float64Array, ao: number, b: Float64Array, bo: number, L: number) {
  for (let k = 0; k < L; k++) {
    if (a[ao + k] !== b[bo + k]) return a[ao + k] > b[bo + k];
  }
  return false;
}

/** Maximum total weight over all matchings (vector, lexicographic). */
export function bruteForceMaxWeight(n: number, L: number, weights: WeightTable): number[] {
  const size = 1 << n;
  const best = new Float64Array(size * L);
  const cand = new Float64Array(L);
  for (let mask = 1; mask < size; mask++) {
    let i = 0;
    while (!(mask & (1 << i))) i++;
    const rest = mask & ~(1 << i);
    for (let k = 0; k < L; k++) best[mask * L + k] = best[rest * L + k];
    for (let j = i + 1; j < n; j++) {
      const w = weights[i][j];
      if (!(rest & (1 << j)) || w === null) continue;
      const sub = rest & ~(1 << j);
      for (let k = 0; k < L; k++) cand[k] = best[sub * L + k] + w[k];
      if (lexGreater(cand, 0, best, mask * L, L)) {
        for (let k = 0; k < L; k++) best[mask * L + k] = cand[k];
      }
    }
  }
  return Array.from(best.subarray((size - 1) * L, size * L));
}

/** Maximum number of matched edges. */
export function bruteForceMaxCardinality(n: number, edges: boolean[][]): number {
  const size = 1 << n;
  const best = new Int32Array(size);
  for (let mask = 1; mask < size; mask++) {
    let i = 0;
    while (!(mask & (1 << i))) i++;
    const rest = mask & ~(1 << i);
    let b = best[rest];
    for (let j = i + 1; j < n; j++) {
      if (rest & (1 << j) && edges[i][j]) b = Math.max(b, best[rest & ~(1 << j)] + 1);
    }
    best[mask] = b;
  }
  return best[size - 1];
}
