import { MatcherCertificate } from './certificate.js';
import { DENSE_PAIR_INDEX_UP_TO } from './edge-store.js';

/*
 * Maximum-weight matching on a general graph: Edmonds' blossom algorithm in its primal-dual form
 * (as described by Galil, "Efficient algorithms for finding maximum matching in graphs", 1986),
 * with weights that are vectors of limbs ordered lexicographically.
 *
 * Exactness. Weights are stored doubled, so the LP the algorithm works on has even weights.
 * Vertex duals are then integers, blossom duals even integers, and a dual step is always an
 * integer vector, provided that when the search starts all free vertices that start a tree
 * have duals of equal parity in every limb (tight edges then propagate that parity to
 * everything the trees reach). `syncRootParity` establishes this.
 *
 * Warm start. Unlike the textbook version (all duals start equal, every free vertex is a tree
 * root until the end), free vertices may carry different duals: a free vertex with a positive
 * dual is a tree root, a free vertex whose dual is zero is finished and acts as a sink that an
 * alternating tree may augment into, and an S-vertex whose dual reaches zero is made free by
 * flipping its tree path. The optimum is reached when no free vertex has a positive dual.
 * This lets `solve()` resume from the previous primal/dual pair after weights change at a few
 * vertices. A changed vertex first gets the least dual shift that makes its edges feasible; if
 * its matched and blossom edges are then still tight (as after the same bonus on all its edges)
 * nothing else changes. Otherwise it is detached (blossoms around it dissolved, its dual reset
 * to the least feasible value) and only the vertices freed that way start alternating trees.
 *
 * Trees are grown all at once and, unlike the textbook stages, a tree that augments is taken
 * apart without resetting the others; best[] entries made stale by that are recognised lazily.
 *
 * Rooms, each a layer over the one before (one object, so the hot loops read its typed arrays
 * directly): edge-store.ts (the edges and their weights), blossom-forest.ts (the matching, the
 * nested blossoms, the labels), duals.ts (vertex and blossom duals, slacks), warm-start.ts (where
 * a solve starts: afresh, or the last optimum repaired), least-slack.ts (the S-vertices and the
 * least-slack edge to each vertex and S-blossom), alternating-trees.ts (growing and taking apart
 * the trees), dual-step.ts (the next dual step and its event), blossom-search.ts (tight edges,
 * blossoms, augmentation, expansion), certificate.ts (the LP certificate, checked in full); this
 * file is the public face.
 */
export class WeightedMatcher extends MatcherCertificate {
  private readonly zeroWeight: Float64Array;

  /**
   * `degree`: the number of edges each vertex is expected to get (room is made for that many at
   * once; more are taken as they come). By default every pair may become an edge.
   * `hashedPairIndex`: find pairs through a hash of those held rather than a table of every pair
   * (by default above DENSE_PAIR_INDEX_UP_TO vertices, or when a vertex expects edges to fewer
   * than a sixteenth of the others: the table of a 4,000-vertex bracket held sparsely took a
   * second to fill; the same matchings either way).
   */
  constructor(
    vertexCount: number,
    limbs: number,
    degree = vertexCount - 1,
    {
      hashedPairIndex = vertexCount > DENSE_PAIR_INDEX_UP_TO || degree * 16 < vertexCount,
    }: { hashedPairIndex?: boolean } = {},
  ) {
    super(vertexCount, limbs, degree, hashedPairIndex);
    this.zeroWeight = new Float64Array(limbs);
  }

  /**
   * Sets the weight of the pair {i, j}. An all-zero weight removes the edge (the pair may not be
   * matched). Limbs must be integers of magnitude at most 2^50; sums of limbs along alternating
   * paths must stay within 2^50 as well for the arithmetic to remain exact.
   */
  setWeight(i: number, j: number, weight: ArrayLike<number>): void {
    if (this.storeWeight(i, j, weight)) this.recordChange(i, j);
  }

  /** Removes the edge {i, j} (same as setting an all-zero weight). */
  removeEdge(i: number, j: number): void {
    this.checkPair(i, j);
    if (this.slotOf(i * this.n + j) < 0) return;
    this.setWeight(i, j, this.zeroWeight);
  }

  /** Removes every edge at v: v will be left unmatched. */
  clearVertex(v: number): void {
    if (!Number.isInteger(v) || v < 0 || v >= this.n) throw new RangeError(`bad vertex ${v}`);
    while (this.degree[v] > 0) {
      this.setWeight(v, this.slotTo[this.blockStart[v] + this.degree[v] - 1], this.zeroWeight);
    }
  }

  /**
   * Computes a maximum-weight matching (not necessarily of maximum cardinality). After changes
   * to the edges of a few vertices it resumes from the previous solution.
   */
  solve(): void {
    if (!this.hasSolution || this.changesOverflowed) {
      this.initFresh();
    } else {
      this.detachChangedVertices();
    }
    this.changeCount = 0;
    this.changesOverflowed = false;
    this.hasSolution = true;
    this.search();
  }

  /** Forgets the previous solution: the next solve() starts from scratch. */
  invalidate(): void {
    this.hasSolution = false;
  }
}
