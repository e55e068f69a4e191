import type { Colour } from '../../model/tournament.js';

export const oppositeColour = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/**
 * The colour rule every FIDE system shares (Dutch E.3 / [E3], 1998 E.3,
 * Lim 5.x, C.04.4 alike): go back through both players' played games,
 * aligned on the latest one (C.04.2: unplayed rounds do not count), to the
 * most recent game in which their colours differed; the first player then
 * takes the colour the other had. Null when the histories never differ.
 */
export function colourAlternatingHistories(
  own: readonly Colour[],
  theirs: readonly Colour[],
): Colour | null {
  let i = own.length - 1;
  let j = theirs.length - 1;
  while (i >= 0 && j >= 0 && own[i] === theirs[j]) {
    i--;
    j--;
  }
  return i >= 0 && j >= 0 ? theirs[j]! : null;
}
