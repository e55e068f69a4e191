import { describe, expect, it } from 'vitest';
import { DEFAULT_POINT_SYSTEM } from '../../src/engine/model/tournament.js';
import { valuesOf } from './values-of.js';
import { tournament } from '../support/engine/tournament-builder.js';

/** The tie-breaks new in the 2026 C.07 (Part D of shared/rules/tiebreaks-C.07.txt). */
describe('C.07 2026 additions', () => {
  // Four rounds: 1 beats 2, draws 3, has a half-point bye, beats 4; scored 3/1/0.
  const t = tournament(
    [
      { id: 1, rating: 2000, rounds: ['2w1', '3b=', 'H', '4w1'] },
      { id: 2, rating: 2100, rounds: ['1b0', '4w1', '3b+', 'U'] },
      { id: 3, rating: 0, rounds: ['4w=', '1w=', '2w-', 'Z'] },
      { id: 4, rating: 1900, rounds: ['3b=', '2b0', 'F', '1b0'] },
    ],
    { totalRounds: 4 },
  );
  t.pointSystem = {
    ...DEFAULT_POINT_SYSTEM,
    win: 3,
    draw: 1,
    loss: 0,
    forfeitWin: 3,
    pairingAllocatedBye: 3,
    halfPointBye: 1,
    fullPointBye: 3,
  };

  it('STD 7.7: "1 for each round where the participant scored more than the scheduled opponent, or got more than a draw without playing; 1/2 ... the same, or exactly a draw without playing"', () => {
    const std = valuesOf(t, 'STD');
    expect(std[1]).toBe(1 + 0.5 + 0.5 + 1);
    expect(std[2]).toBe(0 + 1 + 1 + 1); // a forfeit win beats the scheduled opponent's 0; the PAB is more than a draw
    expect(std[3]).toBe(0.5 + 0.5 + 0 + 0);
    expect(std[4]).toBe(0.5 + 0 + 1 + 0);
  });

  it('STD 7.7 decision: a double forfeit (0-0 without play) is 0, a loss for both in standard points', () => {
    const doubleForfeit = tournament(
      [
        { id: 1, rounds: ['2w-', '3b='] },
        { id: 2, rounds: ['1b-', 'F'] },
        { id: 3, rounds: ['H', '1w='] },
      ],
      { totalRounds: 2 },
    );
    expect(valuesOf(doubleForfeit, 'STD')).toEqual({ 1: 0 + 0.5, 2: 0 + 1, 3: 0.5 + 0.5 });
  });

  it('TPN 7.8 ranks the lower pairing number first; RTNG 10.6 the higher rating', () => {
    expect(valuesOf(t, 'TPN')).toEqual({ 1: 1, 2: 2, 3: 3, 4: 4 });
    expect(valuesOf(t, 'RTNG', { unratedRating: 1500 })).toEqual({
      1: 2000,
      2: 2100,
      3: 1500,
      4: 1900,
    });
  });

  it('RTNG is an Article 10 tie-break: with an unrated player and no rating set for them, nobody has a value (10 preamble)', () => {
    expect(valuesOf(t, 'RTNG')).toEqual({ 1: null, 2: null, 3: null, 4: null });
  });
});
