import type { PairingSystem } from '../pairing-system.js';
import { pairLimRound } from './pair-round.js';

/**
 * The Lim system, FIDE Handbook C.04.4.3 (`--lim`).
 *
 * Round one's colours are "decided by drawing lots" (7.2). The draw is the
 * organiser's: `tournament.initialColour` (TRF XXC white1/black1) is the
 * colour player #1 drew. When it is not given (null), the engine does not
 * draw: player #1 takes white, every time, so that the same file always
 * gives the same pairing (C.04.2 1.4: "different arbiters ... must be able
 * to arrive at identical pairings"). The same colour settles the one later
 * case the rules leave open, two players with no game played yet.
 *
 * Maxi-tournament (3.2, 3.8, 5.7): only when the organiser says so,
 * through `PairingOptions.maxiTournament`; never inferred from the number
 * of players and rounds (the 2^n note of 1988 is not in the handbook text).
 *
 * Record 192: ETT26 has no code for the Lim system. Decision: `FIDE_LIM`
 * names it, and `FIDE_LIM_MAXI` a declared Maxi-tournament, built as the
 * `_BAKU` codes are (the system's code and a suffix for the option), so
 * that the declaration travels with the file and is read back.
 */
export const limSystem: PairingSystem<'lim'> = {
  id: 'lim',
  label: 'Lim',
  name: 'Lim system (C.04.4.3)',
  trfTypeCodes: [
    { code: 'FIDE_LIM' },
    { code: 'FIDE_LIM_MAXI', options: { maxiTournament: true } },
  ],
  options: ['maxiTournament'],
  pair: (tournament, round, options) => pairLimRound(tournament, round, options),
};
