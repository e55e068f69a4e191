/**
 * Keeping each player's row where it is in a derived tab ordered by rank
 * (Standings, Crosstable), so that a rewrite writes only the cells whose
 * values changed, then lets the spreadsheet put the rows in rank order with
 * one sort (Sheet.sortRows): results reorder nearly every row, and a tab
 * written in its new order changes nearly every cell. Pure: the writer
 * (workbook-io.ts) hands the arranged values and the sort to the ports.
 */
import type { CellValue } from '../ports.js';
import { compareCells } from './row-order.js';

/** How a derived tab's rows are told apart and ordered: 0-based columns. */
export interface RowSorting {
  /** The column naming a row's player: his pairing number (No.), the same every round. */
  identity: number;
  /** The columns whose ascending order is the tab's order (a spreadsheet sort's keys). */
  keys: readonly number[];
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
  for (let r = 1; r < values.length; r++) {
    const row = values[r]!;
    const id = row[sorting.identity];
    if (typeof id !== 'number' || !Number.isInteger(id) || seen.has(id)) return false;
    seen.add(id);
    if (sorting.keys.some((key) => typeof row[key] !== 'number')) return false;
    if (r === 1) continue;
    const before = values[r - 1]!;
    const order = sorting.keys.reduce(
      (found, key) => (found !== 0 ? found : compareCells(before[key], row[key])),
      0,
    );
    if (order >= 0) return false;
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
