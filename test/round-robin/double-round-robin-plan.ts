/**
 * What a double round-robin must be, from the table FIDE prints (C.05
 * Annex 1, copied in berger-tables.ts) and the Annex's words for two
 * cycles, written here independently of the engine: "For a double-round
 * tournament it is recommended to reverse the order of the last two rounds
 * of the first cycle"; the second cycle plays the table again with the
 * colours reversed. "Where there is an odd number of players, the highest
 * number counts as a bye": his opponent is free.
 */
import { FIDE_TABLES, parseTable } from './berger-tables.js';

export interface PlannedRound {
  /** [White, Black] by Berger number, board order. */
  readonly games: readonly (readonly [number, number])[];
  /** The player meeting the dummy, or null with an even field. */
  readonly free: number | null;
}

export interface PlannedEvent {
  name: string;
  rounds: number;
  drawing?: string;
  players: { name: string; rating: number; federation: string; typedNumber?: number }[];
  withdrawals: { name: string; after: number; excluded: boolean }[];
}

export function doubleRoundRobinPlan(players: number): PlannedRound[] {
  const size = players % 2 === 0 ? players : players + 1;
  const table = parseTable(FIDE_TABLES[size]!);
  const first = [...table];
  const last = first.length - 1;
  [first[last - 1], first[last]] = [first[last]!, first[last - 1]!];
  const second = table.map((round) => round.map(([w, b]) => [b, w] as [number, number]));
  return [...first, ...second].map((round) => {
    const dummy = size > players ? size : null;
    const games = round.filter(([w, b]) => w !== dummy && b !== dummy);
    const withDummy = round.find(([w, b]) => w === dummy || b === dummy);
    return {
      games,
      free: withDummy === undefined ? null : withDummy[0] === dummy ? withDummy[1] : withDummy[0],
    };
  });
}

/** The result typed for a game: a fixed mix of White wins, draws and Black wins. */
export function playedResult(white: number, black: number, round: number): '1-0' | '½-½' | '0-1' {
  const k = (white * 7 + black * 3 + round) % 3;
  return k === 0 ? '1-0' : k === 1 ? '½-½' : '0-1';
}
