import type { Colour } from '../../model/tournament.js';
import type { DutchPlayer, RoundContext } from './player-state.js';

/** Topscorers (C.04.3 A.7): over 50% of the maximum possible score, when pairing the final round. */
export function isTopscorerInLastRound(p: DutchPlayer, ctx: RoundContext): boolean {
  if (ctx.playedRounds < ctx.totalRounds - 1) return false;
  return p.score > Math.floor((ctx.playedRounds * Math.max(ctx.winPoints, ctx.drawPoints)) / 2);
}

/**
 * C.3 (2025 [C3]): the colour a player's absolute preference insists on when
 * he is not a topscorer, else null. Two players with the same such colour
 * may not meet; a topscorer's absolute preference does not bar a pairing.
 */
export function absoluteColourClash(p: DutchPlayer, ctx: RoundContext): Colour | null {
  return p.absolutePreference && !isTopscorerInLastRound(p, ctx) ? p.colourPreference : null;
}

/**
 * The absolute criteria for one pair, worded alike in both editions: 2017
 * C.1 and C.3, 2025 [C1] and [C3].
 */
export function dutchCompatible(a: DutchPlayer, b: DutchPlayer, ctx: RoundContext): boolean {
  // C.1: two players shall not play each other more than once (and XXP forbidden pairs).
  if (a.forbidden.has(b.id) || b.forbidden.has(a.id)) return false;
  // C.3: non-topscorers with the same absolute colour preference shall not meet.
  const clash = absoluteColourClash(a, ctx);
  return clash === null || clash !== absoluteColourClash(b, ctx);
}
