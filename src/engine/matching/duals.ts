import { BlossomForest } from './blossom-forest.js';

/**
 * The dual solution: a dual per vertex and per blossom, limb by limb, and the reduced costs
 * (slacks) they give the pairs. Dissolving a blossom with a dual hands half of it to each vertex.
 */
export class Duals extends BlossomForest {
  /** Vertex duals (doubled scale), limb-major: limb k of vertex v at k·n + v. */
  protected readonly u: Float64Array;
  protected readonly u0: Float64Array;
  /** Blossom duals (doubled scale), limb-major over ids 0..2n-1 (only ids >= n are used). */
  protected readonly z: Float64Array;
  protected readonly scratch: Float64Array;

  constructor(vertexCount: number, limbs: number, degree: number, hashedIndex: boolean) {
    super(vertexCount, limbs, degree, hashedIndex);
    const n = vertexCount;
    this.u = new Float64Array(limbs * n);
    this.u0 = this.u.subarray(0, n);
    this.z = new Float64Array(limbs * 2 * n);
    this.scratch = new Float64Array(limbs);
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
    const s = this.slotOf(i * n + j);
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

  /** The dual of blossom b (an id from blossomParent; caller's scale) into `out`. */
  blossomDual(b: number, out: Float64Array): Float64Array {
    const n2 = 2 * this.n;
    for (let k = 0; k < this.limbs; k++) out[k] = this.z[k * n2 + b] / 2;
    return out;
  }

  /** Sign of u(v) in lexicographic order. */
  protected compareDual(v: number): number {
    const n = this.n;
    for (let k = 0; k < this.limbs; k++) {
      const x = this.u[k * n + v];
      if (x !== 0) return x > 0 ? 1 : -1;
    }
    return 0;
  }

  protected lowerSlackZero(v: number, w: number, edge: number): boolean {
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
   * u(v) = max(0, max over edges vj of w(vj) - u(j)); v must be in no blossom. Returns the j
   * whose edge is then tight (-1 when the dual is zero for want of a heavier edge).
   */
  protected setLeastFeasibleDual(v: number): number {
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

  /** Adds half of blossom b's dual to each of its vertices and zeroes it. */
  protected pushBlossomDual(b: number): void {
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

  protected isZeroBlossomDual(b: number): boolean {
    const n2 = 2 * this.n;
    for (let k = 0; k < this.limbs; k++) if (this.z[k * n2 + b] !== 0) return false;
    return true;
  }

  protected dissolveZeroRecursively(b: number): void {
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
}
