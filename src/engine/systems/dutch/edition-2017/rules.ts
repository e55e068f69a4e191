import { isForfeit, isPairingAllocatedBye } from '../../../model/results.js';
import type { DutchPlayer } from '../player-state.js';
import type { DutchRules } from './bracket-weights.js';

/**
 * C.2 (C.04.1.d, 2017 wording): a player who has already received a
 * pairing-allocated bye, or has already scored a forfeit win, shall not
 * receive the pairing-allocated bye. A requested full-point bye does not count.
 */
export function eligibleForBye2017(p: DutchPlayer): boolean {
  return !p.records.some(
    (rec) => isPairingAllocatedBye(rec) || (isForfeit(rec) && rec?.result === '+'),
  );
}

export const rules2017: DutchRules = {
  eligibleForBye: (p) => eligibleForBye2017(p),
};
