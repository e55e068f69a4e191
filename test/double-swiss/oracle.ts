import type { Tournament } from '../../src/engine/model/tournament.js';
import {
  type DoubleSwissPlayer,
  doubleSwissPlayers,
} from '../../src/engine/systems/double-swiss/players.js';

/**
 * A brute-force reading of C.04.5 Art. 3 for small rounds: every bye, every
 * set of upfloaters of every size and every pairing of a bracket is listed
 * and judged by the criteria as the text orders them. It shares the players'
 * view with the engine (scores, meetings, floats: engine/model/matches.ts),
 * not its matchings.
 */
type P = DoubleSwissPlayer;

const legal = (a: P, b: P) => !a.mayNotMeet.has(b.id) && !b.mayNotMeet.has(a.id);

function perfectPairings(players: readonly P[]): [P, P][][] {
  if (players.length === 0) return [[]];
  if (players.length % 2 === 1) return [];
  const [first, ...rest] = players;
  const out: [P, P][][] = [];
  rest.forEach((q, k) => {
    if (!legal(first!, q)) return;
    for (const tail of perfectPairings(rest.filter((_, i) => i !== k)))
      out.push([[first!, q], ...tail]);
  });
  return out;
}

const pairable = (ps: readonly P[]) => perfectPairings(ps).length > 0;

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

const byRank = (a: P, b: P) => b.score - a.score || a.tpn - b.tpn;
const topGroup = (ps: readonly P[]) => {
  const top = Math.max(...ps.map((p) => p.score));
  return ps.filter((p) => p.score === top);
};

/** The legal upfloater sets of `residents` among `lower`, of the fewest players ([C4]). */
function fewestLegalSets(residents: P[], lower: P[]): P[][] {
  for (let u = 0; u <= lower.length; u++) {
    const sets = subsets(lower, u).filter(
      (s) => pairable([...residents, ...s]) && pairable(lower.filter((p) => !s.includes(p))),
    );
    if (sets.length > 0) return sets;
  }
  return [];
}

/** [C5]: the upfloaters' scores, the lowest first, as high as possible. */
function scoreKey(set: readonly P[]): number[] {
  return set.map((p) => -p.score).sort((a, b) => b - a);
}

function chooseUpfloaters(residents: P[], lower: P[], lastRound: boolean): P[] {
  const sets = fewestLegalSets(residents, lower);
  const keyOf = (set: P[]) => {
    const rest = lower.filter((p) => !set.includes(p));
    const next = rest.length === 0 ? [] : topGroup(rest);
    const c6 =
      next.length === 0
        ? 0
        : fewestLegalSets(
            next,
            rest.filter((p) => !next.includes(p)),
          )[0]!.length;
    const c7 = lastRound ? 0 : set.filter((p) => p.floatedLastRound).length;
    // 3.5.4: the set listed by descending score, then TPN; compared by TPN.
    const order = [...set].sort(byRank).map((p) => p.tpn);
    return [...scoreKey(set), c6, c7, ...order];
  };
  let best: { key: number[]; set: P[] } | null = null;
  for (const set of sets) {
    const key = keyOf(set);
    if (best === null || lex(key, best.key) < 0) best = { key, set };
  }
  return best!.set;
}

function pairBracket(bracket: P[], upfloaters: readonly P[], c8: boolean): [P, P][] {
  let best: { key: number[]; pairing: [P, P][] } | null = null;
  for (const pairing of perfectPairings(bracket)) {
    const pairs = pairing
      .map(([a, b]) => (a.tpn < b.tpn ? [a, b] : [b, a]))
      .sort((x, y) => x[0]!.tpn - y[0]!.tpn);
    const identifier = [...pairs.map((p) => p[0]!.tpn), ...pairs.map((p) => p[1]!.tpn)];
    // [C8]: upfloaters whose opponent floated in the previous round.
    const violations = c8
      ? pairs.reduce(
          (n, [a, b]) =>
            n +
            Number(upfloaters.includes(a!) && b!.floatedLastRound) +
            Number(upfloaters.includes(b!) && a!.floatedLastRound),
          0,
        )
      : 0;
    const key = [violations, ...identifier];
    if (best === null || lex(key, best.key) < 0) best = { key, pairing: pairs as [P, P][] };
  }
  return best!.pairing;
}

/** The pairs (unordered) and the bye of match round `match`, by Art. 3 read literally. */
export function oracleMatchRound(
  t: Tournament,
  match: number,
): { pairs: [number, number][]; bye: number | null } {
  const players = doubleSwissPlayers(t, match).sort(byRank);
  const lastRound = t.totalRounds !== null && match >= Math.ceil(t.totalRounds / 2);
  let bye: P | null = null;
  if (players.length % 2 === 1) {
    // 3.4.4 applied to the players 3.4.1 allows.
    const allowed = players.filter((p) => p.mayHaveBye && pairable(players.filter((q) => q !== p)));
    allowed.sort((a, b) => a.score - b.score || b.matchesPlayed - a.matchesPlayed || b.tpn - a.tpn);
    bye = allowed[0] ?? null;
    if (bye === null) throw new Error('oracle: no bye');
  }
  let left = players.filter((p) => p !== bye);
  if (!pairable(left)) throw new Error('oracle: no pairing');
  const pairs: [number, number][] = [];
  while (left.length > 0) {
    const residents = topGroup(left);
    const lower = left.filter((p) => !residents.includes(p));
    const up = chooseUpfloaters(residents, lower, lastRound);
    const bracket = [...residents, ...up];
    for (const [a, b] of pairBracket(bracket, up, !lastRound)) pairs.push([a.id, b.id]);
    left = left.filter((p) => !bracket.includes(p));
  }
  return { pairs, bye: bye?.id ?? null };
}
