/**
 * The watched pairs of a lazy bracket (bracket-edges.ts), as one bit per cell of its triangle of
 * pairs (column j holds the pairs {i, j}, i < j, in consecutive cells), with a count per column.
 * A set bit means "may be watched": the pair's state is the truth, and a bit whose pair is no
 * longer watched is cleared when its column is next read. Read column by column, the pairs come
 * in the order of their cells, so their state, weight id and order are read in memory order,
 * not a cache miss a pair as from a list of pair codes in any order; and nothing is sorted.
 */
export class WatchedCells {
  /** Bit c of the triangle (word c >>> 5); empty until the first pair is watched. */
  words = new Int32Array(0);
  /** Bits set in each column (an upper bound: a stale bit counts until its column is read). */
  readonly inColumn: Int32Array;
  /** Bits set in all, the same way. */
  count = 0;

  constructor(
    private readonly cells: number,
    columns: number,
  ) {
    this.inColumn = new Int32Array(columns);
  }

  /** Mark cell c of column j as watched. */
  add(c: number, j: number): void {
    if (this.words.length === 0) this.words = new Int32Array((this.cells + 31) >>> 5);
    const at = c >>> 5;
    const bit = 1 << (c & 31);
    if ((this.words[at]! & bit) !== 0) return;
    this.words[at]! |= bit;
    this.inColumn[j]++;
    this.count++;
  }

  /** Column j's count after it was read: `kept` bits remain set. */
  recount(j: number, kept: number): void {
    this.count += kept - this.inColumn[j]!;
    this.inColumn[j] = kept;
  }

  /** Forget every watched pair. */
  clear(): void {
    this.words.fill(0);
    this.inColumn.fill(0);
    this.count = 0;
  }
}
