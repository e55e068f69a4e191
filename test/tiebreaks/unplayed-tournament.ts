import { tournament, UNRATED } from '../support/engine/tournament-builder.js';

/**
 * A 5-round Swiss of 8 players, made to hold every kind of unplayed round,
 * worked by hand in the tests that use it.
 *
 *  No  rating  R1     R2     R3     R4     R5     pts  unplayed rounds
 *   1   2200   5w1    3b1    2w=    4b1    8w1    4.5  -
 *   2   2100   6b1    H      1b=    3w1    4w+    4    half-point bye, forfeit won
 *   3   2000   8w=    1w0    4b1    2b0    5w=    2    -
 *   4   1900   7w1    5b=    3w0    1w0    2b-    1.5  forfeit lost in the last round
 *   5   1800   1b0    4w=    7b1    8b1    3b=    3    -
 *   6   1700   2w0    8w-    .      .      .      0    forfeit lost, then withdrawn
 *   7   1600   4b0    U      5w0    H      Z      1.5  pairing-allocated bye; half- and zero-point byes at the end
 *   8   1500   3b=    6b+    Z      5w0    1b0    1.5  forfeit won, zero-point bye followed by games
 *
 * C.07 16.3 adjusted scores (what opponents count):
 *   1: 4.5   2: 4   3: 2   4: 1.5 (the last-round forfeit loss has an opponent: 0)
 *   5: 3     6: 0 + 0 + ½+½+½ = 1.5 (rounds after withdrawing count as draws)
 *   7: 0 + 1 + 0 + ½ + ½ = 2 (the trailing H and Z count as draws)
 *   8: 1.5 (its Z is followed by games: 16.2.3, counted at 0)
 */
export const unplayedRounds = tournament(
  [
    { id: 1, rating: 2200, rounds: ['5w1', '3b1', '2w=', '4b1', '8w1'] },
    { id: 2, rating: 2100, rounds: ['6b1', 'H', '1b=', '3w1', '4w+'] },
    { id: 3, rating: 2000, rounds: ['8w=', '1w0', '4b1', '2b0', '5w='] },
    { id: 4, rating: 1900, rounds: ['7w1', '5b=', '3w0', '1w0', '2b-'] },
    { id: 5, rating: 1800, rounds: ['1b0', '4w=', '7b1', '8b1', '3b='] },
    { id: 6, rating: 1700, rounds: ['2w0', '8w-', '', '', ''] },
    { id: 7, rating: 1600, rounds: ['4b0', 'U', '5w0', 'H', 'Z'] },
    { id: 8, rating: 1500, rounds: ['3b=', '6b+', 'Z', '5w0', '1b0'] },
  ],
  UNRATED,
);
