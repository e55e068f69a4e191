import { firstGameOf, matchRecord } from '../model/matches.js';
import type { Player, ResultCode, RoundRecord, Tournament } from '../model/tournament.js';

/** What a Double-Swiss event's standings count (C.04.5): game points, or match points. */
export type MatchScoring = 'game-points' | 'match-points';

/**
 * The tournament the standings and tie-breaks of a two-game-match event
 * (C.04.5) are computed on, through match round `matches`.
 *
 * Game points: the games as they are (two rounds a match), except that a
 * single forfeited game of a match regularly played counts as played (Art. 0:
 * "for the purposes of tie-breaks and standings, any forfeited (single) game
 * shall be treated as played"): '+' becomes a win, '-' a loss.
 *
 * Match points: one round a match, won, drawn or lost on the game points of
 * its two games, worth the tournament's points for a win, a draw and a loss;
 * a match ended by forfeit is a forfeit; the pairing-allocated bye is a match
 * won (1.4: "as if the player had played a match winning a game and drawing
 * the other"), a half-point bye a drawn match, a full-point bye a won one.
 */
export function standingsTournament(
  t: Tournament,
  matches: number,
  scoring: MatchScoring,
): { tournament: Tournament; round: number } {
  return scoring === 'game-points'
    ? { tournament: gamesAsPlayed(t, matches), round: firstGameOf(matches + 1) - 1 }
    : { tournament: matchesAsRounds(t, matches), round: matches };
}

function gamesAsPlayed(t: Tournament, matches: number): Tournament {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const players = t.players.map((p): Player => {
    const rounds = p.rounds.map((rec) => (rec === undefined ? undefined : { ...rec }));
    for (let m = 1; m <= matches; m++) {
      if (matchRecord(p, m, t.pointSystem, (id) => byId.get(id)).kind !== 'played') continue;
      for (const g of [firstGameOf(m) - 1, firstGameOf(m)]) {
        const rec = rounds[g];
        if (rec?.result === '+') rec.result = '1';
        else if (rec?.result === '-') rec.result = '0';
      }
    }
    return { ...p, rounds };
  });
  return { ...t, players };
}

function matchesAsRounds(t: Tournament, matches: number): Tournament {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const ps = t.pointSystem;
  const players = t.players.map((p): Player => {
    const rounds: (RoundRecord | undefined)[] = [];
    for (let m = 1; m <= matches; m++) {
      const game1 = p.rounds[firstGameOf(m) - 1];
      if (game1 === undefined) {
        rounds.push(undefined);
        continue;
      }
      const mine = matchRecord(p, m, ps, (id) => byId.get(id));
      if (mine.opponent === null) {
        const result: ResultCode =
          mine.kind === 'pairing-allocated-bye' ? 'U' : (game1.result as ResultCode);
        rounds.push({ opponent: null, colour: null, result });
        continue;
      }
      const opponent = byId.get(mine.opponent)!;
      const theirs = matchRecord(opponent, m, ps, (id) => byId.get(id));
      let result: ResultCode | null;
      if (game1.result === null || p.rounds[firstGameOf(m)]?.result == null) result = null;
      else if (mine.kind === 'forfeited') result = mine.wonByForfeit ? '+' : '-';
      else result = mine.points > theirs.points ? '1' : mine.points < theirs.points ? '0' : '=';
      rounds.push({ opponent: mine.opponent, colour: mine.colour, result });
    }
    return { ...p, rounds };
  });
  return {
    ...t,
    players,
    totalRounds: t.totalRounds === null ? null : Math.ceil(t.totalRounds / 2),
    pointSystem: {
      ...ps,
      pairingAllocatedBye: ps.win,
      halfPointBye: ps.draw,
      fullPointBye: ps.win,
      forfeitWin: ps.win,
      forfeitLoss: ps.loss,
    },
    acceleration: new Map(),
  };
}
