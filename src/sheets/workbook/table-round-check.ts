/**
 * A round of a kind whose rounds come from a table (a round-robin) as its
 * Round tab stands, hand edits included, against the table: each board
 * that is not the table's board, by its number. The table is the pairing
 * (C.05 Annex 1): any difference is a change by hand, not a worse pairing.
 */
import type { ScheduledRound } from '../../engine/systems/table-schedule.js';
import { said, type Said } from '../../messages/index.js';

export interface TabRound {
  /** [White, Black] by No., in the tab's board order. */
  readonly games: readonly { readonly white: number; readonly black: number }[];
  /** The player shown free (no game), or null. */
  readonly free: number | null;
}

/** One sentence for each board of `tab` that differs from `table`; empty when it is the table's round. */
export function tableRoundDifferences(table: ScheduledRound, tab: TabRound): Said[] {
  const planned = table.boards.filter((b) => b.white !== null && b.black !== null) as {
    white: number;
    black: number;
  }[];
  const dummyBoard = table.boards.find((b) => b.white === null || b.black === null);
  const free = dummyBoard === undefined ? null : (dummyBoard.white ?? dummyBoard.black);
  const out: Said[] = [];
  const boards = Math.max(planned.length, tab.games.length);
  for (let i = 0; i < boards; i++) {
    const want = planned[i];
    const got = tab.games[i];
    const board = i + 1;
    if (want === undefined)
      out.push(said('check.table.notInTable', { board, white: got!.white, black: got!.black }));
    else if (got === undefined)
      out.push(said('check.table.missing', { board, white: want.white, black: want.black }));
    else if (got.white !== want.white || got.black !== want.black)
      out.push(
        said('check.table.otherGame', {
          board,
          white: got.white,
          black: got.black,
          tableWhite: want.white,
          tableBlack: want.black,
          reversed: got.white === want.black && got.black === want.white,
        }),
      );
  }
  if (tab.free !== free)
    out.push(
      free === null
        ? said('check.table.freeWithoutDummy', { player: tab.free! })
        : said('check.table.free', { player: free, shown: tab.free }),
    );
  return out;
}
