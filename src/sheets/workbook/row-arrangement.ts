/**
 * Keeping each player's row where it is in a derived tab ordered by rank
 * (Standings, Crosstable), so that a rewrite writes only the cells whose
 * values changed, then lets the spreadsheet put the rows in rank order with
 * one sort (Sheet.sortRows): results reorder nearly every row, and a tab
 * written in its new order changes nearly every cell. Pure: the writer
 * (workbook-io.ts) hands the arranged values and the sort to the ports.
 */
import type { CellValue } from '../ports.js';
import { compareRows, type SortKey } from './row-order.js';
import { ALPHABET } from './written-record.js';

/** How a derived tab's rows are told apart and ordered: 0-based columns. */
export interface RowSorting {
  /** The column naming a row's player: his pairing number (No.), the same every round. */
  identity: number;
  /** The columns whose order is the tab's order (a spreadsheet sort's keys; a number: ascending). */
  keys: readonly (number | SortKey)[];
  /**
   * The first column, left in place by the sort (the rank, the row number), when the keys are
   * other columns: the sort moves the columns after it.
   */
  fixed?: 0;
}

/**
 * The order of a tab's rows as the record keeps it: each row's pairing
 * number in base 36, comma-separated (about 4 characters a player).
 */
export function encodeOrder(
  values: readonly (readonly CellValue[])[],
  sorting: RowSorting,
): string {
  return values
    .slice(1)
    .map((row) => (row[sorting.identity] as number).toString(36))
    .join(',');
}

export function decodeOrder(text: string): number[] {
  return text === '' ? [] : text.split(',').map((part) => parseInt(part, 36));
}

/**
 * Whether a sort by `sorting.keys` puts the rows of `values` (after the
 * header) in the order they have: each row's keys are numbers and strictly
 * after the row's before it, and each row has a whole pairing number of its
 * own. Only then may the tab be written in another order and sorted.
 */
export function sortsBack(values: readonly (readonly CellValue[])[], sorting: RowSorting): boolean {
  const seen = new Set<number>();
  const columns = sorting.keys.map((key) => (typeof key === 'number' ? key : key.column));
  for (let r = 1; r < values.length; r++) {
    const row = values[r]!;
    const id = row[sorting.identity];
    if (typeof id !== 'number' || !Number.isInteger(id) || seen.has(id)) return false;
    seen.add(id);
    if (columns.some((column) => typeof row[column] !== 'number')) return false;
    if (r > 1 && compareRows(values[r - 1]!, row, sorting.keys) >= 0) return false;
  }
  return true;
}

/**
 * `values` (header first) with its rows in the order `order` (pairing
 * numbers, as the tab holds them now): each player's row where his row is.
 * Null when the players are not the same (one added or gone: the tab is
 * then written in its new order) or the rows would not sort back.
 */
export function arrangedAs(
  values: readonly (readonly CellValue[])[],
  order: readonly number[],
  sorting: RowSorting,
): CellValue[][] | null {
  if (order.length !== values.length - 1 || !sortsBack(values, sorting)) return null;
  const byId = new Map(values.slice(1).map((row) => [row[sorting.identity] as number, row]));
  const arranged: CellValue[][] = [[...values[0]!]];
  for (const id of order) {
    const row = byId.get(id);
    if (row === undefined) return null;
    byId.delete(id);
    arranged.push([...row]);
  }
  return arranged;
}

/**
 * The first column of a tab sorted with it left in place (RowSorting.fixed),
 * as the record keeps it, when it numbers the rows as ranks do (C.07 2.1:
 * players the tie-breaks cannot separate share a rank): each row's value is
 * its place (1 for the first row under the header) or the value of the row
 * above. Kept as a bit a row, "shares the rank above", six to a character
 * of the record's alphabet (about 170 characters for 1,000 players); null
 * when the column is not so.
 */
export function encodeFixed(values: readonly (readonly CellValue[])[]): string | null {
  let text = '';
  let six = 0;
  for (let r = 1; r < values.length; r++) {
    const value = values[r]![0];
    const shares = r > 1 && value === values[r - 1]![0];
    if (!shares && value !== r) return null;
    if (shares) six |= 1 << ((r - 1) % 6);
    if (r % 6 === 0 || r === values.length - 1) {
      text += ALPHABET[six];
      six = 0;
    }
  }
  return text;
}

/** The first column encodeFixed kept, for a tab of `rows` rows (header included; [0] unused). */
export function decodeFixed(text: string, rows: number): number[] {
  const column = Array.from({ length: rows }, (_, r) => r);
  for (let r = 2; r < rows; r++) {
    const six = ALPHABET.indexOf(text[Math.floor((r - 1) / 6)] ?? 'A');
    if ((six >> ((r - 1) % 6)) & 1) column[r] = column[r - 1]!;
  }
  return column;
}
