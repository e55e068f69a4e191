import { CardinalityMatcher, createMatcher } from '../../matching/index.js';
import { addTo, bitsFor, WeightLayout } from '../dutch/weight-layout.js';

/** Can `players` all be paired among themselves, each pair allowed by `compatible`? */
export function pairable<P>(players: readonly P[], compatible: (a: P, b: P) => boolean): boolean {
  if (players.length % 2 === 1) return false;
  const m = new CardinalityMatcher(players.length);
  for (let i = 0; i < players.length; i++)
    for (let j = i + 1; j < players.length; j++)
      if (compatible(players[i]!, players[j]!)) m.setEdge(i, j, true);
  m.solve();
  return m.isPerfect();
}

/**
 * A pair's value under some criteria, most important first, each a small
 * whole number of at most the declared maximum; null when the pair is not
 * allowed.
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

/**
 * The matching of `n` vertices with as many pairs as possible, then the
 * largest totals of the criteria, in order (a maximum-weight matching whose
 * weights hold the fields in priority order). `maxima[k]` bounds criterion k
 * for one pair.
 */
export function bestMatching(n: number, maxima: readonly number[], value: PairValue): BestMatching {
  const layout = new WeightLayout();
  const completion = layout.add(bitsFor(n));
  const fields = maxima.map((max) => layout.add(bitsFor(n * max)));
  layout.seal();
  const matcher = createMatcher(n, layout.limbs);
  const w = layout.zero();
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const v = value(i, j);
      if (v === null) continue;
      w.fill(0);
      addTo(w, layout.field(completion), 1);
      v.forEach((x, k) => addTo(w, layout.field(fields[k]!), x));
      matcher.setWeight(i, j, w);
    }
  matcher.solve();
  const mates = Array.from({ length: n }, (_, i) => matcher.mate(i));
  const totals = maxima.map(() => 0);
  for (let i = 0; i < n; i++) {
    const j = mates[i]!;
    if (j > i) value(i, j)!.forEach((x, k) => (totals[k]! += x));
  }
  return {
    perfect: mates.every((m) => m >= 0),
    totals,
    mates,
  };
}
