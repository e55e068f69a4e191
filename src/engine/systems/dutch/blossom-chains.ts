import type { Matcher } from './matcher.js';

/**
 * The blossoms around the vertices of a matcher's last solve (vertices
 * 0..n-1, blossom ids n..2n-1), read through blossomParent and blossomDual:
 * for a pair of vertices, the duals of the blossoms holding both (their
 * share of the pair's reduced cost); for a vertex, whether the chain of
 * blossoms around it (ids and duals, up to the top) is the one of the last
 * look. A pair's blossom duals are those of the blossoms in both chains, so
 * with both chains unchanged they are unchanged.
 */
export class BlossomChains {
  /** Stamp of the current solve: per-solve memos are valid where they hold it. */
  private stamp = 0;
  private readonly path: Int32Array;
  /** Top-level blossom of each vertex or blossom (itself at the top), and each top blossom's dual (id · L). */
  private readonly topOf: Int32Array;
  private readonly topStamp: Int32Array;
  readonly topDuals: Float64Array;
  /** The blossoms around `markedFor`, marked with `mark`. */
  private markedFor = -1;
  private mark = 0;
  private readonly marks: Int32Array;
  /** For blossoms not marked: the innermost marked blossom around them, valid where commonStamp is `mark`. */
  private readonly commonOf: Int32Array;
  private readonly commonStamp: Int32Array;
  /**
   * The duals of each blossom and every blossom around it, summed (id · L), valid where sumStamp
   * is this solve's: worked out once a solve for each blossom asked about (chainDual), not once
   * for each vertex whose chain is marked. In a tower of a thousand nested blossoms, summing the
   * chain of each player marked was a twentieth of a 9,999-player round.
   */
  readonly chainDuals: Float64Array;
  private readonly sumStamp: Int32Array;
  /** Each node's parent and dual at the last look, and whether its chain is unchanged since. */
  private readonly lastParent: Int32Array;
  private readonly lastDual: Float64Array;
  private readonly same: Uint8Array;
  private readonly sameStamp: Int32Array;
  private readonly z: Float64Array;

  constructor(
    private readonly matcher: Matcher,
    private readonly n: number,
    private readonly L: number,
  ) {
    this.path = new Int32Array(2 * n);
    this.topOf = new Int32Array(2 * n);
    this.topStamp = new Int32Array(2 * n);
    this.topDuals = new Float64Array(2 * n * L);
    this.marks = new Int32Array(2 * n);
    this.commonOf = new Int32Array(2 * n);
    this.commonStamp = new Int32Array(2 * n);
    this.chainDuals = new Float64Array(2 * n * L);
    this.sumStamp = new Int32Array(2 * n);
    this.lastParent = new Int32Array(2 * n).fill(-2);
    this.lastDual = new Float64Array(2 * n * L);
    this.same = new Uint8Array(2 * n);
    this.sameStamp = new Int32Array(2 * n);
    this.z = new Float64Array(L);
  }

  /** Call after each solve, before reading. */
  newSolve(): void {
    this.stamp++;
    this.markedFor = -1;
  }

  /** The top-level blossom holding vertex v (v itself if none); its dual in topDuals. */
  top(v: number): number {
    const m = this.matcher;
    let depth = 0;
    let b = v;
    while (this.topStamp[b] !== this.stamp) {
      const up = m.blossomParent(b);
      if (up === -1) {
        this.topOf[b] = b;
        this.topStamp[b] = this.stamp;
        if (b >= this.n) this.topDuals.set(m.blossomDual(b, this.z), b * this.L);
        break;
      }
      this.path[depth++] = b;
      b = up;
    }
    const top = this.topOf[b]!;
    for (let d = 0; d < depth; d++) {
      this.topOf[this.path[d]!] = top;
      this.topStamp[this.path[d]!] = this.stamp;
    }
    return top;
  }

  /**
   * The innermost blossom holding both i and j, or -1 (its summed duals: chainDual). The blossoms
   * around i are marked once for every j asked about next.
   */
  commonBlossom(i: number, j: number): number {
    if (this.markedFor !== i) this.markAround(i);
    const m = this.matcher;
    // Up from j to the first blossom marked around i, or one whose answer is known for this i.
    let depth = 0;
    let c = m.blossomParent(j);
    while (c !== -1 && this.marks[c] !== this.mark && this.commonStamp[c] !== this.mark) {
      this.path[depth++] = c;
      c = m.blossomParent(c);
    }
    const common = c === -1 || this.marks[c] === this.mark ? c : this.commonOf[c]!;
    for (let d = 0; d < depth; d++) {
      this.commonOf[this.path[d]!] = common;
      this.commonStamp[this.path[d]!] = this.mark;
    }
    return common;
  }

  private markAround(v: number): void {
    const m = this.matcher;
    const mark = ++this.mark;
    for (let b = m.blossomParent(v); b !== -1; b = m.blossomParent(b)) this.marks[b] = mark;
    this.markedFor = v;
  }

  /**
   * Blossom b's dual and those of every blossom around it, summed: in chainDuals at b · L (the
   * offset returned).
   */
  chainDual(b: number): number {
    const { L } = this;
    if (this.sumStamp[b] === this.stamp) return b * L;
    const m = this.matcher;
    // Up to the first blossom summed in this solve (or past the top), then down again.
    let depth = 0;
    let up = b;
    while (up !== -1 && this.sumStamp[up] !== this.stamp) {
      this.path[depth++] = up;
      up = m.blossomParent(up);
    }
    for (let d = depth - 1; d >= 0; d--) {
      const x = this.path[d]!;
      m.blossomDual(x, this.z);
      for (let k = 0; k < L; k++)
        this.chainDuals[x * L + k] = this.z[k]! + (up === -1 ? 0 : this.chainDuals[up * L + k]!);
      this.sumStamp[x] = this.stamp;
      up = x;
    }
    return b * L;
  }

  /**
   * For every vertex, whether its chain is the one of the last look (0 at
   * the first look) into `out`; then remember every chain for the next.
   */
  compare(out: Uint8Array): void {
    const { n } = this;
    for (let v = 0; v < n; v++) out[v] = this.unchanged(v) ? 1 : 0;
    for (let b = 0; b < 2 * n; b++) {
      if (this.sameStamp[b] !== this.stamp) continue;
      this.lastParent[b] = this.matcher.blossomParent(b);
      if (b >= n) this.lastDual.set(this.matcher.blossomDual(b, this.z), b * this.L);
    }
  }

  /** Is the chain of b (a vertex or blossom) the one of the last look? */
  private unchanged(b: number): boolean {
    const m = this.matcher;
    // Up to the first node already seen in this solve (or the top), then
    // down again: a node is unchanged when it and everything above it is.
    let depth = 0;
    let top = b;
    while (this.sameStamp[top] !== this.stamp) {
      this.path[depth++] = top;
      const up = m.blossomParent(top);
      if (up === -1) break;
      top = up;
    }
    let above = this.sameStamp[top] === this.stamp ? this.same[top] === 1 : true;
    for (let d = depth - 1; d >= 0; d--) {
      const x = this.path[d]!;
      let same = m.blossomParent(x) === this.lastParent[x];
      if (same && x >= this.n) {
        m.blossomDual(x, this.z);
        for (let k = 0; k < this.L && same; k++) same = this.z[k] === this.lastDual[x * this.L + k];
      }
      above = above && same;
      this.sameStamp[x] = this.stamp;
      this.same[x] = above ? 1 : 0;
    }
    return this.same[b] === 1;
  }
}
