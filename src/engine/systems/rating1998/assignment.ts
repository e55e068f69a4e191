/**
 * Minimum-cost square assignment by the Hungarian method with potentials
 * (Kuhn-Munkres, shortest augmenting paths, O(n³)). The pairing search asks
 * this small question thousands of times per round on matrices of a few
 * dozen rows; the general matcher (src/engine/matching) answers it too, but
 * its set-up for a general graph costs more than the whole answer here.
 *
 * `cost` is n×n row-major; Infinity marks a forbidden cell. Returns the
 * column of each row in an assignment of least total cost, or null when no
 * assignment avoids the forbidden cells.
 */
export function minCostAssignment(n: number, cost: Float64Array): Int32Array | null {
  const u = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const rowOfCol = new Int32Array(n + 1); // 0 = free; rows are 1-based here
  const way = new Int32Array(n + 1);
  const minv = new Float64Array(n + 1);
  const used = new Uint8Array(n + 1);
  for (let i = 1; i <= n; i++) {
    rowOfCol[0] = i;
    let j0 = 0;
    minv.fill(Infinity);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = rowOfCol[j0]!;
      let delta = Infinity;
      let j1 = 0;
      const base = (i0 - 1) * n - 1;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = cost[base + j]! - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      if (delta === Infinity) return null;
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[rowOfCol[j]!] += delta;
          v[j] -= delta;
        } else {
          minv[j] -= delta;
        }
      }
      j0 = j1;
    } while (rowOfCol[j0] !== 0);
    do {
      const j1 = way[j0]!;
      rowOfCol[j0] = rowOfCol[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const colOfRow = new Int32Array(n);
  for (let j = 1; j <= n; j++) colOfRow[rowOfCol[j]! - 1] = j - 1;
  return colOfRow;
}
