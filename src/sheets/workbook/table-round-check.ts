/**
 * A round of a kind whose rounds come from a table (a round-robin) as its
 * Round tab stands, hand edits included, against the table: each board
 * that is not the table's board, by its number. The table is the pairing
 * (C.05 Annex 1): any difference is a change by hand, not a worse pairing.
 */
import type { ScheduledRound } from '../../engine/systems/table-schedule.js';

export interface TabRound {
  /** [White, Black] by No., in the tab's board order. */
  readonly games: readonly { readonly white: number; readonly black: number }[];
  /** The player shown free (no game), or null. */
  readonly free: number | null;
}

/** One sentence for each board of `tab` that differs from `table`; empty when it is the table's round. */
export function tableRoundDifferences(table: ScheduledRound, tab: TabRound): string[] {
  const planned = table.boards.filter((b) => b.white !== null && b.black !== null) as {
    white: number;
    black: number;
  }[];
  const dummyBoard = table.boards.find((b) => b.white === null || b.black === null);
  const free = dummyBoard === undefined ? null : (dummyBoard.white ?? dummyBoard.black);
  const out: string[] = [];
  const boards = Math.max(planned.length, tab.games.length);
  for (let i = 0; i < boards; i++) {
    const want = planned[i];
    const got = tab.games[i];
    const board = `board ${i + 1}`;
    if (want === undefined) out.push(`${board}: ${got!.white}-${got!.black} is not in the table`);
    else if (got === undefined)
      out.push(`${board}: missing, the table has ${want.white}-${want.black}`);
    else if (got.white === want.black && got.black === want.white)
      out.push(
        `${board}: ${got.white}-${got.black}, the table has ${want.white}-${want.black} (colours reversed)`,
      );
    else if (got.white !== want.white || got.black !== want.black)
      out.push(`${board}: ${got.white}-${got.black}, the table has ${want.white}-${want.black}`);
  }
  if (tab.free !== free)
    out.push(
      free === null
        ? `No. ${tab.free} is shown free, but the table gives everybody a game`
        : `the table gives No. ${free} the free round${tab.free === null ? '' : `, not No. ${tab.free}`}`,
    );
  return out;
}
