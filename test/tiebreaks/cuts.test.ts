import { describe, expect, test } from 'vitest';
import { keptAfterCuts, sumOf, type Contribution } from '../../src/engine/tiebreaks/cuts.js';

/** C.07 14 and 16.5 on contributions written out by hand. */
const game = (round: number, opponentScore: number, value = opponentScore): Contribution => ({
  round,
  opponentScore,
  value,
  vur: false,
});
const vur = (round: number, opponentScore: number, value = opponentScore): Contribution => ({
  round,
  opponentScore,
  value,
  vur: true,
});
const rounds = (kept: Contribution[]) => kept.map((c) => c.round).sort((a, b) => a - b);

describe('C.07 14.1 Cut-1: "cut the least significant value"', () => {
  test('the lowest opponent score; among equal scores the lowest contribution (SB, 14.1.1)', () => {
    const sb = [game(1, 2, 2), game(2, 2, 1), game(3, 3, 1.5)];
    expect(rounds(keptAfterCuts(sb, 1, 0, 3))).toEqual([1, 3]);
  });
});

describe('C.07 16.5: a voluntary unplayed round instead of the least significant value', () => {
  test('16.5.1 Buchholz: the VUR goes even though a game scored lower', () => {
    expect(rounds(keptAfterCuts([game(1, 1), vur(2, 4), game(3, 3)], 1, 0, 3))).toEqual([1, 3]);
  });

  test('16.5.2 Sonneborn-Berger: "cut the higher of these two values"', () => {
    // LSV: the opponent on 1 point, beaten (value 1). VUR: a zero-point bye (value 0): the LSV goes.
    expect(rounds(keptAfterCuts([game(1, 1, 1), vur(2, 4, 0), game(3, 3, 3)], 1, 0, 3))).toEqual([
      2, 3,
    ]);
    // A half-point bye worth 2 is higher than the LSV: the bye goes.
    expect(rounds(keptAfterCuts([game(1, 1, 1), vur(2, 4, 2), game(3, 3, 3)], 1, 0, 3))).toEqual([
      1, 3,
    ]);
    // Equal: the VUR is "not lower", so it goes.
    expect(rounds(keptAfterCuts([game(1, 1, 1), vur(2, 4, 1), game(3, 3, 3)], 1, 0, 3))).toEqual([
      1, 3,
    ]);
  });

  test('the VUR candidate is ranked as the least significant value is: its dummy score first (decision, 16.5.2)', () => {
    const kept = keptAfterCuts(
      [vur(1, 5.5, 2.75), vur(2, 6, 0), game(3, 2.5, 2.5), game(4, 5, 5)],
      1,
      0,
      4,
    );
    // Round 1's dummy (5.5) is below round 2's (6): its 2.75 is not lower than the LSV's 2.5: cut.
    expect(sumOf(kept)).toBe(0 + 2.5 + 5);
  });
});

describe('C.07 14.2-14.4: Cut-2, Median-1, Median-2', () => {
  const five = [game(1, 3), game(2, 1), game(3, 4), game(4, 2), game(5, 5)];
  test('Cut-2 drops the two lowest; Median-1 the lowest and the highest; Median-2 two of each', () => {
    expect(rounds(keptAfterCuts(five, 2, 0, 5))).toEqual([1, 3, 5]);
    expect(rounds(keptAfterCuts(five, 1, 1, 5))).toEqual([1, 3, 4]);
    expect(rounds(keptAfterCuts(five, 2, 2, 5))).toEqual([1]);
  });

  test('the high cut has no VUR exception', () => {
    expect(rounds(keptAfterCuts([game(1, 1), game(2, 2), vur(3, 3), game(4, 4)], 0, 1, 4))).toEqual(
      [1, 2, 3],
    );
  });

  test('cuts never exceed the rounds, and a participant can run out of values', () => {
    expect(keptAfterCuts(five, 7, 0, 5)).toEqual([]);
    expect(rounds(keptAfterCuts([game(1, 1), game(2, 2)], 1, 3, 2))).toEqual([]);
    expect(rounds(keptAfterCuts([game(1, 1), game(2, 2), game(3, 3)], 3, 0, 2))).toEqual([3]);
  });
});
