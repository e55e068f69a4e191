/** The ranking every standings view shares: the Standings and Crosstable tabs, the players' page. */
import type { Tournament } from '../../engine/model/tournament.js';
import { computeStandings, type StandingsRow } from '../../engine/standings/index.js';
import { LATEST_EDITION, type TiebreakSpec } from '../../engine/tiebreaks/index.js';

/** What the Settings say about ranking players on equal points. */
export interface StandingsChoice {
  tiebreaks: readonly TiebreakSpec[];
  unratedRating: number | null;
}

/**
 * The standings after rounds 1..`throughRound`: by points, then each
 * tie-break of the list in turn among the players still tied (C.07 4.2).
 * Players the list cannot separate share the rank and are listed by pairing
 * number (C.07 2.1).
 */
export function standingsRows(
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
): readonly StandingsRow[] {
  return computeStandings(t, {
    tiebreaks: choice.tiebreaks,
    round: throughRound,
    unratedRating: choice.unratedRating,
    // The workbook keeps no start date, so a tournament is scored under the
    // edition in force now, whether it was typed in or imported from a file.
    edition: LATEST_EDITION,
  });
}
