/** The ranking every standings view shares: the Standings and Crosstable tabs, the players' page. */
import type { Tournament } from '../../engine/model/tournament.js';
import {
  computeStandings,
  standingsTournament,
  type MatchScoring,
  type StandingsRow,
} from '../../engine/standings/index.js';
import type { SystemId } from '../../engine/systems/registry.js';
import { LATEST_EDITION, type TiebreakSpec } from '../../engine/tiebreaks/index.js';
import { gamesPerRoundOf } from './settings-tab.js';

/** What the Settings say about ranking players on equal points. */
export interface StandingsChoice {
  tiebreaks: readonly TiebreakSpec[];
  unratedRating: number | null;
  /** The pairing system: two-game matches (C.04.5) are ranked by `matchScoring`. */
  system?: SystemId;
  matchScoring?: MatchScoring;
}

/**
 * The tournament the standings after Round tabs 1..`throughRound` are
 * computed on, and its last round: `t` itself, or with two-game matches
 * its games or matches counted as the Settings say (C.04.5).
 */
export function rankedTournament(
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
): { tournament: Tournament; round: number } {
  const matches = choice.system !== undefined && gamesPerRoundOf({ system: choice.system }) === 2;
  return matches
    ? standingsTournament(t, throughRound, choice.matchScoring ?? 'game-points')
    : { tournament: t, round: throughRound };
}

/**
 * The standings after Round tabs 1..`throughRound` (with two-game matches,
 * match rounds, counted in game points or match points as the Settings say,
 * the tie-breaks following): by points, then each tie-break of the list in
 * turn among the players still tied (C.07 4.2). Players the list cannot
 * separate share the rank and are listed by pairing number (C.07 2.1).
 */
export function standingsRows(
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
): readonly StandingsRow[] {
  const ranked = rankedTournament(t, throughRound, choice);
  return computeStandings(ranked.tournament, {
    tiebreaks: choice.tiebreaks,
    round: ranked.round,
    unratedRating: choice.unratedRating,
    // The workbook keeps no start date, so a tournament is scored under the
    // edition in force now, whether it was typed in or imported from a file.
    edition: LATEST_EDITION,
  });
}
