import {
  memoised,
  playerRounds,
  type PlayerRounds,
  type TiebreakContext,
} from './tiebreak-context.js';

/**
 * The scores the Buchholz family adds up (C.07 16.3, 8.3). `fore` reads the
 * tournament as Fore Buchholz does: every game paired for the final round
 * (played, forfeited or not yet played) counts as a draw.
 */

/** Whether Fore Buchholz replaces this player's final-round result by a draw (C.07 8.3). */
export function hasForeDraw(ctx: TiebreakContext, p: PlayerRounds): boolean {
  return (
    ctx.round === ctx.finalRound && ctx.round > 0 && p.outcomes[ctx.round - 1]?.opponent != null
  );
}

/**
 * C.07 16.3 adjusted score: a participant's score as the opponents see it.
 * Rounds up to the last one that was not voluntarily unplayed count at their
 * points, and so does any round with a scheduled opponent (16.3.1: a trailing
 * forfeit loss stays at 0); requested byes and absences followed only by such
 * rounds, withdrawal included, count as draws (16.3.2).
 */
export function adjustedScore(ctx: TiebreakContext, id: number, fore: boolean): number {
  const all = memoised(ctx, `adjusted:${fore}`, () => {
    const m = new Map<number, number>();
    for (const p of ctx.players) m.set(p.player.id, computeAdjusted(ctx, p, fore));
    return m;
  });
  return all.get(id) ?? 0;
}

function computeAdjusted(ctx: TiebreakContext, p: PlayerRounds, fore: boolean): number {
  const draw = ctx.pointSystem.draw;
  // C.07 15.2: with pre-determined pairings an unplayed round without opponent is worth what it scored.
  const trailing = ctx.roundRobin ? 0 : draw;
  const foreDraw = fore && hasForeDraw(ctx, p);
  // C.07 8.3: the final round is then a game with an opponent, so no earlier bye trails it.
  const lastNonVur = foreDraw ? ctx.round : p.lastNonVurRound;
  let total = 0;
  p.outcomes.forEach((o, i) => {
    const round = i + 1;
    total += round <= lastNonVur || o.opponent !== null ? o.points : trailing;
  });
  if (foreDraw) total += draw - (p.outcomes[ctx.round - 1]?.points ?? 0);
  return total;
}

/** The participant's own score, Fore-adjusted when `fore`: the dummy opponent's score (C.07 16.4). */
export function ownScore(ctx: TiebreakContext, id: number, fore: boolean): number {
  const p = playerRounds(ctx, id);
  if (fore && hasForeDraw(ctx, p)) {
    return p.points + ctx.pointSystem.draw - (p.outcomes[ctx.round - 1]?.points ?? 0);
  }
  return p.points;
}
