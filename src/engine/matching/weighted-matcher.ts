import { MAX_LIMB } from './limb-weight.js';

/*
 * Maximum-weight matching on a general graph: Edmonds' blossom algorithm in its primal-dual form
 * (as described by Galil, "Efficient algorithms for finding maximum matching in graphs", 1986),
 * on a dense weight matrix, with weights that are vectors of limbs ordered lexicographically.
 *
 * Exactness. Weights are stored doubled, so the LP the algorithm works on has even weights.
 * Vertex duals are then integers, blossom duals even integers, and a dual step is always an
 * integer vector, provided that when the search starts all free vertices that start a tree
 * have duals of equal parity in every limb (tight edges then propagate that parity to
 * everything the trees reach). `syncRootParity` establishes this.
 *
 * Warm start. Unlike the textbook version (all duals start equal, every free vertex is a tree
 * root until the end), free vertices may carry different duals: a free vertex with a positive
 * dual is a tree root, a free vertex whose dual is zero is finished and acts as a sink that an
 * alternating tree may augment into, and an S-vertex whose dual reaches zero is made free by
 * flipping its tree path. The optimum is reached when no free vertex has a positive dual.
 * This lets `solve()` resume from the previous primal/dual pair after weights change at a few
 * vertices. A changed vertex first gets the least dual shift that makes its edges feasible; if
 * its matched and blossom edges are then still tight (as after the same bonus on all its edges)
 * nothing else changes. Otherwise it is detached (blossoms around it dissolved, its dual reset
 * to the least feasible value) and only the vertices freed that way start alternating trees.
 *
 * Trees are grown all at once and, unlike the textbook stages, a tree that augments is taken
 * apart without resetting the others; best[] entries made stale by that are recognised lazily.
 */

const NO_EDGE = -Infinity;

/** best[] values besides a vertex: no S-vertex to offer, or not known (must be recomputed). */
const BEST_NONE = -1;
const BEST_UNKNOWN = -2;

const LABEL_NONE = 0;
const LABEL_S = 1;
const LABEL_T = 2;

const EVENT_NONE = 0;
const EVENT_ZERO_DUAL = 1;
const EVENT_FREE_EDGE = 2;
const EVENT_S_EDGE = 3;
const EVENT_EXPAND = 4;
const EVENT_BLOSSOM_EDGE = 5;

export class WeightedMatcher {
  readonly vertexCount: number;
  readonly limbs: number;

  private readonly n: number;
  /**
   * Edges are stored sparsely, each direction in a slot of its own: memory grows with the edges
   * held, not with n² (a bracket of thousands of players is matched on a subset of its pairs).
   * The slots of vertex v's edges are a block of consecutive slots, so that a row scan reads
   * them in order. A pair is named by its code i·n + j; slotOf maps a code to its slot (-1: no
   * edge), four bytes a pair where a dense weight matrix took eight per limb.
   */
  private readonly slotOf: Int32Array;
  /** Doubled limb 0 of each slot's weight, a plane of its own for the row scans. */
  private w0: Float64Array;
  /**
   * Limbs 1.. of each slot side by side (limb k of slot s at s·(limbs - 1) + k - 1): comparing two
   * weights mostly runs down to the last limbs (the criteria tie on most pairs of a bracket), and
   * this reads one cache line per edge where planes would read one per limb.
   */
  private wRest: Float64Array;
  private readonly restStride: number;
  /** The other end of each slot's edge. */
  private slotTo: Int32Array;
  /** Vertex v's slots are blockStart[v] .. blockStart[v] + degree[v] - 1, room for blockCap[v]. */
  private readonly blockStart: Int32Array;
  private readonly blockCap: Int32Array;
  private readonly degree: Int32Array;
  /** First slot never given to a block; slots below it in no block's room are wasted. */
  private slotTop = 0;
  private slotsInBlocks = 0;
  /** Vertex duals (doubled scale), limb-major: limb k of vertex v at k·n + v. */
  private readonly u: Float64Array;
  private readonly u0: Float64Array;
  /** Blossom duals (doubled scale), limb-major over ids 0..2n-1 (only ids >= n are used). */
  private readonly z: Float64Array;

  private readonly mates: Int32Array;
  /** Top-level blossom of each vertex (the vertex itself when it is in no blossom). */
  private readonly inb: Int32Array;
  private readonly parent: Int32Array;
  /** Base vertex of each blossom id; -1 for an unused blossom id. */
  private readonly base: Int32Array;
  private readonly childCount: Int32Array;
  /** Per blossom (index id - n): children in cycle order starting at the base child. */
  private readonly kids: Int32Array[];
  /** Edge i of a blossom joins edgeA[i] (in child i) to edgeB[i] (in child i+1 mod k). */
  private readonly edgeA: Int32Array[];
  private readonly edgeB: Int32Array[];
  private readonly freeIds: Int32Array;
  private freeIdCount = 0;

  /** Labels of top-level blossoms in the search, with the tree edge that gave the label. */
  private readonly label: Uint8Array;
  private readonly labelFrom: Int32Array;
  private readonly labelTo: Int32Array;
  /**
   * For each vertex x: the S-vertex s (outside x's blossom) with least slack to x, and the key
   * u(s) + acc - w(s, x). While s stays an S-vertex the key does not change, since every step
   * lowers u(s) by exactly what it adds to `acc`; slack(s, x) = key - acc + u(x).
   */
  private readonly best: Int32Array;
  private readonly bestKey: Float64Array;
  private readonly bestKey0: Float64Array;
  /**
   * Edges between S-blossoms, for blossoms (ids >= n) only: a trivial S-vertex uses best[].
   * ssList[b - n] holds, for each S-blossom that existed when the list was built, the least-slack
   * edge x·n + y from x in b to y in it. An edge between two S-blossoms is always in the list (or
   * row, for a vertex) of the one that became an S-blossom last, so the least entry over all
   * lists and rows is the least slack between S-blossoms. ssBest[b] is b's least entry.
   */
  private readonly ssList: Int32Array[];
  private readonly ssCount: Int32Array;
  private readonly ssBuilt: Uint8Array;
  private readonly ssBest: Int32Array;
  private readonly bestTo: Int32Array;
  private readonly bestToRound: Int32Array;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  private round = 0;
  /** Sum of the dual steps taken in the current search. */
  private readonly acc: Float64Array;
  private readonly step: Float64Array;
  private readonly scratch: Float64Array;

  /** Root vertex of the alternating tree each labelled top-level blossom belongs to. */
  private readonly treeOf: Int32Array;
  private liveTrees = 0;
  /**
   * Bumped each time a vertex stops being an S-vertex: a best[] entry made while its candidate
   * was an S-vertex of an earlier tree has a stale key and is recognised by its epoch.
   */
  private readonly sEpoch: Int32Array;
  private readonly bestEpoch: Int32Array;
  /** The current S-vertices, unordered, with each one's position (-1 when not an S-vertex). */
  private readonly sList: Int32Array;
  private readonly sPos: Int32Array;
  private sCount = 0;

  /** Circular queue of S-vertices waiting to be scanned. */
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private queueHead = 0;
  private queueSize = 0;
  private readonly mark: Int32Array;
  private markStamp = 0;
  private readonly leafStack: Int32Array;
  private readonly leaves: Int32Array;
  private readonly pathA: Int32Array;
  private readonly pathB: Int32Array;
  private readonly rotation: Int32Array;

  private eventArg = -1;
  /**
   * Tight edges between two S-vertices of one tree found while scanning, waiting to be contracted
   * into blossoms (v at 2k, w at 2k + 1). A blossom is only needed once the trees cannot grow or
   * augment any more: on the tie-rich graphs of a pairing most trees augment before that, and
   * forming (and later dissolving) blossoms eagerly was most of the search's work.
   */
  private deferred: Int32Array = new Int32Array(64);
  private deferredHead = 0;
  private deferredTail = 0;
  private hasSolution = false;
  private changes: Int32Array;
  private changeCount = 0;
  private changesOverflowed = false;
  private readonly repairCount: Int32Array;
  private readonly repaired: Uint8Array;
  private readonly zeroWeight: Float64Array;
  private readonly chainPos: Int32Array;
  private readonly chainDuals: Float64Array;
  private readonly scratch2: Float64Array;

  /**
   * `degree`: the number of edges each vertex is expected to get (room is made for that many at
   * once; more are taken as they come). By default every pair may become an edge.
   */
  constructor(vertexCount: number, limbs: number, degree = vertexCount - 1) {
    if (!Number.isInteger(vertexCount) || vertexCount < 0 || vertexCount > 46340) {
      throw new RangeError(`vertexCount must be an integer in 0..46340, got ${vertexCount}`);
    }
    if (!Number.isInteger(limbs) || limbs < 1 || limbs > 64) {
      throw new RangeError(`limbs must be an integer in 1..64, got ${limbs}`);
    }
    const n = vertexCount;
    const nn = n * n;
    this.vertexCount = n;
    this.limbs = limbs;
    this.n = n;
    this.slotOf = new Int32Array(nn).fill(-1);
    this.restStride = limbs - 1;
    const room = Math.max(1, Math.min(n - 1, Math.floor(degree)));
    const slots = n * room;
    this.w0 = new Float64Array(slots);
    this.wRest = new Float64Array((limbs - 1) * slots);
    this.slotTo = new Int32Array(slots);
    this.blockStart = new Int32Array(n).map((_, v) => v * room);
    this.blockCap = new Int32Array(n).fill(room);
    this.degree = new Int32Array(n);
    this.slotTop = slots;
    this.slotsInBlocks = slots;
    this.u = new Float64Array(limbs * n);
    this.u0 = this.u.subarray(0, n);
    this.z = new Float64Array(limbs * 2 * n);
    this.mates = new Int32Array(n).fill(-1);
    this.inb = new Int32Array(n);
    this.parent = new Int32Array(2 * n).fill(-1);
    this.base = new Int32Array(2 * n).fill(-1);
    this.childCount = new Int32Array(2 * n);
    this.kids = [];
    this.edgeA = [];
    this.edgeB = [];
    for (let b = 0; b < n; b++) {
      this.kids.push(new Int32Array(0));
      this.edgeA.push(new Int32Array(0));
      this.edgeB.push(new Int32Array(0));
    }
    this.freeIds = new Int32Array(n);
    this.label = new Uint8Array(2 * n);
    this.labelFrom = new Int32Array(2 * n).fill(-1);
    this.labelTo = new Int32Array(2 * n).fill(-1);
    this.best = new Int32Array(n).fill(-1);
    this.bestKey = new Float64Array(limbs * n);
    this.bestKey0 = this.bestKey.subarray(0, n);
    this.ssList = [];
    for (let b = 0; b < n; b++) this.ssList.push(new Int32Array(0));
    this.ssCount = new Int32Array(2 * n);
    this.ssBuilt = new Uint8Array(2 * n);
    this.ssBest = new Int32Array(2 * n).fill(-1);
    this.bestTo = new Int32Array(2 * n);
    this.bestToRound = new Int32Array(2 * n);
    this.touched = new Int32Array(2 * n);
    this.acc = new Float64Array(limbs);
    this.step = new Float64Array(limbs);
    this.scratch = new Float64Array(limbs);
    this.treeOf = new Int32Array(2 * n).fill(-1);
    this.sEpoch = new Int32Array(n);
    this.bestEpoch = new Int32Array(n);
    this.sList = new Int32Array(n);
    this.sPos = new Int32Array(n).fill(-1);
    this.queue = new Int32Array(n);
    this.queued = new Uint8Array(n);
    this.mark = new Int32Array(2 * n);
    this.leafStack = new Int32Array(2 * n);
    this.leaves = new Int32Array(n);
    this.pathA = new Int32Array(2 * n);
    this.pathB = new Int32Array(2 * n);
    this.rotation = new Int32Array(n + 1);
    this.changes = new Int32Array(64);
    this.repairCount = new Int32Array(n);
    this.repaired = new Uint8Array(n);
    this.zeroWeight = new Float64Array(limbs);
    this.chainPos = new Int32Array(2 * n);
    this.chainDuals = new Float64Array(limbs * n);
    this.scratch2 = new Float64Array(limbs);
    this.resetStructure();
  }

  // ---------------------------------------------------------------- public API

  /**
   * Sets the weight of the pair {i, j}. An all-zero weight removes the edge (the pair may not be
   * matched). Limbs must be integers of magnitude at most 2^50; sums of limbs along alternating
   * paths must stay within 2^50 as well for the arithmetic to remain exact.
   */
  setWeight(i: number, j: number, weight: ArrayLike<number>): void {
    this.checkPair(i, j);
    const L = this.limbs;
    if (weight.length < L) throw new RangeError(`weight needs ${L} limbs, got ${weight.length}`);
    let zero = true;
    for (let k = 0; k < L; k++) {
      const x = weight[k];
      if (!Number.isInteger(x) || Math.abs(x) > MAX_LIMB) {
        throw new RangeError(`weight limb ${k} must be an integer within ±2^50, got ${x}`);
      }
      if (x !== 0) zero = false;
    }
    const n = this.n;
    let same = true;
    if (zero) {
      if (this.slotOf[i * n + j] >= 0) {
        same = false;
        this.removeSlot(i, j);
        this.removeSlot(j, i);
      }
    } else {
      if (this.slotOf[i * n + j] < 0) {
        same = false;
        this.addSlot(i, j);
        this.addSlot(j, i);
      }
      // after both additions: a block that grew may have moved
      const sa = this.slotOf[i * n + j];
      const sb = this.slotOf[j * n + i];
      const w0 = this.w0;
      const rest = this.wRest;
      const ra = sa * this.restStride - 1;
      const rb = sb * this.restStride - 1;
      const x0 = 2 * weight[0];
      if (w0[sa] !== x0) {
        same = false;
        w0[sa] = x0;
        w0[sb] = x0;
      }
      for (let k = 1; k < L; k++) {
        const x = 2 * weight[k];
        // (new slots hold what their last edge left: written whatever they hold)
        if (rest[ra + k] !== x || !same) {
          same = false;
          rest[ra + k] = x;
          rest[rb + k] = x;
        }
      }
    }
    if (!same) this.recordChange(i, j);
  }

  /** Limb k of the (doubled) weight held in slot s. */
  private limbOf(k: number, s: number): number {
    return k === 0 ? this.w0[s] : this.wRest[s * this.restStride + k - 1];
  }

  /** Limb 0 of the (doubled) weight of pair code e, NO_EDGE when it is no edge. */
  private weight0(e: number): number {
    const s = this.slotOf[e];
    return s < 0 ? NO_EDGE : this.w0[s];
  }

  // ---------------------------------------------------------------- edge storage

  /** A slot for the edge from v to w at the end of v's block (its weight is set by the caller). */
  private addSlot(v: number, w: number): void {
    if (this.degree[v] === this.blockCap[v]) this.growBlock(v);
    const s = this.blockStart[v] + this.degree[v]++;
    this.slotTo[s] = w;
    this.w0[s] = NO_EDGE;
    this.slotOf[v * this.n + w] = s;
  }

  /** Frees the slot of the edge from v to w: the last slot of v's block takes its place. */
  private removeSlot(v: number, w: number): void {
    const n = this.n;
    const s = this.slotOf[v * n + w];
    const last = this.blockStart[v] + --this.degree[v];
    if (s !== last) this.moveSlot(last, s, v);
    this.slotOf[v * n + w] = -1;
  }

  /** Copies slot `from` (an edge of v) to slot `to` and points the pair's code at it. */
  private moveSlot(from: number, to: number, v: number): void {
    const stride = this.restStride;
    const w = this.slotTo[from];
    this.slotTo[to] = w;
    this.w0[to] = this.w0[from];
    for (let k = 0; k < stride; k++) this.wRest[to * stride + k] = this.wRest[from * stride + k];
    this.slotOf[v * this.n + w] = to;
  }

  /** Gives v's block twice the room, at the end of the slots (moving its edges there). */
  private growBlock(v: number): void {
    const cap = Math.max(4, 2 * this.blockCap[v]);
    if (this.slotTop + cap > this.slotTo.length) {
      // compact when most slots below the top are wasted, otherwise make the arrays larger
      if (2 * this.slotsInBlocks < this.slotTop) this.compactSlots();
      if (this.slotTop + cap > this.slotTo.length) this.growSlots(this.slotTop + cap);
    }
    const start = this.slotTop;
    const old = this.blockStart[v];
    for (let p = 0, d = this.degree[v]; p < d; p++) this.moveSlot(old + p, start + p, v);
    this.slotsInBlocks += cap - this.blockCap[v];
    this.blockStart[v] = start;
    this.blockCap[v] = cap;
    this.slotTop += cap;
  }

  private growSlots(needed: number): void {
    const size = Math.max(needed, 2 * this.slotTo.length);
    const grow = <T extends Float64Array | Int32Array>(a: T, make: (k: number) => T, k: number) => {
      const b = make(k);
      b.set(a);
      return b;
    };
    this.w0 = grow(this.w0, (k) => new Float64Array(k), size);
    this.wRest = grow(this.wRest, (k) => new Float64Array(k), size * this.restStride);
    this.slotTo = grow(this.slotTo, (k) => new Int32Array(k), size);
  }

  /** Moves every block down, in order, so that the blocks leave no gap between them. */
  private compactSlots(): void {
    const n = this.n;
    const order = Array.from({ length: n }, (_, v) => v).filter((v) => this.blockCap[v] > 0);
    order.sort((a, b) => this.blockStart[a] - this.blockStart[b]);
    let top = 0;
    for (const v of order) {
      const old = this.blockStart[v];
      if (old !== top)
        for (let p = 0, d = this.degree[v]; p < d; p++) this.moveSlot(old + p, top + p, v);
      this.blockStart[v] = top;
      top += this.blockCap[v];
    }
    this.slotTop = top;
  }

  /** Removes the edge {i, j} (same as setting an all-zero weight). */
  removeEdge(i: number, j: number): void {
    this.checkPair(i, j);
    if (this.slotOf[i * this.n + j] < 0) return;
    this.setWeight(i, j, this.zeroWeight);
  }

  /** Removes every edge at v: v will be left unmatched. */
  clearVertex(v: number): void {
    if (!Number.isInteger(v) || v < 0 || v >= this.n) throw new RangeError(`bad vertex ${v}`);
    while (this.degree[v] > 0) {
      this.setWeight(v, this.slotTo[this.blockStart[v] + this.degree[v] - 1], this.zeroWeight);
    }
  }

  /** True when {i, j} has a (non-zero) weight. */
  hasEdge(i: number, j: number): boolean {
    this.checkPair(i, j);
    return this.slotOf[i * this.n + j] >= 0;
  }

  /** Writes the weight of {i, j} into `out` (all zero when there is no edge) and returns it. */
  getWeight(i: number, j: number, out?: Float64Array): Float64Array {
    this.checkPair(i, j);
    const L = this.limbs;
    const result = out ?? new Float64Array(L);
    const s = this.slotOf[i * this.n + j];
    if (s < 0) {
      for (let k = 0; k < L; k++) result[k] = 0;
    } else {
      for (let k = 0; k < L; k++) result[k] = this.limbOf(k, s) / 2;
    }
    return result;
  }

  /**
   * Computes a maximum-weight matching (not necessarily of maximum cardinality). After changes
   * to the edges of a few vertices it resumes from the previous solution.
   */
  solve(): void {
    if (!this.hasSolution || this.changesOverflowed) {
      this.initFresh();
    } else {
      this.detachChangedVertices();
    }
    this.changeCount = 0;
    this.changesOverflowed = false;
    this.hasSolution = true;
    this.search();
  }

  /** Forgets the previous solution: the next solve() starts from scratch. */
  invalidate(): void {
    this.hasSolution = false;
  }

  /** The vertex matched to v after solve(), or -1. */
  mate(v: number): number {
    if (!Number.isInteger(v) || v < 0 || v >= this.n) throw new RangeError(`bad vertex ${v}`);
    return this.mates[v];
  }

  /** Copy of the mate array (-1 for unmatched vertices). */
  mateArray(): Int32Array {
    return this.mates.slice();
  }

  /** Sum of the weights of the matched edges. */
  matchingWeight(out?: Float64Array): Float64Array {
    const L = this.limbs;
    const result = out ?? new Float64Array(L);
    for (let k = 0; k < L; k++) result[k] = 0;
    const n = this.n;
    for (let v = 0; v < n; v++) {
      const m = this.mates[v];
      if (m > v) {
        const s = this.slotOf[v * n + m];
        for (let k = 0; k < L; k++) result[k] += this.limbOf(k, s) / 2;
      }
    }
    return result;
  }

  /**
   * The reduced cost (slack) of the pair {i, j} in the last solution, limb by limb, on the
   * caller's scale: u(i) + u(j) - w(i, j) plus the duals of the blossoms holding both. An
   * optimal matching can only use pairs whose slack is zero, under any optimal dual solution.
   * Only meaningful right after solve(), before weights change.
   */
  slack(i: number, j: number, out: Float64Array): Float64Array {
    this.checkPair(i, j);
    const n = this.n;
    const L = this.limbs;
    const s = this.slotOf[i * n + j];
    for (let k = 0; k < L; k++) out[k] = this.u[k * n + i] + this.u[k * n + j];
    for (let b = this.parent[i]; b !== -1; b = this.parent[b]) {
      let c = j;
      while (c !== -1 && c !== b) c = this.parent[c];
      if (c === b) for (let k = 0; k < L; k++) out[k] += this.z[k * 2 * n + b];
    }
    if (s >= 0) for (let k = 0; k < L; k++) out[k] -= this.limbOf(k, s);
    for (let k = 0; k < L; k++) out[k] /= 2;
    return out;
  }

  /**
   * The slack of {i, j} as slack() gives it, for an edge whose weight is `weight` (caller's scale)
   * whether or not the matcher holds it: the reduced cost a pair left out of the matcher would
   * have in the last solution.
   */
  slackFor(i: number, j: number, weight: ArrayLike<number>, out: Float64Array): Float64Array {
    this.checkPair(i, j);
    const n = this.n;
    const L = this.limbs;
    for (let k = 0; k < L; k++) out[k] = this.u[k * n + i] + this.u[k * n + j];
    for (let b = this.parent[i]; b !== -1; b = this.parent[b]) {
      let c = j;
      while (c !== -1 && c !== b) c = this.parent[c];
      if (c === b) for (let k = 0; k < L; k++) out[k] += this.z[k * 2 * n + b];
    }
    for (let k = 0; k < L; k++) out[k] = out[k] / 2 - weight[k];
    return out;
  }

  /** The dual of vertex v in the last solution (caller's scale, limb by limb) into `out`. */
  dual(v: number, out: Float64Array): Float64Array {
    if (!Number.isInteger(v) || v < 0 || v >= this.n) throw new RangeError(`bad vertex ${v}`);
    const n = this.n;
    for (let k = 0; k < this.limbs; k++) out[k] = this.u[k * n + v] / 2;
    return out;
  }

  /**
   * Checks the LP optimality certificate of the current solution (dual feasibility, tight matched
   * and blossom edges, zero duals on free vertices, non-negative duals). Returns null when it
   * holds, else a description of the first violation. Meant for tests and diagnostics.
   */
  certificateError(): string | null {
    const n = this.n;
    const L = this.limbs;
    const slack = new Float64Array(L);
    const zAll = new Float64Array(L);
    for (let v = 0; v < n; v++) {
      if (this.compareDual(v) < 0) return `negative dual at vertex ${v}`;
      const m = this.mates[v];
      if (m === -1 && this.compareDual(v) !== 0) return `free vertex ${v} has a positive dual`;
      if (m !== -1 && (this.mates[m] !== v || this.slotOf[v * n + m] < 0)) {
        return `inconsistent mate at ${v}`;
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b] < 0) continue;
      const count = this.collectLeaves(b);
      let inside = 0;
      for (let i = 0; i < count; i++) {
        const m = this.mates[this.leaves[i]];
        if (m !== -1) {
          let c = m;
          while (c !== -1 && c !== b) c = this.parent[c];
          if (c === b) inside++;
        }
      }
      if (inside !== count - 1) return `blossom ${b} is not near-perfectly matched inside`;
      for (let k = 0; k < L; k++) {
        const x = this.z[k * 2 * n + b];
        if (x !== 0) {
          if (x < 0) return `negative blossom dual at ${b}`;
          break;
        }
      }
    }
    for (let i = 0; i < n; i++) {
      for (let s = this.blockStart[i], end = s + this.degree[i]; s < end; s++) {
        const j = this.slotTo[s];
        if (j < i) continue;
        zAll.fill(0);
        // sum the duals of blossoms containing both ends
        for (let b = this.parent[i]; b !== -1; b = this.parent[b]) {
          let c = j;
          while (c !== -1 && c !== b) c = this.parent[c];
          if (c === b) for (let k = 0; k < L; k++) zAll[k] += this.z[k * 2 * n + b];
        }
        for (let k = 0; k < L; k++) {
          slack[k] = this.u[k * n + i] + this.u[k * n + j] - this.limbOf(k, s) + zAll[k];
        }
        let sign = 0;
        for (let k = 0; k < L && sign === 0; k++) sign = Math.sign(slack[k]);
        if (sign < 0) return `edge ${i}-${j} violates dual feasibility`;
        if (this.mates[i] === j && sign !== 0) return `matched edge ${i}-${j} is not tight`;
      }
    }
    return null;
  }

  // ---------------------------------------------------------------- change tracking

  private checkPair(i: number, j: number): void {
    const n = this.n;
    if (!Number.isInteger(i) || !Number.isInteger(j) || i < 0 || j < 0 || i >= n || j >= n) {
      throw new RangeError(`bad vertex pair ${i}, ${j}`);
    }
    if (i === j) throw new RangeError(`a vertex cannot be matched to itself (${i})`);
  }

  private recordChange(i: number, j: number): void {
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
  private detachChangedVertices(): void {
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
  private shiftDual(v: number): boolean {
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    const parent = this.parent;
    // blossoms around v, innermost first, with the dual sum of each and all around it
    const chain = this.pathA;
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
  private slackEquals(
    v: number,
    j: number,
    target: Float64Array,
    zs: Float64Array,
    stamp: number,
  ): boolean {
    const n = this.n;
    const L = this.limbs;
    const e = this.slotOf[v * n + j];
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

  private edgeNeedsRepair(i: number, j: number): boolean {
    if (this.mates[i] === j || this.inb[i] === this.inb[j]) return true;
    const n = this.n;
    const e = this.slotOf[i * n + j];
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
  private detachVertex(v: number): void {
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

  /**
   * u(v) = max(0, max over edges vj of w(vj) - u(j)); v must be in no blossom. Returns the j
   * whose edge is then tight (-1 when the dual is zero for want of a heavier edge).
   */
  private setLeastFeasibleDual(v: number): number {
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    const lo = this.scratch;
    lo.fill(0);
    let arg = -1;
    for (let s = this.blockStart[v], end = s + this.degree[v]; s < end; s++) {
      const j = this.slotTo[s];
      const w0 = this.w0[s];
      const d0 = w0 - u[j];
      if (d0 < lo[0]) continue;
      if (d0 === lo[0]) {
        let cmp = 0;
        for (let k = 1; k < L && cmp === 0; k++) {
          cmp = this.limbOf(k, s) - u[k * n + j] - lo[k];
        }
        if (cmp <= 0) continue;
      }
      lo[0] = d0;
      for (let k = 1; k < L; k++) lo[k] = this.limbOf(k, s) - u[k * n + j];
      arg = j;
    }
    for (let k = 0; k < L; k++) u[k * n + v] = lo[k];
    return arg;
  }

  // ---------------------------------------------------------------- fresh start

  private resetStructure(): void {
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
    this.z.fill(0);
  }

  /**
   * Every vertex starts with half its heaviest edge as dual (feasible, and tight exactly on
   * mutually heaviest edges), which are matched greedily before the search.
   */
  private initFresh(): void {
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

  // ---------------------------------------------------------------- search

  /**
   * Grows alternating trees from every free vertex with a positive dual, all at once. A tree
   * that augments (or whose root becomes finished) is taken apart; the other trees keep growing.
   * Ends when no tree is left: every free vertex then has a zero dual and the matching is optimal.
   */
  private search(): void {
    this.deferredHead = 0;
    this.deferredTail = 0;
    if (!this.plantTrees()) return;
    while (this.liveTrees > 0) {
      while (this.queueSize > 0) {
        const v = this.popQueue();
        if (this.label[this.inb[v]] === LABEL_S) this.scan(v);
      }
      if (this.liveTrees === 0) break;
      // No dual step has been taken since these edges were found, so they are still tight.
      if (this.deferredHead < this.deferredTail) {
        const v = this.deferred[this.deferredHead++];
        const w = this.deferred[this.deferredHead++];
        if (this.label[this.inb[v]] === LABEL_S) this.processTightEdge(v, w);
        continue;
      }
      this.deferredHead = 0;
      this.deferredTail = 0;
      const event = this.findStep();
      this.applyStep();
      const arg = this.eventArg;
      if (event === EVENT_ZERO_DUAL) {
        const tree = this.treeOf[this.inb[arg]];
        this.augmentFrom(arg, -1);
        this.dismantleTrees(tree, -1);
      } else if (event === EVENT_FREE_EDGE) {
        this.processTightEdge(this.best[arg], arg);
      } else if (event === EVENT_S_EDGE) {
        this.processTightEdge(arg, this.best[arg]);
      } else if (event === EVENT_BLOSSOM_EDGE) {
        const e = this.ssBest[arg];
        const x = (e / this.n) | 0;
        this.processTightEdge(x, e - x * this.n);
      } else if (event === EVENT_EXPAND) {
        this.expandTBlossom(arg);
      } else {
        throw new Error('matching: no dual step possible (internal error)');
      }
    }
  }

  /** Resets the labels and makes every free vertex with a positive dual a tree root. */
  private plantTrees(): boolean {
    const n = this.n;
    this.label.fill(LABEL_NONE);
    this.labelFrom.fill(-1);
    this.labelTo.fill(-1);
    this.best.fill(BEST_NONE);
    this.bestKey0.fill(Infinity);
    this.acc.fill(0);
    this.queueHead = 0;
    this.queueSize = 0;
    this.queued.fill(0);
    this.sPos.fill(-1);
    this.sCount = 0;
    this.liveTrees = 0;
    let target = -1;
    for (let v = 0; v < n; v++) {
      if (this.mates[v] !== -1 || this.compareDual(v) <= 0) continue;
      if (target === -1 || (this.inb[target] === target && this.inb[v] !== v)) target = v;
    }
    if (target === -1) return false;
    for (let v = 0; v < n; v++) {
      if (this.mates[v] !== -1 || this.compareDual(v) <= 0) continue;
      if (v !== target) this.syncRootParity(v, target);
    }
    for (let v = 0; v < n; v++) {
      if (this.mates[v] !== -1 || this.compareDual(v) <= 0) continue;
      const b = this.inb[v];
      this.treeOf[b] = v;
      this.liveTrees++;
      this.labelS(b, -1, -1);
    }
    return true;
  }

  /** Records that x became an S-vertex and queues it for scanning. */
  private becomeS(x: number): void {
    if (this.sPos[x] === -1) {
      this.sPos[x] = this.sCount;
      this.sList[this.sCount++] = x;
    }
    this.pushQueue(x);
  }

  private leaveS(x: number): void {
    const at = this.sPos[x];
    if (at === -1) return;
    const last = this.sList[--this.sCount];
    this.sList[at] = last;
    this.sPos[last] = at;
    this.sPos[x] = -1;
    this.sEpoch[x]++;
  }

  private pushQueue(x: number): void {
    if (this.queued[x] === 1) return;
    this.queued[x] = 1;
    const n = this.n;
    let at = this.queueHead + this.queueSize;
    if (at >= n) at -= n;
    this.queue[at] = x;
    this.queueSize++;
  }

  private popQueue(): number {
    const x = this.queue[this.queueHead];
    this.queueHead = this.queueHead + 1 === this.n ? 0 : this.queueHead + 1;
    this.queueSize--;
    this.queued[x] = 0;
    return x;
  }

  /**
   * Takes apart the trees rooted at tree1 and tree2 (-1: none) after an augmentation: their
   * blossoms lose their labels (S-blossoms with zero dual are expanded), their S-vertices get a
   * new epoch, and other trees' best[] entries pointing at them become stale.
   */
  private dismantleTrees(tree1: number, tree2: number): void {
    const n = this.n;
    const inb = this.inb;
    const label = this.label;
    const treeOf = this.treeOf;
    for (let x = 0; x < n; x++) {
      const b = inb[x];
      if (label[b] !== LABEL_S) continue;
      const t = treeOf[b];
      if (t === tree1 || t === tree2) this.leaveS(x);
    }
    for (let x = 0; x < n; x++) {
      const b = inb[x];
      const lab = label[b];
      if (lab === LABEL_NONE) continue;
      const t = treeOf[b];
      if (t !== tree1 && t !== tree2) continue;
      label[b] = LABEL_NONE;
      this.labelFrom[b] = -1;
      this.labelTo[b] = -1;
      if (lab === LABEL_S && b >= n && this.isZeroBlossomDual(b)) this.dissolveZeroRecursively(b);
    }
    this.liveTrees -= tree2 === -1 ? 1 : 2;
  }

  /**
   * Makes the dual of free vertex v congruent to that of `target` modulo 2 in every limb, so that
   * all dual steps of the search are integral. A trivial root is raised by 1 in the odd limbs (a
   * free vertex may always raise its dual); a blossom root is dissolved first (its base is free,
   * so that breaks no matched edge).
   */
  private syncRootParity(v: number, target: number): void {
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    for (;;) {
      let mismatch = false;
      for (let k = 0; k < L; k++) {
        if ((u[k * n + v] - u[k * n + target]) % 2 !== 0) mismatch = true;
      }
      if (!mismatch) return;
      const b = this.inb[v];
      if (b === v) {
        for (let k = 0; k < L; k++) {
          if ((u[k * n + v] - u[k * n + target]) % 2 !== 0) u[k * n + v] += 1;
        }
        return;
      }
      this.pushBlossomDual(b);
      this.dissolve(b);
    }
  }

  /** Labels top-level blossom b with S and queues its vertices for scanning. */
  private labelS(b: number, from: number, to: number): void {
    this.label[b] = LABEL_S;
    this.labelFrom[b] = from;
    this.labelTo[b] = to;
    if (from !== -1) this.treeOf[b] = this.treeOf[this.inb[from]];
    this.ssBuilt[b] = 0;
    const count = this.collectLeaves(b);
    const leaves = this.leaves;
    for (let i = 0; i < count; i++) this.becomeS(leaves[i]);
  }

  private labelT(b: number, from: number, to: number): void {
    this.label[b] = LABEL_T;
    this.labelFrom[b] = from;
    this.labelTo[b] = to;
    this.treeOf[b] = this.treeOf[this.inb[from]];
  }

  /**
   * Scans the edges of a new S-vertex v: offers v as least-slack neighbour to every vertex of
   * another blossom, collects v's own least-slack S-neighbour, and acts at once on tight edges.
   * Returns true when v's tree augmented (v is then no longer an S-vertex).
   */
  private scan(v: number): boolean {
    const augmented = this.scanRow(v);
    // inside a blossom (or after an aborted scan) v's own S-neighbours are not tracked per vertex
    if (augmented || this.inb[v] !== v) this.forgetBest(v);
    return augmented;
  }

  private forgetBest(x: number): void {
    this.best[x] = BEST_UNKNOWN;
    this.bestKey0[x] = -Infinity;
  }

  private scanRow(v: number): boolean {
    const L = this.limbs;
    const w0s = this.w0;
    const slotTo = this.slotTo;
    const u0 = this.u0;
    const bk0 = this.bestKey0;
    const inb = this.inb;
    const label = this.label;
    const a0 = this.acc[0];
    const uv0 = u0[v];
    const kv0 = uv0 + a0;
    this.best[v] = BEST_NONE;
    bk0[v] = Infinity;
    // v's blossom changes only when a tight edge is acted on
    let bv = inb[v];
    let ownBest = bv === v;
    for (let s = this.blockStart[v], end = s + this.degree[v]; s < end; s++) {
      const w = slotTo[s];
      const w0 = w0s[s];
      const bw = inb[w];
      if (bw === bv) continue;
      const k0 = kv0 - w0;
      const b0 = bk0[w];
      if (k0 < b0 || (k0 === b0 && L > 1 && this.lowerKeyLess(v, w, s))) {
        this.storeKey(w, v, s);
      }
      const lw = label[bw];
      if (lw === LABEL_T) continue;
      const uw0 = u0[w];
      if (lw === LABEL_S && ownBest) {
        const c0 = uw0 + a0 - w0;
        const cb0 = bk0[v];
        if (c0 < cb0 || (c0 === cb0 && L > 1 && this.lowerKeyLess(w, v, s))) {
          this.storeKey(v, w, s);
        }
      }
      if (uv0 + uw0 === w0 && (L === 1 || this.lowerSlackZero(v, w, s))) {
        if (lw === LABEL_S && this.treeOf[bw] === this.treeOf[bv]) {
          this.deferBlossomEdge(v, w);
          continue;
        }
        if (this.processTightEdge(v, w)) return true;
        bv = inb[v];
        ownBest = bv === v;
      }
    }
    return false;
  }

  private deferBlossomEdge(v: number, w: number): void {
    if (this.deferredTail + 2 > this.deferred.length) {
      const grown = new Int32Array(2 * this.deferred.length);
      grown.set(this.deferred);
      this.deferred = grown;
    }
    this.deferred[this.deferredTail++] = v;
    this.deferred[this.deferredTail++] = w;
  }

  /** key(cand -> target) < stored key of target, on limbs 1.. (limb 0 known equal); edge: a slot. */
  private lowerKeyLess(cand: number, target: number, edge: number): boolean {
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

  private storeKey(target: number, cand: number, edge: number): void {
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

  private lowerSlackZero(v: number, w: number, edge: number): boolean {
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    const rest = this.wRest;
    const r = edge * this.restStride - 1;
    for (let k = 1; k < L; k++) {
      if (u[k * n + v] + u[k * n + w] !== rest[r + k]) return false;
    }
    return true;
  }

  /**
   * best[x] is stale when its S-vertex joined x's blossom, left its tree (its key changed since),
   * or was never fully computed.
   */
  private bestIsStale(x: number): boolean {
    const y = this.best[x];
    if (y === BEST_NONE) return false;
    if (y === BEST_UNKNOWN) return true;
    const by = this.inb[y];
    return by === this.inb[x] || this.label[by] !== LABEL_S || this.bestEpoch[x] !== this.sEpoch[y];
  }

  /** Recomputes best[x] from every S-vertex outside x's blossom. */
  private recomputeBest(x: number): void {
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
        s = this.slotOf[x * n + y];
        if (s < 0) continue;
      }
      if (inb[y] === bx) continue;
      const k0 = u0[y] + a0 - this.w0[s];
      const b0 = bk0[x];
      if (k0 < b0 || (k0 === b0 && L > 1 && this.lowerKeyLess(y, x, s))) this.storeKey(x, y, s);
    }
  }

  /**
   * Acts on a tight edge from S-vertex v to w: grows the tree, forms a blossom, or augments.
   * Returns true when it augmented (v's tree is then taken apart).
   */
  private processTightEdge(v: number, w: number): boolean {
    const bv = this.inb[v];
    const bw = this.inb[w];
    if (bv === bw) return false;
    const lw = this.label[bw];
    if (lw === LABEL_NONE) {
      const bb = this.base[bw];
      const m = this.mates[bb];
      if (m === -1) {
        // a finished free vertex (zero dual): augment into it
        const tree = this.treeOf[bv];
        if (bw >= this.n) this.augmentBlossom(bw, w);
        this.mates[w] = v;
        this.augmentFrom(v, w);
        this.dismantleTrees(tree, -1);
        return true;
      }
      this.labelT(bw, v, w);
      this.labelS(this.inb[m], bb, m);
      return false;
    }
    if (lw === LABEL_S) {
      const top = this.findCommonAncestor(bv, bw);
      if (top >= 0) {
        this.addBlossom(top, v, w);
        return false;
      }
      const tree1 = this.treeOf[bv];
      const tree2 = this.treeOf[bw];
      this.augmentFrom(v, w);
      this.augmentFrom(w, v);
      this.dismantleTrees(tree1, tree2);
      return true;
    }
    return false;
  }

  /** The S-blossom where the tree paths of S-blossoms a and b meet, or -1 (different trees). */
  private findCommonAncestor(a: number, b: number): number {
    const mark = this.mark;
    const stamp = this.nextMarkStamp();
    const inb = this.inb;
    const from = this.labelFrom;
    while (a !== -1 || b !== -1) {
      if (a !== -1) {
        if (mark[a] === stamp) return a;
        mark[a] = stamp;
        const p = from[a];
        a = p === -1 ? -1 : inb[from[inb[p]]];
      }
      if (b !== -1) {
        if (mark[b] === stamp) return b;
        mark[b] = stamp;
        const p = from[b];
        b = p === -1 ? -1 : inb[from[inb[p]]];
      }
    }
    return -1;
  }

  /**
   * Contracts the odd cycle closed by tight edge (v, w) between S-blossoms of one tree into a new
   * S-blossom whose base blossom is `top`. Its T-vertices become S-vertices and are queued.
   */
  private addBlossom(top: number, v: number, w: number): void {
    const inb = this.inb;
    const from = this.labelFrom;
    const to = this.labelTo;
    const pathA = this.pathA;
    const pathB = this.pathB;
    let na = 0;
    for (let x = inb[v]; x !== top; x = inb[from[x]]) pathA[na++] = x;
    let nb = 0;
    for (let x = inb[w]; x !== top; x = inb[from[x]]) pathB[nb++] = x;
    const k = 1 + na + nb;
    const id = this.freeIds[--this.freeIdCount];
    const slot = id - this.n;
    if (this.kids[slot].length < k) {
      const cap = Math.max(k, 2 * this.kids[slot].length);
      this.kids[slot] = new Int32Array(cap);
      this.edgeA[slot] = new Int32Array(cap);
      this.edgeB[slot] = new Int32Array(cap);
    }
    const ch = this.kids[slot];
    const ea = this.edgeA[slot];
    const eb = this.edgeB[slot];
    ch[0] = top;
    for (let m = 0; m < na; m++) {
      const c = pathA[na - 1 - m];
      ch[m + 1] = c;
      ea[m] = from[c];
      eb[m] = to[c];
    }
    ea[na] = v;
    eb[na] = w;
    for (let m = na + 1; m < k; m++) {
      const c = pathB[m - na - 1];
      ch[m] = c;
      ea[m] = to[c];
      eb[m] = from[c];
    }
    this.childCount[id] = k;
    this.base[id] = this.base[top];
    this.parent[id] = -1;
    const L = this.limbs;
    const n2 = 2 * this.n;
    for (let l = 0; l < L; l++) this.z[l * n2 + id] = 0;
    const wasS = this.mark;
    const stamp = this.nextMarkStamp();
    for (let m = 0; m < k; m++) {
      const c = ch[m];
      this.parent[c] = id;
      const wasT = this.label[c] === LABEL_T;
      if (!wasT) wasS[c] = stamp;
      const count = this.collectLeaves(c);
      const leaves = this.leaves;
      for (let i = 0; i < count; i++) {
        const x = leaves[i];
        inb[x] = id;
        if (wasT) this.becomeS(x);
      }
    }
    this.label[id] = LABEL_S;
    this.treeOf[id] = this.treeOf[top];
    from[id] = from[top];
    to[id] = to[top];
    // the new blossom's list merges its children's lists (rows for the others)
    this.nextRound();
    this.touchedCount = 0;
    for (let m = 0; m < k; m++) {
      const c = ch[m];
      if (c >= this.n && wasS[c] === stamp && this.ssBuilt[c] === 1) this.gatherFromList(c, id);
      else this.gatherFromLeaves(c, id);
    }
    this.finishList(id);
  }

  /** Offers the edges from every vertex of c to the S-vertices outside blossom `self`. */
  private gatherFromLeaves(c: number, self: number): void {
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
          if (this.sPos[y] !== -1 && inb[y] !== self) this.considerSS(x, y);
        }
      } else {
        for (let j = 0; j < sCount; j++) {
          const y = sList[j];
          if (inb[y] !== self) this.considerSS(x, y);
        }
      }
    }
  }

  private gatherFromList(c: number, self: number): void {
    const n = this.n;
    const list = this.ssList[c - n];
    const count = this.ssCount[c];
    const inb = this.inb;
    for (let i = 0; i < count; i++) {
      const e = list[i];
      const x = (e / n) | 0;
      const y = e - x * n;
      const by = inb[y];
      if (by !== self && this.label[by] === LABEL_S) this.considerSS(x, y);
    }
  }

  /** Keeps edge (x, y) if it has the least slack so far towards y's blossom. */
  private considerSS(x: number, y: number): void {
    const e = x * this.n + y;
    if (this.slotOf[e] < 0) return;
    const t = this.inb[y];
    if (this.bestToRound[t] !== this.round) {
      this.bestToRound[t] = this.round;
      this.bestTo[t] = e;
      this.touched[this.touchedCount++] = t;
    } else if (this.ssSlackLess(e, this.bestTo[t])) {
      this.bestTo[t] = e;
    }
  }

  /** Stores the gathered edges as blossom b's list and picks its least one. */
  private finishList(b: number): void {
    const n = this.n;
    const count = this.touchedCount;
    const slot = b - n;
    if (this.ssList[slot].length < count) {
      this.ssList[slot] = new Int32Array(Math.max(count, 2 * this.ssList[slot].length));
    }
    const list = this.ssList[slot];
    let best = -1;
    for (let i = 0; i < count; i++) {
      const e = this.bestTo[this.touched[i]];
      list[i] = e;
      if (best === -1 || this.ssSlackLess(e, best)) best = e;
    }
    this.ssCount[b] = count;
    this.ssBuilt[b] = 1;
    this.ssBest[b] = best;
  }

  /** ssBest[b] again, after its edge became internal or left the S-vertices. */
  private refreshBlossomBest(b: number): void {
    if (this.ssBuilt[b] === 0) {
      this.nextRound();
      this.touchedCount = 0;
      this.gatherFromLeaves(b, b);
      this.finishList(b);
      return;
    }
    const n = this.n;
    const list = this.ssList[b - n];
    const count = this.ssCount[b];
    const inb = this.inb;
    let best = -1;
    for (let i = 0; i < count; i++) {
      const e = list[i];
      const y = e - ((e / n) | 0) * n;
      const by = inb[y];
      if (by === b || this.label[by] !== LABEL_S) continue;
      if (best === -1 || this.ssSlackLess(e, best)) best = e;
    }
    this.ssBest[b] = best;
  }

  /** True while ssBest[b] joins b to another S-blossom. */
  private blossomBestIsValid(b: number): boolean {
    const e = this.ssBest[b];
    if (e === -1) return true;
    const n = this.n;
    const y = e - ((e / n) | 0) * n;
    const by = this.inb[y];
    return by !== b && this.label[by] === LABEL_S;
  }

  /** slack(e1) < slack(e2) for edges between S-vertices (current duals). */
  private ssSlackLess(e1: number, e2: number): boolean {
    const n = this.n;
    const u = this.u;
    const rest = this.wRest;
    const x1 = (e1 / n) | 0;
    const y1 = e1 - x1 * n;
    const x2 = (e2 / n) | 0;
    const y2 = e2 - x2 * n;
    const s1 = this.slotOf[e1];
    const s2 = this.slotOf[e2];
    const t1 = u[x1] + u[y1] - this.w0[s1];
    const t2 = u[x2] + u[y2] - this.w0[s2];
    if (t1 !== t2) return t1 < t2;
    const r1 = s1 * this.restStride - 1;
    const r2 = s2 * this.restStride - 1;
    for (let k = 1; k < this.limbs; k++) {
      const s1 = u[k * n + x1] + u[k * n + y1] - rest[r1 + k];
      const s2 = u[k * n + x2] + u[k * n + y2] - rest[r2 + k];
      if (s1 !== s2) return s1 < s2;
    }
    return false;
  }

  /**
   * Chooses the largest dual step that keeps the duals feasible (leaves it in this.step) and
   * returns the event it triggers, with its argument in this.eventArg. Every bound is
   * non-negative, so a zero step ends the search for it early.
   *
   * A stale best[] entry still bounds its vertex from below (it was the least key over a superset
   * of the current candidates), so it is only recomputed when that bound could beat the step
   * found among the valid entries.
   */
  private findStep(): number {
    const n = this.n;
    const L = this.limbs;
    const u0 = this.u0;
    const bk0 = this.bestKey0;
    const inb = this.inb;
    const label = this.label;
    const best = this.best;
    const a0 = this.acc[0];
    let event = EVENT_NONE;
    let arg = -1;
    let d0 = Infinity;
    let anyStale = false;
    const bestEpoch = this.bestEpoch;
    const sEpoch = this.sEpoch;
    for (let x = 0; x < n; x++) {
      const bx = inb[x];
      const lab = label[bx];
      if (lab === LABEL_T) continue;
      let kind = EVENT_FREE_EDGE;
      if (lab === LABEL_S) {
        // the dual of an S-vertex may not become negative
        const c0 = u0[x];
        if (c0 < d0 || (c0 === d0 && L > 1 && this.beatsStep(EVENT_ZERO_DUAL, x))) {
          this.takeStep(EVENT_ZERO_DUAL, x);
          d0 = c0;
          event = EVENT_ZERO_DUAL;
          arg = x;
          if (d0 === 0 && this.stepIsZero()) break;
        }
        // an edge between two S-blossoms loses twice the step (blossoms: see below)
        if (bx !== x) continue;
        kind = EVENT_S_EDGE;
      }
      // (for an unlabeled vertex, an edge from an S-vertex loses the step)
      const y = best[x];
      if (y === BEST_NONE) continue;
      if (y === BEST_UNKNOWN) {
        anyStale = true;
        continue;
      }
      const by = inb[y];
      if (by === bx || label[by] !== LABEL_S || bestEpoch[x] !== sEpoch[y]) {
        anyStale = true;
        continue;
      }
      let c0 = bk0[x] - a0 + u0[x];
      if (kind === EVENT_S_EDGE) c0 /= 2;
      if (c0 < d0 || (c0 === d0 && L > 1 && this.beatsStep(kind, x))) {
        this.takeStep(kind, x);
        d0 = c0;
        event = kind;
        arg = x;
        if (d0 === 0 && this.stepIsZero()) break;
      }
    }
    if (d0 === 0 && this.stepIsZero()) {
      this.eventArg = arg;
      return event;
    }
    const z = this.z;
    const u = this.u;
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b] < 0 || this.parent[b] !== -1) continue;
      const lab = label[b];
      if (lab === LABEL_T) {
        // the dual of a T-blossom loses twice the step and may not become negative
        const c0 = z[b] / 2;
        if (c0 < d0 || (c0 === d0 && L > 1 && this.beatsStep(EVENT_EXPAND, b))) {
          this.takeStep(EVENT_EXPAND, b);
          d0 = c0;
          event = EVENT_EXPAND;
          arg = b;
        }
      } else if (lab === LABEL_S) {
        // least-slack edge from this S-blossom to another
        if (this.ssBuilt[b] === 0 || !this.blossomBestIsValid(b)) this.refreshBlossomBest(b);
        const e = this.ssBest[b];
        if (e === -1) continue;
        const ex = (e / n) | 0;
        const c0 = (u[ex] + u[e - ex * n] - this.weight0(e)) / 2;
        if (c0 < d0 || (c0 === d0 && L > 1 && this.beatsStep(EVENT_BLOSSOM_EDGE, b))) {
          this.takeStep(EVENT_BLOSSOM_EDGE, b);
          d0 = c0;
          event = EVENT_BLOSSOM_EDGE;
          arg = b;
        }
      }
    }
    for (let x = 0; x < n && anyStale; x++) {
      const lab = label[inb[x]];
      const kind =
        lab === LABEL_S && inb[x] === x ? EVENT_S_EDGE : lab === LABEL_NONE ? EVENT_FREE_EDGE : 0;
      if (kind === 0 || best[x] === BEST_NONE || !this.bestIsStale(x)) continue;
      let c0 = bk0[x] - a0 + u0[x];
      if (kind === EVENT_S_EDGE) c0 /= 2;
      if (c0 > d0 || (c0 === d0 && !(L > 1 && this.beatsStep(kind, x)))) continue;
      this.recomputeBest(x);
      if (best[x] === BEST_NONE) continue;
      c0 = bk0[x] - a0 + u0[x];
      if (kind === EVENT_S_EDGE) c0 /= 2;
      if (c0 < d0 || (c0 === d0 && L > 1 && this.beatsStep(kind, x))) {
        this.takeStep(kind, x);
        d0 = c0;
        event = kind;
        arg = x;
      }
    }
    this.eventArg = arg;
    return event;
  }

  /** Limb k of the bound on the dual step set by `kind` at vertex (or blossom) x. */
  private bound(kind: number, x: number, k: number): number {
    const n = this.n;
    switch (kind) {
      case EVENT_ZERO_DUAL:
        return this.u[k * n + x];
      case EVENT_FREE_EDGE:
        return this.bestKey[k * n + x] - this.acc[k] + this.u[k * n + x];
      case EVENT_S_EDGE:
        return (this.bestKey[k * n + x] - this.acc[k] + this.u[k * n + x]) / 2;
      case EVENT_BLOSSOM_EDGE: {
        const e = this.ssBest[x];
        const ex = (e / n) | 0;
        return (
          (this.u[k * n + ex] + this.u[k * n + e - ex * n] - this.limbOf(k, this.slotOf[e])) / 2
        );
      }
      default:
        return this.z[k * 2 * n + x] / 2;
    }
  }

  /** True when the bound of (kind, x) is below the current step (limb 0 known equal). */
  private beatsStep(kind: number, x: number): boolean {
    const step = this.step;
    for (let k = 1; k < this.limbs; k++) {
      const c = this.bound(kind, x, k);
      if (c !== step[k]) return c < step[k];
    }
    return false;
  }

  private takeStep(kind: number, x: number): void {
    const step = this.step;
    for (let k = 0; k < this.limbs; k++) {
      const c = this.bound(kind, x, k);
      if ((kind === EVENT_S_EDGE || kind === EVENT_BLOSSOM_EDGE) && c % 1 !== 0) {
        throw new Error('matching: odd S-S slack (internal error)');
      }
      step[k] = c;
    }
  }

  private stepIsZero(): boolean {
    const step = this.step;
    for (let k = 0; k < this.limbs; k++) if (step[k] !== 0) return false;
    return true;
  }

  private applyStep(): void {
    const L = this.limbs;
    const step = this.step;
    if (this.stepIsZero()) return;
    const n = this.n;
    const u = this.u;
    const inb = this.inb;
    const label = this.label;
    for (let k = 0; k < L; k++) {
      const d = step[k];
      if (d === 0) continue;
      const off = k * n;
      for (let x = 0; x < n; x++) {
        const lab = label[inb[x]];
        if (lab === LABEL_S) u[off + x] -= d;
        else if (lab === LABEL_T) u[off + x] += d;
      }
      this.acc[k] += d;
    }
    const z = this.z;
    const n2 = 2 * n;
    for (let b = n; b < n2; b++) {
      if (this.base[b] < 0 || this.parent[b] !== -1) continue;
      const lab = label[b];
      if (lab === LABEL_S) {
        for (let k = 0; k < L; k++) z[k * n2 + b] += 2 * step[k];
      } else if (lab === LABEL_T) {
        for (let k = 0; k < L; k++) z[k * n2 + b] -= 2 * step[k];
      }
    }
  }

  // ---------------------------------------------------------------- augmentation

  /**
   * Walks from S-vertex s up to its tree root, flipping the alternating path so that s becomes
   * matched to `partner` (or free, when partner is -1) and the root becomes matched.
   */
  private augmentFrom(s: number, partner: number): void {
    const n = this.n;
    const inb = this.inb;
    const mates = this.mates;
    for (;;) {
      const bs = inb[s];
      if (bs >= n) this.augmentBlossom(bs, s);
      mates[s] = partner;
      const p = this.labelFrom[bs];
      if (p === -1) return;
      const bt = inb[p];
      const r = this.labelFrom[bt];
      const t = this.labelTo[bt];
      if (bt >= n) this.augmentBlossom(bt, t);
      mates[t] = r;
      s = r;
      partner = t;
    }
  }

  /**
   * Re-matches the inside of blossom b so that vertex v becomes its base (v's outside partner
   * is set by the caller). The blossoms inside are re-matched from a stack of their own, not by
   * recursion: blossoms nest thousands deep in large brackets. Each nested blossom's work
   * touches only its own vertices' mates and its own children, so the order does not matter.
   */
  private augmentBlossom(b: number, v: number): void {
    // Pairs: a blossom, and the vertex to become its base.
    const later = [b, v];
    while (later.length > 0) {
      const vertex = later.pop()!;
      this.augmentOne(later.pop()!, vertex, later);
    }
  }

  /** augmentBlossom's work on blossom b alone; its children that are blossoms go on `later`. */
  private augmentOne(b: number, v: number, later: number[]): void {
    const n = this.n;
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t];
    if (t >= n) later.push(t, v);
    const slot = b - n;
    const ch = this.kids[slot];
    const ea = this.edgeA[slot];
    const eb = this.edgeB[slot];
    const k = this.childCount[b];
    let i = 0;
    while (ch[i] !== t) i++;
    const mates = this.mates;
    let j = i;
    if ((i & 1) === 1) {
      // walk forward: pairs (j+1, j+2) become matched over edge j+1
      while (j !== 0) {
        const c1 = j + 1;
        const c2 = j + 2 === k ? 0 : j + 2;
        const x = ea[c1];
        const y = eb[c1];
        if (ch[c1] >= n) later.push(ch[c1], x);
        if (ch[c2] >= n) later.push(ch[c2], y);
        mates[x] = y;
        mates[y] = x;
        j = c2;
      }
    } else {
      // walk backward: pairs (j-1, j-2) become matched over edge j-2
      while (j !== 0) {
        const c1 = j - 1;
        const c2 = j - 2;
        const x = eb[c2];
        const y = ea[c2];
        if (ch[c1] >= n) later.push(ch[c1], x);
        if (ch[c2] >= n) later.push(ch[c2], y);
        mates[x] = y;
        mates[y] = x;
        j = c2;
      }
    }
    if (i !== 0) {
      const rot = this.rotation;
      for (let m = 0; m < k; m++) rot[m] = ch[(m + i) % k];
      for (let m = 0; m < k; m++) ch[m] = rot[m];
      for (let m = 0; m < k; m++) rot[m] = ea[(m + i) % k];
      for (let m = 0; m < k; m++) ea[m] = rot[m];
      for (let m = 0; m < k; m++) rot[m] = eb[(m + i) % k];
      for (let m = 0; m < k; m++) eb[m] = rot[m];
    }
    this.base[b] = v;
  }

  // ---------------------------------------------------------------- blossom expansion

  /**
   * Expands a T-blossom whose dual reached zero. The children on the even-length path from the
   * entry child to the base child keep the alternating tree connected (T, S, T, ..., T); the
   * others become unlabeled.
   */
  private expandTBlossom(b: number): void {
    const n = this.n;
    const slot = b - n;
    const ch = this.kids[slot];
    const ea = this.edgeA[slot];
    const eb = this.edgeB[slot];
    const k = this.childCount[b];
    const entryFrom = this.labelFrom[b];
    const entryTo = this.labelTo[b];
    let entry = entryTo;
    while (this.parent[entry] !== b) entry = this.parent[entry];
    for (let m = 0; m < k; m++) {
      const c = ch[m];
      this.parent[c] = -1;
      this.label[c] = LABEL_NONE;
      this.labelFrom[c] = -1;
      this.labelTo[c] = -1;
      this.setTop(c);
    }
    let j = 0;
    while (ch[j] !== entry) j++;
    this.labelT(ch[j], entryFrom, entryTo);
    if ((j & 1) === 1) {
      while (j !== 0) {
        const s = j + 1;
        const t = j + 2 === k ? 0 : j + 2;
        this.labelS(ch[s], ea[j], eb[j]);
        this.labelT(ch[t], ea[s], eb[s]);
        j = t;
      }
    } else {
      while (j !== 0) {
        const s = j - 1;
        const t = j - 2;
        this.labelS(ch[s], eb[s], ea[s]);
        this.labelT(ch[t], eb[t], ea[t]);
        j = t;
      }
    }
    this.releaseId(b);
  }

  private dissolveZeroRecursively(b: number): void {
    const n = this.n;
    // Depth first, children in order, from a stack (blossoms nest thousands deep).
    const stack = [b];
    while (stack.length > 0) {
      const x = stack.pop()!;
      this.dissolve(x);
      const ch = this.kids[x - n];
      for (let m = this.childCount[x] - 1; m >= 0; m--) {
        const c = ch[m];
        if (c >= n && this.isZeroBlossomDual(c)) stack.push(c);
      }
    }
  }

  /**
   * Makes the children of top-level blossom b top-level (labels cleared); b's dual must already
   * be zero or have been pushed onto its vertices. The child list stays readable until the id is
   * reused.
   */
  private dissolve(b: number): void {
    const ch = this.kids[b - this.n];
    const k = this.childCount[b];
    for (let m = 0; m < k; m++) {
      const c = ch[m];
      this.parent[c] = -1;
      this.label[c] = LABEL_NONE;
      this.labelFrom[c] = -1;
      this.labelTo[c] = -1;
      this.setTop(c);
    }
    this.releaseId(b);
  }

  private releaseId(b: number): void {
    this.base[b] = -1;
    this.parent[b] = -1;
    this.label[b] = LABEL_NONE;
    this.freeIds[this.freeIdCount++] = b;
  }

  /** Adds half of blossom b's dual to each of its vertices and zeroes it. */
  private pushBlossomDual(b: number): void {
    const n = this.n;
    const n2 = 2 * n;
    const L = this.limbs;
    const count = this.collectLeaves(b);
    const leaves = this.leaves;
    for (let k = 0; k < L; k++) {
      const half = this.z[k * n2 + b] / 2;
      this.z[k * n2 + b] = 0;
      if (half === 0) continue;
      for (let i = 0; i < count; i++) this.u[k * n + leaves[i]] += half;
    }
  }

  private isZeroBlossomDual(b: number): boolean {
    const n2 = 2 * this.n;
    for (let k = 0; k < this.limbs; k++) if (this.z[k * n2 + b] !== 0) return false;
    return true;
  }

  /** Records c as the top-level blossom of all its vertices. */
  private setTop(c: number): void {
    if (c < this.n) {
      this.inb[c] = c;
      return;
    }
    const count = this.collectLeaves(c);
    const leaves = this.leaves;
    for (let i = 0; i < count; i++) this.inb[leaves[i]] = c;
  }

  /** Stamps are compared with Int32Array entries: start over well before they could wrap. */
  private nextMarkStamp(): number {
    if (this.markStamp >= 0x3fffffff) {
      this.mark.fill(0);
      this.markStamp = 0;
    }
    return ++this.markStamp;
  }

  private nextRound(): void {
    if (this.round >= 0x3fffffff) {
      this.bestToRound.fill(0);
      this.round = 0;
    }
    this.round++;
  }

  /** Writes the vertices of blossom b into this.leaves; returns their number. */
  private collectLeaves(b: number): number {
    const n = this.n;
    const leaves = this.leaves;
    if (b < n) {
      leaves[0] = b;
      return 1;
    }
    const stack = this.leafStack;
    let top = 0;
    let count = 0;
    stack[top++] = b;
    while (top > 0) {
      const x = stack[--top];
      if (x < n) {
        leaves[count++] = x;
      } else {
        const ch = this.kids[x - n];
        const k = this.childCount[x];
        for (let m = 0; m < k; m++) stack[top++] = ch[m];
      }
    }
    return count;
  }

  /** Sign of u(v) in lexicographic order. */
  private compareDual(v: number): number {
    const n = this.n;
    for (let k = 0; k < this.limbs; k++) {
      const x = this.u[k * n + v];
      if (x !== 0) return x > 0 ? 1 : -1;
    }
    return 0;
  }

  /** The blossom directly holding vertex or blossom b (ids from vertexCount up), -1 at the top. */
  blossomParent(b: number): number {
    return this.parent[b];
  }

  /** The dual of blossom b (an id from blossomParent; caller's scale) into `out`. */
  blossomDual(b: number, out: Float64Array): Float64Array {
    const n2 = 2 * this.n;
    for (let k = 0; k < this.limbs; k++) out[k] = this.z[k * n2 + b] / 2;
    return out;
  }
}

function lexLess(a: Float64Array, b: Float64Array, limbs: number): boolean {
  for (let k = 0; k < limbs; k++) {
    if (a[k] !== b[k]) return a[k] < b[k];
  }
  return false;
}
