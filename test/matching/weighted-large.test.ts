import { describe, expect, it } from 'vitest';
import { WeightedMatcher, compareLimbs } from '../../src/engine/matching/index.js';
import { seededRandom } from '../../src/engine/seeded-random.js';

const L = 4;

/** Weights shaped like the pairing engine's: coarse top limb, wide signed lower limbs. */
function randomWeight(rand: () => number): number[] {
  return [
    1 + Math.floor(rand() * 3),
    Math.floor(rand() * 2001) - 1000,
    Math.floor(rand() * 2 ** 31) - 2 ** 30,
    Math.floor(rand() * 2 ** 40),
  ];
}

class Table {
  readonly w: (number[] | null)[][];
  constructor(readonly n: number) {
    this.w = Array.from({ length: n }, () => new Array<number[] | null>(n).fill(null));
  }
  set(i: number, j: number, w: number[] | null, ...matchers: WeightedMatcher[]) {
    this.w[i][j] = w;
    this.w[j][i] = w;
    for (const m of matchers) m.setWeight(i, j, w ?? [0, 0, 0, 0]);
  }
  load(m: WeightedMatcher) {
    for (let i = 0; i < this.n; i++) {
      for (let j = i + 1; j < this.n; j++) m.setWeight(i, j, this.w[i][j] ?? [0, 0, 0, 0]);
    }
  }
  /** Total weight of m's matching, checking it is a matching over real edges. */
  total(m: WeightedMatcher): number[] {
    const t = [0, 0, 0, 0];
    for (let i = 0; i < this.n; i++) {
      const j = m.mate(i);
      if (j === -1) continue;
      expect(m.mate(j)).toBe(i);
      const w = this.w[i][j];
      expect(w).not.toBeNull();
      if (i < j) for (let k = 0; k < L; k++) t[k] += w![k];
    }
    return t;
  }
}

function freshTotal(table: Table): number[] {
  const m = new WeightedMatcher(table.n, L);
  table.load(m);
  m.solve();
  expect(m.certificateError()).toBeNull();
  return table.total(m);
}

describe('WeightedMatcher on dense graphs of 200 vertices', () => {
  it('re-solves after 40 vertex updates to the same optimum as fresh solves', () => {
    const n = 200;
    const rand = seededRandom(42);
    const table = new Table(n);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) table.set(i, j, rand() < 0.9 ? randomWeight(rand) : null);
    }
    const m = new WeightedMatcher(n, L);
    table.load(m);
    m.solve();
    expect(m.certificateError()).toBeNull();
    let removed = -1;
    for (let step = 0; step < 40; step++) {
      const v = Math.floor(rand() * n);
      if (removed !== -1) {
        // give a removed vertex its edges back
        for (let j = 0; j < n; j++) if (j !== removed) table.set(removed, j, randomWeight(rand), m);
        removed = -1;
      } else if (step % 5 === 4) {
        for (let j = 0; j < n; j++) if (j !== v) table.set(v, j, null, m);
        removed = v;
      } else {
        const bonus = 1 + Math.floor(rand() * 500);
        for (let j = 0; j < n; j++) {
          const w = table.w[v][j];
          if (j !== v && w !== null) table.set(v, j, [w[0], w[1] + bonus, w[2], w[3]], m);
        }
      }
      m.solve();
      expect(m.certificateError()).toBeNull();
      if (step % 8 === 7 || step === 39) {
        expect(compareLimbs(table.total(m), freshTotal(table), L)).toBe(0);
      }
    }
  });

  it('gives the same optimum whether or not the previous solution is reused', () => {
    const n = 200;
    const rand = seededRandom(7);
    const table = new Table(n);
    for (let i = 0; i < n; i++) {
      // sparse-ish and odd-sized components force unmatched vertices and blossoms
      for (let j = i + 1; j < n; j++) table.set(i, j, rand() < 0.08 ? randomWeight(rand) : null);
    }
    const warm = new WeightedMatcher(n, L);
    table.load(warm);
    warm.solve();
    for (let step = 0; step < 20; step++) {
      const a = Math.floor(rand() * n);
      const b = (a + 1 + Math.floor(rand() * (n - 1))) % n;
      for (const v of [a, b]) {
        for (let j = 0; j < n; j++) {
          if (j !== v && rand() < 0.1)
            table.set(v, j, rand() < 0.7 ? randomWeight(rand) : null, warm);
        }
      }
      warm.solve();
      const cold = new WeightedMatcher(n, L);
      table.load(cold);
      cold.solve();
      expect(table.total(warm)).toEqual(table.total(cold));
      expect(warm.certificateError()).toBeNull();
    }
  });
});
