/**
 * Reading and writing the add-on's tabs through the Workbook port, each tab
 * in as few calls as Sheets allows: one read of all its values, one write.
 */
import type { CellValue, Sheet, Workbook } from '../ports.js';
import { RESULT_CHOICES } from '../workbook/result-texts.js';
import { layoutOfTab, type RoundLayout } from '../workbook/round-tab.js';
import { SETTINGS_CHOICES } from '../workbook/settings-tab.js';
import {
  PLAYERS_TAB,
  roundOfTab,
  roundTabName,
  SETTINGS_TAB,
  STANDINGS_TAB,
  UNDO_TAB,
} from '../workbook/tab-names.js';
import type { WorkbookValues } from '../workbook/tournament-from-workbook.js';

/** Every tab the add-on knows, read once. */
export interface WorkbookRead {
  values: WorkbookValues;
  standings: CellValue[][] | null;
  undo: CellValue[][] | null;
  /** The sheets by name, for writing. */
  sheets: Map<string, Sheet>;
}

/** [['']] is how Sheets answers for an empty sheet. */
function isEmpty(values: CellValue[][]): boolean {
  return values.length === 1 && values[0].length === 1 && values[0][0] === '';
}

export function readWorkbook(workbook: Workbook): WorkbookRead {
  const sheets = new Map<string, Sheet>();
  for (const sheet of workbook.getSheets()) sheets.set(sheet.getName(), sheet);
  const read = (name: string): CellValue[][] | null => {
    const sheet = sheets.get(name);
    if (sheet === undefined) return null;
    const values = sheet.getDataValues();
    return isEmpty(values) ? [] : values;
  };
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
    },
    standings: read(STANDINGS_TAB),
    undo: read(UNDO_TAB),
    sheets,
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

/** A new tab with a bold, frozen header row and `values` written in one write. */
export function newTab(workbook: Workbook, name: string, values: CellValue[][]): Sheet {
  const sheet = workbook.insertSheet(name);
  const columns = width(values);
  sheet.getRange(1, 1, values.length, columns).setValues(padded(values, values.length, columns));
  sheet.getRange(1, 1, 1, columns).setFontWeight('bold');
  sheet.setFrozenRows(1);
  return sheet;
}

const RESULT_HELP = `Pick the result: ${RESULT_CHOICES.join(', ')}.`;
const SECOND_GAME_HELP = `Game 2 reverses the colours; the result reads left to right (1-0: the player on the left won). ${RESULT_HELP}`;

/**
 * Writes a Round tab: results stored as text and picked from a dropdown, the
 * pairing columns protected with a warning so that only Undo changes them.
 * A two-game match round has a result column for each game.
 */
export function writeRoundTab(
  workbook: Workbook,
  round: number,
  values: CellValue[][],
  layout: RoundLayout = layoutOfTab(values),
): Sheet {
  const sheet = workbook.insertSheet(roundTabName(round));
  const games = values.slice(1).filter((row) => typeof row[0] === 'number').length;
  const first = layout.resultColumns[0]!;
  const count = layout.resultColumns.length;
  const results = games > 0 ? sheet.getRange(2, first + 1, games, count) : null;
  // Plain text first, so that "1-0" typed later is not read as a date or a number.
  results?.setNumberFormat('@');
  sheet.getRange(1, 1, values.length, layout.columns).setValues(values);
  sheet.getRange(1, 1, 1, layout.columns).setFontWeight('bold');
  sheet.setFrozenRows(1);
  const description = `Pairing of round ${round}: enter results only; to change the pairing use "Undo last round".`;
  if (results !== null) {
    if (count === 1) results.requireChoice(RESULT_CHOICES, RESULT_HELP);
    else
      layout.resultColumns.forEach((column, k) =>
        sheet
          .getRange(2, column + 1, games, 1)
          .requireChoice(RESULT_CHOICES, k === 0 ? RESULT_HELP : SECOND_GAME_HELP),
      );
    sheet.protectWithWarningExcept(description, results);
  }
  return sheet;
}

export function writeSettingsTab(
  workbook: Workbook,
  sheets: ReadonlyMap<string, Sheet>,
  values: CellValue[][],
  old: CellValue[][] | null,
): void {
  const existing = sheets.get(SETTINGS_TAB);
  if (existing !== undefined) {
    overwriteTab(existing, values, old ?? []);
    return;
  }
  const sheet = newTab(workbook, SETTINGS_TAB, values);
  for (const { row, choices } of SETTINGS_CHOICES.filter(({ row }) => row <= values.length)) {
    sheet.getRange(row, 2, 1, 1).requireChoice(choices, `One of: ${choices.join(', ')}`);
  }
}

/**
 * Writes the Standings. A longer tie-break list than before adds header
 * cells, which are made bold like the rest of the header; otherwise the
 * write is a single one.
 */
export function writeStandingsTab(
  workbook: Workbook,
  sheets: ReadonlyMap<string, Sheet>,
  values: CellValue[][],
  old: CellValue[][] | null,
): void {
  const existing = sheets.get(STANDINGS_TAB);
  if (existing === undefined) {
    newTab(workbook, STANDINGS_TAB, values);
    return;
  }
  overwriteTab(existing, values, old ?? []);
  const header = values[0]?.length ?? 0;
  const oldHeader = old?.[0]?.length ?? 0;
  if (header > oldHeader) {
    existing.getRange(1, oldHeader + 1, 1, header - oldHeader).setFontWeight('bold');
  }
}
