import type { PairingSystem } from '../pairing-system.js';
import { said } from '../../../messages/said.js';
import { tiebreak } from '../../tiebreaks/tiebreak-spec.js';
import type { TiebreakPolicy } from '../table-schedule.js';
import { bergerSchedule } from './berger-schedule.js';
import { pairTableRound } from './pair-round.js';

/**
 * C.07 for round-robins: the 2026 text forbids the Buchholz family (Art. 8)
 * there, and Koya (9.2) is "for round robin".
 * Decision (C.07 4.1 leaves the list to the regulations): when the organiser
 * names none, Sonneborn-Berger, direct encounter, the number of wins, then
 * Koya, the round-robin tie-breaks of C.07 in that order.
 */
const ROUND_ROBIN_TIEBREAKS: TiebreakPolicy = {
  defaults: [tiebreak('SB'), tiebreak('DE'), tiebreak('WIN'), tiebreak('KS')],
  refused: ['BH', 'FB', 'AOB'],
  refusedBecause: said('engine.tiebreaks.buchholzInRoundRobin'),
};

const single = bergerSchedule(1);
const double = bergerSchedule(2);

/** A single round-robin over the Berger tables, FIDE Handbook C.05 Annex 1. */
export const roundRobin: PairingSystem<'round-robin'> = {
  id: 'round-robin',
  label: 'Round robin',
  name: 'Round-robin, Berger tables (C.05 Annex 1)',
  trfTypeCodes: [{ code: 'FIDE_ROUNDROBIN' }, { code: 'BERGER_ROUNDROBIN' }],
  options: [],
  pair: (t, round, options) => pairTableRound(t, round, single, options),
  schedule: single,
  tiebreaks: ROUND_ROBIN_TIEBREAKS,
};

/** A double round-robin over the Berger tables, in either order of record 192 (C.05 Annex 1). */
export const doubleRoundRobin: PairingSystem<'double-round-robin'> = {
  id: 'double-round-robin',
  label: 'Double round robin',
  name: 'Double round-robin, Berger tables (C.05 Annex 1)',
  trfTypeCodes: [
    { code: 'FIDE_DOUBLEROUNDROBIN' },
    { code: 'BERGER_DOUBLEROUNDROBIN', options: { cycleOrder: 'berger' } },
  ],
  options: ['cycleOrder'],
  pair: (t, round, options) => pairTableRound(t, round, double, options),
  schedule: double,
  tiebreaks: ROUND_ROBIN_TIEBREAKS,
};
