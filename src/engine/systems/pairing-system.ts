import type { RoundPairing, Tournament } from '../model/tournament.js';
import type { Articles, ExplainedRound } from './explanation-articles.js';
import type { TableOptions, TableSchedule, TiebreakPolicy } from './table-schedule.js';
import { RefusalError, type Said } from '../../messages/said.js';

export interface PairingOptions {
  /**
   * Lim 3.2/3.8/5.7: the organiser declared a Maxi-tournament. Ignored by
   * systems that have no such notion.
   */
  maxiTournament?: boolean;
  /**
   * C.04.7: the Baku acceleration, worked out by the pairing entry point
   * (engine/pairing) unless the tournament carries its own virtual points.
   */
  acceleration?: 'baku';
  /**
   * A double round-robin's order of rounds (record 192): 'fide'
   * (FIDE_DOUBLEROUNDROBIN, the default) reverses the last two rounds of the
   * first cycle as C.05 Annex 1 recommends; 'berger'
   * (BERGER_DOUBLEROUNDROBIN) plays the table twice as printed.
   */
  cycleOrder?: TableOptions['cycleOrder'];
  /**
   * Told in lines how the round was paired (the command line's --verbose; English, like the
   * command line). The Dutch system says how each bracket paired lazily fared; others say nothing.
   */
  trace?: (line: string) => void;
}

/** An option an organiser may set for a system. */
export type SystemOption = keyof PairingOptions;

/** A TRF-2026 record 192 code that names the system, with the options it implies. */
export interface TrfTypeCode {
  readonly code: string;
  readonly options?: PairingOptions;
}

/**
 * Pair round `round` (1-based) of `tournament`.
 *
 * Input contract, shared by all systems (see shared/fixtures/README.md):
 * - every player's rounds 1 .. round-1 are complete;
 * - a player whose record for `round` exists with no opponent (H, F, Z, '-')
 *   is known not to be paired in that round; everybody else who is not
 *   withdrawn is paired;
 * - points are recomputed from the results with `tournament.pointSystem`.
 */
export interface PairingSystem<Id extends string = string> {
  /** `--<id>` on the command line. */
  readonly id: Id;
  /** Short name (Settings tab, sidebar). */
  readonly label: string;
  /** Full name with its Handbook chapter (help, messages). */
  readonly name: string;
  /** Record 192 codes that name it; the first one without options is the one written. */
  readonly trfTypeCodes: readonly TrfTypeCode[];
  /** The options the organiser may set for it. */
  readonly options: readonly SystemOption[];
  /**
   * Games per pairing: 2 for the Double-Swiss matches (C.04.5), written as
   * TRF rounds 2k-1 and 2k (engine/model/matches.ts); 1 when absent. Such a
   * system pairs at the first game of a match and returns game 1's colours.
   */
  readonly gamesPerRound?: 1 | 2;
  pair(tournament: Tournament, round: number, options?: PairingOptions): RoundPairing;
  /** A game of an earlier round still without a result does not stop the next round (1998 F.9). */
  readonly pairsAroundAdjournedGames?: boolean;
  /** What explanations of its pairings cite; the Basic Rules when absent. */
  readonly articles?: Articles;
  /**
   * The players as its explanations read them before `round`, when the
   * system reads rounds otherwise than the Dutch player state does (the
   * Double-Swiss matches); the Dutch state when absent.
   */
  explainedRound?(tournament: Tournament, round: number): ExplainedRound;
  /**
   * A schedule made from a table before round 1 (a round-robin): pairing
   * numbers by lot, no late entries, every player on the table every round.
   * Absent for the systems that pair each round from the results.
   */
  readonly schedule?: TableSchedule;
  /** Its C.07 defaults and refusals; the Swiss defaults and no refusal when absent. */
  readonly tiebreaks?: TiebreakPolicy;
}

/**
 * No pairing satisfies the absolute criteria (command line exit status 1); every system gives
 * its refusal, an `engine.` message of the catalogue.
 */
export class NoValidPairingError extends RefusalError<Said | null> {
  override name = 'NoValidPairingError';
}
