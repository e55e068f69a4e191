import { bergerRound, roundsPerCycle, tableSize, type TableBoard } from './berger-table.js';

/**
 * The two conventions of TRF-2026 record 192 for playing the table twice
 * (Annex 1 Part 2.7): 'fide' (FIDE_DOUBLEROUNDROBIN) plays the first cycle
 * with its last two rounds in reverse order, as Annex 1 recommends, "to avoid
 * three consecutive games with the same colour"; 'berger'
 * (BERGER_DOUBLEROUNDROBIN) plays the table as printed. In both the second
 * cycle is the table again, round by round, with the colours reversed.
 */
export type CycleOrder = 'fide' | 'berger';

export interface ScheduleShape {
  /** Entrants, the dummy not counted. */
  readonly players: number;
  readonly cycles: 1 | 2;
  readonly order: CycleOrder;
}

/** One round of the event as the table makes it. */
export interface ScheduledRound {
  readonly round: number;
  readonly cycle: number;
  /** The round of the Berger table it plays. */
  readonly bergerRound: number;
  /** The second cycle: every board with the colours of the table reversed. */
  readonly coloursReversed: boolean;
  /** Boards in table order, colours as played; the dummy appears as its number. */
  readonly boards: readonly TableBoard[];
  /** The dummy's Berger number (odd number of players), else null. */
  readonly dummy: number | null;
}

export function scheduleRounds(shape: ScheduleShape): number {
  return roundsPerCycle(shape.players) * shape.cycles;
}

/** The Berger round played as round `round` of cycle 1 (1-based within the cycle). */
function firstCycleRound(shape: ScheduleShape, inCycle: number, perCycle: number): number {
  // C.05 Annex 1: "reverse the order of the last two rounds of the first cycle" (double round-robin only).
  if (shape.cycles === 1 || shape.order !== 'fide' || perCycle < 3) return inCycle;
  if (inCycle === perCycle - 1) return perCycle;
  if (inCycle === perCycle) return perCycle - 1;
  return inCycle;
}

export function scheduledRound(shape: ScheduleShape, round: number): ScheduledRound {
  const total = scheduleRounds(shape);
  if (!Number.isInteger(round) || round < 1 || round > total)
    throw new RangeError(
      `a ${shape.cycles === 2 ? 'double ' : ''}round-robin of ${shape.players} players has rounds 1 to ${total}, not ${round}`,
    );
  const size = tableSize(shape.players);
  const perCycle = roundsPerCycle(shape.players);
  const cycle = Math.ceil(round / perCycle);
  const inCycle = round - (cycle - 1) * perCycle;
  const berger = cycle === 1 ? firstCycleRound(shape, inCycle, perCycle) : inCycle;
  const coloursReversed = cycle % 2 === 0;
  const boards = bergerRound(size, berger).map((b) =>
    coloursReversed ? { white: b.black, black: b.white } : b,
  );
  return {
    round,
    cycle,
    bergerRound: berger,
    coloursReversed,
    boards,
    dummy: size === shape.players ? null : size,
  };
}

/** Every round of the event, in order. */
export function fullSchedule(shape: ScheduleShape): ScheduledRound[] {
  return Array.from({ length: scheduleRounds(shape) }, (_, i) => scheduledRound(shape, i + 1));
}
