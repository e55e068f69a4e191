import type { RoundPairing, Tournament } from '../../../model/tournament.js';
import { NoValidPairingError } from '../../pairing-system.js';
import { BracketWeights, type DutchRules } from './bracket-weights.js';
import { COLOURS_2017 } from '../articles.js';
import { inRankOrder, roundPairing } from '../colours.js';
import { CompletionCheck } from './completion.js';
import type { MatcherFactory } from '../matcher.js';
import { type BracketOptions, pairBracket, shapeGraph } from '../pair-bracket.js';
import { TriangleMemory } from '../triangle-memory.js';
import { PairCompatibility } from '../pair-compatibility.js';
import { buildPlayers, type DutchPlayer } from '../player-state.js';
import { said } from '../../../../messages/said.js';

/**
 * Pair a round by the Dutch system (C.04.3 A.9): brackets from the top
 * scoregroup down, each bracket's downfloaters moving to the next; when the
 * downfloaters of a bracket would leave the rest of the round impossible to
 * complete, that bracket becomes the PPB and is paired again together with
 * all the remaining players (the collapsed last bracket).
 */
export function pairDutchRound(
  t: Tournament,
  round: number,
  rules: DutchRules,
  createMatcher: MatcherFactory,
  /** How the brackets' matchings hold their pairs (for tests and measurements). */
  bracketOptions: BracketOptions = {},
): RoundPairing {
  // the brackets' per-pair arrays in memory written once, bracket after bracket
  bracketOptions = { memory: new TriangleMemory(), ...bracketOptions };
  const { toPair, context } = buildPlayers(t, round, 'every-unplayed-round');
  const sorted = inRankOrder(toPair);
  const compatible = new PairCompatibility(sorted, context);
  // C.2 asked of each player once, not again in every bracket he is in.
  const byeEligible = new Set(sorted.filter((p) => rules.eligibleForBye(p, context)));
  const eligible = (p: DutchPlayer) => byeEligible.has(p);
  const completion = new CompletionCheck(sorted, compatible, eligible);
  if (!completion.canComplete())
    throw new NoValidPairingError(
      `round ${round}: no pairing satisfies the absolute criteria (C.1-C.3) for all ${sorted.length} players`,
      said('engine.noPairing.criteria', {
        round,
        criteria: '(C.1-C.3)',
        players: sorted.length,
      }),
    );

  const pairs: [DutchPlayer, DutchPlayer][] = [];
  let current: DutchPlayer[] = [];
  let next = 0;
  while (next < sorted.length && sorted[next]!.score >= sorted[0]!.score)
    current.push(sorted[next++]!);
  let special = next === sorted.length;
  let mdpCount = 0;
  let guard = 0;
  while (current.length > 1 || next < sorted.length) {
    if (++guard > 4 * sorted.length + 10)
      throw new Error('internal: the bracket loop does not progress');
    const bracketEnd = current.length;
    const groupStart = next;
    const players = current.slice();
    while (next < sorted.length && (special || sorted[next]!.score >= sorted[groupStart]!.score))
      players.push(sorted[next++]!);
    const shape = { players, mdpCount, bracketEnd, special, final: next === sorted.length };
    const weights = new BracketWeights(shape, { eligibleForBye: eligible }, context, compatible);
    // C.04.3 (2017) pairs a bracket looking at the next scoregroup only (C.7).
    const { pairs: bracketPairs } = pairBracket(
      shape,
      weights,
      shapeGraph(players.length, weights.layout.limbs, createMatcher, bracketOptions),
      bracketOptions,
    );

    if (!special) {
      for (const [i, j] of bracketPairs) completion.fix(players[i]!, players[j]!);
      if (!completion.canComplete()) {
        // A.9: this bracket is the PPB; pair it again with everyone below.
        next = groupStart;
        special = true;
        continue;
      }
    }
    special = next === sorted.length;

    const paired = new Uint8Array(players.length);
    for (const [i, j] of bracketPairs) {
      paired[i] = paired[j] = 1;
      pairs.push([players[i]!, players[j]!]);
    }
    const floaters = players.slice(0, bracketEnd).filter((_, i) => !paired[i]);
    current = [...floaters, ...players.slice(bracketEnd)];
    mdpCount = floaters.length;
  }

  return roundPairing(pairs, current, context, COLOURS_2017);
}
