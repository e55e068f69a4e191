import { hasOpponent, isPairingAllocatedBye } from './results.js';
import type { Player } from './tournament.js';

/**
 * The last round that has been paired: the last one in which some player
 * has an opponent or the pairing-allocated bye (0 before round 1). Records of
 * later rounds can only be known absences (requested byes, withdrawals).
 */
export function lastPairedRound(players: readonly Player[]): number {
  let last = 0;
  for (const p of players) {
    for (let r = p.rounds.length; r > last; r--) {
      const rec = p.rounds[r - 1];
      if (hasOpponent(rec) || isPairingAllocatedBye(rec)) {
        last = r;
        break;
      }
    }
  }
  return last;
}
