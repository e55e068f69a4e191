/**
 * What the Dutch engine needs from a maximum-weight matching engine. Weights
 * are vectors of limbs compared lexicographically; an all-zero weight means
 * the two vertices may not be matched.
 */
export interface Matcher {
  setWeight(i: number, j: number, w: ArrayLike<number>): void;
  /** Whether the pair {i, j} currently has a (non-zero) weight. */
  hasEdge(i: number, j: number): boolean;
  /** The vertices i has a (non-zero) weight with, in no particular order. */
  neighbours(i: number): Int32Array;
  /** Re-optimise after weight changes: a maximum-weight matching. */
  solve(): void;
  /** The vertex matched with i, or -1. */
  mate(i: number): number;
  /**
   * Reduced cost of the pair {i, j} in the last solution (right after
   * solve()): a pair with a non-zero slack is in no optimal matching.
   */
  slack(i: number, j: number, out: Float64Array): Float64Array;
  /** slack() for a pair of the given weight, whether or not the matcher holds it. */
  slackFor(i: number, j: number, weight: ArrayLike<number>, out: Float64Array): Float64Array;
  /** The dual of vertex v in the last solution (the scale of the weights) into `out`. */
  dual(v: number, out: Float64Array): Float64Array;
  /** The blossom directly holding vertex or blossom b in the last solution, -1 at the top. */
  blossomParent(b: number): number;
  /** The dual of blossom b (an id from blossomParent; the scale of the weights) into `out`. */
  blossomDual(b: number, out: Float64Array): Float64Array;
  /** The weight of {i, j} into `out` (all zero when they may not meet). */
  getWeight(i: number, j: number, out: Float64Array): Float64Array;
  /** Sum of the weights of the matched pairs, into `out`. */
  matchingWeight(out: Float64Array): Float64Array;
  /** Forget the last solution: the next solve() starts afresh. */
  invalidate(): void;
  /** Room for room[v] edges at each vertex v, made at once (matching/edge-store.ts). */
  reserve?(room: ArrayLike<number>): void;
}

/** `degree`: the edges a vertex is expected to get (by default, every other vertex). */
export type MatcherFactory = (vertices: number, limbs: number, degree?: number) => Matcher;
