import type { Colour } from '../../model/tournament.js';
import type { TeamSwissOptions } from './options.js';
import type { TeamState } from './team-state.js';

export interface AllocatedColours {
  readonly white: number;
  readonly black: number;
  /** The article of C.04.6 4.3 that decided. */
  readonly rule: string;
}

const flip = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** C.04.6 4.2: the first-team: higher primary score, then higher secondary score (4.2.2), then smaller TPN. */
export function isFirstTeam(a: TeamState, b: TeamState, o: TeamSwissOptions): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (o.secondary !== null && a.secondary !== b.secondary) return a.secondary > b.secondary;
  return a.tpn < b.tpn;
}

/** C.04.6 4.3, rules in descending priority; the first that decides gives `a` its colour. */
export function allocateColours(
  a: TeamState,
  b: TeamState,
  initialColour: Colour,
  o: TeamSwissOptions,
): AllocatedColours {
  const first = isFirstTeam(a, b, o) ? a : b;
  const other = first === a ? b : a;
  const give = (team: TeamState, colour: Colour, rule: string): AllocatedColours => {
    const mate = team === a ? b : a;
    return colour === 'w'
      ? { white: team.tpn, black: mate.tpn, rule }
      : { white: mate.tpn, black: team.tpn, rule };
  };
  // C.04.6 4.3.1: "When both teams have yet to play a match, if the first-team has an odd TPN, give it the initial-colour; otherwise, give it the opposite colour."
  if (a.colours.length === 0 && b.colours.length === 0)
    return give(first, first.tpn % 2 === 1 ? initialColour : flip(initialColour), '4.3.1');
  const pa = a.preference.colour;
  const pb = b.preference.colour;
  // C.04.6 4.3.2: "If only one team has a colour preference, grant it."
  if (pa !== null && pb === null) return give(a, pa, '4.3.2');
  if (pb !== null && pa === null) return give(b, pb, '4.3.2');
  // C.04.6 4.3.3: "If the two teams have opposite colour preferences, grant them."
  if (pa !== null && pb !== null && pa !== pb) return give(a, pa, '4.3.3');
  // C.04.6 4.3.4: "(Type B only) If only one team has a strong colour preference, grant it."
  if (o.colourType === 'B') {
    const sa = a.preference.strength === 'strong';
    const sb = b.preference.strength === 'strong';
    if (sa && !sb && pa !== null) return give(a, pa, '4.3.4');
    if (sb && !sa && pb !== null) return give(b, pb, '4.3.4');
  }
  // C.04.6 4.3.5: "Give White to the team with the lower colour difference."
  if (a.colourDifference !== b.colourDifference)
    return give(a.colourDifference < b.colourDifference ? a : b, 'w', '4.3.5');
  // C.04.6 4.3.6: "Alternate the colours to the most recent time in which one team had White and the other Black" (GHR 3.4: played matches only, aligned at the end).
  for (let k = 1; k <= Math.min(a.colours.length, b.colours.length); k++) {
    const ca = a.colours[a.colours.length - k]!;
    const cb = b.colours[b.colours.length - k]!;
    if (ca !== cb) return give(a, flip(ca), '4.3.6');
  }
  // C.04.6 4.3.7: "Grant the colour preference of the first-team."
  if (first.preference.colour !== null) return give(first, first.preference.colour, '4.3.7');
  // C.04.6 4.3.8: "Alternate the colour of the first-team from its last played round."
  const lastFirst = first.colours[first.colours.length - 1];
  if (lastFirst !== undefined) return give(first, flip(lastFirst), '4.3.8');
  // C.04.6 4.3.9: "Alternate the colour of the other team from its last played round."
  const lastOther = other.colours[other.colours.length - 1]!;
  return give(other, flip(lastOther), '4.3.9');
}
