/**
 * The record of what the add-on wrote into a derived tab (written-record.ts):
 * the cells it says may differ hold every cell that does, few others.
 */
import { expect, it } from 'vitest';
import type { CellValue } from '../../src/sheets/ports.js';
import {
  changedCells,
  digestOf,
  writtenDigests,
} from '../../src/sheets/workbook/written-record.js';

const tab = (rows: number, columns: number, at: (r: number, c: number) => CellValue) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => at(r, c)));

it('digests a value with its type, eight characters', () => {
  expect(digestOf('n1')).toMatch(/^[A-Za-z0-9_-]{8}$/);
  const [number, text] = [writtenDigests([[1]], 1), writtenDigests([['1']], 1)];
  expect(number.rowDigests).not.toBe(text.rowDigests);
  expect(writtenDigests([[new Date(0)]], 1).rowDigests).not.toBe(number.rowDigests);
});

it('marks the rows and columns of every changed cell, nothing where nothing changed', () => {
  const before = tab(100, 6, (r, c) => (r === 0 ? `H${c}` : r * 10 + c));
  const after = before.map((row) => [...row]);
  after[7]![2] = 'changed';
  after[40]![4] = 0.5;
  const differs = changedCells(writtenDigests(before, 6), writtenDigests(after, 6));
  const marked: string[] = [];
  for (let r = 0; r < 100; r++)
    for (let c = 0; c < 6; c++) if (differs(r, c)) marked.push(`${r},${c}`);
  expect(marked).toEqual(['7,2', '7,4', '40,2', '40,4']);
  const same = changedCells(writtenDigests(before, 6), writtenDigests(before, 6));
  expect(before.some((row, r) => row.some((_, c) => same(r, c)))).toBe(false);
});

it('marks rows past either extent, and groups rows in a tab too large for one digest a row', () => {
  const before = tab(3, 2, (r, c) => r + c);
  const longer = [...before, [9, 9]];
  const differs = changedCells(writtenDigests(before, 2), writtenDigests(longer, 2));
  expect([0, 1].map((c) => differs(3, c))).toEqual([true, true]);
  expect(differs(1, 0)).toBe(false);
  // 2,000 rows at 8 characters a digest need two rows a digest to stay within 9,000 characters.
  const big = tab(2000, 3, (r, c) => r * 3 + c);
  const digests = writtenDigests(big, 3);
  expect(digests.rowsPerDigest).toBe(2);
  expect(digests.rowDigests.length).toBe(8000);
  const changed = big.map((row) => [...row]);
  changed[1001]![1] = 'x';
  const groups = changedCells(digests, writtenDigests(changed, 3));
  expect([1000, 1001, 1002].map((r) => groups(r, 1))).toEqual([true, true, false]);
});

it('keeps the digests the records already in workbooks hold (made before they were fed cell by cell)', () => {
  // Written by the digests of 27 November 2026 (main bcf04d7), which joined each row's and each
  // column's text before hashing it: a record written then must still match the same values.
  const values: CellValue[][] = [
    ['Rank', 'Name', 'Pts', 'R1'],
    [1, 'Müller, Jörg', 3.5, '12w1'],
    [2, 'Иванов, Пётр', 3, ''],
    [2, 'O’Brien', 3, true],
    [4, '', 2.5, new Date(Date.UTC(2026, 10, 27))],
  ];
  expect(writtenDigests(values, 4)).toEqual({
    version: 1,
    rows: 5,
    columns: 4,
    headerDigest: 'h7-mq_c5',
    rowsPerDigest: 1,
    rowDigests: 'h7-mq_c58eui1xxXCQtqX4b_PQOJVGCmcwXzOh2K',
    columnDigests: 'vJRBnWoNGVVvtjRLREalbglVocpyXIni',
  });
  expect(writtenDigests(values, 5).rowDigests).toBe('ZrNtXPvTnfFA2ClHfPhCwJn6V5EhEefxN13DP2Ht');
  expect(writtenDigests([], 3)).toMatchObject({
    headerDigest: 'MqqnI4VU',
    rowDigests: '',
    columnDigests: 'gRydxYgCgRydxYgCgRydxYgC',
  });
  const big = tab(2001, 3, (r, c) => (c === 1 ? `p${r}` : r * 3 + c));
  const digests = writtenDigests(big, 3);
  expect(digests.rowsPerDigest).toBe(2);
  expect(digestOf(digests.rowDigests)).toBe('ooqAZnB_');
  expect(digestOf(digests.columnDigests)).toBe('2OHejdp1');
  expect(digests.headerDigest).toBe('uafV_nAb');
});
