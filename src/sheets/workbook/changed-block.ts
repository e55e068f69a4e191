/**
 * The smallest block of a tab that holds every cell a rewrite changes, so
 * that the rewrite touches only it: Sheets charges a call by the cells it
 * covers. Pure: the writers hand the block to the ports.
 */

/** A block of cells, 0-based and inclusive, as the writers index their grids. */
export interface Block {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * The block spanning every cell (r, c) of a `rows` x `columns` grid for
 * which `differs(r, c)`, or null when none does.
 */
export function changedBlock(
  rows: number,
  columns: number,
  differs: (r: number, c: number) => boolean,
): Block | null {
  let top = rows;
  let bottom = -1;
  let left = columns;
  let right = -1;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      if (!differs(r, c)) continue;
      if (r < top) top = r;
      bottom = r;
      if (c < left) left = c;
      if (c > right) right = c;
    }
  }
  return bottom < 0 ? null : { top, left, bottom, right };
}

/** The cells of `block` of the grid `at` gives, in the block's shape. */
export function blockOf<T>(block: Block, at: (r: number, c: number) => T): T[][] {
  return Array.from({ length: block.bottom - block.top + 1 }, (_, r) =>
    Array.from({ length: block.right - block.left + 1 }, (_, c) =>
      at(block.top + r, block.left + c),
    ),
  );
}

export function area(block: Block): number {
  return (block.bottom - block.top + 1) * (block.right - block.left + 1);
}

/** The smallest block holding both. */
function union(a: Block, b: Block): Block {
  return {
    top: Math.min(a.top, b.top),
    left: Math.min(a.left, b.left),
    bottom: Math.max(a.bottom, b.bottom),
    right: Math.max(a.right, b.right),
  };
}

/**
 * The ranges to write the changed `blocks` through, one a block: blocks
 * share a range (the same object) when asking for one range fewer saves
 * more than the cells the shared range adds to their writes. `cellsPerCall`
 * is what one call costs, counted in cells; each write is charged the cells
 * of its range. Greedy: the merge that saves the most first, until none saves.
 */
export function sharedBlocks(blocks: readonly Block[], cellsPerCall: number): Block[] {
  const groups = blocks.map((block, index) => ({ block, members: [index] }));
  const cost = (block: Block, writes: number) => cellsPerCall + area(block) * writes;
  for (;;) {
    let best: { i: number; j: number; block: Block; saving: number } | null = null;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i];
        const b = groups[j];
        const block = union(a.block, b.block);
        const saving =
          cost(a.block, a.members.length) +
          cost(b.block, b.members.length) -
          cost(block, a.members.length + b.members.length);
        if (saving > 0 && (best === null || saving > best.saving)) best = { i, j, block, saving };
      }
    }
    if (best === null) break;
    groups[best.i] = {
      block: best.block,
      members: [...groups[best.i].members, ...groups[best.j].members],
    };
    groups.splice(best.j, 1);
  }
  const shared: Block[] = [];
  for (const group of groups) for (const index of group.members) shared[index] = group.block;
  return shared;
}
