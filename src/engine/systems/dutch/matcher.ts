/**
 * What the Dutch engine needs from a maximum-weight matching engine. Weights
 * are vectors of limbs compared lexicographically; an all-zero weight means
 * the two vertices may not be matched.
 */
export interface Matcher {
  setWeight(i: number, j: number, w: ArrayLike<number>): void;
  /** Re-optimise after weight changes: a maximum-weight matching. */
  solve(): void;
  /** The vertex matched with i, or -1. */
  mate(i: number): number;
}

export type MatcherFactory = (vertices: number, limbs: number) => Matcher;
