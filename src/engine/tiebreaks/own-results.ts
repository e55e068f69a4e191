import type { RoundOutcome } from './round-outcome.js';
import type { PlayerRounds, TiebreakContext } from './tiebreak-context.js';
import type { TiebreakSpec } from './tiebreak-spec.js';

/** Tie-breaks of C.07 7 (type B, the participant's own results) and the Koya system (C.07 9.2). */

function perPlayer(ctx: TiebreakContext, value: (p: PlayerRounds) => number): Map<number, number> {
  return new Map(ctx.players.map((p) => [p.player.id, value(p)]));
}

function count(p: PlayerRounds, test: (o: RoundOutcome) => boolean): number {
  return p.outcomes.filter(test).length;
}

/** C.07 7.1 WIN: "rounds where a participant obtains, with or without playing, as many points as awarded for a win". */
export function numberOfWins(ctx: TiebreakContext): Map<number, number> {
  const win = ctx.pointSystem.win;
  return perPlayer(ctx, (p) => count(p, (o) => o.points === win));
}

/** C.07 7.2 WON: games won over the board. */
export function gamesWon(ctx: TiebreakContext): Map<number, number> {
  const win = ctx.pointSystem.win;
  return perPlayer(ctx, (p) => count(p, (o) => o.played && o.points === win));
}

/** C.07 7.3 BPG: games played over the board with black. */
export function gamesWithBlack(ctx: TiebreakContext): Map<number, number> {
  return perPlayer(ctx, (p) => count(p, (o) => o.played && o.colour === 'b'));
}

/** C.07 7.4 BWG: games won over the board with black. */
export function gamesWonWithBlack(ctx: TiebreakContext): Map<number, number> {
  const win = ctx.pointSystem.win;
  return perPlayer(ctx, (p) => count(p, (o) => o.played && o.colour === 'b' && o.points === win));
}

/**
 * C.07 7.6 REP: the rounds less the half-point byes, zero-point byes and
 * forfeit losses (absences included). A pairing-allocated bye, a full-point
 * bye and a forfeit win are rounds the participant was there to play.
 */
export function roundsElectedToPlay(ctx: TiebreakContext): Map<number, number> {
  return perPlayer(ctx, (p) =>
    count(
      p,
      (o) =>
        o.played ||
        o.kind === 'pairingAllocatedBye' ||
        o.kind === 'fullPointBye' ||
        o.kind === 'forfeitWin',
    ),
  );
}

/**
 * C.07 7.5 PS: the sum of the running scores after each round, points
 * without play included in their round. PS/Cn leaves out the running scores
 * after rounds 1 .. n (C.07 14.1).
 */
export function progressiveScores(ctx: TiebreakContext, spec: TiebreakSpec): Map<number, number> {
  return perPlayer(ctx, (p) => {
    let running = 0;
    let sum = 0;
    p.outcomes.forEach((o, i) => {
      running += o.points;
      if (i + 1 > spec.cut) sum += running;
    });
    return sum;
  });
}

/**
 * C.07 9.2 KS: the points scored against opponents who finished with at
 * least 50% of the maximum score (a win's points times the games one could
 * play), the threshold moved by /L±n half points (14.5). Every paired round
 * counts, forfeits included.
 */
export function koya(ctx: TiebreakContext, spec: TiebreakSpec): Map<number, number> {
  let games = ctx.round;
  if (ctx.roundRobin) {
    // With an odd number of participants everyone sits out once per cycle; nobody meets those never paired.
    const n = ctx.players.length;
    if (n > 0 && ctx.round % n === 0) games -= ctx.round / n;
    games -= ctx.players.filter((p) =>
      p.outcomes.every((o) => o.opponent === null && o.kind !== 'pairingAllocatedBye'),
    ).length;
  }
  const threshold = (ctx.pointSystem.win * games) / 2 + spec.limit * 0.5;
  const totals = new Map(ctx.players.map((p) => [p.player.id, p.points]));
  return perPlayer(ctx, (p) => {
    let sum = 0;
    for (const o of p.outcomes) {
      if (o.opponent !== null && (totals.get(o.opponent) ?? 0) >= threshold) sum += o.points;
    }
    return sum;
  });
}

/**
 * C.07 7.7 STD (2026): standard points, "1 for each round where the
 * participant scored more than the scheduled opponent, or got more than a
 * draw without playing; 1/2 for each round where the two scored the same, or
 * where the participant got exactly a draw without playing": a 3/1/0 scoring
 * read back as wins and draws.
 *
 * Decision (C.07 7.7): a double forfeit, 0-0 without play, scores 0, not the ½
 * of "the two scored the same": in standard points it is a loss for both, and
 * the participant got less than a draw without playing. Only a game played
 * over the board is a draw when the two score the same.
 */
export function standardPoints(ctx: TiebreakContext): Map<number, number> {
  const byId = new Map(ctx.players.map((p) => [p.player.id, p]));
  const draw = ctx.pointSystem.draw;
  return perPlayer(ctx, (p) =>
    p.outcomes.reduce((sum, o, r) => {
      if (o.opponent === null) return sum + (o.points > draw ? 1 : o.points === draw ? 0.5 : 0);
      const theirs = byId.get(o.opponent)?.outcomes[r]?.points ?? 0;
      if (o.points > theirs) return sum + 1;
      return sum + (o.points === theirs && o.played ? 0.5 : 0);
    }, 0),
  );
}

/** C.07 7.8 TPN (2026): the tournament pairing number, the lower first (lowerIsBetter). */
export function tournamentPairingNumber(ctx: TiebreakContext): Map<number, number> {
  return perPlayer(ctx, (p) => p.player.id);
}
