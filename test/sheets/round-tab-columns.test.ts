/**
 * A Round tab the add-on paired is read by the columns its reader takes
 * (workbook-io.ts, ROUND_TAB_READ: Board, No., White, then Result, No.,
 * Black), not its ratings and points: fewer cells for Sheets to serve, and a
 * pairing changed by hand is still seen, the same way in Sheets and in an
 * .xlsx file.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { XlsxWorkbook } from '../../src/sheets/xlsx/xlsx-workbook.js';
import { importedOpen } from '../support/sheets/imported-open.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';

it('reads only the columns asked for, the others blank, alike in Sheets and in an .xlsx file', () => {
  const values = [
    ['Board', 'No.', 'White', 'Rating', 'Points', 'Result', 'No.', 'Black', 'Rating', 'Points'],
    [1, 3, 'Player 03', 2300, 1, '1-0', 1, 'Player 01', 2400, 1],
    [2, 2, 'Player 02', 2350, 0, '', 4, 'Player 04', 2250, 0],
  ];
  const fake = createFakeAppsScript({ spreadsheetName: 'Columns' });
  const sheets = appsScriptPorts(fake.services).workbook().insertSheet('Round 1');
  const xlsx = new XlsxWorkbook(new ExcelJS.Workbook(), 'columns').insertSheet('Round 1');
  const spans = [
    { first: 1, count: 3 },
    { first: 6, count: 3 },
  ];
  for (const sheet of [sheets, xlsx]) {
    expect(sheet.getDataColumnsAndMerges(spans)).toEqual({ values: [['']], merged: [] });
    sheet.getRange(1, 1, 3, 10).setValues(values);
  }
  fake.spreadsheet.getSheetByName('Round 1')!.getRange('I2:J2').merge();
  (xlsx as unknown as { worksheet: ExcelJS.Worksheet }).worksheet.mergeCells('I2:J2');
  const expected = {
    values: [
      ['Board', 'No.', 'White', '', '', 'Result', 'No.', 'Black', '', ''],
      [1, 3, 'Player 03', '', '', '1-0', 1, 'Player 01', '', ''],
      [2, 2, 'Player 02', '', '', '', 4, 'Player 04', '', ''],
    ],
    merged: [{ row: 2, column: 9, numRows: 1, numColumns: 2 }],
  };
  expect(sheets.getDataColumnsAndMerges(spans)).toEqual(expected);
  expect(xlsx.getDataColumnsAndMerges(spans)).toEqual(expected);
  // A span past the last column is cut at it (J2, inside the merged block, reads blank).
  expect(sheets.getDataColumnsAndMerges([{ first: 9, count: 5 }]).values[1]).toEqual([
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    2400,
    '',
  ]);
});

describe('Round tabs the add-on paired, read by their columns', () => {
  function twelvePlayers() {
    const { fake, addon, tab, play } = importedOpen('Twelve', 12, 2400);
    addon.pairNextRound();
    play(1);
    addon.pairNextRound();
    play(2);
    return { fake, addon, tab };
  }

  it('are not read for their ratings and points: a value typed there changes nothing', () => {
    const { fake, addon, tab } = twelvePlayers();
    fake.spreadsheet.callLog.clear();
    addon.pairNextRound();
    const round1 = fake.spreadsheet.callLog.calls.filter((call) => call.sheet === 'Round 1');
    expect(round1.map((call) => call.method)).not.toContain('getDataRange');
    const paired = tab('Round 3').getDataRange().getValues();
    addon.undoLastRound(true);
    tab('Round 1').getRange(2, 4).setValue('not a rating');
    tab('Round 1').getRange(2, 10).setValue('not points');
    addon.pairNextRound();
    expect(tab('Round 3').getDataRange().getValues()).toEqual(paired);
  }, 60_000);

  it("still see a pairing changed by hand: a White's or a Black's No. typed over", () => {
    for (const column of [2, 7]) {
      const { addon, tab } = twelvePlayers();
      const number = tab('Round 1').getRange(2, column).getValue() as number;
      const other = number === 12 ? 11 : 12;
      tab('Round 1').getRange(2, column).setValue(other);
      expect(() => addon.pairNextRound()).toThrow(
        new RegExp(
          `Round 1, row 2: No\\. ${other} is "Player ${String(number).padStart(2, '0')}" here`,
        ),
      );
    }
  }, 60_000);
});
