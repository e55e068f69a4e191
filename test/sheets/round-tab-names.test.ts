/**
 * A Round tab the add-on paired keeps the digest of the names it wrote beside
 * the numbers (workbook/round-names.ts): a later click reads its Board, No.,
 * Result and No. columns and leaves the names unread while the Players tab's
 * names for the numbers read give that digest. Every edit the names are there
 * to show is still seen: a No. typed over (round-tab-columns.test.ts), the
 * Players tab's names moved to other numbers, in Sheets (the sources and the
 * built dist/Code.js) and in an .xlsx file (which keeps no record and reads
 * the names every time).
 */
import { describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { defaultPairingDeps } from '../../src/sheets/use-cases/pairing-deps.js';
import { readWorkbook, writeRoundTab } from '../../src/sheets/use-cases/workbook-io.js';
import type { Workbook } from '../../src/sheets/ports.js';
import { XlsxWorkbook } from '../../src/sheets/xlsx/xlsx-workbook.js';
import {
  createFakeAppsScript,
  FakeRange,
  type FakeSpreadsheet,
} from '../support/apps-script/index.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import { line001, trf } from '../trf/trf-lines.js';

const name = (id: number) => `Player ${String(id).padStart(2, '0')}`;
const TWELVE = trf(
  '012 Twelve open',
  'XXR 5',
  ...Array.from({ length: 12 }, (_, i) =>
    line001({ id: i + 1, name: name(i + 1), rating: 2400 - i }),
  ),
);

/** Each game of `round` won by White, typed into its Result cell. */
function play(spreadsheet: FakeSpreadsheet, round: number): void {
  const tab = spreadsheet.getSheetByName(`Round ${round}`)!;
  tab
    .getDataRange()
    .getValues()
    .forEach((row, r) => {
      if (r > 0 && typeof row[0] === 'number') tab.getRange(r + 1, 6).setValue('1-0');
    });
}

/** The Players tab's Name column sorted by itself, as a sort of one column does: names move to other numbers. */
function sortNamesAlone(spreadsheet: FakeSpreadsheet): void {
  const players = spreadsheet.getSheetByName('Players')!;
  const header = players.getRange(1, 1, 1, players.getLastColumn()).getValues()[0]!;
  const column = header.indexOf('Name') + 1;
  const range = players.getRange(2, column, 12, 1);
  range.setValues(range.getValues().reverse());
}

/** The columns of `tab` that the ranges read (getValues' `this`) cover. */
function columnsRead(ranges: readonly FakeRange[], tab: string): Set<number> {
  const columns = new Set<number>();
  for (const range of ranges) {
    if (range.getSheet().getName() !== tab) continue;
    for (let c = 0; c < range.getNumColumns(); c++) columns.add(range.getColumn() + c);
  }
  return columns;
}

const MOVED = /Round 1, row \d+: No\. \d+ is "Player \d\d" here/;

describe('Round tabs read without their names, in Sheets', () => {
  function twoRoundsPlayed() {
    const fake = createFakeAppsScript({ spreadsheetName: 'Twelve' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), {
      ...defaultPairingDeps,
      drawColour: () => 'w',
    });
    addon.importTrf(TWELVE);
    for (const round of [1, 2]) {
      addon.pairNextRound();
      play(fake.spreadsheet, round);
    }
    return { fake, addon };
  }

  it('leave the names unread while the Players tab gives them: Board and No., Result and No.', () => {
    const { addon } = twoRoundsPlayed();
    const reads = vi.spyOn(FakeRange.prototype, 'getValues');
    addon.pairNextRound();
    for (const tab of ['Round 1', 'Round 2']) {
      const read = columnsRead(reads.mock.contexts as FakeRange[], tab);
      expect(read).toEqual(new Set([1, 2, 6, 7]));
    }
    reads.mockRestore();
  }, 60_000);

  it("read them, and tell, when the Players tab's names moved to other numbers", () => {
    const { fake, addon } = twoRoundsPlayed();
    sortNamesAlone(fake.spreadsheet);
    const reads = vi.spyOn(FakeRange.prototype, 'getValues');
    expect(() => addon.pairNextRound()).toThrow(MOVED);
    expect(columnsRead(reads.mock.contexts as FakeRange[], 'Round 1')).toEqual(
      new Set([1, 2, 3, 6, 7, 8]),
    );
    reads.mockRestore();
  }, 60_000);

  it('a click stopped before its new tab holds its values: Undo takes the tab back, then it pairs', () => {
    const { fake, addon } = twoRoundsPlayed();
    // The tab's record holds the digest of its names from the start (one call, issue 35).
    const write = FakeRange.prototype.setValues;
    const setValues = vi.spyOn(FakeRange.prototype, 'setValues').mockImplementation(function (
      this: FakeRange,
      ...args
    ) {
      if (this.getSheet().getName() === 'Round 3')
        throw new Error('Service Spreadsheets timed out');
      return write.apply(this, args);
    });
    expect(() => addon.pairNextRound()).toThrow(/timed out/);
    setValues.mockRestore();
    expect(fake.spreadsheet.getSheetByName('Round 3')!.getLastRow()).toBe(0);
    expect(() => addon.pairNextRound()).toThrow(/^Round 3: the tab lists no game/);
    addon.undoLastRound(true);
    expect(fake.spreadsheet.getSheetByName('Round 3')).toBeNull();
    addon.pairNextRound();
    expect(fake.spreadsheet.getSheetByName('Round 3')!.getLastRow()).toBe(7);
  }, 60_000);

  it('the built dist/Code.js tells too', () => {
    const script = loadBuiltScript({ spreadsheetName: 'Twelve' });
    const spreadsheet = script.fake.spreadsheet;
    script.call('importTrf', TWELVE);
    for (const round of [1, 2]) {
      script.call('menuPairNextRound');
      play(spreadsheet, round);
    }
    expect(script.fake.ui.alerts).toHaveLength(0);
    sortNamesAlone(spreadsheet);
    script.call('menuPairNextRound');
    expect(script.fake.ui.alerts.at(-1)?.prompt).toMatch(MOVED);
    expect(spreadsheet.getSheetByName('Round 3')).toBeNull();
  }, 60_000);
});

describe('the names read where a tab keeps no record', () => {
  const ROUND = [
    ['Board', 'No.', 'White', 'Rating', 'Points', 'Result', 'No.', 'Black', 'Rating', 'Points'],
    [1, 1, 'Player 01', 2400, 0, '1-0', 2, 'Player 02', 2399, 0],
  ];
  const PLAYERS = [
    ['No.', 'Name', 'Rating'],
    [1, 'Player 02', 2400],
    [2, 'Player 01', 2399],
  ];
  function written(workbook: Workbook) {
    const tabs: string[] = [];
    workbook.insertSheet('Players').getRange(1, 1, 3, 3).setValues(PLAYERS);
    tabs.push('Players');
    writeRoundTab(workbook, tabs, 1, ROUND);
    return readWorkbook(workbook).values.rounds.get(1)![1];
  }

  it('an .xlsx file reads them every time, as Sheets does when they differ', () => {
    const xlsx = written(new XlsxWorkbook(new ExcelJS.Workbook(), 'names'));
    const fake = createFakeAppsScript({ spreadsheetName: 'Names' });
    const sheets = written(appsScriptPorts(fake.services).workbook());
    expect(xlsx.slice(0, 8)).toEqual([1, 1, 'Player 01', '', '', '1-0', 2, 'Player 02']);
    expect(sheets.slice(0, 8)).toEqual(xlsx.slice(0, 8));
  });
});
