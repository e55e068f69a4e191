import { said, type Said } from '../../../messages/said.js';
import { colourAlternatingHistories, oppositeColour } from '../common/colours.js';
import type { Colour } from '../../model/tournament.js';
import type { LimPlayer, LimRound } from './player-state.js';

/**
 * Lim 5.1 (a) "no player shall be given the same colour in three successive
 * rounds" and (b) "no player shall be given three more of one colour than the
 * other": may `p` be given `c`?
 */
export function isPermissible(p: LimPlayer, c: Colour): boolean {
  const n = p.colours.length;
  if (n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c) return false;
  const diff = p.colourDifference + (c === 'w' ? 1 : -1);
  return Math.abs(diff) < 3;
}

/**
 * The colour a player is due. Lim 5.6: in even rounds the colour that
 * equalises; 5.5: in odd rounds the colour that leaves one more only of one
 * colour, which, with colours balanced, is the alternate colour (5.1).
 * Decision: with colours unbalanced in an odd round (a player who missed a
 * game), the equalising colour, as C.04.1 8 puts it ("the colour with which
 * they played fewer rounds"). With this reading the due colour is always the
 * equalising one when colours are unbalanced and the alternate one otherwise;
 * both coincide whenever a player had the same colour twice running (5.3).
 * Null for a player with no game played yet.
 */
export function dueColour(p: LimPlayer): Colour | null {
  if (p.colourDifference > 0) return 'b';
  if (p.colourDifference < 0) return 'w';
  const last = p.colours[p.colours.length - 1];
  return last === undefined ? null : oppositeColour(last);
}

/** Both players can have their due colour (Lim 3.8 "due the alternate colour", 5.2). */
export function coloursFit(a: LimPlayer, b: LimPlayer): boolean {
  const da = dueColour(a);
  const db = dueColour(b);
  return da === null || db === null || da !== db;
}

/** Some colour allocation of a v b keeps both within 5.1 (a) and (b). */
export function coloursAllowPairing(a: LimPlayer, b: LimPlayer): boolean {
  return (
    (isPermissible(a, 'w') && isPermissible(b, 'b')) ||
    (isPermissible(a, 'b') && isPermissible(b, 'w'))
  );
}

/**
 * Lim 2.1: "Two players who have not yet played each other are said to be
 * compatible provided that the pairing will not require either player to have
 * the same colour in three successive rounds, or to have three more of one
 * colour than the other." Lim 6: in the last round, players with the same
 * score who have not met are paired whatever the colours.
 */
export function isCompatible(a: LimPlayer, b: LimPlayer, round: LimRound): boolean {
  if (a.id === b.id || a.excluded.has(b.id) || b.excluded.has(a.id)) return false;
  if (round.lastRound && a.score === b.score) return true;
  return coloursAllowPairing(a, b);
}

/** Compatible without the last-round exception of Lim 6. */
export function isStrictlyCompatible(a: LimPlayer, b: LimPlayer): boolean {
  return (
    a.id !== b.id && !a.excluded.has(b.id) && !b.excluded.has(a.id) && coloursAllowPairing(a, b)
  );
}

/** Higher score, then smaller pairing number. */
export function ranksAbove(a: LimPlayer, b: LimPlayer): boolean {
  return a.score > b.score || (a.score === b.score && a.id < b.id);
}

/** A colour allocation and the Lim article that decided it (for explanations). */
export interface LimColour {
  readonly colour: Colour;
  readonly article: string;
  readonly reason: Said;
}

/**
 * The colour of `p` against `o` (Lim section 5). `atOrAboveMedian` says
 * whether the pairing is made in the median score-group or above it, where
 * 5.4 favours the higher ranked player; below it, the lower ranked one.
 */
export function colourDecision(
  p: LimPlayer,
  o: LimPlayer,
  round: LimRound,
  atOrAboveMedian: boolean,
): LimColour {
  const pWhite = isPermissible(p, 'w') && isPermissible(o, 'b');
  const pBlack = isPermissible(p, 'b') && isPermissible(o, 'w');
  // 5.1 (a), (b), 5.3: the only allocation that keeps both players within the limits.
  if (pWhite !== pBlack)
    return {
      colour: pWhite ? 'w' : 'b',
      article: '5.1, 5.3',
      reason: said('colour.lim.colourLimits'),
    };
  const dp = dueColour(p);
  const dop = dueColour(o);
  // 5.1, 5.5, 5.6: each player his due colour.
  const due = { article: '5.1, 5.5, 5.6', reason: said('colour.lim.dueColours') };
  if (dp !== null && (dop === null || dop !== dp)) return { colour: dp, ...due };
  if (dp === null && dop !== null) return { colour: oppositeColour(dop), ...due };
  if (dp !== null) {
    // 5.4, 5.6: both are due the same colour.
    const fromHistory = colourAlternatingHistories(p.colours, o.colours);
    if (fromHistory !== null)
      return {
        colour: fromHistory,
        article: '5.4, 5.6',
        reason: said('colour.lim.alternation'),
      };
    // 5.4: identical histories; the higher ranked player (median group or
    // above) or the lower ranked player (below the median) gets it.
    const pFavoured = atOrAboveMedian ? ranksAbove(p, o) : ranksAbove(o, p);
    return {
      colour: pFavoured ? dp : oppositeColour(dp),
      article: '5.4',
      reason: atOrAboveMedian ? said('colour.lim.higherRanked') : said('colour.lim.lowerRanked'),
    };
  }
  // Neither has played a game (late entries, or only byes so far). Decision:
  // as in round one (7.2), the higher ranked player takes the colour drawn
  // by lot for player #1.
  return {
    colour: ranksAbove(p, o) ? round.lotColour : oppositeColour(round.lotColour),
    article: '7.2',
    reason: said('colour.lim.neitherPlayed'),
  };
}

export function colourOf(
  p: LimPlayer,
  o: LimPlayer,
  round: LimRound,
  atOrAboveMedian: boolean,
): Colour {
  return colourDecision(p, o, round, atOrAboveMedian).colour;
}
