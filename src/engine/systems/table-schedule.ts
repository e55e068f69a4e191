import type { Said } from '../../messages/said.js';
import type { Tournament } from '../model/tournament.js';
import type { TiebreakCode, TiebreakSpec } from '../tiebreaks/tiebreak-spec.js';

/** The options a table reads: a double round-robin's order of rounds (record 192). */
export interface TableOptions {
  readonly cycleOrder?: 'fide' | 'berger';
}

/**
 * What a tournament kind whose rounds come from a table made before round 1
 * (the round-robins of C.05 Annex 1; later, team round-robins) tells the
 * rest of the product, so that the command line, the checks, the standings
 * and the add-on ask the descriptor instead of testing for a system:
 * - the pairing numbers are the table's numbers and come from a drawing of
 *   lots, made once before round 1, not from ratings;
 * - the whole field is in the table from round 1: a late entry is refused;
 * - every player is on a board every round (a withdrawn player's games stay
 *   on the table, as forfeits), with the dummy's opponent as the bye.
 */
export interface TableSchedule {
  /** How many times everyone meets everyone. */
  readonly cycles: 1 | 2;
  /** The rounds of the event for `players` entrants. */
  rounds(players: number): number;
  /** Round `round` as the table makes it, with what made each board. */
  round(players: number, round: number, options?: TableOptions): ScheduledRound;
  /**
   * What in rounds 1 .. `upTo` of `t` departs from the table (a game against
   * somebody else, reversed colours, a player missing from a played round:
   * a late entry), one sentence each; empty when the rounds follow it.
   */
  deviations(t: Tournament, upTo: number, options?: TableOptions): TableDeviation[];
  /** Where the table comes from, for explanations ("C.05 Annex 1, Berger table for 9 or 10 players"). */
  source(players: number): Said;
}

export interface TableDeviation {
  readonly round: number;
  readonly text: string;
  /** `text`, as the add-on says it. */
  readonly said: Said;
}

/** One board of a scheduled round: pairing numbers, White first; the dummy is `null`. */
export interface ScheduledBoard {
  readonly white: number | null;
  readonly black: number | null;
}

export interface ScheduledRound {
  readonly round: number;
  readonly cycle: number;
  /** The round of the table it plays (before any reordering of rounds). */
  readonly tableRound: number;
  /** The colours of the table are reversed in this round (a second cycle). */
  readonly coloursReversed: boolean;
  /** Boards in table order. */
  readonly boards: readonly ScheduledBoard[];
}

/**
 * C.07 choices a tournament kind makes: the list used when the organiser
 * names none, and the tie-breaks it cannot use, with the article that says so.
 */
export interface TiebreakPolicy {
  readonly defaults: readonly TiebreakSpec[];
  readonly refused: readonly TiebreakCode[];
  readonly refusedBecause: Said;
}
