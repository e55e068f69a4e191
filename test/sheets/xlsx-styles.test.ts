/**
 * The .xlsx port changes the look of the cells it is asked to, and of no
 * other: ExcelJS shares one style object among all cells read with the same
 * style, so a change made through it would show on every tab that had it.
 */
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { XlsxWorkbook } from '../../src/sheets/xlsx/xlsx-workbook.js';

async function reread(book: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const again = new ExcelJS.Workbook();
  await again.xlsx.load(await book.xlsx.writeBuffer());
  return again;
}

it('restyling a tab read from a file leaves the cells of another tab with the same style as they were', async () => {
  const first = new XlsxWorkbook(new ExcelJS.Workbook(), 'club');
  for (const name of ['Round 1', 'Standings']) {
    const range = first.insertSheet(name).getRange(1, 1, 1, 2);
    range.setValues([[3.5, 'Kovačević, Ana']]);
    range.setNumberFormats([['0.0', '@']]);
    range.setHorizontalAlignments([['right', 'left']]);
    range.setFontWeights([['bold', 'bold']]);
    range.setBackgrounds([['#f3f3f3', '#f3f3f3']]);
  }
  const read = new XlsxWorkbook(await reread(first.workbook), 'club');
  const standings = read.getSheetByName('Standings')!.getRange(1, 1, 1, 2);
  standings.setNumberFormats([['@', '@']]);
  standings.setHorizontalAlignments([['center', 'center']]);
  standings.setFontWeights([['normal', 'normal']]);
  standings.setBackgrounds([['#d9d9d9', '#d9d9d9']]);

  const saved = await reread(read.workbook);
  const round = saved.getWorksheet('Round 1')!.getCell('A1');
  expect([round.numFmt, round.alignment?.horizontal, round.font?.bold]).toEqual([
    '0.0',
    'right',
    true,
  ]);
  expect(round.fill).toMatchObject({ fgColor: { argb: 'FFF3F3F3' } });
  const changed = saved.getWorksheet('Standings')!.getCell('A1');
  expect([changed.numFmt, changed.alignment?.horizontal, changed.font?.bold ?? false]).toEqual([
    '@',
    'center',
    false,
  ]);
});
