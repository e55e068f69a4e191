import { describe, expect, test } from 'vitest';
import { pick, valuesOf } from './values-of.js';
import { unplayedRounds } from './unplayed-tournament.js';

/**
 * Buchholz, Fore Buchholz, Sonneborn-Berger and AOB on the hand-made
 * tournament of unplayed-tournament.ts, whose adjusted scores (C.07 16.3) are
 *   1: 4.5  2: 4  3: 2  4: 1.5  5: 3  6: 1.5  7: 2  8: 1.5.
 * "own" below is the dummy opponent of C.07 16.4: the player's own score.
 */
const t = unplayedRounds;
const v2024 = (tb: string) => valuesOf(t, tb, { edition: '2024' });
const v2026 = (tb: string) => valuesOf(t, tb, { edition: '2026' });

describe('C.07 8.1 Buchholz: "the sum of the scores of each of the opponents"', () => {
  test('2024 edition: every unplayed round counts a dummy opponent scoring the player own score (16.4)', () => {
    expect(v2024('BH')).toEqual({
      1: 12, // 3 + 2 + 4 + 1.5 + 1.5
      2: 16, // 1.5 + own 4 (H) + 4.5 + 2 + own 4 (forfeit won)
      3: 14.5, // 1.5 + 4.5 + 1.5 + 4 + 3
      4: 13, // 2 + 3 + 2 + 4.5 + own 1.5 (forfeit lost)
      5: 11.5, // 4.5 + 1.5 + 2 + 1.5 + 2
      6: 4, // 4 + own 0 (forfeit lost) + own 0 three times (withdrawn)
      7: 9, // 1.5 + own 1.5 (PAB) + 3 + own 1.5 (H) + own 1.5 (Z)
      8: 12.5, // 2 + own 1.5 (forfeit won) + own 1.5 (Z) + 3 + 4.5
    });
  });

  test('opponents count adjusted scores: withdrawal and trailing byes as draws (16.3.2), a trailing forfeit loss at 0', () => {
    // 1 met 4 (a forfeit loss in the last round: 1.5) and 8 (a Z followed by games: 1.5);
    // 2 met 6, whose three rounds after withdrawing count ½ each: 0 + 0 + 1.5.
    expect(pick(v2024('BH'), 1, 2)).toEqual({ 1: 12, 2: 16 });
    // 5 met 7, whose trailing H and Z count ½ each: 0 + 1 + 0 + ½ + ½ = 2.
    expect(v2024('BH')[5]).toBe(4.5 + 1.5 + 2 + 1.5 + 2);
  });

  test('2026 edition caps the dummy (16.4.1 forfeit: the opponent adjusted score; 16.4.2 bye: draw x rounds)', () => {
    expect(v2026('BH')).toEqual({
      1: 12,
      2: 12, // 1.5 + min(4, ½x5 = 2.5) + 4.5 + 2 + min(4, 4's adjusted 1.5)
      3: 14.5,
      4: 13, // own 1.5 is already below 2's adjusted 4
      5: 11.5,
      6: 4,
      7: 9, // own 1.5 is below the 2.5 cap
      8: 12.5, // forfeit won against 6: min(1.5, 6's adjusted 1.5)
    });
  });

  test('C.07 14.1 Cut-1 and 16.5.1: a voluntary unplayed round is cut before the lowest opponent', () => {
    expect(v2024('BH/C1')).toEqual({
      1: 10.5, // drops a 1.5
      2: 12, // drops the H (own 4), not the 1.5 of player 6
      3: 13,
      4: 11.5, // drops the forfeit loss
      5: 10,
      6: 4, // drops one of the four VURs
      7: 7.5, // drops a VUR (H or Z), not the PAB
      8: 11, // drops the Z, not the forfeit win
    });
    expect(v2026('BH/C1')[2]).toBe(9.5); // 12 less the capped H (2.5)
  });

  test('C.07 14.2 Cut-2 and 14.3 Median-1', () => {
    const c2 = v2024('BH/C2');
    expect(pick(c2, 2, 6, 7)).toEqual({ 2: 10.5, 6: 4, 7: 6 }); // 2: H, then the 1.5; 7: both VURs
    const m1 = v2024('BH/M1');
    expect(pick(m1, 1, 2)).toEqual({ 1: 6.5, 2: 7.5 }); // 1: less 1.5 and 4; 2: less the H and 4.5
  });
});

describe('C.07 8.3 Fore Buchholz: "as if all paired games for the final round had ended in draws"', () => {
  test('2024 edition', () => {
    // Fore scores (adjusted): 1: 4, 2: 3.5, 3: 2, 4: 2, 5: 3, 8: 2; 6 and 7 were not paired in round 5 (1.5, 2).
    expect(v2024('FB')).toEqual({
      1: 12.5, // 3 + 2 + 3.5 + 2 + 2
      2: 13, // 1.5 + own 3.5 (H) + 4 + 2 + 2 (the forfeit against 4 counts as a drawn game)
      3: 14.5, // 2 + 4 + 2 + 3.5 + 3
      4: 14.5, // 2 + 3 + 2 + 4 + 3.5
      5: 12, // 4 + 2 + 2 + 2 + 2
      6: 3.5, // 3.5 + own 0 four times
      7: 9.5, // 2 + own 1.5 + 3 + own 1.5 + own 1.5
      8: 13, // 2 + own 2 (forfeit won) + own 2 (Z) + 3 + 4
    });
  });

  test('2026 edition caps the dummies with the fore scores', () => {
    const fb = v2026('FB');
    expect(pick(fb, 2, 8)).toEqual({
      2: 12, // H: min(3.5, 2.5)
      8: 12.5, // forfeit won: min(2, 6's adjusted 1.5)
    });
  });

  test('before the final round FB is Buchholz: there is no final-round pairing to read as draws', () => {
    expect(valuesOf(t, 'FB', { round: 4 })).toEqual(valuesOf(t, 'BH', { round: 4 }));
  });
});

describe('C.07 9.1 Sonneborn-Berger: opponent final score times the points scored against them', () => {
  test('2024 edition', () => {
    expect(v2024('SB')).toEqual({
      1: 10, // 3x1 + 2x1 + 4x½ + 1.5x1 + 1.5x1
      2: 11.75, // 1.5x1 + own 4 x ½ (H) + 4.5x½ + 2x1 + own 4 x 1 (forfeit won)
      3: 3.75, // 1.5x½ + 1.5x1 + 3x½
      4: 3.5, // 2x1 + 3x½ (forfeit lost: x0)
      5: 5.25, // 1.5x½ + 2x1 + 1.5x1 + 2x½
      6: 0,
      7: 2.25, // own 1.5 x 1 (PAB) + own 1.5 x ½ (H)
      8: 2.5, // 2x½ + own 1.5 x 1 (forfeit won)
    });
    expect(v2026('SB')[2]).toBe(1.5 + 2.5 * 0.5 + 2.25 + 2 + 1.5 * 1); // 8.5
  });

  test('C.07 14.1.1 SB Cut-1 drops the lowest-scoring opponent; 16.5.2 a VUR when not lower', () => {
    expect(v2024('SB/C1')).toEqual({
      1: 8.5, // the 1.5-score opponents gave 1.5 each
      2: 9.75, // the H (2) is not lower than the LSV (1.5 from player 6): the H goes
      3: 3, // lowest score 1.5 (players 8 and 4): the lower product, 0.75
      4: 3.5, // the forfeit loss (0) is both the LSV and the VUR
      5: 4.5,
      6: 0,
      7: 2.25, // a zero product goes
      8: 2.5,
    });
  });
});

describe("C.07 8.2 AOB: average of the opponents' Buchholz, over games played", () => {
  test('2024 edition, to two decimals', () => {
    expect(v2024('AOB')).toEqual({
      1: 13.5, // (11.5 + 14.5 + 16 + 13 + 12.5) / 5
      2: 10.17, // (4 + 12 + 14.5) / 3 = 10.1666..
      3: 13, // (12.5 + 12 + 13 + 16 + 11.5) / 5
      4: 11.75, // (9 + 11.5 + 14.5 + 12) / 4: the forfeit is not a game
      5: 12.2,
      6: 16, // only the game against 2
      7: 12.25, // (13 + 11.5) / 2
      8: 12.67, // (14.5 + 11.5 + 12) / 3 = 12.666..
    });
  });

  test('AOB/F averages the Fore Buchholz', () => {
    expect(valuesOf(t, 'AOB/F', { edition: '2024' })[6]).toBe(13); // player 2's FB
  });
});
