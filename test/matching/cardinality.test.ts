import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CardinalityMatcher } from '../../src/engine/matching/index.js';
import { bruteForceMaxCardinality } from './brute-force.js';

const graph = fc
  .record({
    n: fc.integer({ min: 1, max: 14 }),
    density: fc.double({ min: 0.05, max: 0.9, noNaN: true }),
  })
  .chain(({ n, density }) =>
    fc
      .array(fc.double({ min: 0, max: 1, noNaN: true }), {
        minLength: n * n,
        maxLength: n * n,
      })
      .map((coins) => {
        const edges = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            edges[i][j] = edges[j][i] = coins[i * n + j] < density;
          }
        }
        return { n, edges };
      }),
  );

function checkMatching(m: CardinalityMatcher, n: number, edges: boolean[][], enabled?: boolean[]) {
  let size = 0;
  for (let i = 0; i < n; i++) {
    const j = m.mate(i);
    if (j === -1) continue;
    expect(m.mate(j)).toBe(i);
    expect(edges[i][j]).toBe(true);
    if (enabled) expect(enabled[i] && enabled[j]).toBe(true);
    if (i < j) size++;
  }
  expect(m.size).toBe(size);
  return size;
}

describe('CardinalityMatcher', () => {
  it('finds a maximum matching on random small graphs', () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const m = new CardinalityMatcher(n);
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++) if (edges[i][j]) m.setEdge(i, j, true);
        const size = m.solve();
        expect(checkMatching(m, n, edges)).toBe(size);
        expect(size).toBe(bruteForceMaxCardinality(n, edges));
        expect(m.isPerfect()).toBe(2 * size === n);
      }),
      { numRuns: 2000 },
    );
  });

  it('stays maximum across edge changes and disabled vertices (warm starts)', () => {
    const change = fc.record({
      op: fc.constantFrom('add', 'remove', 'clear', 'disable', 'enable'),
      a: fc.nat(),
      b: fc.nat(),
    });
    fc.assert(
      fc.property(
        graph,
        fc.array(change, { minLength: 1, maxLength: 15 }),
        ({ n, edges }, changes) => {
          const m = new CardinalityMatcher(n);
          for (let i = 0; i < n; i++)
            for (let j = i + 1; j < n; j++) if (edges[i][j]) m.setEdge(i, j, true);
          m.solve();
          const enabled = new Array<boolean>(n).fill(true);
          for (const { op, a, b } of changes) {
            const i = a % n;
            const j = b % n;
            if (op === 'add' || op === 'remove') {
              if (i === j) continue;
              edges[i][j] = edges[j][i] = op === 'add';
              m.setEdge(i, j, op === 'add');
            } else if (op === 'clear') {
              for (let k = 0; k < n; k++) edges[i][k] = edges[k][i] = false;
              m.clearVertex(i);
            } else {
              enabled[i] = op === 'enable';
              m.setVertexEnabled(i, enabled[i]);
            }
            const size = m.solve();
            // the oracle sees a disabled vertex as one without edges
            const live = edges.map((row, x) => row.map((e, y) => e && enabled[x] && enabled[y]));
            expect(checkMatching(m, n, edges, enabled)).toBe(size);
            expect(size).toBe(bruteForceMaxCardinality(n, live));
            const enabledCount = enabled.filter(Boolean).length;
            expect(m.isPerfect()).toBe(2 * size === enabledCount);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes a whole graph at once as rows of bits, leaving the vertices from `count` on alone', () => {
    fc.assert(
      fc.property(graph, fc.nat({ max: 2 }), ({ n, edges }, spareWords) => {
        // Rows wider than needed are allowed; each row starts at a multiple of `words`.
        const words = ((n + 31) >>> 5) + spareWords;
        const bits = new Uint32Array(n * words);
        for (let i = 0; i < n; i++)
          for (let j = 0; j < n; j++)
            if (i === j || edges[i][j]) bits[i * words + (j >>> 5)] |= 1 << (j & 31);
        const m = new CardinalityMatcher(n + 1);
        m.setEdgesFromBitRows(n, words, bits);
        for (let i = 0; i <= n; i++)
          for (let j = 0; j <= n; j++)
            if (i !== j) expect(m.hasEdge(i, j)).toBe(i < n && j < n && edges[i][j]);
        m.setVertexEnabled(n, false);
        expect(m.solve()).toBe(bruteForceMaxCardinality(n, edges));
      }),
      { numRuns: 300 },
    );
  });

  it('reads bit rows across word boundaries: a 70-vertex path', () => {
    const n = 70;
    const words = 3;
    const bits = new Uint32Array(n * words);
    const link = (i: number, j: number) => {
      bits[i * words + (j >>> 5)] |= 1 << (j & 31);
      bits[j * words + (i >>> 5)] |= 1 << (i & 31);
    };
    for (let i = 0; i + 1 < n; i++) link(i, i + 1);
    const m = new CardinalityMatcher(n);
    m.setEdgesFromBitRows(n, words, bits);
    expect(m.hasEdge(31, 32)).toBe(true);
    expect(m.hasEdge(63, 64)).toBe(true);
    expect(m.hasEdge(31, 33)).toBe(false);
    expect(m.solve()).toBe(35);
    expect(m.isPerfect()).toBe(true);
    expect(() => m.setEdgesFromBitRows(n, 2, bits)).toThrow(RangeError);
  });

  it('reads full words of bit rows: a 70-vertex complete graph but for a few pairs', () => {
    const n = 70;
    const words = 3;
    const missing = new Set(['0-69', '31-32', '40-41', '5-64']);
    const isEdge = (i: number, j: number) =>
      i !== j && !missing.has(`${Math.min(i, j)}-${Math.max(i, j)}`);
    // Every bit set but the missing pairs', the diagonal and the padding included.
    const bits = new Uint32Array(n * words).fill(0xffffffff);
    for (const pair of missing) {
      const [i, j] = pair.split('-').map(Number) as [number, number];
      bits[i * words + (j >>> 5)] &= ~(1 << (j & 31));
      bits[j * words + (i >>> 5)] &= ~(1 << (i & 31));
    }
    const m = new CardinalityMatcher(n + 1);
    m.setEdgesFromBitRows(n, words, bits);
    for (let i = 0; i <= n; i++)
      for (let j = 0; j <= n; j++)
        if (i !== j) expect(m.hasEdge(i, j)).toBe(i < n && j < n && isEdge(i, j));
    expect(m.solve()).toBe(35);
  });

  it('reports a perfect matching on an even cycle and none on an odd one', () => {
    for (const [n, perfect] of [
      [8, true],
      [9, false],
    ] as const) {
      const m = new CardinalityMatcher(n);
      for (let i = 0; i < n; i++) m.setEdge(i, (i + 1) % n, true);
      expect(m.solve()).toBe(Math.floor(n / 2));
      expect(m.isPerfect()).toBe(perfect);
    }
  });

  it('augments from one vertex exactly when the rest keeps a perfect matching, and goes back to a saved matching', () => {
    fc.assert(
      fc.property(graph, fc.nat(), fc.nat(), ({ n, edges }, a, b) => {
        if (n < 4) return;
        const m = new CardinalityMatcher(n);
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++) if (edges[i][j]) m.setEdge(i, j, true);
        const full = m.solve();
        const x = a % n;
        const y = m.mate(x);
        if (y === -1) return;
        const saved = m.saveMates();
        // Take x out: y is left alone; a path from y exists iff the matching
        // can stay as large without x.
        m.setVertexEnabled(x, false);
        const enabled = Array.from({ length: n }, (_, v) => v !== x);
        const sub = edges.map((row, i) => row.map((e, j) => e && enabled[i] && enabled[j]));
        expect(m.augmentFrom(y)).toBe(bruteForceMaxCardinality(n, sub) === full);
        checkMatching(m, n, edges, enabled);
        expect(m.augmentFrom(b % n)).toBe(false); // maximum already, or not free
        m.setVertexEnabled(x, true);
        m.restoreMates(saved);
        expect(m.mate(x)).toBe(y);
        expect(checkMatching(m, n, edges)).toBe(full);
      }),
      { numRuns: 200 },
    );
  });
});
