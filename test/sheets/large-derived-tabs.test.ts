/**
 * Past 70 players "Pair next round" and "Undo last round" read the Standings,
 * Crosstable and By name by their outline only (extent, header, merged
 * blocks) and write every value again (workbook-io.ts, DERIVED_TABS_READ_UP_TO):
 * the tabs end exactly as Refresh standings writes them, a value typed into
 * them by hand is the add-on's again, a look set by hand on other cells stays,
 * and Undo restores the other tabs exactly.
 */
import { describe, expect, it, vi } from 'vitest';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import ExcelJS from 'exceljs';
import { XlsxWorkbook } from '../../src/sheets/xlsx/xlsx-workbook.js';
import { importedOpen } from '../support/sheets/imported-open.js';
import { createFakeAppsScript, FakeRange } from '../support/apps-script/index.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';

const DERIVED = ['Standings', 'Crosstable', 'By name'];

/** Eighty players (importedOpen): white wins every game. */
const eightyPlayers = () => importedOpen('Eighty', 80, 2400);

describe('derived tabs of a large tournament, read by their outline', () => {
  it('are not read whole, and end as Refresh standings writes them, a hand-typed value overwritten', () => {
    const { fake, addon, tab, play } = eightyPlayers();
    addon.pairNextRound();
    play(1);
    // A value typed over the Standings' points and a colour given to one of its cells by hand.
    const player = tab('Standings').getRange(5, 2).getValue();
    tab('Standings').getRange(5, 7).setValue('typed by hand');
    tab('Standings').getRange(5, 2).setBackground('#ffff00');
    fake.spreadsheet.callLog.clear();
    const reads = vi.spyOn(FakeRange.prototype, 'getValues');
    addon.pairNextRound();
    const calls = fake.spreadsheet.callLog.calls;
    for (const name of DERIVED) {
      const methods = calls.filter((call) => call.sheet === name).map((call) => call.method);
      // The outline: the data range's extent (its A1 notation), then its header alone.
      expect(methods).toContain('getA1Notation');
      const read = (reads.mock.contexts as FakeRange[]).filter(
        (range) => range.getSheet().getName() === name,
      );
      expect(read.length).toBeGreaterThan(0);
      for (const range of read) expect(range.getA1Notation()).toMatch(/^A1:[A-Z]+1$/);
    }
    reads.mockRestore();
    const standings = tab('Standings').getDataRange().getValues();
    expect(standings.flat()).not.toContain('typed by hand');
    // Decision (issue 35): the rows are sorted into rank order, each moving whole: the colour
    // follows its player's row, and gives way to the band where the row moved by an odd number
    // of rows (banded rows alternate).
    const row = standings.findIndex((cells) => cells[1] === player) + 1;
    expect(row).toBeGreaterThan(1);
    expect(tab('Standings').getRange(row, 2).getBackground()).toBe(
      (row - 5) % 2 === 0 ? '#ffff00' : tab('Standings').getRange(row, 3).getBackground(),
    );
    const paired = workbookSnapshot(fake.spreadsheet);
    addon.refreshStandings();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(paired);
  }, 120_000);

  it('a block merged by hand in the Standings is unmerged and every value written, as Refresh does', () => {
    const { fake, addon, tab, play } = eightyPlayers();
    addon.pairNextRound();
    play(1);
    tab('Standings').getRange('A2:C3').merge();
    addon.pairNextRound();
    expect(tab('Standings').getDataRange().getMergedRanges()).toEqual([]);
    const paired = workbookSnapshot(fake.spreadsheet);
    addon.refreshStandings();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(paired);
  }, 120_000);

  it('Undo puts every other tab back as it was, and the derived tabs as Refresh standings writes them', () => {
    const { fake, addon, play } = eightyPlayers();
    addon.pairNextRound();
    play(1);
    const before = workbookSnapshot(fake.spreadsheet);
    addon.pairNextRound();
    addon.undoLastRound(true);
    const undone = workbookSnapshot(fake.spreadsheet);
    const others = (tabs: typeof undone) => tabs.filter((t) => !DERIVED.includes(t.name));
    expect(others(undone)).toEqual(others(before));
    addon.refreshStandings();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(undone);
    // Round 1's results count now: the Standings are not those written when it was paired.
    expect(undone.find((t) => t.name === 'Standings')).not.toEqual(
      before.find((t) => t.name === 'Standings'),
    );
  }, 120_000);
});

it("a tab's outline is the same in Sheets and in an .xlsx file: extent, header, merged blocks", () => {
  const values = [
    ['Rank', 'No.', 'Name', 'Points'],
    [1, 3, 'Player 03', 2],
    [2, 1, 'Player 01', 1.5],
  ];
  const fake = createFakeAppsScript({ spreadsheetName: 'Outline' });
  const sheets = appsScriptPorts(fake.services).workbook().insertSheet('Standings');
  const xlsx = new XlsxWorkbook(new ExcelJS.Workbook(), 'outline').insertSheet('Standings');
  for (const sheet of [sheets, xlsx]) {
    expect(sheet.getOutline()).toEqual({ rows: 0, columns: 0, header: [], merged: [] });
    sheet.getRange(1, 1, 3, 4).setValues(values);
  }
  fake.spreadsheet.getSheetByName('Standings')!.getRange('B2:C3').merge();
  (xlsx as unknown as { worksheet: ExcelJS.Worksheet }).worksheet.mergeCells('B2:C3');
  const expected = {
    rows: 3,
    columns: 4,
    header: ['Rank', 'No.', 'Name', 'Points'],
    merged: [{ row: 2, column: 2, numRows: 2, numColumns: 2 }],
  };
  expect(sheets.getOutline()).toEqual(expected);
  expect(xlsx.getOutline()).toEqual(expected);
});

it('sortRows orders the rows the same in Sheets and in an .xlsx file, each row with its look', () => {
  const values = [
    ['Rank', 'No.', 'Name'],
    [2, 3, 'Player 03'],
    [1, 5, 'Player 05'],
    [2, 1, 'Player 01'],
  ];
  const fake = createFakeAppsScript({ spreadsheetName: 'Sort' });
  const sheets = appsScriptPorts(fake.services).workbook().insertSheet('Standings');
  const xlsx = new XlsxWorkbook(new ExcelJS.Workbook(), 'sort').insertSheet('Standings');
  for (const sheet of [sheets, xlsx]) {
    sheet.getRange(1, 1, 4, 3).setValues(values);
    sheet.setLook([{ row: 2, column: 3, numRows: 1, numColumns: 1 }], { background: '#ffff00' });
    sheet.sortRows({ row: 2, column: 1, numRows: 3, numColumns: 3 }, [1, 2]);
    expect(sheet.getDataValues()).toEqual([
      ['Rank', 'No.', 'Name'],
      [1, 5, 'Player 05'],
      [2, 1, 'Player 01'],
      [2, 3, 'Player 03'],
    ]);
  }
  // Player 03's cell kept its colour as it moved from row 2 to row 4.
  expect(fake.spreadsheet.getSheetByName('Standings')!.getRange(4, 3).getBackground()).toBe(
    '#ffff00',
  );
  const cell = (xlsx as unknown as { worksheet: ExcelJS.Worksheet }).worksheet.getCell(4, 3);
  expect(cell.fill).toMatchObject({ fgColor: { argb: 'FFFFFF00' } });
});

it('insertColumns and copyColumnLook do the same in Sheets and in an .xlsx file', () => {
  const fake = createFakeAppsScript({ spreadsheetName: 'Insert' });
  const sheets = appsScriptPorts(fake.services).workbook().insertSheet('Crosstable');
  const xlsx = new XlsxWorkbook(new ExcelJS.Workbook(), 'insert').insertSheet('Crosstable');
  for (const sheet of [sheets, xlsx]) {
    sheet.getRange(1, 1, 3, 3).setValues([
      ['R1', 'Points', 'BH'],
      ['5w1', 1, 2],
      ['4b0', 0, 3],
    ]);
    sheet.setLook([{ row: 1, column: 1, numRows: 1, numColumns: 3 }], { fontWeight: 'bold' });
    sheet.setLook([{ row: 3, column: 1, numRows: 1, numColumns: 3 }], { background: '#eeeeee' });
    sheet.insertColumns(2, 1);
    sheet.copyColumnLook(1, 2, 1, 3);
    expect(sheet.getDataValues()).toEqual([
      ['R1', '', 'Points', 'BH'],
      ['5w1', '', 1, 2],
      ['4b0', '', 0, 3],
    ]);
  }
  const fakeSheet = fake.spreadsheet.getSheetByName('Crosstable')!;
  expect(fakeSheet.getRange(1, 2, 3, 1).getFontWeights().flat()).toEqual([
    'bold',
    'normal',
    'normal',
  ]);
  expect(fakeSheet.getRange(1, 2, 3, 1).getBackgrounds().flat()).toEqual([
    '#ffffff',
    '#ffffff',
    '#eeeeee',
  ]);
  const cell = (row: number, column: number) =>
    (xlsx as unknown as { worksheet: ExcelJS.Worksheet }).worksheet.getCell(row, column);
  expect(cell(1, 2).font?.bold).toBe(true);
  expect(cell(3, 2).fill).toMatchObject({ fgColor: { argb: 'FFEEEEEE' } });
  expect(cell(3, 4).fill).toMatchObject({ fgColor: { argb: 'FFEEEEEE' } });
});

describe('derived tabs of a large tournament, written against the record of what the add-on wrote', () => {
  /** The calls of the last click on `name` that write values. */
  const writes = (fake: ReturnType<typeof eightyPlayers>['fake'], name: string) =>
    fake.spreadsheet.callLog.calls.filter(
      (call) => call.sheet === name && /^set(Values|NumberFormats)$/.test(call.method),
    );

  it('writes nothing where nothing changed, and ends as Refresh standings writes them', () => {
    const { fake, addon, playRounds } = eightyPlayers();
    playRounds(1);
    addon.refreshStandings();
    fake.spreadsheet.callLog.clear();
    // Round 1's results are counted already: the Standings and Crosstable stay as they are.
    addon.pairNextRound();
    expect(writes(fake, 'Standings')).toEqual([]);
    expect(writes(fake, 'Crosstable')).toEqual([]);
    // By name lists the new round: written over the columns that change only.
    const byName = fake.spreadsheet.callLog.calls.filter((call) => call.sheet === 'By name');
    expect(byName.map((call) => call.method)).toContain('setValues');
    const paired = workbookSnapshot(fake.spreadsheet);
    addon.refreshStandings();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(paired);
  }, 120_000);

  it('writes a tab whose extent or header was changed by hand whole, as Refresh does', () => {
    for (const change of ['header', 'extent'] as const) {
      const { fake, addon, tab, playRounds } = eightyPlayers();
      playRounds(1);
      addon.refreshStandings();
      if (change === 'header') tab('Standings').getRange(1, 3).setValue('Player');
      else tab('Standings').getRange(82, 1).setValue('a note below the table');
      addon.pairNextRound();
      expect(tab('Standings').getRange(1, 3).getValue()).toBe('Name');
      expect(tab('Standings').getLastRow()).toBe(81);
      const paired = workbookSnapshot(fake.spreadsheet);
      addon.refreshStandings();
      expect(workbookSnapshot(fake.spreadsheet)).toEqual(paired);
    }
  }, 120_000);

  it('keeps each row where it is when results change the ranks, writes the cells that change, then sorts', () => {
    const { fake, addon, tab, playRounds } = eightyPlayers();
    playRounds(2);
    const before = tab('Standings').getDataRange().getValues();
    fake.spreadsheet.callLog.clear();
    addon.pairNextRound();
    const after = tab('Standings').getDataRange().getValues();
    // Round 2's results moved players: most rows hold another player than before.
    const moved = after.filter((row, r) => r > 0 && row[1] !== before[r]![1]).length;
    expect(moved).toBeGreaterThan(40);
    // Written in place: the rank, then the points and the tie-breaks (not the names, titles,
    // federations and ratings between), then one sort by rank and No.
    const standings = fake.spreadsheet.callLog.calls.filter((call) => call.sheet === 'Standings');
    expect(standings.filter((call) => call.method === 'setValues')).toHaveLength(2);
    expect(standings.filter((call) => call.method === 'sort')).toHaveLength(1);
    const crosstable = fake.spreadsheet.callLog.calls.filter((call) => call.sheet === 'Crosstable');
    expect(crosstable.filter((call) => call.method === 'sort')).toHaveLength(1);
    // And the tabs end as Refresh standings writes them, values and look.
    const paired = workbookSnapshot(fake.spreadsheet);
    addon.refreshStandings();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(paired);
  }, 120_000);

  it("sorts by points and tie-breaks, leaving the Crosstable's row numbers in place, unwritten", () => {
    const { addon, tab, playRounds } = eightyPlayers();
    playRounds(2);
    // A mark typed over a row number: the sort moves the columns after them only, and the row
    // numbers do not change, so nothing writes over it (until Refresh standings).
    tab('Crosstable').getRange(5, 1).setValue('typed by hand');
    const before = tab('Crosstable').getDataRange().getValues();
    addon.pairNextRound();
    const after = tab('Crosstable').getDataRange().getValues();
    expect(after.filter((row, r) => r > 0 && row[1] !== before[r]![1]).length).toBeGreaterThan(40);
    expect(after[4]![0]).toBe('typed by hand');
    addon.refreshStandings();
    const refreshed = tab('Crosstable').getDataRange().getValues();
    expect(refreshed[4]![0]).toBe(4);
    refreshed[4]![0] = 'typed by hand';
    expect(after).toEqual(refreshed);
  }, 120_000);

  it("gives the Crosstable a played round's column by inserting it: the columns after it move, not written again", () => {
    const { fake, addon, tab, playRounds } = eightyPlayers();
    // Round 3's results: the Crosstable gains R3 between R2 and Points.
    playRounds(3);
    const header = () => tab('Crosstable').getRange(1, 1, 1, tab('Crosstable').getLastColumn());
    const last = header().getValues()[0]!.at(-1);
    fake.spreadsheet.callLog.clear();
    addon.pairNextRound();
    const calls = fake.spreadsheet.callLog.calls.filter((call) => call.sheet === 'Crosstable');
    expect(calls.filter((call) => call.method === 'insertColumnsBefore')).toHaveLength(1);
    expect(header().getValues()[0]!.slice(6, 10)).toEqual(['R1', 'R2', 'R3', 'Points']);
    expect(header().getValues()[0]!.at(-1)).toBe(last);
    // Every value, look and width as Refresh standings writes them.
    const whole = () => {
      const range = tab('Crosstable').getDataRange();
      const columns = range.getNumColumns();
      return {
        values: range.getValues(),
        formats: range.getNumberFormats(),
        weights: range.getFontWeights(),
        alignments: range.getHorizontalAlignments(),
        backgrounds: range.getBackgrounds(),
        widths: Array.from({ length: columns }, (_, c) => tab('Crosstable').getColumnWidth(c + 1)),
      };
    };
    const paired = whole();
    addon.refreshStandings();
    expect(paired).toEqual(whole());
  }, 120_000);

  it('reads what the organiser typed since: a past result corrected, a withdrawal, a rating', () => {
    const { addon, tab, playRounds } = eightyPlayers();
    playRounds(2);
    const players = tab('Players').getDataRange().getValues();
    const column = (name: string) => players[0]!.indexOf(name) + 1;
    const rowOf = (no: number) => players.findIndex((row) => row[column('No.') - 1] === no) + 1;
    // Round 1's first board: White's win typed over as Black's.
    const board = tab('Round 1').getRange(2, 1, 1, 10).getValues()[0]!;
    const [white, black] = [board[1] as number, board[6] as number];
    tab('Round 1').getRange(2, 6).setValue('0-1');
    // Player 40 withdrawn; Player 50's rating changed.
    tab('Players').getRange(rowOf(40), column('Status')).setValue('withdrawn');
    tab('Players').getRange(rowOf(50), column('Rating')).setValue(1234);
    addon.pairNextRound();
    const standings = tab('Standings').getDataRange().getValues();
    const of = (no: number) => standings.find((row) => row[1] === no)!;
    // Round 2's point (White won every game), then round 1's result as corrected.
    const round2 = tab('Round 2').getDataRange().getValues();
    const wonRound2 = (no: number) =>
      round2.some((row) => typeof row[0] === 'number' && row[1] === no) ? 1 : 0;
    expect(of(white)[6]).toBe(wonRound2(white));
    expect(of(black)[6]).toBe(wonRound2(black) + 1);
    expect(of(50)[5]).toBe(1234);
    const round3 = tab('Round 3').getDataRange().getValues();
    expect(round3.some((row) => row[1] === 40 || row[6] === 40)).toBe(false);
    expect(round3.find((row) => row[1] === 50 || row[6] === 50)).toContain(1234);
  }, 120_000);

  it('keeps a value typed over a row the add-on leaves unchanged until Refresh standings', () => {
    const { addon, tab, playRounds } = eightyPlayers();
    playRounds(1);
    addon.refreshStandings();
    const written = tab('Standings').getRange(5, 3).getValue();
    tab('Standings').getRange(5, 3).setValue('typed by hand');
    addon.pairNextRound();
    expect(tab('Standings').getRange(5, 3).getValue()).toBe('typed by hand');
    addon.refreshStandings();
    expect(tab('Standings').getRange(5, 3).getValue()).toBe(written);
  }, 120_000);
});
