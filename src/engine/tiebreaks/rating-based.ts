import { expectedScoreHundredths, ratingDifferenceForPercentage } from './fide-rating-tables.js';
import { roundHalfUp } from './rounding.js';
import { memoised, type PlayerRounds, type TiebreakContext } from './tiebreak-context.js';
import type { TiebreakSpec } from './tiebreak-spec.js';

/**
 * C.07 10: tie-breaks from the ratings of the opponents met over the board.
 * Unplayed rounds do not enter them. Unrated players count at the rating the
 * organiser set; without one, these tie-breaks are dropped (C.07 10: they
 * give no value) as soon as the tournament has an unrated player.
 */

interface RatedGame {
  readonly opponentRating: number;
  /** 1, ½ or 0, whatever the tournament's point system (B.02). */
  readonly score: number;
}

function ratingOf(ctx: TiebreakContext, id: number): number | null {
  const rating = ctx.byId.get(id)?.player.rating ?? 0;
  return rating > 0 ? rating : ctx.unratedRating;
}

function ratingsUsable(ctx: TiebreakContext): boolean {
  return ctx.unratedRating !== null || ctx.players.every((p) => p.player.rating > 0);
}

function ratedGames(ctx: TiebreakContext, p: PlayerRounds): RatedGame[] {
  const games: RatedGame[] = [];
  for (const o of p.outcomes) {
    if (!o.played || o.opponent === null || o.ratingScore === null) continue;
    const rating = ratingOf(ctx, o.opponent);
    if (rating !== null) games.push({ opponentRating: rating, score: o.ratingScore });
  }
  return games;
}

/** C.07 10.1 rounding: the mean to the nearest whole number, 0.5 up. */
function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return roundHalfUp(values.reduce((a, b) => a + b, 0) / values.length);
}

function perPlayer(
  ctx: TiebreakContext,
  value: (games: RatedGame[], p: PlayerRounds) => number | null,
): Map<number, number | null> {
  const usable = ratingsUsable(ctx);
  return new Map(
    ctx.players.map((p) => [p.player.id, usable ? value(ratedGames(ctx, p), p) : null]),
  );
}

/**
 * C.07 10.1 ARO, with C.07 14 cuts on the opponents' ratings: /Cn drops the
 * n lowest, /Mn the n lowest and the n highest (never more than the rounds).
 */
export function averageRatingOfOpponents(
  ctx: TiebreakContext,
  spec: TiebreakSpec,
): Map<number, number | null> {
  const low = Math.min(spec.cut + spec.median, ctx.round);
  const high = Math.min(spec.median, ctx.round - low);
  return perPlayer(ctx, (games) => {
    const ratings = games.map((g) => g.opponentRating).sort((a, b) => a - b);
    return average(
      ratings.slice(Math.min(low, ratings.length), Math.max(ratings.length - high, low)),
    );
  });
}

/** TPR of a list of games: ARO + dp(p), p the percentage score rounded to a whole number (C.07 10.2, B.02 8.1.1). */
export function performanceRating(games: readonly RatedGame[]): number | null {
  const aro = average(games.map((g) => g.opponentRating));
  if (aro === null) return null;
  const score = games.reduce((s, g) => s + g.score, 0);
  return aro + ratingDifferenceForPercentage(roundHalfUp((score * 100) / games.length));
}

/**
 * C.07 10.3 PTP: the lowest whole rating whose expected score against the
 * opponents (B.02 8.1.2, whole table) reaches the score; for a zero score,
 * the lowest opponent's rating less 800.
 */
export function perfectPerformance(games: readonly RatedGame[]): number | null {
  if (games.length === 0) return null;
  const ratings = games.map((g) => g.opponentRating);
  const lowest = Math.min(...ratings);
  const highest = Math.max(...ratings);
  const target = Math.round(games.reduce((s, g) => s + g.score, 0) * 100);
  if (target === 0) return lowest - 800;
  const reaches = (r: number): boolean =>
    ratings.reduce((s, opp) => s + expectedScoreHundredths(r, opp), 0) >= target;
  // The expectation rises with r: 0 at lowest - 800 (for every opponent), all of it at highest + 800.
  let failing = lowest - 800;
  let passing = highest + 800;
  while (passing - failing > 1) {
    const mid = Math.floor((failing + passing) / 2);
    if (reaches(mid)) passing = mid;
    else failing = mid;
  }
  return passing;
}

export function tournamentPerformance(ctx: TiebreakContext): Map<number, number | null> {
  return memoised(ctx, 'TPR', () => perPlayer(ctx, (games) => performanceRating(games)));
}

export function perfectTournamentPerformance(ctx: TiebreakContext): Map<number, number | null> {
  return memoised(ctx, 'PTP', () => perPlayer(ctx, (games) => perfectPerformance(games)));
}

/** The rounded mean of a value over the opponents met over the board that have one (C.07 10.4, 10.5). */
function averageOverOpponents(
  ctx: TiebreakContext,
  values: ReadonlyMap<number, number | null>,
): Map<number, number | null> {
  const usable = ratingsUsable(ctx);
  return new Map(
    ctx.players.map((p) => {
      if (!usable) return [p.player.id, null];
      const of: number[] = [];
      for (const o of p.outcomes) {
        const v = o.played && o.opponent !== null ? values.get(o.opponent) : null;
        if (v !== null && v !== undefined) of.push(v);
      }
      return [p.player.id, average(of)];
    }),
  );
}

/** C.07 10.4 APRO: the average of the opponents' TPR. */
export function averagePerformanceOfOpponents(ctx: TiebreakContext): Map<number, number | null> {
  return averageOverOpponents(ctx, tournamentPerformance(ctx));
}

/** C.07 10.5 APPO: the average of the opponents' PTP. */
export function averagePerfectPerformanceOfOpponents(
  ctx: TiebreakContext,
): Map<number, number | null> {
  return averageOverOpponents(ctx, perfectTournamentPerformance(ctx));
}

/**
 * C.07 10.6 RTNG (2026): the participant's rating, the highest first. It is a
 * tie-break of Article 10, so its preamble holds: an unrated participant takes
 * the organiser's rating for unrated players; without one, RTNG is dropped
 * (no value for anyone) as soon as the tournament has an unrated player.
 */
export function ownRating(ctx: TiebreakContext): Map<number, number | null> {
  const usable = ratingsUsable(ctx);
  return new Map(ctx.players.map((p) => [p.player.id, usable ? ratingOf(ctx, p.player.id) : null]));
}
