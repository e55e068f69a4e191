import type { Colour } from '../../model/tournament.js';
import type { ColourPreferenceType } from './options.js';

/** A team's colour preference (C.04.6 1.7): none, or a colour and its strength. */
export interface ColourPreference {
  readonly colour: Colour | null;
  /** 'simple' for type A; 'strong' or 'mild' for type B. */
  readonly strength: 'simple' | 'strong' | 'mild' | null;
}

const NONE: ColourPreference = { colour: null, strength: null };

/**
 * C.04.6 1.7 from the first-board colours of the matches actually played
 * (oldest first) and whether the round to pair is the last.
 */
export function colourPreference(
  type: ColourPreferenceType,
  colours: readonly Colour[],
  lastRound: boolean,
): ColourPreference {
  if (type === 'none' || colours.length === 0) return NONE;
  const cd = colours.reduce((d, c) => d + (c === 'w' ? 1 : -1), 0);
  const n = colours.length;
  const lastTwo = (c: Colour) => n >= 2 && colours[n - 1] === c && colours[n - 2] === c;
  // C.04.6 1.7.1 / 1.7.2 (same wording): "CD is less than -1, or, being its CD 0 or -1, the team had Black in the last two played matches".
  const firstRule: Colour | null =
    cd < -1 || ((cd === 0 || cd === -1) && lastTwo('b'))
      ? 'w'
      : cd > 1 || ((cd === 0 || cd === 1) && lastTwo('w'))
        ? 'b'
        : null;
  if (type === 'A') return firstRule === null ? NONE : { colour: firstRule, strength: 'simple' };
  // C.04.6 1.7.2, open: "no preference ... when its CD is zero when pairing for the last round" is read as the
  // mild rule's exception ("if it is zero and it is not the last round"); a strong one stays in the last round.
  if (firstRule !== null) return { colour: firstRule, strength: 'strong' };
  // C.04.6 1.7.2: mild "if its CD is -1, or, if it is zero and it is not the last round, the team had Black in the last played match".
  if (cd === -1) return { colour: 'w', strength: 'mild' };
  if (cd === 1) return { colour: 'b', strength: 'mild' };
  // C.04.6 1.7.2: no preference "when its CD is zero when pairing for the last round".
  if (lastRound) return NONE;
  return { colour: colours[n - 1] === 'w' ? 'b' : 'w', strength: 'mild' };
}
