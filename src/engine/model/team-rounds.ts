import { isPlayedGame, recordPoints } from './results.js';
import { boardColour, pabValueOf, type TeamTournament } from './teams.js';
import type { Colour, RoundRecord } from './tournament.js';
import { RefusalError, said, type Said } from '../../messages/said.js';

/**
 * What each round was for each team, worked out from the board games and the
 * team records: the one reading of a team tournament's results that scores,
 * pairing and standings share.
 */

export type TeamRoundKind =
  /** At least one board game was played over the board (C.04.6 1.6.1 "actually played"). */
  | 'played'
  /** Paired, but no game played: the match was won, lost or double-forfeited. */
  | 'forfeit-win'
  | 'forfeit-loss'
  | 'double-forfeit'
  /** Paired, and a board still has no result (the round being played). */
  | 'pending'
  | 'pab'
  | 'full-bye'
  | 'half-bye'
  | 'zero-bye'
  /** No record for the round: not paired. */
  | 'unpaired';

export interface TeamRound {
  kind: TeamRoundKind;
  /** Opponent's TPN, or null when not paired against a team. */
  opponent: number | null;
  /** The colour of the team's first board (1.6.1), null when not paired. */
  colour: Colour | null;
  gamePoints: number;
  matchPoints: number;
}

/** A board game or team record that cannot be read as one match between two teams. */
export class TeamRoundsError extends RefusalError<Said | null> {
  override name = 'TeamRoundsError';
  /** The player whose line is at fault, when one is. */
  readonly playerId: number | null;

  constructor(message: string, playerId: number | null = null, refusal: Said | null = null) {
    super(message, refusal);
    this.playerId = playerId;
  }
}

/** The team each player is on (roster), by player id. */
export function teamOfPlayers(t: Pick<TeamTournament, 'teams'>): Map<number, number> {
  const teamOf = new Map<number, number>();
  for (const team of t.teams)
    for (const id of team.roster) {
      const other = teamOf.get(id);
      if (other !== undefined)
        throw new TeamRoundsError(
          `player ${id} is in the rosters of teams ${other} and ${team.tpn}`,
          id,
          said('engine.teamRounds.twoRosters', { player: id, first: other, second: team.tpn }),
        );
      teamOf.set(id, team.tpn);
    }
  return teamOf;
}

/** The last round with a match, a PAB or a forfeited match in it; 0 before round 1. */
export function lastPairedTeamRound(t: TeamTournament): number {
  let last = 0;
  for (const p of t.players)
    p.rounds.forEach((rec, i) => {
      if (rec !== undefined && (rec.opponent !== null || rec.result === 'U'))
        last = Math.max(last, i + 1);
    });
  for (const f of t.forfeits) last = Math.max(last, f.round);
  t.pabs.forEach((tpn, i) => {
    if (tpn !== null) last = Math.max(last, i + 1);
  });
  return last;
}

/** A board game: a game against a scheduled opponent, or a board won or lost by forfeit. */
export function isBoardGame(rec: RoundRecord | undefined): rec is RoundRecord {
  return rec !== undefined && (rec.opponent !== null || rec.result === '+' || rec.result === '-');
}

/**
 * Team `tpn`'s line-up in round `round`, board by board from board 1: record
 * 300's when there is one, else the roster's players with a board game in
 * roster order (issue 33: a player never plays above one listed before him).
 * null marks a board left empty.
 */
export function roundLineUp(
  t: Pick<TeamTournament, 'teams' | 'players' | 'lineUps'>,
  round: number,
  tpn: number,
): (number | null)[] {
  const recorded = t.lineUps.find((l) => l.round === round && l.team === tpn);
  if (recorded !== undefined) return [...recorded.boards];
  const team = t.teams.find((x) => x.tpn === tpn);
  if (team === undefined) return [];
  const byId = new Map(t.players.map((p) => [p.id, p]));
  return team.roster.filter((id) => isBoardGame(byId.get(id)?.rounds[round - 1]));
}

/** rounds.get(tpn)[r - 1]: team tpn's round r, for rounds 1..`rounds`. */
export function teamRounds(t: TeamTournament, rounds: number): Map<number, TeamRound[]> {
  const teamOf = teamOfPlayers(t);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const out = new Map<number, TeamRound[]>();
  for (const team of t.teams) out.set(team.tpn, []);
  for (let r = 1; r <= rounds; r++) {
    const roundOf = new Map<number, TeamRound>();
    for (const team of t.teams) roundOf.set(team.tpn, readRound(t, r, team.tpn, teamOf, byId));
    matchPointsOfRound(t, roundOf, r);
    for (const team of t.teams) out.get(team.tpn)!.push(roundOf.get(team.tpn)!);
  }
  return out;
}

const UNPAIRED: TeamRound = {
  kind: 'unpaired',
  opponent: null,
  colour: null,
  gamePoints: 0,
  matchPoints: 0,
};

function readRound(
  t: TeamTournament,
  r: number,
  tpn: number,
  teamOf: ReadonlyMap<number, number>,
  byId: ReadonlyMap<number, { rounds: (RoundRecord | undefined)[] }>,
): TeamRound {
  const boards = t.boards;
  const forfeit = t.forfeits.find((f) => f.round === r && (f.white === tpn || f.black === tpn));
  const bye = t.byes.find((b) => b.round === r && b.team === tpn);
  const pab = t.pabs[r - 1] === tpn;
  const team = t.teams.find((x) => x.tpn === tpn)!;

  // The board games of the round: the roster's entries that belong to a match.
  let opponent: number | null = null;
  let gamePoints = 0;
  let anyPlayed = false;
  let anyGame = false;
  let anyResult = false;
  let anyPending = false;
  let anyU = false;
  // Every board game a '+' without an opponent: older programs' PAB (as for individuals).
  let onlyUnpairedWins = true;
  const colourByPlayer = new Map<number, Colour>();
  for (const id of team.roster) {
    const rec = byId.get(id)?.rounds[r - 1];
    if (rec === undefined) continue;
    if (rec.opponent === null && rec.result === 'U') anyU = true;
    if (!isBoardGame(rec)) continue;
    anyGame = true;
    if (rec.opponent !== null || rec.result !== '+') onlyUnpairedWins = false;
    if (rec.result !== null) anyResult = true;
    else if (rec.opponent !== null) anyPending = true;
    gamePoints += recordPoints(rec, t.gamePoints);
    if (isPlayedGame(rec)) anyPlayed = true;
    if (rec.colour !== null) colourByPlayer.set(id, rec.colour);
    if (rec.opponent !== null) {
      const theirs = teamOf.get(rec.opponent);
      if (theirs === undefined)
        throw new TeamRoundsError(
          `round ${r}: player ${id} (team ${tpn}) plays player ${rec.opponent}, who is on no team's roster`,
          id,
          said('engine.teamRounds.offRoster', {
            round: r,
            player: id,
            team: tpn,
            opponent: rec.opponent,
          }),
        );
      if (theirs === tpn)
        throw new TeamRoundsError(
          `round ${r}: player ${id} plays player ${rec.opponent} of his own team ${tpn}`,
          id,
          said('engine.teamRounds.ownTeam', {
            round: r,
            player: id,
            opponent: rec.opponent,
            team: tpn,
          }),
        );
      if (opponent !== null && opponent !== theirs)
        throw new TeamRoundsError(
          `round ${r}: team ${tpn}'s players play teams ${opponent} and ${theirs}; a round is one match`,
          id,
          said('engine.teamRounds.twoMatches', {
            round: r,
            team: tpn,
            first: opponent,
            second: theirs,
          }),
        );
      opponent = theirs;
    }
  }

  if (bye !== undefined) {
    if (anyGame || forfeit !== undefined || pab)
      throw new TeamRoundsError(
        `round ${r}: team ${tpn} has a ${bye.type} bye (240) and a match`,
        null,
        said('engine.teamRounds.byeAndMatch', { round: r, team: tpn, type: bye.type }),
      );
    const kind = bye.type === 'F' ? 'full-bye' : bye.type === 'H' ? 'half-bye' : 'zero-bye';
    const perBoard =
      bye.type === 'F'
        ? t.gamePoints.fullPointBye
        : bye.type === 'H'
          ? t.gamePoints.halfPointBye
          : t.gamePoints.zeroPointBye;
    return { kind, opponent: null, colour: null, gamePoints: boards * perBoard, matchPoints: 0 };
  }
  // Older programs' PAB: '+' without an opponent on every board and no 320 record (TRF-16 has
  // none). Not when the file says otherwise: a 320 naming the round's PAB, or a 300 line-up
  // against an opponent (then the boards are won against a team that fielded no one).
  const boardsPab =
    anyGame &&
    onlyUnpairedWins &&
    forfeit === undefined &&
    (t.pabs[r - 1] ?? null) === null &&
    !t.lineUps.some((l) => l.round === r && l.team === tpn);
  if (pab || boardsPab || (anyU && !anyGame && forfeit === undefined)) {
    if ((anyGame && !onlyUnpairedWins) || forfeit !== undefined)
      throw new TeamRoundsError(
        `round ${r}: team ${tpn} has the pairing-allocated bye and a match`,
        null,
        said('engine.teamRounds.pabAndMatch', { round: r, team: tpn }),
      );
    // C.04.6 1.4: as many game points as a drawn match unless the file says otherwise (320);
    // a PAB the boards alone record is worth what they say (issue 33 decision, arbiters' notes).
    return {
      kind: 'pab',
      opponent: null,
      colour: null,
      gamePoints: boardsPab ? gamePoints : pabValueOf(t).gamePoints,
      matchPoints: 0,
    };
  }
  if (forfeit !== undefined) {
    const other = forfeit.white === tpn ? forfeit.black : forfeit.white;
    if (opponent !== null && opponent !== other)
      throw new TeamRoundsError(
        `round ${r}: record 330 pairs team ${tpn} with team ${other}, but its players play team ${opponent}`,
        null,
        said('engine.teamRounds.forfeitOther', { round: r, team: tpn, other, opponent }),
      );
    const won = (forfeit.type === '+-') === (forfeit.white === tpn) && forfeit.type !== '--';
    const kind = forfeit.type === '--' ? 'double-forfeit' : won ? 'forfeit-win' : 'forfeit-loss';
    // Issue 33 decision: the boards' own entries when the file has them, else every board forfeited.
    const gp = anyGame
      ? gamePoints
      : boards * (won ? t.gamePoints.forfeitWin : t.gamePoints.forfeitLoss);
    return {
      kind,
      opponent: other,
      colour: forfeit.white === tpn ? 'w' : 'b',
      gamePoints: gp,
      matchPoints: 0,
    };
  }
  if (!anyGame) return { ...UNPAIRED };
  const lineUp = t.lineUps.find((l) => l.round === r && l.team === tpn);
  if (opponent === null && lineUp !== undefined) opponent = lineUp.opponent;
  const colour = firstBoardColour(t, team.roster, colourByPlayer, lineUp?.boards ?? null);
  // A board still without a result leaves the whole match without one.
  const kind = anyPending
    ? 'pending'
    : anyPlayed
      ? 'played'
      : anyResult
        ? 'forfeit-loss'
        : 'pending';
  return { kind, opponent, colour, gamePoints, matchPoints: 0 };
}

/**
 * C.04.6 1.6.1: the colour of the player on the first board. The line-up is
 * record 300's when there is one, else the players who have a game in
 * roster order; an empty first board gives the colour its sequence implies.
 */
function firstBoardColour(
  t: TeamTournament,
  roster: readonly number[],
  colourByPlayer: ReadonlyMap<number, Colour>,
  lineUp: readonly (number | null)[] | null,
): Colour | null {
  const boards = lineUp ?? roster.filter((id) => colourByPlayer.has(id));
  for (let k = 0; k < boards.length; k++) {
    const id = boards[k];
    const c = id === null || id === undefined ? undefined : colourByPlayer.get(id);
    if (c === undefined) continue;
    return boardColour(t, k + 1) === 'w' ? c : c === 'w' ? 'b' : 'w';
  }
  return null;
}

/** Match points from the two teams' game points; forfeits and byes by their kind (record 362). */
function matchPointsOfRound(t: TeamTournament, roundOf: Map<number, TeamRound>, r: number): void {
  const mp = t.matchPoints;
  for (const [tpn, tr] of roundOf) {
    switch (tr.kind) {
      case 'played': {
        const theirs = tr.opponent === null ? undefined : roundOf.get(tr.opponent);
        if (theirs === undefined || theirs.opponent !== tpn)
          throw new TeamRoundsError(
            `round ${r}: team ${tpn} plays team ${tr.opponent ?? '?'}, whose players do not play team ${tpn}`,
            null,
            said('engine.teamRounds.notBack', {
              round: r,
              team: tpn,
              opponent: tr.opponent === null ? '?' : String(tr.opponent),
            }),
          );
        tr.matchPoints =
          tr.gamePoints > theirs.gamePoints
            ? mp.win
            : tr.gamePoints < theirs.gamePoints
              ? mp.loss
              : mp.draw;
        break;
      }
      case 'forfeit-win':
      case 'full-bye':
        tr.matchPoints = mp.win;
        break;
      case 'half-bye':
        tr.matchPoints = mp.draw;
        break;
      case 'pab': {
        // Issue 33 decision: a PAB the boards alone record (older programs' '+', no 320) takes
        // the match points its game points give against a drawn match's, as a match would.
        const v = pabValueOf(t);
        const drawn = t.boards * t.gamePoints.draw;
        tr.matchPoints =
          t.pabs[r - 1] === tpn || tr.gamePoints === v.gamePoints
            ? v.matchPoints
            : tr.gamePoints > drawn
              ? mp.win
              : tr.gamePoints < drawn
                ? mp.loss
                : mp.draw;
        break;
      }
      case 'forfeit-loss': {
        // Every board forfeited without a 330 record: the side with more game points won it.
        const theirs = tr.opponent === null ? undefined : roundOf.get(tr.opponent);
        if (
          theirs !== undefined &&
          theirs.kind === 'forfeit-loss' &&
          theirs.gamePoints !== tr.gamePoints
        )
          tr.matchPoints = tr.gamePoints > theirs.gamePoints ? mp.win : mp.loss;
        else tr.matchPoints = mp.loss;
        break;
      }
      case 'double-forfeit':
        tr.matchPoints = mp.loss;
        break;
      default:
        tr.matchPoints = 0;
    }
  }
  for (const tr of roundOf.values())
    if (tr.kind === 'forfeit-loss' && tr.matchPoints === mp.win) tr.kind = 'forfeit-win';
}
