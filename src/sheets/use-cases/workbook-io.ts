/**
 * Reading and writing the add-on's tabs through the Workbook port, each tab
 * in as few calls as Sheets allows: one read of all its values, one write.
 */
import type {
  CellArea,
  CellRange,
  CellValue,
  HorizontalAlignment,
  Sheet,
  Workbook,
} from '../ports.js';
import { ENGLISH, translatorFor } from '../../messages/index.js';
import { blockOf, changedBlock, sharedBlocks, type Block } from '../workbook/changed-block.js';
import { RESULT_CELL_CHOICES } from '../workbook/result-texts.js';
import {
  layoutOfTab,
  ROUND_COLUMNS,
  roundStyles,
  type RoundLayout,
} from '../workbook/round-tab.js';
import { BY_NAME_STYLES } from '../workbook/by-name.js';
import { crosstableLayout } from '../workbook/crosstable.js';
import { playerChoices, playerColumnRoom } from '../workbook/players-tab.js';
import { settingsChoices } from '../workbook/settings-tab.js';
import { standingsStyles } from '../workbook/standings-tab.js';
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

/** The use cases' words are English: the recognised workbook writes them in the tournament's language. */
const ENGLISH_WORDS = translatorFor(ENGLISH);

/** Every tab the add-on knows, read once. */
export interface WorkbookRead {
  values: WorkbookValues;
  standings: CellValue[][] | null;
  crosstable: CellValue[][] | null;
  byName: CellValue[][] | null;
  undo: CellValue[][] | null;
  /** The sheets by name, for writing. */
  sheets: Map<string, Sheet>;
  /** The tab names in the workbook's order; insertTab keeps it up to date. */
  tabs: string[];
}

/** [['']] is how Sheets answers for an empty sheet: no rows. */
function orEmpty(values: CellValue[][]): CellValue[][] {
  return values.length === 1 && values[0].length === 1 && values[0][0] === '' ? [] : values;
}

export function readWorkbook(workbook: Workbook): WorkbookRead {
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
  // A Round tab under another name must be seen, or its round would be paired again.
  const otherTabs = new Map<string, CellValue[]>();
  for (const [name, sheet] of sheets) {
    if (isAddonTab(name)) continue;
    // Within the sheet's content: a narrow sheet has fewer columns than a Round tab's header.
    const columns = Math.min(ROUND_COLUMNS, sheet.getLastColumn());
    otherTabs.set(name, columns === 0 ? [] : sheet.getRange(1, 1, 1, columns).getValues()[0]);
  }
  const rounds = new Map<number, CellValue[][]>();
  for (const name of sheets.keys()) {
    const round = roundOfTab(name);
    if (round !== null) rounds.set(round, read(name)!);
  }
  return {
    values: {
      spreadsheetName: workbook.getName(),
      players: read(PLAYERS_TAB),
      settings: read(SETTINGS_TAB),
      rounds,
      merged,
      otherTabs,
      importedFile: read(IMPORTED_FILE_TAB, false),
    },
    // With their merged blocks: the add-on's rewrite unmerges them (writeDerivedTab).
    standings: read(STANDINGS_TAB),
    crosstable: read(CROSSTABLE_TAB),
    byName: read(BY_NAME_TAB),
    undo: read(UNDO_TAB, false),
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
 * records it in `tabs`, the workbook's tab names in order.
 */
export function insertTab(workbook: Workbook, tabs: string[], name: string): Sheet {
  const index = tabInsertIndex(name, tabs);
  const sheet = workbook.insertSheet(name, index);
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
 * How a laid-out tab stands before a write: its values and the column
 * styles of the layout it was written with; `styles` null when its look is
 * not known (every cell's look is then written).
 */
export interface LaidOutBefore {
  values: CellValue[][];
  styles: readonly ColumnStyle[] | null;
  sameWidth: readonly [number, number] | null;
}

/**
 * About as many cells as one call costs in Sheets (7 ms a call, 0.1 ms a
 * cell: Google's Apps Script best-practices example, see docs/engine.md):
 * writes share a range when that saves more than the cells it adds.
 */
const CELLS_PER_CALL = 70;

/** A tab just inserted: no values, every cell as Sheets makes it. */
const NEW_TAB: LaidOutBefore = { values: [], styles: [], sameWidth: null };

/** The look of every cell of a tab laid out from `values` with `styles` (tabLayout's). */
function cellLook(values: readonly unknown[][], styles: readonly ColumnStyle[]) {
  const inside = (r: number, c: number) => r < values.length && c < styles.length;
  return {
    format: (r: number, c: number) => (inside(r, c) ? styles[c].format : 'General'),
    align: (r: number, c: number): HorizontalAlignment | null =>
      inside(r, c) ? styles[c].align : null,
    weight: (r: number, c: number): 'bold' | 'normal' =>
      inside(r, c) && r === 0 ? 'bold' : 'normal',
    background: (r: number, c: number) => (inside(r, c) ? bandBackground(r) : PLAIN_BACKGROUND),
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
 * blanked. Each call covers only the block of cells it changes (none when
 * nothing does): Sheets charges a call by its cells, and a round changes
 * few cells' look (a Crosstable's new round column, a new player's row).
 */
export function writeLaidOutTab(
  sheet: Sheet,
  values: CellValue[][],
  styles: readonly ColumnStyle[],
  before: LaidOutBefore = NEW_TAB,
  sameWidth: readonly [number, number] | null = null,
): void {
  const layout = tabLayout(values, styles, sameWidth);
  const old = before.values;
  const rows = Math.max(1, values.length, old.length);
  const columns = Math.max(layout.styles.length, width(old));
  const now = cellLook(values, layout.styles);
  const oldLayout = before.styles === null ? null : tabLayout(old, before.styles, before.sameWidth);
  const was = oldLayout === null ? null : cellLook(old, oldLayout.styles);
  /** One attribute (or the values) of every cell: what it is to be, and what it was (unknown: undefined). */
  interface Write<T> {
    at: (r: number, c: number) => T;
    previous: ((r: number, c: number) => T) | undefined;
    set: (range: CellRange, grid: T[][]) => void;
  }
  const cell = (grid: CellValue[][]) => (r: number, c: number) => grid[r]?.[c] ?? '';
  // Formats before values, so that "1-0" or a name like "1999" is stored as the text it is.
  /** Checks each entry's types, then lets the five sit in one list. */
  const entry = <T>(write: Write<T>) => write as Write<unknown>;
  const writes = [
    entry({ at: now.format, previous: was?.format, set: (r, grid) => r.setNumberFormats(grid) }),
    entry({ at: cell(values), previous: cell(old), set: (r, grid) => r.setValues(grid) }),
    entry({
      at: now.align,
      previous: was?.align,
      set: (r, grid) => r.setHorizontalAlignments(grid),
    }),
    entry({ at: now.weight, previous: was?.weight, set: (r, grid) => r.setFontWeights(grid) }),
    entry({
      at: now.background,
      previous: was?.background,
      set: (r, grid) => r.setBackgrounds(grid),
    }),
  ];
  const whole: Block = { top: 0, left: 0, bottom: rows - 1, right: columns - 1 };
  const changed = writes.map(({ at, previous }) =>
    previous === undefined
      ? whole
      : changedBlock(rows, columns, (r, c) => at(r, c) !== previous(r, c)),
  );
  const needed = writes.filter((_, k) => changed[k] !== null);
  // Cells rewritten as they are, where a write shares a range with another, are harmless.
  const blocks = sharedBlocks(
    changed.filter((block) => block !== null),
    CELLS_PER_CALL,
  );
  const ranges = new Map<Block, CellRange>();
  needed.forEach(({ at, set }, k) => {
    const block = blocks[k];
    let range = ranges.get(block);
    if (range === undefined) {
      range = sheet.getRange(
        block.top + 1,
        block.left + 1,
        block.bottom - block.top + 1,
        block.right - block.left + 1,
      );
      ranges.set(block, range);
    }
    set(range, blockOf(block, at));
  });
  // A tab laid out before has its frozen header; widths and print layout change only with the text.
  const laidOut = oldLayout !== null && old.length > 0 ? oldLayout : null;
  if (laidOut === null) sheet.setFrozenRows(1);
  if (laidOut === null || !sameWidths(laidOut.widths, layout.widths))
    sheet.setColumnWidths(layout.widths);
  if (laidOut === null || laidOut.landscape !== layout.landscape)
    sheet.setPrintLayout({ landscape: layout.landscape });
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
  const range = sheet.getRange(1, 1, values.length, count);
  const grid = <T>(of: (r: number) => T): T[][] =>
    values.map((_, r) => Array.from({ length: count }, () => of(r)));
  range.setFontWeights(grid((r) => (r === 0 ? 'bold' : 'normal')));
  range.setBackgrounds(grid(bandBackground));
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
  const sheet = insertTab(workbook, tabs, roundTabName(round));
  writeLaidOutTab(sheet, values, roundStyles(values));
  const games = values.slice(1).filter((row) => typeof row[0] === 'number').length;
  const description = `Pairing of round ${round}: enter results only; to change the pairing use "Undo last round".`;
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
 * name): rewritten whole, with its layout, whether it existed or not.
 */
export function writeDerivedTab(
  workbook: Workbook,
  read: DerivedTabsRead,
  name: string,
  values: CellValue[][],
  old: CellValue[][] | null,
  styles: readonly ColumnStyle[],
  sameWidth: readonly [number, number] | null = null,
): void {
  const sheet = read.sheets.get(name) ?? insertTab(workbook, read.tabs, name);
  // Decision: the tab is the add-on's output, rewritten whole from the other tabs; a block the
  // organiser merged in it (a title over the columns) would hide or, in .xlsx, overwrite values,
  // so it is unmerged and every cell gets its own value again. Nothing typed is lost: the
  // rewrite recomputes every value of the tab.
  const merged = read.values?.merged?.get(name) ?? [];
  if (merged.length > 0) sheet.unmerge(merged);
  writeLaidOutTab(sheet, values, styles, derivedTabBefore(name, old, merged.length > 0), sameWidth);
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
  old: CellValue[][] | null,
  unmerged: boolean,
): LaidOutBefore {
  if (old === null) return NEW_TAB;
  const layout = unmerged ? undefined : DERIVED_TAB_LAYOUTS.get(name);
  if (layout === undefined) return { values: old, styles: null, sameWidth: null };
  const [styles, sameWidth] = layout(old);
  return { values: old, styles, sameWidth };
}

/** The styles and shared-width columns of each derived tab, worked out from its values. */
const DERIVED_TAB_LAYOUTS = new Map<
  string,
  (values: CellValue[][]) => readonly [readonly ColumnStyle[], readonly [number, number] | null]
>([
  [STANDINGS_TAB, (values) => [standingsStyles(values[0]?.length ?? 0), null]],
  [CROSSTABLE_TAB, crosstableLayout],
  [BY_NAME_TAB, () => [BY_NAME_STYLES, null]],
]);

export function writeStandingsTab(
  workbook: Workbook,
  read: DerivedTabsRead,
  values: CellValue[][],
  old: CellValue[][] | null,
): void {
  writeDerivedTab(
    workbook,
    read,
    STANDINGS_TAB,
    values,
    old,
    standingsStyles(values[0]?.length ?? 0),
  );
}
