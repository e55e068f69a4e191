import type { DutchPlayer, RoundContext } from './player-state.js';

/** Topscorers (C.04.3 A.7): over 50% of the maximum possible score, when pairing the final round. */
export function isTopscorerInLastRound(p: DutchPlayer, ctx: RoundContext): boolean {
  if (ctx.playedRounds < ctx.totalRounds - 1) return false;
  return p.score > Math.floor((ctx.playedRounds * Math.max(ctx.winPoints, ctx.drawPoints)) / 2);
}

/**
 * The absolute criteria for one pair, worded alike in both editions: 2017
 * C.1 and C.3, 2025 [C1] and [C3].
 */
export function dutchCompatible(a: DutchPlayer, b: DutchPlayer, ctx: RoundContext): boolean {
  // C.1: two players shall not play each other more than once (and XXP forbidden pairs).
  if (a.forbidden.has(b.id) || b.forbidden.has(a.id)) return false;
  // C.3: non-topscorers with the same absolute colour preference shall not meet.
  if (a.absolutePreference && b.absolutePreference && a.colourPreference === b.colourPreference)
    return isTopscorerInLastRound(a, ctx) || isTopscorerInLastRound(b, ctx);
  return true;
}
