import { isPairingAllocatedBye } from '../model/results.js';
import type { RoundPairing, Tournament } from '../model/tournament.js';

/** A recorded round that cannot serve as the reference of a replay. */
export class UnreplayableRoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreplayableRoundError';
  }
}

/** A recorded round: its pairing, and the pairs whose colours the file does not give. */
export interface RecordedPairing extends RoundPairing {
  /**
   * Forfeits written without colours (TRF-16 allows "-" or blank): who was
   * paired is known, the colours are not, and an unplayed game's colours
   * count for nothing later (C.04.1), so only the pair is compared. Each
   * pair is listed once, lower pairing number first, as `white`.
   */
  colourless: { white: number; black: number }[];
}

/**
 * Round `round` as the file records it: each game as (white, black) and the
 * player with the pairing-allocated bye ('U', or '+' with no opponent). Games
 * are listed by the white player's pairing number; board order is not
 * recorded in a TRF and is not compared. Throws UnreplayableRoundError when the round
 * cannot serve as a reference (two pairing-allocated byes).
 */
export function expectedPairing(t: Tournament, round: number): RecordedPairing {
  const games: RoundPairing['games'] = [];
  const colourless: RecordedPairing['colourless'] = [];
  let bye: number | null = null;
  for (const p of t.players) {
    const rec = p.rounds[round - 1];
    if (rec === undefined) continue;
    if (isPairingAllocatedBye(rec)) {
      // The caller names the round.
      if (bye !== null)
        throw new UnreplayableRoundError(`both ${bye} and ${p.id} have the pairing-allocated bye`);
      bye = p.id;
    } else if (rec.opponent !== null) {
      if (rec.colour === null) {
        if (p.id < rec.opponent) colourless.push({ white: p.id, black: rec.opponent });
      } else if (rec.colour === 'w') games.push({ white: p.id, black: rec.opponent });
    }
  }
  return { games, bye, colourless };
}
