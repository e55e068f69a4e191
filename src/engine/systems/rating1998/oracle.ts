import { createMatcher } from '../../matching/index.js';
import { minCostAssignment } from './assignment.js';

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
 * Is there a pairing of every player of `s1` with a distinct player of `s2`
 * such that the players of `s2` left over may stay unpaired and at most
 * `budget` pairings clash? Returns the partner (an element of s2) for each
 * s1 player, or null. A square assignment: the rows are the S1 players and
 * one "stays unpaired" row for each S2 player too many.
 */
export function assignS1(
  s1: readonly number[],
  s2: readonly number[],
  rules: PairRules,
  budget: number,
): number[] | null {
  const p = s1.length;
  const s = s2.length;
  if (p > s) return null;
  const cost = new Float64Array(s * s);
  for (let i = 0; i < p; i++) {
    const a = s1[i]!;
    for (let j = 0; j < s; j++) {
      const b = s2[j]!;
      cost[i * s + j] = rules.canPair(a, b) ? rules.clash(a, b) : Infinity;
    }
  }
  for (let j = 0; j < s; j++) {
    const stay = rules.mayStay(s2[j]!) ? 0 : Infinity;
    for (let i = p; i < s; i++) cost[i * s + j] = stay;
  }
  const columns = minCostAssignment(s, cost);
  if (!columns) return null;
  let clashes = 0;
  const partner: number[] = [];
  for (let i = 0; i < p; i++) {
    clashes += cost[i * s + columns[i]!]!;
    partner.push(s2[columns[i]!]!);
  }
  return clashes <= budget ? partner : null;
}

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
