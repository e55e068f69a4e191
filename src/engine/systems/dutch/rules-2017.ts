import { isForfeit, isPairingAllocatedBye } from '../../model/results.js';
import type { DutchRules } from './bracket-weights.js';
import type { DutchPlayer, RoundContext } from './player-state.js';

/** Topscorers (C.04.3 A.7): over 50% of the maximum possible score, when pairing the final round. */
export function isTopscorerInLastRound(p: DutchPlayer, ctx: RoundContext): boolean {
  if (ctx.playedRounds < ctx.totalRounds - 1) return false;
  return p.score > Math.floor((ctx.playedRounds * Math.max(ctx.winPoints, ctx.drawPoints)) / 2);
}

/** The absolute criteria C.1 and C.3 of the 2017 edition for one pair. */
export function compatible2017(a: DutchPlayer, b: DutchPlayer, ctx: RoundContext): boolean {
  // C.1: two players shall not play each other more than once (and XXP forbidden pairs).
  if (a.forbidden.has(b.id) || b.forbidden.has(a.id)) return false;
  // C.3: non-topscorers with the same absolute colour preference shall not meet.
  if (a.absolutePreference && b.absolutePreference && a.colourPreference === b.colourPreference)
    return isTopscorerInLastRound(a, ctx) || isTopscorerInLastRound(b, ctx);
  return true;
}

/**
 * C.2 (C.04.1.d, 2017 wording): a player who has already received a
 * pairing-allocated bye, or has already scored a forfeit win, shall not
 * receive the pairing-allocated bye. A requested full-point bye does not count.
 */
export function eligibleForBye2017(p: DutchPlayer): boolean {
  return !p.records.some(
    (rec) => isPairingAllocatedBye(rec) || (isForfeit(rec) && rec?.result === '+'),
  );
}

export const rules2017: DutchRules = {
  compatible: compatible2017,
  eligibleForBye: (p) => eligibleForBye2017(p),
};
