import type { RoundPairing, Tournament } from '../model/tournament.js';
import type { Articles } from './explanation-articles.js';

/** Identifiers used on the command line (`--dutch` ...) and in the add-on settings. */
export type SystemId = 'dutch' | 'dutch-2017' | 'rating-1998' | 'lim' | 'burstein' | 'dubov';

export interface PairingOptions {
  /**
   * Lim 3.2/3.8/5.7: the organiser declared a Maxi-tournament. Ignored by
   * systems that have no such notion.
   */
  maxiTournament?: boolean;
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
export interface PairingSystem {
  readonly id: SystemId;
  readonly name: string;
  pair(tournament: Tournament, round: number, options?: PairingOptions): RoundPairing;
  /** What explanations of its pairings cite; the Basic Rules when absent. */
  readonly articles?: Articles;
}

/** No pairing satisfies the absolute criteria (command line exit status 1). */
export class NoValidPairingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoValidPairingError';
  }
}
