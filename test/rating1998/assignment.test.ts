import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/seeded-random.js';
import { PrefixAssignment } from '../../src/engine/systems/rating1998/assignment.js';

/** Least cost over every permutation keeping row r on fixed[r] where given. */
function bruteForce(n: number, cost: Float64Array, fixed: Map<number, number>): number {
  let best = Infinity;
  const used = new Uint8Array(n);
  const walk = (r: number, total: number) => {
    if (total >= best) return;
    if (r === n) {
      best = total;
      return;
    }
    for (let c = 0; c < n; c++) {
      if (used[c] || (fixed.has(r) && fixed.get(r) !== c)) continue;
      const x = cost[r * n + c]!;
      if (x === Infinity) continue;
      used[c] = 1;
      walk(r + 1, total + x);
      used[c] = 0;
    }
  };
  walk(0, 0);
  return best;
}

describe('the D.1 search asks the least colour clashes of the S1 players not yet placed', () => {
  it('a hand-made case: a fix off the optimum costs what the rows it displaces must then take', () => {
    const inf = Infinity;
    // rows (S1 players and a stays-unpaired row) against columns (S2 players): clashes
    const cost = Float64Array.from([0, 1, 1, 1, 0, inf, 0, 0, 0]);
    const a = new PrefixAssignment(3, cost);
    expect(a.leastCost()).toBe(0); // 0-0, 1-1, 2-2
    a.fix(0, 1);
    expect(a.leastCost()).toBe(2); // 0-1 (1), then row 1 has only column 0 (1), 2-2
    a.fix(1, 2);
    expect(a.leastCost()).toBe(Infinity); // row 1 may not take column 2
    a.unfix(1);
    a.unfix(0);
    a.fix(0, 2);
    expect(a.leastCost()).toBe(1); // 0-2 (1), 1-1 (0), 2-0 (0)
  });

  it('agrees with every permutation on random matrices, fixes made and undone, asked after each or now and then', () => {
    const rnd = seededRandom(35);
    for (let trial = 0; trial < 200; trial++) {
      const n = 1 + Math.floor(rnd() * 6);
      const cost = new Float64Array(n * n).map(() =>
        rnd() < 0.25 ? Infinity : Math.floor(rnd() * 3),
      );
      const a = new PrefixAssignment(n, cost);
      // Asked only now and then, as the search does: the solutions in between are worked out late.
      const asks = rnd() < 0.5;
      const fixed = new Map<number, number>();
      const usedCols = new Set<number>();
      for (let step = 0; step < 12; step++) {
        const depth = fixed.size;
        if (depth > 0 && (depth === n || rnd() < 0.4)) {
          fixed.delete(depth - 1);
          usedCols.clear();
          for (const c of fixed.values()) usedCols.add(c);
          a.unfix(depth - 1);
        } else {
          const free = [...Array(n).keys()].filter((c) => !usedCols.has(c));
          const c = free[Math.floor(rnd() * free.length)]!;
          fixed.set(depth, c);
          usedCols.add(c);
          a.fix(depth, c);
        }
        if (!asks || rnd() < 0.3) expect(a.leastCost()).toBe(bruteForce(n, cost, fixed));
      }
    }
  });
});
