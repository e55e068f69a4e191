import { CertifiedSparseMatcher } from '../../matching/certified-sparse.js';
import { createMatcher, type WeightedMatcher } from '../../matching/index.js';
import { pairsEveryone } from '../common/pairs-everyone.js';
import { addTo, bitsFor, WeightLayout } from '../dutch/weight-layout.js';

/** Can `players` all be paired among themselves, each pair allowed by `compatible`? */
export function pairable<P>(players: readonly P[], compatible: (a: P, b: P) => boolean): boolean {
  return pairsEveryone(players.length, (i, j) => compatible(players[i]!, players[j]!));
}

/**
 * A pair's value under some criteria, most important first, each a small
 * whole number of at most the declared maximum; null when the pair is not
 * allowed. A value array is read once and may be given for many pairs (it
 * must not change).
 */
export type PairValue = (i: number, j: number) => readonly number[] | null;

export interface BestMatching {
  /** Every vertex is matched. */
  readonly perfect: boolean;
  /** Totals of the criteria over the pairs, in the order declared (meaningful when perfect). */
  readonly totals: readonly number[];
  /** mates[i]: the vertex matched with i, or -1. */
  readonly mates: readonly number[];
}

/** The pairs of a matching whose values follow from the classes of their two players. */
export interface ClassedPairs {
  /** Each vertex's class, 0 .. classCount - 1. */
  readonly classOf: ArrayLike<number>;
  readonly classCount: number;
  /** The criteria's values of a pair of players of classes a and b (a <= b). */
  value(a: number, b: number): readonly number[];
  /** May vertices i and j be paired? */
  mayMeet(i: number, j: number): boolean;
}

/** Candidates of each vertex among the next ones in the caller's order, and in its class. */
const NEIGHBOURS = 8;

/**
 * The matching of the vertices with as many pairs as possible, then the largest totals of the
 * criteria in order (`maxima[k]` bounds criterion k for one pair), where a pair's values follow
 * from its players' classes: a certified sparse matching (matching/certified-sparse.ts) holding
 * each vertex's next neighbours in the caller's order and in its class, which brings in what the
 * optimum needs; the optimum of a matching of every pair, without laying out every pair.
 */
export function bestClassedMatching(maxima: readonly number[], pairs: ClassedPairs): BestMatching {
  const n = pairs.classOf.length;
  const layout = new WeightLayout();
  const completion = layout.add(bitsFor(n));
  const fields = maxima.map((max) => layout.add(bitsFor(n * max)));
  layout.seal();
  const C = pairs.classCount;
  const values = (a: number, b: number) => pairs.value(Math.min(a, b), Math.max(a, b));
  const matcher = new CertifiedSparseMatcher(
    {
      classOf: pairs.classOf,
      classCount: C,
      classWeight: (a, b, out) => {
        addTo(out, layout.field(completion), 1);
        values(a, b).forEach((x, k) => addTo(out, layout.field(fields[k]!), x));
      },
      mayMeet: pairs.mayMeet,
    },
    layout.limbs,
  );
  const members: number[][] = Array.from({ length: C }, () => []);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j <= Math.min(n - 1, i + NEIGHBOURS); j++) matcher.hold(i, j);
    members[pairs.classOf[i]!]!.push(i);
  }
  for (const list of members)
    for (let p = 0; p < list.length; p++)
      for (let q = p + 1; q <= Math.min(list.length - 1, p + NEIGHBOURS); q++)
        matcher.hold(list[p]!, list[q]!);
  matcher.solve();
  const mates = Array.from({ length: n }, (_, i) => matcher.mate(i));
  const totals = maxima.map(() => 0);
  for (let i = 0; i < n; i++) {
    const j = mates[i]!;
    if (j > i) values(pairs.classOf[i]!, pairs.classOf[j]!).forEach((x, k) => (totals[k]! += x));
  }
  return { perfect: mates.every((m) => m >= 0), totals, mates };
}

/**
 * A best matching asked again and again of one set of vertices while pairs
 * are forbidden and allowed again: one matcher is kept, each pair's weight
 * is worked out once, and each solve resumes from the last optimum (only
 * the pairs whose state changed are given to the matcher again).
 */
export class KeptBestMatching {
  private readonly matcher: WeightedMatcher;
  private readonly limbs: number;
  /** Each pair's weight (limb-major per pair code i·n + j, i < j); only where `value` allows it. */
  private readonly weights: Float64Array;
  private readonly values: (readonly number[] | null)[];
  /** Whether the matcher holds the pair now. */
  private readonly held: Uint8Array;
  private readonly zero: Float64Array;

  constructor(
    private readonly n: number,
    private readonly maxima: readonly number[],
    value: PairValue,
  ) {
    const layout = new WeightLayout();
    const completion = layout.add(bitsFor(n));
    const fields = maxima.map((max) => layout.add(bitsFor(n * max)));
    layout.seal();
    const L = layout.limbs;
    this.limbs = L;
    this.matcher = createMatcher(n, L);
    this.weights = new Float64Array(n * n * L);
    this.values = new Array<readonly number[] | null>(n * n).fill(null);
    this.held = new Uint8Array(n * n);
    this.zero = layout.zero();
    // A value given for many pairs (the same array) is laid out once.
    const laidOut = new Map<readonly number[], Float64Array>();
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const v = value(i, j);
        if (v === null) continue;
        let w = laidOut.get(v);
        if (w === undefined) {
          w = layout.zero();
          addTo(w, layout.field(completion), 1);
          v.forEach((x, k) => addTo(w!, layout.field(fields[k]!), x));
          laidOut.set(v, w);
        }
        const code = i * n + j;
        this.values[code] = v;
        this.weights.set(w, code * L);
        this.held[code] = 1;
        this.matcher.setWeight(i, j, w);
      }
  }

  /** Whether the pair {i, j} (i < j) is allowed by `value` at all. */
  allowedAtAll(i: number, j: number): boolean {
    return this.values[i * this.n + j] !== null;
  }

  /** Allow or forbid the pair {i, j} (i < j) in the next solves; a pair `value` refused stays out. */
  allow(i: number, j: number, allowed: boolean): void {
    const code = i * this.n + j;
    if (this.values[code] === null || this.held[code] === Number(allowed)) return;
    this.held[code] = Number(allowed);
    const L = this.limbs;
    this.matcher.setWeight(
      i,
      j,
      allowed ? this.weights.subarray(code * L, code * L + L) : this.zero,
    );
  }

  solve(): BestMatching {
    const n = this.n;
    this.matcher.solve();
    const mates = Array.from({ length: n }, (_, i) => this.matcher.mate(i));
    const totals = this.maxima.map(() => 0);
    for (let i = 0; i < n; i++) {
      const j = mates[i]!;
      if (j > i) this.values[i * n + j]!.forEach((x, k) => (totals[k]! += x));
    }
    return { perfect: mates.every((m) => m >= 0), totals, mates };
  }
}
