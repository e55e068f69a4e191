import type { DutchPlayer } from './player-state.js';
import { addTo, type Field } from './weight-layout.js';

/**
 * The colour criteria, 2017 C.8-C.11 = 2025 [C10]-[C13], for a pair inside
 * the bracket, one unit in each field the pair complies with:
 *  0: no topscorer (or opponent) gets a colour difference beyond +-2;
 *  1: no topscorer (or opponent) gets the same colour three times in a row
 *     (E.2 gives the wider colour difference its preference, so the other is at risk);
 *  2: both get their colour preference;
 *  3: both get their strong (or absolute) preference, unless both are absolute.
 */
export function addColourCriteria(
  w: Float64Array,
  fields: readonly Field[],
  p: DutchPlayer,
  o: DutchPlayer,
): void {
  const samePref = p.colourPreference !== null && p.colourPreference === o.colourPreference;
  if (!(p.absoluteImbalance && o.absoluteImbalance && samePref)) addTo(w, fields[0]!, 1);
  let threeInARow = false;
  if (p.absolutePreference && o.absolutePreference && samePref) {
    const diffP = Math.abs(p.colourDifference);
    const diffO = Math.abs(o.colourDifference);
    if (diffP === diffO)
      threeInARow = p.repeatedColour !== null && p.repeatedColour === o.repeatedColour;
    else {
      const loser = diffP > diffO ? o : p;
      threeInARow = loser.repeatedColour !== null && loser.repeatedColour !== p.colourPreference;
    }
  }
  if (!threeInARow) addTo(w, fields[1]!, 1);
  if (!samePref) addTo(w, fields[2]!, 1);
  const strongOrAbsolute = (x: DutchPlayer) => x.strongPreference || x.absolutePreference;
  if (
    !(strongOrAbsolute(p) && strongOrAbsolute(o) && samePref) ||
    (p.absolutePreference && o.absolutePreference)
  )
    addTo(w, fields[3]!, 1);
}

/** What addColourCriteria reads of one player, as a key (players of one key weigh alike there). */
export function colourKind(p: DutchPlayer): string {
  return [
    p.colourPreference,
    p.colourDifference,
    p.repeatedColour,
    p.absolutePreference,
    p.absoluteImbalance,
    p.strongPreference,
  ].join();
}
