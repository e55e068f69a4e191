import { createMatcher } from '../../matching/index.js';

/**
 * Feasibility questions the procedure asks before walking a branch of its
 * search, so that it never walks a branch in which no acceptable pairing
 * exists. They change nothing in what is found or in which order: the
 * procedure still takes the first acceptable candidate in the text's order;
 * they only tell it where there is none. A fixed split into S1 and S2 is an
 * assignment problem (least colour clashes); any split is a matching on a
 * general graph, weighted [pairs made, -colour clashes]: the most pairs
 * first, then the fewest pairings against B.4.
 */

export interface PairRules {
  /** May a and b be paired here (B.1, B.2, and the float criteria in force)? */
  canPair(a: number, b: number): boolean;
  /** 1 when the pairing a-b cannot grant both colour preferences (B.4). */
  clash(a: number, b: number): number;
  /** May this player be left unpaired (moved down or given the bye)? */
  mayStay(a: number): boolean;
}

const DUMMY_EDGE = [1, 0];
const CLEAN_EDGE = [1, 0];
const CLASH_EDGE = [1, -1];

/**
 * Is there any pairing of `pairs` pairs among `members` (in whatever split
 * into S1 and S2) in which the players left over may stay unpaired and at
 * most `budget` pairings clash?
 */
export function anyPairing(
  members: readonly number[],
  pairs: number,
  rules: PairRules,
  budget: number,
): boolean {
  const n = members.length;
  const spare = n - 2 * pairs;
  if (spare < 0) return false;
  const m = createMatcher(n + spare, 2);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (!rules.canPair(members[i]!, members[j]!)) continue;
      m.setWeight(i, j, rules.clash(members[i]!, members[j]!) ? CLASH_EDGE : CLEAN_EDGE);
    }
    if (rules.mayStay(members[i]!)) {
      for (let d = 0; d < spare; d++) m.setWeight(i, n + d, DUMMY_EDGE);
    }
  }
  m.solve();
  let clashes = 0;
  for (let i = 0; i < n + spare; i++) {
    const v = m.mate(i);
    if (v < 0) return false;
    if (i < v && v < n) clashes += rules.clash(members[i]!, members[v]!);
  }
  return clashes <= budget;
}

/** The lowest bracket as seen from the bracket above it while C.13 re-pairs that one. */
export interface LowestBracket {
  /** Players certain to be moved into the lowest bracket (joined brackets, C.1 moves). */
  readonly alwaysDown: readonly number[];
  /** The residents of the lowest bracket. */
  readonly residents: readonly number[];
  /** B.1 and B.2 between any two players. */
  canPair(a: number, b: number): boolean;
  /** B.1.b. */
  byeEligible(a: number): boolean;
}

/**
 * For C.13: can the bracket above make `pairs` pairings among `upper` (by
 * `rules`, at most `budget` clashes; with `split`, each player of split.s1
 * paired with one of split.s2) such that the players it leaves over, moved
 * into the lowest bracket, let that one be paired completely but for a bye?
 * One matching over both brackets, weighted [1, upper pair, -clash] per
 * edge: it must be perfect and hold enough upper pairs. A player of the
 * bracket above who may go down is three vertices: "up" (his pairing above),
 * "down" (his pairing in the lowest bracket) and a private one joined to
 * both, so that exactly one of the two is used. The lowest bracket follows
 * A.3: players moved into it meet residents only, unless at least half of
 * it came from above (then it is paired as homogeneous).
 */
export function fitsWithLowest(
  upper: readonly number[],
  pairs: number,
  rules: PairRules,
  budget: number,
  lowest: LowestBracket,
  split?: { readonly s1: ReadonlySet<number> },
): boolean {
  const movedCount = upper.length - 2 * pairs + lowest.alwaysDown.length;
  if (movedCount < 0) return false;
  const movedMeet = 2 * movedCount >= movedCount + lowest.residents.length; // A.3
  const nU = upper.length;
  const canGoDown = upper.map((a) => !(split && split.s1.has(a)) && rules.mayStay(a));
  // Vertices: up (0..nU-1), then per player who may go down his "down" and private vertex.
  const downOf = new Int32Array(nU).fill(-1);
  let next = nU;
  for (let i = 0; i < nU; i++) {
    if (canGoDown[i]) {
      downOf[i] = next;
      next += 2;
    }
  }
  const below = [...lowest.alwaysDown, ...lowest.residents];
  const belowStart = next;
  const n = belowStart + below.length;
  const bye = (movedCount + lowest.residents.length) % 2;
  const m = createMatcher(n + bye, 3);
  const isS1 = (a: number) => split !== undefined && split.s1.has(a);
  const PLAIN = [1, 0, 0];
  for (let i = 0; i < nU; i++) {
    const a = upper[i]!;
    for (let j = i + 1; j < nU; j++) {
      const b = upper[j]!;
      if (split && isS1(a) === isS1(b)) continue;
      if (rules.canPair(a, b)) m.setWeight(i, j, [1, 1, -rules.clash(a, b)]);
    }
    const d = downOf[i]!;
    if (d < 0) continue;
    m.setWeight(i, d + 1, PLAIN);
    m.setWeight(d, d + 1, PLAIN);
    if (movedMeet) {
      for (let j = i + 1; j < nU; j++) {
        const e = downOf[j]!;
        if (e >= 0 && lowest.canPair(a, upper[j]!)) m.setWeight(d, e, PLAIN);
      }
    }
    for (let k = 0; k < below.length; k++) {
      const resident = k >= lowest.alwaysDown.length;
      if ((resident || movedMeet) && lowest.canPair(a, below[k]!))
        m.setWeight(d, belowStart + k, PLAIN);
    }
    if (bye && lowest.byeEligible(a)) m.setWeight(d, n, PLAIN);
  }
  for (let k = 0; k < below.length; k++) {
    const a = below[k]!;
    for (let l = k + 1; l < below.length; l++) {
      const bothMoved = l < lowest.alwaysDown.length;
      if ((!bothMoved || movedMeet) && lowest.canPair(a, below[l]!)) {
        m.setWeight(belowStart + k, belowStart + l, PLAIN);
      }
    }
    if (bye && lowest.byeEligible(a)) m.setWeight(belowStart + k, n, PLAIN);
  }
  m.solve();
  let upperPairs = 0;
  let clashes = 0;
  for (let v = 0; v < n + bye; v++) {
    const w = m.mate(v);
    if (w < 0) return false;
    if (v < w && w < nU) {
      upperPairs++;
      clashes += rules.clash(upper[v]!, upper[w]!);
    }
  }
  return upperPairs >= pairs && clashes <= budget;
}
