/**
 * A value kept as JSON in one row of a hidden tab: in pieces small enough for
 * a cell (Sheets holds at most 50,000 characters in one, Excel 32,767), each
 * starting with a mark so that Sheets never reads one as a number, a date or
 * a boolean. Pieces of any size are read back.
 */
import type { CellValue } from '../ports.js';

const PIECE = 30_000;
const MARK = '|';

/** The cells holding `value`. */
export function jsonCells(value: unknown): string[] {
  const json = JSON.stringify(value);
  const pieces: string[] = [];
  for (let at = 0; at < json.length; at += PIECE) pieces.push(MARK + json.slice(at, at + PIECE));
  return pieces;
}

/** The value `jsonCells` wrote into `cells`; throws SyntaxError when they hold no such value. */
export function valueOfJsonCells(cells: readonly CellValue[]): unknown {
  return JSON.parse(
    cells
      .filter((piece) => piece !== '')
      .map((piece) => String(piece).slice(MARK.length))
      .join(''),
  );
}
