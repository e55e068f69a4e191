/*
 * Maximum-cardinality matching on a general graph (Edmonds' blossom algorithm, one alternating
 * tree at a time, blossoms shrunk by relabelling bases) over a dense adjacency matrix, a bit per
 * pair: at 10,000 vertices a byte per pair was 100 MB, written in full for each 2025 round's
 * completion check (a tenth of a simulated 9,999-player round 3).
 *
 * Warm start: the matching survives between solves; removing a matched edge only unmatches its
 * ends, so a re-solve searches from the free vertices alone. Within one solve a free vertex
 * whose search fails is not searched again: by Edmonds' lemma an exposed vertex with no
 * augmenting path keeps having none after augmentations elsewhere.
 */
export class CardinalityMatcher {
  readonly vertexCount: number;

  /** Row v: words v·words .. v·words + words - 1, bit w % 32 of word floor(w / 32) for pair {v, w}. */
  private readonly adj: Uint32Array;
  private readonly words: number;
  private readonly enabled: Uint8Array;
  private readonly mates: Int32Array;
  private readonly pred: Int32Array;
  private readonly blossomBase: Int32Array;
  private readonly inTree: Uint8Array;
  private readonly inBlossom: Uint8Array;
  private readonly seen: Int32Array;
  private seenStamp = 0;
  private readonly queue: Int32Array;
  private readonly hopeless: Uint8Array;
  private matched = 0;
  private greedyDone = false;

  constructor(vertexCount: number) {
    if (!Number.isInteger(vertexCount) || vertexCount < 0 || vertexCount > 46340) {
      throw new RangeError(`vertexCount must be an integer in 0..46340, got ${vertexCount}`);
    }
    const n = vertexCount;
    this.vertexCount = n;
    this.words = (n + 31) >>> 5;
    this.adj = new Uint32Array(n * this.words);
    this.enabled = new Uint8Array(n).fill(1);
    this.mates = new Int32Array(n).fill(-1);
    this.pred = new Int32Array(n);
    this.blossomBase = new Int32Array(n);
    this.inTree = new Uint8Array(n);
    this.inBlossom = new Uint8Array(n);
    this.seen = new Int32Array(n);
    this.queue = new Int32Array(n);
    this.hopeless = new Uint8Array(n);
  }

  /** Adds or removes the edge {i, j}. Removing a matched edge unmatches both ends. */
  setEdge(i: number, j: number, present: boolean): void {
    this.checkPair(i, j);
    this.setBit(i, j, present);
    this.setBit(j, i, present);
    if (!present && this.mates[i] === j) this.unmatch(i);
  }

  /**
   * Adds the edges of a graph on vertices 0..count-1 given as rows of bits, 32 vertices a word:
   * {i, j} is an edge when bit j % 32 of word i * words + floor(j / 32) is set (the rows are
   * symmetric; the diagonal is not read). A round's whole graph at once, without setEdge's checks
   * on each of its n² / 2 pairs.
   */
  setEdgesFromBitRows(count: number, words: number, bits: Uint32Array): void {
    if (count === 0) return;
    this.checkVertex(count - 1);
    if (words < (count + 31) >>> 5 || bits.length < count * words)
      throw new RangeError(`${count} rows of ${words} words do not fit ${bits.length} words`);
    const adj = this.adj;
    const own = this.words;
    const used = (count + 31) >>> 5;
    // Bits of the last word past vertex count - 1 are not read.
    const lastMask = count % 32 === 0 ? 0xffffffff : (1 << (count % 32)) - 1;
    for (let i = 0; i < count; i++) {
      const row = i * own;
      for (let w = 0; w < used; w++) {
        const word = bits[i * words + w]! & (w === used - 1 ? lastMask : 0xffffffff);
        adj[row + w] = (adj[row + w]! | word) >>> 0;
      }
      this.setBit(i, i, false);
    }
  }

  hasEdge(i: number, j: number): boolean {
    this.checkPair(i, j);
    return this.bit(i, j);
  }

  private bit(i: number, j: number): boolean {
    return ((this.adj[i * this.words + (j >>> 5)]! >>> (j & 31)) & 1) === 1;
  }

  private setBit(i: number, j: number, present: boolean): void {
    const at = i * this.words + (j >>> 5);
    const mask = 1 << (j & 31);
    this.adj[at] = present ? this.adj[at]! | mask : this.adj[at]! & ~mask;
  }

  /** Removes every edge at v. */
  clearVertex(v: number): void {
    this.checkVertex(v);
    const n = this.vertexCount;
    this.adj.fill(0, v * this.words, (v + 1) * this.words);
    for (let j = 0; j < n; j++) this.setBit(j, v, false);
    if (this.mates[v] !== -1) this.unmatch(v);
  }

  /**
   * A disabled vertex takes no part in the matching (its edges are kept for when it is enabled
   * again) and does not count against `isPerfect`.
   */
  setVertexEnabled(v: number, enabled: boolean): void {
    this.checkVertex(v);
    this.enabled[v] = enabled ? 1 : 0;
    if (!enabled && this.mates[v] !== -1) this.unmatch(v);
  }

  /** Computes a maximum-cardinality matching; returns its number of edges. */
  solve(): number {
    const n = this.vertexCount;
    if (!this.greedyDone) {
      this.greedyDone = true;
      this.matchGreedily();
    }
    this.hopeless.fill(0);
    for (let r = 0; r < n; r++) {
      if (this.hopeless[r]) continue;
      if (this.mates[r] === -1 && this.enabled[r] && !this.augmentFrom(r)) this.hopeless[r] = 1;
    }
    return this.matched;
  }

  /**
   * Augments the matching from the free vertex `root` alone, if an augmenting path starts there
   * (a look-ahead search: pair someone, then repair the matching from the player left alone).
   */
  augmentFrom(root: number): boolean {
    this.checkVertex(root);
    if (this.mates[root] !== -1 || !this.enabled[root]) return false;
    const end = this.search(root);
    if (end === -1) return false;
    this.augment(end);
    this.matched++;
    return true;
  }

  /** A copy of the current matching, to go back to with restoreMates. */
  saveMates(): Int32Array {
    return this.mates.slice();
  }

  restoreMates(saved: Int32Array): void {
    if (saved.length !== this.vertexCount) throw new RangeError('a matching of another graph');
    this.mates.set(saved);
    let count = 0;
    for (let v = 0; v < this.vertexCount; v++) if (this.mates[v] > v) count++;
    this.matched = count;
  }

  isEnabled(v: number): boolean {
    this.checkVertex(v);
    return this.enabled[v] === 1;
  }

  /** The vertex matched to v after solve(), or -1. */
  mate(v: number): number {
    this.checkVertex(v);
    return this.mates[v];
  }

  /** Number of matched edges after the last solve(). */
  get size(): number {
    return this.matched;
  }

  /** True when every enabled vertex is matched (call after solve()). */
  isPerfect(): boolean {
    const n = this.vertexCount;
    for (let v = 0; v < n; v++) if (this.enabled[v] && this.mates[v] === -1) return false;
    return true;
  }

  private checkVertex(v: number): void {
    if (!Number.isInteger(v) || v < 0 || v >= this.vertexCount) {
      throw new RangeError(`bad vertex ${v}`);
    }
  }

  private checkPair(i: number, j: number): void {
    this.checkVertex(i);
    this.checkVertex(j);
    if (i === j) throw new RangeError(`a vertex cannot be matched to itself (${i})`);
  }

  private unmatch(v: number): void {
    const m = this.mates[v];
    this.mates[v] = -1;
    this.mates[m] = -1;
    this.matched--;
  }

  private matchGreedily(): void {
    const n = this.vertexCount;
    const en = this.enabled;
    for (let i = 0; i < n; i++) {
      if (this.mates[i] !== -1 || !en[i]) continue;
      for (let j = i + 1; j < n; j++) {
        if (this.bit(i, j) && en[j] && this.mates[j] === -1) {
          this.mates[i] = j;
          this.mates[j] = i;
          this.matched++;
          break;
        }
      }
    }
  }

  /**
   * Grows an alternating tree from free vertex `root`. Outer vertices are the root and the mates
   * of inner ones; pred[] of an inner vertex is the outer vertex it was reached from. Returns a
   * free inner vertex that ends an augmenting path, or -1.
   */
  private search(root: number): number {
    const n = this.vertexCount;
    const adj = this.adj;
    const en = this.enabled;
    const mates = this.mates;
    const pred = this.pred;
    const base = this.blossomBase;
    const inTree = this.inTree;
    const queue = this.queue;
    for (let i = 0; i < n; i++) {
      pred[i] = -1;
      base[i] = i;
      inTree[i] = 0;
    }
    inTree[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    const words = this.words;
    while (head < tail) {
      const v = queue[head++];
      const row = v * words;
      // v's neighbours in increasing order, a word of the row at a time.
      for (let x = 0; x < words; x++) {
        let word = adj[row + x]!;
        while (word !== 0) {
          const low = word & -word;
          word ^= low;
          const w = (x << 5) + 31 - Math.clz32(low);
          if (!en[w] || base[v] === base[w] || mates[v] === w) continue;
          const outer = w === root || (mates[w] !== -1 && pred[mates[w]] !== -1);
          if (outer) {
            tail = this.shrink(v, w, root, tail);
          } else if (pred[w] === -1) {
            pred[w] = v;
            const m = mates[w];
            if (m === -1) return w;
            inTree[m] = 1;
            queue[tail++] = m;
          }
        }
      }
    }
    return -1;
  }

  /** Shrinks the odd cycle closed by edge (v, w) between two outer vertices. */
  private shrink(v: number, w: number, root: number, tail: number): number {
    const n = this.vertexCount;
    const base = this.blossomBase;
    const inBlossom = this.inBlossom;
    const top = this.commonBase(v, w, root);
    inBlossom.fill(0);
    this.markCycle(v, top, w);
    this.markCycle(w, top, v);
    for (let i = 0; i < n; i++) {
      if (!inBlossom[base[i]]) continue;
      base[i] = top;
      if (!this.inTree[i]) {
        this.inTree[i] = 1;
        this.queue[tail++] = i;
      }
    }
    return tail;
  }

  private commonBase(a: number, b: number, root: number): number {
    const base = this.blossomBase;
    const mates = this.mates;
    const pred = this.pred;
    const seen = this.seen;
    if (this.seenStamp >= 0x3fffffff) {
      seen.fill(0);
      this.seenStamp = 0;
    }
    const stamp = ++this.seenStamp;
    for (;;) {
      a = base[a];
      seen[a] = stamp;
      if (a === root) break;
      a = pred[mates[a]];
    }
    for (;;) {
      b = base[b];
      if (seen[b] === stamp) return b;
      b = pred[mates[b]];
    }
  }

  /** Marks the blossom bases on the path from v down to `top`, redirecting pred over the cycle. */
  private markCycle(v: number, top: number, child: number): void {
    const base = this.blossomBase;
    const mates = this.mates;
    const pred = this.pred;
    const inBlossom = this.inBlossom;
    while (base[v] !== top) {
      const m = mates[v];
      inBlossom[base[v]] = 1;
      inBlossom[base[m]] = 1;
      pred[v] = child;
      child = m;
      v = pred[m];
    }
  }

  private augment(end: number): void {
    const mates = this.mates;
    const pred = this.pred;
    let v = end;
    while (v !== -1) {
      const p = pred[v];
      const next = mates[p];
      mates[v] = p;
      mates[p] = v;
      v = next;
    }
  }
}
