import { describe, expect, it } from 'vitest';
import {
  acceptableTranspositions,
  transpositionOrder,
} from '../../src/engine/systems/rating1998/transpositions.js';

describe('D.1 transpositions', () => {
  it('follows the worked order "5-6-8-7; 5-7-6-8; 5-7-8-6; 5-8-6-7; 5-8-7-6; 6-5-7-8; 6-5-8-7, etc."', () => {
    const order = [...transpositionOrder(4)].map((t) => t.map((j) => j + 5).join('-'));
    // C.6 pairs the first arrangement (S2 as it stands); D.1 numbers the ones after it.
    expect(order.slice(0, 8)).toEqual([
      '5-6-7-8',
      '5-6-8-7',
      '5-7-6-8',
      '5-7-8-6',
      '5-8-6-7',
      '5-8-7-6',
      '6-5-7-8',
      '6-5-8-7',
    ]);
  });

  it('"put all numbers constructable with the digits 5, 6, 7 and 8 in ascending order"', () => {
    const numbers = [...transpositionOrder(4)].map((t) => Number(t.map((j) => j + 5).join('')));
    expect(numbers).toHaveLength(24);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(24);
  });

  it('when S2 is larger than S1, arrangements differing only in the unpaired tail are one candidate', () => {
    // 7 players: S1 = 1-3, S2 = 4-7; "5-4-7-6" pairs like "5-4-6-7".
    const order = [...transpositionOrder(4, 3)].map((t) => t.map((j) => j + 4).join('-'));
    expect(order.slice(0, 4)).toEqual(['4-5-6-7', '4-5-7-6', '4-6-5-7', '4-6-7-5']);
    expect(order).toHaveLength(24);
  });

  it('the search yields the acceptable ones in exactly that order', () => {
    const s1 = [0, 1, 2, 3];
    const s2 = [4, 5, 6, 7];
    const free = { canPair: () => true, clash: () => 0, mayStay: () => true };
    const found = [...acceptableTranspositions(s1, s2, free, 0)].map((a) => a.partners.join('-'));
    const expected = [...transpositionOrder(4)].map((t) => t.map((j) => j + 4).join('-'));
    expect(found).toEqual(expected);
    // Forbid 0-4 (1-5 in the text's numbers): the first acceptable is "6-5-7-8".
    const no15 = { ...free, canPair: (a: number, b: number) => !(a === 0 && b === 4) };
    expect([...acceptableTranspositions(s1, s2, no15, 0)][0]!.partners).toEqual([5, 4, 6, 7]);
  });
});
