import type { DutchPlayer } from './player-state.js';
import type { Matcher } from './matcher.js';
import type { Field, WeightLayout } from './weight-layout.js';

/** The players of the matching for one bracket and how they divide. */
export interface BracketShape {
  /** Sorted by score then rank: MDPs, the resident scoregroup, then the players below. */
  readonly players: readonly DutchPlayer[];
  /** Players [0, mdpCount) are the MDPs (moved-down players). */
  readonly mdpCount: number;
  /** Players [0, bracketEnd) form the bracket; the rest are the next scoregroup (or all lower players). */
  readonly bracketEnd: number;
  /** The bracket is the PPB or the last bracket: the rest of the round is paired with it (C.04.3 A.9). */
  readonly special: boolean;
  /** The players after the bracket are the last scoregroup. */
  readonly final: boolean;
}

/** Edge weights of one bracket's matching, as the bracket pairing sees them. */
export interface EdgeWeights {
  readonly layout: WeightLayout;
  /**
   * The order of candidates of section D in two limbs of their own, below
   * every criterion: `orderHigh` counts the players of the original S1 kept
   * in S1 (D.2.a), `order` the rest (D.2.b and the bonuses of each
   * decision). Two limbs keep each field within a limb's width for fields
   * of thousands of players.
   */
  readonly orderHigh: Field;
  /** The least significant field, for the D.1-D.3 order of candidates. */
  readonly order: Field;
  /** Bits for counting the bracket's players; the unit of the D.2 order field. */
  readonly playerCountBits: number;
  /**
   * Pairs of two MDPs have weights too (the 2025 matching of every player
   * still to pair, where such a pair counts for [C4]/[C5] only); otherwise
   * MDPs never meet (B.3) and weight() is not asked for them.
   */
  readonly mdpPairsMeet?: boolean;
  /** Write the weight of players i < j of the shape into `out` (zeroed first); false when they may not meet. */
  weight(i: number, j: number, out: Float64Array): boolean;
  /**
   * A kind per player of the shape (weight-kinds.ts): for players i < j who may meet (`allows`),
   * weight(i, j) depends on their kinds alone. Without it a large bracket asks weight() for
   * every pair.
   */
  readonly kinds?: Int32Array;
  /** May players i < j of the shape meet (weight() would return true)? Given with `kinds`. */
  allows?(i: number, j: number): boolean;
  /** out[i] = allows(i, j) ? 1 : 0 for every i < j (one row at a time, for a bracket's set-up). */
  allowedBefore?(j: number, out: Uint8Array): void;
}

/**
 * The matching the bracket is paired in. The 2017 edition matches the
 * bracket with the next scoregroup only; the 2025 edition keeps one matching
 * of the whole round, so that C4 (completion) holds in every bracket.
 */
export interface BracketGraph {
  readonly matcher: Matcher;
  /** Vertex of the matcher for player i of the shape. */
  vertex(i: number): number;
  /** Index in the shape of a vertex, or -1 for a player below the shape. */
  indexOf(vertex: number): number;
  /** Number of vertices of the matcher. */
  readonly vertexCount: number;
  /**
   * Told of every new optimum (the shape players' mates as matcher vertices,
   * -1 for none); may throw to abandon the bracket when the optimum of a
   * graph that leaves players out does not hold for the whole round.
   */
  readonly onSolve?: (mates: Int32Array) => void;
  /**
   * The matcher holds the shape's players alone (vertex i is player i), no
   * weights but the bracket's own, and enough of them (LAZY_FROM) that the
   * bracket pairing holds back pairs that no optimum needs
   * (bracket-edges.ts). Set by shapeGraph; the 2025 matching of the whole
   * round sets weights of its own and holds every pair.
   */
  readonly lazy?: boolean;
  /**
   * A vertex after the shape's players (a lazy shape of an odd number of
   * them), joined to each player by one and the same weight; its mate counts
   * as unpaired. One player of an odd shape is always left unpaired, and
   * every optimum of the shape plus one of those players for the dummy is an
   * optimum with the dummy (the dummy's pair adds the same to each), so the
   * optima are the same. Without it the matcher proves the optimum with a
   * blossom around the whole shape, whose inner blossoms change at nearly
   * every solve; the certificate must then check again every pair that
   * blossom covers (bracket-edges.ts).
   */
  readonly dummy?: number;
}
