import { NO_EDGE } from './edge-store.js';
import { Duals } from './duals.js';

/**
 * Where a solve starts: from scratch (every vertex at half its heaviest edge, mutually heaviest
 * edges matched), or from the last optimum after weights changed at a few vertices, each changed
 * vertex repaired by shifting its dual or detached from its blossoms (see weighted-matcher.ts).
 */
export class WarmStart extends Duals {
  protected hasSolution = false;
  protected changes: Int32Array;
  protected changeCount = 0;
  protected changesOverflowed = false;
  protected readonly repairCount: Int32Array;
  protected readonly repaired: Uint8Array;
  /** shiftDual's chain of blossoms around a vertex, innermost first. */
  protected readonly chain: Int32Array;
  protected readonly chainPos: Int32Array;
  protected readonly chainDuals: Float64Array;
  protected readonly scratch2: Float64Array;

  constructor(vertexCount: number, limbs: number, degree: number, hashedIndex: boolean) {
    super(vertexCount, limbs, degree, hashedIndex);
    const n = vertexCount;
    this.changes = new Int32Array(64);
    this.repairCount = new Int32Array(n);
    this.repaired = new Uint8Array(n);
    this.chainPos = new Int32Array(2 * n);
    this.chainDuals = new Float64Array(limbs * n);
    this.scratch2 = new Float64Array(limbs);
    this.chain = new Int32Array(2 * n);
    this.resetStructure();
  }

  protected recordChange(i: number, j: number): void {
    if (!this.hasSolution || this.changesOverflowed) return;
    if (this.changeCount + 2 > this.changes.length) {
      // beyond about every edge changed, starting afresh costs less than repairing
      if (this.changes.length >= 4 * this.slotsInBlocks + 64) {
        this.changesOverflowed = true;
        return;
      }
      const grown = new Int32Array(2 * this.changes.length);
      grown.set(this.changes);
      this.changes = grown;
    }
    this.changes[this.changeCount++] = i;
    this.changes[this.changeCount++] = j;
  }

  /**
   * Restores the optimality invariants after weight changes, except that some free vertices may
   * now carry positive duals. A changed edge that is matched, lies inside a blossom, or has
   * negative slack is repaired at one of its ends, preferring the vertex shared by most such
   * edges (callers typically change all edges at one vertex). Repairing a vertex keeps its edges
   * feasible and its matched and blossom edges tight, so it never undoes an earlier repair.
   */
  protected detachChangedVertices(): void {
    const changes = this.changes;
    const count = this.repairCount;
    const m = this.changeCount;
    let any = false;
    for (let c = 0; c < m; c += 2) {
      const i = changes[c];
      const j = changes[c + 1];
      if (this.edgeNeedsRepair(i, j)) {
        count[i]++;
        count[j]++;
        any = true;
      }
    }
    if (!any) return;
    const repaired = this.repaired;
    for (let c = 0; c < m; c += 2) {
      const i = changes[c];
      const j = changes[c + 1];
      if ((count[i] === 0 && count[j] === 0) || repaired[i] === 1 || repaired[j] === 1) continue;
      if (!this.edgeNeedsRepair(i, j)) continue;
      const v = count[i] >= count[j] ? i : j;
      repaired[v] = 1;
      if (!this.shiftDual(v)) this.detachVertex(v);
    }
    for (let c = 0; c < m; c++) {
      count[changes[c]] = 0;
      repaired[changes[c]] = 0;
    }
  }

  /**
   * Repairs vertex v by moving its dual alone: by the least amount that makes every edge at v
   * feasible again. That suffices when v's matched edge and the blossom-cycle edges at v are
   * then tight (for instance when the same bonus was added to every edge of v); returns false
   * otherwise, leaving everything unchanged.
   */
  protected shiftDual(v: number): boolean {
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    const parent = this.parent;
    // blossoms around v, innermost first, with the dual sum of each and all around it
    const chain = this.chain;
    const pos = this.chainPos;
    const stamp = this.nextMarkStamp();
    let depth = 0;
    for (let b = parent[v]; b !== -1; b = parent[b]) {
      this.mark[b] = stamp;
      pos[b] = depth;
      chain[depth++] = b;
    }
    const zs = this.chainDuals;
    const n2 = 2 * n;
    for (let d = depth - 1; d >= 0; d--) {
      for (let k = 0; k < L; k++) {
        zs[d * L + k] = this.z[k * n2 + chain[d]] + (d + 1 < depth ? zs[(d + 1) * L + k] : 0);
      }
    }
    const min = this.scratch;
    const slack = this.scratch2;
    let found = false;
    const top = this.inb[v];
    for (let s = this.blockStart[v], end = s + this.degree[v]; s < end; s++) {
      const j = this.slotTo[s];
      let d = -1;
      if (this.inb[j] === top) {
        let c = parent[j];
        while (this.mark[c] !== stamp) c = parent[c];
        d = pos[c];
      }
      for (let k = 0; k < L; k++) {
        slack[k] = u[k * n + v] + u[k * n + j] - this.limbOf(k, s) + (d >= 0 ? zs[d * L + k] : 0);
      }
      if (!found || lexLess(slack, min, L)) {
        min.set(slack);
        found = true;
      }
    }
    if (!found) return false;
    // the dual of v after the shift must stay non-negative
    for (let k = 0; k < L; k++) {
      const x = u[k * n + v] - min[k];
      if (x !== 0) {
        if (x < 0) return false;
        break;
      }
    }
    // edges that must stay tight: the matched edge and v's edges in blossom cycles
    const mate = this.mates[v];
    if (mate !== -1 && !this.slackEquals(v, mate, min, zs, stamp)) return false;
    for (let d = 0; d < depth; d++) {
      const b = chain[d];
      const slot = b - n;
      const ea = this.edgeA[slot];
      const eb = this.edgeB[slot];
      for (let i = 0, k = this.childCount[b]; i < k; i++) {
        const other = ea[i] === v ? eb[i] : eb[i] === v ? ea[i] : -1;
        if (other !== -1 && !this.slackEquals(v, other, min, zs, stamp)) return false;
      }
    }
    for (let k = 0; k < L; k++) u[k * n + v] -= min[k];
    return true;
  }

  /** slack(v, j) === target, with blossom duals from shiftDual's chain (marked with stamp). */
  protected slackEquals(
    v: number,
    j: number,
    target: Float64Array,
    zs: Float64Array,
    stamp: number,
  ): boolean {
    const n = this.n;
    const L = this.limbs;
    const e = this.slotOf(v * n + j);
    if (e < 0) return false;
    let d = -1;
    if (this.inb[j] === this.inb[v]) {
      let c = this.parent[j];
      while (this.mark[c] !== stamp) c = this.parent[c];
      d = this.chainPos[c];
    }
    for (let k = 0; k < L; k++) {
      const s =
        this.u[k * n + v] + this.u[k * n + j] - this.limbOf(k, e) + (d >= 0 ? zs[d * L + k] : 0);
      if (s !== target[k]) return false;
    }
    return true;
  }

  protected edgeNeedsRepair(i: number, j: number): boolean {
    if (this.mates[i] === j || this.inb[i] === this.inb[j]) return true;
    const n = this.n;
    const e = this.slotOf(i * n + j);
    if (e < 0) return false;
    const L = this.limbs;
    for (let k = 0; k < L; k++) {
      const s = this.u[k * n + i] + this.u[k * n + j] - this.limbOf(k, e);
      if (s !== 0) return s < 0;
    }
    return false;
  }

  /**
   * Makes v a free vertex outside any blossom with the least dual that keeps its edges feasible.
   * Dissolving a blossom moves half its dual onto each of its vertices, which keeps every slack
   * inside it and only raises slacks leaving it; the one matched edge leaving it (at its base) is
   * then no longer tight and is unmatched.
   */
  protected detachVertex(v: number): void {
    while (this.inb[v] !== v) {
      const b = this.inb[v];
      if (!this.isZeroBlossomDual(b)) {
        this.pushBlossomDual(b);
        const bb = this.base[b];
        const m = this.mates[bb];
        if (m !== -1) {
          this.mates[bb] = -1;
          this.mates[m] = -1;
        }
      }
      this.dissolve(b);
    }
    const m = this.mates[v];
    if (m !== -1) {
      this.mates[v] = -1;
      this.mates[m] = -1;
    }
    this.setLeastFeasibleDual(v);
  }

  protected resetStructure(): void {
    const n = this.n;
    for (let v = 0; v < n; v++) {
      this.inb[v] = v;
      this.parent[v] = -1;
      this.base[v] = v;
      this.mates[v] = -1;
    }
    for (let b = n; b < 2 * n; b++) {
      this.parent[b] = -1;
      this.base[b] = -1;
      this.childCount[b] = 0;
    }
    this.freeIdCount = 0;
    for (let b = 2 * n - 1; b >= n; b--) this.freeIds[this.freeIdCount++] = b;
    this.blossomTop = n - 1;
    this.z.fill(0);
  }

  /**
   * Every vertex starts with half its heaviest edge as dual (feasible, and tight exactly on
   * mutually heaviest edges), which are matched greedily before the search.
   */
  protected initFresh(): void {
    this.resetStructure();
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    const w0 = this.w0;
    u.fill(0);
    for (let v = 0; v < n; v++) {
      const start = this.blockStart[v];
      const end = start + this.degree[v];
      let max0 = NO_EDGE;
      for (let s = start; s < end; s++) if (w0[s] > max0) max0 = w0[s];
      if (max0 === NO_EDGE) continue;
      let bestS = -1;
      for (let s = start; s < end; s++) {
        if (w0[s] !== max0) continue;
        if (bestS !== -1) {
          let cmp = 0;
          for (let k = 1; k < L && cmp === 0; k++) cmp = this.limbOf(k, s) - this.limbOf(k, bestS);
          if (cmp <= 0) continue;
        }
        bestS = s;
      }
      if (bestS === -1) continue;
      let positive = false;
      for (let k = 0; k < L; k++) {
        const x = this.limbOf(k, bestS);
        if (x !== 0) {
          positive = x > 0;
          break;
        }
      }
      if (!positive) continue;
      for (let k = 0; k < L; k++) u[k * n + v] = this.limbOf(k, bestS) / 2;
    }
    const mates = this.mates;
    const u0 = this.u0;
    for (let i = 0; i < n; i++) {
      if (mates[i] !== -1 || this.compareDual(i) <= 0) continue;
      for (let s = this.blockStart[i], end = s + this.degree[i]; s < end; s++) {
        const j = this.slotTo[s];
        if (j < i || mates[j] !== -1 || u0[i] + u0[j] !== w0[s]) continue;
        let tight = true;
        for (let k = 1; k < L && tight; k++) {
          tight = u[k * n + i] + u[k * n + j] === this.limbOf(k, s);
        }
        if (tight) {
          mates[i] = j;
          mates[j] = i;
          break;
        }
      }
    }
    // A free vertex may lower its dual to the least feasible value; the edge that then becomes
    // tight is matched if its other end is free too.
    for (let i = 0; i < n; i++) {
      if (mates[i] !== -1 || this.compareDual(i) <= 0) continue;
      const j = this.setLeastFeasibleDual(i);
      if (j !== -1 && mates[j] === -1 && this.compareDual(i) > 0) {
        mates[i] = j;
        mates[j] = i;
      }
    }
  }
}

function lexLess(a: Float64Array, b: Float64Array, limbs: number): boolean {
  for (let k = 0; k < limbs; k++) {
    if (a[k] !== b[k]) return a[k] < b[k];
  }
  return false;
}
