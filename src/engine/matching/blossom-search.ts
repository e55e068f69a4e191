import { LABEL_NONE, LABEL_S, LABEL_T } from './blossom-forest.js';
import { BEST_NONE } from './least-slack.js';
import {
  DualStep,
  EVENT_BLOSSOM_EDGE,
  EVENT_EXPAND,
  EVENT_FREE_EDGE,
  EVENT_S_EDGE,
  EVENT_ZERO_DUAL,
} from './dual-step.js';

/**
 * The search: scanning S-vertices, acting on tight edges (grow a tree, contract a blossom,
 * augment), re-matching blossoms along an augmenting path and expanding T-blossoms.
 */
export class BlossomSearch extends DualStep {
  protected readonly pathA: Int32Array;
  protected readonly pathB: Int32Array;
  protected readonly rotation: Int32Array;
  /**
   * Tight edges between two S-vertices of one tree found while scanning, waiting to be contracted
   * into blossoms (v at 2k, w at 2k + 1). A blossom is only needed once the trees cannot grow or
   * augment any more: on the tie-rich graphs of a pairing most trees augment before that, and
   * forming (and later dissolving) blossoms eagerly was most of the search's work.
   */
  protected deferred: Int32Array = new Int32Array(64);
  protected deferredHead = 0;
  protected deferredTail = 0;

  constructor(vertexCount: number, limbs: number, degree: number, hashedIndex: boolean) {
    super(vertexCount, limbs, degree, hashedIndex);
    const n = vertexCount;
    this.pathA = new Int32Array(2 * n);
    this.pathB = new Int32Array(2 * n);
    this.rotation = new Int32Array(n + 1);
  }

  /**
   * Grows alternating trees from every free vertex with a positive dual, all at once. A tree
   * that augments (or whose root becomes finished) is taken apart; the other trees keep growing.
   * Ends when no tree is left: every free vertex then has a zero dual and the matching is optimal.
   */
  protected search(): void {
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
        this.processTightEdge(this.slotFrom[e], this.slotTo[e]);
      } else if (event === EVENT_EXPAND) {
        this.expandTBlossom(arg);
      } else {
        throw new Error('matching: no dual step possible (internal error)');
      }
    }
  }

  /**
   * Scans the edges of a new S-vertex v: offers v as least-slack neighbour to every vertex of
   * another blossom, collects v's own least-slack S-neighbour, and acts at once on tight edges.
   * Returns true when v's tree augmented (v is then no longer an S-vertex).
   */
  protected scan(v: number): boolean {
    const augmented = this.scanRow(v);
    // inside a blossom (or after an aborted scan) v's own S-neighbours are not tracked per vertex
    if (augmented || this.inb[v] !== v) this.forgetBest(v);
    return augmented;
  }

  protected scanRow(v: number): boolean {
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

  protected deferBlossomEdge(v: number, w: number): void {
    if (this.deferredTail + 2 > this.deferred.length) {
      const grown = new Int32Array(2 * this.deferred.length);
      grown.set(this.deferred);
      this.deferred = grown;
    }
    this.deferred[this.deferredTail++] = v;
    this.deferred[this.deferredTail++] = w;
  }

  /**
   * Acts on a tight edge from S-vertex v to w: grows the tree, forms a blossom, or augments.
   * Returns true when it augmented (v's tree is then taken apart).
   */
  protected processTightEdge(v: number, w: number): boolean {
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
  protected findCommonAncestor(a: number, b: number): number {
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
  protected addBlossom(top: number, v: number, w: number): void {
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
    if (id > this.blossomTop) this.blossomTop = id;
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
    this.enlist(id);
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

  /**
   * Walks from S-vertex s up to its tree root, flipping the alternating path so that s becomes
   * matched to `partner` (or free, when partner is -1) and the root becomes matched.
   */
  protected augmentFrom(s: number, partner: number): void {
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
  protected augmentBlossom(b: number, v: number): void {
    // Pairs: a blossom, and the vertex to become its base.
    const later = [b, v];
    while (later.length > 0) {
      const vertex = later.pop()!;
      this.augmentOne(later.pop()!, vertex, later);
    }
  }

  /** augmentBlossom's work on blossom b alone; its children that are blossoms go on `later`. */
  protected augmentOne(b: number, v: number, later: number[]): void {
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
      // a blossom of thousands is rotated at every augmentation through it: copied in two runs
      rotate(ch, i, k, this.rotation);
      rotate(ea, i, k, this.rotation);
      rotate(eb, i, k, this.rotation);
    }
    this.base[b] = v;
  }

  /**
   * Expands a T-blossom whose dual reached zero. The children on the even-length path from the
   * entry child to the base child keep the alternating tree connected (T, S, T, ..., T); the
   * others become unlabeled.
   */
  protected expandTBlossom(b: number): void {
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
}

/** Rotates a[0..k) left by i places (a[i] becomes a[0]), through `spare` (room for k - i). */
function rotate(a: Int32Array, i: number, k: number, spare: Int32Array): void {
  spare.set(a.subarray(i, k));
  a.copyWithin(k - i, 0, i);
  a.set(spare.subarray(0, k - i));
}
