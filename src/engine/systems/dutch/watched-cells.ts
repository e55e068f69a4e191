/**
 * The watched pairs of a lazy bracket (bracket-edges.ts), as one bit per cell of its triangle of
 * pairs (column j holds the pairs {i, j}, i < j, in consecutive cells), with a count per column:
 * a bit is set exactly while its pair's state is WATCHED or WATCHED_TOP. Read column by column,
 * the pairs come in the order of their cells, so their state, weight id and order are read in
 * memory order, not a cache miss a pair as from a list of pair codes in any order; and nothing is
 * sorted. A row's certificate tells a watched pair by its bit (an eighth of its state's bytes).
 */
export class WatchedCells {
  /** Bit c of the triangle (word c >>> 5); empty until the first pair is watched. */
  words = new Int32Array(0);
  /** Bits set in each column, and in all. */
  readonly inColumn: Int32Array;
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

  /** Cell c of column j is watched no more. */
  remove(c: number, j: number): void {
    const at = c >>> 5;
    const bit = 1 << (c & 31);
    if (this.words.length === 0 || (this.words[at]! & bit) === 0) return;
    this.words[at]! &= ~bit;
    this.inColumn[j]--;
    this.count--;
  }

  /** Is cell c watched? */
  has(c: number): boolean {
    return this.words.length > 0 && (this.words[c >>> 5]! & (1 << (c & 31))) !== 0;
  }

  /** Column j's count after its bits were cleared directly (BracketEdges.checkWatched): `kept` remain. */
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
