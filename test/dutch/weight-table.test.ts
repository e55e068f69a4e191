import { expect, it } from 'vitest';
import { WeightTable } from '../../src/engine/systems/dutch/weight-table.js';

it('gives equal weight vectors one id and distinct ones their own, from 1 up, past any table size', () => {
  const table = new WeightTable(3);
  const vector = (k: number) => [k % 7, 2 ** 45 + Math.floor(k / 7), -(k % 3)];
  const ids: number[] = [];
  // 100,000 distinct vectors: more than a Uint16 id holds, and many rehashes.
  for (let k = 0; k < 100_000; k++) ids.push(table.intern(vector(k)));
  expect(ids.slice(0, 3)).toEqual([1, 2, 3]);
  expect(new Set(ids).size).toBe(100_000);
  expect(table.size).toBe(100_000);
  for (let k = 0; k < 100_000; k += 997) {
    expect(table.intern(vector(k))).toBe(ids[k]);
    expect(Array.from(table.data.subarray(ids[k]! * 3, ids[k]! * 3 + 3))).toEqual(vector(k));
  }
  expect(table.size).toBe(100_000);
});
