/**
 * Past 280 players a Round tab's Board column is read only from the first row
 * that is not plainly a game (workbook-io.ts, BOARDS_READ_UP_TO;
 * round-boards.ts): the bye rows and the mark below the games, and any row an
 * organiser changed, are read as before; a game's board number, which the
 * reader does not use, is not read (issue 35: 501 cells a past Round tab at
 * 1,000 players).
 */
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import type { CellValue, Workbook } from '../../src/sheets/ports.js';
import { readWorkbook, writeRoundTab } from '../../src/sheets/use-cases/workbook-io.js';
import { handMarkRow, ROUND_HEADER } from '../../src/sheets/workbook/round-tab.js';
import { XlsxWorkbook } from '../../src/sheets/xlsx/xlsx-workbook.js';
import { importedOpen } from '../support/sheets/imported-open.js';
import { createFakeAppsScript, FakeRange } from '../support/apps-script/index.js';

/**
 * 301 players: one pairing-allocated bye a round, its row under the 150 games; the tournament in
 * German when `german` (the Settings' Language row): its tabs are "Runde N", the bye "Spielfrei".
 */
function largeOddField(german = false) {
  const { fake, addon, tab } = importedOpen('Large odd', 301, 2700);
  if (german) {
    const settings = tab('Settings');
    settings.getRange(settings.getLastRow() + 1, 1, 1, 2).setValues([['Language', 'Deutsch']]);
  }
  const round = german ? 'Runde' : 'Round';
  for (const number of [1, 2]) {
    addon.pairNextRound();
    const values = tab(`${round} ${number}`).getDataRange().getValues();
    values.forEach((row, r) => {
      if (r > 0 && typeof row[0] === 'number')
        tab(`${round} ${number}`)
          .getRange(r + 1, 6)
          .setValue('1-0');
    });
  }
  return { fake, addon, tab };
}

/** The blocks a click reads from each tab with getValues: tab, first row, column, rows, columns. */
const reads: [string, number, number, number, number][] = [];
const getValues = FakeRange.prototype.getValues;
FakeRange.prototype.getValues = function (this: FakeRange) {
  reads.push([
    this.getSheet().getName(),
    this.getRow(),
    this.getColumn(),
    this.getNumRows(),
    this.getNumColumns(),
  ]);
  return getValues.call(this);
};
afterEach(() => void (reads.length = 0));

describe('a large Round tab, its Board column', () => {
  it('is read below the games only: the bye row, not the 150 board numbers', () => {
    const { addon, tab } = largeOddField();
    expect(tab('Round 1').getRange(152, 1).getValue()).toBe('Bye');
    reads.length = 0;
    addon.pairNextRound();
    const round1 = reads
      .filter(([sheet]) => sheet === 'Round 1')
      .map(([, row, column, rows, columns]) => `${row},${column},${rows},${columns}`);
    // No., then Result and No. (152 rows each), then the Board cell of the bye row (at each read
    // of the workbook the click makes).
    expect([...new Set(round1)].map((block) => block.split(',').map(Number))).toEqual([
      [1, 2, 152, 1],
      [1, 6, 152, 2],
      [152, 1, 1, 1],
    ]);
    expect(tab('Round 3').getLastRow()).toBe(152);
  }, 120_000);

  it("still stops the click at a bye row's label typed over, naming the tab and row", () => {
    const { addon, tab } = largeOddField();
    tab('Round 1').getRange(152, 1).setValue('Byee');
    expect(() => addon.pairNextRound()).toThrow(/Round 1, row 152: .*"Byee"/);
    expect(tab('Round 3')).toBeNull();
  }, 120_000);

  it('reads from a game whose Black No. was cleared to the end: the same problem as before', () => {
    const { addon, tab } = largeOddField();
    tab('Round 1').getRange(40, 7).setValue('');
    reads.length = 0;
    expect(() => addon.pairNextRound()).toThrow(/Round 1, row 40: /);
    const boards = reads.filter(([sheet, , column]) => sheet === 'Round 1' && column === 1);
    expect(new Set(boards.map(([, row, , rows]) => `${row},${rows}`))).toEqual(new Set(['40,113']));
  }, 120_000);

  it("reads the mark of a round changed by hand typed under the byes (the TRF's ### line)", () => {
    const { addon, tab } = largeOddField();
    tab('Round 1')
      .getRange(153, 1, 1, 2)
      .setValues([['Changed by hand', 'Board 7 swapped']]);
    addon.pairNextRound();
    expect(addon.exportTrf().content).toMatch(/###.*Board 7 swapped/);
  }, 120_000);

  it('reads a bye row\'s label in the tournament\'s language ("Spielfrei")', () => {
    const { addon, tab } = largeOddField(true);
    expect(tab('Runde 1').getRange(152, 1).getValue()).toBe('Spielfrei');
    addon.pairNextRound();
    expect(tab('Runde 3').getLastRow()).toBe(152);
    tab('Runde 1').getRange(152, 1).setValue('Spielfreii');
    addon.undoLastRound(true);
    expect(() => addon.pairNextRound()).toThrow(/Runde 1, Zeile 152: .*Spielfreii/);
  }, 120_000);

  it("Decision: a game's board number typed over is not read; the games stand by their numbers", () => {
    const { addon, tab } = largeOddField();
    tab('Round 1').getRange(5, 1).setValue('typed over');
    addon.pairNextRound();
    expect(tab('Round 3').getLastRow()).toBe(152);
  }, 120_000);
});

it('reads alike in Sheets and in an .xlsx file: the games by their place, the rows below as typed', () => {
  const name = (n: number) => `Player ${String(n).padStart(3, '0')}`;
  const round: CellValue[][] = [
    [...ROUND_HEADER],
    ...Array.from({ length: 150 }, (_, g) => [
      g + 1,
      2 * g + 1,
      name(2 * g + 1),
      2000,
      0,
      '',
      2 * g + 2,
      name(2 * g + 2),
      2000,
      0,
    ]),
    ['Bye', 301, name(301), 2000, 0, '1', '', '', '', ''],
    handMarkRow('Board 7 swapped'),
  ];
  const read = (workbook: Workbook) => {
    const tabs: string[] = [];
    const players = [
      ['No.', 'Name'],
      ...Array.from({ length: 301 }, (_, i) => [i + 1, name(i + 1)]),
    ];
    workbook.insertSheet('Players').getRange(1, 1, 302, 2).setValues(players);
    tabs.push('Players');
    writeRoundTab(workbook, tabs, 1, round);
    // A board number typed over in a game that keeps both players: not read.
    workbook
      .getSheetByName('Round 1')!
      .getRange(3, 1, 1, 1)
      .setValues([['typed over']]);
    return readWorkbook(workbook, { players: 'paired' }).values.rounds.get(1)!;
  };
  const fake = createFakeAppsScript({ spreadsheetName: 'Boards' });
  const sheets = read(appsScriptPorts(fake.services).workbook());
  const xlsx = read(new XlsxWorkbook(new ExcelJS.Workbook(), 'boards'));
  expect(sheets.map((row) => row[0])).toEqual([
    'Board',
    ...Array.from({ length: 150 }, (_, g) => g + 1),
    'Bye',
    'Changed by hand',
  ]);
  expect(sheets.at(-1)![1]).toBe('Board 7 swapped');
  // Board, No., Result and No. alike (an .xlsx file keeps no record: its names are read too).
  const numbers = (rows: CellValue[][]) => rows.map((row) => [0, 1, 5, 6].map((c) => row[c]));
  expect(numbers(xlsx)).toEqual(numbers(sheets));
});
