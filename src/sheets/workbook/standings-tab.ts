/**
 * The Standings tab: rank, No., name, rating, points and one column per
 * tie-break of the organiser's list, best first.
 */
import {
  computeStandings,
  formatStandingsNumber,
  type MatchScoring,
  standingsTournament,
} from '../../engine/standings/index.js';
import type { SystemId } from '../../engine/systems/pairing-system.js';
import { formatTiebreak, LATEST_EDITION, type TiebreakSpec } from '../../engine/tiebreaks/index.js';
import type { Tournament } from '../../engine/model/tournament.js';
import type { CellValue } from '../ports.js';
import { gamesPerRoundOf } from './settings-tab.js';

export const STANDINGS_HEADER = ['Rank', 'No.', 'Name', 'Rating', 'Points'] as const;

/** What the Settings say about ranking players on equal points. */
export interface StandingsChoice {
  tiebreaks: readonly TiebreakSpec[];
  unratedRating: number | null;
  /** The pairing system: two-game matches (C.04.5) are ranked by `matchScoring`. */
  system?: SystemId;
  matchScoring?: MatchScoring;
}

/** The header row: the fixed columns, then each tie-break as written in the list ("BH/C1"). */
export function standingsHeader(tiebreaks: readonly TiebreakSpec[]): CellValue[] {
  return [...STANDINGS_HEADER, ...tiebreaks.map(formatTiebreak)];
}

/** A points or tie-break value as a number cell, without floating-point noise; blank for none. */
function numberCell(value: number | null): CellValue {
  const text = formatStandingsNumber(value);
  return text === '' ? '' : Number(text);
}

/**
 * The standings after rounds 1..`throughRound` (Round tabs; with two-game
 * matches, match rounds, counted in game points or match points as the
 * Settings say, the tie-breaks following): by points, then each tie-break
 * of the list in turn among the players still tied (C.07 4.2). Players the
 * list cannot separate share the rank and are listed by pairing number
 * (C.07 2.1).
 */
export function standingsTabValues(
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
): CellValue[][] {
  const matches = choice.system !== undefined && gamesPerRoundOf({ system: choice.system }) === 2;
  const ranked = matches
    ? standingsTournament(t, throughRound, choice.matchScoring ?? 'game-points')
    : { tournament: t, round: throughRound };
  const rows = computeStandings(ranked.tournament, {
    tiebreaks: choice.tiebreaks,
    round: ranked.round,
    unratedRating: choice.unratedRating,
    // The workbook keeps no start date, so a tournament is scored under the
    // edition in force now, whether it was typed in or imported from a file.
    edition: LATEST_EDITION,
  });
  const body = rows.map((row) => [
    row.rank,
    row.id,
    row.name,
    row.rating === 0 ? '' : row.rating,
    numberCell(row.points),
    ...row.values.map(numberCell),
  ]);
  return [standingsHeader(choice.tiebreaks), ...body];
}
