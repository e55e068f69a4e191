import { type BestMatching, KeptBestMatching } from './matching.js';
import type { DoubleSwissPlayer, Meets } from './players.js';

/**
 * 3.6: the pairing of a bracket. Every pairing is named by its Pairing
 * Identifier (3.6.2): the TPNs of the top members (the smaller TPN of each
 * pair) in ascending order, then the TPNs of their opponents in the same
 * order; the bracket takes the lexicographically first identifier among the
 * pairings that comply with [C1] and best with [C8] (3.6.4).
 *
 * [C8], except in the last round: as few upfloaters as possible whose
 * opponent floated in the previous round (1.5).
 *
 * The identifier is built one decision at a time, each kept only when some
 * optimal pairing still agrees with everything decided: first, in TPN
 * order, whether each player is a top member (the first identifier has the
 * smallest set of tops, and a set is smaller exactly when its first
 * differing player is in it); then each top's opponent, the smallest TPN
 * first.
 */
export function pairBracket(
  bracket: readonly DoubleSwissPlayer[],
  upfloaters: ReadonlySet<number>,
  c8Applies: boolean,
  mayMeet: Meets,
): [DoubleSwissPlayer, DoubleSwissPlayer][] {
  const players = [...bracket].sort((a, b) => a.tpn - b.tpn);
  const n = players.length;
  const c8 = c8Applies && upfloaters.size > 0;
  // Per pair: 2 minus the upfloaters in it whose opponent floated in the previous round.
  const c8Value = (a: DoubleSwissPlayer, b: DoubleSwissPlayer) =>
    2 -
    Number(upfloaters.has(a.id) && b.floatedLastRound) -
    Number(upfloaters.has(b.id) && a.floatedLastRound);
  // Each pair's [C8] value, or null when [C1] forbids it; worked out once for every trial below.
  // A last field, below the criteria, favours the pairs of the first identifier when nothing
  // stands in its way (the top half against the bottom half, in order), so that most decisions
  // below find their witness in the last matching instead of a new one.
  const half = n / 2;
  // The few values a pair can have, shared by every pair that has them (each value array is
  // read once by the matching, and a million arrays of a 1000-player bracket cost their making).
  const shared = [0, 1, 2].map((v) => [0, 1].map((hint) => (c8 ? [v, hint] : [hint])));
  const value = (i: number, j: number): readonly number[] | null => {
    const a = players[i]!;
    const b = players[j]!;
    if (i >= j || !mayMeet(a, b)) return null;
    return shared[c8 ? c8Value(a, b) : 0]![Number(j === i + half)]!;
  };
  const top: (boolean | undefined)[] = new Array<boolean | undefined>(n);
  const fixed: number[] = new Array<number>(n).fill(-1);
  // One matching kept for every trial below: a decision changes the pairs of one or two
  // players, and each solve resumes from the last optimum.
  const matching = new KeptBestMatching(n, c8 ? [2, 1] : [1], value);
  // i < j: i is the top member of the pair.
  const allowed = (i: number, j: number) =>
    top[i] !== false &&
    top[j] !== true &&
    (fixed[i]! < 0 || fixed[i] === j) &&
    (fixed[j]! < 0 || fixed[j] === i);
  const refresh = (v: number) => {
    for (let k = 0; k < n; k++)
      if (k !== v) {
        const i = Math.min(k, v);
        const j = Math.max(k, v);
        matching.allow(i, j, allowed(i, j));
      }
  };

  const optimum = matching.solve();
  if (!optimum.perfect) throw new Error('pairBracket: the bracket has no legal pairing');
  let current = optimum;
  // The criteria: a complete pairing ([C1]) with the best [C8]; the hint does not count.
  const keepIf = (trial: BestMatching) => {
    if (!trial.perfect || (c8 && trial.totals[0] !== optimum.totals[0])) return false;
    current = trial;
    return true;
  };
  for (let i = 0; i < n; i++) {
    top[i] = true;
    refresh(i);
    if (current.mates[i]! > i) continue;
    if (!keepIf(matching.solve())) {
      top[i] = false;
      refresh(i);
    }
  }
  for (let i = 0; i < n; i++) {
    if (!top[i]) continue;
    for (let j = i + 1; j < n; j++) {
      if (top[j] || fixed[j]! >= 0 || !mayMeet(players[i]!, players[j]!)) continue;
      if (current.mates[i] === j) break;
      fixed[i] = j;
      fixed[j] = i;
      refresh(i);
      refresh(j);
      if (keepIf(matching.solve())) break;
      fixed[i] = -1;
      fixed[j] = -1;
      refresh(i);
      refresh(j);
    }
    const mate = current.mates[i]!;
    fixed[i] = mate;
    fixed[mate] = i;
    refresh(i);
    refresh(mate);
  }
  return players.flatMap((p, i) =>
    top[i] ? [[p, players[current.mates[i]!]!] as [DoubleSwissPlayer, DoubleSwissPlayer]] : [],
  );
}
