/**
 * Keeping a ranked tab's rows in place and sorting them (row-arrangement.ts):
 * a sort by the points and tie-breaks is used only where it gives the
 * standings order exactly, and the rank column it leaves in place is kept in
 * the record as the ranks it shows.
 */
import { expect, it } from 'vitest';
import type { CellValue } from '../../src/sheets/ports.js';
import {
  decodeFixed,
  encodeFixed,
  sortsBack,
  type RowSorting,
} from '../../src/sheets/workbook/row-arrangement.js';
import { sortedRowOrder } from '../../src/sheets/workbook/row-order.js';

/** Rank, No., Points, one tie-break: the sort by values leaves the rank in place. */
const BY_VALUES: RowSorting = {
  identity: 1,
  keys: [
    { column: 2, ascending: false },
    { column: 3, ascending: false },
    { column: 1, ascending: true },
  ],
  fixed: 0,
};
const HEADER = ['Rank', 'No.', 'Points', 'BH'];

it('sorts by the values only where that sort gives the standings order itself', () => {
  // Players equal on points and the tie-break share the rank and are listed by No. (C.07 2.1).
  const standings: CellValue[][] = [
    HEADER,
    [1, 4, 3, 7],
    [2, 2, 3, 6.5],
    [2, 9, 3, 6.5],
    [4, 1, 2, 9],
  ];
  expect(sortsBack(standings, BY_VALUES)).toBe(true);
  // The spreadsheet's sort of these rows in any order gives them back in this one.
  const shuffled = [standings[3]!, standings[1]!, standings[4]!, standings[2]!];
  expect(sortedRowOrder(shuffled, BY_VALUES.keys).map((i) => shuffled[i]![1])).toEqual([
    4, 2, 9, 1,
  ]);
  // Shown values that the sort would order otherwise (a rounded tie-break, a lower-is-better
  // one, a withdrawn player listed last) or tied on every key but listed otherwise: refused.
  expect(sortsBack([HEADER, [1, 4, 3, 6], [2, 2, 3, 6.5]], BY_VALUES)).toBe(false);
  expect(sortsBack([HEADER, [1, 9, 3, 6.5], [1, 2, 3, 6.5]], BY_VALUES)).toBe(false);
  // A blank tie-break (text to the sort): refused.
  expect(sortsBack([HEADER, [1, 4, 3, ''], [2, 2, 2, 6.5]], BY_VALUES)).toBe(false);
});

it('keeps the rank column as a bit a row, "shares the rank above", when it ranks as the standings do', () => {
  const ranks = [1, 2, 2, 4, 5, 5, 5, 8, 9, 10, 10, 12, 13, 14];
  const tab: CellValue[][] = [['Rank'], ...ranks.map((rank) => [rank])];
  const kept = encodeFixed(tab);
  expect(kept).toHaveLength(Math.ceil(ranks.length / 6));
  expect(decodeFixed(kept!, tab.length).slice(1)).toEqual(ranks);
  // The Crosstable's row numbers: no row shares.
  const rows: CellValue[][] = [['#'], ...Array.from({ length: 1000 }, (_, r) => [r + 1])];
  expect(decodeFixed(encodeFixed(rows)!, rows.length).slice(1)).toEqual(rows.slice(1).flat());
  // Not ranks (a gap, a rank typed by hand, text): not kept, so the tab is sorted by rank.
  expect(encodeFixed([['Rank'], [1], [3]])).toBeNull();
  expect(encodeFixed([['Rank'], [1], [1], [2]])).toBeNull();
  expect(encodeFixed([['Rank'], ['1']])).toBeNull();
});
