import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPairingAllocatedBye,
  isPlayedGame,
  recordPoints,
} from '../../src/engine/model/results.js';
import type { Colour, RoundPairing, Tournament } from '../../src/engine/model/tournament.js';
import { NoValidPairingError } from '../../src/engine/systems/pairing-system.js';
import { Criteria } from '../../src/engine/systems/rating1998/criteria.js';
import { anyPairing } from '../../src/engine/systems/rating1998/oracle.js';
import { pairRound1998 } from '../../src/engine/systems/rating1998/pair-round.js';
import { buildRoundView } from '../../src/engine/systems/rating1998/players.js';
import { simulate } from '../support/engine/simulate.js';

/** Played colours of a player before `round`, oldest first. */
function coloursBefore(t: Tournament, id: number, round: number): Colour[] {
  const p = t.players.find((q) => q.id === id)!;
  return p.rounds
    .slice(0, round - 1)
    .filter((r) => isPlayedGame(r))
    .map((r) => r!.colour!);
}

/** Checks B.1 and B.2 for the pairing of `round` made on `t` as it stood. */
function checkAbsoluteCriteria(t: Tournament, round: number, pairing: RoundPairing): void {
  const ps = t.pointSystem;
  const maxSoFar = (round - 1) * ps.win;
  const isLast = t.totalRounds === round;
  for (const g of pairing.games) {
    const w = t.players.find((p) => p.id === g.white)!;
    // B.1.a: never met over the board before (F.2: unplayed pairings may repeat).
    const met = w.rounds
      .slice(0, round - 1)
      .some((r) => isPlayedGame(r) && r!.opponent === g.black);
    expect(met, `round ${round}: ${g.white}-${g.black} met before`).toBe(false);
    for (const [id, c] of [
      [g.white, 'w'],
      [g.black, 'b'],
    ] as const) {
      const p = t.players.find((q) => q.id === id)!;
      const points = p.rounds.slice(0, round - 1).reduce((s, r) => s + recordPoints(r, ps), 0);
      if (isLast && points * 2 > maxSoFar) continue; // note to B: B2 does not apply
      const cs = [...coloursBefore(t, id, round), c];
      const diff = cs.reduce((s, x) => s + (x === 'w' ? 1 : -1), 0);
      expect(Math.abs(diff), `round ${round}: player ${id} colour difference`).toBeLessThanOrEqual(
        2,
      ); // B.2.a
      const n = cs.length;
      const three = n >= 3 && cs[n - 1] === cs[n - 2] && cs[n - 2] === cs[n - 3];
      expect(three, `round ${round}: player ${id} same colour three times`).toBe(false); // B.2.b
    }
  }
  if (pairing.bye !== null) {
    // B.1.b: no second point without playing.
    const p = t.players.find((q) => q.id === pairing.bye)!;
    const had = p.rounds
      .slice(0, round - 1)
      .some(
        (r) =>
          isPairingAllocatedBye(r) ||
          (r !== undefined && !isPlayedGame(r) && recordPoints(r, ps) >= ps.win),
      );
    expect(had, `round ${round}: second bye for ${p.id}`).toBe(false);
  }
}

/** Pair with the 1998 system, checking every pairing against B.1-B.2 and the contract. */
function checkedPair(t: Tournament, round: number): RoundPairing {
  const snapshot = structuredClone(t);
  let pairing: RoundPairing;
  try {
    pairing = pairRound1998(t, round);
  } catch (e) {
    if (!(e instanceof NoValidPairingError)) throw e;
    // Only when no pairing at all exists: checked by a matching over the whole field.
    const view = buildRoundView(snapshot, round);
    const crit = new Criteria(view.players);
    const all = view.players.map((_, i) => i);
    const exists = anyPairing(
      all,
      Math.floor(all.length / 2),
      {
        canPair: (a, b) => crit.canPair(a, b),
        clash: () => 0,
        mayStay: (i) => crit.byeEligible(i),
      },
      Infinity,
    );
    expect(exists, `round ${round}: gave up although a pairing exists`).toBe(false);
    throw e;
  }
  checkAbsoluteCriteria(snapshot, round, pairing);
  const ids = [
    ...pairing.games.flatMap((g) => [g.white, g.black]),
    ...(pairing.bye ? [pairing.bye] : []),
  ];
  expect(new Set(ids).size).toBe(ids.length);
  const expected = t.players
    .filter((p) => !p.withdrawn && p.rounds[round - 1] === undefined)
    .map((p) => p.id);
  expect([...ids].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  // Deterministic: the same input gives the same pairing.
  expect(pairRound1998(structuredClone(snapshot), round)).toEqual(pairing);
  return pairing;
}

function runTournament(options: Parameters<typeof simulate>[0]): void {
  try {
    simulate(options, checkedPair);
  } catch (e) {
    if (!(e instanceof NoValidPairingError)) throw e;
  }
}

describe('properties over random tournaments', () => {
  it('every pairing keeps B.1-B.2, gives no second bye, pairs everyone present once, and is deterministic', () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 2, max: 28 }),
          rounds: fc.integer({ min: 1, max: 11 }),
          seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          absence: fc.constantFrom(0, 0.05, 0.15),
          forfeit: fc.constantFrom(0, 0.05),
          withdrawal: fc.constantFrom(0, 0.03),
        }),
        (options) => runTournament(options),
      ),
      { numRuns: 150 },
    );
  });

  it('the same for small fields played nearly to exhaustion (C.12 and C.13 at work)', () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 4, max: 12 }),
          rounds: fc.integer({ min: 5, max: 11 }),
          seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          absence: fc.constantFrom(0, 0.1),
          forfeit: fc.constantFrom(0, 0.05),
        }),
        (options) => runTournament(options),
      ),
      { numRuns: 150 },
    );
  });
});
