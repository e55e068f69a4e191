/**
 * Minimum-cost square assignment by the Hungarian method with potentials
 * (Kuhn-Munkres, shortest augmenting paths), kept while rows are fixed to
 * columns one after another. The D.1 search asks, at every step down its
 * tree of transpositions, whether the S1 players not yet placed can still be
 * paired with the S2 players left within the colour budget; that is this
 * assignment with the rows of the players placed fixed to their partners.
 * Solving each question afresh costs O(n³); resuming from the optimum of the
 * shorter prefix re-routes only the rows whose cells the new fixes forbid,
 * O(n²) each, with the same least cost (costs only rise, so the potentials
 * stay feasible and every other assigned cell stays tight).
 *
 * `cost` is n×n row-major; Infinity marks a forbidden cell.
 */
export class PrefixAssignment {
  /** fixedCol[r]: the column row r is fixed to, or -1; fixedRow[c] the other way. */
  private readonly fixedCol: Int32Array;
  private readonly fixedRow: Int32Array;
  /** The place of row r's fix in the order of fixes (a solution under the first d sees d). */
  private readonly fixIndex: Int32Array;
  /** Optimum with the first d fixes (the prefix as it now stands), null: none exists. */
  private readonly states: (Solution | null)[] = [];
  private readonly fixes: number[] = [];
  private readonly minv: Float64Array;
  private readonly way: Int32Array;
  private readonly used: Uint8Array;

  constructor(
    private readonly n: number,
    private readonly cost: Float64Array,
  ) {
    this.fixedCol = new Int32Array(n).fill(-1);
    this.fixedRow = new Int32Array(n).fill(-1);
    this.fixIndex = new Int32Array(n);
    this.minv = new Float64Array(n + 1);
    this.way = new Int32Array(n + 1);
    this.used = new Uint8Array(n + 1);
  }

  /** Fixes `row` to `col` after the fixes already made (the next step of the prefix). */
  fix(row: number, col: number): void {
    this.fixedCol[row] = col;
    this.fixedRow[col] = row;
    this.fixIndex[row] = this.fixes.length;
    this.fixes.push(row);
    this.states.length = Math.min(this.states.length, this.fixes.length);
  }

  /** Undoes the last fix, which must be `row`'s. */
  unfix(row: number): void {
    const last = this.fixes.pop();
    if (last !== row) throw new Error(`internal: unfix(${row}) after fixing ${last}`);
    this.fixedRow[this.fixedCol[row]!] = -1;
    this.fixedCol[row] = -1;
    this.states.length = Math.min(this.states.length, this.fixes.length + 1);
  }

  /** The least total cost of an assignment keeping every fix; Infinity when there is none. */
  leastCost(): number {
    const solution = this.solution(this.fixes.length);
    if (solution === null) return Infinity;
    let total = 0;
    for (let c = 1; c <= this.n; c++)
      total += this.cost[(solution.rowOfCol[c]! - 1) * this.n + c - 1]!;
    return total;
  }

  /** The optimum under the first d fixes, resumed from the one under d - 1. */
  private solution(d: number): Solution | null {
    if (d < this.states.length) return this.states[d]!;
    const n = this.n;
    let next: Solution | null;
    if (d === 0) {
      next = {
        u: new Float64Array(n + 1),
        v: new Float64Array(n + 1),
        rowOfCol: new Int32Array(n + 1),
      };
      for (let r = 1; r <= n && next; r++) if (!this.augment(next, r, 0)) next = null;
    } else {
      const before = this.solution(d - 1);
      next =
        before === null
          ? null
          : { u: before.u.slice(), v: before.v.slice(), rowOfCol: before.rowOfCol.slice() };
      if (next) {
        // Only cells of the newly fixed row and column became forbidden.
        const freed: number[] = [];
        for (let c = 1; c <= n; c++) {
          const r = next.rowOfCol[c]!;
          if (r !== 0 && this.effective(r - 1, c - 1, d) === Infinity) {
            next.rowOfCol[c] = 0;
            freed.push(r);
          }
        }
        for (const r of freed) if (next && !this.augment(next, r, d)) next = null;
      }
    }
    this.states[d] = next;
    return next;
  }

  /**
   * The cost of a cell under the first d fixes (later ones may already be made when a solution
   * is worked out lazily): Infinity off a fixed row's or column's own cell.
   */
  private effective(r: number, c: number, d: number): number {
    const fc = this.fixedCol[r]!;
    if (fc >= 0 && fc !== c && this.fixIndex[r]! < d) return Infinity;
    const fr = this.fixedRow[c]!;
    if (fr >= 0 && fr !== r && this.fixIndex[fr]! < d) return Infinity;
    return this.cost[r * this.n + c]!;
  }

  /** One shortest augmenting path from free row `i` (1-based) under d fixes; false if none. */
  private augment(s: Solution, i: number, d: number): boolean {
    const n = this.n;
    const { u, v, rowOfCol } = s;
    const { minv, way, used } = this;
    rowOfCol[0] = i;
    let j0 = 0;
    minv.fill(Infinity);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = rowOfCol[j0]!;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = this.effective(i0 - 1, j - 1, d) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      if (delta === Infinity) return false;
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
    return true;
  }
}

/** Potentials and the row (1-based; 0 = free) of each column (1-based; 0 is the search's start). */
interface Solution {
  readonly u: Float64Array;
  readonly v: Float64Array;
  readonly rowOfCol: Int32Array;
}
