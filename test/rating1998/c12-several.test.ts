import { expect, it } from 'vitest';
import { pairNextRoundInput } from '../../src/engine/pairing/index.js';
import { rating1998 } from '../../src/engine/systems/rating1998/index.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { pairView } from '../../src/engine/systems/rating1998/pair-round.js';
import { pairsOf, view, type Spec } from './view.js';

/**
 * C.12 "undo the pairing of the previous score bracket. If in this previous
 * score bracket a pairing can be made whereby another player will be moved
 * down to the current one, and this now allows p pairing to be made then
 * this pairing in the previous score bracket will be accepted." After C.14
 * the bracket above can move two or more players down; a set of them that
 * fails below does not condemn each of its players, since one of them may
 * still go down with "another player". Round 6 of this 9-player event (the
 * audit case of issue 16): the rule gives 2-7, 3-1, 5-9, 6-8 and the bye to 4.
 */
const TRF = `012 audit random tournament
001    1 m    Lee I                             2484 FID        1001 2000/01/01  3.5    1     5 w 1     8 b 0     9 w =     2 b 1     7 w 1
001    2 mWGM Quinn X                           2398 FID        1002 2000/01/01  2.0    2     6 b 0     7 w -  0000 - U     1 w 0     3 b 1
001    3 m    Gray T                            2398 FID        1003 2000/01/01  1.5    3     8 w 0     4 b 0     5 b =  0000 - U     2 w 0
001    4 m    Berg F                            2152 FID        1004 2000/01/01  2.0    4     7 b 0     3 w 1     6 b 1     8 w 0     9 b 0
001    5 mWGM Ito K                             2036 FID        1005 2000/01/01  3.5    5     1 b 0  0000 - U     3 w =     6 w 1     8 b 1
001    6 m IM Voss Q                            1789 FID        1006 2000/01/01  2.5    6     2 w 1     9 b =     4 w 0     5 b 0  0000 - U
001    7 mWFM Berg K                            1751 FID        1007 2000/01/01  3.0    7     4 w 1     2 b +     8 b =     9 w =     1 b 0
001    8 mWGM Evans J                           1751 FID        1008 2000/01/01  3.5    8     3 b 1     1 w 1     7 w =     4 b 1     5 w 0
001    9 m    Wong J                            1532 FID        1009 2000/01/01  3.5    9  0000 - U     6 w =     1 b =     7 b =     4 w 1
XXR 8
XXC white1
`;

it('C.12 with two players moved down: the bracket above moves another player instead', () => {
  const { round, input } = pairNextRoundInput(readTrf(Buffer.from(TRF, 'latin1')));
  expect(round).toBe(6);
  const pairing = rating1998.pair(input, round);
  const pairs = pairing.games.map((g) => [g.white, g.black].sort((a, b) => a - b).join('-')).sort();
  expect(pairs).toEqual(['1-3', '2-7', '5-9', '6-8']);
  expect(pairing.bye).toBe(4);
});

/**
 * Two players moved down and no other pairing of the bracket above helps.
 * Bracket 3 {10, 11, 13, 17}: 11, 13 and 17 have all met, and 10 has met 17,
 * so C.14 leaves p = 1 and C.6 pairs 10-11, moving 13 and 17 down. 17 has met
 * both players of bracket 2.5 {2, 4}: C.1 sends him to C.12, but every other
 * pairing of bracket 3 that moves two players down moves 17 again (10-13), and
 * 10-17 was played. Decision (C.1): a player moved down for whom C.12 finds
 * nothing moves on down. Bracket 2.5 {13; 2, 4} pairs 13-2 and moves 4 down;
 * the lowest bracket {17, 4; 5, 6} is half from above, so homogeneous (A.3):
 * S1 = {17, 4}, S2 = {5, 6}, and C.6 pairs 17-5, 4-6.
 */
it('C.12 with two players moved down that finds nothing: the player without opponent moves on down', () => {
  const specs: Spec[] = [
    { id: 10, score: 3, forbidden: [17] },
    { id: 11, score: 3, forbidden: [13, 17] },
    { id: 13, score: 3, forbidden: [17] },
    { id: 17, score: 3, forbidden: [2, 4] },
    { id: 2, score: 2.5 },
    { id: 4, score: 2.5 },
    { id: 5, score: 2 },
    { id: 6, score: 2 },
  ];
  const pairing = pairView(view(specs));
  expect(pairsOf(pairing.games)).toEqual([
    [2, 13],
    [4, 6],
    [5, 17],
    [10, 11],
  ]);
  expect(pairing.bye).toBeNull();
});
