import { MAX_LIMB } from './limb-weight.js';

import { PairHash } from './pair-hash.js';

export const NO_EDGE = -Infinity;

/**
 * Above this many vertices the pair index is a hash of the pairs held (pair-hash.ts), not a table
 * of every pair (64 MB at this size, 400 MB at 10,000).
 */
export const DENSE_PAIR_INDEX_UP_TO = 4096;

/**
 * The matcher's edges: sparse, a block of slots per vertex, with the weights stored doubled (see
 * weighted-matcher.ts on exactness). Every other room of the matcher reads the weights from here.
 */
export class EdgeStore {
  readonly vertexCount: number;
  readonly limbs: number;
  protected readonly n: number;
  /**
   * Edges are stored sparsely, each direction in a slot of its own: memory grows with the edges
   * held, not with n² (a bracket of thousands of players is matched on a subset of its pairs).
   * The slots of vertex v's edges are a block of consecutive slots, so that a row scan reads
   * them in order. A pair is named by its code i·n + j; slotOf maps a code to its slot (-1: no
   * edge): through a table of every pair, four bytes a pair where a dense weight matrix took eight
   * per limb, or above DENSE_PAIR_INDEX_UP_TO vertices through a hash of the pairs held.
   */
  private readonly denseSlots: Int32Array | null;
  private readonly hashedSlots: PairHash | null;
  /** Doubled limb 0 of each slot's weight, a plane of its own for the row scans. */
  protected w0: Float64Array;
  /**
   * Limbs 1.. of each slot side by side (limb k of slot s at s·(limbs - 1) + k - 1): comparing two
   * weights mostly runs down to the last limbs (the criteria tie on most pairs of a bracket), and
   * this reads one cache line per edge where planes would read one per limb.
   */
  protected wRest: Float64Array;
  protected readonly restStride: number;
  /** The other end of each slot's edge. */
  protected slotTo: Int32Array;
  /** The vertex whose block holds each slot: the search names an edge by its slot alone. */
  protected slotFrom: Int32Array;
  /** Vertex v's slots are blockStart[v] .. blockStart[v] + degree[v] - 1, room for blockCap[v]. */
  protected readonly blockStart: Int32Array;
  protected readonly blockCap: Int32Array;
  protected readonly degree: Int32Array;
  /** First slot never given to a block; slots below it in no block's room are wasted. */
  protected slotTop = 0;
  protected slotsInBlocks = 0;
  /** Bumped whenever every block may have moved (compaction). */
  protected layoutEpoch = 0;

  constructor(vertexCount: number, limbs: number, degree: number, hashedIndex: boolean) {
    if (!Number.isInteger(vertexCount) || vertexCount < 0 || vertexCount > 46340) {
      throw new RangeError(`vertexCount must be an integer in 0..46340, got ${vertexCount}`);
    }
    if (!Number.isInteger(limbs) || limbs < 1 || limbs > 64) {
      throw new RangeError(`limbs must be an integer in 1..64, got ${limbs}`);
    }
    const n = vertexCount;
    this.vertexCount = n;
    this.limbs = limbs;
    this.n = n;
    // slot + 1 (0: no edge), so that the table needs no filling: only the pages of pairs held are
    // ever written (a 1,000-vertex matching made per bracket spent more filling it than pairing)
    this.denseSlots = hashedIndex ? null : new Int32Array(n * n);
    this.restStride = limbs - 1;
    const room = Math.max(1, Math.min(n - 1, Math.floor(degree)));
    const slots = n * room;
    // made at the first edge (allocateSlots): a caller that reserves room first (a lazy bracket)
    // would otherwise have them made twice, tens of megabytes at 10,000 vertices
    this.w0 = new Float64Array(0);
    this.wRest = new Float64Array(0);
    this.slotTo = new Int32Array(0);
    this.slotFrom = new Int32Array(0);
    this.blockStart = new Int32Array(n).map((_, v) => v * room);
    this.blockCap = new Int32Array(n).fill(room);
    this.degree = new Int32Array(n);
    this.slotTop = slots;
    this.slotsInBlocks = slots;
    this.hashedSlots = hashedIndex ? new PairHash(slots) : null;
  }

  /** True when {i, j} has a (non-zero) weight. */
  hasEdge(i: number, j: number): boolean {
    this.checkPair(i, j);
    return this.slotOf(i * this.n + j) >= 0;
  }

  /** The vertices v has an edge with, in no particular order (a copy). */
  neighbours(v: number): Int32Array {
    if (!Number.isInteger(v) || v < 0 || v >= this.n) throw new RangeError(`bad vertex ${v}`);
    const start = this.blockStart[v];
    return this.slotTo.slice(start, start + this.degree[v]);
  }

  /** Writes the weight of {i, j} into `out` (all zero when there is no edge) and returns it. */
  getWeight(i: number, j: number, out?: Float64Array): Float64Array {
    this.checkPair(i, j);
    const L = this.limbs;
    const result = out ?? new Float64Array(L);
    const s = this.slotOf(i * this.n + j);
    if (s < 0) {
      for (let k = 0; k < L; k++) result[k] = 0;
    } else {
      for (let k = 0; k < L; k++) result[k] = this.limbOf(k, s) / 2;
    }
    return result;
  }

  /**
   * Sets the weight of the pair {i, j}. An all-zero weight removes the edge (the pair may not be
   * matched). Limbs must be integers of magnitude at most 2^50; sums of limbs along alternating
   * paths must stay within 2^50 as well for the arithmetic to remain exact. Returns whether the
   * pair's weight changed.
   */
  protected storeWeight(i: number, j: number, weight: ArrayLike<number>): boolean {
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
    let sa = this.slotOf(i * n + j);
    if (zero) {
      if (sa >= 0) {
        same = false;
        this.removeSlot(i, j);
        this.removeSlot(j, i);
      }
    } else {
      let sb: number;
      if (sa < 0) {
        same = false;
        const layout = this.layoutEpoch;
        sa = this.addSlot(i, j);
        sb = this.addSlot(j, i);
        // j's block growing moves only j's slots, unless the blocks were laid out afresh
        if (this.layoutEpoch !== layout) sa = this.slotOf(i * n + j);
      } else {
        sb = this.slotOf(j * n + i);
      }
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
    return !same;
  }

  /** Limb k of the (doubled) weight held in slot s. */
  protected limbOf(k: number, s: number): number {
    return k === 0 ? this.w0[s] : this.wRest[s * this.restStride + k - 1];
  }

  /** The slot of pair code e, -1 when it is no edge. */
  protected slotOf(e: number): number {
    const dense = this.denseSlots;
    return dense !== null ? dense[e] - 1 : this.hashedSlots!.get(e);
  }

  private setSlotOf(e: number, slot: number): void {
    if (this.denseSlots !== null) this.denseSlots[e] = slot + 1;
    else this.hashedSlots!.set(e, slot);
  }

  private clearSlotOf(e: number): void {
    if (this.denseSlots !== null) this.denseSlots[e] = 0;
    else this.hashedSlots!.delete(e);
  }

  /** Limb 0 of the (doubled) weight of pair code e, NO_EDGE when it is no edge. */
  protected weight0(e: number): number {
    const s = this.slotOf(e);
    return s < 0 ? NO_EDGE : this.w0[s];
  }

  /**
   * A slot for the edge from v to w at the end of v's block (its weight is set by the caller);
   * returns it.
   */
  protected addSlot(v: number, w: number): number {
    if (this.slotTo.length < this.slotTop) this.allocateSlots();
    if (this.degree[v] === this.blockCap[v]) this.growBlock(v);
    const s = this.blockStart[v] + this.degree[v]++;
    this.slotTo[s] = w;
    this.slotFrom[s] = v;
    this.w0[s] = NO_EDGE;
    this.setSlotOf(v * this.n + w, s);
    return s;
  }

  /** Frees the slot of the edge from v to w: the last slot of v's block takes its place. */
  protected removeSlot(v: number, w: number): void {
    const n = this.n;
    const s = this.slotOf(v * n + w);
    const last = this.blockStart[v] + --this.degree[v];
    if (s !== last) this.moveSlot(last, s, v);
    this.clearSlotOf(v * n + w);
  }

  /** Copies slot `from` (an edge of v) to slot `to` and points the pair's code at it. */
  protected moveSlot(from: number, to: number, v: number): void {
    const stride = this.restStride;
    const w = this.slotTo[from];
    this.slotTo[to] = w;
    this.slotFrom[to] = v;
    this.w0[to] = this.w0[from];
    for (let k = 0; k < stride; k++) this.wRest[to * stride + k] = this.wRest[from * stride + k];
    this.setSlotOf(v * this.n + w, to);
  }

  /**
   * Lays the blocks out afresh with room for room[v] edges at each vertex v (at least its edges
   * now), each block's edges kept in their order (the order a row is scanned in, so the same
   * matchings), and a quarter more at the top for blocks that outgrow theirs. A caller that knows
   * how many edges each vertex will get (a lazy bracket's candidates) spares the blocks their
   * growing, each a copy of the block and, whenever the top runs out, of every slot.
   */
  reserve(room: ArrayLike<number>): void {
    const n = this.n;
    if (room.length < n) throw new RangeError(`room needs ${n} entries, got ${room.length}`);
    let total = 0;
    for (let v = 0; v < n; v++) total += Math.max(4, room[v], this.degree[v]);
    const size = total + (total >> 2);
    const stride = this.restStride;
    const w0 = new Float64Array(size);
    const wRest = new Float64Array(size * stride);
    const slotTo = new Int32Array(size);
    const slotFrom = new Int32Array(size);
    let top = 0;
    for (let v = 0; v < n; v++) {
      const old = this.blockStart[v];
      for (let p = 0, d = this.degree[v]; p < d; p++) {
        const from = old + p;
        const to = top + p;
        slotTo[to] = this.slotTo[from];
        slotFrom[to] = v;
        w0[to] = this.w0[from];
        for (let k = 0; k < stride; k++) wRest[to * stride + k] = this.wRest[from * stride + k];
        this.setSlotOf(v * n + slotTo[to], to);
      }
      this.blockStart[v] = top;
      this.blockCap[v] = Math.max(4, room[v], this.degree[v]);
      top += this.blockCap[v];
    }
    this.w0 = w0;
    this.wRest = wRest;
    this.slotTo = slotTo;
    this.slotFrom = slotFrom;
    this.slotTop = top;
    this.slotsInBlocks = top;
  }

  /** Makes the slot arrays for the blocks as laid out (before any edge, no reserve). */
  private allocateSlots(): void {
    const slots = this.slotTop;
    this.w0 = new Float64Array(slots);
    this.wRest = new Float64Array(this.restStride * slots);
    this.slotTo = new Int32Array(slots);
    this.slotFrom = new Int32Array(slots);
  }

  /** Gives v's block twice the room, at the end of the slots (moving its edges there). */
  protected growBlock(v: number): void {
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

  protected growSlots(needed: number): void {
    const size = Math.max(needed, 2 * this.slotTo.length);
    const grow = <T extends Float64Array | Int32Array>(a: T, make: (k: number) => T, k: number) => {
      const b = make(k);
      b.set(a);
      return b;
    };
    this.w0 = grow(this.w0, (k) => new Float64Array(k), size);
    this.wRest = grow(this.wRest, (k) => new Float64Array(k), size * this.restStride);
    this.slotTo = grow(this.slotTo, (k) => new Int32Array(k), size);
    this.slotFrom = grow(this.slotFrom, (k) => new Int32Array(k), size);
  }

  /** Moves every block down, in order, so that the blocks leave no gap between them. */
  protected compactSlots(): void {
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
    this.layoutEpoch++;
  }

  protected checkPair(i: number, j: number): void {
    const n = this.n;
    if (!Number.isInteger(i) || !Number.isInteger(j) || i < 0 || j < 0 || i >= n || j >= n) {
      throw new RangeError(`bad vertex pair ${i}, ${j}`);
    }
    if (i === j) throw new RangeError(`a vertex cannot be matched to itself (${i})`);
  }
}
