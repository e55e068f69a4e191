/**
 * Reading and writing the add-on's tabs through the Workbook port, each tab
 * in as few calls as Sheets allows: one read of all its values, one write.
 */
import { ENGLISH } from '../../messages/index.js';
import { languageOf } from '../tab-records/recognised-workbook.js';
import type {
  CellArea,
  CellLook,
  CellRange,
  CellValue,
  ColumnSpan,
  HorizontalAlignment,
  Sheet,
  TabOutline,
  Workbook,
} from '../ports.js';
import { translatorFor } from '../../messages/index.js';
import {
  area,
  blockOf,
  blocksByValue,
  changedBlock,
  changedBlocks,
  type Block,
} from '../workbook/changed-block.js';
import { RESULT_CELL_CHOICES } from '../workbook/result-texts.js';
import {
  layoutOfTab,
  RESULT_COLUMN,
  ROUND_COLUMNS,
  roundStyles,
  type RoundLayout,
} from '../workbook/round-tab.js';
import { BY_NAME_STYLES } from '../workbook/by-name.js';
import { crosstableLayout, CROSSTABLE_POINTS } from '../workbook/crosstable.js';
import { CROSSTABLE_PLAYER_HEADER } from '../workbook/crosstable-cells.js';
import {
  namesByNumber,
  pairedColumnSpans,
  playerChoices,
  playerColumnRoom,
} from '../workbook/players-tab.js';
import { recordedNames, roundNamesRecord, shownNamesDigest } from '../workbook/round-names.js';
import { firstBoardRowToRead, withBoards } from '../workbook/round-boards.js';
import { readSettingsTab, settingsChoices } from '../workbook/settings-tab.js';
import { ProblemList } from '../workbook/input-problems.js';
import { STANDINGS_HEADER, standingsStyles } from '../workbook/standings-tab.js';
import {
  bandBackground,
  PLAIN_BACKGROUND,
  PORTRAIT_WIDTH_PX,
  tabLayout,
  typedTabWidths,
  type ColumnStyle,
  type TypedColumn,
} from '../workbook/tab-layout.js';
import {
  BY_NAME_TAB,
  CROSSTABLE_TAB,
  IMPORTED_FILE_TAB,
  isAddonTab,
  PLAYERS_TAB,
  roundOfTab,
  roundTabName,
  SETTINGS_TAB,
  orderedTabs,
  STANDINGS_TAB,
  tabInsertIndex,
  UNDO_TAB,
} from '../workbook/tab-names.js';
import type { WorkbookValues } from '../workbook/tournament-from-workbook.js';
import { insertedColumns } from '../workbook/inserted-columns.js';
import { cellText } from '../workbook/cells.js';
import { findUndoRecord } from '../workbook/undo-record.js';
import {
  changedCells,
  parseWrittenRecord,
  withColumnsInserted,
  FIXED_ROOM,
  ORDER_ROOM,
  rowDigest,
  writtenDigests,
  type WrittenRecord,
} from '../workbook/written-record.js';
import { copiedBlock, type CopiedBlock, type WrittenValues } from '../workbook/copied-block.js';
import {
  arrangedAs,
  decodeFixed,
  decodeOrder,
  encodeFixed,
  encodeOrder,
  sortsBack,
  type RowSorting,
} from '../workbook/row-arrangement.js';

/** The use cases' words are English: the recognised workbook writes them in the tournament's language. */
const ENGLISH_WORDS = translatorFor(ENGLISH);

/** Every tab the add-on knows, read once. */
export interface WorkbookRead {
  values: WorkbookValues;
  /**
   * The derived tabs: their values in a small tournament, else their outline only (extent,
   * header, merged blocks), see DERIVED_TABS_READ_UP_TO and writeDerivedTab.
   */
  standings: DerivedTabRead;
  crosstable: DerivedTabRead;
  byName: DerivedTabRead;
  undo: CellValue[][] | null;
  /** The sheets by name, for writing. */
  sheets: Map<string, Sheet>;
  /** The tab names in the workbook's order; insertTab keeps it up to date. */
  tabs: string[];
}

/** A derived tab as read: its values, or its outline only; null when there is no such tab. */
export type DerivedTabRead = CellValue[][] | TabOutline | null;

/**
 * Players (rows of the Players tab) up to which the derived tabs are read
 * whole. Reading them lets a rewrite write only the cells that change and
 * keep their widths when the text keeps them; read by their outline, every
 * value and the widths are written again, and the outline itself takes
 * three calls more a tab. In the click bench's model (7 ms a call, 0.1 ms a
 * cell, see docs/engine.md) the derived tabs hold about 35 cells a player
 * and the outline's calls (about 35 in all, with the widths) cost about
 * 2,500 cells: reading pays up to about 70 players.
 */
const DERIVED_TABS_READ_UP_TO = 70;

/**
 * The columns of a Round tab of one game a round that its reader takes: Board, No. and White,
 * then Result, No. and Black (the names are checked against the Players tab, which is how a
 * pairing changed by hand is seen). The ratings and points are the add-on's, for reading only:
 * left unread, 4 cells of 10 (a match tab, whose Black is a column further, is read whole).
 */
const ROUND_TAB_READ: readonly ColumnSpan[] = [
  { first: 1, count: 3 },
  { first: RESULT_COLUMN + 1, count: 3 },
];

/**
 * A Round tab whose record keeps the digest of the names the add-on wrote (round-names.ts) is
 * read without them: Board and No., then Result and No., 4 cells of 10. Its names, White's and
 * Black's, are read only when the Players tab's names for the numbers read do not give that
 * digest: a No. typed over, or the Players tab's names moved to other numbers.
 */
const ROUND_TAB_NUMBERS: readonly ColumnSpan[] = [
  { first: 1, count: 2 },
  { first: RESULT_COLUMN + 1, count: 2 },
];
/**
 * Players up to which a Round tab's Board column is read with its No. column. Past them it is
 * read only from the first row that is not plainly a game (round-boards.ts): a read more (two
 * calls, about 140 cells in the model) where a tab has such rows, against the column's cells,
 * about one a board (half the players): leaving it unread pays past about 280 players.
 */
const BOARDS_READ_UP_TO = 280;

/** `spans` without the Board column, the first column of the first. */
function withoutBoard(spans: readonly ColumnSpan[]): ColumnSpan[] {
  const [first, ...others] = spans;
  return [{ first: 2, count: first!.count - 1 }, ...others];
}

const ROUND_TAB_NAMES: readonly ColumnSpan[] = [
  { first: 3, count: 1 },
  { first: RESULT_COLUMN + 3, count: 1 },
];

/** [['']] is how Sheets answers for an empty sheet: no rows. */
function orEmpty(values: CellValue[][]): CellValue[][] {
  return values.length === 1 && values[0].length === 1 && values[0][0] === '' ? [] : values;
}

/**
 * What of the Players tab a read takes: every column, or (`paired`) those "Pair next round"
 * reads (players-tab.ts, pairedColumnSpans: not FIDE ID or Birth, nor the organiser's own).
 */
export interface ReadOptions {
  players?: 'all' | 'paired';
}

export function readWorkbook(
  workbook: Workbook,
  { players: playerColumns = 'all' }: ReadOptions = {},
): WorkbookRead {
  const sheets = new Map<string, Sheet>();
  for (const sheet of workbook.getSheets()) sheets.set(sheet.getName(), sheet);
  const merged = new Map<string, CellArea[]>();
  /** A tab's values; the merged blocks too of a tab the organiser types into. */
  const read = (name: string, typedIn = true): CellValue[][] | null => {
    const sheet = sheets.get(name);
    if (sheet === undefined) return null;
    if (!typedIn) return orEmpty(sheet.getDataValues());
    const data = sheet.getDataValuesAndMerges();
    if (data.merged.length > 0) merged.set(name, data.merged);
    return orEmpty(data.values);
  };
  const outline = (name: string): DerivedTabRead => {
    if (!large) return read(name);
    const found = sheets.get(name)?.getOutline();
    if (found === undefined) return null;
    if (found.merged.length > 0) merged.set(name, found.merged);
    return found;
  };
  // A Round tab under another name must be seen, or its round would be paired again.
  const otherTabs = new Map<string, CellValue[]>();
  for (const [name, sheet] of sheets) {
    if (isAddonTab(name)) continue;
    // Within the sheet's content: a narrow sheet has fewer columns than a Round tab's header.
    const columns = Math.min(ROUND_COLUMNS, sheet.getLastColumn());
    otherTabs.set(name, columns === 0 ? [] : sheet.getRange(1, 1, 1, columns).getValues()[0]);
  }
  const undo = read(UNDO_TAB, false);
  const settings = read(SETTINGS_TAB);
  /**
   * The Players tab by the columns pairing takes: its outline (extent, header, merged blocks),
   * then those columns.
   */
  const readPairedPlayers = (): CellValue[][] | null => {
    const sheet = sheets.get(PLAYERS_TAB);
    const outline = sheet?.getOutline();
    if (sheet === undefined || outline === undefined || outline.columns === 0)
      return read(PLAYERS_TAB);
    // The Settings as typed: a value they refuse is reported when they are read for the pairing.
    const { keepClubsApart } = readSettingsTab(settings, '', new ProblemList());
    const values = sheet.getDataColumns(
      pairedColumnSpans(outline.header, { clubs: keepClubsApart }),
      outline,
    );
    if (outline.merged.length > 0) merged.set(PLAYERS_TAB, outline.merged);
    return orEmpty(values);
  };
  const players = playerColumns === 'paired' ? readPairedPlayers() : read(PLAYERS_TAB);
  /** The Players tab's names by number, made when a Round tab's names are first checked. */
  let names: Map<number, string> | undefined;
  /**
   * A Round tab by the columns its reader takes (ROUND_TAB_READ), without its names where its
   * record shows them to be the Players tab's (ROUND_TAB_NUMBERS), a match tab's whole.
   */
  const readPaired = (name: string): CellValue[][] => {
    const sheet = sheets.get(name)!;
    const recorded = recordedNames(sheet.getWrittenRecord());
    const spans = recorded === null ? ROUND_TAB_READ : ROUND_TAB_NUMBERS;
    const boards = (players?.length ?? 0) - 1 <= BOARDS_READ_UP_TO;
    // Decision (issue 35): read over the tab's ten columns, not as far as its last column (a call
    // less): a merged block right of them, in columns of the organiser's own or a round's pairing
    // scores, hides no cell the reader takes and is not looked for.
    const data = sheet.getDataColumnsAndMerges(boards ? spans : withoutBoard(spans), ROUND_COLUMNS);
    const layout = layoutOfTab(data.values);
    if (layout.resultColumns.length > 1) return read(name)!;
    if (data.merged.length > 0) merged.set(name, data.merged);
    if (!boards && data.values.length > 1) {
      // Decision (issue 35): a game's Board cell is left unread (round-boards.ts).
      const first = firstBoardRowToRead(data.values, layout);
      const typed =
        first === null
          ? []
          : sheet.getRange(first + 1, 1, data.values.length - first, 1).getValues();
      withBoards(data.values, first, typed);
    }
    if (recorded !== null) {
      names ??= namesByNumber(players ?? []);
      const shown = shownNamesDigest(data.values, layout, (_r, _c, number) =>
        // A number the Players tab lacks: no name gives the digest, so the tab's are read.
        names!.has(number) ? names!.get(number)! : '\u0000',
      );
      if (shown !== recorded) {
        const typed = sheet.getDataColumnsAndMerges(ROUND_TAB_NAMES, ROUND_COLUMNS).values;
        data.values.forEach((row, r) => {
          for (const { first } of ROUND_TAB_NAMES) row[first - 1] = typed[r]?.[first - 1] ?? '';
        });
      }
    }
    return orEmpty(data.values);
  };
  const roundTabs = [...sheets.keys()].flatMap((name) => {
    const round = roundOfTab(name);
    return round === null ? [] : [[round, name] as const];
  });
  const last = Math.max(0, ...roundTabs.map(([round]) => round));
  const rounds = new Map<number, CellValue[][]>();
  for (const [round, name] of roundTabs) {
    const values = readPaired(name);
    // The last tab, unless the add-on paired it or it holds results, may be boards typed for
    // "Pair the rest", which Undo puts back as typed: read whole.
    const typedIn =
      round === last &&
      findUndoRecord(undo, round) === null &&
      values.slice(1).every((row) => cellText(row[RESULT_COLUMN]) === '');
    rounds.set(round, typedIn ? read(name)! : values);
  }
  const large = (players?.length ?? 0) - 1 > DERIVED_TABS_READ_UP_TO;
  let spreadsheetName: string | undefined;
  return {
    values: {
      // Only where no tournament name is typed in the Settings (readSettingsTab): a call.
      get spreadsheetName() {
        return (spreadsheetName ??= workbook.getName());
      },
      players,
      settings,
      rounds,
      merged,
      otherTabs,
      importedFile: read(IMPORTED_FILE_TAB, false),
    },
    // With their merged blocks: the add-on's rewrite unmerges them (writeDerivedTab).
    standings: outline(STANDINGS_TAB),
    crosstable: outline(CROSSTABLE_TAB),
    byName: outline(BY_NAME_TAB),
    undo,
    sheets,
    tabs: [...sheets.keys()],
  };
}

/** Rectangular copy of `values`, padded with blanks to `rows` x `columns`. */
export function padded(values: CellValue[][], rows: number, columns: number): CellValue[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => values[r]?.[c] ?? ''),
  );
}

function width(values: CellValue[][]): number {
  return Math.max(1, ...values.map((row) => row.length));
}

/**
 * Replaces a tab's values in one write that also blanks whatever the old
 * values covered beyond the new ones.
 */
export function overwriteTab(sheet: Sheet, values: CellValue[][], old: CellValue[][]): void {
  const rows = Math.max(values.length, old.length);
  const columns = Math.max(width(values), width(old));
  if (rows === 0) return;
  sheet.getRange(1, 1, rows, columns).setValues(padded(values, rows, columns));
}

/**
 * Adds the tab `name` where the tab order puts it (tabInsertIndex) and
 * records it in `tabs`, the workbook's tab names in order; `written`, the
 * record of what is about to be written in it, is kept with its tab record.
 */
export function insertTab(
  workbook: Workbook,
  tabs: string[],
  name: string,
  written?: string | null,
): Sheet {
  const index = tabInsertIndex(name, tabs);
  const sheet = workbook.insertSheet(name, index, written);
  tabs.splice(index, 0, name);
  return sheet;
}

/**
 * Puts the add-on's tabs in the tab order where an earlier version or a hand
 * left them out of it, in the places they take (other tabs stay where they
 * are); `tabs`, the tab names in the workbook's order, follows. No call when
 * they are in order.
 */
export function putTabsInOrder(workbook: Workbook, tabs: string[]): void {
  orderedTabs(tabs).forEach((name, index) => {
    if (tabs[index] === name) return;
    const sheet = workbook.getSheetByName(name);
    if (sheet === null) return;
    workbook.moveSheet(sheet, index);
    tabs.splice(tabs.indexOf(name), 1);
    tabs.splice(index, 0, name);
  });
}

/**
 * How a laid-out tab stands before a write: its values (null when they were
 * not read: every value is then written, over its `rows` and `columns`) and
 * the column styles of the layout it was written with (null when its look is
 * not known: every cell's look is then written).
 */
export interface LaidOutBefore {
  values: CellValue[][] | null;
  rows: number;
  columns: number;
  styles: readonly ColumnStyle[] | null;
  sameWidth: readonly [number, number] | null;
  /**
   * Where the values were not read but a record says what they are
   * (written-record.ts): the cells that may differ, the widths and print
   * orientation they were written with.
   */
  written?: {
    differs: (row: number, column: number) => boolean;
    widths: readonly number[];
    landscape: boolean;
  };
}

/**
 * About as many cells as one call costs in Sheets (7 ms a call, 0.1 ms a
 * cell of a grid: Google's Apps Script best-practices example, see
 * docs/engine.md): a look is written as a grid, one value a cell, when that
 * costs less than one call a value over blocks (setLook).
 */
const CELLS_PER_CALL = 70;

/** The calls of a copy from another tab (Sheet.copyValuesFrom): its two ranges and the copy. */
const COPY_CALLS = 3;

/** A tab just inserted: no values, every cell as Sheets makes it. */
const NEW_TAB: LaidOutBefore = { values: [], rows: 0, columns: 0, styles: [], sameWidth: null };

/** The look of every cell of a tab of `rows` rows laid out with `styles` (tabLayout's). */
function cellLook(rows: number, styles: readonly ColumnStyle[]) {
  const inside = (r: number, c: number) => r < rows && c < styles.length;
  return {
    format: (r: number, c: number) => (inside(r, c) ? styles[c].format : 'General'),
    align: (r: number, c: number): HorizontalAlignment | null =>
      inside(r, c) ? styles[c].align : null,
    weight: (r: number, c: number): 'bold' | 'normal' =>
      inside(r, c) && r === 0 ? 'bold' : 'normal',
    background: (r: number, c: number) => (inside(r, c) ? bandBackground(r) : PLAIN_BACKGROUND),
  };
}

function sameColumnStyles(a: readonly ColumnStyle[], b: readonly ColumnStyle[]): boolean {
  return (
    a.length === b.length &&
    a.every((style, c) => style.format === b[c]!.format && style.align === b[c]!.align)
  );
}

/**
 * `differs` asked once a cell and kept: a copy's two ways of cutting the cells left ask it
 * again over the whole grid, and a record's answer goes through its digests.
 */
function marked(
  rows: number,
  columns: number,
  differs: (r: number, c: number) => boolean,
): (r: number, c: number) => boolean {
  const grid = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) if (differs(r, c)) grid[r * columns + c] = 1;
  return (r, c) => grid[r * columns + c] === 1;
}

/** changedBlocks over every row (a block more is two calls: its range, its values). */
function blocksAcross(
  rows: number,
  columns: number,
  differs: (r: number, c: number) => boolean,
): Block[] {
  return changedBlocks(rows, columns, differs, 2 * CELLS_PER_CALL);
}

/** changedBlocks over the rows above `block`, those it spans, and those below, each apart. */
function blocksBeside(
  rows: number,
  columns: number,
  block: Block,
  differs: (r: number, c: number) => boolean,
): Block[] {
  const bands = [
    [0, block.top - 1],
    [block.top, block.bottom],
    [block.bottom + 1, rows - 1],
  ] as const;
  return bands.flatMap(([top, bottom]) =>
    bottom < top
      ? []
      : blocksAcross(bottom - top + 1, columns, (r, c) => differs(r + top, c)).map((one) => ({
          ...one,
          top: one.top + top,
          bottom: one.bottom + top,
        })),
  );
}

/** A block (0-based, inclusive) as the ports take it (1-based, with its size). */
function areaOf(block: Block): CellArea {
  return {
    row: block.top + 1,
    column: block.left + 1,
    numRows: block.bottom - block.top + 1,
    numColumns: block.right - block.left + 1,
  };
}

function sameWidths(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((width, c) => width === b[c]);
}

/**
 * Writes a tab whose first row is a header: the values, each column's number
 * format and alignment, a bold frozen header, banded rows, widths that fit
 * the longest entry and the print layout, in a fixed number of calls
 * whatever its size. Whatever `before` covered beyond the new values is
 * blanked. The values are written in one block, the smallest that holds
 * every changed cell (none when nothing changes: Sheets charges a grid of
 * values by its cells); each look attribute likewise, or, where that is
 * cheaper (a large tab), one value a call over the cells whose look changes
 * (setLook), a cost that does not grow with the cells.
 */
export function writeLaidOutTab(
  sheet: Sheet,
  values: CellValue[][],
  styles: readonly ColumnStyle[],
  before: LaidOutBefore = NEW_TAB,
  sameWidth: readonly [number, number] | null = null,
  copy: CopiedBlock<Sheet> | null = null,
): { widths: readonly number[]; landscape: boolean; written: Block[] } {
  const layout = tabLayout(values, styles, sameWidth);
  const old = before.values;
  const rows = Math.max(1, values.length, before.rows);
  const columns = Math.max(layout.styles.length, before.columns);
  const now = cellLook(values.length, layout.styles);
  // The old layout's styles need only the header; its widths need every value.
  const oldLayout =
    before.styles === null ? null : tabLayout(old ?? [], before.styles, before.sameWidth);
  const was = oldLayout === null ? null : cellLook(before.rows, oldLayout.styles);
  /** Writes over the same block share its range: asking for it again would be a call more. */
  const ranges = new Map<string, CellRange>();
  const rangeOf = (block: Block): CellRange => {
    const key = `${block.top},${block.left},${block.bottom},${block.right}`;
    let range = ranges.get(key);
    if (range === undefined) {
      const { row, column, numRows, numColumns } = areaOf(block);
      range = sheet.getRange(row, column, numRows, numColumns);
      ranges.set(key, range);
    }
    return range;
  };
  /**
   * One look attribute of every cell, what it is to be and what it was (unknown: undefined), set
   * where it changes: as a grid over the block of changed cells (a range, then a call whose cost
   * grows with its cells), or a value at a time over the blocks holding it (a RangeList, then a
   * call a value), whichever the model says is cheaper. `along` says whether the attribute
   * follows the columns (a format, an alignment) or the rows (the bold header, the bands).
   */
  /**
   * Looks set after the values, by the blocks they cover: attributes over the same blocks (the
   * bold header and its grey) share one RangeList, a call less in Sheets.
   */
  const later = new Map<string, { areas: CellArea[]; look: CellLook }>();
  const setLater = (areas: CellArea[], look: CellLook) => {
    const key = JSON.stringify(areas);
    const same = later.get(key);
    if (same === undefined) later.set(key, { areas, look: { ...look } });
    else Object.assign(same.look, look);
  };
  // The same rows laid out with the same column styles: no cell's look changes (cellLook).
  const sameLook =
    oldLayout !== null &&
    before.rows === values.length &&
    sameColumnStyles(oldLayout.styles, layout.styles);
  const writeLook = <T>(
    at: (r: number, c: number) => T,
    previous: ((r: number, c: number) => T) | undefined,
    along: 'columns' | 'rows',
    look: (value: T) => CellLook,
    setGrid: (range: CellRange, grid: T[][]) => void,
    setLook: (areas: CellArea[], look: CellLook) => void = setLater,
  ): void => {
    if (sameLook) return;
    const differs =
      previous === undefined ? () => true : (r: number, c: number) => at(r, c) !== previous(r, c);
    const block = changedBlock(rows, columns, differs);
    if (block === null) return;
    const byValue = blocksByValue(rows, columns, differs, at, along);
    if (2 * CELLS_PER_CALL * byValue.size < 2 * CELLS_PER_CALL + area(block)) {
      for (const [value, blocks] of byValue) setLook(blocks.map(areaOf), look(value));
    } else {
      setGrid(rangeOf(block), blockOf(block, at));
    }
  };
  // Formats before values, so that "1-0" or a name like "1999" is stored as the text it is.
  writeLook(
    now.format,
    was?.format,
    'columns',
    (numberFormat) => ({ numberFormat }),
    (range, grid) => range.setNumberFormats(grid),
    (areas, look) => sheet.setLook(areas, look),
  );
  const cell = (grid: CellValue[][]) => (r: number, c: number) => grid[r]?.[c] ?? '';
  const next = cell(values);
  const previous = old === null ? null : cell(old);
  const differs =
    previous !== null
      ? (r: number, c: number) => next(r, c) !== previous(r, c)
      : (before.written?.differs ?? null);
  // A block more is two calls (its range, its values).
  let changed =
    differs !== null
      ? changedBlocks(rows, columns, differs, 2 * CELLS_PER_CALL)
      : [{ top: 0, left: 0, bottom: rows - 1, right: columns - 1 }];
  const written: Block[] = [];
  if (copy !== null) {
    // The cells another tab holds already (copiedBlock checked them) are copied from it, where
    // that costs less: the copy is three calls (its two ranges, the copy) and carries no cell.
    const { block } = copy;
    const outside = (r: number, c: number) =>
      r < block.top || r > block.bottom || c < block.left || c > block.right;
    const known = differs === null ? null : marked(rows, columns, differs);
    const left = (r: number, c: number) => outside(r, c) && (known === null || known(r, c));
    const cost = (blocks: readonly Block[]) =>
      blocks.reduce((sum, one) => sum + area(one) + 2 * CELLS_PER_CALL, 0);
    // The cells left cut by columns, or by the rows above, beside and below the copied block
    // (a header over the copied columns that changes would otherwise join them to the rest).
    const rest = [blocksAcross(rows, columns, left), blocksBeside(rows, columns, block, left)]
      .sort((a, b) => cost(a) - cost(b))
      .at(0)!;
    if (cost(rest) + COPY_CALLS * CELLS_PER_CALL < cost(changed)) {
      const { source, top, left } = copy;
      sheet.copyValuesFrom(
        source.sheet,
        areaOf({
          top,
          left,
          bottom: top + block.bottom - block.top,
          right: left + block.right - block.left,
        }),
        block.top + 1,
        block.left + 1,
      );
      written.push(block);
      changed = rest;
    }
  }
  for (const block of changed) rangeOf(block).setValues(blockOf(block, next));
  written.push(...changed);
  writeLook(
    now.align,
    was?.align,
    'columns',
    (horizontalAlignment) => ({ horizontalAlignment }),
    (range, grid) => range.setHorizontalAlignments(grid),
  );
  writeLook(
    now.weight,
    was?.weight,
    'rows',
    (fontWeight) => ({ fontWeight }),
    (range, grid) => range.setFontWeights(grid),
  );
  writeLook(
    now.background,
    was?.background,
    'rows',
    (background) => ({ background }),
    (range, grid) => range.setBackgrounds(grid),
  );
  for (const { areas, look } of later.values()) sheet.setLook(areas, look);
  // A tab laid out before has its frozen header; widths and print layout change only with the
  // text, known only where the old values were read.
  const laidOut = oldLayout !== null && before.rows > 0 ? oldLayout : null;
  if (laidOut === null) sheet.setFrozenRows(1);
  const known =
    laidOut !== null && old !== null
      ? laidOut
      : laidOut !== null && before.written !== undefined
        ? before.written
        : null;
  // Only the columns whose width changes: each run of widths set is a call in Sheets.
  if (known === null) sheet.setColumnWidths(layout.widths);
  else if (!sameWidths(known.widths, layout.widths))
    sheet.setColumnWidths(
      layout.widths.map((width, c) => (known.widths[c] === width ? null : width)),
    );
  if (known === null || known.landscape !== layout.landscape)
    sheet.setPrintLayout({ landscape: layout.landscape });
  return { widths: layout.widths, landscape: layout.landscape, written };
}

/**
 * A new tab the organiser types into (Settings, Players, a round typed by
 * hand), in its place in the tab order. It looks like the add-on's other
 * tabs (a bold frozen header on grey, banded rows, widths that fit the
 * values and `columns`) but has no number formats or alignments, which
 * would change how typed values are read.
 */
export function newTab(
  workbook: Workbook,
  tabs: string[],
  name: string,
  values: CellValue[][],
  columns: readonly TypedColumn[] = [],
): Sheet {
  const sheet = insertTab(workbook, tabs, name);
  const count = width(values);
  const range = sheet.getRange(1, 1, values.length, count);
  range.setValues(padded(values, values.length, count));
  layOutTypedTab(sheet, values, columns);
  return sheet;
}

/** The look of a tab the organiser types into (see newTab), over the values it holds. */
function layOutTypedTab(
  sheet: Sheet,
  values: CellValue[][],
  columns: readonly TypedColumn[],
): void {
  const count = width(values);
  const whole = <T>(at: (r: number) => T) =>
    blocksByValue(values.length, count, () => true, at, 'rows');
  const weight = (r: number): 'bold' | 'normal' => (r === 0 ? 'bold' : 'normal');
  for (const [fontWeight, blocks] of whole(weight))
    sheet.setLook(blocks.map(areaOf), { fontWeight });
  for (const [background, blocks] of whole(bandBackground))
    sheet.setLook(blocks.map(areaOf), { background });
  sheet.setFrozenRows(1);
  const widths = typedTabWidths(values, columns);
  sheet.setColumnWidths(widths);
  sheet.setPrintLayout({ landscape: widths.reduce((a, b) => a + b, 0) > PORTRAIT_WIDTH_PX });
}

/**
 * Rows of a new Players tab offered the dropdowns (Title, Sex, Status):
 * those of the players written, and as many below as a large open
 * tournament enters, as the 1,000 rows of a new Sheets tab.
 */
const PLAYER_ROWS_WITH_CHOICES = 1000;

/** A new Players tab: `values` (header first), dropdowns where a value comes from a list. */
export function newPlayersTab(workbook: Workbook, tabs: string[], values: CellValue[][]): Sheet {
  const header = values[0] ?? [];
  const choices = playerChoices(header);
  const room = playerColumnRoom(header);
  const columns = header.map((_, c) => ({
    choices: choices.find(({ column }) => column === c)?.choices,
    room: room[c],
  }));
  const sheet = newTab(workbook, tabs, PLAYERS_TAB, values, columns);
  const rows = Math.max(values.length, PLAYER_ROWS_WITH_CHOICES) - 1;
  for (const { column, choices: list, others } of choices) {
    // In English, as the use cases write; the recognised workbook puts it into the language.
    const help = ENGLISH_WORDS.text(others === 'refused' ? 'help.oneOf' : 'help.fideTitle', {
      choices: list.join(', '),
    });
    sheet.getRange(2, column + 1, rows, 1).requireChoice(list, help, others);
  }
  return sheet;
}

const RESULT_HELP = ENGLISH_WORDS.text('help.result', { choices: RESULT_CELL_CHOICES.join(', ') });
const SECOND_GAME_HELP = ENGLISH_WORDS.text('help.secondGame', {
  choices: RESULT_CELL_CHOICES.join(', '),
});

/**
 * Writes a Round tab: results stored as text and picked from a dropdown, the
 * pairing columns protected with a warning so that only Undo changes them.
 * A two-game match round has a result column for each game.
 */
export function writeRoundTab(
  workbook: Workbook,
  tabs: string[],
  round: number,
  values: CellValue[][],
  layout: RoundLayout = layoutOfTab(values),
): Sheet {
  // The names beside the numbers, so that a later read can leave them unread (readWorkbook),
  // recorded with the tab in one call (a click stopped before the values are written leaves a
  // record whose names the tab does not show: the next read finds them differ and reads them).
  const names = layout.resultColumns.length === 1 ? roundNamesRecord(values, layout) : undefined;
  const sheet = insertTab(workbook, tabs, roundTabName(round), names);
  writeLaidOutTab(sheet, values, roundStyles(values));
  const games = values.slice(1).filter((row) => typeof row[0] === 'number').length;
  const description = languageOf(workbook).text('round.protection', { round });
  if (games > 0) {
    const first = layout.resultColumns[0]!;
    const results = sheet.getRange(2, first + 1, games, layout.resultColumns.length);
    if (layout.resultColumns.length === 1) results.requireChoice(RESULT_CELL_CHOICES, RESULT_HELP);
    else
      layout.resultColumns.forEach((column, k) =>
        sheet
          .getRange(2, column + 1, games, 1)
          .requireChoice(RESULT_CELL_CHOICES, k === 0 ? RESULT_HELP : SECOND_GAME_HELP),
      );
    sheet.protectWithWarningExcept(description, results);
  }
  return sheet;
}

/**
 * Writes the Settings tab, a new one or over the old values; either way its
 * layout and dropdowns follow the rows it now has (a system of two-game
 * matches adds a row, a language another).
 */
export function writeSettingsTab(
  workbook: Workbook,
  read: Pick<WorkbookRead, 'sheets' | 'tabs'>,
  values: CellValue[][],
  old: CellValue[][] | null,
): void {
  const dropdowns = settingsChoices(values);
  const columns = [{}, { choices: dropdowns.flatMap(({ choices }) => choices) }];
  const existing = read.sheets.get(SETTINGS_TAB);
  let sheet: Sheet;
  if (existing === undefined) sheet = newTab(workbook, read.tabs, SETTINGS_TAB, values, columns);
  else {
    sheet = existing;
    overwriteTab(sheet, values, old ?? []);
    layOutTypedTab(sheet, values, columns);
    const rows = Math.max(values.length, old?.length ?? 0);
    if (rows > 1) sheet.getRange(2, 2, rows - 1, 1).clearChoices();
  }
  offerSettingsChoices(sheet, dropdowns);
}

/** The dropdowns of the Settings rows that take a value from a list (settingsChoices). */
export function offerSettingsChoices(
  sheet: Sheet,
  dropdowns: ReturnType<typeof settingsChoices>,
): void {
  for (const { row, choices } of dropdowns)
    sheet
      .getRange(row, 2, 1, 1)
      .requireChoice(choices, ENGLISH_WORDS.text('help.oneOf', { choices: choices.join(', ') }));
}

/** What writing a derived tab needs of the workbook as read: its sheets, tab order and merged blocks. */
export type DerivedTabsRead = Pick<WorkbookRead, 'sheets' | 'tabs'> & {
  values?: Pick<WorkbookValues, 'merged'>;
};

/**
 * Writes a tab the add-on derives from the others (Standings, Crosstable, By
 * name): rewritten whole, with its layout, whether it existed or not. `old`
 * is the tab as read: its values, or its outline only (readWorkbook), or
 * null when there was no such tab. Decision (issue 35): in a large
 * tournament the tab is read by its outline and every value written, which
 * costs Sheets no more cells than reading the values to write only those
 * that change, and far fewer when most change (the results of a round
 * entered since); either way every value is the add-on's again.
 */
export function writeDerivedTab(...args: Parameters<typeof startDerivedTab>): void {
  startDerivedTab(...args).finish();
}

/** How a derived tab is written (writeDerivedTab). */
export interface DerivedTabOptions {
  /** False: every value written, even where the record says it is there (Refresh standings). */
  trustRecord?: boolean;
  /**
   * Columns this tab shares with a tab written before it in the click: `source` (as
   * startDerivedTab left it, not yet sorted), its columns from `sourceColumn` (0-based) on and
   * this tab's from `column` on, copied where copiedBlock finds them the same.
   */
  copyFrom?: { source: WrittenValues<Sheet>; sourceColumn: number; column: number };
}

/**
 * writeDerivedTab's values and looks, with the rows where the tab holds them; `finish` then
 * sorts the rows into place and keeps the record. Between the two the tab holds `written`,
 * which another tab may copy (DerivedTabOptions.copyFrom).
 */
export function startDerivedTab(
  workbook: Workbook,
  read: DerivedTabsRead,
  name: string,
  values: CellValue[][],
  old: CellValue[][] | TabOutline | null,
  styles: readonly ColumnStyle[],
  sameWidth: readonly [number, number] | null = null,
  { trustRecord = true, copyFrom }: DerivedTabOptions = {},
): { written: WrittenValues<Sheet>; finish: () => void } {
  const sheet = read.sheets.get(name) ?? insertTab(workbook, read.tabs, name);
  // Decision: the tab is the add-on's output, rewritten whole from the other tabs; a block the
  // organiser merged in it (a title over the columns) would hide or, in .xlsx, overwrite values,
  // so it is unmerged and every cell gets its own value again. Nothing typed is lost: the
  // rewrite recomputes every value of the tab.
  const merged = read.values?.merged?.get(name) ?? [];
  if (merged.length > 0) sheet.unmerge(merged);
  let before = derivedTabBefore(name, old, merged.length > 0);
  const copy = (laidOut: readonly (readonly CellValue[])[]) =>
    copyFrom === undefined
      ? null
      : copiedBlock(copyFrom.source, laidOut, copyFrom.sourceColumn, copyFrom.column);
  if (values.length - 1 <= DERIVED_TABS_READ_UP_TO) {
    const { written } = writeLaidOutTab(sheet, values, styles, before, sameWidth, copy(values));
    return { written: { sheet, values, blocks: written }, finish: () => undefined };
  }
  // A large tab is read by its outline: written where it differs from what the add-on last
  // wrote, when the record of that still fits the tab (keptRecord); the record follows.
  const columns = width(values);
  let kept =
    trustRecord && old !== null && !Array.isArray(old) && merged.length === 0
      ? keptRecord(sheet, old)
      : null;
  // Columns the new header gains inside the old (the Crosstable's new round): the columns after
  // them are moved right in one call instead of being written again a place to the right.
  const inserted =
    kept === null || Array.isArray(old) || old === null
      ? null
      : insertedColumns(old.header, values[0] ?? []);
  if (kept !== null && inserted !== null) {
    const { at, count } = inserted;
    sheet.insertColumns(at + 1, count);
    // The look of the column before them: a round's like the round before (a look it should not
    // have is then written, as for any cell).
    sheet.copyColumnLook(at, at + 1, count, before.rows);
    kept = withColumnsInserted(kept, at, count);
    before = withColumnsCopied(before, at, count);
  }
  // A tab ordered by rank keeps each player's row where it is and is sorted afterwards.
  const sortings = SORTED_TABS.get(name)?.(values[0] ?? []);
  const { sorting, arranged, fixedBefore } = arrangement(values, kept, sortings);
  const written = arranged ?? values;
  const digests = writtenDigests(written, columns);
  const changed = kept === null ? null : changedCells(kept, digests);
  // The header row was read (the outline): known cell by cell, not by the digests, which flag
  // every changed column's header once a round's column is inserted.
  const header =
    kept === null || old === null || Array.isArray(old)
      ? null
      : inserted === null
        ? old.header
        : [
            ...old.header.slice(0, inserted.at),
            ...Array.from({ length: inserted.count }, () => ''),
            ...old.header.slice(inserted.at),
          ];
  const differs =
    changed === null || header === null
      ? changed
      : (r: number, c: number) =>
          r === 0 ? (written[0]?.[c] ?? '') !== (header[c] ?? '') : changed(r, c);
  const layout = writeLaidOutTab(
    sheet,
    written,
    styles,
    {
      ...before,
      written:
        kept === null || differs === null
          ? undefined
          : {
              // The column the sort leaves in place is known cell by cell from the record.
              differs:
                fixedBefore === null
                  ? differs
                  : (r, c) =>
                      r > 0 && c === 0 ? written[r]?.[0] !== fixedBefore[r] : differs(r, c),
              widths: kept.widths,
              landscape: kept.landscape,
            },
    },
    sameWidth,
    copy(written),
  );
  const identity = sorting?.identity ?? 0;
  const moved =
    arranged !== null && arranged.some((row, r) => row[identity] !== values[r]![identity]);
  const finish = () => {
    if (moved) sortIntoPlace(sheet, arranged, values, columns, sorting!);
    const order =
      sortings !== undefined && sortsBack(values, sortings.byRank)
        ? encodeOrder(values, sortings.byRank)
        : undefined;
    const fixed = sortings?.byValues === undefined ? null : encodeFixed(values);
    sheet.recordWritten(
      JSON.stringify({
        ...(moved ? writtenDigests(values, columns) : digests),
        widths: layout.widths,
        landscape: layout.landscape,
        ...(order !== undefined && order.length <= ORDER_ROOM ? { order } : {}),
        ...(fixed !== null && fixed.length <= FIXED_ROOM ? { fixed } : {}),
      }),
    );
  };
  return { written: { sheet, values: written, blocks: layout.written }, finish };
}

/** How a tab ordered by rank may be sorted: by its values with its first column in place, or by rank. */
interface TabSortings {
  /** Undefined where the tab has no such columns. */
  byValues?: RowSorting;
  byRank: RowSorting;
}

/**
 * `values` with each player's row where the tab holds it now (the record's order), and the
 * sort that puts the rows in the order of `values`. First choice: the sort by the points and
 * tie-breaks as written, best first, then No., moving every column but the first (the rank,
 * the row number), which stays and is written only where it changes: used only when that sort
 * gives exactly the order of `values` (each row's keys numbers and strictly after the row's
 * before it: sortsBack), and the record keeps the first column as it stands (`fixed`). Else the
 * sort by rank (the rank written at each row's old place, then sorted by it); else none (null:
 * the tab is written in its new order).
 */
function arrangement(
  values: CellValue[][],
  kept: WrittenRecord | null,
  sortings: TabSortings | undefined,
): { sorting: RowSorting | null; arranged: CellValue[][] | null; fixedBefore: number[] | null } {
  const none = { sorting: null, arranged: null, fixedBefore: null };
  if (sortings === undefined || kept?.order === undefined) return none;
  const order = decodeOrder(kept.order);
  const { byValues, byRank } = sortings;
  if (byValues !== undefined && kept.fixed !== undefined) {
    const arranged = arrangedAs(values, order, byValues);
    if (arranged !== null) {
      // The first column does not move: each row's own, at its final place.
      arranged.forEach((row, r) => (row[0] = values[r]![0]!));
      return { sorting: byValues, arranged, fixedBefore: decodeFixed(kept.fixed, values.length) };
    }
  }
  const arranged = arrangedAs(values, order, byRank);
  return arranged === null ? none : { sorting: byRank, arranged, fixedBefore: null };
}

/**
 * The derived tabs ordered by rank, whose rows are kept in place and sorted (row-arrangement.ts),
 * from their header. Each row's player is its No. (the second column). By values: the points
 * and each tie-break after them, best (highest) first, then No. ascending, the first column (the
 * Standings' rank, the Crosstable's row number) left in place. By rank: the Standings by rank,
 * then No. (players sharing a rank are listed by pairing number); the Crosstable by its row
 * number. By name is in alphabetical order, which results do not change.
 */
const SORTED_TABS = new Map<string, (header: readonly CellValue[]) => TabSortings>([
  [
    STANDINGS_TAB,
    (header) => ({
      byValues: byValuesFrom(STANDINGS_HEADER.length - 1, header.length),
      byRank: { identity: 1, keys: [0, 1] },
    }),
  ],
  [
    CROSSTABLE_TAB,
    (header) => {
      const points = header.findIndex(
        (cell, c) => c >= CROSSTABLE_PLAYER_HEADER.length && cell === CROSSTABLE_POINTS,
      );
      return {
        ...(points < 0 ? {} : { byValues: byValuesFrom(points, header.length) }),
        byRank: { identity: 1, keys: [0] },
      };
    },
  ],
]);

/** Points in column `points` (0-based) and the tie-breaks after it, best first, then No. */
function byValuesFrom(points: number, columns: number): RowSorting {
  const values = Array.from({ length: columns - points }, (_, k) => ({
    column: points + k,
    ascending: false,
  }));
  return { identity: 1, keys: [...values, { column: 1, ascending: true }], fixed: 0 };
}

/**
 * Puts the rows of `arranged` (each player's row in its old place) into the order of `values`,
 * with one sort of the rows under the header (but the first column, where the sort leaves it in
 * place). Each row moves whole, its look with it: a row that moves by an odd number of rows has
 * its band laid again (a value at a time, two calls); one that moves by an even number keeps its
 * band, and any colour given to its cells by hand.
 */
function sortIntoPlace(
  sheet: Sheet,
  arranged: readonly (readonly CellValue[])[],
  values: readonly (readonly CellValue[])[],
  columns: number,
  sorting: RowSorting,
): void {
  const rows = values.length;
  const first = sorting.fixed === undefined ? 0 : 1;
  const was = new Map(arranged.map((row, r) => [row[sorting.identity], r]));
  sheet.sortRows(
    { row: 2, column: first + 1, numRows: rows - 1, numColumns: columns - first },
    sorting.keys.map((key) =>
      typeof key === 'number' ? key + 1 : { column: key.column + 1, ascending: key.ascending },
    ),
  );
  const flipped = (r: number, c: number) =>
    r > 0 && c >= first && (r - was.get(values[r]![sorting.identity])!) % 2 !== 0;
  const bands = blocksByValue(rows, columns, flipped, bandBackground, 'rows');
  for (const [background, blocks] of bands) sheet.setLook(blocks.map(areaOf), { background });
}

/**
 * The record of what the add-on last wrote in a derived tab read by its
 * outline (written-record.ts), null when there is none to trust. Decision
 * (issue 35): the record is trusted while the tab has the extent and header
 * it records (a tab whose rows, columns or header were changed by hand is
 * written whole, as is one with merged blocks); a value typed over a cell
 * inside it stays until the add-on's value for that row and column changes,
 * or until "Refresh standings", which writes every value again.
 */
function keptRecord(sheet: Sheet, outline: TabOutline): WrittenRecord | null {
  const kept = parseWrittenRecord(sheet.getWrittenRecord());
  if (
    kept === null ||
    kept.rows !== outline.rows ||
    kept.columns !== outline.columns ||
    kept.headerDigest !== rowDigest(outline.header, outline.columns)
  )
    return null;
  return kept;
}

/**
 * A tab's state before a rewrite once `count` columns were inserted before column `at` (0-based,
 * at least 1) with the look of the column before them.
 */
function withColumnsCopied(before: LaidOutBefore, at: number, count: number): LaidOutBefore {
  const styles = before.styles;
  return {
    ...before,
    columns: before.columns + count,
    styles:
      styles === null
        ? null
        : [...styles.slice(0, at), ...Array(count).fill(styles[at - 1]!), ...styles.slice(at)],
  };
}

/**
 * How a derived tab stands before its rewrite. Decision: a derived tab is
 * the add-on's output, so it is taken to look as the add-on laid out its
 * values (the layout is worked out from them, as when they were written):
 * only cells whose look that layout changes are formatted again, and a look
 * an organiser gave other cells by hand stays. A tab that had merged blocks
 * gets every cell's look written again.
 */
function derivedTabBefore(
  name: string,
  old: CellValue[][] | TabOutline | null,
  unmerged: boolean,
): LaidOutBefore {
  if (old === null) return NEW_TAB;
  const shape = Array.isArray(old)
    ? { values: old, rows: old.length, columns: width(old), header: old[0] ?? [] }
    : { values: null, rows: old.rows, columns: old.columns, header: old.header };
  const { values, rows, columns } = shape;
  const layout = unmerged ? undefined : DERIVED_TAB_LAYOUTS.get(name);
  if (layout === undefined) return { values, rows, columns, styles: null, sameWidth: null };
  // A derived tab's layout is worked out from its header alone.
  const [styles, sameWidth] = layout([shape.header]);
  return { values, rows, columns, styles, sameWidth };
}

/** The styles and shared-width columns of each derived tab, worked out from its header row. */
const DERIVED_TAB_LAYOUTS = new Map<
  string,
  (values: CellValue[][]) => readonly [readonly ColumnStyle[], readonly [number, number] | null]
>([
  [STANDINGS_TAB, (values) => [standingsStyles(values[0]?.length ?? 0), null]],
  [CROSSTABLE_TAB, crosstableLayout],
  [BY_NAME_TAB, () => [BY_NAME_STYLES, null]],
]);

export function writeStandingsTab(...args: Parameters<typeof startStandingsTab>): void {
  startStandingsTab(...args).finish();
}

/** writeStandingsTab up to its sort (startDerivedTab). */
export function startStandingsTab(
  workbook: Workbook,
  read: DerivedTabsRead,
  values: CellValue[][],
  old: CellValue[][] | TabOutline | null,
  options: { trustRecord?: boolean } = {},
): ReturnType<typeof startDerivedTab> {
  return startDerivedTab(
    workbook,
    read,
    STANDINGS_TAB,
    values,
    old,
    standingsStyles(values[0]?.length ?? 0),
    null,
    options,
  );
}
