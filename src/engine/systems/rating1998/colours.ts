import type { Colour } from '../../model/tournament.js';
import { colourAllowed } from './criteria.js';
import type { RatingPlayer } from './players.js';

const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/**
 * E.3 "Alternate the colours to the most recent round in which they played
 * with different colours". Only games played count, aligned from the latest
 * (F.2, F.3: "BWW-B ... will be treated as -BWWB with respect to E3").
 * Returns the colour of `a`, or null when their colours never differed.
 */
function alternateFromHistory(a: RatingPlayer, b: RatingPlayer): Colour | null {
  let i = a.colours.length - 1;
  let j = b.colours.length - 1;
  for (; i >= 0 && j >= 0; i--, j--) {
    if (a.colours[i] !== b.colours[j]) return other(a.colours[i]!);
  }
  return null;
}

/**
 * E.2 "Grant the stronger colour preference": absolute over strong over
 * mild (A.7). Decision: between two preferences of the same kind the one
 * with the larger colour difference is the stronger (two strong ones can
 * differ only for players over 50% in the last round, A.7.a). Returns the
 * colour of `a`, or null when neither is stronger.
 */
function strongerPreference(a: RatingPlayer, b: RatingPlayer): Colour | null {
  const pa = a.preference;
  const pb = b.preference;
  if (pa.kind !== pb.kind) return pa.kind > pb.kind ? pa.colour : other(pb.colour!);
  const da = Math.abs(a.colourDifference);
  const db = Math.abs(b.colourDifference);
  if (da !== db) return da > db ? pa.colour : other(pb.colour!);
  return null;
}

/**
 * The colour of `a` against `b` by E.1-E.5. `a.rank < b.rank` is not
 * required. `initialColour` is the colour drawn by lot for the top player
 * before round one (A.7.c).
 */
export function colourOf(a: RatingPlayer, b: RatingPlayer, initialColour: Colour): Colour {
  const chosen = allocate(a, b, initialColour);
  // B.2 is absolute: E never breaks it when it can be kept, but make sure.
  if (!(colourAllowed(a, chosen) && colourAllowed(b, other(chosen)))) {
    if (colourAllowed(a, other(chosen)) && colourAllowed(b, chosen)) return other(chosen);
  }
  return chosen;
}

function allocate(a: RatingPlayer, b: RatingPlayer, initialColour: Colour): Colour {
  const ca = a.preference.colour;
  const cb = b.preference.colour;
  // E.1 "Grant both colour preferences" (one player without any preference
  // takes what the other does not want).
  if (ca !== cb) return ca ?? other(cb!);
  if (ca !== null) {
    const stronger = strongerPreference(a, b); // E.2
    if (stronger) return stronger;
  }
  const alternated = alternateFromHistory(a, b); // E.3
  if (alternated) return alternated;
  const higher = a.rank < b.rank ? a : b;
  let higherColour: Colour;
  if (higher.preference.colour !== null) {
    higherColour = higher.preference.colour; // E.4 "the colour preference of the higher ranked player"
  } else {
    // E.5 "In the first round all even numbered players in S1 will receive a
    // colour different from all odd numbered players in S1", player 1 having
    // the colour drawn by lot. The number is the A.2 position among the
    // players paired (the pairing number when nobody is absent). Two players
    // without any game later on are given colours by the same rule.
    higherColour = higher.rank % 2 === 0 ? initialColour : other(initialColour);
  }
  return higher === a ? higherColour : other(higherColour);
}
