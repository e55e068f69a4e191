import type { Tournament } from '../../src/engine/model/tournament.js';
import { buildPlayers } from '../../src/engine/systems/dutch/player-state.js';
import { eligibleForBye2025 } from '../../src/engine/systems/dutch/edition-2025/weights.js';
import { middleOut } from '../../src/engine/systems/dubov/bracket-pairing.js';
import { compatibleDubov, maxUpfloats } from '../../src/engine/systems/dubov/pair-round.js';
import { type DubovPlayer, dubovPlayers } from '../../src/engine/systems/dubov/players.js';

/**
 * A brute-force reading of Dubov 3 and 4 for small rounds: every set of
 * upfloaters, every set of shifters and every transposition is listed in
 * the order the text gives, and every perfect pairing is enumerated to judge
 * them. It shares the player state with the engine, not the matching.
 */

type P = DubovPlayer;

function perfectPairings(players: readonly P[], ok: (a: P, b: P) => boolean): [P, P][][] {
  if (players.length === 0) return [[]];
  if (players.length % 2 === 1) return [];
  const [first, ...rest] = players;
  const out: [P, P][][] = [];
  rest.forEach((q, k) => {
    if (!ok(first!, q)) return;
    for (const tail of perfectPairings(
      rest.filter((_, i) => i !== k),
      ok,
    ))
      out.push([[first!, q], ...tail]);
  });
  return out;
}

const legal = (a: P, b: P) => compatibleDubov(a, b);
const pairable = (ps: readonly P[]) => perfectPairings(ps, legal).length > 0;
const violations = (pairing: [P, P][]) =>
  pairing.filter(([a, b]) => a.preference === b.preference).length;

/** Subsets of size k of `list`, in the order of 4.1.3 (smallest differing sequence number first). */
function subsets<T>(list: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (list.length < k) return [];
  const [first, ...rest] = list;
  return [...subsets(rest, k - 1).map((s) => [first!, ...s]), ...subsets(rest, k)];
}

function lex(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

function permutations<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [list.slice()];
  return list.flatMap((x, i) =>
    permutations(list.filter((_, j) => j !== i)).map((rest) => [x, ...rest]),
  );
}

function chooseUpfloaters(residents: P[], lower: P[], lastRound: boolean, maxT: number): P[] {
  for (let u = residents.length % 2; u <= lower.length; u += 2) {
    let best: { key: number[]; set: P[] } | null = null;
    for (const set of subsets(lower, u)) {
      const bracket = [...residents, ...set];
      const rest = lower.filter((p) => !set.includes(p));
      if (!pairable(rest)) continue; // [C4]
      // Every resident is paired, upfloaters with residents (3.2.1).
      const ok = (a: P, b: P) => legal(a, b) && (residents.includes(a) || residents.includes(b));
      const pairings = perfectPairings(bracket, ok);
      if (pairings.length === 0) continue;
      const c7 = Math.min(...pairings.map(violations));
      const maxes = set.filter((p) => p.upfloats >= maxT);
      const key = [
        ...set.map((p) => -p.score).sort((a, b) => b - a), // [C6]: ascending scores, higher better
        c7,
        ...(lastRound
          ? []
          : [
              maxes.length, // [C8]
              maxes.reduce((s, p) => s + p.upfloats, 0), // [C9]
              set.filter((p) => p.upfloatedLastRound).length, // [C10]
            ]),
      ];
      if (best === null || lex(key, best.key) < 0) best = { key, set };
    }
    if (best !== null) return best.set;
  }
  throw new Error('oracle: no upfloaters');
}

function pairBracket(bracket: P[]): [P, P][] {
  const n = bracket.length;
  const allUnplayed = bracket.every((p) => p.state.playedGames === 0);
  const byTpn = [...bracket].sort((a, b) => a.tpn - b.tpn);
  const G1 = allUnplayed ? byTpn.slice(0, n / 2) : bracket.filter((p) => p.preference === 'w');
  const G2 = bracket.filter((p) => !G1.includes(p));
  const [smaller, larger] = G1.length <= G2.length ? [G1, G2] : [G2, G1];
  const order = (pool: P[]) =>
    middleOut(
      [...pool].sort((a, b) =>
        a.preference === 'w' ? a.aro - b.aro || a.tpn - b.tpn : a.tpn - b.tpn,
      ),
    );
  const all = perfectPairings(bracket, legal);
  // 3.2.4.1: the pairs inside the smaller subgroup that no legal pairing avoids.
  const inside = (pairing: [P, P][], group: P[]) =>
    pairing.filter(([a, b]) => group.includes(a) && group.includes(b)).length;
  const x = Math.min(...all.map((pairing) => inside(pairing, smaller)));
  const y = (larger.length + x - (smaller.length - x)) / 2;
  // A pairing fits the shifts when each pair inside a subgroup holds one of its shifters and
  // shifters meet nobody else.
  const fits = (pairing: [P, P][], s1: P[], s2: P[]) =>
    pairing.every(([a, b]) => {
      const sa = smaller.includes(a);
      const sb = smaller.includes(b);
      if (sa === sb) {
        const shifted = sa ? s1 : s2;
        return shifted.includes(a) !== shifted.includes(b);
      }
      const small = sa ? a : b;
      const large = sa ? b : a;
      return !s1.includes(small) && !s2.includes(large);
    });
  const fitting = (s1: P[], s2: P[] | null) =>
    all.filter((pairing) =>
      s2 === null ? subsets(larger, y).some((t) => fits(pairing, s1, t)) : fits(pairing, s1, s2),
    );
  const bestC7 = Math.min(
    ...subsets(smaller, x).flatMap((s1) => fitting(s1, null).map(violations)),
  );
  const s1 = subsets(order(smaller), x).find((s) =>
    fitting(s, null).some((p) => violations(p) === bestC7),
  )!;
  const s2 = subsets(order(larger), y).find((s) =>
    fitting(s1, s).some((p) => violations(p) === bestC7),
  )!;
  const finalG1 = bracket.filter((p) => G1.includes(p) !== (s1.includes(p) || s2.includes(p)));
  const S1 = [...finalG1].sort((a, b) => a.aro - b.aro || a.tpn - b.tpn);
  const G2final = bracket.filter((p) => !finalG1.includes(p)).sort((a, b) => a.tpn - b.tpn);
  const candidates = permutations(G2final)
    .map((t2) => S1.map((p, i) => [p, t2[i]!] as [P, P]))
    .filter((pairing) => pairing.every(([a, b]) => legal(a, b)));
  const c7 = Math.min(...candidates.map(violations));
  return candidates.find((pairing) => violations(pairing) === c7)!;
}

export function oracleRound(t: Tournament, round: number) {
  const { players, toPair } = buildPlayers(t, round, 'unplayed-above-loss');
  const dubov = dubovPlayers(t, players, toPair, round - 1);
  const lastRound = t.totalRounds !== null && round >= t.totalRounds;
  const maxT = maxUpfloats(t.totalRounds ?? round);
  let bye: P | null = null;
  if (dubov.length % 2 === 1) {
    const order = [...dubov].sort(
      (a, b) => a.score - b.score || b.state.playedGames - a.state.playedGames || b.tpn - a.tpn,
    );
    bye =
      order.find(
        (p) => eligibleForBye2025(p.state, t.pointSystem) && pairable(dubov.filter((q) => q !== p)),
      ) ?? null;
  }
  let left = dubov.filter((p) => p !== bye).sort((a, b) => b.score - a.score || a.tpn - b.tpn);
  const pairs: [number, number][] = [];
  while (left.length > 0) {
    const score = left[0]!.score;
    const residents = left.filter((p) => p.score === score);
    const lower = left.filter((p) => p.score < score);
    const bracket = [...residents, ...chooseUpfloaters(residents, lower, lastRound, maxT)];
    for (const [a, b] of pairBracket(bracket)) pairs.push([a.id, b.id]);
    left = left.filter((p) => !bracket.includes(p));
  }
  return { pairs, bye: bye?.id ?? null };
}
