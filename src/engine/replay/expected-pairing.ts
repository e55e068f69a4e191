import { isPairingAllocatedBye } from '../model/results.js';
import type { RoundPairing, Tournament } from '../model/tournament.js';

/** A recorded round that cannot serve as the reference of a replay. */
export class UnreplayableRoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreplayableRoundError';
  }
}

/**
 * Round `round` as the file records it: each game as (white, black) and the
 * player with the pairing-allocated bye ('U', or '+' with no opponent). Games
 * are listed by the white player's pairing number; board order is not
 * recorded in a TRF and is not compared. Throws UnreplayableRoundError when the round
 * cannot serve as a reference (a game without colours).
 */
export function expectedPairing(t: Tournament, round: number): RoundPairing {
  const games: RoundPairing['games'] = [];
  let bye: number | null = null;
  for (const p of t.players) {
    const rec = p.rounds[round - 1];
    if (rec === undefined) continue;
    if (isPairingAllocatedBye(rec)) {
      if (bye !== null)
        throw new UnreplayableRoundError(
          `round ${round}: both ${bye} and ${p.id} have the pairing-allocated bye`,
        );
      bye = p.id;
    } else if (rec.opponent !== null) {
      if (rec.colour === null) {
        // A forfeit recorded without colours: the pairing's colours are unknown, so it cannot be compared.
        throw new UnreplayableRoundError(
          `round ${round}: the game ${p.id} - ${rec.opponent} has no colours recorded`,
        );
      }
      if (rec.colour === 'w') games.push({ white: p.id, black: rec.opponent });
    }
  }
  return { games, bye };
}
