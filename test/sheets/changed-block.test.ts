import { describe, expect, it } from 'vitest';
import { blockOf, changedBlock, sharedBlocks } from '../../src/sheets/workbook/changed-block.js';

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

describe('writes sharing a range', () => {
  it('share one when a call costs more than the cells sharing adds', () => {
    // Two columns of 10 cells side by side: 70 + 10 and 70 + 10 apart, 70 + 2 x 20 shared.
    const [a, b] = sharedBlocks(
      [
        { top: 0, left: 0, bottom: 9, right: 0 },
        { top: 0, left: 1, bottom: 9, right: 1 },
      ],
      70,
    );
    expect(a).toBe(b);
    expect(a).toEqual({ top: 0, left: 0, bottom: 9, right: 1 });
  });

  it('keep their own when sharing would write many cells again', () => {
    // A bold header of 10 cells and a 1000-row body: sharing would write the body twice.
    const header = { top: 0, left: 0, bottom: 0, right: 9 };
    const body = { top: 0, left: 0, bottom: 999, right: 9 };
    const [a, b] = sharedBlocks([header, body], 70);
    expect(a).toEqual(header);
    expect(b).toEqual(body);
  });

  it('share when one block holds the other with fewer extra cells than a call costs', () => {
    const inner = { top: 2, left: 2, bottom: 3, right: 3 };
    const outer = { top: 0, left: 0, bottom: 7, right: 7 };
    // 70 + 4 and 70 + 64 apart; 70 + 2 x 64 shared: 4 + 70 - 64 = 10 cells saved.
    const [a, b] = sharedBlocks([inner, outer], 70);
    expect(a).toBe(b);
    expect(a).toEqual(outer);
  });
});
