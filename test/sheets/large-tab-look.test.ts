/**
 * A large tab's look (number formats, alignments, the bold header, the
 * bands) is set a value at a time over blocks (setLook: a RangeList in
 * Sheets), a fixed number of calls whatever its rows, and every cell ends
 * as it did when the look was written one value a cell: in Sheets and in
 * the .xlsx file alike.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import type { CellValue } from '../../src/sheets/ports.js';
import { writeLaidOutTab } from '../../src/sheets/use-cases/workbook-io.js';
import { ROUND_HEADER, ROUND_STYLES } from '../../src/sheets/workbook/round-tab.js';
import { XlsxWorkbook } from '../../src/sheets/xlsx/xlsx-workbook.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';

/** A Round tab of `games` boards, as the add-on writes one. */
function roundValues(games: number): CellValue[][] {
  return [
    [...ROUND_HEADER],
    ...Array.from({ length: games }, (_, g) => [
      g + 1,
      2 * g + 1,
      `White ${g}`,
      2000 - g,
      1.5,
      '',
      2 * g + 2,
      `Black ${g}`,
      1999 - g,
      1,
    ]),
  ];
}

// What a Round tab's columns are to look like (tab-layout.ts), written out here.
const FORMATS = ['0', '0', '@', '0', '0.0', '@', '0', '@', '0', '0.0'];
const ALIGNMENTS = [
  'center',
  'center',
  'left',
  'right',
  'right',
  'center',
  'center',
  'left',
  'right',
  'right',
];
/** Header grey, then plain and light grey rows in turn (1-based row). */
const background = (row: number) => (row === 1 ? '#d9d9d9' : row % 2 === 1 ? '#f3f3f3' : '#ffffff');

function sheetsTab(games: number) {
  const fake = createFakeAppsScript({ spreadsheetName: 'Open' });
  const sheet = appsScriptPorts(fake.services).workbook().insertSheet('Round 1');
  fake.spreadsheet.callLog.clear();
  writeLaidOutTab(sheet, roundValues(games), ROUND_STYLES);
  return { fake, tab: fake.spreadsheet.getSheetByName('Round 1')! };
}

describe('a large tab laid out in Sheets', () => {
  it('looks as written one value a cell, every cell of 401 rows', () => {
    const { tab } = sheetsTab(400);
    const all = tab.getRange(1, 1, 401, 10);
    const formats = all.getNumberFormats();
    const alignments = all.getHorizontalAlignments();
    const weights = all.getFontWeights();
    const backgrounds = all.getBackgrounds();
    for (let r = 0; r < 401; r++) {
      expect(formats[r]).toEqual(FORMATS);
      expect(alignments[r]).toEqual(ALIGNMENTS);
      expect(weights[r]).toEqual(Array(10).fill(r === 0 ? 'bold' : 'normal'));
      expect(backgrounds[r]).toEqual(Array(10).fill(background(r + 1)));
    }
    // Nothing below the tab's rows and right of its columns is touched.
    expect(tab.getRange(402, 1, 1, 11).getBackgrounds()[0]).toEqual(Array(11).fill('#ffffff'));
    expect(tab.getRange(1, 11, 1, 1).getNumberFormat()).toBe('General');
  });

  it('in the same calls for 200 rows as for 800, none a grid of formats, alignments, weights or colours', () => {
    const calls = (games: number) => sheetsTab(games).fake.spreadsheet.callLog.calls;
    const small = calls(200).map(({ method }) => method);
    expect(calls(800).map(({ method }) => method)).toEqual(small);
    expect(small).toContain('getRangeList');
    expect(small).toEqual(
      expect.not.arrayContaining([
        'setNumberFormats',
        'setHorizontalAlignments',
        'setFontWeights',
        'setBackgrounds',
      ]),
    );
  });

  it('its bold header and its grey in one RangeList (the same block): 8 RangeLists for 9 looks', () => {
    const methods = sheetsTab(400).fake.spreadsheet.callLog.calls.map(({ method }) => method);
    const count = (method: string) => methods.filter((m) => m === method).length;
    // Three number formats and three alignments by column, bold, the header's grey and the band.
    expect(count('setNumberFormat') + count('setHorizontalAlignment')).toBe(6);
    expect(count('setFontWeight') + count('setBackground')).toBe(3);
    expect(count('getRangeList')).toBe(8);
    const bold = methods.indexOf('setFontWeight');
    expect(methods.slice(bold - 1, bold + 2)).toEqual([
      'getRangeList',
      'setFontWeight',
      'setBackground',
    ]);
  });
});

it('a large tab laid out in an .xlsx file looks the same, every cell', async () => {
  const book = new XlsxWorkbook(new ExcelJS.Workbook(), 'club');
  writeLaidOutTab(book.insertSheet('Round 1'), roundValues(400), ROUND_STYLES);
  const saved = new ExcelJS.Workbook();
  await saved.xlsx.load(await book.workbook.xlsx.writeBuffer());
  const tab = saved.getWorksheet('Round 1')!;
  for (let row = 1; row <= 401; row++) {
    for (let column = 1; column <= 10; column++) {
      const cell = tab.getCell(row, column);
      expect(cell.numFmt).toBe(FORMATS[column - 1]);
      expect(cell.alignment?.horizontal).toBe(ALIGNMENTS[column - 1]);
      expect(cell.font?.bold ?? false).toBe(row === 1);
      const colour = background(row);
      if (colour === '#ffffff')
        expect(cell.fill?.type === 'pattern' && cell.fill.pattern).not.toBe('solid');
      else
        expect(cell.fill).toMatchObject({
          fgColor: { argb: `FF${colour.slice(1).toUpperCase()}` },
        });
    }
  }
});
