import { compareLimbs } from '../../matching/index.js';
import { BlossomChains } from './blossom-chains.js';
import type { Matcher } from './matcher.js';

/**
 * What the last solve's duals say about each player of a lazy bracket,
 * against the last certificate (bracket-edges.ts): the vertex duals, the
 * blossoms around each player, what went down or changed since, and the
 * players in the order the certificate reads rows in. Vertices 0..n-1 are
 * the players; V counts the dummy too (blossom ids follow it).
 */
export class DualSnapshot {
  /** Vertex duals of the last solve, and of the last certificate (v·L + limb). */
  readonly duals: Float64Array;
  private readonly certified: Float64Array;
  /** The blossoms around each vertex in the last solve. */
  readonly blossoms: BlossomChains;
  /** Whether each vertex's chain of blossoms is unchanged since the last certificate. */
  private readonly chainKept: Uint8Array;
  /** The player's dual went down since the last certificate (limbs lexicographically). */
  readonly dualFell: Uint8Array;
  /** His dual went down or his chain of blossoms changed since the last certificate. */
  readonly moved: Uint8Array;
  /**
   * Each player's top blossom in the last solve (himself if none), and twice
   * his dual plus that blossom's (withTop): the share of a pair's reduced
   * cost that he brings when both ends are in that blossom. The matcher's
   * steps on a top blossom move its vertices' duals and its own in step,
   * leaving this sum as it was; so do changes of the blossoms inside it.
   */
  readonly topOf: Int32Array;
  readonly topCertified: Int32Array;
  private readonly withTop: Float64Array;
  private readonly withTopCertified: Float64Array;
  /** withTop went down since the last certificate. */
  readonly withTopFell: Uint8Array;
  /** withTop went down or the top blossom is another than at the last certificate. */
  readonly topMoved: Uint8Array;
  /**
   * Players not final in two runs, each in order of their dual vectors
   * (limb 0 first; sortByDual, once per solve): [0, keptCount) the players
   * of the largest top blossom whose withTop did not go down (`kept`), then
   * the others.
   */
  readonly byDual: Int32Array;
  byDualCount = -1;
  keptCount = 0;
  readonly kept: Uint8Array;
  /** Each player's dual vector, as a class number: equal vectors next to each other in a run share one. */
  readonly dualClass: Int32Array;
  /** Players per top blossom (id - V), to find the largest. */
  private readonly membersOf: Int32Array;
  private readonly scratch: Float64Array;

  constructor(
    private readonly matcher: Matcher,
    private readonly n: number,
    private readonly V: number,
    private readonly L: number,
  ) {
    this.duals = new Float64Array(n * L);
    this.certified = new Float64Array(n * L);
    this.blossoms = new BlossomChains(matcher, V, L);
    this.chainKept = new Uint8Array(V);
    this.dualFell = new Uint8Array(n);
    this.moved = new Uint8Array(n);
    this.topOf = new Int32Array(n);
    this.topCertified = new Int32Array(n);
    this.withTop = new Float64Array(n * L);
    this.withTopCertified = new Float64Array(n * L);
    this.withTopFell = new Uint8Array(n);
    this.topMoved = new Uint8Array(n);
    this.byDual = new Int32Array(n);
    this.kept = new Uint8Array(n);
    this.dualClass = new Int32Array(n);
    this.membersOf = new Int32Array(V + 1);
    this.scratch = new Float64Array(L);
  }

  /**
   * Read the last solve (players at matcher vertices `vertices`). `fresh`:
   * nothing is known from a certificate, so everything counts as moved.
   */
  read(vertices: Int32Array, fresh: boolean): void {
    const { n, L, duals } = this;
    for (let v = 0; v < n; v++) {
      this.matcher.dual(vertices[v]!, this.scratch);
      duals.set(this.scratch, v * L);
    }
    this.blossoms.newSolve();
    this.byDualCount = -1;
    this.findMoved(fresh);
  }

  /** The last solve is certified: compare the next ones with it. */
  keep(): void {
    this.certified.set(this.duals);
    this.withTopCertified.set(this.withTop);
    this.topCertified.set(this.topOf);
  }

  /**
   * Mark the players whose dual went down or whose chain of blossoms
   * changed since the last certificate, and work out topOf and withTop;
   * remember every chain for the next look.
   */
  private findMoved(fresh: boolean): void {
    const { n, L, V, duals, withTop, withTopCertified, blossoms } = this;
    blossoms.compare(this.chainKept);
    for (let v = 0; v < n; v++) {
      const at = v * L;
      this.dualFell[v] = compareLimbs(duals, this.certified, L, at, at) < 0 ? 1 : 0;
      this.moved[v] = fresh || !this.chainKept[v] || this.dualFell[v] ? 1 : 0;
      const top = blossoms.top(v);
      this.topOf[v] = top;
      for (let x = 0; x < L; x++)
        withTop[at + x] = 2 * duals[at + x]! + (top >= V ? blossoms.topDuals[top * L + x]! : 0);
      const fell = compareLimbs(withTop, withTopCertified, L, at, at) < 0;
      this.withTopFell[v] = fresh || fell ? 1 : 0;
      this.topMoved[v] = this.withTopFell[v] || top !== this.topCertified[v] ? 1 : 0;
    }
  }

  /** Fill byDual, kept and dualClass for this solve (the players not `final`), once. */
  sortByDual(final: Uint8Array): void {
    if (this.byDualCount >= 0) return;
    const { n, L, V, duals, byDual, kept, membersOf, topOf } = this;
    membersOf.fill(0);
    let largest = -1;
    for (let v = 0; v < n; v++) {
      const top = topOf[v]!;
      if (final[v] || top < V || this.withTopFell[v]) continue;
      const count = ++membersOf[top - V]!;
      if (largest < 0 || count > membersOf[largest - V]!) largest = top;
    }
    let count = 0;
    for (let v = 0; v < n; v++) {
      kept[v] = !final[v] && largest >= 0 && topOf[v] === largest && !this.withTopFell[v] ? 1 : 0;
      if (kept[v]) byDual[count++] = v;
    }
    this.keptCount = count;
    for (let v = 0; v < n; v++) if (!final[v] && !kept[v]) byDual[count++] = v;
    this.byDualCount = count;
    const byDualOrder = (a: number, b: number) => compareLimbs(duals, duals, L, a * L, b * L);
    byDual.subarray(0, this.keptCount).sort(byDualOrder);
    byDual.subarray(this.keptCount, count).sort(byDualOrder);
    let cls = 0;
    for (let p = 0; p < count; p++) {
      const v = byDual[p]!;
      if (p > 0 && (p === this.keptCount || byDualOrder(byDual[p - 1]!, v) !== 0)) cls++;
      this.dualClass[v] = cls;
    }
  }
}
