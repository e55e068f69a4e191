/**
 * Reading and writing the add-on's tabs through the Workbook port, each tab
 * in as few calls as Sheets allows: one read of all its values, one write.
 */
import type { CellArea, CellValue, HorizontalAlignment, Sheet, Workbook } from '../ports.js';
import { RESULT_CELL_CHOICES } from '../workbook/result-texts.js';
import {
  layoutOfTab,
  ROUND_COLUMNS,
  roundStyles,
  type RoundLayout,
} from '../workbook/round-tab.js';
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
 * Writes a tab whose first row is a header: the values, each column's number
 * format and alignment, a bold frozen header, banded rows, widths that fit
 * the longest entry and the print layout, in a fixed number of calls
 * whatever its size. Whatever `old` covered beyond the new values is blanked.
 */
export function writeLaidOutTab(
  sheet: Sheet,
  values: CellValue[][],
  styles: readonly ColumnStyle[],
  old: CellValue[][] = [],
  sameWidth: readonly [number, number] | null = null,
): void {
  const layout = tabLayout(values, styles, sameWidth);
  const rows = Math.max(1, values.length, old.length);
  const columns = Math.max(layout.styles.length, width(old));
  const used = layout.styles.length;
  // Cells only the old values covered go back to how a new sheet has them.
  const grid = <T>(of: (style: ColumnStyle, r: number) => T, outside: T): T[][] =>
    Array.from({ length: rows }, (_, r) =>
      Array.from({ length: columns }, (_, c) =>
        r < values.length && c < used ? of(layout.styles[c], r) : outside,
      ),
    );
  const range = sheet.getRange(1, 1, rows, columns);
  // Formats before values, so that "1-0" or a name like "1999" is stored as the text it is.
  range.setNumberFormats(grid((style) => style.format, 'General'));
  range.setValues(padded(values, rows, columns));
  range.setHorizontalAlignments(grid<HorizontalAlignment | null>((style) => style.align, null));
  range.setFontWeights(grid((_, r) => (r === 0 ? 'bold' : 'normal'), 'normal'));
  range.setBackgrounds(grid((_, r) => bandBackground(r), PLAIN_BACKGROUND));
  sheet.setFrozenRows(1);
  sheet.setColumnWidths(layout.widths);
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
    const help =
      others === 'refused'
        ? `One of: ${list.join(', ')}`
        : `A FIDE title (${list.join(', ')}); a national title is kept as written`;
    sheet.getRange(2, column + 1, rows, 1).requireChoice(list, help, others);
  }
  return sheet;
}

const RESULT_HELP = `Pick the result: ${RESULT_CELL_CHOICES.join(', ')}.`;
const SECOND_GAME_HELP = `Game 2 reverses the colours; the result reads left to right (1-0: the player on the left won). ${RESULT_HELP}`;

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
    sheet.getRange(row, 2, 1, 1).requireChoice(choices, `One of: ${choices.join(', ')}`);
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
  writeLaidOutTab(sheet, values, styles, old ?? [], sameWidth);
}

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
