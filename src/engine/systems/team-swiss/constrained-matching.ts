import { WeightedMatcher } from '../../matching/index.js';

/**
 * A maximum-weight perfect matching (weights are limb vectors, most
 * significant first) that the lexicographic searches of 3.5 and 3.6 narrow
 * down one decision at a time: each decision removes pairs, and is kept only
 * if the optimum of the compared limbs survives it. The matcher resumes from
 * its previous optimum, so a decision the current matching already meets
 * costs next to nothing.
 */
export class ConstrainedMatching {
  private readonly matcher: WeightedMatcher;
  private readonly best: Float64Array;
  private readonly scratch: Float64Array;

  /**
   * @param n vertices 0..n-1
   * @param limbs limbs per weight; limb 0 should be 1 on every edge (cardinality first)
   * @param compared how many leading limbs must keep their optimum through every decision
   * @param weight the weight of a pair, or null when the pair may not meet
   */
  constructor(
    readonly n: number,
    readonly limbs: number,
    private readonly compared: number,
    weight: (i: number, j: number) => number[] | null,
  ) {
    this.matcher = new WeightedMatcher(n, limbs);
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const w = weight(i, j);
        if (w !== null) this.matcher.setWeight(i, j, w);
      }
    this.matcher.solve();
    this.best = this.matcher.matchingWeight();
    this.scratch = new Float64Array(limbs);
  }

  /** The optimum's weight, limb by limb. */
  optimum(): readonly number[] {
    return Array.from(this.best);
  }

  isPerfect(): boolean {
    for (let v = 0; v < this.n; v++) if (this.matcher.mate(v) === -1) return false;
    return true;
  }

  mate(v: number): number {
    return this.matcher.mate(v);
  }

  hasEdge(i: number, j: number): boolean {
    return i !== j && this.matcher.hasEdge(i, j);
  }

  /**
   * Removes the pairs {i, j} of `pairs` if the optimum of the compared limbs
   * survives; else puts them back. Returns whether they were removed.
   */
  tryRemove(pairs: readonly (readonly [number, number])[]): boolean {
    const present = pairs.filter(([i, j]) => this.matcher.hasEdge(i, j));
    if (present.length === 0) return true;
    // The current matching uses none of them: the optimum stands.
    const usesOne = present.some(([i, j]) => this.matcher.mate(i) === j);
    if (!usesOne) {
      for (const [i, j] of present) this.matcher.removeEdge(i, j);
      return true;
    }
    const saved = present.map(([i, j]) => this.matcher.getWeight(i, j));
    for (const [i, j] of present) this.matcher.removeEdge(i, j);
    this.matcher.solve();
    if (this.keepsOptimum()) return true;
    present.forEach(([i, j], k) => this.matcher.setWeight(i, j, saved[k]!));
    this.matcher.solve();
    return false;
  }

  /** Removes the pairs whatever becomes of the optimum (a decision already known to keep it). */
  remove(pairs: readonly (readonly [number, number])[]): void {
    let usesOne = false;
    for (const [i, j] of pairs) {
      if (!this.matcher.hasEdge(i, j)) continue;
      if (this.matcher.mate(i) === j) usesOne = true;
      this.matcher.removeEdge(i, j);
    }
    if (usesOne) this.matcher.solve();
  }

  private keepsOptimum(): boolean {
    const w = this.matcher.matchingWeight(this.scratch);
    for (let k = 0; k < this.compared; k++) if (w[k] !== this.best[k]) return false;
    return true;
  }
}
