import { LABEL_NONE, LABEL_S, LABEL_T } from './blossom-forest.js';
import { BEST_NONE, LeastSlack } from './least-slack.js';

/**
 * The alternating trees, grown all at once from every free vertex with a positive dual: labels S
 * and T, the tree of each labelled blossom, the queue of S-vertices to scan, and taking a tree
 * apart after it augmented.
 */
export class AlternatingTrees extends LeastSlack {
  /** Root vertex of the alternating tree each labelled top-level blossom belongs to. */
  protected readonly treeOf: Int32Array;
  protected liveTrees = 0;
  /** Circular queue of S-vertices waiting to be scanned. */
  protected readonly queue: Int32Array;
  protected readonly queued: Uint8Array;
  protected queueHead = 0;
  protected queueSize = 0;
  /**
   * Every blossom labelled in the search, listed under its tree (treeHead[root], then treeNext):
   * taking a tree apart reads its own blossoms, not every vertex (an augmentation in a search of
   * thousands of small trees read all n twice). Entries go stale as blossoms change; each is
   * checked when read.
   */
  protected readonly treeHead: Int32Array;
  protected treeEntry: Int32Array = new Int32Array(64);
  protected treeNext: Int32Array = new Int32Array(64);
  protected treeEntries = 0;
  /** dismantleTrees' blossoms, S-vertices, and zero-dual S-blossoms keyed by least vertex. */
  protected readonly dismantled: Int32Array;
  protected readonly leavingS: Int32Array;
  protected readonly dissolving: Float64Array;

  constructor(vertexCount: number, limbs: number, degree: number, hashedIndex: boolean) {
    super(vertexCount, limbs, degree, hashedIndex);
    const n = vertexCount;
    this.treeOf = new Int32Array(2 * n).fill(-1);
    this.queue = new Int32Array(n);
    this.queued = new Uint8Array(n);
    this.treeHead = new Int32Array(n).fill(-1);
    this.dismantled = new Int32Array(2 * n);
    this.leavingS = new Int32Array(n);
    this.dissolving = new Float64Array(n);
  }

  /** Resets the labels and makes every free vertex with a positive dual a tree root. */
  protected plantTrees(): boolean {
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
    this.treeEntries = 0;
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
      this.treeHead[v] = -1;
      this.liveTrees++;
      this.labelS(b, -1, -1);
    }
    return true;
  }

  /** Records that x became an S-vertex and queues it for scanning. */
  protected becomeS(x: number): void {
    this.addS(x);
    this.pushQueue(x);
  }

  protected pushQueue(x: number): void {
    if (this.queued[x] === 1) return;
    this.queued[x] = 1;
    const n = this.n;
    let at = this.queueHead + this.queueSize;
    if (at >= n) at -= n;
    this.queue[at] = x;
    this.queueSize++;
  }

  protected popQueue(): number {
    const x = this.queue[this.queueHead];
    this.queueHead = this.queueHead + 1 === this.n ? 0 : this.queueHead + 1;
    this.queueSize--;
    this.queued[x] = 0;
    return x;
  }

  /** Lists blossom b, just labelled, under its tree. */
  protected enlist(b: number): void {
    const at = this.treeEntries++;
    if (at === this.treeEntry.length) {
      const entry = new Int32Array(2 * at);
      const next = new Int32Array(2 * at);
      entry.set(this.treeEntry);
      next.set(this.treeNext);
      this.treeEntry = entry;
      this.treeNext = next;
    }
    const root = this.treeOf[b];
    this.treeEntry[at] = b;
    this.treeNext[at] = this.treeHead[root];
    this.treeHead[root] = at;
  }

  /**
   * Adds to this.dismantled (from `count` on) the top-level blossoms still labelled in tree t,
   * once each (marked with stamp); returns the new count.
   */
  private collectTree(
    t: number,
    tree1: number,
    tree2: number,
    stamp: number,
    count: number,
  ): number {
    const n = this.n;
    const label = this.label;
    const treeOf = this.treeOf;
    const mark = this.mark;
    const found = this.dismantled;
    for (let e = this.treeHead[t]; e !== -1; e = this.treeNext[e]) {
      const b = this.treeEntry[e];
      if (mark[b] === stamp || label[b] === LABEL_NONE) continue;
      if (treeOf[b] !== tree1 && treeOf[b] !== tree2) continue;
      if (b < n ? this.inb[b] !== b : this.base[b] < 0 || this.parent[b] !== -1) continue;
      mark[b] = stamp;
      found[count++] = b;
    }
    return count;
  }

  /**
   * Takes apart the trees rooted at tree1 and tree2 (-1: none) after an augmentation: their
   * blossoms lose their labels (S-blossoms with zero dual are expanded), their S-vertices get a
   * new epoch, and other trees' best[] entries pointing at them become stale. The S-vertices
   * leave in increasing order and the blossoms are dissolved in the order of their least vertex,
   * as a scan of every vertex met them: sList's order and the ids set free depend on it.
   */
  protected dismantleTrees(tree1: number, tree2: number): void {
    const n = this.n;
    const label = this.label;
    const found = this.dismantled;
    const stamp = this.nextMarkStamp();
    let count = this.collectTree(tree1, tree1, tree2, stamp, 0);
    if (tree2 !== -1) count = this.collectTree(tree2, tree1, tree2, stamp, count);
    const leaving = this.leavingS;
    const dissolving = this.dissolving;
    let sCount = 0;
    let zeroCount = 0;
    for (let i = 0; i < count; i++) {
      const b = found[i];
      if (label[b] !== LABEL_S) continue;
      const leaves = this.collectLeaves(b);
      let least = n;
      for (let j = 0; j < leaves; j++) {
        const x = this.leaves[j];
        leaving[sCount++] = x;
        if (x < least) least = x;
      }
      if (b >= n && this.isZeroBlossomDual(b)) dissolving[zeroCount++] = least * 2 * n + b;
    }
    leaving.subarray(0, sCount).sort();
    for (let i = 0; i < sCount; i++) this.leaveS(leaving[i]);
    for (let i = 0; i < count; i++) {
      const b = found[i];
      label[b] = LABEL_NONE;
      this.labelFrom[b] = -1;
      this.labelTo[b] = -1;
    }
    dissolving.subarray(0, zeroCount).sort();
    for (let i = 0; i < zeroCount; i++) {
      const key = dissolving[i];
      this.dissolveZeroRecursively(key - Math.floor(key / (2 * n)) * 2 * n);
    }
    this.liveTrees -= tree2 === -1 ? 1 : 2;
  }

  /**
   * Makes the dual of free vertex v congruent to that of `target` modulo 2 in every limb, so that
   * all dual steps of the search are integral. A trivial root is raised by 1 in the odd limbs (a
   * free vertex may always raise its dual); a blossom root is dissolved first (its base is free,
   * so that breaks no matched edge).
   */
  protected syncRootParity(v: number, target: number): void {
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
  protected labelS(b: number, from: number, to: number): void {
    this.label[b] = LABEL_S;
    this.labelFrom[b] = from;
    this.labelTo[b] = to;
    if (from !== -1) this.treeOf[b] = this.treeOf[this.inb[from]];
    this.enlist(b);
    this.ssBuilt[b] = 0;
    const count = this.collectLeaves(b);
    const leaves = this.leaves;
    for (let i = 0; i < count; i++) this.becomeS(leaves[i]);
  }

  protected labelT(b: number, from: number, to: number): void {
    this.label[b] = LABEL_T;
    this.labelFrom[b] = from;
    this.labelTo[b] = to;
    this.treeOf[b] = this.treeOf[this.inb[from]];
    this.enlist(b);
  }
}
