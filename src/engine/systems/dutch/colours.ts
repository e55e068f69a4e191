import type { Colour, RoundPairing } from '../../model/tournament.js';
import { type ColourRule, gameWithColourRule } from '../explanation-articles.js';
import { colourAlternatingHistories, oppositeColour } from '../common/colours.js';
import type { DutchPlayer, RoundContext } from './player-state.js';

/** A.2: is a ranked above b (higher score, then smaller pairing number)? */
export function ranksAbove(a: DutchPlayer, b: DutchPlayer): boolean {
  return a.score > b.score || (a.score === b.score && a.rankIndex < b.rankIndex);
}

export interface ColourDecision {
  /** The colour of the first player of the pair. */
  readonly colour: Colour;
  readonly rule: ColourRule;
}

/** E.1-E.3: the colour of `p` against `o`, or null when these rules do not decide. */
function decideByPreferences(p: DutchPlayer, o: DutchPlayer): ColourDecision | null {
  const pp = p.colourPreference;
  const op = o.colourPreference;
  // E.1: grant both preferences.
  if (pp === null || op === null || pp !== op) {
    if (pp !== null) return { colour: pp, rule: 'both-preferences' };
    if (op !== null) return { colour: oppositeColour(op), rule: 'both-preferences' };
    return null;
  }
  const diffP = Math.abs(p.colourDifference);
  const diffO = Math.abs(o.colourDifference);
  // E.2: grant the stronger preference; both absolute: the wider colour difference.
  if (p.absolutePreference && o.absolutePreference && diffP !== diffO)
    return { colour: diffP > diffO ? pp : oppositeColour(op), rule: 'wider-difference' };
  if (p.absolutePreference && !o.absolutePreference)
    return { colour: pp, rule: 'stronger-preference' };
  if (o.absolutePreference && !p.absolutePreference)
    return { colour: oppositeColour(op), rule: 'stronger-preference' };
  if (p.strongPreference && !o.strongPreference) return { colour: pp, rule: 'stronger-preference' };
  if (o.strongPreference && !p.strongPreference)
    return { colour: oppositeColour(op), rule: 'stronger-preference' };
  // E.3: alternate to the most recent time one had white and the other black.
  const alternated = colourAlternatingHistories(p.colours, o.colours);
  return alternated === null ? null : { colour: alternated, rule: 'alternation' };
}

/**
 * The colour of `p` against `o` when `higher` is the higher ranked of the
 * two, and the rule that decides it: E.1-E.3 (2025 and the C.04.4 systems:
 * 5.2.1-5.2.3 or 5.2.2-5.2.4), then E.4 the higher ranked player's
 * preference, else E.5 the initial colour for him with an odd pairing
 * number (rankIndex is 0-based), the other with an even.
 */
export function decideColour(
  p: DutchPlayer,
  o: DutchPlayer,
  higher: DutchPlayer,
  initialColour: Colour,
): ColourDecision {
  const decided = decideByPreferences(p, o);
  if (decided) return decided;
  const higherColour =
    higher.colourPreference ??
    (higher.rankIndex % 2 === 0 ? initialColour : oppositeColour(initialColour));
  return {
    colour: higher === p ? higherColour : oppositeColour(higherColour),
    rule: higher.colourPreference !== null ? 'higher-preference' : 'initial-colour',
  };
}

export function allocateColour(
  p: DutchPlayer,
  o: DutchPlayer,
  higher: DutchPlayer,
  initialColour: Colour,
): Colour {
  return decideColour(p, o, higher, initialColour).colour;
}

/** The colour of `p` when paired with `o`, by E.1-E.5. */
export function colourFor(p: DutchPlayer, o: DutchPlayer, ctx: RoundContext): Colour {
  return allocateColour(p, o, ranksAbove(p, o) ? p : o, ctx.initialColour);
}

/** A.2: the players in pairing order (score, then pairing number). */
export function inRankOrder(players: readonly DutchPlayer[]): DutchPlayer[] {
  return [...players].sort((a, b) => (ranksAbove(a, b) ? -1 : ranksAbove(b, a) ? 1 : 0));
}

/** The round's games with colours by E.1-E.5, and the player left over as the bye. */
export function roundPairing(
  pairs: readonly (readonly [DutchPlayer, DutchPlayer])[],
  unpaired: readonly DutchPlayer[],
  ctx: RoundContext,
  articles: Readonly<Record<ColourRule, string>>,
): RoundPairing {
  const games = pairs.map(([a, b]) => {
    const { colour, rule } = decideColour(a, b, ranksAbove(a, b) ? a : b, ctx.initialColour);
    return gameWithColourRule(a.id, b.id, colour, rule, articles);
  });
  return { games, bye: unpaired.length === 1 ? unpaired[0]!.id : null };
}
