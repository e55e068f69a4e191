import { EdgeStore } from './edge-store.js';

export const LABEL_NONE = 0;
export const LABEL_S = 1;
export const LABEL_T = 2;

/**
 * The matching and its blossoms: each vertex's mate, the nested blossoms (children in cycle order,
 * the edges that close the cycle, the base), the top-level blossom of each vertex, and the label
 * the search gives each top-level blossom (cleared here when a blossom comes apart).
 */
export class BlossomForest extends EdgeStore {
  protected readonly mates: Int32Array;
  /** Top-level blossom of each vertex (the vertex itself when it is in no blossom). */
  protected readonly inb: Int32Array;
  protected readonly parent: Int32Array;
  /** Base vertex of each blossom id; -1 for an unused blossom id. */
  protected readonly base: Int32Array;
  protected readonly childCount: Int32Array;
  /** Per blossom (index id - n): children in cycle order starting at the base child. */
  protected readonly kids: Int32Array[];
  /** Edge i of a blossom joins edgeA[i] (in child i) to edgeB[i] (in child i+1 mod k). */
  protected readonly edgeA: Int32Array[];
  protected readonly edgeB: Int32Array[];
  protected readonly freeIds: Int32Array;
  protected freeIdCount = 0;
  /**
   * The highest blossom id given out since the structure was reset: ids are given lowest first,
   * so the loops of every dual step over blossoms stop here, not at 2n.
   */
  protected blossomTop = 0;
  /** Labels of top-level blossoms in the search, with the tree edge that gave the label. */
  protected readonly label: Uint8Array;
  protected readonly labelFrom: Int32Array;
  protected readonly labelTo: Int32Array;
  protected readonly mark: Int32Array;
  protected markStamp = 0;
  protected readonly leafStack: Int32Array;
  protected readonly leaves: Int32Array;

  constructor(vertexCount: number, limbs: number, degree: number, hashedIndex: boolean) {
    super(vertexCount, limbs, degree, hashedIndex);
    const n = vertexCount;
    this.mates = new Int32Array(n).fill(-1);
    this.inb = new Int32Array(n);
    this.parent = new Int32Array(2 * n).fill(-1);
    this.base = new Int32Array(2 * n).fill(-1);
    this.childCount = new Int32Array(2 * n);
    this.kids = [];
    this.edgeA = [];
    this.edgeB = [];
    this.freeIds = new Int32Array(n);
    this.label = new Uint8Array(2 * n);
    this.labelFrom = new Int32Array(2 * n).fill(-1);
    this.labelTo = new Int32Array(2 * n).fill(-1);
    this.mark = new Int32Array(2 * n);
    this.leafStack = new Int32Array(2 * n);
    this.leaves = new Int32Array(n);
    for (let b = 0; b < n; b++) {
      this.kids.push(new Int32Array(0));
      this.edgeA.push(new Int32Array(0));
      this.edgeB.push(new Int32Array(0));
    }
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
    const stride = this.restStride;
    const w0 = this.w0;
    const rest = this.wRest;
    let sum0 = 0;
    for (let v = 0; v < n; v++) {
      const m = this.mates[v];
      if (m > v) {
        const s = this.slotBetween(v, m);
        sum0 += w0[s] / 2;
        const r = s * stride - 1;
        for (let k = 1; k < L; k++) result[k] += rest[r + k] / 2;
      }
    }
    result[0] = sum0;
    return result;
  }

  /**
   * The slot of edge {v, w} (which must exist), read from the shorter of the two blocks: a few
   * dozen consecutive reads cost less than a look-up in the pair hash of a bracket of thousands.
   */
  protected slotBetween(v: number, w: number): number {
    if (this.degree[v] > this.degree[w]) return this.slotBetween(w, v);
    const slotTo = this.slotTo;
    const start = this.blockStart[v];
    const end = start + this.degree[v];
    if (end - start > 64) return this.slotOf(v * this.n + w);
    for (let s = start; s < end; s++) if (slotTo[s] === w) return s;
    return -1;
  }

  /** The blossom directly holding vertex or blossom b (ids from vertexCount up), -1 at the top. */
  blossomParent(b: number): number {
    return this.parent[b];
  }

  /** Writes the vertices of blossom b into this.leaves; returns their number. */
  protected collectLeaves(b: number): number {
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

  /** Records c as the top-level blossom of all its vertices. */
  protected setTop(c: number): void {
    if (c < this.n) {
      this.inb[c] = c;
      return;
    }
    const count = this.collectLeaves(c);
    const leaves = this.leaves;
    for (let i = 0; i < count; i++) this.inb[leaves[i]] = c;
  }

  /**
   * Makes the children of top-level blossom b top-level (labels cleared); b's dual must already
   * be zero or have been pushed onto its vertices. The child list stays readable until the id is
   * reused.
   */
  protected dissolve(b: number): void {
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

  protected releaseId(b: number): void {
    this.base[b] = -1;
    this.parent[b] = -1;
    this.label[b] = LABEL_NONE;
    this.freeIds[this.freeIdCount++] = b;
  }

  /** Stamps are compared with Int32Array entries: start over well before they could wrap. */
  protected nextMarkStamp(): number {
    if (this.markStamp >= 0x3fffffff) {
      this.mark.fill(0);
      this.markStamp = 0;
    }
    return ++this.markStamp;
  }
}
