import { expect, it } from 'vitest';
import { dubov } from '../../src/engine/systems/dubov/index.js';
import { pairKeys, simulateToExhaustion } from '../support/engine/simulate.js';
import { oracleRound } from './oracle.js';

/**
 * Dubov 3.2.2: "Choose the first set of upfloaters (first in the order given
 * by Article 4.2) that ... produces a pairing that complies at best with all
 * the pairing criteria", then 3.2.4-3.2.6 (shifters in the order of 4.3, the
 * first transposition of 4.4). Every round of small random tournaments is
 * paired by the engine and by a brute-force reading that lists every set and
 * every transposition; both must give the same pairs and bye.
 */
it('pairs small random tournaments as the brute-force reading of Articles 3 and 4 does', () => {
  let compared = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const players = 4 + (seed % 7);
    const rounds = Math.min(players - 1, 3 + (seed % 5));
    simulateToExhaustion(
      { players, rounds, seed, absence: 0.08, forfeit: 0.05, withdrawal: 0.03 },
      (t, round) => {
        const pairing = dubov.pair(t, round);
        const expected = oracleRound(t, round);
        expect(pairKeys(pairing.games.map((g) => [g.white, g.black]))).toEqual(
          pairKeys(expected.pairs),
        );
        expect(pairing.bye).toBe(expected.bye);
        compared++;
        return pairing;
      },
    );
  }
  expect(compared).toBeGreaterThan(150);
});
