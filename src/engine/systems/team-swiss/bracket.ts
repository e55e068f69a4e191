import type { ColourPreferenceType } from './options.js';
import { ConstrainedMatching } from './constrained-matching.js';
import { mayMeet } from './legal-pairs.js';
import type { TeamState } from './team-state.js';

/**
 * C.04.6 3.6.2: "A pairing is identified by the TPNs of the top members of
 * each pair sorted in ascending order, followed by the TPNs of the bottom
 * member of the corresponding pair."
 */
export function pairingIdentifier(pairs: readonly (readonly [number, number])[]): number[] {
  const ordered = pairs.map(([a, b]) => (a < b ? [a, b] : [b, a])).sort((x, y) => x[0]! - y[0]!);
  return [...ordered.map((p) => p[0]!), ...ordered.map((p) => p[1]!)];
}

/** A pair of a bracket: the top member has the smaller TPN (3.6.1). */
export interface BracketPair {
  readonly top: TeamState;
  readonly bottom: TeamState;
}

export interface BracketContext {
  readonly colourType: ColourPreferenceType;
  readonly lastTwoRounds: boolean;
  /** TPNs of the bracket's upfloaters. */
  readonly upfloaters: ReadonlySet<number>;
}

/** C.04.6 [C8]: a pair leaves one preference unfulfilled when both teams prefer the same colour. */
export function c8(a: TeamState, b: TeamState): number {
  return a.preference.colour !== null && a.preference.colour === b.preference.colour ? 1 : 0;
}

/** C.04.6 [C9] (type B only): both strong for the same colour (a strong one beats a mild one, 4.3.4). */
export function c9(a: TeamState, b: TeamState, ctx: BracketContext): number {
  return ctx.colourType === 'B' &&
    a.preference.strength === 'strong' &&
    b.preference.strength === 'strong' &&
    a.preference.colour === b.preference.colour
    ? 1
    : 0;
}

/** C.04.6 [C10]: "With the exception of the last two rounds, minimise the number of upfloaters' opponents that were floaters in the previous round". */
export function c10(a: TeamState, b: TeamState, ctx: BracketContext): number {
  if (ctx.lastTwoRounds) return 0;
  const aUp = ctx.upfloaters.has(a.tpn);
  const bUp = ctx.upfloaters.has(b.tpn);
  if (aUp === bUp) return 0;
  return (aUp ? b : a).floatedLastRound ? 1 : 0;
}

/**
 * C.04.6 3.6: the bracket's pairing with the lexicographically first
 * Pairing Identifier (the tops' TPNs ascending, then their bottoms' TPNs,
 * 3.6.2-3.6.3) among those that comply with [C1] and are best on [C8], [C9]
 * and [C10] (3.6.4). The identifier is built a decision at a time: first
 * each team, by ascending TPN, is made a top member if it can be, then each
 * top takes the smallest bottom it can; a decision stands when the optimum
 * of the criteria survives it. Pairs in identifier order.
 */
export function pairBracket(bracket: readonly TeamState[], ctx: BracketContext): BracketPair[] {
  const teams = [...bracket].sort((a, b) => a.tpn - b.tpn);
  const n = teams.length;
  // Limbs: cardinality; the criteria, [C8] before [C9] before [C10] as digits of base n + 1
  // (each counts at most n teams); then a hint that steers the first optimum towards small tops
  // and, by the rearrangement inequality, small tops with small bottoms.
  const base = n + 1;
  const m = new ConstrainedMatching(n, 3, 2, (i, j) => {
    const a = teams[i]!;
    const b = teams[j]!;
    if (!mayMeet(a, b)) return null;
    const criteria = (c8(a, b) * base + c9(a, b, ctx)) * base + c10(a, b, ctx);
    // The hint's sums stay exact (under 2^50) up to brackets of 1000 teams; beyond, no hint.
    const hint = n <= 1000 ? (n - Math.min(i, j)) * base * base * base + (i + 1) * (j + 1) : 0;
    return [1, -criteria, hint];
  });
  if (!m.isPerfect()) throw new Error('C.04.6 3.6: the bracket cannot be paired');
  const edgesOf = (v: number, keep: (u: number) => boolean) => {
    const out: [number, number][] = [];
    for (let u = 0; u < n; u++) if (u !== v && !keep(u) && m.hasEdge(v, u)) out.push([v, u]);
    return out;
  };

  const isTop: boolean[] = [];
  for (let v = 0; v < n; v++) {
    const asTop = edgesOf(v, (u) => u > v);
    if (m.mate(v) > v) m.remove(asTop);
    else if (!m.tryRemove(asTop)) {
      m.remove(edgesOf(v, (u) => u < v));
      isTop[v] = false;
      continue;
    }
    isTop[v] = true;
  }

  const pairs: BracketPair[] = [];
  const taken = new Set<number>();
  for (let t = 0; t < n; t++) {
    if (!isTop[t]) continue;
    for (let b = t + 1; b < n; b++) {
      if (isTop[b] || taken.has(b) || !m.hasEdge(t, b)) continue;
      const fix = [...edgesOf(t, (u) => u === b), ...edgesOf(b, (u) => u === t)];
      if (m.mate(t) === b) m.remove(fix);
      else if (!m.tryRemove(fix)) continue;
      taken.add(b);
      pairs.push({ top: teams[t]!, bottom: teams[b]! });
      break;
    }
  }
  if (pairs.length * 2 !== n) throw new Error('C.04.6 3.6: the identifier search lost the pairing');
  return pairs;
}
