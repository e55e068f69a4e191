import { LABEL_S } from './blossom-forest.js';
import { WarmStart } from './warm-start.js';

/** best[] values besides a vertex: no S-vertex to offer, or not known (must be recomputed). */
export const BEST_NONE = -1;
export const BEST_UNKNOWN = -2;

/**
 * The search's S-vertices and, for every vertex and S-blossom, the least-slack edge to an
 * S-vertex outside it: what bounds the next dual step without reading every edge again.
 */
export class LeastSlack extends WarmStart {
  /**
   * For each vertex x: the S-vertex s (outside x's blossom) with least slack to x, and the key
   * u(s) + acc - w(s, x). While s stays an S-vertex the key does not change, since every step
   * lowers u(s) by exactly what it adds to `acc`; slack(s, x) = key - acc + u(x).
   */
  protected readonly best: Int32Array;
  protected readonly bestKey: Float64Array;
  protected readonly bestKey0: Float64Array;
  /**
   * Edges between S-blossoms, for blossoms (ids >= n) only: a trivial S-vertex uses best[].
   * ssList[b - n] holds, for each S-blossom that existed when the list was built, the least-slack
   * edge from x in b to y in it, as the slot of x's end (edges do not move during a search, and a
   * slot names both ends without a look-up in the pair index). An edge between two S-blossoms is always in the list (or
   * row, for a vertex) of the one that became an S-blossom last, so the least entry over all
   * lists and rows is the least slack between S-blossoms. ssBest[b] is b's least entry.
   */
  protected readonly ssList: Int32Array[];
  protected readonly ssCount: Int32Array;
  protected readonly ssBuilt: Uint8Array;
  protected readonly ssBest: Int32Array;
  protected readonly bestTo: Int32Array;
  /** Limb 0 of the slack of bestTo[t] when it was stored (every S-S slack moves alike). */
  protected readonly bestToSlack0: Float64Array;
  /**
   * Limbs 1.. of the slack of bestTo[t] (at t·limbs + k), worked out at its first tie on limb 0
   * and valid while bestToLimbs[t] is the round: limb 0 ties on most pairs of a bracket, and each
   * tie worked both edges' limbs out again.
   */
  protected readonly bestToSlack: Float64Array;
  protected readonly bestToLimbs: Int32Array;
  protected readonly bestToRound: Int32Array;
  protected readonly touched: Int32Array;
  protected touchedCount = 0;
  protected round = 0;
  /** Sum of the dual steps taken in the current search. */
  protected readonly acc: Float64Array;
  /**
   * Bumped each time a vertex stops being an S-vertex: a best[] entry made while its candidate
   * was an S-vertex of an earlier tree has a stale key and is recognised by its epoch.
   */
  protected readonly sEpoch: Int32Array;
  protected readonly bestEpoch: Int32Array;
  /** The current S-vertices, unordered, with each one's position (-1 when not an S-vertex). */
  protected readonly sList: Int32Array;
  protected readonly sPos: Int32Array;
  protected sCount = 0;

  constructor(vertexCount: number, limbs: number, degree: number, hashedIndex: boolean) {
    super(vertexCount, limbs, degree, hashedIndex);
    const n = vertexCount;
    this.best = new Int32Array(n).fill(-1);
    this.bestKey = new Float64Array(limbs * n);
    this.bestKey0 = this.bestKey.subarray(0, n);
    this.ssList = [];
    this.ssCount = new Int32Array(2 * n);
    this.ssBuilt = new Uint8Array(2 * n);
    this.ssBest = new Int32Array(2 * n).fill(-1);
    this.bestTo = new Int32Array(2 * n);
    this.bestToSlack0 = new Float64Array(2 * n);
    this.bestToSlack = new Float64Array(2 * n * limbs);
    this.bestToLimbs = new Int32Array(2 * n);
    this.bestToRound = new Int32Array(2 * n);
    this.touched = new Int32Array(2 * n);
    this.acc = new Float64Array(limbs);
    this.sEpoch = new Int32Array(n);
    this.bestEpoch = new Int32Array(n);
    this.sList = new Int32Array(n);
    this.sPos = new Int32Array(n).fill(-1);
    for (let b = 0; b < n; b++) this.ssList.push(new Int32Array(0));
  }

  /** Records that x became an S-vertex. */
  protected addS(x: number): void {
    if (this.sPos[x] === -1) {
      this.sPos[x] = this.sCount;
      this.sList[this.sCount++] = x;
    }
  }

  protected leaveS(x: number): void {
    const at = this.sPos[x];
    if (at === -1) return;
    const last = this.sList[--this.sCount];
    this.sList[at] = last;
    this.sPos[last] = at;
    this.sPos[x] = -1;
    this.sEpoch[x]++;
  }

  protected forgetBest(x: number): void {
    this.best[x] = BEST_UNKNOWN;
    this.bestKey0[x] = -Infinity;
  }

  /** key(cand -> target) < stored key of target, on limbs 1.. (limb 0 known equal); edge: a slot. */
  protected lowerKeyLess(cand: number, target: number, edge: number): boolean {
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    const rest = this.wRest;
    const bk = this.bestKey;
    const acc = this.acc;
    const r = edge * this.restStride - 1;
    for (let k = 1; k < L; k++) {
      const key = u[k * n + cand] + acc[k] - rest[r + k];
      const old = bk[k * n + target];
      if (key !== old) return key < old;
    }
    return false;
  }

  protected storeKey(target: number, cand: number, edge: number): void {
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    const rest = this.wRest;
    const bk = this.bestKey;
    const acc = this.acc;
    const r = edge * this.restStride - 1;
    this.best[target] = cand;
    this.bestEpoch[target] = this.sEpoch[cand];
    bk[target] = u[cand] + acc[0] - this.w0[edge];
    for (let k = 1; k < L; k++) bk[k * n + target] = u[k * n + cand] + acc[k] - rest[r + k];
  }

  /**
   * best[x] is stale when its S-vertex joined x's blossom, left its tree (its key changed since),
   * or was never fully computed.
   */
  protected bestIsStale(x: number): boolean {
    const y = this.best[x];
    if (y === BEST_NONE) return false;
    if (y === BEST_UNKNOWN) return true;
    const by = this.inb[y];
    return by === this.inb[x] || this.label[by] !== LABEL_S || this.bestEpoch[x] !== this.sEpoch[y];
  }

  /** Recomputes best[x] from every S-vertex outside x's blossom. */
  protected recomputeBest(x: number): void {
    const n = this.n;
    const L = this.limbs;
    const u0 = this.u0;
    const bk0 = this.bestKey0;
    const inb = this.inb;
    const a0 = this.acc[0];
    const bx = inb[x];
    this.best[x] = BEST_NONE;
    bk0[x] = Infinity;
    // x's edges or the S-vertices, whichever are fewer
    const start = this.blockStart[x];
    const end = start + this.degree[x];
    const viaRow = end - start <= this.sCount;
    const count = viaRow ? end - start : this.sCount;
    for (let i = 0; i < count; i++) {
      let y: number;
      let s: number;
      if (viaRow) {
        s = start + i;
        y = this.slotTo[s];
        if (this.sPos[y] === -1) continue;
      } else {
        y = this.sList[i];
        s = this.slotOf(x * n + y);
        if (s < 0) continue;
      }
      if (inb[y] === bx) continue;
      const k0 = u0[y] + a0 - this.w0[s];
      const b0 = bk0[x];
      if (k0 < b0 || (k0 === b0 && L > 1 && this.lowerKeyLess(y, x, s))) this.storeKey(x, y, s);
    }
  }

  /** Offers the edges from every vertex of c to the S-vertices outside blossom `self`. */
  protected gatherFromLeaves(c: number, self: number): void {
    const count = this.collectLeaves(c);
    const leaves = this.leaves;
    const sList = this.sList;
    const inb = this.inb;
    const sCount = this.sCount;
    for (let i = 0; i < count; i++) {
      const x = leaves[i];
      const start = this.blockStart[x];
      const end = start + this.degree[x];
      // x's edges or the S-vertices, whichever are fewer
      if (end - start <= sCount) {
        for (let s = start; s < end; s++) {
          const y = this.slotTo[s];
          if (this.sPos[y] !== -1 && inb[y] !== self) this.considerSS(s);
        }
      } else {
        const n = this.n;
        for (let j = 0; j < sCount; j++) {
          const y = sList[j];
          if (inb[y] === self) continue;
          const s = this.slotOf(x * n + y);
          if (s >= 0) this.considerSS(s);
        }
      }
    }
  }

  protected gatherFromList(c: number, self: number): void {
    const list = this.ssList[c - this.n];
    const count = this.ssCount[c];
    const inb = this.inb;
    const slotTo = this.slotTo;
    for (let i = 0; i < count; i++) {
      const e = list[i];
      const by = inb[slotTo[e]];
      if (by !== self && this.label[by] === LABEL_S) this.considerSS(e);
    }
  }

  /** Limb 0 of the slack of the edge in slot e (current duals). */
  protected slack0(e: number): number {
    return this.u0[this.slotFrom[e]] + this.u0[this.slotTo[e]] - this.w0[e];
  }

  /** Keeps the edge in slot e if it has the least slack so far towards its far end's blossom. */
  protected considerSS(e: number): void {
    const t = this.inb[this.slotTo[e]];
    const t0 = this.slack0(e);
    if (this.bestToRound[t] !== this.round) {
      this.bestToRound[t] = this.round;
      this.bestTo[t] = e;
      this.bestToSlack0[t] = t0;
      this.touched[this.touchedCount++] = t;
    } else {
      const b0 = this.bestToSlack0[t];
      if (t0 < b0) {
        this.bestTo[t] = e;
        this.bestToSlack0[t] = t0;
        this.bestToLimbs[t] = 0;
      } else if (t0 === b0 && this.limbs > 1 && this.beatsBestTo(e, t)) {
        this.bestTo[t] = e;
        this.storeBestToLimbs(t);
      }
    }
  }

  /** Writes limbs 1.. of bestTo[t]'s slack (current duals) and marks them valid this round. */
  protected storeBestToLimbs(t: number): void {
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    const e = this.bestTo[t];
    const x = this.slotFrom[e];
    const y = this.slotTo[e];
    const r = e * this.restStride - 1;
    const rest = this.wRest;
    const at = t * L;
    for (let k = 1; k < L; k++)
      this.bestToSlack[at + k] = u[k * n + x] + u[k * n + y] - rest[r + k];
    this.bestToLimbs[t] = this.round;
  }

  /** slack(e) < slack(bestTo[t]) on limbs 1.. (limb 0 known equal), for an S-S edge e. */
  protected beatsBestTo(e: number, t: number): boolean {
    if (this.bestToLimbs[t] !== this.round) this.storeBestToLimbs(t);
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    const x = this.slotFrom[e];
    const y = this.slotTo[e];
    const r = e * this.restStride - 1;
    const rest = this.wRest;
    const stored = this.bestToSlack;
    const at = t * L;
    for (let k = 1; k < L; k++) {
      const c = u[k * n + x] + u[k * n + y] - rest[r + k];
      const b = stored[at + k];
      if (c !== b) return c < b;
    }
    return false;
  }

  /** Stores the gathered edges as blossom b's list and picks its least one. */
  protected finishList(b: number): void {
    const n = this.n;
    const count = this.touchedCount;
    const slot = b - n;
    if (this.ssList[slot].length < count) {
      this.ssList[slot] = new Int32Array(Math.max(count, 2 * this.ssList[slot].length));
    }
    const list = this.ssList[slot];
    let best = -1;
    let bestT = -1;
    let best0 = Infinity;
    for (let i = 0; i < count; i++) {
      const t = this.touched[i];
      const e = this.bestTo[t];
      list[i] = e;
      const t0 = this.bestToSlack0[t];
      if (
        best === -1 ||
        t0 < best0 ||
        (t0 === best0 && this.limbs > 1 && this.beatsBestTo(e, bestT))
      ) {
        best = e;
        bestT = t;
        best0 = t0;
      }
    }
    this.ssCount[b] = count;
    this.ssBuilt[b] = 1;
    this.ssBest[b] = best;
  }

  /** ssBest[b] again, after its edge became internal or left the S-vertices. */
  protected refreshBlossomBest(b: number): void {
    if (this.ssBuilt[b] === 0) {
      this.nextRound();
      this.touchedCount = 0;
      this.gatherFromLeaves(b, b);
      this.finishList(b);
      return;
    }
    const list = this.ssList[b - this.n];
    const count = this.ssCount[b];
    const inb = this.inb;
    const slotTo = this.slotTo;
    let best = -1;
    let best0 = Infinity;
    for (let i = 0; i < count; i++) {
      const e = list[i];
      const by = inb[slotTo[e]];
      if (by === b || this.label[by] !== LABEL_S) continue;
      const t0 = this.slack0(e);
      if (best === -1 || t0 < best0 || (t0 === best0 && this.lowerSSSlackLess(e, best))) {
        best = e;
        best0 = t0;
      }
    }
    this.ssBest[b] = best;
  }

  /** True while ssBest[b] joins b to another S-blossom. */
  protected blossomBestIsValid(b: number): boolean {
    const e = this.ssBest[b];
    if (e === -1) return true;
    const by = this.inb[this.slotTo[e]];
    return by !== b && this.label[by] === LABEL_S;
  }

  /**
   * slack(s1) < slack(s2) for edges (slots) between S-vertices (current duals), their limb-0
   * slacks known equal.
   */
  protected lowerSSSlackLess(s1: number, s2: number): boolean {
    const n = this.n;
    const u = this.u;
    const rest = this.wRest;
    const x1 = this.slotFrom[s1];
    const y1 = this.slotTo[s1];
    const x2 = this.slotFrom[s2];
    const y2 = this.slotTo[s2];
    const r1 = s1 * this.restStride - 1;
    const r2 = s2 * this.restStride - 1;
    for (let k = 1; k < this.limbs; k++) {
      const s1 = u[k * n + x1] + u[k * n + y1] - rest[r1 + k];
      const s2 = u[k * n + x2] + u[k * n + y2] - rest[r2 + k];
      if (s1 !== s2) return s1 < s2;
    }
    return false;
  }

  protected nextRound(): void {
    if (this.round >= 0x3fffffff) {
      this.bestToRound.fill(0);
      this.bestToLimbs.fill(0);
      this.round = 0;
    }
    this.round++;
  }
}
