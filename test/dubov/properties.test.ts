import { expect, it } from 'vitest';
import { dubov } from '../../src/engine/systems/dubov/index.js';
import { basicRulesViolations } from '../support/engine/basic-rules.js';
import { simulateToExhaustion } from '../support/engine/simulate.js';

/**
 * The absolute criteria on random tournaments played until no pairing is
 * left: [C1] no second game, [C2] no pairing-allocated bye after a win's
 * points scored without playing, and, with [C3] and 5.2.3, the Basic Rules'
 * colour limits (Art. 6, Art. 7), to which the Dubov text makes no
 * exception. Facts are read back from the records.
 */
it('keeps [C1], [C2] and the colour limits on random tournaments played to exhaustion', () => {
  let rounds = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const players = 6 + ((seed * 7) % 25);
    const { tournament, paired } = simulateToExhaustion(
      { players, rounds: players - 1, seed, absence: 0.05, forfeit: 0.04, withdrawal: 0.01 },
      (t, round) => dubov.pair(t, round),
    );
    expect(basicRulesViolations(tournament, paired)).toEqual([]);
    rounds += paired;
  }
  expect(rounds).toBeGreaterThan(300);
});
