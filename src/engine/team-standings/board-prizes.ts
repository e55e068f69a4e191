import { isPlayedGame, recordPoints } from '../model/results.js';
import {
  isBoardGame,
  lastPairedTeamRound,
  roundLineUp,
  teamOfPlayers,
} from '../model/team-rounds.js';
import type { TeamTournament } from '../model/teams.js';

/**
 * The individual board results of a team tournament, for board prizes: per
 * player the games played over the board, their points and percentage, on
 * each board and on the board the player competes for.
 *
 * Arbiter's decisions (docs/arbiters-notes.md, Team Swiss; C.07 and C.04.6
 * say nothing of board prizes):
 * - Only games actually played count (C.04.6 1.6.1 "actually played", C.07
 *   15.1: a round without a game is unplayed). A board won or lost by
 *   forfeit, a whole match forfeited (330), the team's PAB (320) and its
 *   byes (240) add neither a game nor points: a prize for play is not won
 *   by an opponent's absence. They are counted apart (forfeitWins/Losses).
 * - A player competes on the board he played most games on (the higher
 *   board on a tie), with all his games: a player moved up or down a board
 *   by absences is not split into two short records.
 * - The minimum number of games is a parameter; by default two thirds of
 *   the rounds, rounded up (8 of 11 rounds, 6 of 9, 5 of 7: the proportion
 *   FIDE's Olympiad and continental team championships use).
 */

export interface BoardRecord {
  /** 1-based board number. */
  board: number;
  games: number;
  points: number;
}

export interface PlayerBoardResults {
  playerId: number;
  name: string;
  /** TPN of the player's team. */
  team: number;
  /** The board the player competes for a prize on; null when he played no game. */
  board: number | null;
  /** Games actually played, and their points, over all boards. */
  games: number;
  points: number;
  /** points / games x 100; null with no game. */
  percentage: number | null;
  /** Boards won or lost by forfeit (not in games, points or percentage). */
  forfeitWins: number;
  forfeitLosses: number;
  /** The games board by board, in board order (boards with a game only). */
  boards: BoardRecord[];
  /** games >= the minimum number of games. */
  eligible: boolean;
}

export interface BoardPrizeRow {
  /** Shared by equal percentage and games; null for a player below the minimum. */
  rank: number | null;
  player: PlayerBoardResults;
}

export interface BoardPrizeTable {
  board: number;
  /** The eligible players ranked, then the others by percentage. */
  rows: BoardPrizeRow[];
}

export interface BoardPrizes {
  /** The rounds counted (1..rounds). */
  rounds: number;
  minimumGames: number;
  /** Every rostered player, by team then roster order. */
  players: PlayerBoardResults[];
  /** One table per board, 1..boards. */
  tables: BoardPrizeTable[];
}

export interface BoardPrizeOptions {
  /** Results up to this round; default the last round with a match. */
  round?: number;
  /** Games a player needs to be ranked; default defaultMinimumGames(rounds). */
  minimumGames?: number;
}

/** Two thirds of the rounds, rounded up: 8 of 11, 6 of 9, 5 of 7, 4 of 5. */
export function defaultMinimumGames(rounds: number): number {
  return Math.floor((2 * rounds + 2) / 3);
}

export function computeBoardPrizes(t: TeamTournament, o: BoardPrizeOptions = {}): BoardPrizes {
  const rounds = o.round ?? lastPairedTeamRound(t);
  const minimumGames = o.minimumGames ?? defaultMinimumGames(rounds);
  // The command line's --min-games (read as a whole number there); the add-on uses the default.
  if (!Number.isInteger(minimumGames) || minimumGames < 0)
    throw new RangeError(`the minimum number of games must be a whole number, not ${minimumGames}`);
  const teamOf = teamOfPlayers(t);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const perBoard = new Map<number, Map<number, BoardRecord>>();
  const forfeits = new Map<number, { wins: number; losses: number }>();
  for (let r = 1; r <= rounds; r++)
    for (const team of t.teams)
      roundLineUp(t, r, team.tpn).forEach((id, k) => {
        if (id === null) return;
        const rec = byId.get(id)?.rounds[r - 1];
        if (!isBoardGame(rec)) return;
        if (!isPlayedGame(rec)) {
          const f = forfeits.get(id) ?? { wins: 0, losses: 0 };
          if (rec.result === '+') f.wins++;
          else if (rec.result === '-') f.losses++;
          forfeits.set(id, f);
          return;
        }
        const boards = perBoard.get(id) ?? new Map<number, BoardRecord>();
        const b = boards.get(k + 1) ?? { board: k + 1, games: 0, points: 0 };
        b.games++;
        b.points += recordPoints(rec, t.gamePoints);
        boards.set(k + 1, b);
        perBoard.set(id, boards);
      });

  const players: PlayerBoardResults[] = [];
  for (const team of t.teams)
    for (const id of team.roster) {
      const boards = [...(perBoard.get(id)?.values() ?? [])].sort((a, b) => a.board - b.board);
      const games = boards.reduce((s, b) => s + b.games, 0);
      const points = boards.reduce((s, b) => s + b.points, 0);
      const most = boards.reduce<BoardRecord | null>(
        (best, b) => (best === null || b.games > best.games ? b : best),
        null,
      );
      players.push({
        playerId: id,
        name: byId.get(id)?.name ?? '',
        team: teamOf.get(id)!,
        board: most?.board ?? null,
        games,
        points,
        percentage: games === 0 ? null : (100 * points) / games,
        forfeitWins: forfeits.get(id)?.wins ?? 0,
        forfeitLosses: forfeits.get(id)?.losses ?? 0,
        boards,
        eligible: games > 0 && games >= minimumGames,
      });
    }

  const tables: BoardPrizeTable[] = [];
  for (let board = 1; board <= t.boards; board++) {
    const on = players
      .filter((p) => p.board === board)
      .sort(
        (a, b) =>
          Number(b.eligible) - Number(a.eligible) ||
          b.percentage! - a.percentage! ||
          b.games - a.games ||
          a.playerId - b.playerId,
      );
    const rows: BoardPrizeRow[] = [];
    on.forEach((p, i) => {
      const prev = on[i - 1];
      const tied = prev !== undefined && prev.percentage === p.percentage && prev.games === p.games;
      rows.push({
        player: p,
        rank: !p.eligible ? null : tied ? rows[i - 1]!.rank : i + 1,
      });
    });
    tables.push({ board, rows });
  }
  return { rounds, minimumGames, players, tables };
}
