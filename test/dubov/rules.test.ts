import { describe, expect, it } from 'vitest';
import { middleOut } from '../../src/engine/systems/dubov/bracket-pairing.js';
import { dubov } from '../../src/engine/systems/dubov/index.js';
import { maxUpfloats } from '../../src/engine/systems/dubov/pair-round.js';
import { averageRatingOfOpponents } from '../../src/engine/systems/dubov/players.js';
import { tournament } from '../support/engine/tournament-builder.js';

const key = (g: { white: number; black: number }) => `${g.white}-${g.black}`;

describe('1.7 ARO and 1.8 maximum upfloaters', () => {
  it('1.7.1 "rounded to the nearest integer number (the higher, if the division ends for 0.5)"', () => {
    expect(averageRatingOfOpponents([2000, 2001])).toBe(2001);
    expect(averageRatingOfOpponents([2000, 2001, 2001])).toBe(2001);
    expect(averageRatingOfOpponents([2000, 2000, 2001])).toBe(2000);
  });

  it('1.7.3 "If a player has yet to play a game, their ARO is zero"', () => {
    expect(averageRatingOfOpponents([])).toBe(0);
  });

  it('1.8.2 "MaxT = 2 + [Rnds/5]"', () => {
    expect(maxUpfloats(4)).toBe(2);
    expect(maxUpfloats(5)).toBe(3);
    expect(maxUpfloats(9)).toBe(3);
    expect(maxUpfloats(11)).toBe(4);
  });
});

describe('4.3.3 shifters numbered from the middle', () => {
  it('"#1 goes to D ..., #2 to C ..., #3 to E ..., #4 to B, #5 to F, #6 to A, #7 to G"', () => {
    expect(middleOut(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toEqual([
      'D',
      'C',
      'E',
      'B',
      'F',
      'A',
      'G',
    ]);
  });
});

describe('Round 1', () => {
  it('3.2.3: with nobody having played, G1 is the first half by TPN; 3.2.6 the first transposition pairs 1-4, 2-5, 3-6; 5.2.1 colours by TPN parity', () => {
    const t = tournament(
      [1, 2, 3, 4, 5, 6].map((id) => ({ id })),
      { totalRounds: 5 },
    );
    expect(dubov.pair(t, 1).games.map(key).sort()).toEqual(['1-4', '5-2', '3-6'].sort());
  });

  it('5.2.1 "has an odd TPN": the TPN among the players taking part (1.2.1, C.04.2 Art. 2), not the pairing number', () => {
    // 1 is absent: 2-7 take part with TPNs 1-6, so 2, 3, 4 form G1 and meet 5, 6, 7. "if the
    // higher ranked player ... has an odd TPN, give them the initial-colour": 2 (TPN 1) and
    // 4 (TPN 3) White, 3 (TPN 2) Black. By pairing number it would be the other way round.
    const t = tournament([{ id: 1, rounds: ['Z'] }, ...[2, 3, 4, 5, 6, 7].map((id) => ({ id }))], {
      totalRounds: 5,
      initialColour: 'w',
    });
    expect(dubov.pair(t, 1).games.map(key).sort()).toEqual(['2-5', '6-3', '4-7'].sort());
  });

  it('3.1: the pairing-allocated bye goes to the largest TPN when all else is equal (3.1.5)', () => {
    const t = tournament(
      [1, 2, 3, 4, 5].map((id) => ({ id })),
      { totalRounds: 5 },
    );
    expect(dubov.pair(t, 1).bye).toBe(5);
  });
});
