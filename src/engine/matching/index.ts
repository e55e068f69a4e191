/**
 * Matching engines for the pairing systems.
 *
 * - WeightedMatcher: exact maximum-weight matching on a general graph, weights being vectors of
 *   integer limbs compared lexicographically (an all-zero weight means "no edge"). solve() after
 *   changes to the edges of a few vertices resumes from the previous optimum.
 * - CardinalityMatcher: maximum-cardinality matching (is there a perfect matching?), warm-started
 *   from the previous matching after edges are added or removed.
 */
export { WeightedMatcher } from './weighted-matcher.js';
export { CardinalityMatcher } from './cardinality-matcher.js';
export { compareLimbs, MAX_LIMB } from './limb-weight.js';

import { WeightedMatcher } from './weighted-matcher.js';

/** Factory in the shape the pairing systems take (vertex count, limbs per weight). */
export function createMatcher(vertices: number, limbs: number, degree?: number): WeightedMatcher {
  return new WeightedMatcher(vertices, limbs, degree);
}
