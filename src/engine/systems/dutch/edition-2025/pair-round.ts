import type { RoundPairing, Tournament } from '../../../model/tournament.js';
import { NoValidPairingError } from '../../pairing-system.js';
import { COLOURS_2025 } from '../articles.js';
import { inRankOrder, roundPairing } from '../colours.js';
import type { MatcherFactory } from '../matcher.js';
import {
  type BracketGraph,
  type BracketOptions,
  type BracketResult,
  WHOLE_ROUND_LAZY_FROM,
  pairBracket,
  shapeGraph,
} from '../pair-bracket.js';
import { TriangleMemory } from '../triangle-memory.js';
import { PairCompatibility } from '../pair-compatibility.js';
import { buildPlayers, type DutchPlayer } from '../player-state.js';
import { RoundCompletion } from './round-completion.js';
import { CompletionBinds, WholeRoundGraph } from './round-graph.js';
import {
  BracketWeights2025,
  type ByeOutlook,
  completionUnits,
  eligibleForBye2025,
  isByeCandidate,
  RoundLayout2025,
} from './weights.js';
import { said } from '../../../../messages/said.js';

/**
 * Pair a round by the 2025 Dutch system. Brackets are paired from the top
 * down as in 2017, but [C4] (a legal pairing of everyone not yet paired must
 * remain) holds in every bracket, so there is no PPB or collapsed last
 * bracket, and [C5] fixes the lowest score the pairing-allocated bye can go
 * to before any bracket. A bracket is matched with the next scoregroup
 * alone while each optimum can be completed for the round; from the first
 * bracket where that fails, in one matching of every player still to pair:
 * one matcher kept from bracket to bracket (WholeRoundGraph), or, from
 * WHOLE_ROUND_LAZY_FROM players still to pair, a shape of all of them per bracket that
 * holds only some pairs (bracket-edges.ts), so that memory grows with the
 * pairs held and not with the square of the players.
 */
export function pairRound2025(
  t: Tournament,
  round: number,
  createMatcher: MatcherFactory,
  /** Pair every bracket in the matching of all players still to pair (the slower, plain way; for tests). */
  wholeRoundOnly = false,
  /** How the brackets' matchings hold their pairs (for tests and measurements). */
  bracketOptions: BracketOptions = {},
): RoundPairing {
  // the brackets' per-pair arrays in memory written once, bracket after bracket
  bracketOptions = { memory: new TriangleMemory(), ...bracketOptions };
  const { toPair, context } = buildPlayers(t, round, 'unplayed-above-loss');
  const ps = t.pointSystem;
  const eligible = (p: DutchPlayer) => eligibleForBye2025(p, ps);
  const sorted = inRankOrder(toPair);
  const n = sorted.length;
  const odd = n % 2 === 1;
  const compatible = new PairCompatibility(sorted, context);
  const completion = new RoundCompletion(sorted, context, compatible);
  const outlook = initialByeOutlook(sorted, compatible, eligible, completion, createMatcher, round);
  const candidates = new Set(sorted.filter((p) => isByeCandidate(p, outlook, eligible)));
  const candidate = (p: DutchPlayer) => candidates.has(p);
  const layout = new RoundLayout2025(sorted, context);
  const rank = new Map<DutchPlayer, number>(sorted.map((p, i) => [p, i]));
  /** Players paired in the brackets done so far, by rank. */
  const done = new Uint8Array(n);
  const scratch = new Uint8Array(n);
  let whole: WholeRoundGraph | null = null;
  /** From the first bracket whose bracket-only optima cannot all be completed on. */
  let wholeRound = wholeRoundOnly;

  const pairs: [DutchPlayer, DutchPlayer][] = [];
  let current: DutchPlayer[] = [];
  let next = 0;
  while (next < n && sorted[next]!.score >= sorted[0]!.score) current.push(sorted[next++]!);
  let mdpCount = 0;
  let bye: ByeOutlook = outlook;
  while (current.length > 1 || next < n) {
    const bracketEnd = current.length;
    const groupStart = next;
    const players = current.slice();
    while (next < n && sorted[next]!.score >= sorted[groupStart]!.score)
      players.push(sorted[next++]!);
    const shape = { players, mdpCount, bracketEnd, special: false, final: next === n };
    const ranks = players.map((p) => rank.get(p)!);

    // The bracket and the next scoregroup alone, as long as each optimum of
    // theirs can be completed for the whole round; from the first bracket
    // where one cannot, the matching of every player still to pair.
    let graph: BracketGraph | null = null;
    let result: BracketResult | null = null;
    if (!wholeRound) {
      const local = new RoundLayout2025(sorted, context, new Set(players.map((p) => p.score)));
      // Its weights leave out [C4]/[C5]: while its optimum can be completed for the whole
      // round, that optimum is also one of the matching of every player (the completion field
      // is the same for every complete pairing, and the other criteria only look at pairs
      // inside the bracket and the next scoregroup). Every optimum is checked.
      const limbs = local.layout.limbs;
      graph = shapeGraph(players.length, limbs, createMatcher, bracketOptions, (mates) => {
        scratch.set(done);
        mates.forEach((m, i) => {
          if (m >= 0) scratch[ranks[i]!] = 1;
        });
        if (!completion.holdsWithout(scratch)) throw new CompletionBinds();
      });
      const weights = new BracketWeights2025(
        local,
        shape,
        bye,
        context,
        candidate,
        false,
        compatible,
      );
      try {
        result = pairBracket(shape, weights, graph, bracketOptions);
      } catch (e) {
        if (!(e instanceof CompletionBinds)) throw e;
      }
    }
    if (!result) wholeRound = true;
    const toPairNow = n - next + players.length;
    if (
      !result &&
      !whole &&
      !wholeRoundOnly &&
      toPairNow >= (bracketOptions.lazyFrom ?? WHOLE_ROUND_LAZY_FROM)
    ) {
      // Every player still to pair in the shape: those below the next
      // scoregroup after it, their pairs (and those of two MDPs) weighing
      // [C4]/[C5] alone, as in WholeRoundGraph.
      const all = players.concat(sorted.slice(next));
      const wholeShape = { ...shape, players: all };
      graph = shapeGraph(all.length, layout.layout.limbs, createMatcher, bracketOptions);
      const weights = new BracketWeights2025(
        layout,
        wholeShape,
        bye,
        context,
        candidate,
        true,
        compatible,
        players.length,
      );
      result = pairBracket(wholeShape, weights, graph, bracketOptions);
      if (bracketOptions.stats) bracketOptions.stats.wholeRoundShapes++;
    }
    if (!result) {
      whole ??= new WholeRoundGraph(
        sorted.filter((_, i) => !done[i]),
        layout,
        candidate,
        compatible,
        createMatcher,
      );
      graph = whole.forBracket(players, mdpCount);
      const weights = new BracketWeights2025(
        layout,
        shape,
        bye,
        context,
        candidate,
        true,
        compatible,
      );
      result = pairBracket(shape, weights, graph, bracketOptions);
    }

    const paired = new Uint8Array(players.length);
    for (const [i, j] of result.pairs) {
      paired[i] = paired[j] = 1;
      done[ranks[i]!] = done[ranks[j]!] = 1;
      pairs.push([players[i]!, players[j]!]);
    }
    const carried: number[] = [];
    for (let i = 0; i < players.length; i++) if (i >= bracketEnd || !paired[i]) carried.push(i);
    // [C9] applies to the next bracket when it downfloats exactly one
    // player, the future PAB assignee: its scoregroup is not above the
    // assignee's score (so nobody below it can take the bye) and the
    // optimum leaves at most one of its players without a partner in it.
    const nextScore = groupStart < n ? sorted[groupStart]!.score : null;
    let left = 0;
    for (const i of carried) {
      const m = result.lastMates[i]!;
      const mate = m < 0 ? -1 : graph!.indexOf(m);
      if (mate < 0 || mate >= players.length) left++;
    }
    const single =
      odd &&
      nextScore !== null &&
      bye.assigneeScore !== null &&
      nextScore <= bye.assigneeScore &&
      left <= 1;
    bye = { ...bye, singleDownfloaterIsAssignee: single };
    current = carried.map((i) => players[i]!);
    mdpCount = carried.filter((i) => i < bracketEnd).length;
  }

  return roundPairing(pairs, current, context, COLOURS_2025);
}

/**
 * [C4] and [C5] before any bracket: is a legal pairing of everyone possible,
 * and what is the lowest score the PAB assignee can have? Also whether [C9]
 * applies to the first bracket and how [C9] ranks numbers of played games.
 */
function initialByeOutlook(
  sorted: readonly DutchPlayer[],
  compatible: PairCompatibility,
  eligible: (p: DutchPlayer) => boolean,
  completion: RoundCompletion,
  createMatcher: MatcherFactory,
  round: number,
): ByeOutlook {
  const n = sorted.length;
  const odd = n % 2 === 1;
  const noPairing = () =>
    new NoValidPairingError(
      `round ${round}: no pairing satisfies the absolute criteria ([C1]-[C3]) for all ${n} players`,
      said('engine.noPairing.criteria', { round, criteria: '([C1]-[C3])', players: n }),
    );
  const nobody = new Uint8Array(n);
  if (!odd) {
    if (!completion.holdsWithout(nobody)) throw noPairing();
    return { assigneeScore: null, singleDownfloaterIsAssignee: false, playedGamesRank: new Map() };
  }
  // The bye is opened to more and more eligible players from the lowest
  // score up: the first score at which everybody can be paired is the
  // lowest the assignee can have.
  let assigneeScore: number | null = null;
  for (let k = n - 1; k >= 0 && assigneeScore === null;) {
    const score = sorted[k]!.score;
    for (; k >= 0 && sorted[k]!.score === score; k--)
      if (eligible(sorted[k]!)) completion.openBye(k);
    if (completion.holdsWithout(nobody)) assigneeScore = score;
  }
  if (assigneeScore === null) throw noPairing();
  const top = sorted[0]!.score;
  const single =
    assigneeScore >= top &&
    !topGroupFloats(sorted, compatible, eligible, createMatcher, assigneeScore);
  const games = sorted.filter((p) => p.score === assigneeScore).map((p) => p.playedGames);
  games.sort((a, b) => b - a);
  const playedGamesRank = new Map<number, number>();
  games.forEach((g, k) => playedGamesRank.set(g, k));
  return { assigneeScore, singleDownfloaterIsAssignee: single, playedGamesRank };
}

/**
 * When the PAB goes to the top scoregroup: must a player of that group be
 * paired below it (in a pairing with as many pairs inside the group as
 * possible)? Then the first bracket downfloats more than the assignee.
 */
function topGroupFloats(
  sorted: readonly DutchPlayer[],
  compatible: PairCompatibility,
  eligible: (p: DutchPlayer) => boolean,
  createMatcher: MatcherFactory,
  assigneeScore: number,
): boolean {
  const n = sorted.length;
  const top = sorted[0]!.score;
  // 2025 [C9]: nobody below the top scoregroup (round 1), so no player of it is paired below it.
  if (sorted[n - 1]!.score >= top) return false;
  // Limbs: completion with the PAB to an eligible player of the assignee's
  // score or lower; pairs inside the top scoregroup.
  const m = createMatcher(n, 2);
  const candidate = (p: DutchPlayer) => eligible(p) && p.score <= assigneeScore;
  for (let j = 0; j < n; j++)
    for (let i = 0; i < j; i++) {
      const a = sorted[i]!;
      const b = sorted[j]!;
      if (!compatible.allows(i, j)) continue;
      m.setWeight(i, j, [completionUnits(candidate(a), candidate(b)), b.score >= top ? 1 : 0]);
    }
  m.solve();
  for (let i = 0; i < n && sorted[i]!.score >= top; i++) {
    const mate = m.mate(i);
    if (mate >= 0 && sorted[mate]!.score < top) return true;
  }
  return false;
}
