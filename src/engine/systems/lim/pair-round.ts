import type { RoundPairing, Tournament } from '../../model/tournament.js';
import { NoValidPairingError, type PairingOptions } from '../pairing-system.js';
import { chooseBye } from './bye.js';
import { colourDecision, ranksAbove } from './colours.js';
import type { ScoreGroup } from './floaters.js';
import { pairMedianGroup, pairScoreGroup } from './pair-group.js';
import { buildLimPlayers, type LimPlayer, type LimRound } from './player-state.js';
import { pairRoundOne, type ColouredPair } from './round-one.js';
import type { LimReadings } from './readings.js';
import { medianScore, scoreGroupOrder } from './score-groups.js';
import { said } from '../../../messages/said.js';

interface MadePair {
  readonly a: LimPlayer;
  readonly b: LimPlayer;
  /** Made in the median score-group or above it (5.4). */
  readonly atOrAboveMedian: boolean;
}

export function limRound(
  t: Tournament,
  round: number,
  options: PairingOptions = {},
  readings: LimReadings = {},
): LimRound {
  return {
    round,
    lastRound: t.totalRounds !== null && round >= t.totalRounds,
    medianScore: medianScore(round - 1, t.pointSystem),
    maxi: options.maxiTournament === true,
    // Lim 7.2 "decided by drawing lots": see lim/index.ts.
    lotColour: t.initialColour ?? 'w',
    readings,
  };
}

/**
 * Pair round `round` of `t` by the Lim system. `readings` are for measuring
 * other readings of the text only (readings.ts); the product passes none.
 */
export function pairLimRound(
  t: Tournament,
  round: number,
  options: PairingOptions = {},
  readings: LimReadings = {},
): RoundPairing {
  const ctx = limRound(t, round, options, readings);
  const players = buildLimPlayers(t, round);
  const bye = chooseBye(players, ctx);
  const toPair = players.filter((p) => p !== bye);
  const coloured =
    round === 1
      ? pairRoundOne(toPair, ctx)
      : pairScoreGroups(toPair, ctx).map(({ a, b, atOrAboveMedian }) => {
          const { colour, article, reason } = colourDecision(a, b, ctx, atOrAboveMedian);
          return colour === 'w'
            ? { white: a, black: b, article, reason }
            : { white: b, black: a, article, reason };
        });
  return { games: boardOrder(coloured), bye: bye?.id ?? null };
}

/**
 * Lim 2.2 and 2.6: the score-groups above the median, downward, each
 * passing its floaters to the next lower group; those below it, upwards;
 * then the median group with every floater that reached it. A blocked
 * median group takes in, one pairing at a time, the pairings of the groups
 * next to it (2.6): from the lower side while more floaters came from above
 * than from below, else from the higher side.
 * Decision (2.6): "the next pairing" of a neighbouring group is the one made
 * last there (the players nearest the median in the order of work), and when
 * a neighbouring group has no pairing left the next group beyond it is used.
 */
export function pairScoreGroups(players: readonly LimPlayer[], ctx: LimRound): MadePair[] {
  const byScore = new Map<number, LimPlayer[]>();
  for (const p of players) {
    const list = byScore.get(p.score);
    if (list) list.push(p);
    else byScore.set(p.score, [p]);
  }
  const order = scoreGroupOrder(byScore.keys(), ctx.medianScore);
  const incoming = new Map<number, LimPlayer[]>();
  const floatersOf = (score: number) => incoming.get(score) ?? [];
  const groupAt = (score: number, direction: 'down' | 'up'): ScoreGroup => ({
    score,
    direction,
    atOrAboveMedian: score >= ctx.medianScore,
    natives: byScore.get(score) ?? [],
    floaters: floatersOf(score),
  });

  const made = new Map<number, MadePair[]>();
  const pairHalf = (scores: number[], direction: 'down' | 'up') => {
    scores.forEach((score, i) => {
      const next = scores[i + 1] ?? ctx.medianScore;
      const group = groupAt(score, direction);
      const adjacent = groupAt(next, next === ctx.medianScore ? 'down' : direction);
      const result = pairScoreGroup(group, adjacent, ctx);
      made.set(
        score,
        result.pairs.map(([a, b]) => ({ a, b, atOrAboveMedian: group.atOrAboveMedian })),
      );
      incoming.set(next, [...floatersOf(next), ...result.floaters]);
    });
  };
  pairHalf(order.above, 'down');
  pairHalf(order.below, 'up');

  // 2.6: what may be cracked, nearest the median first.
  const crackable = (scores: number[]) =>
    [...scores].reverse().flatMap((s) => [...(made.get(s) ?? [])].reverse());
  const higher = crackable(order.above);
  const lower = crackable(order.below);
  const cracked = new Set<MadePair>();
  const medianFloaters = [...floatersOf(ctx.medianScore)];
  for (;;) {
    const median: ScoreGroup = { ...groupAt(ctx.medianScore, 'down'), floaters: medianFloaters };
    const pairs = pairMedianGroup(median, ctx);
    if (pairs) {
      const rest = [...made.values()].flat().filter((p) => !cracked.has(p));
      return [...rest, ...pairs.map(([a, b]) => ({ a, b, atOrAboveMedian: true }))];
    }
    const fromAbove = medianFloaters.filter((p) => p.score > ctx.medianScore).length;
    const fromBelow = medianFloaters.length - fromAbove;
    const side = fromAbove > fromBelow ? lower : higher;
    const crack = side.shift() ?? (side === lower ? higher : lower).shift();
    if (crack === undefined)
      throw new NoValidPairingError(
        `round ${ctx.round}: the median score-group cannot be paired even with every other pairing undone (Lim 2.6)`,
        said('engine.noPairing.limMedian', { round: ctx.round }),
      );
    cracked.add(crack);
    medianFloaters.push(crack.a, crack.b);
  }
}

/**
 * Board order, as C.04.2 3.6 recommends: the score of the higher ranked
 * player, then the sum of both scores, then the pairing number of the
 * higher ranked player.
 */
function boardOrder(pairs: readonly ColouredPair[]): RoundPairing['games'] {
  const keyed = pairs.map((pair) => {
    const top = ranksAbove(pair.white, pair.black) ? pair.white : pair.black;
    return { pair, top, sum: pair.white.score + pair.black.score };
  });
  keyed.sort((x, y) => y.top.score - x.top.score || y.sum - x.sum || x.top.id - y.top.id);
  return keyed.map(({ pair }) => ({
    white: pair.white.id,
    black: pair.black.id,
    colourRule: `Lim ${pair.article}`,
    colourReason: pair.reason,
  }));
}
