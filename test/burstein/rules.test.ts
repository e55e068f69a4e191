import { describe, expect, it } from 'vitest';
import { burstein } from '../../src/engine/systems/burstein/index.js';
import { oppositionIndexes } from '../../src/engine/systems/burstein/opposition-index.js';
import { seedingRounds } from '../../src/engine/systems/burstein/pair-round.js';
import { dutch2025 } from '../../src/engine/systems/dutch/index.js';
import { tournament } from '../support/engine/tournament-builder.js';

const key = (g: { white: number; black: number }) => `${g.white}-${g.black}`;

describe('1.6.2 seeding rounds', () => {
  it('"equal to half the number of rounds in the tournament (rounded down) or 4 (four), whichever is lower"', () => {
    expect(seedingRounds(5)).toBe(2);
    expect(seedingRounds(7)).toBe(3);
    expect(seedingRounds(9)).toBe(4);
    expect(seedingRounds(11)).toBe(4);
    expect(seedingRounds(1)).toBe(0);
  });

  it('1.6.1: the seeding rounds "are paired following the rules of the FIDE (Dutch) System"', () => {
    const t = tournament(
      [1, 2, 3, 4, 5, 6].map((id) => ({ id })),
      { totalRounds: 7 },
    );
    expect(burstein.pair(t, 1)).toEqual(dutch2025.pair(t, 1));
  });
});

describe('1.7 Opposition evaluation', () => {
  // Four players, two rounds: 1 beat 2 and drew with 3; 2 beat 4 after losing; 3 drew twice; 4 lost, then had a zero-point bye.
  const t = tournament(
    [
      { id: 1, rounds: ['2w1', '3b='] },
      { id: 2, rounds: ['1b0', '4w1'] },
      { id: 3, rounds: ['4b=', '1w='] },
      { id: 4, rounds: ['3w=', '2b0'] },
    ],
    { totalRounds: 6 },
  );

  it('1.7.1 "Buchholz: the sum of the (current) scores of the opponents the player met"', () => {
    const index = oppositionIndexes(t, 3);
    // scores: 1 = 1.5, 2 = 1, 3 = 1, 4 = 0.5
    expect(index.get(1)!.buchholz).toBe(1 + 1);
    expect(index.get(2)!.buchholz).toBe(1.5 + 0.5);
    expect(index.get(4)!.buchholz).toBe(1 + 1);
  });

  it('1.7.1 "Sonneborn-Berger: the sum of the products given by the points the player earned against each opponent times the (current) scores of that opponent"', () => {
    const index = oppositionIndexes(t, 3);
    expect(index.get(1)!.sonnebornBerger).toBe(1 * 1 + 0.5 * 1);
    expect(index.get(3)!.sonnebornBerger).toBe(0.5 * 0.5 + 0.5 * 1.5);
  });

  it('1.7.2.1 a round not played counts "as one in which that player played against himself" with the points registered', () => {
    const u = tournament(
      [
        { id: 1, rounds: ['U', '2w1'] },
        { id: 2, rounds: ['3w1', '1b0'] },
        { id: 3, rounds: ['2b0', 'H'] },
      ],
      { totalRounds: 6 },
    );
    const index = oppositionIndexes(u, 3);
    // 1 has 2 points: the bye counts as a win against himself (2 points), plus opponent 2 (1 point).
    expect(index.get(1)!.buchholz).toBe(2 + 1);
    expect(index.get(1)!.sonnebornBerger).toBe(1 * 2 + 1 * 1);
    // 3 has half a point: the half-point bye is a draw against himself.
    expect(index.get(3)!.buchholz).toBe(1 + 0.5);
    expect(index.get(3)!.sonnebornBerger).toBe(0.5 * 0.5);
  });

  it('1.7.2.2 "a series of consecutive zero-point-byes up to the current round ... for the benefit of the player\'s actual over-the-board opponents, is considered as a draw"', () => {
    const u = tournament(
      [
        { id: 1, rounds: ['2w1', 'Z', 'Z'] },
        { id: 2, rounds: ['1b0', '3w1', '4w1'] },
        { id: 3, rounds: ['4w1', '2b0', 'Z'] },
        { id: 4, rounds: ['3b0', 'Z', '2b0'] },
      ],
      { totalRounds: 8 },
    );
    const index = oppositionIndexes(u, 4);
    // 1 scored 1 point and then two zero-point byes up to now: 2 counts him at 1 + 2 draws = 2;
    // 3's run is one bye long (round 3): 1 + 1 draw = 1.5; 4 played in round 3: 0.
    expect(index.get(2)!.buchholz).toBe(2 + 1.5 + 0);
    // 4's zero-point bye is not at the end of a series reaching the current round: 4 counts as 0 for 3.
    expect(index.get(3)!.buchholz).toBe(0 + 2 + 1);
    // For his own Index, 1's byes are games against himself at his own score (rule 1).
    expect(index.get(1)!.buchholz).toBe(2 + 1 + 1);
  });

  it('"virtual points shall be excluded from the computation of any method"', () => {
    const withAcceleration = { ...t, acceleration: new Map([[2, [1, 1, 1]]]) };
    expect(oppositionIndexes(withAcceleration, 3)).toEqual(oppositionIndexes(t, 3));
  });
});

describe('After the seeding rounds: 1.8 ranking and the 4.3 order', () => {
  // Six players, four rounds planned (two seeding rounds). Round 1: 1-4, 2-5, 3-6 won by
  // White; round 2: 4-3, 5-1, 6-2 won by White. Everyone has 1 point, Buchholz 2 and
  // Sonneborn-Berger 1, so 1.8.2 ranks by TPN: BSN = TPN. 1, 2, 3 are due White, 4, 5, 6 Black.
  const t = tournament(
    [
      { id: 1, rounds: ['4w1', '5b0'] },
      { id: 2, rounds: ['5w1', '6b0'] },
      { id: 3, rounds: ['6w1', '4b0'] },
      { id: 4, rounds: ['1b0', '3w1'] },
      { id: 5, rounds: ['2b0', '1w1'] },
      { id: 6, rounds: ['3b0', '2w1'] },
    ],
    { totalRounds: 4 },
  );

  it('4.3 "a pairing precedes another if its BSN #1\'s opponent has a larger BSN": 1-6, then 2-4 (2-5 met), then 3-5', () => {
    const pairing = burstein.pair(t, 3);
    expect(pairing.games.map(key).sort()).toEqual(['1-6', '2-4', '3-5']);
    expect(pairing.bye).toBeNull();
  });
});

describe('3.1 Pairing-allocated bye', () => {
  it('3.1.1 never to a player who had a forfeit win; 3.1.3 the lowest score; 3.1.4 the most games played', () => {
    // Five players after two seeding rounds of a four-round event.
    const t = tournament(
      [
        { id: 1, rounds: ['2w1', '3b1'] },
        { id: 2, rounds: ['1b0', '4w1'] },
        { id: 3, rounds: ['5w+', '1w0'] }, // forfeit win: no PAB (Basic Rules 4)
        { id: 4, rounds: ['U', '2b0'] }, // had the PAB
        { id: 5, rounds: ['3b-', 'H'] }, // 0.5 points, no game played
      ],
      { totalRounds: 4 },
    );
    // Lowest scores: 5 (0.5). 5 may have it.
    expect(burstein.pair(t, 3).bye).toBe(5);
  });
});

describe('5.2 Colour allocation', () => {
  it('5.2.2 grants both preferences, 5.2.3 the stronger one', () => {
    const t = tournament(
      [
        { id: 1, rounds: ['3w1', '4w1'] }, // two whites: absolute black
        { id: 2, rounds: ['4b1', '3b1'] }, // two blacks: absolute white
        { id: 3, rounds: ['1b0', '2w0'] }, // mild: alternates to black
        { id: 4, rounds: ['2w0', '1b0'] }, // mild: white
      ],
      { totalRounds: 4 },
    );
    const games = burstein.pair(t, 3).games.map(key).sort();
    // 1-2 (both 2 points) meet: both preferences granted, 2 white.
    expect(games).toEqual(['2-1', '4-3'].sort());
  });
});
