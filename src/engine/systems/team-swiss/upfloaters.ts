import { ConstrainedMatching } from './constrained-matching.js';
import { mayMeet, type Completion } from './legal-pairs.js';
import type { TeamState } from './team-state.js';

/**
 * C.04.6 3.5 and the quality criteria of 2.3 for the top-scoregroup: the
 * upfloaters that complete it into a bracket. [C4] and [C5] fix how many
 * there are and their scores (3.5.2, note); the sets of that shape are
 * ordered as 3.5.3-3.5.4 say, and the first that leaves a legal pairing
 * ([C1], [C3]) and complies with [C6] and [C7] is chosen (3.5.5).
 */

/** Sets of the [C4]/[C5] shape tried one by one when the first [C7]-best set misses [C6] (docs/arbiters-notes.md). */
export const MAX_SETS_FOR_C6 = 5000;

export interface UpfloaterChoice {
  readonly residents: readonly TeamState[];
  /** In the order of 3.5.3: descending score, then ascending TPN. */
  readonly upfloaters: readonly TeamState[];
}

export function selectUpfloaters(
  unpaired: readonly TeamState[],
  lastTwoRounds: boolean,
  completion: Completion,
): UpfloaterChoice {
  // C.04.6 3.2: the top-scoregroup, the teams with the highest score among those yet to be paired (1.3.1).
  const top = Math.max(...unpaired.map((t) => t.score));
  const residents = unpaired.filter((t) => t.score === top);
  // C.04.6 3.5.1: "All teams with a lower score than the resident teams of the top-scoregroup are potential upfloaters."
  const lower = unpaired.filter((t) => t.score < top);
  const tpns = (ts: readonly TeamState[]) => ts.map((t) => t.tpn);
  if (completion.canPair(tpns(residents)) && completion.canPair(tpns(lower)))
    return { residents, upfloaters: [] };

  // C.04.6 [C7]: "With the exception of the last two rounds, minimise the number of upfloaters that were floaters in the previous round".
  const c7 = (t: TeamState) => (!lastTwoRounds && t.floatedLastRound ? 1 : 0);
  const single =
    residents.length % 2 === 1 ? singleUpfloater(residents, lower, c7, completion) : null;
  if (single !== null) return { residents, upfloaters: [single] };
  const levels = [...new Set(lower.map((t) => t.score))].sort((a, b) => a - b);
  const levelOf = new Map(levels.map((s, i) => [s, i]));
  const vertices = [...residents, ...lower];
  const isResident = (i: number) => i < residents.length;
  const limbs = 3 + levels.length;
  // Limbs: cardinality; [C4] upfloaters; [C5] upfloaters per score, lowest score first; [C7].
  const m = new ConstrainedMatching(vertices.length, limbs, limbs, (i, j) => {
    const a = vertices[i]!;
    const b = vertices[j]!;
    if (!mayMeet(a, b)) return null;
    const w = new Array<number>(limbs).fill(0);
    w[0] = 1;
    if (isResident(i) !== isResident(j)) {
      const up = isResident(i) ? b : a;
      w[1] = -1;
      w[2 + levelOf.get(up.score)!] = -1;
      w[2 + levels.length] = -c7(up);
    }
    return w;
  });
  if (!m.isPerfect()) throw new Error('C.04.6 [C3]: the teams left cannot all be paired');
  const optimum = m.optimum();
  const wanted = levels.map((_, l) => -optimum[2 + l]!);

  // C.04.6 3.5.3-3.5.4: the sets in lexicographic order of their TPNs, scores descending: decide level by level, TPN by TPN.
  const indexOf = new Map(vertices.map((t, i) => [t.tpn, i]));
  const residentIdx = residents.map((_, i) => i);
  const lowerIdx = lower.map((t) => indexOf.get(t.tpn)!);
  const chosen: TeamState[] = [];
  for (let l = levels.length - 1; l >= 0; l--) {
    let need = wanted[l]!;
    const candidates = lower.filter((t) => t.score === levels[l]).sort((a, b) => a.tpn - b.tpn);
    for (const x of candidates) {
      const xi = indexOf.get(x.tpn)!;
      const asUpfloater = lowerIdx.filter((j) => j !== xi).map((j) => [xi, j] as const);
      if (need > 0 && m.tryRemove(asUpfloater)) {
        chosen.push(x);
        need--;
      } else m.remove(residentIdx.map((r) => [xi, r] as const));
    }
  }

  const nextScore = levels[levels.length - 1]!;
  const c6 = (set: readonly TeamState[]) =>
    upfloatersNeededBelow(lower, set, nextScore, completion);
  const nextLeft = lower.filter((t) => t.score === nextScore && !chosen.includes(t)).length;
  // A scoregroup of odd size needs at least one upfloater; none is the least an even one can need.
  if (c6(chosen) <= nextLeft % 2) return { residents, upfloaters: chosen };
  const leastC7 = -optimum[2 + levels.length]!;
  return {
    residents,
    upfloaters: firstSetByC6(residents, lower, levels, wanted, leastC7, c6, c7, completion),
  };
}

/**
 * C.04.6 [C6]: the upfloaters the following scoregroup (what is left of it)
 * needs in its own bracket, with [C1] and [C3] kept; 0 when all of it
 * floated up ("Unless all the teams in the following scoregroup became or
 * are upfloaters").
 */
function upfloatersNeededBelow(
  lower: readonly TeamState[],
  taken: readonly TeamState[],
  nextScore: number,
  completion: Completion,
): number {
  const rest = lower.filter((t) => !taken.includes(t));
  const group = rest.filter((t) => t.score === nextScore);
  if (group.length === 0) return 0;
  const below = rest.filter((t) => t.score < nextScore);
  const tpns = (ts: readonly TeamState[]) => ts.map((t) => t.tpn);
  if (group.length % 2 === 0 && completion.canPair(tpns(group)) && completion.canPair(tpns(below)))
    return 0;
  const vertices = [...group, ...below];
  const m = new ConstrainedMatching(vertices.length, 2, 2, (i, j) => {
    if (!mayMeet(vertices[i]!, vertices[j]!)) return null;
    return [1, i < group.length !== j < group.length ? -1 : 0];
  });
  if (!m.isPerfect()) return Number.POSITIVE_INFINITY;
  return -m.optimum()[1]!;
}

/**
 * The common case, an odd top-scoregroup that one upfloater from the next
 * score completes ([C4]: one is the least; [C5]: the highest score): the
 * candidates by ascending TPN (3.5.4), the first with the best [C6] and
 * [C7]. Null when no team of the next score will do.
 */
function singleUpfloater(
  residents: readonly TeamState[],
  lower: readonly TeamState[],
  c7: (t: TeamState) => number,
  completion: Completion,
): TeamState | null {
  if (lower.length === 0) return null;
  const nextScore = Math.max(...lower.map((t) => t.score));
  const candidates = lower.filter((t) => t.score === nextScore).sort((a, b) => a.tpn - b.tpn);
  // What is left of the next scoregroup is odd: it needs one upfloater at least, else none.
  const floor6 = (candidates.length - 1) % 2;
  let best: { team: TeamState; c6: number; c7: number } | null = null;
  for (const x of candidates) {
    const legal =
      completion.canPair([...residents, x].map((t) => t.tpn)) &&
      completion.canPair(lower.filter((t) => t !== x).map((t) => t.tpn));
    if (!legal) continue;
    const v7 = c7(x);
    if (best !== null && best.c6 === floor6 && v7 >= best.c7) continue;
    const v6 = upfloatersNeededBelow(lower, [x], nextScore, completion);
    if (best === null || v6 < best.c6 || (v6 === best.c6 && v7 < best.c7))
      best = { team: x, c6: v6, c7: v7 };
    if (best.c6 === floor6 && best.c7 === 0) break;
  }
  return best?.team ?? null;
}

/**
 * C.04.6 3.5.3-3.5.4: the sets with `counts[l]` teams of `groups[l]`
 * (groups by descending score), each set listed by descending score then
 * ascending TPN, in the lexicographic order of those TPN lists.
 */
export function* setsOfShape<T extends { readonly tpn: number }>(
  groups: readonly (readonly T[])[],
  counts: readonly number[],
): Generator<T[]> {
  const sorted = groups.map((g) => [...g].sort((a, b) => a.tpn - b.tpn));
  const set: T[] = [];
  function* fill(l: number, from: number, need: number): Generator<T[]> {
    if (l === sorted.length) {
      yield [...set];
      return;
    }
    if (need === 0) {
      yield* fill(l + 1, 0, counts[l + 1] ?? 0);
      return;
    }
    const group = sorted[l]!;
    for (let k = from; k <= group.length - need; k++) {
      set.push(group[k]!);
      yield* fill(l, k + 1, need - 1);
      set.pop();
    }
  }
  yield* fill(0, 0, counts[0] ?? 0);
}

/**
 * When the first set of the least [C7] count misses [C6]: the sets of the
 * [C4]/[C5] shape in 3.5.4 order, the first with the best ([C6], [C7]),
 * stopping at one that reaches the least of both.
 */
function firstSetByC6(
  residents: readonly TeamState[],
  lower: readonly TeamState[],
  levels: readonly number[],
  wanted: readonly number[],
  leastC7: number,
  c6: (set: readonly TeamState[]) => number,
  c7: (t: TeamState) => number,
  completion: Completion,
): TeamState[] {
  const desc = [...levels].reverse();
  const groups = desc.map((s) => lower.filter((t) => t.score === s));
  const counts = desc.map((s) => wanted[levels.indexOf(s)]!);
  const nextScore = desc[0]!;
  let best: { set: TeamState[]; c6: number; c7: number } | null = null;
  let tried = 0;
  for (const set of setsOfShape(groups, counts)) {
    if (++tried > MAX_SETS_FOR_C6) break;
    const legal =
      completion.canPair([...residents, ...set].map((t) => t.tpn)) &&
      completion.canPair(lower.filter((t) => !set.includes(t)).map((t) => t.tpn));
    if (!legal) continue;
    const v6 = c6(set);
    const v7 = set.reduce((s, t) => s + c7(t), 0);
    if (best === null || v6 < best.c6 || (v6 === best.c6 && v7 < best.c7))
      best = { set, c6: v6, c7: v7 };
    const floor6 = lower.filter((t) => t.score === nextScore && !set.includes(t)).length % 2;
    if (v6 <= floor6 && v7 <= leastC7) break;
  }
  if (best === null) throw new Error('C.04.6 3.5: no set of upfloaters leaves a legal pairing');
  return best.set;
}
