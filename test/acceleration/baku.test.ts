import { describe, expect, it } from 'vitest';
import { AccelerationError, bakuVirtualPoints } from '../../src/engine/acceleration/baku.js';
import { tournament } from '../support/engine/tournament-builder.js';

const field = (n: number, totalRounds: number) =>
  tournament(
    Array.from({ length: n }, (_, i) => ({ id: i + 1 })),
    { totalRounds },
  );

describe('C.04.7 Baku acceleration', () => {
  it('1.2 GA "the first half, rounded up to the nearest even number (= 2 x Q, Q = participants / 4 rounded upwards; e.g. 161 participants -> 82 in GA)"', () => {
    const ga = bakuVirtualPoints(field(161, 9), 1);
    expect([...ga.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 82 }, (_, i) => i + 1),
    );
    expect(bakuVirtualPoints(field(9, 9), 1).size).toBe(6); // 2 x ceil(9/4)
    expect(bakuVirtualPoints(field(10, 9), 1).size).toBe(6);
    expect(bakuVirtualPoints(field(12, 9), 1).size).toBe(6);
  });

  it('1.4 "(individual, 9 rounds): 5 accelerated rounds; GA gets +1 in rounds 1-3 and +1/2 in rounds 4-5"', () => {
    expect(bakuVirtualPoints(field(20, 9), 1).get(1)).toEqual([1, 1, 1, 0.5, 0.5]);
  });

  it('1.4 with match points 2/1/0 (11 rounds): GA gets +2 in rounds 1-3 and +1 in rounds 4-6', () => {
    const t = field(20, 11);
    t.pointSystem = { ...t.pointSystem, win: 2, draw: 1, loss: 0 };
    expect(bakuVirtualPoints(t, 1).get(3)).toEqual([2, 2, 2, 1, 1, 1]);
  });

  it('1.1 only "where the points for a win equal the points for two draws and the points for a loss are zero"', () => {
    const t = field(20, 9);
    t.pointSystem = { ...t.pointSystem, win: 3, draw: 1, loss: 0 };
    expect(() => bakuVirtualPoints(t, 1)).toThrow(AccelerationError);
    expect(() => bakuVirtualPoints(t, 1)).toThrow(/C.04.7 1.1/);
  });

  it('1.3 "The last GA-participant shall be the same participant as in the previous round": a late entry ranked above him joins GA', () => {
    // Eight players started (GA = 1..4); player 3 entered in round 2 (no round 1 record).
    const t = tournament(
      [
        { id: 1, rounds: ['5w1'] },
        { id: 2, rounds: ['6b1'] },
        { id: 3 },
        { id: 4, rounds: ['7w1'] },
        { id: 5, rounds: ['1b0'] },
        { id: 6, rounds: ['2w0'] },
        { id: 7, rounds: ['4b0'] },
        { id: 8, rounds: ['9w1'] },
        { id: 9, rounds: ['8b0'] },
      ],
      { totalRounds: 7 },
    );
    // The round 1 list had 8 players: GA = 2 x ceil(8/4) = 4 of them, the last being #5.
    expect([...bakuVirtualPoints(t, 2).keys()]).toEqual([1, 2, 3, 4, 5]);
  });
});
