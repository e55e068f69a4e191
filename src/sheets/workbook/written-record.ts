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
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const high = a >>> 0;
  const low = (b ^ (b >>> 13)) & 0xffff;
  let out = '';
  // 48 bits, 6 at a time: the 32 of `high`, then the 16 of `low`.
  const bits = [high >>> 26, (high >>> 20) & 63, (high >>> 14) & 63, (high >>> 8) & 63];
  bits.push((high >>> 2) & 63, ((high & 3) << 4) | (low >>> 12), (low >>> 6) & 63, low & 63);
  for (const six of bits) out += ALPHABET[six];
  return out;
}

/** A cell as digested: its type and value, so that 1 and '1' differ. */
function cellKey(value: CellValue | undefined): string {
  if (value === undefined || value === '') return '';
  if (value instanceof Date) return `d${value.getTime()}`;
  return `${typeof value === 'number' ? 'n' : typeof value === 'boolean' ? 'b' : 's'}${String(value)}`;
}

/** Rows a digest covers so that a tab of `rows` rows keeps its record within RECORD_ROOM. */
function rowsPerDigestFor(rows: number): number {
  return Math.max(1, Math.ceil((rows * DIGEST_LENGTH) / RECORD_ROOM));
}

/** A row's digest, over `columns` cells. */
export function rowDigest(row: readonly CellValue[], columns: number): string {
  return digestOf(rowKey(row, columns));
}

function rowKey(row: readonly CellValue[], columns: number): string {
  return Array.from({ length: columns }, (_, c) => cellKey(row[c])).join('\u001f');
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

/** The digests of `values` as a tab of `columns` columns. */
export function writtenDigests(
  values: readonly (readonly CellValue[])[],
  columns: number,
): WrittenDigests {
  const rowsPerDigest = rowsPerDigestFor(values.length);
  let rowDigests = '';
  for (let top = 0; top < values.length; top += rowsPerDigest) {
    const group = values.slice(top, top + rowsPerDigest);
    rowDigests += digestOf(group.map((row) => rowKey(row, columns)).join('\u001e'));
  }
  let columnDigests = '';
  for (let c = 0; c < columns; c++)
    columnDigests += digestOf(values.map((row) => cellKey(row[c])).join('\u001e'));
  return {
    version: 1,
    rows: values.length,
    columns,
    headerDigest: rowDigest(values[0] ?? [], columns),
    rowsPerDigest,
    rowDigests,
    columnDigests,
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
  const rowChanged = (row: number) => {
    if (!sameGroups || row >= old.rows || row >= now.rows) return true;
    const group = Math.floor(row / now.rowsPerDigest);
    // A last group cut short by the extent holds other rows than before.
    const end = (group + 1) * now.rowsPerDigest;
    if (end > old.rows !== end > now.rows) return true;
    return digest(old.rowDigests, group) !== digest(now.rowDigests, group);
  };
  const columnChanged = (column: number) =>
    column >= old.columns ||
    column >= now.columns ||
    digest(old.columnDigests, column) !== digest(now.columnDigests, column);
  return (row, column) => rowChanged(row) && columnChanged(column);
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
