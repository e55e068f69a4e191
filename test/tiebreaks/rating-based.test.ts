import { describe, expect, test } from 'vitest';
import {
  expectedScoreHundredths,
  ratingDifferenceForPercentage,
} from '../../src/engine/tiebreaks/fide-rating-tables.js';
import { pick, valuesOf } from './values-of.js';
import { unplayedRounds } from './unplayed-tournament.js';

/**
 * C.07 10 on unplayed-tournament.ts (ratings 2200, 2100, .. 1500 for players
 * 1 .. 8). Only games played over the board count: forfeits and byes do not.
 */
const t = unplayedRounds;
const v = (tb: string, unratedRating?: number) => valuesOf(t, tb, { unratedRating });

describe('C.07 10.1 ARO, rounded to the nearest whole number (0.5 up)', () => {
  test('the opponents met over the board', () => {
    expect(v('ARO')).toEqual({
      1: 1860, // (1800 + 2000 + 2100 + 1900 + 1500) / 5
      2: 1967, // (1700 + 2200 + 2000) / 3 = 1966.67: the H and the forfeit win are not games
      3: 1900,
      4: 1900, // (1600 + 1800 + 2000 + 2200) / 4
      5: 1840,
      6: 2100,
      7: 1850, // (1900 + 1800) / 2
      8: 2000, // (2000 + 1800 + 2200) / 3
    });
  });

  test('C.07 14: ARO Cut-1 drops the lowest rating, Median-1 the lowest and the highest', () => {
    expect(pick(v('ARO/C1'), 1, 2, 6, 7)).toEqual({ 1: 1950, 2: 2100, 6: null, 7: 1900 });
    expect(v('ARO/M1')[1]).toBe(1900); // 1800 + 2000 + 1900
  });
});

describe('C.07 10.2 TPR = ARO + dp(p) from the B.02 8.1.1 table', () => {
  test('p is the score over the board, as a whole percentage', () => {
    expect(v('TPR')).toEqual({
      1: 2226, // 4.5/5 = 90%: 1860 + 366
      2: 2240, // 2.5/3 = 83%: 1967 + 273
      3: 1828, // 2/5 = 40%: 1900 - 72
      4: 1813, // 1.5/4 = 37.5%, rounded up to 38%: 1900 - 87
      5: 1912, // 3/5 = 60%: 1840 + 72
      6: 1300, // 0%: 2100 - 800
      7: 1050, // 0%: 1850 - 800
      8: 1727, // 0.5/3 = 17%: 2000 - 273
    });
  });

  test("APRO (C.07 10.4) averages the opponents' TPR", () => {
    expect(v('APRO')[6]).toBe(2240); // 6 met only player 2
  });
});

describe('C.07 10.3 PTP: the lowest rating whose expected score reaches the score', () => {
  test('2.5 points against 1700, 2200, 2000', () => {
    // At 2314: differences 614 (.98), 114 (.66), 314 (.86) sum to 2.50; at 2313, 113 gives .65: 2.49.
    expect(v('PTP')[2]).toBe(2314);
  });

  test('a zero score: the lowest opponent less 800', () => {
    expect(pick(v('PTP'), 6, 7)).toEqual({ 6: 1300, 7: 1000 });
  });

  test("APPO (C.07 10.5) averages the opponents' PTP", () => {
    expect(v('APPO')[6]).toBe(2314);
  });
});

describe('C.07 10: unrated players', () => {
  const withUnrated = {
    ...t,
    players: t.players.map((p) => (p.id === 8 ? { ...p, rating: 0 } : p)),
  };

  test('without a rating set for them, the rating-based tie-breaks give no value to anyone', () => {
    for (const tb of ['ARO', 'TPR', 'PTP', 'APRO', 'APPO']) {
      expect(Object.values(valuesOf(withUnrated, tb)).every((x) => x === null)).toBe(true);
    }
  });

  test('they count at the rating the organiser sets', () => {
    expect(valuesOf(withUnrated, 'ARO', { unratedRating: 1500 })).toEqual(v('ARO'));
    expect(valuesOf(withUnrated, 'ARO', { unratedRating: 1000 })[1]).toBe(1760); // 8800 / 5
  });
});

describe('FIDE Rating Regulations B.02 tables', () => {
  test('8.1.1: p to dp', () => {
    expect(ratingDifferenceForPercentage(100)).toBe(800);
    expect(ratingDifferenceForPercentage(99)).toBe(677);
    expect(ratingDifferenceForPercentage(83)).toBe(273);
    expect(ratingDifferenceForPercentage(50)).toBe(0);
    expect(ratingDifferenceForPercentage(17)).toBe(-273);
    expect(ratingDifferenceForPercentage(0)).toBe(-800);
  });

  test('8.1.2: rating difference to expected score, both sides, no 400-point limit', () => {
    expect(expectedScoreHundredths(2003, 2000)).toBe(50);
    expect(expectedScoreHundredths(2004, 2000)).toBe(51);
    expect(expectedScoreHundredths(2000, 2004)).toBe(49);
    expect(expectedScoreHundredths(2735, 2000)).toBe(99);
    expect(expectedScoreHundredths(2736, 2000)).toBe(100);
    expect(expectedScoreHundredths(1000, 2000)).toBe(0);
  });
});
