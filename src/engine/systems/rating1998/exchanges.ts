/**
 * D.2, the order of exchanges between S1 and S2 of a homogeneous group.
 *
 * Positions are 1-based in the group as ordered by A.2: S1 = 1..p, S2 =
 * p+1..p+s. The text gives the sequence for S1 = 1-4, S2 = 5-8 (one- and
 * two-player matrices a-i and j-r) and, for 7 players, the same shifted down
 * by one with the last two-player column ("1+2") obsolete. The general rule
 * below reproduces both tables exactly (test/rating1998/exchanges.test.ts):
 *
 * - "the difference between the numbers exchanged should be as small as
 *   possible": exchanges of k players come before those of k+1; within k,
 *   the sum of the S2 numbers minus the sum of the S1 numbers, smallest first;
 * - "When differences of various options are equal take the one concerning
 *   the lowest player of S1": the S1 sets compared from their lowest player
 *   upwards, lower first. (Equal S1 sets with equal differences, possible
 *   from k = 2 with larger brackets, keep the matrix's row order: S2 sets in
 *   ascending order.)
 * - Which players take part. Each pairing of the group is reachable from
 *   some exchange followed by some transposition, and the tables leave out
 *   exactly the exchanges that are never needed for that: the last player
 *   of S2 (he can always be kept in S2), and, when S2 has F more players
 *   than S1 (F players stay unpaired), any exchange that moves all of the top
 *   F+1 players of S1 (one of them is always paired and can stay in S1).
 *   With 8 players (F = 0) that excludes players 1 and 8, with 7 players
 *   (F = 1) player 7 and the pair 1+2: the two tables.
 * - How many players. The tables stop at two because with 7 or 8 players
 *   no pairing needs more; in general k runs up to min(p, floor(s/2)), the
 *   largest number of players any pairing can require to be exchanged.
 */

export interface Exchange {
  /** S1 positions moved to S2, ascending. */
  readonly fromS1: readonly number[];
  /** S2 positions moved to S1, ascending. */
  readonly fromS2: readonly number[];
}

/**
 * The k-subsets of 1..n (each ascending) "concerning the lowest player"
 * first: compared from their largest number down, the larger first. Lazy,
 * so large brackets cost nothing until their exchanges are needed.
 */
function* s1SetsLowestFirst(n: number, k: number): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let top = n; top >= k; top--) {
    for (const rest of s1SetsLowestFirst(top - 1, k - 1)) yield [...rest, top];
  }
}

/** S2 subsets of size k with the given sum, in ascending lexicographic order. */
function* subsetsWithSum(
  items: readonly number[],
  k: number,
  sum: number,
  start = 0,
): Generator<number[]> {
  if (k === 0) {
    if (sum === 0) yield [];
    return;
  }
  for (let i = start; i <= items.length - k; i++) {
    const first = items[i]!;
    // items ascending: the least and greatest sums of k-1 more after i.
    let least = 0;
    let most = 0;
    for (let j = 0; j < k - 1; j++) {
      least += items[i + 1 + j]!;
      most += items[items.length - 1 - j]!;
    }
    if (first + least > sum) return;
    if (first + most < sum) continue;
    for (const rest of subsetsWithSum(items, k - 1, sum - first, i + 1)) yield [first, ...rest];
  }
}

/** The D.2 exchanges for an S1 of p players and an S2 of s players (s >= p), in order. */
export function* exchangeOrder(p: number, s: number): Generator<Exchange> {
  const floaters = s - p;
  const s2Eligible = Array.from({ length: s - 1 }, (_, i) => p + i + 1); // never the last of S2
  const kMax = Math.min(p, Math.floor(s / 2));
  const sumOf = (xs: readonly number[]) => xs.reduce((t, x) => t + x, 0);
  // Never all of the top F+1 of S1: one of them is always paired and may stay.
  const allowed = (a: readonly number[]) =>
    !(a.length > floaters && a.slice(0, floaters + 1).every((x, i) => x === i + 1));
  for (let k = 1; k <= kMax && k <= s2Eligible.length; k++) {
    const s2Least = sumOf(s2Eligible.slice(0, k));
    const s2Most = sumOf(s2Eligible.slice(-k));
    const s1Least = (k * (k + 1)) / 2;
    const s1Most = k * p - (k * (k - 1)) / 2;
    for (let d = s2Least - s1Most; d <= s2Most - s1Least; d++) {
      for (const fromS1 of s1SetsLowestFirst(p, k)) {
        if (!allowed(fromS1)) continue;
        for (const fromS2 of subsetsWithSum(s2Eligible, k, sumOf(fromS1) + d)) {
          yield { fromS1, fromS2 };
        }
      }
    }
  }
}
