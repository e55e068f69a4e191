import { describe, expect, it } from 'vitest';
import { createMatcher } from '../../src/engine/matching/index.js';
import type { RoundPairing, Tournament } from '../../src/engine/model/tournament.js';
import { emptyBracketEdgeStats } from '../../src/engine/systems/dutch/bracket-edges.js';
import { pairDutchRound } from '../../src/engine/systems/dutch/edition-2017/pair-round.js';
import { rules2017 } from '../../src/engine/systems/dutch/edition-2017/rules.js';
import { pairRound2025 } from '../../src/engine/systems/dutch/edition-2025/pair-round.js';
import type { BracketOptions } from '../../src/engine/systems/dutch/pair-bracket.js';
import { simulate } from '../support/engine/simulate.js';

const games = (p: RoundPairing) =>
  p.games
    .map((g) => `${g.white}-${g.black}`)
    .concat(p.bye === null ? [] : [`bye ${p.bye}`])
    .join(' ');

const editions = {
  'dutch-2017': (t: Tournament, round: number, options: BracketOptions) =>
    pairDutchRound(t, round, rules2017, createMatcher, options),
  'dutch-2025': (t: Tournament, round: number, options: BracketOptions) =>
    pairRound2025(t, round, createMatcher, false, options),
};

/**
 * A bracket's matching that holds only some pairs, proved optimal for the
 * whole bracket by its duals after every solve (bracket-edges.ts), must
 * pair every round exactly as the matching of every pair does.
 */
describe.each(Object.entries(editions))(
  '%s: brackets holding some pairs pair as with all',
  (_, pair) => {
    it('300 simulated players, rounds 1-5', () => {
      const stats = emptyBracketEdgeStats();
      simulate({ players: 300, rounds: 5, seed: 20, absence: 0.03, forfeit: 0.02 }, (t, round) => {
        const all = pair(t, round, { lazyFrom: Infinity });
        const some = pair(t, round, { lazyFrom: 0, stats });
        expect(games(some), `round ${round}`).toBe(games(all));
        return all;
      });
      // The sparse matchings were used and the certificate had work to do.
      expect(stats.lazyBrackets).toBeGreaterThan(0);
      expect(stats.initialHeld).toBeLessThan(stats.edges);
    });
  },
);
