export { WeightedMatcher } from './weighted-matcher.js';
export { CardinalityMatcher } from './cardinality-matcher.js';
export { compareLimbs, isZeroLimbs, addLimbsInto, MAX_LIMB } from './limb-weight.js';

import { WeightedMatcher } from './weighted-matcher.js';

/** Factory in the shape the pairing systems take (vertex count, limbs per weight). */
export function createMatcher(vertices: number, limbs: number): WeightedMatcher {
  return new WeightedMatcher(vertices, limbs);
}
