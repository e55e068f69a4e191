/**
 * What the players' page may show: only what a printed pairing list shows
 * (names, titles, federations, ratings, pairings, results, standings). It is
 * public to anyone with the link, so this view is built field by field from
 * the tournament and nothing else of the Players tab (birth, sex, FIDE ID,
 * club, status, byes asked for, ...) can reach the page.
 */
import type { Tournament } from '../../engine/model/tournament.js';
import { byeLabel } from '../workbook/byes.js';
import { crosstableValues, type TableCell } from '../workbook/crosstable.js';
import { pointsSymbol, type RoundContent } from '../workbook/round-tab.js';
import type { StandingsChoice } from '../workbook/standings-rows.js';
import { standingsTabValues } from '../workbook/standings-tab.js';

export interface PublicPlayer {
  number: number;
  name: string;
  title: string;
  federation: string;
  /** 0 when unrated. */
  rating: number;
  /** Points before the round. */
  points: number;
}

export interface PublicBoard {
  board: number;
  white: PublicPlayer;
  black: PublicPlayer;
  /** '' until the result is in; a two-game match's as "game 1 / game 2". */
  result: string;
}

export interface PublicBye {
  player: PublicPlayer;
  /** "Bye", "Half-point bye", ... */
  label: string;
  /** What it gives, as a result symbol: 1, ½, 0. */
  points: string;
}

export interface PlayersView {
  tournament: string;
  /** The last paired round; 0 before round 1. */
  round: number;
  totalRounds: number | null;
  boards: PublicBoard[];
  byes: PublicBye[];
  /** Rounds the standings and crosstable count. */
  standingsAfter: number;
  standings: TableCell[][];
  crosstable: TableCell[][];
}

export interface PlayersViewInput {
  tournamentName: string;
  t: Tournament;
  round: number;
  totalRounds: number | null;
  latest: RoundContent | null;
  throughRound: number;
  choice: StandingsChoice;
  /** 2 for two-game matches (C.04.5): a board shows both results, a bye what the match gives. */
  gamesPerRound?: 1 | 2;
}

/** The Standings tab's table, whose columns are all public. */
function standingsTable(
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
): TableCell[][] {
  return standingsTabValues(t, throughRound, choice).map((row) =>
    row.map((cell) => (typeof cell === 'number' ? cell : String(cell))),
  );
}

export function playersView(input: PlayersViewInput): PlayersView {
  const { t, latest } = input;
  const byId = new Map(t.players.map((player) => [player.id, player]));
  const publicPlayer = (shown: {
    number: number;
    name: string;
    rating: number;
    points: number;
  }): PublicPlayer => ({
    number: shown.number,
    name: shown.name,
    title: byId.get(shown.number)?.title ?? '',
    federation: byId.get(shown.number)?.federation ?? '',
    rating: shown.rating,
    points: shown.points,
  });
  return {
    tournament: input.tournamentName,
    round: input.round,
    totalRounds: input.totalRounds,
    boards: (latest?.games ?? []).map((game, index) => ({
      board: index + 1,
      white: publicPlayer(game.white),
      black: publicPlayer(game.black),
      result:
        game.secondResult === undefined || (game.result === null && game.secondResult === null)
          ? (game.result ?? '')
          : `${game.result ?? ''} / ${game.secondResult ?? ''}`,
    })),
    byes: (latest?.byes ?? []).map((bye) => ({
      player: publicPlayer(bye.player),
      label: byeLabel(bye),
      points: pointsSymbol(bye.points * (input.gamesPerRound ?? 1)),
    })),
    standingsAfter: input.throughRound,
    standings: standingsTable(t, input.throughRound, input.choice),
    crosstable: crosstableValues(t, input.throughRound, input.choice),
  };
}
