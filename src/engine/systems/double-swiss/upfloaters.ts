import { bestClassedMatching, pairable } from './matching.js';
import { byRank, type DoubleSwissPlayer, type Meets } from './players.js';

/** The players of the top scoregroup of `players` (1.3.1), given in rank order. */
export function topScoregroup(players: readonly DoubleSwissPlayer[]): DoubleSwissPlayer[] {
  const score = players[0]?.score;
  return players.filter((p) => p.score === score);
}

/**
 * [C4] for a scoregroup: the fewest upfloaters that let every resident be
 * paired in the bracket while everyone left can still be paired ([C3]): the
 * residents not paired among themselves in a complete pairing of `players`
 * with as many resident pairs as possible. Null when `players` cannot all be
 * paired.
 */
export function fewestUpfloaters(
  residents: readonly DoubleSwissPlayer[],
  players: readonly DoubleSwissPlayer[],
  meets: Meets,
): number | null {
  const inGroup = new Set(residents);
  // Class 1: a resident; a pair of two residents counts, any other pair does not.
  const m = bestClassedMatching([1], {
    classOf: players.map((p) => (inGroup.has(p) ? 1 : 0)),
    classCount: 2,
    value: (a, b) => [a === 1 && b === 1 ? 1 : 0],
    mayMeet: (i, j) => meets(players[i]!, players[j]!),
  });
  return m.perfect ? residents.length - 2 * m.totals[0]! : null;
}

/**
 * 3.5: the upfloaters that complete the bracket of `residents` (the top
 * scoregroup of the players still to pair); `lower` are all the others, in
 * rank order. In priority order: the bracket and everyone left can be
 * paired ([C1], [C3]); [C4] as few upfloaters as possible; [C5] their
 * scores as high as possible; [C6] the next scoregroup's bracket needs as
 * few upfloaters as possible; [C7] (not in the last round) as few of them
 * as possible floated in the previous round; then the first set in the
 * order of 3.5.4 (each set listed by descending score, then TPN; sets
 * compared by TPN, position by position).
 *
 * [C4] and [C5] are settled by one maximum-weight matching of all players
 * still to pair; the sets with those scores are then listed in the order of
 * 3.5.4 and the first with the best [C6], [C7] is taken.
 */
export function chooseUpfloaters(
  residents: readonly DoubleSwissPlayer[],
  lower: readonly DoubleSwissPlayer[],
  lastRound: boolean,
  meets: Meets,
): DoubleSwissPlayer[] {
  const legal = (players: readonly DoubleSwissPlayer[]) => pairable(players, meets);
  if (residents.length % 2 === 0 && legal(residents) && legal(lower)) return [];
  const scores = [...new Set(lower.map((p) => p.score))].sort((a, b) => a - b);
  const nR = residents.length;
  const players = [...residents, ...lower];
  // [C4] pairs among the residents; [C5] for each lower score, upfloaters above it. A pair's
  // values follow from its players' classes: 0 a resident, 1 + k a lower player of scores[k].
  const scoreClass = new Map(scores.map((score, k) => [score, 1 + k]));
  const best = bestClassedMatching([1, ...scores.map(() => 1)], {
    classOf: players.map((p, i) => (i < nR ? 0 : scoreClass.get(p.score)!)),
    classCount: 1 + scores.length,
    value: (a, b) => {
      if (b === 0) return [1, ...scores.map(() => 0)];
      if (a > 0) return [0, ...scores.map(() => 0)];
      const score = scores[b - 1]!;
      return [0, ...scores.map((s) => Number(score > s))];
    },
    mayMeet: (i, j) => meets(players[i]!, players[j]!),
  });
  if (!best.perfect) throw new Error('chooseUpfloaters: the players left cannot all be paired');
  const wanted = new Map<number, number>();
  for (let i = 0; i < nR; i++) {
    const mate = best.mates[i]!;
    if (mate >= nR) wanted.set(players[mate]!.score, (wanted.get(players[mate]!.score) ?? 0) + 1);
  }

  // Every set takes as many players of each score, so the next scoregroup has the same size
  // whichever is taken: its parity is the fewest upfloaters [C6] can ask of any of them.
  const taken = (score: number) => wanted.get(score) ?? 0;
  const nextScore = scores.reduceRight<number | null>(
    (found, score) =>
      found ?? (lower.filter((p) => p.score === score).length > taken(score) ? score : null),
    null,
  );
  const nextSize =
    nextScore === null ? 0 : lower.filter((p) => p.score === nextScore).length - taken(nextScore);
  const fewestPossible = nextSize % 2;

  let chosen: DoubleSwissPlayer[] | null = null;
  let bestValue: [number, number] = [Infinity, Infinity];
  for (const set of setsWithScores(lower, wanted)) {
    const c7 = lastRound ? 0 : set.filter((p) => p.floatedLastRound).length;
    // Only a set that can do strictly better than the one chosen is worth the matchings.
    if (bestValue[0] === fewestPossible && c7 >= bestValue[1]) continue;
    const picked = new Set(set);
    const rest = lower.filter((p) => !picked.has(p));
    if (!legal([...residents, ...set]) || !legal(rest)) continue;
    const c6 = rest.length === 0 ? 0 : fewestUpfloaters(topScoregroup(rest), rest, meets)!;
    if (c6 < bestValue[0] || (c6 === bestValue[0] && c7 < bestValue[1])) {
      chosen = set;
      bestValue = [c6, c7];
      if (c6 === fewestPossible && c7 === 0) break; // nothing later in the order can do better
    }
  }
  if (chosen === null) throw new Error('chooseUpfloaters: no legal set with the best scores');
  return chosen;
}

/**
 * Every set of players of `lower` with `counts[score]` players of each
 * score, in the order of 3.5.4: listed by descending score then TPN, the
 * sets compared position by position.
 */
function* setsWithScores(
  lower: readonly DoubleSwissPlayer[],
  counts: ReadonlyMap<number, number>,
): Generator<DoubleSwissPlayer[]> {
  const groups = [...counts.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([score, count]) => ({
      pool: lower.filter((p) => p.score === score).sort(byRank),
      count,
    }));
  function* from(g: number, prefix: DoubleSwissPlayer[]): Generator<DoubleSwissPlayer[]> {
    if (g === groups.length) {
      yield prefix;
      return;
    }
    const { pool, count } = groups[g]!;
    for (const combo of combinations(pool, count)) yield* from(g + 1, [...prefix, ...combo]);
  }
  yield* from(0, []);
}

/** The k-element subsets of `pool`, in lexicographic order of positions. */
function* combinations<T>(pool: readonly T[], k: number, start = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= pool.length - k; i++)
    for (const rest of combinations(pool, k - 1, i + 1)) yield [pool[i]!, ...rest];
}
