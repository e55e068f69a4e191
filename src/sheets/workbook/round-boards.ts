/**
 * A large Round tab read without its Board column (workbook-io.ts, readWorkbook): what a row is
 * (a game, a bye, the mark of a round changed by hand) shows in its Board cell only where the
 * row does not hold two players. A game's board number is not used by the reader (games are
 * taken in row order), so the Board column is read only from the first row that is not plainly
 * a game, to the end: the bye rows and the mark below the games, and any row an organiser
 * changed (a Black No. cleared, a row inserted between games).
 */
import type { CellValue } from '../ports.js';
import { putReadCell } from '../tab-records/tab-words.js';
import { wholeNumber } from './cells.js';
import { ROUND_HEADER, type RoundLayout } from './round-tab.js';

/** White's No. column (0-based); a bye row's player is there too. */
const WHITE_NUMBER = 1;

/** Whether a row holds a pairing number on each side: a game, whatever its Board cell. */
function plainGame(cells: readonly CellValue[], layout: RoundLayout): boolean {
  const white = wholeNumber(cells[WHITE_NUMBER]);
  const black = wholeNumber(cells[layout.black]);
  return white !== null && white >= 1 && black !== null && black >= 1;
}

/**
 * The first row (0-based, the header 0) whose Board cell must be read: the first after the
 * header that is not plainly a game; null when every row is one.
 */
export function firstBoardRowToRead(
  values: readonly (readonly CellValue[])[],
  layout: RoundLayout,
): number | null {
  const found = values.findIndex((cells, r) => r > 0 && !plainGame(cells, layout));
  return found < 0 ? null : found;
}

/**
 * Fills the Board column of `values` (read without it): the header and the games above
 * `first` as the add-on writes them (the header's word, the board as the row's place: the
 * column's header is checked through the No. columns beside it, which move with it), then
 * `boards`, the column as read from row `first` on (rows of one cell, each as typed).
 */
export function withBoards(
  values: CellValue[][],
  first: number | null,
  boards: readonly (readonly CellValue[])[],
): void {
  values.forEach((cells, r) => {
    if (r === 0) cells[0] = ROUND_HEADER[0];
    else if (first === null || r < first) cells[0] = r;
    else putReadCell(cells, 0, boards[r - first] ?? ['']);
  });
}
