import { PrefixAssignment } from './assignment.js';
import { fitsWithLowest, type LowestBracket, type PairRules } from './oracle.js';

/**
 * D.1: "Transpositions within S2 should start with the lowest players ...
 * Hint: put all numbers constructable with the digits 5, 6, 7 and 8 in
 * ascending order." That is the lexicographic order of the arrangements of
 * S2; C.6 pairs S1[i] with the i-th player of the arrangement. When S2 is
 * larger than S1 only the first |S1| places pair anybody, so arrangements
 * that differ only after them give the same pairing and are one candidate.
 */

/** The arrangements of S2 positions 0..s-1 that pair differently, in D.1 order (for tests). */
export function* transpositionOrder(s: number, p: number = s): Generator<number[]> {
  const used = new Uint8Array(s);
  const prefix: number[] = [];
  function* extend(): Generator<number[]> {
    if (prefix.length === p) {
      const rest: number[] = [];
      for (let j = 0; j < s; j++) if (!used[j]) rest.push(j);
      yield [...prefix, ...rest];
      return;
    }
    for (let j = 0; j < s; j++) {
      if (used[j]) continue;
      used[j] = 1;
      prefix.push(j);
      yield* extend();
      prefix.pop();
      used[j] = 0;
    }
  }
  yield* extend();
}

/**
 * While C.12 or C.13 looks for another pairing of a bracket, only pairings
 * whose players moved down let the bracket below be paired count: `accepts`
 * says so exactly; `mayGoDown` (a test per player) and `lowest` (the lowest
 * bracket, for a matching over both) are necessary conditions that prune
 * the search without listing what they leave out.
 */
export interface Below {
  accepts(moved: readonly number[]): boolean;
  mayGoDown?(player: number): boolean;
  readonly lowest?: LowestBracket;
}

/** The rules with the players who may not go down kept from staying unpaired. */
export function rulesBelow(rules: PairRules, below: Below | undefined): PairRules {
  const mayGoDown = below?.mayGoDown;
  if (!mayGoDown) return rules;
  return { ...rules, mayStay: (a) => rules.mayStay(a) && mayGoDown(a) };
}

/** One acceptable C.6 pairing: S1[i] against partners[i]; the rest of S2 stays unpaired. */
export interface Assignment {
  readonly partners: readonly number[];
  readonly unpaired: readonly number[];
}

/**
 * The acceptable pairings of S1 against S2 (player indices, each in A.2
 * order) in D.1 order: every pair allowed by `rules`, at most `budget`
 * colour clashes (B.4 with x), and every S2 player left over allowed to stay
 * unpaired. A branch is entered only when it holds an acceptable pairing.
 */
export function* acceptableTranspositions(
  s1: readonly number[],
  s2: readonly number[],
  rules: PairRules,
  budget: number,
  below?: Below,
): Generator<Assignment> {
  const p = s1.length;
  const s = s2.length;
  if (p > s) return;
  rules = rulesBelow(rules, below);
  const lowest = below?.lowest;
  const used = new Uint8Array(s);
  const partners: number[] = [];
  // Is there a pairing of the S1 players not yet placed with distinct S2 players left, every
  // S2 player left over allowed to stay unpaired, within the budget? A square assignment: the
  // rows are the S1 players and one "stays unpaired" row for each S2 player too many; the
  // players placed are rows fixed to their partners' columns.
  // Made at its first question (most branches are settled by the identity below), then told of
  // every placement.
  let assignment: PrefixAssignment | null = null;
  const placed: number[] = [];
  const leastCost = (): number => {
    if (assignment === null) {
      const cost = new Float64Array(s * s);
      for (let i = 0; i < p; i++)
        for (let j = 0; j < s; j++)
          cost[i * s + j] = rules.canPair(s1[i]!, s2[j]!) ? rules.clash(s1[i]!, s2[j]!) : Infinity;
      for (let j = 0; j < s; j++) {
        const stay = rules.mayStay(s2[j]!) ? 0 : Infinity;
        for (let i = p; i < s; i++) cost[i * s + j] = stay;
      }
      assignment = new PrefixAssignment(s, cost);
      placed.forEach((j, i) => assignment!.fix(i, j));
    }
    return assignment.leastCost();
  };

  /**
   * The remaining S2 players in order, paired as they stand: the first
   * arrangement of the rest. Returns the players it leaves over, or null.
   */
  const identityLeftover = (from: number, left: number): number[] | null => {
    let j = 0;
    for (let i = from; i < p; i++) {
      while (used[j]) j++;
      const a = s1[i]!;
      const b = s2[j]!;
      if (!rules.canPair(a, b)) return null;
      left -= rules.clash(a, b);
      if (left < 0) return null;
      j++;
    }
    const leftover: number[] = [];
    for (; j < s; j++) {
      if (used[j]) continue;
      if (!rules.mayStay(s2[j]!)) return null;
      leftover.push(s2[j]!);
    }
    return leftover;
  };
  const restWorks = (from: number, left: number): boolean => {
    const leftover = identityLeftover(from, left);
    if (leftover && (!below || below.accepts(leftover))) return true;
    // The players placed take budget - left clashes.
    if (leastCost() > budget) return false;
    if (!lowest) return true;
    const rest: number[] = [];
    for (let j = 0; j < s; j++) if (!used[j]) rest.push(s2[j]!);
    const s1Rest = s1.slice(from);
    return fitsWithLowest([...s1Rest, ...rest], p - from, rules, left, lowest, {
      s1: new Set(s1Rest),
    });
  };

  function* extend(i: number, left: number): Generator<Assignment> {
    if (i === p) {
      const unpaired: number[] = [];
      for (let j = 0; j < s; j++) if (!used[j]) unpaired.push(s2[j]!);
      if (below && !below.accepts(unpaired)) return;
      yield { partners: partners.slice(), unpaired };
      return;
    }
    const a = s1[i]!;
    for (let j = 0; j < s; j++) {
      if (used[j]) continue;
      const b = s2[j]!;
      if (!rules.canPair(a, b)) continue;
      const after = left - rules.clash(a, b);
      if (after < 0) continue;
      used[j] = 1;
      placed.push(j);
      assignment?.fix(i, j);
      if (restWorks(i + 1, after)) {
        partners.push(b);
        yield* extend(i + 1, after);
        partners.pop();
      }
      placed.pop();
      assignment?.unfix(i);
      used[j] = 0;
    }
  }

  if (!restWorks(0, budget)) return;
  yield* extend(0, budget);
}
