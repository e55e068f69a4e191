import { describe, expect, it } from 'vitest';
import {
  blockOf,
  blocksByValue,
  changedBlock,
  changedBlocks,
} from '../../src/sheets/workbook/changed-block.js';

describe('the block of cells a rewrite changes', () => {
  it('spans every changed cell and nothing more', () => {
    const changed = new Set(['1,2', '3,0']);
    expect(changedBlock(5, 4, (r, c) => changed.has(`${r},${c}`))).toEqual({
      top: 1,
      left: 0,
      bottom: 3,
      right: 2,
    });
  });

  it('is none when no cell changes', () => {
    expect(changedBlock(5, 4, () => false)).toBeNull();
  });

  it('is cut where columns that change nowhere would cost more than a call', () => {
    // A Standings of 1,000 rows whose rank (column 0) and points and tie-breaks (6-9) change,
    // its names and ratings (1-5) not: 5,000 cells in two blocks, not 10,000 in one.
    const differs = (_r: number, c: number) => c === 0 || c >= 6;
    expect(changedBlocks(1000, 10, differs, 70)).toEqual([
      { top: 0, left: 0, bottom: 999, right: 0 },
      { top: 0, left: 6, bottom: 999, right: 9 },
    ]);
  });

  it('stays one block where the columns between cost less than a call', () => {
    // Rows 0-9: writing the 5 unchanged columns (50 cells) is cheaper than a call (70).
    const differs = (r: number, c: number) => r < 10 && (c === 0 || c >= 6);
    expect(changedBlocks(1000, 10, differs, 70)).toEqual([
      { top: 0, left: 0, bottom: 9, right: 9 },
    ]);
  });

  it('spans each part by the rows its columns change in, and is none when nothing changes', () => {
    // Rows 2 and 900 of neighbouring columns: one block would write 1,798 cells for 2.
    const changed = new Set(['5,0', '900,8', '2,9', '3,9']);
    expect(changedBlocks(1000, 10, (r, c) => changed.has(`${r},${c}`), 70)).toEqual([
      { top: 5, left: 0, bottom: 5, right: 0 },
      { top: 900, left: 8, bottom: 900, right: 8 },
      { top: 2, left: 9, bottom: 3, right: 9 },
    ]);
    expect(changedBlocks(1000, 10, () => false, 70)).toEqual([]);
  });

  it('gives the cells of a block in its shape', () => {
    const grid = [
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ];
    expect(blockOf({ top: 0, left: 1, bottom: 1, right: 2 }, (r, c) => grid[r][c])).toEqual([
      ['b', 'c'],
      ['e', 'f'],
    ]);
  });
});

describe('a look set a value at a time', () => {
  it('joins the runs down neighbouring columns of one value into one block', () => {
    // A Round tab's formats: columns 0-1 "0", column 2 "@", column 3 "0", over 4 rows.
    const formats = ['0', '0', '@', '0'];
    const blocks = blocksByValue(
      4,
      4,
      () => true,
      (_, c) => formats[c],
      'columns',
    );
    expect([...blocks.keys()]).toEqual(['0', '@']);
    expect(blocks.get('0')).toEqual([
      { top: 0, bottom: 3, left: 0, right: 1 },
      { top: 0, bottom: 3, left: 3, right: 3 },
    ]);
    expect(blocks.get('@')).toEqual([{ top: 0, bottom: 3, left: 2, right: 2 }]);
  });

  it("sets only the cells whose look changes: a new tab's bands are its header and every other row", () => {
    // The background each row is to have, on a new tab whose cells are all white.
    const band = (r: number) => (r === 0 ? 'grey' : r % 2 === 0 ? 'light' : 'white');
    const blocks = blocksByValue(6, 3, (r) => band(r) !== 'white', band, 'rows');
    expect(blocks.get('white')).toBeUndefined();
    expect(blocks.get('grey')).toEqual([{ top: 0, bottom: 0, left: 0, right: 2 }]);
    expect(blocks.get('light')).toEqual([
      { top: 2, bottom: 2, left: 0, right: 2 },
      { top: 4, bottom: 4, left: 0, right: 2 },
    ]);
  });

  it('keeps runs of different extents apart and gives nothing when nothing changes', () => {
    // Column 0 changes in rows 0-2, column 1 in rows 1-2: two blocks, not one wrong rectangle.
    const changed = new Set(['0,0', '1,0', '2,0', '1,1', '2,1']);
    const blocks = blocksByValue(
      3,
      2,
      (r, c) => changed.has(`${r},${c}`),
      () => 'right',
      'columns',
    );
    expect(blocks.get('right')).toEqual([
      { top: 0, bottom: 2, left: 0, right: 0 },
      { top: 1, bottom: 2, left: 1, right: 1 },
    ]);
    expect(
      blocksByValue(
        3,
        2,
        () => false,
        () => 'x',
        'rows',
      ).size,
    ).toBe(0);
  });
});
