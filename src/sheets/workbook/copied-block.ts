/**
 * Values a tab takes from another tab written in the same click instead of
 * having them sent again: the Crosstable's points and tie-breaks are the
 * Standings', row for row, when both tabs hold their players in the same
 * order at the moment of the copy (Sheet.copyValuesFrom, one call that
 * carries no cell). Pure: the writer (workbook-io.ts) hands the block to the
 * ports, and uses it only where every cell it copies is the value the tab
 * would have been written with.
 */
import type { CellValue } from '../ports.js';
import type { Block } from './changed-block.js';

/** What a tab holds where it was written in this click: another tab may copy it from there. */
export interface WrittenValues<S = unknown> {
  /** The tab (the port's sheet, for the copy). */
  sheet: S;
  /** Its values as written, header first, in the rows the tab holds them in now. */
  values: readonly (readonly CellValue[])[];
  /** The blocks written in this click (0-based, inclusive): only there are the values known. */
  blocks: readonly Block[];
}

/** A block of a tab to be copied from `source`: `block` here, from `top`, `left` there (0-based). */
export interface CopiedBlock<S = unknown> {
  source: WrittenValues<S>;
  block: Block;
  top: number;
  left: number;
}

/**
 * The largest block of `values` under the header, in the columns from `column` on, that the
 * columns from `sourceColumn` on of `source` hold the same (a run of the same headers, the
 * header row itself not copied): inside a block `source` wrote in this click, every cell a
 * number or blank and equal to the cell of `values` it would land on (so the rows hold the
 * same players in the same order, or at least the same values). Null when there is none.
 * Numbers and blanks only: a text would be read again by the destination's number format.
 */
export function copiedBlock<S>(
  source: WrittenValues<S>,
  values: readonly (readonly CellValue[])[],
  sourceColumn: number,
  column: number,
): CopiedBlock<S> | null {
  const rows = values.length;
  const header = values[0] ?? [];
  const sourceHeader = source.values[0] ?? [];
  if (source.values.length !== rows || rows < 2) return null;
  let count = 0;
  while (
    column + count < header.length &&
    sourceColumn + count < sourceHeader.length &&
    header[column + count] === sourceHeader[sourceColumn + count]
  )
    count++;
  if (count === 0) return null;
  let best: CopiedBlock<S> | null = null;
  let bestArea = 0;
  for (const written of source.blocks) {
    const top = Math.max(1, written.top);
    const bottom = Math.min(rows - 1, written.bottom);
    const left = Math.max(sourceColumn, written.left);
    const right = Math.min(sourceColumn + count - 1, written.right);
    const cells = (bottom - top + 1) * (right - left + 1);
    if (bottom < top || right < left || cells <= bestArea) continue;
    const shift = column - sourceColumn;
    if (!sameCells(source.values, values, { top, left, bottom, right }, shift)) continue;
    best = { source, block: { top, bottom, left: left + shift, right: right + shift }, top, left };
    bestArea = cells;
  }
  return best;
}

/** Whether every cell of `block` of `from` is a number or blank and equal to `to`'s `shift` columns on. */
function sameCells(
  from: readonly (readonly CellValue[])[],
  to: readonly (readonly CellValue[])[],
  block: Block,
  shift: number,
): boolean {
  for (let r = block.top; r <= block.bottom; r++) {
    const source = from[r]!;
    const row = to[r]!;
    for (let c = block.left; c <= block.right; c++) {
      const value = source[c] ?? '';
      if ((typeof value !== 'number' && value !== '') || value !== (row[c + shift] ?? ''))
        return false;
    }
  }
  return true;
}
