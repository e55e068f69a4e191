import { said } from '../../../messages/said.js';
import type { Tournament } from '../../model/tournament.js';
import type { PairingOptions } from '../pairing-system.js';
import type { ScheduledRound, TableDeviation, TableSchedule } from '../table-schedule.js';
import { tableSize } from './berger-table.js';
import { scheduledRound, scheduleRounds, type ScheduleShape } from './schedule.js';
import { tableDeviations } from './table-deviations.js';

/** The schedule of a round-robin played `cycles` times over the Berger tables (C.05 Annex 1). */
export function bergerSchedule(cycles: 1 | 2): TableSchedule {
  const shape = (players: number, options?: PairingOptions): ScheduleShape => ({
    players,
    cycles,
    order: options?.cycleOrder ?? 'fide',
  });
  const round = (players: number, r: number, options?: PairingOptions): ScheduledRound => {
    const played = scheduledRound(shape(players, options), r);
    const real = (n: number) => (n === played.dummy ? null : n);
    return {
      round: r,
      cycle: played.cycle,
      tableRound: played.bergerRound,
      coloursReversed: played.coloursReversed,
      boards: played.boards.map((b) => ({ white: real(b.white), black: real(b.black) })),
    };
  };
  return {
    cycles,
    rounds: (players) => scheduleRounds(shape(players)),
    round,
    deviations: (t: Tournament, upTo: number, options?: PairingOptions): TableDeviation[] =>
      tableDeviations(t, upTo, (r) => round(t.players.length, r, options)),
    source: (players) => {
      const size = tableSize(players);
      return said('table.source', { size, constructed: size > 16 });
    },
  };
}
