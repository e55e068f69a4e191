import { describe, expect, test } from 'vitest';
import { computeStandings } from '../../src/engine/standings/index.js';
import { tournament } from '../support/engine/tournament-builder.js';
import { valuesOf } from './values-of.js';

/**
 * C.07 16.5 (2026 edition) on a 9-round Swiss where player 1 has two
 * voluntary unplayed rounds (16.1.2) of different worth: a requested
 * half-point bye in round 4 and a forfeit loss in round 8.
 *
 * Player 1 (5.5 points): W D W H W L D - W
 *   R1 beat 2 (2 pts)   R2 drew 3 (5.5)   R3 beat 4 (4)   R4 half-point bye
 *   R5 beat 5 (4.5)     R6 lost to 6 (6.5) R7 drew 7 (5.5) R8 lost 8 (5) by forfeit
 *   R9 beat 9 (6)
 * The opponents' other rounds are full-point byes (F) and zero-point byes (Z),
 * each of them ending with a game or an F, so no round of theirs is a trailing
 * VUR (16.2.5): their adjusted scores (16.3) are their scores.
 *
 * Player 1's own unplayed rounds (16.4, 2026 caps):
 *   R4 half-point bye: dummy min(5.5, 16.4.2 a draw x 9 rounds = 4.5) = 4.5
 *   R8 forfeit loss:   dummy min(5.5, 16.4.1 player 8's adjusted score 5) = 5
 *
 * Buchholz contributions:  2, 5.5, 4, 4.5 (VUR), 4.5, 6.5, 5.5, 5 (VUR), 6   = 43.5
 * Sonneborn-Berger (x pts): 2, 2.75, 4, 2.25 (VUR), 4.5, 0, 2.75, 0 (VUR), 6 = 24.25
 */
const t = tournament(
  [
    { id: 1, rounds: ['2w1', '3b=', '4w1', 'H', '5b1', '6w0', '7b=', '8w-', '9b1'] },
    { id: 2, rounds: ['1b0', 'Z', 'Z', 'Z', 'Z', 'Z', 'Z', 'F', 'F'] },
    { id: 3, rounds: ['F', '1w=', 'Z', 'F', 'F', 'Z', 'F', 'Z', 'F'] },
    { id: 4, rounds: ['Z', 'F', '1b0', 'Z', 'F', 'Z', 'F', 'Z', 'F'] },
    { id: 5, rounds: ['F', 'Z', 'F', 'H', '1w0', 'Z', 'F', 'Z', 'F'] },
    { id: 6, rounds: ['F', 'F', 'H', 'F', 'Z', '1b1', 'F', 'Z', 'F'] },
    { id: 7, rounds: ['F', 'F', 'Z', 'F', 'Z', 'F', '1w=', 'Z', 'F'] },
    { id: 8, rounds: ['F', 'Z', 'F', 'Z', 'F', 'Z', 'Z', '1b+', 'F'] },
    { id: 9, rounds: ['F', 'F', 'Z', 'F', 'F', 'Z', 'F', 'F', '1w0'] },
  ],
  { totalRounds: 9, info: { startDate: '2026/04/01' } },
);
const v = (tb: string) => valuesOf(t, tb)[1];

describe('C.07 16.5 with a half-point bye and a forfeit loss (9 rounds, W D W H W L D -F W)', () => {
  test('the cross table gives the scores the hand computation uses', () => {
    const points = Object.fromEntries(computeStandings(t).map((r) => [r.id, r.points]));
    expect(points).toEqual({ 1: 5.5, 2: 2, 3: 5.5, 4: 4, 5: 4.5, 6: 6.5, 7: 5.5, 8: 5, 9: 6 });
    expect(v('BH')).toBe(43.5);
    expect(v('SB')).toBe(24.25);
  });

  test('16.5.2 SB/C1: "after determining a. the lowest contribution coming from a VUR; b. the least significant value ...; cut the higher of these two values"', () => {
    // a. the VUR contributions, ranked as the least significant value is (14.1.1: the dummy's
    //    score first): R4's dummy 4.5 (worth 2.25) before R8's dummy 5 (worth 0): R4's 2.25.
    // b. the least significant value (14.1.1): the lowest opponent score, 2 (R1), worth 2.
    // The higher of 2.25 and 2 is the R4 bye: 24.25 - 2.25.
    // (Ranking the VURs by their product alone would take R8's 0 and cut R1's 2: 22.25.)
    expect(v('SB/C1')).toBe(22);
  });

  test('16.5.2 "this repeats for each further cut": SB/C2, SB/M1', () => {
    // Second cut: a. the VUR left is R8's 0; b. the least significant value is still R1 (opponent
    // on 2, worth 2); the higher is R1: 22 - 2.
    expect(v('SB/C2')).toBe(20);
    // Median-1: the low cut as SB/C1, then the most significant value (no VUR rule, 14.3): the
    // opponent on 6.5, R6, lost, worth 0.
    expect(v('SB/M1')).toBe(22);
  });

  test('16.5.1 BH/C1, BH/C2, BH/M1: the lowest VUR contribution is cut, then the next', () => {
    expect(v('BH/C1')).toBe(43.5 - 4.5); // R4's dummy, not R1's 2
    expect(v('BH/C2')).toBe(43.5 - 4.5 - 5); // then R8's dummy
    expect(v('BH/M1')).toBe(43.5 - 4.5 - 6.5); // then the most significant: 6's 6.5
  });

  test('no VUR enters ARO (games over the board only, 10.1): ARO/C1 drops the lowest rating', () => {
    // Ratings 2000 - id: opponents met over the board are 2, 3, 4, 5, 6, 7, 9.
    // ARO/C1 drops 9 (1991): (1998 + 1997 + 1996 + 1995 + 1994 + 1993) / 6 = 1995.5, 0.5 up.
    expect(v('ARO/C1')).toBe(1996);
  });
});
