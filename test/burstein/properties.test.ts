import { expect, it } from 'vitest';
import { burstein } from '../../src/engine/systems/burstein/index.js';
import { basicRulesViolations } from '../support/engine/basic-rules.js';
import { simulateToExhaustion } from '../support/engine/simulate.js';

/**
 * The absolute criteria on random tournaments played until no pairing is
 * left: [C1] no second game between two players, [C2] no pairing-allocated
 * bye for a player who already scored a win's points without playing, and,
 * since [C3] keeps two players with the same absolute preference apart and
 * 5.2.3 grants the stronger preference, the Basic Rules' colour limits
 * (Art. 6: colour difference within +-2; Art. 7: never the same colour three
 * times in a row), which the Burstein text makes no exception to. Every
 * fact is read back from the records, not from the engine.
 */
it('keeps [C1], [C2] and the colour limits on random tournaments played to exhaustion', () => {
  let rounds = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const players = 6 + ((seed * 7) % 25);
    const { tournament, paired } = simulateToExhaustion(
      { players, rounds: players - 1, seed, absence: 0.05, forfeit: 0.04, withdrawal: 0.01 },
      (t, round) => burstein.pair(t, round),
    );
    expect(basicRulesViolations(tournament, paired)).toEqual([]);
    rounds += paired;
  }
  expect(rounds).toBeGreaterThan(300);
});
