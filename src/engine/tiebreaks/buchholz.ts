import { adjustedScore, ownScore } from './adjusted-score.js';
import { keptAfterCuts, sumOf, type Contribution } from './cuts.js';
import { memoised, playerRounds, type TiebreakContext } from './tiebreak-context.js';
import type { TiebreakSpec } from './tiebreak-spec.js';
import { roundHalfUp } from './rounding.js';

interface SumOptions {
  /** Sonneborn-Berger: each opponent's score times the points scored in that round (C.07 9.1). */
  readonly sonnebornBerger: boolean;
  /** Fore Buchholz (C.07 8.3). */
  readonly fore: boolean;
  /** MTB /P: a forfeit counts as a game against its scheduled opponent. */
  readonly forfeitsAsPlayed: boolean;
}

/**
 * One contribution per round (C.07 8.1, 9.1, 16.4). A game counts the
 * opponent's adjusted score; every unplayed round counts a dummy opponent
 * whose score is the participant's own. From the 2026 edition that score is
 * capped: for a forfeit at the scheduled opponent's adjusted score (16.4.1),
 * for a bye or absence at a draw's points times the rounds played (16.4.2).
 */
export function contributions(ctx: TiebreakContext, id: number, opts: SumOptions): Contribution[] {
  const p = playerRounds(ctx, id);
  const draw = ctx.pointSystem.draw;
  const out: Contribution[] = [];
  p.outcomes.forEach((o, i) => {
    const round = i + 1;
    // A game; with /P or pre-determined pairings a forfeit too; for FB the final round's pairing (C.07 8.3).
    const asGame =
      o.opponent !== null &&
      (o.played ||
        opts.forfeitsAsPlayed ||
        ctx.roundRobin ||
        (opts.fore && round === ctx.finalRound));
    // C.07 15.2: in a round robin the only unplayed rounds are forfeits, counted as games; a bye counts nothing.
    if (!asGame && ctx.roundRobin) return;
    let score: number;
    if (asGame && o.opponent !== null) {
      score = adjustedScore(ctx, o.opponent, opts.fore);
    } else {
      score = ownScore(ctx, id, opts.fore);
      if (ctx.edition === '2026') {
        const cap =
          o.opponent !== null ? adjustedScore(ctx, o.opponent, opts.fore) : draw * ctx.round;
        score = Math.min(score, cap);
      }
    }
    out.push({
      round,
      opponentScore: score,
      value: opts.sonnebornBerger ? score * o.points : score,
      vur: asGame ? false : o.vur,
    });
  });
  return out;
}

function sums(ctx: TiebreakContext, spec: TiebreakSpec, opts: SumOptions): Map<number, number> {
  // Each player's contributions once a kind of sum: Buchholz Cut 1 and Buchholz share them.
  const { sonnebornBerger, fore, forfeitsAsPlayed } = opts;
  const byPlayer = memoised(
    ctx,
    `contributions:${sonnebornBerger}:${fore}:${forfeitsAsPlayed}`,
    () => new Map(ctx.players.map((p) => [p.player.id, contributions(ctx, p.player.id, opts)])),
  );
  const m = new Map<number, number>();
  for (const p of ctx.players) {
    const all = byPlayer.get(p.player.id)!;
    const kept = keptAfterCuts(all, spec.cut + spec.median, spec.median, ctx.round);
    m.set(p.player.id, sumOf(kept));
  }
  return m;
}

/** C.07 8.1 Buchholz, 8.3 Fore Buchholz (FB), with the cuts of C.07 14. */
export function buchholz(ctx: TiebreakContext, spec: TiebreakSpec): Map<number, number> {
  return sums(ctx, spec, {
    sonnebornBerger: false,
    fore: spec.code === 'FB',
    forfeitsAsPlayed: spec.forfeitsAsPlayed,
  });
}

/** C.07 9.1 Sonneborn-Berger, with the cuts of C.07 14 and 16.5.2. */
export function sonnebornBerger(ctx: TiebreakContext, spec: TiebreakSpec): Map<number, number> {
  return sums(ctx, spec, {
    sonnebornBerger: true,
    fore: false,
    forfeitsAsPlayed: spec.forfeitsAsPlayed,
  });
}

/**
 * C.07 8.2 Average of Opponents' Buchholz: the mean of the (uncut) Buchholz
 * of the opponents met over the board, to two decimals (0.005 rounds up);
 * null for a player with no game. AOB/F averages their Fore Buchholz.
 */
export function averageOfOpponentsBuchholz(
  ctx: TiebreakContext,
  spec: TiebreakSpec,
): Map<number, number | null> {
  const fore = spec.fore;
  const bh = memoised(ctx, `buchholz-of-all:${fore}`, () =>
    sums(
      ctx,
      { ...spec, cut: 0, median: 0 },
      { sonnebornBerger: false, fore, forfeitsAsPlayed: false },
    ),
  );
  const m = new Map<number, number | null>();
  for (const p of ctx.players) {
    const values: number[] = [];
    for (const o of p.outcomes)
      if (o.played && o.opponent !== null) values.push(bh.get(o.opponent) ?? 0);
    m.set(
      p.player.id,
      values.length === 0
        ? null
        : roundHalfUp(values.reduce((a, b) => a + b, 0) / values.length, 2),
    );
  }
  return m;
}
