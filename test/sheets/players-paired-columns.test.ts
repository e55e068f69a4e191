/**
 * "Pair next round" reads the Players tab by the columns pairing takes
 * (players-tab.ts, pairedColumnSpans): its header first, then every column
 * it knows but FIDE ID, Birth and Sex, which only the TRF carries, wherever
 * the organiser put them. A value typed into a column pairing takes is seen
 * though the columns were moved by hand, in Sheets (the sources and the built
 * dist/Code.js) and in an .xlsx file; a value the click leaves unread waits
 * for Export TRF, which reads and checks every column.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { pairedColumnSpans } from '../../src/sheets/workbook/players-tab.js';
import { defaultPairingDeps } from '../../src/sheets/use-cases/pairing-deps.js';
import { createFakeAppsScript, type FakeSpreadsheet } from '../support/apps-script/index.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import { line001, trf } from '../trf/trf-lines.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../fixtures/club-15/club.xlsx', import.meta.url));

const TWELVE = trf(
  '012 Twelve open',
  'XXR 5',
  ...Array.from({ length: 12 }, (_, i) =>
    line001({ id: i + 1, name: `Player ${String(i + 1).padStart(2, '0')}`, rating: 2400 - i }),
  ),
);

it('takes every column pairing needs, wherever it is, and not FIDE ID, Birth, Sex or the organiser’s own', () => {
  const header = ['No.', 'Name', 'Title', 'Rating', 'Federation', 'FIDE ID', 'Birth', 'Sex'];
  const full = [...header, 'Status', 'Byes / absent rounds', 'Not against', 'Club'];
  expect(pairedColumnSpans(full, { clubs: true })).toEqual([
    { first: 1, count: 5 },
    { first: 9, count: 4 },
  ]);
  // Club only where the Settings keep a club's players apart: nothing else reads it.
  expect(pairedColumnSpans(full, { clubs: false })).toEqual([
    { first: 1, count: 5 },
    { first: 9, count: 3 },
  ]);
  const moved = ['Status', 'Email', 'Birth', 'Name', 'No.', 'Rating', 'Virtual points'];
  expect(pairedColumnSpans(moved, { clubs: false })).toEqual([
    { first: 1, count: 1 },
    { first: 4, count: 4 },
  ]);
  // Without a required column the whole header is read: the problem names what is missing.
  expect(pairedColumnSpans(['No.', 'Name', 'Birth'], { clubs: false })).toEqual([
    { first: 1, count: 3 },
  ]);
});

/** "Keep players of the same club apart" set, and players 1 and 7, who meet in round 1 otherwise, of one club. */
function oneClub(spreadsheet: FakeSpreadsheet): void {
  const settings = spreadsheet.getSheetByName('Settings')!;
  const labels = settings
    .getDataRange()
    .getValues()
    .map((row) => row[0]);
  const row = labels.indexOf('Keep players of the same club apart') + 1;
  expect(row).toBeGreaterThan(0);
  settings.getRange(row, 2).setValue('yes');
  const players = spreadsheet.getSheetByName('Players')!;
  const values = players.getDataRange().getValues();
  const club = values[0]!.indexOf('Club') + 1;
  const number = values[0]!.indexOf('No.');
  values.forEach((cells, r) => {
    if (r > 0 && (cells[number] === 1 || cells[number] === 7))
      players.getRange(r + 1, club).setValue('Same club');
  });
}

/** The pairs of a Round tab, each as "white-black". */
function pairs(spreadsheet: FakeSpreadsheet, round: number): string[] {
  return spreadsheet
    .getSheetByName(`Round ${round}`)!
    .getDataRange()
    .getValues()
    .slice(1)
    .map((row) => `${row[1]}-${row[6]}`);
}

describe('the Club column is read when the Settings keep a club apart', () => {
  it('in Sheets', () => {
    const fake = createFakeAppsScript({ spreadsheetName: 'Twelve' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), {
      ...defaultPairingDeps,
      drawColour: () => 'w',
    });
    addon.importTrf(TWELVE);
    addon.pairNextRound();
    expect(pairs(fake.spreadsheet, 1)).toContain('1-7');
    addon.undoLastRound(true);
    oneClub(fake.spreadsheet);
    addon.pairNextRound();
    expect(pairs(fake.spreadsheet, 1)).not.toContain('1-7');
    expect(pairs(fake.spreadsheet, 1)).not.toContain('7-1');
  }, 60_000);

  it('in the built dist/Code.js', () => {
    const script = loadBuiltScript({ spreadsheetName: 'Twelve' });
    script.call('importTrf', TWELVE);
    oneClub(script.fake.spreadsheet);
    script.call('menuPairNextRound');
    expect(script.fake.ui.alerts).toHaveLength(0);
    const paired = pairs(script.fake.spreadsheet, 1);
    expect(paired).toHaveLength(6);
    expect(paired).not.toContain('1-7');
    expect(paired).not.toContain('7-1');
  }, 60_000);
});

/** The Players tab's Status column moved by hand to be its first, and player `number` withdrawn there. */
function withdrawAfterMovingStatus(spreadsheet: FakeSpreadsheet, number: number): void {
  const players = spreadsheet.getSheetByName('Players')!;
  const values = players.getDataRange().getValues();
  const status = values[0]!.indexOf('Status');
  const moved = values.map((row) => [row[status], ...row.filter((_, c) => c !== status)]);
  const numberColumn = moved[0]!.indexOf('No.');
  moved.forEach((row, r) => {
    if (r > 0 && row[numberColumn] === number) row[0] = 'withdrawn';
    // A Birth the TRF cannot carry (10 characters at most): pairing does not read it.
    if (r > 0) row[moved[0]!.indexOf('Birth')] = 'in the spring of 1990';
  });
  players.clearContents();
  players.getRange(1, 1, moved.length, moved[0]!.length).setValues(moved);
}

/** The pairing numbers a Round tab shows. */
function pairedNumbers(spreadsheet: FakeSpreadsheet, round: number): number[] {
  return spreadsheet
    .getSheetByName(`Round ${round}`)!
    .getDataRange()
    .getValues()
    .slice(1)
    .flatMap((row) => [row[1], row[6]])
    .filter((value): value is number => typeof value === 'number');
}

describe('a value typed into a column pairing takes is seen, though the columns moved', () => {
  it('in Sheets, and a Birth pairing does not read waits for Export TRF', () => {
    const fake = createFakeAppsScript({ spreadsheetName: 'Twelve' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), {
      ...defaultPairingDeps,
      drawColour: () => 'w',
    });
    addon.importTrf(TWELVE);
    withdrawAfterMovingStatus(fake.spreadsheet, 5);
    addon.pairNextRound();
    const paired = pairedNumbers(fake.spreadsheet, 1);
    expect(paired).toHaveLength(11);
    expect(paired).not.toContain(5);
    expect(() => addon.exportTrf()).toThrow(
      /Players, row \d+: .*birth date "in the spring of 1990"/,
    );
  }, 60_000);

  it('in the built dist/Code.js', () => {
    const script = loadBuiltScript({ spreadsheetName: 'Twelve' });
    script.call('importTrf', TWELVE);
    withdrawAfterMovingStatus(script.fake.spreadsheet, 5);
    script.call('menuPairNextRound');
    expect(script.fake.ui.alerts).toHaveLength(0);
    const paired = pairedNumbers(script.fake.spreadsheet, 1);
    expect(paired).toHaveLength(11);
    expect(paired).not.toContain(5);
  }, 60_000);

  it('in an .xlsx file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swiss-players-'));
    try {
      const file = join(dir, 'club.xlsx');
      copyFileSync(EXAMPLE_XLSX, file);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      const players = book.getWorksheet('Players')!;
      const header = (players.getRow(1).values as unknown[]).slice(1);
      const status = header.indexOf('Status') + 1;
      const number = header.indexOf('No.') + 1;
      // Status moved to the end of the tab, player 3 withdrawn there.
      const last = header.length + 1;
      players.eachRow((row, r) => {
        const value =
          r > 1 && row.getCell(number).value === 3 ? 'withdrawn' : row.getCell(status).value;
        row.getCell(last).value = value;
        row.getCell(status).value = r === 1 ? 'Remarks' : null;
      });
      await book.xlsx.writeFile(file);
      const paired = await captureRunLocal(
        [file],
        { example: EXAMPLE_XLSX, defaultFile: join(dir, 'out.xlsx') },
        {},
        { ...defaultPairingDeps, drawColour: () => 'w' },
      );
      expect(paired.status).toBe(0);
      const read = new ExcelJS.Workbook();
      await read.xlsx.readFile(file);
      const round = read.getWorksheet('Round 6')!;
      const numbers: unknown[] = [];
      round.eachRow((row, r) => {
        if (r > 1) numbers.push(row.getCell(2).value, row.getCell(7).value);
      });
      expect(numbers).toContain(1);
      expect(numbers).not.toContain(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
