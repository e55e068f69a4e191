import { describe, expect, test } from 'vitest';
import { computeStandings } from '../../src/engine/standings/index.js';
import { heldRoundRobin, heldSwiss5, heldSwiss9 } from './held-tournaments.js';
import { pick, valuesOf } from './values-of.js';

/**
 * The worked examples of C.07: IA Mario Held, "Exercises in Tie-Breaking"
 * (FIDE, C.07-2023 text; the answers hold for the 2024 edition, whose
 * definitions are the same). The 16-player Swiss has a half-point bye (4 in
 * round 2, 9 in round 3), pairing-allocated byes (6, 12, 9), forfeits (9-11,
 * 12-14) and zero-point byes (12 in rounds 4-5, 14 in round 4).
 */
const t = heldSwiss5;
const v = (tb: string) => valuesOf(t, tb, { edition: '2024' });

describe('Held exercises on the 5-round Swiss, 2024 edition', () => {
  test('exercises 1-4: Buchholz (C.07 8.1, 16)', () => {
    expect(v('BH')).toEqual({
      1: 12.5, 2: 13, 3: 15.5, 4: 15, 5: 8.5, 6: 12, 7: 14.5, 8: 13.5,
      9: 9, 10: 13, 11: 13.5, 12: 11.5, 13: 14, 14: 11, 15: 12, 16: 12.5,
    }); // prettier-ignore
  });

  test('exercises 5-8: Buchholz Cut-1 (C.07 14.1, 16.5)', () => {
    expect(v('BH/C1')).toEqual({
      1: 11, 2: 12, 3: 13, 4: 11.5, 5: 7.5, 6: 11, 7: 12.5, 8: 12,
      9: 7.5, 10: 11.5, 11: 12, 12: 9.5, 13: 12, 14: 9, 15: 11, 16: 11,
    }); // prettier-ignore
  });

  test("exercise 9: Average of Opponents' Buchholz (C.07 8.2)", () => {
    expect(v('AOB')).toEqual({
      1: 12.6, 2: 13.6, 3: 13.4, 4: 13.38, 5: 13.4, 6: 13.25, 7: 11.9, 8: 13,
      9: 12.75, 10: 10.9, 11: 12.75, 12: 15, 13: 12.1, 14: 13.17, 15: 12.2, 16: 13.3,
    }); // prettier-ignore
  });

  test('exercise 10: Fore Buchholz (C.07 8.3)', () => {
    expect(v('FB')).toEqual({
      1: 13.5, 2: 13.5, 3: 15, 4: 15.5, 5: 10, 6: 12, 7: 13.5, 8: 12.5,
      9: 9.5, 10: 12.5, 11: 12.5, 12: 11.5, 13: 13.5, 14: 10.5, 15: 12, 16: 13.5,
    }); // prettier-ignore
  });

  test('exercises 11-13: Sonneborn-Berger and its Cut-1 (C.07 9.1, 14.1.1, 16.5.2)', () => {
    expect(v('SB')).toEqual({
      1: 8, 2: 9.5, 3: 10.5, 4: 9.75, 5: 4.25, 6: 6.5, 7: 3.25, 8: 5.25,
      9: 2.25, 10: 1.5, 11: 5.75, 12: 4, 13: 4.25, 14: 4.5, 15: 3.5, 16: 7.25,
    }); // prettier-ignore
    expect(v('SB/C1')).toEqual({
      1: 7.25, 2: 8.5, 3: 9.25, 4: 8, 5: 3.25, 6: 5.5, 7: 1.25, 8: 3.75,
      9: 2.25, 10: 0, 11: 4.25, 12: 4, 13: 4.25, 14: 3, 15: 2.5, 16: 5.75,
    }); // prettier-ignore
  });

  test('exercises 17-18: Average Rating of Opponents and its Cut-1 (C.07 10.1)', () => {
    expect(v('ARO')).toEqual({
      1: 1820, 2: 1880, 3: 1940, 4: 1888, 5: 1690, 6: 1813, 7: 1760, 8: 1730,
      9: 1975, 10: 1880, 11: 1863, 12: 2050, 13: 1930, 14: 1800, 15: 1860, 16: 1820,
    }); // prettier-ignore
    // 12 played one game: with it cut, there is no rating left to average.
    expect(v('ARO/C1')).toEqual({
      1: 1900, 2: 1988, 3: 2000, 4: 1983, 5: 1738, 6: 1900, 7: 1838, 8: 1800,
      9: 2200, 10: 1975, 11: 2000, 12: null, 13: 2025, 14: 1900, 15: 1963, 16: 1900,
    }); // prettier-ignore
  });

  test('exercises 19-22: TPR, APRO, PTP (C.07 10.2-10.4)', () => {
    expect(v('TPR')).toEqual({
      1: 1969, 2: 2120, 3: 2089, 4: 2081, 5: 1690, 6: 1813, 7: 1611, 8: 1730,
      9: 1175, 10: 1640, 11: 1776, 12: 1250, 13: 1781, 14: 1925, 15: 1788, 16: 1969,
    }); // prettier-ignore
    expect(pick(v('APRO'), 1, 3, 4, 16)).toEqual({ 1: 1789, 3: 1904, 4: 1772, 16: 1805 });
    expect(v('PTP')[3]).toBe(2112);
  });

  test('exercises 27-33: WIN, WON, BPG, BWG, GE/REP, PS, PS Cut-1 (C.07 7)', () => {
    const list = (values: number[]) => Object.fromEntries(values.map((x, i) => [i + 1, x]));
    expect(v('WIN')).toEqual(list([2, 3, 2, 2, 2, 3, 1, 2, 1, 1, 2, 2, 1, 2, 2, 3]));
    expect(v('WON')).toEqual(list([2, 3, 2, 2, 2, 2, 1, 2, 0, 1, 1, 0, 1, 2, 2, 3]));
    expect(v('BPG')).toEqual(list([2, 3, 2, 2, 2, 2, 3, 2, 1, 3, 2, 0, 3, 2, 3, 2]));
    expect(v('BWG')).toEqual(list([1, 1, 1, 1, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 1, 1]));
    expect(v('GE')).toEqual(list([5, 5, 5, 4, 5, 5, 5, 5, 3, 5, 5, 3, 5, 3, 5, 5]));
    expect(v('PS')).toEqual(list([11, 13, 11, 11.5, 5, 6, 6, 8.5, 2.5, 4, 5.5, 7, 7, 6, 7, 10.5]));
    expect(v('PS/C1')).toEqual(list([10, 12, 10.5, 10.5, 5, 6, 5, 8, 2.5, 4, 5, 7, 6, 5, 7, 10]));
  });
});

describe('the same exercises under the 2026 edition (C.07 16.4 caps the dummy opponent)', () => {
  const v26 = (tb: string) => valuesOf(t, tb, { edition: '2026' });
  test('only the players with a capped dummy, and their opponents, change', () => {
    expect(pick(v26('BH'), 4, 11)).toEqual({ 4: 14, 11: 12.5 });
    expect(v26('BH/C1')[11]).toBe(11);
    expect(pick(v26('FB'), 4, 11, 12)).toEqual({ 4: 14.5, 11: 12, 12: 11 });
    expect(pick(v26('SB'), 4, 6, 11)).toEqual({ 4: 9.25, 6: 6, 11: 4.75 });
    expect(pick(v26('SB/C1'), 4, 6, 11)).toEqual({ 4: 7.75, 6: 5, 11: 3.25 });
    expect(pick(v26('AOB'), 1, 3, 5, 7, 8, 10, 12, 13, 14, 16)).toEqual({
      1: 12.4, 3: 12.9, 5: 13.2, 7: 11.7, 8: 12.9, 10: 10.8, 12: 14, 13: 11.9, 14: 13, 16: 13.1,
    }); // prettier-ignore
  });

  test('the start date (TRF 042) picks the edition: 1 August 2024 is before 1 March 2026', () => {
    expect(valuesOf(t, 'BH')[4]).toBe(15);
  });
});

describe('exercises 23-25: Direct Encounter ranks (C.07 6)', () => {
  const ranks = (tournament: typeof t) =>
    Object.fromEntries(
      computeStandings(tournament, { tiebreaks: 'DE' }).map((r) => [r.id, r.rank]),
    );

  test('5 rounds: the players on 3.5 and on 2.5 did not all meet, and nobody leads whatever happens', () => {
    expect(pick(ranks(heldSwiss5), 1, 3, 4, 16)).toEqual({ 1: 2, 3: 2, 4: 2, 16: 2 });
    expect(pick(ranks(heldSwiss5), 5, 8, 11)).toEqual({ 5: 7, 8: 7, 11: 7 });
  });

  test('9 rounds: DE separates some groups, within groups again and again (C.07 6.2, 6.3)', () => {
    expect(ranks(heldSwiss9)).toEqual({
      1: 3, 2: 5, 3: 1, 4: 3, 5: 9, 6: 2, 7: 6, 8: 6,
      9: 14, 10: 9, 11: 13, 12: 14, 13: 16, 14: 9, 15: 9, 16: 6,
    }); // prettier-ignore
  });
});

describe('exercises 14-16 and 26: the round robin (C.07 15.2: the forfeit counts as a game)', () => {
  const rr = (tb: string) => valuesOf(heldRoundRobin, tb);

  test('record 192 FIDE_ROUNDROBIN marks the pairings as pre-determined', () => {
    expect(rr('SB')).toEqual({ 1: 9.25, 2: 6.25, 3: 6.25, 4: 4.25, 5: 3.25, 6: 2.25 });
    expect(rr('SB/C1')).toEqual({ 1: 9.25, 2: 4.75, 3: 4.75, 4: 4.25, 5: 3.25, 6: 1.5 });
  });

  test('exercise 16: Koya, 50% of 5 games is 2.5', () => {
    expect(rr('KS')).toEqual({ 1: 2, 2: 0.5, 3: 0.5, 4: 1, 5: 0.5, 6: 0 });
  });

  test('exercise 26: DE ranks, 6 ahead of 5 by the forfeit', () => {
    const ranks = Object.fromEntries(
      computeStandings(heldRoundRobin, { tiebreaks: 'DE' }).map((r) => [r.id, r.rank]),
    );
    expect(ranks).toEqual({ 1: 1, 2: 2, 3: 2, 4: 6, 5: 5, 6: 4 });
    // Read as a Swiss, the forfeit is no encounter and 4, 5, 6 stay tied (C.07 6.1.1, 6.3).
    const swiss = computeStandings(heldRoundRobin, { tiebreaks: 'DE', roundRobin: false });
    expect(swiss.filter((r) => r.points === 1.5).map((r) => r.rank)).toEqual([4, 4, 4]);
  });
});
