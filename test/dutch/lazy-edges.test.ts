import { describe, expect, it } from 'vitest';
import { createMatcher } from '../../src/engine/matching/index.js';
import { emptyBracketEdgeStats } from '../../src/engine/systems/dutch/bracket-edges.js';
import { shapeGraph } from '../../src/engine/systems/dutch/pair-bracket.js';
import { simulate } from '../support/engine/simulate.js';
import { dutchEditions, games } from '../support/engine/dutch-with-options.js';

/**
 * A bracket's matching that holds only some pairs, proved optimal for the
 * whole bracket by its duals after every solve (bracket-edges.ts), must
 * pair every round exactly as the matching of every pair does.
 */
describe.each(Object.entries(dutchEditions))(
  '%s: brackets holding some pairs pair as with all',
  (_, pair) => {
    it('301 simulated players, rounds 1-5', () => {
      const stats = emptyBracketEdgeStats();
      simulate({ players: 301, rounds: 5, seed: 20, absence: 0.03, forfeit: 0.02 }, (t, round) => {
        const all = pair(t, round, { lazyFrom: Infinity });
        const some = pair(t, round, { lazyFrom: 0, stats });
        expect(games(some), `round ${round}`).toBe(games(all));
        return all;
      });
      // The sparse matchings were used and the certificate had work to do.
      expect(stats.lazyBrackets).toBeGreaterThan(0);
      expect(stats.initialHeld).toBeLessThan(stats.edges);
      // Odd shapes had their dummy vertex, and shapes of a bracket alone dropped it.
      expect(stats.dummies).toBeGreaterThan(0);
      expect(stats.dummiesDropped).toBeGreaterThan(0);
    });
  },
);

describe('the dummy vertex of an odd lazy shape (BracketGraph.dummy)', () => {
  it('comes after the players, in lazy shapes of an odd number of players only', () => {
    const odd = shapeGraph(501, 3, createMatcher, {});
    expect(odd.dummy).toBe(501);
    expect(odd.vertexCount).toBe(502);
    expect(shapeGraph(500, 3, createMatcher, {}).dummy).toBeUndefined();
    // Below LAZY_FROM every pair is held, and no dummy is needed.
    expect(shapeGraph(41, 3, createMatcher, {}).dummy).toBeUndefined();
    expect(shapeGraph(41, 3, createMatcher, { lazyFrom: 0 }).dummy).toBe(41);
  });
});
