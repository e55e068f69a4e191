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

/**
 * The blocks to write so that every cell (r, c) for which `differs(r, c)` is
 * covered: changedBlock's block, cut where it spans columns that change
 * nowhere and that would cost more to write than a call more
 * (`cellsPerCall`): a Standings rewrite whose names stay writes its rank and
 * its points and tie-breaks, not the names between them. Each block spans
 * the rows its columns change in.
 */
export function changedBlocks(
  rows: number,
  columns: number,
  differs: (r: number, c: number) => boolean,
  cellsPerCall: number,
): Block[] {
  const spans: { top: number; bottom: number }[] = [];
  for (let c = 0; c < columns; c++) {
    let top = rows;
    let bottom = -1;
    for (let r = 0; r < rows; r++) {
      if (!differs(r, c)) continue;
      if (r < top) top = r;
      bottom = r;
    }
    spans.push({ top, bottom });
  }
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (let c = 0; c < columns; c++) {
    const { top, bottom } = spans[c]!;
    if (bottom < 0) continue;
    if (current !== null) {
      const joined: Block = {
        top: Math.min(current.top, top),
        left: current.left,
        bottom: Math.max(current.bottom, bottom),
        right: c,
      };
      const apart = area(current) + (bottom - top + 1);
      if (area(joined) <= apart + cellsPerCall) {
        current = joined;
        continue;
      }
      blocks.push(current);
    }
    current = { top, left: c, bottom, right: c };
  }
  if (current !== null) blocks.push(current);
  return blocks;
}

/** The cells of `block` of the grid `at` gives, in the block's shape. */
export function blockOf<T>(block: Block, at: (r: number, c: number) => T): T[][] {
  return Array.from({ length: block.bottom - block.top + 1 }, (_, r) =>
    Array.from({ length: block.right - block.left + 1 }, (_, c) =>
      at(block.top + r, block.left + c),
    ),
  );
}

/** How many cells a block holds. */
export function area(block: Block): number {
  return (block.bottom - block.top + 1) * (block.right - block.left + 1);
}

/**
 * The cells of a `rows` x `columns` grid for which `differs(r, c)`, as
 * blocks grouped by the value `at(r, c)` they are to take: runs down each
 * column (`along` 'columns', for a look that follows the column, such as a
 * number format) or across each row (for one that follows the row, such as
 * a band), neighbouring runs of the same extent and value joined into one
 * block. A look written block by block is then a call a value, not a cell.
 */
export function blocksByValue<T>(
  rows: number,
  columns: number,
  differs: (r: number, c: number) => boolean,
  at: (r: number, c: number) => T,
  along: 'columns' | 'rows',
): Map<T, Block[]> {
  const lines = along === 'columns' ? columns : rows;
  const length = along === 'columns' ? rows : columns;
  // The cell at place k of a line, row and column apart: no pair made for each of a tab's cells.
  const byColumns = along === 'columns';
  const differsAt = (line: number, k: number) => (byColumns ? differs(k, line) : differs(line, k));
  const valueAt = (line: number, k: number) => (byColumns ? at(k, line) : at(line, k));
  const byValue = new Map<T, Block[]>();
  /** The blocks of the line before, by the run's extent and value, still open to be widened. */
  let open = new Map<string, { block: Block; value: T }>();
  for (let line = 0; line < lines; line++) {
    const next = new Map<string, { block: Block; value: T }>();
    let k = 0;
    while (k < length) {
      if (!differsAt(line, k)) {
        k++;
        continue;
      }
      const value = valueAt(line, k);
      const start = k;
      while (k + 1 < length && differsAt(line, k + 1) && valueAt(line, k + 1) === value) k++;
      const key = `${start},${k},${String(value)}`;
      const before = open.get(key);
      if (before !== undefined && before.value === value) {
        if (along === 'columns') before.block.right = line;
        else before.block.bottom = line;
        next.set(key, before);
      } else {
        const block =
          along === 'columns'
            ? { top: start, bottom: k, left: line, right: line }
            : { top: line, bottom: line, left: start, right: k };
        const list = byValue.get(value) ?? [];
        list.push(block);
        byValue.set(value, list);
        next.set(key, { block, value });
      }
      k++;
    }
    open = next;
  }
  return byValue;
}
