import { said, type Said } from '../../../messages/said.js';
import type { Colour } from '../../model/tournament.js';
import { colourAlternatingHistories, oppositeColour } from '../common/colours.js';
import { byRank, type DoubleSwissPlayer } from './players.js';

export interface ColouredMatch {
  /** White in game 1, Black in game 2 (4.4). */
  readonly white: number;
  readonly black: number;
  readonly colourRule: string;
  readonly colourReason: Said;
}

const whites = (p: DoubleSwissPlayer) => p.colours.filter((c) => c === 'w').length;

/**
 * Art. 4: the colours of a match, as those of its first game (4.4: the
 * player given White plays game 1 with White and game 2 with Black). The
 * rules of 4.3, in order; HRP is the higher ranked player (1.2).
 */
export function allocateColours(
  a: DoubleSwissPlayer,
  b: DoubleSwissPlayer,
  initialColour: Colour,
): ColouredMatch {
  const [hrp, other] = byRank(a, b) <= 0 ? [a, b] : [b, a];
  const give = (p: DoubleSwissPlayer, colour: Colour, rule: string, reason: Said) => {
    const q = p === hrp ? other : hrp;
    return colour === 'w'
      ? { white: p.id, black: q.id, colourRule: rule, colourReason: reason }
      : { white: q.id, black: p.id, colourRule: rule, colourReason: reason };
  };
  if (hrp.colours.length === 0 && other.colours.length === 0) {
    const odd = hrp.tpn % 2 === 1;
    const colour = odd ? initialColour : oppositeColour(initialColour);
    // The TPN is named: it counts the players taking part (1.1), so it can
    // differ from the pairing number the explanation shows beside each name.
    return give(
      hrp,
      colour,
      '4.3.1',
      said('colour.doubleSwiss.firstMatch', {
        player: hrp.id,
        tpn: hrp.tpn,
        odd,
        white: colour === 'w',
      }),
    );
  }
  if (whites(hrp) !== whites(other))
    return give(
      hrp,
      whites(hrp) < whites(other) ? 'w' : 'b',
      '4.3.2',
      said('colour.doubleSwiss.fewerWhites'),
    );
  const alternated = colourAlternatingHistories(hrp.colours, other.colours);
  if (alternated !== null)
    return give(hrp, alternated, '4.3.3', said('colour.doubleSwiss.alternation'));
  const hrpLast = hrp.colours[hrp.colours.length - 1];
  if (hrpLast !== undefined)
    return give(hrp, oppositeColour(hrpLast), '4.3.4', said('colour.doubleSwiss.higherAlternates'));
  const otherLast = other.colours[other.colours.length - 1]!;
  return give(
    other,
    oppositeColour(otherLast),
    '4.3.5',
    said('colour.doubleSwiss.opponentAlternates'),
  );
}
