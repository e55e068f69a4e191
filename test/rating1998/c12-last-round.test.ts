import { expect, it } from 'vitest';
import { pairRound1998 } from '../../src/engine/systems/rating1998/pair-round.js';
import { pairKeys } from '../support/engine/simulate.js';
import { tournament } from './builder.js';

/**
 * C.12 "In case of a heterogeneous group: undo the pairing of the previous
 * score bracket. If in this previous score bracket a pairing can be made
 * whereby another player will be moved down to the current one, and this
 * now allows p pairing to be made then this pairing in the previous score
 * bracket will be accepted."
 *
 * The last round (6 of 6) of an 18-player event, 18 withdrawn (F.5), written
 * by hand for the case of issue 16. Scores after round 5 (comments below):
 * 3.5 {1, 3}, 3.0 {10, 11, 13, 17}, 2.5 {2, 4}, 2.0 {5, 7, 8, 9, 12, 14, 15,
 * 16}, 1.5 {6}. In bracket 3.0, 11, 13 and 17 have all met, so no two
 * pairings exist: C.14 lowers p to 1, S1 = {10}, S2 = {11, 13, 17}, and C.6
 * pairs 10-11 and moves 13 and 17 down. 17 has met both players of bracket
 * 2.5 (2 and 4), so C.1 sends the moved-down 17 to C.12. The bracket above
 * then tries its next transposition, 10-13 moving 11 and 17 down: 17 still
 * has no opponent. The next, 10-17 moving 11 and 13 down, lets bracket 2.5
 * make its p = 2 pairings: 11-2 was played in round 2, so the transposition
 * 11-4, 13-2. Bracket 2.0 pairs itself by C.6 and the bye goes to 6, alone in
 * the lowest bracket. (The reading before issue 16 refused 13 for having gone
 * down with 17, paired 10-11 and floated 17 on to bracket 2.0.)
 */

const ROWS = [
  { id: 1, rounds: ['10w=', '5b1', '7w=', '9b1', '12w='] }, // 3.5
  { id: 2, rounds: ['17w0', '11b1', '8w=', '6b1', '15w0'] }, // 2.5
  { id: 3, rounds: ['12w=', '9w1', '10b=', '5b1', '7w='] }, // 3.5
  { id: 4, rounds: ['14w1', '17b=', '6w=', '12b=', '16w0'] }, // 2.5
  { id: 5, rounds: ['13w0', '1w0', '9b1', '3w0', '10b1'] }, // 2
  { id: 6, rounds: ['16w1', '8b0', '4b=', '2w0', '14w0'] }, // 1.5
  { id: 7, rounds: ['11w0', '16b1', '1b=', '10w0', '3b='] }, // 2
  { id: 8, rounds: ['18w=', '6w1', '2b=', '16b0', '9w0'] }, // 2
  { id: 9, rounds: ['15w1', '3b0', '5w0', '1w0', '8b1'] }, // 2
  { id: 10, rounds: ['1b=', '12w1', '3w=', '7b1', '5w0'] }, // 3
  { id: 11, rounds: ['7b1', '2w0', '17b=', '13w=', '18b1'] }, // 3
  { id: 12, rounds: ['3b=', '10b0', '13w=', '4w=', '1b='] }, // 2
  { id: 13, rounds: ['5b1', '14w1', '12b=', '11b=', '17w0'] }, // 3
  { id: 14, rounds: ['4b0', '13b0', '15w1', '18w0', '6b1'] }, // 2
  { id: 15, rounds: ['9b0', '18w0', '14b0', '17w1', '2b1'] }, // 2
  { id: 16, rounds: ['6b0', '7w0', '18b0', '8w1', '4b1'] }, // 2
  { id: 17, rounds: ['2b1', '4w=', '11w=', '15b0', '13b1'] }, // 3
  { id: 18, rounds: ['8b=', '15b1', '16w1', '14b1', '11w0'], withdrawn: true }, // 3.5
];

it('C.12 with two players moved down: 17-10, 4-11, 13-2 and the bye to 6', () => {
  const pairing = pairRound1998(tournament(ROWS, { totalRounds: 6 }), 6);
  const pairs = pairKeys(pairing.games.map((g) => [g.white, g.black]));
  expect(pairs).toEqual(['1-3', '10-17', '2-13', '4-11', '5-12', '7-14', '8-15', '9-16']);
  expect(pairing.bye).toBe(6);
});
