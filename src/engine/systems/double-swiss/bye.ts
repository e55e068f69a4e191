import { NoValidPairingError } from '../pairing-system.js';
import { pairable } from './matching.js';
import type { DoubleSwissPlayer, Meets } from './players.js';
import { said } from '../../../messages/said.js';

/**
 * 3.4: with an odd number of players, the pairing-allocated bye goes to a
 * player who may have it ([C2]) and whose absence leaves a legal pairing of
 * all the others (3.4.1); among them, the lowest score, then the most
 * matches played, then the largest TPN (3.4.4).
 */
export function assignBye(
  players: readonly DoubleSwissPlayer[],
  meets: Meets,
): DoubleSwissPlayer | null {
  if (players.length % 2 === 0) return null;
  const order = [...players].sort(
    (a, b) => a.score - b.score || b.matchesPlayed - a.matchesPlayed || b.tpn - a.tpn,
  );
  for (const p of order) {
    if (!p.mayHaveBye) continue;
    if (
      pairable(
        players.filter((q) => q !== p),
        meets,
      )
    )
      return p;
  }
  throw new NoValidPairingError(
    'no player can take the pairing-allocated bye and leave the others a legal pairing (Double-Swiss 3.4.1, [C2], [C3])',
    said('engine.noPairing.byeLegal', { articles: 'Double-Swiss 3.4.1, [C2], [C3]' }),
  );
}
