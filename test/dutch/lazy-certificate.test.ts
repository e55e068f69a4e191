import { describe, expect, it } from 'vitest';
import { createMatcher } from '../../src/engine/matching/index.js';
import type { MatcherFactory } from '../../src/engine/systems/dutch/matcher.js';
import {
  BracketEdges,
  emptyBracketEdgeStats,
} from '../../src/engine/systems/dutch/bracket-edges.js';
import {
  type BracketShape,
  type EdgeWeights,
  pairBracket,
  shapeGraph,
} from '../../src/engine/systems/dutch/pair-bracket.js';
import type { DutchPlayer } from '../../src/engine/systems/dutch/player-state.js';
import {
  addOrderFields,
  addTo,
  bitsFor,
  WeightLayout,
} from '../../src/engine/systems/dutch/weight-layout.js';

/**
 * A homogeneous bracket of 60 players where every pair is as good as any
 * other except players 1 and 21 (BSNs), whose pair scores one more in the
 * most important field: every optimum pairs them. They are 20 places apart
 * and 10 short of each other's natural opponent, so the sparse candidates
 * leave their pair out; only the dual certificate can bring it in.
 */
function bracket(byKinds = false): { shape: BracketShape; weights: EdgeWeights } {
  const n = 60;
  const players = Array.from({ length: n }, () => ({ score: 0 }) as DutchPlayer);
  const shape: BracketShape = { players, mdpCount: 0, bracketEnd: n, special: true, final: true };
  const layout = new WeightLayout();
  const criterion = layout.add(bitsFor(2 * n));
  const countBits = bitsFor(n);
  const orderFields = addOrderFields(layout, countBits, n);
  layout.seal();
  const field = layout.field(criterion);
  const weights: EdgeWeights = {
    layout,
    ...orderFields(),
    playerCountBits: countBits,
    weight(i, j, out) {
      out.fill(0);
      addTo(out, field, i === 0 && j === 20 ? 2 : 1);
      return true;
    },
  };
  if (!byKinds) return { shape, weights };
  // Players 1 and 21 each a kind of their own, every other player kind 0: the weight depends on
  // the kinds alone, so the certificate reads the rows by kinds (runs of a dual class, their
  // weights from kindIds) and never pair by pair when the duals cover them.
  const kinds = new Int32Array(n);
  kinds[0] = 1;
  kinds[20] = 2;
  return { shape, weights: { ...weights, kinds, allows: () => true } };
}

/** The most pairs of players (vertices below 60) the matcher held at any solve. */
let mostHeld = 0;
const spying: MatcherFactory = (vertices, limbs, degree) => {
  const m = createMatcher(vertices, limbs, degree);
  const solve = m.solve.bind(m);
  m.solve = () => {
    let held = 0;
    for (let i = 0; i < 60; i++) for (let j = i + 1; j < 60; j++) if (m.hasEdge(i, j)) held++;
    mostHeld = Math.max(mostHeld, held);
    solve();
  };
  return m;
};

function pair(lazyFrom: number, fallbackAfter?: number, byKinds = false) {
  const { shape, weights } = bracket(byKinds);
  const stats = emptyBracketEdgeStats();
  const options = { lazyFrom, stats, ...(fallbackAfter === undefined ? {} : { fallbackAfter }) };
  mostHeld = 0;
  const graph = shapeGraph(shape.players.length, weights.layout.limbs, spying, options);
  const { pairs } = pairBracket(shape, weights, graph, options);
  return { pairs, stats, mostHeld };
}

describe('the dual certificate of a bracket matching holding some pairs', () => {
  it('brings in the one pair every optimum needs, left out of the candidates', () => {
    const { pairs, stats } = pair(0);
    expect(stats.lazyBrackets).toBe(1);
    // Held at the start: far fewer than the bracket's 1770 pairs, and not 1-21.
    expect(stats.edges).toBe(1770);
    expect(stats.initialHeld).toBeLessThan(1000);
    expect(stats.materialised).toBeGreaterThan(0);
    expect(pairs).toContainEqual([0, 20]);
    expect(pairs).toHaveLength(30);
  });

  it('pairs the bracket as the matching of every pair does', () => {
    expect(pair(0).pairs).toEqual(pair(Infinity).pairs);
  });

  // Issue 35: "where the certificate fails, fall back and say so in --verbose".
  it('falls back to every pair once it has brought in more than its bound, with the same pairing', () => {
    const certified = pair(0, Infinity);
    expect(certified.stats.fallbacks).toBe(0);
    expect(certified.mostHeld).toBeLessThan(1770);
    // Bound 0: the first pair brought in (1-21) is past it.
    const dense = pair(0, 0);
    expect(dense.stats.fallbacks).toBe(1);
    expect(dense.mostHeld).toBe(1770);
    expect(dense.pairs).toEqual(pair(Infinity).pairs);
    expect(dense.pairs).toEqual(certified.pairs);
  });
});

// Issue 35: "a sparse candidate graph whose optimality the duals prove". The optimum of the
// candidates pairs everyone at weight 1 with every dual 1/2, so pair 1-21 (weight 2, unit 1 in
// its limb) has a reduced cost of exactly -1: a bound by kinds one unit too loose passes it, and
// the pairing misses it.
describe('the certificate of a bracket whose weights are given by kinds', () => {
  it('brings in the pair its kinds weigh one unit above the duals', () => {
    const { pairs, stats } = pair(0, undefined, true);
    expect(stats.initialHeld).toBeLessThan(1000);
    expect(stats.materialised).toBeGreaterThan(0);
    expect(pairs).toContainEqual([0, 20]);
    expect(pairs).toEqual(pair(Infinity, undefined, true).pairs);
  });
});

describe('a pair brought in before a solve (D.1 bonuses on a row)', () => {
  it('is held by the matcher at once, and a pair that may not meet is not', () => {
    const { shape, weights } = bracket();
    const options = { lazyFrom: 0 };
    const graph = shapeGraph(shape.players.length, weights.layout.limbs, createMatcher, options);
    const edges = new BracketEdges(shape, weights, graph, undefined);
    // 1-21 is no candidate (see bracket()).
    expect(graph.matcher.hasEdge(0, 20)).toBe(false);
    edges.bringIn(0, 20);
    expect(graph.matcher.hasEdge(0, 20)).toBe(true);
    edges.remove(0, 21);
    edges.bringIn(0, 21);
    expect(graph.matcher.hasEdge(0, 21)).toBe(false);
  });
});
