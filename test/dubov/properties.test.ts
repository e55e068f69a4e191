import { expect, it } from 'vitest';
import type { Colour, Tournament } from '../../src/engine/model/tournament.js';
import { dubov } from '../../src/engine/systems/dubov/index.js';
import { NoValidPairingError } from '../../src/engine/systems/pairing-system.js';
import { simulate } from '../support/engine/simulate.js';

/**
 * The absolute criteria on random tournaments played until no pairing is
 * left: [C1] no second game, [C2] no pairing-allocated bye after a win's
 * points scored without playing, and, with [C3] and 5.2.3, the Basic Rules'
 * colour limits (Art. 6, Art. 7), to which the Dubov text makes no
 * exception. Facts are read back from the records.
 */
const PLAYED = new Set(['1', '=', '0']);

function check(t: Tournament, rounds: number): string[] {
  const problems: string[] = [];
  for (const p of t.players) {
    const colours: Colour[] = [];
    const met = new Set<number>();
    let freeWin = false;
    for (let r = 0; r < rounds; r++) {
      const rec = p.rounds[r];
      if (!rec) continue;
      if (rec.result === 'U' && freeWin) problems.push(`round ${r + 1}: ${p.id} second free win`);
      if (rec.result === 'U' || rec.result === 'F' || (rec.result === '+' && rec.opponent !== null))
        freeWin = true;
      if (rec.opponent === null || !PLAYED.has(rec.result ?? '')) continue;
      if (met.has(rec.opponent)) problems.push(`round ${r + 1}: ${p.id} met ${rec.opponent} again`);
      met.add(rec.opponent);
      colours.push(rec.colour!);
      const diff = colours.filter((c) => c === 'w').length * 2 - colours.length;
      if (Math.abs(diff) > 2) problems.push(`round ${r + 1}: ${p.id} colour difference ${diff}`);
      const n = colours.length;
      if (n >= 3 && colours[n - 1] === colours[n - 2] && colours[n - 2] === colours[n - 3])
        problems.push(`round ${r + 1}: ${p.id} same colour three times`);
    }
  }
  return problems;
}

it('keeps [C1], [C2] and the colour limits on random tournaments played to exhaustion', () => {
  let rounds = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const players = 6 + ((seed * 7) % 25);
    let played = 0;
    let t: Tournament | null = null;
    try {
      simulate(
        { players, rounds: players - 1, seed, absence: 0.05, forfeit: 0.04, withdrawal: 0.01 },
        (tt, round) => {
          t = tt;
          const pairing = dubov.pair(tt, round);
          played = round;
          return pairing;
        },
      );
    } catch (e) {
      if (!(e instanceof NoValidPairingError)) throw e;
    }
    expect(check(t!, played)).toEqual([]);
    rounds += played;
  }
  expect(rounds).toBeGreaterThan(300);
});
