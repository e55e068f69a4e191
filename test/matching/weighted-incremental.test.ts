import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WeightedMatcher } from '../../src/engine/matching/index.js';
import { bruteForceMaxWeight } from './brute-force.js';
import {
  loadMatcher,
  matchingWeightFromTable,
  weightedCase,
  type WeightedCase,
} from './helpers.js';

/** One change to the edges of a vertex, as the pairing engine makes them. */
type Update =
  | { kind: 'bonus'; v: number; limb: number; amount: number }
  | { kind: 'remove'; v: number }
  | { kind: 'reweigh'; v: number; seed: number }
  | { kind: 'pair-bonus'; v: number; w: number; amount: number }
  | { kind: 'edge'; v: number; w: number; seed: number };

const update = fc.oneof(
  fc.record({
    kind: fc.constant('bonus' as const),
    v: fc.nat(),
    limb: fc.nat(),
    amount: fc.integer({ min: -3, max: 5 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), v: fc.nat() }),
  fc.record({ kind: fc.constant('reweigh' as const), v: fc.nat(), seed: fc.nat() }),
  fc.record({
    kind: fc.constant('pair-bonus' as const),
    v: fc.nat(),
    w: fc.nat(),
    amount: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('edge' as const), v: fc.nat(), w: fc.nat(), seed: fc.nat() }),
);

/** Small deterministic generator for the weights an update writes. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1103515245) + 12345) >>> 0;
    return a / 4294967296;
  };
}

function newWeight(rand: () => number, L: number): number[] | null {
  if (rand() < 0.25) return null;
  const w = [1 + Math.floor(rand() * 6)];
  for (let k = 1; k < L; k++) w.push(Math.floor(rand() * 9) - 4);
  return w;
}

/** Applies an update to the table and the matcher alike. */
function apply(c: WeightedCase, m: WeightedMatcher, u: Update) {
  const { n, L, weights } = c;
  const set = (i: number, j: number, w: readonly number[] | null) => {
    weights[i][j] = w;
    weights[j][i] = w;
    m.setWeight(i, j, w ?? new Array<number>(L).fill(0));
  };
  const v = u.v % n;
  if (u.kind === 'pair-bonus' || u.kind === 'edge') {
    const w = u.w % n;
    if (w === v) return;
    if (u.kind === 'edge') {
      set(v, w, newWeight(seeded(u.seed), L));
      return;
    }
    // both vertices' edges change at once
    for (const x of [v, w]) {
      for (let j = 0; j < n; j++) {
        const old = weights[x][j];
        if (j === x || old === null) continue;
        const nw = [...old];
        nw[L - 1] += u.amount;
        set(x, j, nw);
      }
    }
    return;
  }
  const rand = seeded(u.kind === 'reweigh' ? u.seed : 0);
  for (let j = 0; j < n; j++) {
    if (j === v) continue;
    const old = weights[v][j];
    if (u.kind === 'remove') set(v, j, null);
    else if (u.kind === 'reweigh') set(v, j, newWeight(rand, L));
    else if (old !== null) {
      const nw = [...old];
      nw[u.limb % L] += u.amount;
      // an all-zero weight would delete the edge; keep it an edge
      if (!nw.some((x) => x !== 0)) nw[0] = 1;
      set(v, j, nw);
    }
  }
}

describe('WeightedMatcher re-solves after vertex updates', () => {
  it('stays optimal after every update (exhaustive check, n <= 14)', () => {
    fc.assert(
      fc.property(
        weightedCase(14),
        fc.array(update, { minLength: 1, maxLength: 12 }),
        (c, updates) => {
          const m = new WeightedMatcher(c.n, c.L);
          loadMatcher(m, c);
          m.solve();
          for (const u of updates) {
            apply(c, m, u);
            m.solve();
            expect(matchingWeightFromTable(m, c)).toEqual(bruteForceMaxWeight(c.n, c.L, c.weights));
            expect(m.certificateError()).toBeNull();
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('agrees with a fresh solve of the same weights', () => {
    fc.assert(
      fc.property(
        weightedCase(14),
        fc.array(update, { minLength: 1, maxLength: 12 }),
        (c, updates) => {
          const m = new WeightedMatcher(c.n, c.L);
          loadMatcher(m, c);
          m.solve();
          for (const u of updates) apply(c, m, u);
          m.solve();
          const fresh = new WeightedMatcher(c.n, c.L);
          loadMatcher(fresh, c);
          fresh.solve();
          expect(matchingWeightFromTable(m, c)).toEqual(matchingWeightFromTable(fresh, c));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pairs alike with its pair index as a hash of the pairs held', () => {
    fc.assert(
      fc.property(
        weightedCase(14),
        fc.array(update, { minLength: 1, maxLength: 12 }),
        (c, updates) => {
          // room for 2 edges a vertex: blocks grow and move, and removals move slots
          const table = new WeightedMatcher(c.n, c.L, 2, { hashedPairIndex: false });
          const hashed = new WeightedMatcher(c.n, c.L, 2, { hashedPairIndex: true });
          const both = [table, hashed];
          const copy = { ...c, weights: c.weights.map((row) => [...row]) };
          for (const m of both) loadMatcher(m, c);
          for (const m of both) m.solve();
          for (const u of updates) {
            // the same calls on both, each on a table of its own
            apply(c, table, u);
            apply(copy, hashed, u);
            for (const m of both) m.solve();
            expect(hashed.mateArray()).toEqual(table.mateArray());
            expect(hashed.certificateError()).toBeNull();
            for (let i = 0; i < c.n; i++)
              for (let j = 0; j < c.n; j++)
                if (i !== j) expect(hashed.hasEdge(i, j)).toBe(c.weights[i][j] !== null);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
