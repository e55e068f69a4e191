/**
 * What the add-on last wrote into a tab it derives from the others
 * (Standings, Crosstable, By name), kept with the tab (Sheet.recordWritten)
 * so that a rewrite writes only the rows and columns whose values differ
 * from it, without reading the tab: Sheets charges a read or a write by its
 * cells. A digest of each row (or group of rows, in a tab too large for the
 * record's room) and of each column, the tab's extent, its column widths
 * and print orientation.
 */
import type { CellValue } from '../ports.js';

/** A derived tab's record, as kept (JSON). */
export interface WrittenRecord {
  version: 1;
  rows: number;
  columns: number;
  /** The digest of the header row (the first), which the tab's outline reads. */
  headerDigest: string;
  /** Rows a digest of `rowDigests` covers (1 unless the tab is large). */
  rowsPerDigest: number;
  /** DIGEST_LENGTH characters a group of rows, then a column. */
  rowDigests: string;
  columnDigests: string;
  widths: number[];
  landscape: boolean;
  /**
   * Each row's pairing number, in the tab's order (row-arrangement.ts's
   * encodeOrder), in a tab sorted by rank; absent elsewhere and in a tab too
   * large for the record's room.
   */
  order?: string;
  /**
   * The first column (rank, row number), in a tab sorted with that column
   * left in place (row-arrangement.ts's encodeFixed); absent where it was
   * not so kept.
   */
  fixed?: string;
}

const DIGEST_LENGTH = 8;

/**
 * Characters the row digests may take. Developer metadata is kept by the
 * character, and Google gives 30,000 as the room of one spreadsheet's or
 * sheet's metadata: three tabs' records stay under it together.
 */
const RECORD_ROOM = 9_000;

/** Six bits a character, as the record keeps its digests (and row-arrangement.ts its first column). */
export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A 48-bit digest of `text`, 8 characters: two 32-bit FNV-1a hashes of its
 * UTF-16 code units with different bases and multipliers (the second mixed
 * once more), 32 bits of the first and 16 of the second. Decision: written
 * here, not taken from a package: the FNV packages of npm encode with
 * TextEncoder, which Apps Script does not have. Its job is to tell a
 * changed row from its old self, never to resist a chosen collision: two
 * different rows share a digest once in 2^48.
 */
export function digestOf(text: string): string {
  const digest = new Digest();
  digest.add(text);
  return digest.written();
}

/**
 * digestOf's two hashes fed piece by piece: the digest of the pieces added
 * is digestOf of their concatenation, without the text being made (a tab's
 * digests would otherwise build every row's and every column's text).
 */
class Digest {
  a = 0x811c9dc5;
  b = 0x9e3779b9;

  add(text: string): void {
    let { a, b } = this;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x5bd1e995);
      b ^= b >>> 15;
    }
    this.a = a;
    this.b = b;
  }

  code(code: number): void {
    this.a = Math.imul(this.a ^ code, 0x01000193);
    const b = Math.imul(this.b ^ code, 0x5bd1e995);
    this.b = b ^ (b >>> 15);
  }

  /**
   * A cell as digested, its type and value, so that 1 and '1' differ: nothing for a blank, else
   * `d` and the time of a date, `n` a number, `b` a boolean, `s` a text, then its text.
   */
  cell(value: CellValue | undefined): void {
    if (value === undefined || value === '') return;
    if (value instanceof Date) {
      this.code(DATE_CODE);
      this.add(String(value.getTime()));
      return;
    }
    this.code(
      typeof value === 'number'
        ? NUMBER_CODE
        : typeof value === 'boolean'
          ? BOOLEAN_CODE
          : TEXT_CODE,
    );
    this.add(typeof value === 'string' ? value : String(value));
  }

  written(): string {
    const high = this.a >>> 0;
    const low = (this.b ^ (this.b >>> 13)) & 0xffff;
    // 48 bits, 6 at a time: the 32 of `high`, then the 16 of `low`.
    return (
      ALPHABET[high >>> 26]! +
      ALPHABET[(high >>> 20) & 63]! +
      ALPHABET[(high >>> 14) & 63]! +
      ALPHABET[(high >>> 8) & 63]! +
      ALPHABET[(high >>> 2) & 63]! +
      ALPHABET[((high & 3) << 4) | (low >>> 12)]! +
      ALPHABET[(low >>> 6) & 63]! +
      ALPHABET[low & 63]!
    );
  }
}

/** The first character of a digested date, number, boolean, text (Digest.cell). */
const [DATE_CODE, NUMBER_CODE, BOOLEAN_CODE, TEXT_CODE] = [...'dnbs'].map((c) =>
  c.charCodeAt(0),
) as [number, number, number, number];
/** What separates the cells of a row, and the rows (or a column's cells), in a digested text. */
const CELL_SEPARATOR = 0x1f;
const ROW_SEPARATOR = 0x1e;

/** Rows a digest covers so that a tab of `rows` rows keeps its record within RECORD_ROOM. */
function rowsPerDigestFor(rows: number): number {
  return Math.max(1, Math.ceil((rows * DIGEST_LENGTH) / RECORD_ROOM));
}

/** A row's digest, over `columns` cells: its cells' texts (Digest.cell) joined by U+001F. */
export function rowDigest(row: readonly CellValue[], columns: number): string {
  const digest = new Digest();
  for (let c = 0; c < columns; c++) {
    if (c > 0) digest.code(CELL_SEPARATOR);
    digest.cell(row[c]);
  }
  return digest.written();
}

/** The digests of `values`, a tab of `columns` columns: its record but for the layout. */
export type WrittenDigests = Omit<WrittenRecord, 'widths' | 'landscape' | 'order' | 'fixed'>;

/**
 * Characters the order of a tab's rows may take in its record: with the
 * row digests (RECORD_ROOM) and the column digests, under the 30,000 of one
 * sheet's metadata (about 3,000 players).
 */
export const ORDER_ROOM = 12_000;

/**
 * Characters the kept first column (`fixed`, a bit a row) may take beside
 * the order and the digests: 12,000 rows; past it the tab is sorted by rank.
 */
export const FIXED_ROOM = 2_000;

/**
 * The digests of `values` as a tab of `columns` columns: each row group's
 * digest is that of its rows' texts (rowDigest) joined by U+001E, each
 * column's that of its cells' texts (Digest.cell) joined by U+001E; both
 * fed cell by cell in one pass.
 */
export function writtenDigests(
  values: readonly (readonly CellValue[])[],
  columns: number,
): WrittenDigests {
  const rowsPerDigest = rowsPerDigestFor(values.length);
  const byColumn = Array.from({ length: columns }, () => new Digest());
  let rowDigests = '';
  let group = new Digest();
  for (let r = 0; r < values.length; r++) {
    const row = values[r]!;
    if (r % rowsPerDigest !== 0) group.code(ROW_SEPARATOR);
    for (let c = 0; c < columns; c++) {
      if (c > 0) group.code(CELL_SEPARATOR);
      if (r > 0) byColumn[c]!.code(ROW_SEPARATOR);
      const value = row[c];
      group.cell(value);
      byColumn[c]!.cell(value);
    }
    if ((r + 1) % rowsPerDigest === 0 || r === values.length - 1) {
      rowDigests += group.written();
      group = new Digest();
    }
  }
  return {
    version: 1,
    rows: values.length,
    columns,
    headerDigest:
      rowsPerDigest === 1 && values.length > 0
        ? rowDigests.slice(0, DIGEST_LENGTH)
        : rowDigest(values[0] ?? [], columns),
    rowsPerDigest,
    rowDigests,
    columnDigests: byColumn.map((digest) => digest.written()).join(''),
  };
}

/** The record kept as `text`, or null when it is none this version wrote. */
export function parseWrittenRecord(text: string | null): WrittenRecord | null {
  if (text === null) return null;
  try {
    const record = JSON.parse(text) as WrittenRecord;
    return record.version === 1 &&
      typeof record.rowDigests === 'string' &&
      typeof record.columnDigests === 'string' &&
      record.rowsPerDigest >= 1 &&
      Array.isArray(record.widths) &&
      (record.order === undefined || typeof record.order === 'string') &&
      (record.fixed === undefined || typeof record.fixed === 'string')
      ? record
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the cell (0-based) may differ between what `old` records and
 * `now`: its row group's digest or its column's differs, or it lies beyond
 * either's extent. Every changed cell is in such a row and such a column.
 */
export function changedCells(
  old: WrittenDigests,
  now: WrittenDigests,
): (row: number, column: number) => boolean {
  const digest = (digests: string, index: number) =>
    digests.slice(index * DIGEST_LENGTH, (index + 1) * DIGEST_LENGTH);
  const sameGroups = old.rowsPerDigest === now.rowsPerDigest;
  const groupChanged = (group: number) => {
    if (!sameGroups) return true;
    // A last group cut short by the extent holds other rows than before.
    const end = (group + 1) * now.rowsPerDigest;
    if (end > old.rows !== end > now.rows) return true;
    return digest(old.rowDigests, group) !== digest(now.rowDigests, group);
  };
  // Each group and column compared once: the predicate is asked for every cell of the tab.
  const changedGroups = Array.from(
    { length: Math.ceil(Math.min(old.rows, now.rows) / now.rowsPerDigest) },
    (_, group) => groupChanged(group),
  );
  const changedColumns = Array.from(
    { length: Math.min(old.columns, now.columns) },
    (_, column) => digest(old.columnDigests, column) !== digest(now.columnDigests, column),
  );
  const rowChanged = (row: number) =>
    row >= old.rows || row >= now.rows || changedGroups[Math.floor(row / now.rowsPerDigest)]!;
  return (row, column) => rowChanged(row) && (changedColumns[column] ?? true);
}

/**
 * The record of a tab into which `count` blank columns were inserted before
 * the 0-based column `at`: the columns after move right with their digests
 * and widths; the new columns' digests and widths match nothing, and so do
 * the rows' (each row holds the new blank cells), so that every row of a
 * column whose values change is written.
 */
export function withColumnsInserted(
  record: WrittenRecord,
  at: number,
  count: number,
): WrittenRecord {
  const unknown = '\u0000'.repeat(DIGEST_LENGTH * count);
  const cut = at * DIGEST_LENGTH;
  return {
    ...record,
    columns: record.columns + count,
    columnDigests: record.columnDigests.slice(0, cut) + unknown + record.columnDigests.slice(cut),
    rowDigests: '',
    widths: [
      ...record.widths.slice(0, at),
      ...Array<number>(count).fill(-1),
      ...record.widths.slice(at),
    ],
  };
}
