import { bestMatching, type BestMatching, sameWeight } from './matching.js';
import { type DoubleSwissPlayer, mayMeet } from './players.js';

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
): [DoubleSwissPlayer, DoubleSwissPlayer][] {
  const players = [...bracket].sort((a, b) => a.tpn - b.tpn);
  const n = players.length;
  const c8 = c8Applies && upfloaters.size > 0;
  // Per pair: 2 minus the upfloaters in it whose opponent floated in the previous round.
  const c8Value = (a: DoubleSwissPlayer, b: DoubleSwissPlayer) =>
    2 -
    Number(upfloaters.has(a.id) && b.floatedLastRound) -
    Number(upfloaters.has(b.id) && a.floatedLastRound);
  const top: (boolean | undefined)[] = new Array<boolean | undefined>(n);
  const fixed: number[] = new Array<number>(n).fill(-1);
  const solve = (): BestMatching =>
    bestMatching(n, c8 ? [2] : [], (i, j) => {
      // i < j: i is the top member of the pair.
      if (!mayMeet(players[i]!, players[j]!)) return null;
      if (top[i] === false || top[j] === true) return null;
      if ((fixed[i]! >= 0 && fixed[i] !== j) || (fixed[j]! >= 0 && fixed[j] !== i)) return null;
      return c8 ? [c8Value(players[i]!, players[j]!)] : [];
    });

  const optimum = solve();
  if (!optimum.perfect) throw new Error('pairBracket: the bracket has no legal pairing');
  let current = optimum;
  const keepIf = (trial: BestMatching) => {
    if (!sameWeight(trial, optimum)) return false;
    current = trial;
    return true;
  };
  for (let i = 0; i < n; i++) {
    if (current.mates[i]! > i) {
      top[i] = true;
      continue;
    }
    top[i] = true;
    if (!keepIf(solve())) top[i] = false;
  }
  for (let i = 0; i < n; i++) {
    if (!top[i]) continue;
    for (let j = i + 1; j < n; j++) {
      if (top[j] || fixed[j]! >= 0 || !mayMeet(players[i]!, players[j]!)) continue;
      if (current.mates[i] === j) break;
      fixed[i] = j;
      fixed[j] = i;
      if (keepIf(solve())) break;
      fixed[i] = -1;
      fixed[j] = -1;
    }
    const mate = current.mates[i]!;
    fixed[i] = mate;
    fixed[mate] = i;
  }
  return players.flatMap((p, i) =>
    top[i] ? [[p, players[current.mates[i]!]!] as [DoubleSwissPlayer, DoubleSwissPlayer]] : [],
  );
}
