import { expect, it } from 'vitest';
import { burstein } from '../../src/engine/systems/burstein/index.js';
import { seedingRounds } from '../../src/engine/systems/burstein/pair-round.js';
import { pairKeys, simulateToExhaustion } from '../support/engine/simulate.js';
import { oracleRound } from './oracle.js';

/**
 * Burstein 3.2.2: "Choose the first pairing (as ordered according to
 * Article 4) that complies best with all the pairing criteria ([C1] to
 * [C8])". Every round after the seeding rounds of small random tournaments
 * is paired by the engine and by a brute-force reading that lists every
 * pairing of every bracket; both must give the same pairs and bye.
 */
it('pairs small random tournaments as the brute-force reading of Articles 2-4 does', () => {
  let compared = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const players = 5 + (seed % 6);
    const rounds = Math.min(players - 1, 4 + (seed % 4));
    simulateToExhaustion(
      { players, rounds, seed, absence: 0.08, forfeit: 0.05, withdrawal: 0.03 },
      (t, round) => {
        const pairing = burstein.pair(t, round);
        if (round > seedingRounds(t.totalRounds)) {
          const expected = oracleRound(t, round);
          expect(pairKeys(pairing.games.map((g) => [g.white, g.black]))).toEqual(
            pairKeys(expected.pairs),
          );
          expect(pairing.bye).toBe(expected.bye);
          compared++;
        }
        return pairing;
      },
    );
  }
  expect(compared).toBeGreaterThan(100);
});
