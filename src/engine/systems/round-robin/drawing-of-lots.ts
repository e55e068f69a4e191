import { seededRandom } from '../../seeded-random.js';

/**
 * The drawing of lots that gives a round-robin's pairing numbers, the Berger
 * numbers (C.05 Annex 1 Part 3.1: "ratings and titles play no part"): made
 * once, before round 1, with a recorded seed so that the draw can be shown
 * and repeated.
 */

/** A random generator of whole numbers below `bound`, from a seed. */
export type Lot = (bound: number) => number;

export function lotFromSeed(seed: number): Lot {
  if (!Number.isInteger(seed) || seed < 0)
    throw new RangeError(`the seed of a drawing of lots is a whole number >= 0, got ${seed}`);
  const next = seededRandom(seed);
  return (bound) => Math.floor(next() * bound);
}

/**
 * Fisher-Yates: the Berger number each of `count` entrants draws, in the
 * order the entrants are given (index 0 draws first).
 */
export function randomDraw(count: number, seed: number): number[] {
  const lot = lotFromSeed(seed);
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = count - 1; i > 0; i--) {
    const j = lot(i + 1);
    [numbers[i], numbers[j]] = [numbers[j]!, numbers[i]!];
  }
  return numbers;
}
