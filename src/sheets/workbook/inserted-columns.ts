/**
 * Where a derived tab's new header gains columns inside the old one (the
 * Crosstable's round column, before Points and the tie-breaks): the columns
 * after them are then moved right in the sheet (Sheet.insertColumns, one
 * call) rather than written again one place to the right. Pure.
 */
import type { CellValue } from '../ports.js';

/**
 * The 0-based column before which `now` has `count` columns that `was` lacks, every other
 * header cell the same and in order (`at` at least 1: the new columns take the look of the
 * one before); null when the headers differ otherwise, in their first cell, or only by columns
 * added at the end (nothing to move).
 */
export function insertedColumns(
  was: readonly CellValue[],
  now: readonly CellValue[],
): { at: number; count: number } | null {
  const count = now.length - was.length;
  if (count <= 0) return null;
  let at = 0;
  while (at < was.length && was[at] === now[at]) at++;
  if (at === 0 || at === was.length) return null;
  for (let c = at; c < was.length; c++) if (was[c] !== now[c + count]) return null;
  return { at, count };
}
