/**
 * What the players' page of a team event may show: what a printed team
 * pairing list shows (the matches with their boards, the players' names, the
 * results and match scores, the team standings), nothing else of the Teams
 * tab (ratings, FIDE IDs, absences are the organiser's).
 */
import type { Colour } from '../../engine/model/tournament.js';
import type { CellValue } from '../ports.js';

export interface PublicTeamBoard {
  board: number;
  /** The colour of the left team's player: the right one has the other. */
  leftColour: Colour;
  /** '' for a board left empty. */
  left: string;
  right: string;
  /** As the Round tab reads it (English, left to right: '1-0' the left player won); '' until in. */
  result: string;
}

export interface PublicMatch {
  number: number;
  /** The team with White on board 1. */
  left: string;
  right: string;
  /** The players of both teams' rosters, for "find your board" of a player not in the line-up. */
  rosterNames: string[];
  /** "2½ – 1½" once every board has its result; '' until then. */
  score: string;
  /** A whole match forfeited, as the match row reads it ('1-0 forfeit', ...); null otherwise. */
  forfeit: string | null;
  boards: PublicTeamBoard[];
}

export interface PublicTeamBye {
  team: string;
  rosterNames: string[];
  /** "Pairing-allocated bye", "Bye requested", "Withdrawn", in the page's language. */
  label: string;
}

export interface TeamPlayersView {
  tournament: string;
  /** The last paired round; 0 before round 1. */
  round: number;
  totalRounds: number | null;
  matches: PublicMatch[];
  byes: PublicTeamBye[];
  /** Rounds the standings count. */
  standingsAfter: number;
  /** The Team standings tab's table, header first, in the page's language. */
  standings: CellValue[][];
}
