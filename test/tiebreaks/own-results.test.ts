import { describe, expect, test } from 'vitest';
import { tournament, UNRATED } from '../support/engine/tournament-builder.js';
import { pick, valuesOf } from './values-of.js';
import { unplayedRounds } from './unplayed-tournament.js';

/** C.07 7 (the participant's own results) and 9.2 (Koya), on unplayed-tournament.ts. */
const t = unplayedRounds;
const v = (tb: string) => valuesOf(t, tb);

describe('C.07 7.1 WIN: "rounds where a participant obtains, with or without playing, as many points as awarded for a win"', () => {
  test('a forfeit win and a pairing-allocated bye count; a half-point bye does not', () => {
    expect(v('WIN')).toEqual({ 1: 4, 2: 3, 3: 1, 4: 1, 5: 2, 6: 0, 7: 1, 8: 1 });
  });

  test('a bye worth less than a win is not a win', () => {
    const halfPab = { ...t, pointSystem: { ...t.pointSystem, pairingAllocatedBye: 0.5 } };
    expect(valuesOf(halfPab, 'WIN')[7]).toBe(0);
  });
});

describe('C.07 7.2-7.4: games over the board only', () => {
  test('WON: "the number of games won over the board"', () => {
    expect(v('WON')).toEqual({ 1: 4, 2: 2, 3: 1, 4: 1, 5: 2, 6: 0, 7: 0, 8: 0 });
  });

  test('BPG: games played with black; 4 and 8 had black in forfeits, which do not count', () => {
    expect(v('BPG')).toEqual({ 1: 2, 2: 2, 3: 2, 4: 1, 5: 4, 6: 0, 7: 1, 8: 2 });
  });

  test('BWG: games won with black', () => {
    expect(v('BWG')).toEqual({ 1: 2, 2: 1, 3: 1, 4: 0, 5: 2, 6: 0, 7: 0, 8: 0 });
  });
});

describe('C.07 7.6 REP: rounds less half-point byes, zero-point byes and forfeit losses', () => {
  test('absences after withdrawing are not elected; PAB and forfeit wins are', () => {
    expect(v('REP')).toEqual({
      1: 5,
      2: 4, // not the H
      3: 5,
      4: 4, // not the forfeit loss
      5: 5,
      6: 1, // a forfeit loss, then withdrawn
      7: 3, // the PAB counts, the H and Z do not
      8: 4, // the forfeit win counts, the Z does not
    });
  });
});

describe('C.07 7.5 PS: "adding the score of the participant at the end of each round"', () => {
  test('running scores include points without play', () => {
    expect(v('PS')).toEqual({
      1: 13.5, // 1 + 2 + 2.5 + 3.5 + 4.5
      2: 11.5, // 1 + 1.5 (H) + 2 + 3 + 4 (forfeit won)
      3: 6,
      4: 7,
      5: 7.5,
      6: 0,
      7: 5, // 0 + 1 (PAB) + 1 + 1.5 (H) + 1.5
      8: 6.5,
    });
  });

  test('C.07 14.1: PS Cut-1 leaves out the score after round 1, Cut-2 after rounds 1 and 2', () => {
    expect(v('PS/C1')).toEqual({ 1: 12.5, 2: 10.5, 3: 5.5, 4: 6, 5: 7.5, 6: 0, 7: 5, 8: 6 });
    expect(v('PS/C2')[1]).toBe(13.5 - 1 - 2);
  });
});

describe('C.07 9.2 KS: points against participants with at least 50% of the maximum score', () => {
  test('50% of 5 rounds is 2.5: players 1 (4.5), 2 (4) and 5 (3) qualify; the threshold itself qualifies', () => {
    expect(v('KS')).toEqual({
      1: 1.5, // 1 against 5, ½ against 2
      2: 0.5, // ½ against 1
      3: 0.5, // 0 against 1 and 2, ½ against 5
      4: 0.5, // ½ against 5; the forfeit against 2 counts 0
      5: 0,
      6: 0,
      7: 0,
      8: 0,
    });
    const exactly = tournament(
      [
        { id: 1, rounds: ['2w1', '3b0'] },
        { id: 2, rounds: ['1b0', '4w1'] },
        { id: 3, rounds: ['4b0', '1w1'] },
        { id: 4, rounds: ['3w1', '2b0'] },
      ],
      UNRATED,
    );
    // Everyone has 1 point, exactly 50% of 2 rounds.
    expect(valuesOf(exactly, 'KS')).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
  });

  test('C.07 14.5: /L+n and /L-n move the threshold by n half points', () => {
    expect(pick(v('KS/L+2'), 1, 2, 3)).toEqual({ 1: 0.5, 2: 0.5, 3: 0 }); // 3.5: only 1 and 2
    expect(pick(v('KS/L-2'), 1, 2, 8)).toEqual({
      1: 4.5, // threshold 1.5: everyone 1 met qualifies
      2: 2.5, // not 6 (0 points): ½ + 1 + 1 (forfeit won)
      8: 0.5, // ½ against 3; 6 does not qualify
    });
  });
});
