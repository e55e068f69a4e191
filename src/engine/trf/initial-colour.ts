import type { Colour, Player } from '../model/tournament.js';

/**
 * The initial colour a file without XXC or 152 implies. TRF-2026 record 152
 * is "mandatory only if it differs from the colour of the highest ranked
 * participant who was paired in the first round": so, without it, the
 * initial colour is that player's round-1 colour.
 *
 * Arbiter's reading: "highest ranked" is the lowest starting-rank number
 * (001 columns 5-8, the pairing number), not the final rank of columns
 * 86-89; "paired" means given an opponent (a bye, an absence or the
 * pairing-allocated bye is no pairing with a colour). When the top seed was
 * not paired in round 1 the next one who was gives the colour, as the text
 * says (bbpPairings reads it so, and the engines here give the initial colour
 * to the highest-ranked player paired in round 1). When that player's game
 * is a forfeit written without colours the file does not say, and the
 * initial colour stays unknown (drawn by lot, as before round 1).
 */
export function initialColourFromRoundOne(players: readonly Player[]): Colour | null {
  let top: Player | null = null;
  for (const p of players) {
    const rec = p.rounds[0];
    if (rec === undefined || rec.opponent === null) continue;
    if (top === null || p.id < top.id) top = p;
  }
  return top?.rounds[0]?.colour ?? null;
}
