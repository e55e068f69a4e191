import { expect, it } from 'vitest';
import { lastPairedRound } from '../../src/engine/model/rounds.js';
import { inputForRound, pairRound } from '../../src/engine/pairing/index.js';
import { doubleSwiss } from '../../src/engine/systems/double-swiss/index.js';
import { pairKeys } from '../support/engine/simulate.js';
import { generatedDoubleSwiss } from './generated.js';
import { oracleMatchRound } from './oracle.js';

/**
 * C.04.5 3.4-3.6: every match round of small random tournaments is paired by
 * the engine and by a brute-force reading that lists every bye, every set of
 * upfloaters and every pairing of each bracket; both must give the same
 * pairs and bye.
 */
it('pairs small random tournaments as the brute-force reading of Article 3 does', () => {
  let compared = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const players = 4 + (seed % 8);
    const t = generatedDoubleSwiss(seed, players, players);
    for (let round = 1; round <= lastPairedRound(t.players); round += 2) {
      const input = inputForRound(t, round);
      const engine = pairRound(input, round, doubleSwiss);
      const oracle = oracleMatchRound(input, (round + 1) / 2);
      expect(pairKeys(engine.games.map((g) => [g.white, g.black]))).toEqual(pairKeys(oracle.pairs));
      expect(engine.bye).toBe(oracle.bye);
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(200);
});
