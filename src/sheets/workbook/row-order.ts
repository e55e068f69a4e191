/**
 * The order in which a spreadsheet's sort puts rows (SpreadsheetApp's
 * Range.sort, ascending): by the first key column, then the next among rows
 * equal on it. Numbers (and dates, by their time) come before text, text
 * before true/false; text is compared without regard to case; blank cells
 * come last; rows equal on every key keep their order. The .xlsx port orders
 * its rows so, and the tests' in-memory Sheets likewise.
 */
import type { CellValue } from '../ports.js';

/** A value's place among the kinds a sort orders: numbers, text, booleans, then blanks. */
function kindOf(value: CellValue | undefined): number {
  if (value === undefined || value === '') return 3;
  if (typeof value === 'number' || value instanceof Date) return 0;
  if (typeof value === 'string') return 1;
  return 2;
}

/** How two cells compare in an ascending sort (blanks after every value). */
export function compareCells(a: CellValue | undefined, b: CellValue | undefined): number {
  const kind = kindOf(a) - kindOf(b);
  if (kind !== 0) return kind;
  if (typeof a === 'number' || a instanceof Date) return Number(a) - Number(b);
  if (typeof a === 'string') {
    const x = a.toLowerCase();
    const y = String(b).toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'boolean') return Number(a) - Number(b);
  return 0;
}

/** A sort key: a 0-based column and its direction (blank cells go last either way, as in Sheets). */
export interface SortKey {
  column: number;
  ascending: boolean;
}

/** How two rows compare under `keys` (a plain number: that column, ascending). */
export function compareRows(
  a: readonly CellValue[],
  b: readonly CellValue[],
  keys: readonly (number | SortKey)[],
): number {
  // Nothing made for a key or a cell: a sort of 1,000 rows asks this some 10,000 times.
  for (const key of keys) {
    const column = typeof key === 'number' ? key : key.column;
    const ascending = typeof key === 'number' || key.ascending;
    const x = a[column];
    const y = b[column];
    const xBlank = x === undefined || x === '';
    if (xBlank !== (y === undefined || y === '')) return xBlank ? 1 : -1;
    const found = compareCells(x, y);
    if (found !== 0) return ascending ? found : -found;
  }
  return 0;
}

/**
 * The indices of `rows` in sorted order, keyed by their 0-based columns
 * `keys` (the first deciding; a plain number sorts ascending).
 */
export function sortedRowOrder(
  rows: readonly (readonly CellValue[])[],
  keys: readonly (number | SortKey)[],
): number[] {
  const order = rows.map((_, index) => index);
  return order.sort((i, j) => compareRows(rows[i]!, rows[j]!, keys) || i - j);
}
