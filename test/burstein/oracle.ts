import type { Tournament } from '../../src/engine/model/tournament.js';
import { buildPlayers, type DutchPlayer } from '../../src/engine/systems/dutch/player-state.js';
import { eligibleForBye2025 } from '../../src/engine/systems/dutch/edition-2025/weights.js';
import { compatibleBurstein, rankingOrder } from '../../src/engine/systems/burstein/pair-round.js';
import { oppositionIndexes } from '../../src/engine/systems/burstein/opposition-index.js';

/**
 * A brute-force reading of Burstein 2-4 for small rounds: every pairing of
 * every bracket is listed, the criteria are compared as the text states
 * them, and the first in the order of 4.3 is taken. Independent of the
 * engine's matching; it shares only the player state and the Index.
 */

export type Pairing = [number, number][]; // BSN-indexed pairs (0-based, a < b)

/** Every set of disjoint pairs among `n` players allowed by `ok` (any number of pairs). */
export function allPairings(n: number, ok: (a: number, b: number) => boolean): Pairing[] {
  const out: Pairing[] = [];
  const used = new Array<boolean>(n).fill(false);
  const current: Pairing = [];
  const go = (i: number) => {
    while (i < n && used[i]) i++;
    if (i >= n) {
      out.push(current.map((p) => [...p] as [number, number]));
      return;
    }
    used[i] = true;
    go(i + 1); // i floats
    for (let j = i + 1; j < n; j++) {
      if (used[j] || !ok(i, j)) continue;
      used[j] = true;
      current.push([i, j]);
      go(i + 1);
      current.pop();
      used[j] = false;
    }
    used[i] = false;
  };
  go(0);
  return out;
}

/** 4.3: the opponent of each BSN in turn (0-based BSN + 1; 0 for a float), compared highest first. */
export function opponentsList(n: number, pairing: Pairing): number[] {
  const opp = new Array<number>(n).fill(0);
  for (const [a, b] of pairing) {
    opp[a] = b + 1;
    opp[b] = a + 1;
  }
  return opp;
}

/** 4.3: negative when `x` precedes `y`. */
export function compareByOrder(x: number[], y: number[]): number {
  for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return y[k]! - x[k]!;
  return 0;
}

function perfect(players: readonly DutchPlayer[]): boolean {
  if (players.length === 0) return true;
  if (players.length % 2 === 1) return false;
  const [first, ...rest] = players;
  return rest.some(
    (q, k) => compatibleBurstein(first!, q) && perfect(rest.filter((_, i) => i !== k)),
  );
}

/** Lexicographic comparison of number lists; negative when a is smaller. */
function lexCompare(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== b[k]) return a[k]! - b[k]!;
  return a.length - b.length;
}

interface Quality {
  pairs: number; // [C5], more is better
  floaterScores: number[]; // [C6], descending, smaller is better
  nextPairs: number; // [C7]
  nextFloaterScores: number[];
  colourMisses: number; // [C8], fewer is better
}

function betterQuality(a: Quality, b: Quality): number {
  return (
    b.pairs - a.pairs ||
    lexCompare(a.floaterScores, b.floaterScores) ||
    b.nextPairs - a.nextPairs ||
    lexCompare(a.nextFloaterScores, b.nextFloaterScores) ||
    a.colourMisses - b.colourMisses
  );
}

function pairAndFloat(bracket: readonly DutchPlayer[], pairing: Pairing) {
  const paired = new Set<number>();
  for (const [a, b] of pairing) paired.add(a).add(b);
  return bracket.filter((_, i) => !paired.has(i));
}

/** Pairs (as player ids) of a round after the seeding rounds, by brute force. */
export function oracleRound(
  t: Tournament,
  round: number,
): { pairs: [number, number][]; bye: number | null } {
  const { toPair } = buildPlayers(t, round, 'unplayed-above-loss');
  const byRank = rankingOrder(oppositionIndexes(t, round));
  let bye: DutchPlayer | null = null;
  if (toPair.length % 2 === 1) {
    const order = [...toPair].sort(
      (a, b) => a.score - b.score || b.playedGames - a.playedGames || byRank(b, a),
    );
    bye =
      order.find(
        (p) => eligibleForBye2025(p, t.pointSystem) && perfect(toPair.filter((q) => q !== p)),
      ) ?? null;
    if (bye === null) throw new Error('oracle: no bye');
  }
  const left = toPair.filter((p) => p !== bye);
  const scores = [...new Set(left.map((p) => p.score))].sort((a, b) => b - a);
  const pairs: [number, number][] = [];
  let floaters: DutchPlayer[] = [];
  scores.forEach((score, g) => {
    const bracket = [...floaters, ...left.filter((p) => p.score === score)].sort(byRank);
    const next = left.filter((p) => p.score === scores[g + 1]);
    const rest = left.filter((p) => p.score < (scores[g + 1] ?? -Infinity));
    let best: { q: Quality; order: number[]; pairing: Pairing } | null = null;
    for (const pairing of allPairings(bracket.length, (a, b) =>
      compatibleBurstein(bracket[a]!, bracket[b]!),
    )) {
      const out = pairAndFloat(bracket, pairing);
      if (!perfect([...out, ...next, ...rest])) continue; // [C4]
      // [C7]: the best the following bracket can do with these floaters.
      const nb = [...out, ...next];
      let nextBest: { pairs: number; scores: number[] } | null = null;
      for (const np of allPairings(nb.length, (a, b) => compatibleBurstein(nb[a]!, nb[b]!))) {
        const nout = pairAndFloat(nb, np);
        if (!perfect([...nout, ...rest])) continue;
        const cand = { pairs: np.length, scores: nout.map((p) => p.score).sort((a, b) => b - a) };
        if (
          nextBest === null ||
          cand.pairs > nextBest.pairs ||
          (cand.pairs === nextBest.pairs && lexCompare(cand.scores, nextBest.scores) < 0)
        )
          nextBest = cand;
      }
      const q: Quality = {
        pairs: pairing.length,
        floaterScores: out.map((p) => p.score).sort((a, b) => b - a),
        nextPairs: nextBest?.pairs ?? 0,
        nextFloaterScores: nextBest?.scores ?? [],
        colourMisses: pairing.filter(([a, b]) => {
          const x = bracket[a]!.colourPreference;
          const y = bracket[b]!.colourPreference;
          return x !== null && x === y;
        }).length,
      };
      const order = opponentsList(bracket.length, pairing);
      if (
        best === null ||
        betterQuality(q, best.q) < 0 ||
        (betterQuality(q, best.q) === 0 && compareByOrder(order, best.order) < 0)
      )
        best = { q, order, pairing };
    }
    if (best === null) throw new Error('oracle: bracket cannot be paired');
    for (const [a, b] of best.pairing) pairs.push([bracket[a]!.id, bracket[b]!.id]);
    floaters = pairAndFloat(bracket, best.pairing);
  });
  return { pairs, bye: bye?.id ?? null };
}
