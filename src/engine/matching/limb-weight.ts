/**
 * Limb weights: a weight is a fixed-length vector of integer "limbs", limb 0 most significant,
 * compared lexicographically and added limb by limb without carries. The vectors form a totally
 * ordered abelian group, which is all the blossom algorithm needs of its weights.
 */

/** Largest limb magnitude accepted for an edge weight (sums must stay exact in a double). */
export const MAX_LIMB = 2 ** 50;

/**
 * Lexicographic comparison of `limbs` entries of a (from aAt) and b (from bAt): negative, zero or
 * positive.
 */
export function compareLimbs(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  limbs: number,
  aAt = 0,
  bAt = 0,
): number {
  for (let k = 0; k < limbs; k++) {
    const d = a[aAt + k] - b[bAt + k];
    if (d !== 0) return d;
  }
  return 0;
}
