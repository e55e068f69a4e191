import { describe, expect, it } from 'vitest';
import { exchangeOrder } from '../../src/engine/systems/rating1998/exchanges.js';

const show = (ex: { fromS1: readonly number[]; fromS2: readonly number[] }) =>
  `${ex.fromS1.join('+')}/${ex.fromS2.join('+')}`;

describe('D.2 exchanges', () => {
  it('8 players (S1 1-4, S2 5-8): the one-player matrix a-i, then the two-player matrix j-r', () => {
    const order = [...exchangeOrder(4, 4)].map(show);
    expect(order).toEqual([
      // "Exchanging one player: a) 4 and 5; b) 4 and 6; c) 3 and 5; etc. until i) 2 and 7."
      '4/5', // a
      '4/6', // b
      '3/5', // c
      '4/7', // d
      '3/6', // e
      '2/5', // f
      '3/7', // g
      '2/6', // h
      '2/7', // i
      // "j) 3+4 with 5+6; k) 3+4 with 5+7; l) 2+4 with 5+6 etc."
      '3+4/5+6', // j
      '3+4/5+7', // k
      '2+4/5+6', // l
      '3+4/6+7', // m
      '2+4/5+7', // n
      '2+3/5+6', // o
      '2+4/6+7', // p
      '2+3/5+7', // q
      '2+3/6+7', // r
    ]);
  });

  it('7 players (S1 1-3, S2 4-7): the same tables with every number less 1, the last two-player column obsolete', () => {
    const order = [...exchangeOrder(3, 4)].map(show);
    expect(order).toEqual([
      '3/4', // a: 4-1 and 5-1
      '3/5', // b
      '2/4', // c
      '3/6', // d
      '2/5', // e
      '1/4', // f
      '2/6', // g
      '1/5', // h
      '1/6', // i
      '2+3/4+5', // j
      '2+3/4+6', // k
      '1+3/4+5', // l
      '2+3/5+6', // m
      '1+3/4+6', // n
      // o (1+2 with 4+5) is in the obsolete column
      '1+3/5+6', // p
      // q and r: obsolete column
    ]);
  });

  it('"the difference between the numbers exchanged should be as small as possible" in larger brackets', () => {
    const order = [...exchangeOrder(5, 5)];
    const ones = order.filter((e) => e.fromS1.length === 1);
    const diffs = ones.map((e) => e.fromS2[0]! - e.fromS1[0]!);
    expect(diffs).toEqual([...diffs].sort((a, b) => a - b));
    expect(show(ones[0]!)).toBe('5/6');
    // Equal difference: the lowest player of S1 first.
    expect(ones.slice(1, 3).map(show)).toEqual(['5/7', '4/6']);
    // Every one-player exchange comes before every two-player exchange; none beyond floor(5/2) = 2.
    const sizes = order.map((e) => e.fromS1.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(Math.max(...sizes)).toBe(2);
  });
});
