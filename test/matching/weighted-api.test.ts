import { describe, expect, it } from 'vitest';
import { WeightedMatcher, createMatcher } from '../../src/engine/matching/index.js';

describe('WeightedMatcher basics', () => {
  it('treats an all-zero weight as a missing edge', () => {
    const m = new WeightedMatcher(4, 2);
    m.setWeight(0, 1, [0, 0]);
    m.setWeight(2, 3, [0, 5]);
    m.solve();
    expect(m.mate(0)).toBe(-1);
    expect(m.mate(1)).toBe(-1);
    expect(m.mate(2)).toBe(3);
    expect(m.hasEdge(0, 1)).toBe(false);
    expect(Array.from(m.getWeight(1, 0))).toEqual([0, 0]);
    expect(Array.from(m.getWeight(3, 2))).toEqual([0, 5]);
  });

  it('prefers the lexicographically larger total, whatever the lower limbs', () => {
    // path 0-1-2-3: the middle edge alone beats both ends together in limb 0
    const m = new WeightedMatcher(4, 3);
    m.setWeight(0, 1, [1, 1_000_000, 1_000_000]);
    m.setWeight(1, 2, [3, -1_000_000, -5]);
    m.setWeight(2, 3, [1, 1_000_000, 1_000_000]);
    m.solve();
    expect(m.mate(1)).toBe(2);
    expect(Array.from(m.matchingWeight())).toEqual([3, -1_000_000, -5]);
    // with one more unit in limb 0 the two ends tie the middle edge there and win on limb 1
    m.setWeight(0, 1, [2, 0, 0]);
    m.solve();
    expect(m.mate(0)).toBe(1);
    expect(m.mate(2)).toBe(3);
  });

  it('does not match an edge whose weight is negative', () => {
    const m = new WeightedMatcher(2, 2);
    m.setWeight(0, 1, [-1, 7]);
    m.solve();
    expect(m.mate(0)).toBe(-1);
  });

  it('stays exact with limbs near 2^50', () => {
    // a triangle plus a pendant: the optimum differs from the runner-up by 1 in limb 1
    const big = 2 ** 50;
    const m = new WeightedMatcher(4, 2);
    m.setWeight(0, 1, [5, big]);
    m.setWeight(1, 2, [5, big - 1]);
    m.setWeight(0, 2, [5, 1 - big]);
    m.setWeight(2, 3, [5, -big]);
    m.solve();
    // {0-1, 2-3} = [10, 0] beats {1-2} alone and {0-2} alone
    expect(m.mate(0)).toBe(1);
    expect(m.mate(2)).toBe(3);
    expect(Array.from(m.matchingWeight())).toEqual([10, 0]);
    m.setWeight(0, 1, [5, big - 2]);
    m.solve();
    // {0-1, 2-3} = [10, -2] is still the only way to get 10 in limb 0
    expect(Array.from(m.matchingWeight())).toEqual([10, -2]);
  });

  it('rejects bad input', () => {
    const m = new WeightedMatcher(3, 2);
    expect(() => m.setWeight(0, 0, [1, 0])).toThrow(RangeError);
    expect(() => m.setWeight(0, 3, [1, 0])).toThrow(RangeError);
    expect(() => m.setWeight(0, 1, [1])).toThrow(RangeError);
    expect(() => m.setWeight(0, 1, [1.5, 0])).toThrow(RangeError);
    expect(() => m.setWeight(0, 1, [2 ** 51, 0])).toThrow(RangeError);
    expect(() => new WeightedMatcher(-1, 2)).toThrow(RangeError);
    expect(() => new WeightedMatcher(3, 0)).toThrow(RangeError);
  });

  it('is what createMatcher builds for the pairing systems', () => {
    const m = createMatcher(2, 1);
    m.setWeight(0, 1, [1]);
    m.solve();
    expect(m.mate(0)).toBe(1);
  });
});

describe('WeightedMatcher edge removal helpers', () => {
  it('leaves a cleared vertex unmatched and re-pairs its former partner', () => {
    // square 0-1-2-3-0 with heavy 0-1 and 2-3; clearing 1 makes 0-3 the best for 0
    const m = new WeightedMatcher(4, 1);
    m.setWeight(0, 1, [10]);
    m.setWeight(2, 3, [10]);
    m.setWeight(0, 3, [4]);
    m.setWeight(1, 2, [3]);
    m.solve();
    expect([m.mate(0), m.mate(2)]).toEqual([1, 3]);
    m.clearVertex(1);
    m.solve();
    expect(m.mate(1)).toBe(-1);
    // {2-3} = 10 beats {0-3} = 4
    expect([m.mate(2), m.mate(0)]).toEqual([3, -1]);
    m.removeEdge(2, 3);
    m.solve();
    expect(m.mate(0)).toBe(3);
    expect(m.hasEdge(2, 3)).toBe(false);
  });

  it('gives the duals and the slack of a pair it does not hold, as if it held it', () => {
    // triangle 0-1-2 with 0-1 heavy and 2 alone: u(0) + u(1) = 10 on the matched edge
    const m = new WeightedMatcher(3, 2);
    m.setWeight(0, 1, [10, 4]);
    m.setWeight(1, 2, [3, 0]);
    m.solve();
    const u0 = Array.from(m.dual(0, new Float64Array(2)));
    const u1 = Array.from(m.dual(1, new Float64Array(2)));
    expect([u0[0]! + u1[0]!, u0[1]! + u1[1]!]).toEqual([10, 4]);
    expect(Array.from(m.dual(2, new Float64Array(2)))).toEqual([0, 0]);
    const held = Array.from(m.slack(1, 2, new Float64Array(2)));
    expect(Array.from(m.slackFor(1, 2, [3, 0], new Float64Array(2)))).toEqual(held);
    // 0-2 is not in the matcher: a weight of 11 would make the solution stale (negative slack)
    const left = m.slackFor(0, 2, [11, 0], new Float64Array(2));
    expect(left[0]! < 0 || (left[0] === 0 && left[1]! < 0)).toBe(true);
    expect(m.hasEdge(0, 2)).toBe(false);
  });
});

describe('WeightedMatcher.reserve (room for each vertex made at once)', () => {
  /** A 40-vertex graph, 3 limbs, with ties: the edges of a few vertices outgrow a room of 4. */
  function load(m: WeightedMatcher): void {
    for (let i = 0; i < 40; i++)
      for (let j = i + 1; j < 40; j++)
        if ((i * 7 + j * 3) % 5 === 0 || j === i + 1)
          m.setWeight(i, j, [1 + ((i + j) % 3), (i * j) % 4, j % 2]);
  }

  it('keeps every edge, its weight and each row in its order, and the same matchings', () => {
    const plain = new WeightedMatcher(40, 3, 4, { hashedPairIndex: true });
    const reserved = new WeightedMatcher(40, 3, 4, { hashedPairIndex: true });
    // some edges before the room is made (they move), the rest after
    for (let j = 1; j < 40; j++) reserved.setWeight(0, j, [1, j % 4, 0]);
    for (let j = 1; j < 40; j++) plain.setWeight(0, j, [1, j % 4, 0]);
    reserved.reserve(Array.from({ length: 40 }, (_, v) => (v % 3 === 0 ? 2 : 12)));
    load(plain);
    load(reserved);
    for (let v = 0; v < 40; v++)
      expect(Array.from(reserved.neighbours(v)), `row ${v}`).toEqual(
        Array.from(plain.neighbours(v)),
      );
    for (let i = 0; i < 40; i++)
      for (let j = i + 1; j < 40; j++)
        expect(Array.from(reserved.getWeight(i, j))).toEqual(Array.from(plain.getWeight(i, j)));
    plain.solve();
    reserved.solve();
    expect(Array.from(reserved.matchingWeight())).toEqual(Array.from(plain.matchingWeight()));
    for (let v = 0; v < 40; v++) expect(reserved.mate(v)).toBe(plain.mate(v));
    // a row emptied and refilled after the room was made
    reserved.clearVertex(5);
    plain.clearVertex(5);
    reserved.solve();
    plain.solve();
    for (let v = 0; v < 40; v++) expect(reserved.mate(v)).toBe(plain.mate(v));
  });
});
