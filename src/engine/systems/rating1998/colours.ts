import { said, type Said } from '../../../messages/said.js';
import { colourAlternatingHistories, oppositeColour } from '../common/colours.js';
import type { Colour } from '../../model/tournament.js';
import { colourAllowed } from './criteria.js';
import type { RatingPlayer } from './players.js';
import type { Rating1998Readings } from './readings.js';

/**
 * E.2 "Grant the stronger colour preference": absolute over strong over
 * mild (A.7); two preferences of the same kind are left to E.3 and E.4. Two
 * strong preferences can differ in size only between players over 50% in the
 * last round, for whom A.7.a's absolute preference "is not in effect":
 * separating them by the larger colour difference would bring back the very
 * distinction A.7.a switches off. Returns the colour of `a`, or null when
 * neither is stronger. Measured (scripts/measure-readings.mjs, 800 random
 * tournaments of 6-24 players, 4,490 rounds after round 1): the engine's former
 * reading, the larger colour difference first, gave other colours in 4 rounds
 * (0.09%; seed 2: 1 of 4,541), the pairs in none.
 */
function strongerPreference(
  a: RatingPlayer,
  b: RatingPlayer,
  byColourDifference: boolean,
): Colour | null {
  const pa = a.preference;
  const pb = b.preference;
  if (pa.kind !== pb.kind) return pa.kind > pb.kind ? pa.colour : oppositeColour(pb.colour!);
  if (!byColourDifference) return null;
  // The former reading (readings.ts), for measuring only.
  const da = Math.abs(a.colourDifference);
  const db = Math.abs(b.colourDifference);
  if (da !== db) return da > db ? pa.colour : oppositeColour(pb.colour!);
  return null;
}

/**
 * The colour of `a` against `b` by E.1-E.5. `a.rank < b.rank` is not
 * required. `initialColour` is the colour drawn by lot for the top player
 * before round one (A.7.c).
 */
export function colourOf(a: RatingPlayer, b: RatingPlayer, initialColour: Colour): Colour {
  return colourDecision(a, b, initialColour).colour;
}

/** The colour of `a` and the article that decided it (for explanations). */
export function colourDecision(
  a: RatingPlayer,
  b: RatingPlayer,
  initialColour: Colour,
  readings: Rating1998Readings = {},
): { colour: Colour; article: string; reason: Said } {
  const chosen = allocate(a, b, initialColour, readings.e2ByColourDifference === true);
  // B.2 is absolute: E never breaks it when it can be kept, but make sure.
  if (!(colourAllowed(a, chosen.colour) && colourAllowed(b, oppositeColour(chosen.colour)))) {
    if (colourAllowed(a, oppositeColour(chosen.colour)) && colourAllowed(b, chosen.colour))
      return {
        colour: oppositeColour(chosen.colour),
        article: 'B.2',
        reason: said('colour.1998.colourLimits'),
      };
  }
  return chosen;
}

function allocate(
  a: RatingPlayer,
  b: RatingPlayer,
  initialColour: Colour,
  e2ByColourDifference: boolean,
): { colour: Colour; article: string; reason: Said } {
  const ca = a.preference.colour;
  const cb = b.preference.colour;
  // E.1 "Grant both colour preferences" (one player without any preference
  // takes what the other does not want).
  if (ca !== cb)
    return {
      colour: ca ?? oppositeColour(cb!),
      article: 'E.1',
      reason: said('colour.1998.bothPreferences'),
    };
  if (ca !== null) {
    const stronger = strongerPreference(a, b, e2ByColourDifference); // E.2
    if (stronger)
      return {
        colour: stronger,
        article: 'E.2',
        reason: said('colour.strongerPreference'),
      };
  }
  // E.3 "Alternate the colours to the most recent round in which they played
  // with different colours": only games played, aligned from the latest (F.2,
  // F.3: "BWW-B ... will be treated as -BWWB with respect to E3").
  const alternated = colourAlternatingHistories(a.colours, b.colours);
  if (alternated)
    return {
      colour: alternated,
      article: 'E.3',
      reason: said('colour.1998.alternation'),
    };
  const higher = a.rank < b.rank ? a : b;
  let higherColour: Colour;
  let article = 'E.4';
  if (higher.preference.colour !== null) {
    higherColour = higher.preference.colour; // E.4 "the colour preference of the higher ranked player"
  } else {
    // E.5 "In the first round all even numbered players in S1 will receive a
    // colour different from all odd numbered players in S1", player 1 having
    // the colour drawn by lot. The number is the A.2 position among the
    // players paired (the pairing number when nobody is absent). Two players
    // without any game later on are given colours by the same rule.
    higherColour = higher.rank % 2 === 0 ? initialColour : oppositeColour(initialColour);
    article = 'E.5';
  }
  return {
    colour: higher === a ? higherColour : oppositeColour(higherColour),
    article,
    reason:
      article === 'E.4' ? said('colour.1998.higherPreference') : said('colour.1998.drawnColour'),
  };
}
