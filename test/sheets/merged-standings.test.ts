/**
 * Merged cells in the tabs the add-on derives (issue 30). Standings,
 * Crosstable and By name are rewritten whole from the other tabs; a block
 * the organiser merged there (a title over the columns, two rank cells)
 * would hide values (Sheets shows a block's top-left value only) or, in
 * .xlsx, overwrite them. Decision (README, arbiter notes): such a block is
 * unmerged and the tab rewritten; the other tabs' merged cells stay an
 * error naming tab and row, as their values are the organiser's.
 */
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';

const CLUB_TRF = fileURLToPath(new URL('../fixtures/club-15/club.trf', import.meta.url));
const CLUB_XLSX = fileURLToPath(new URL('../fixtures/club-15/club.xlsx', import.meta.url));

describe('merged cells in the Standings tab', () => {
  it('Google Sheets: Refresh standings unmerges them and rewrites every value', () => {
    const fake = createFakeAppsScript({ spreadsheetName: 'Merged' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), {
      getSystem: () => simplePairingSystem([]),
      drawColour: () => 'w',
    });
    addon.importTrf(readFileSync(CLUB_TRF, 'utf8'));
    const standings = fake.spreadsheet.getSheetByName('Standings')!;
    const before = standings.getDataRange().getValues();
    standings.getRange('A2:C3').merge();
    standings.getRange('D5:E5').merge();
    expect(standings.getRange('A3').getValue()).toBe('');

    const result = addon.refreshStandings();
    expect(result.message).not.toMatch(/merged/);
    expect(standings.getDataRange().getMergedRanges()).toEqual([]);
    expect(standings.getDataRange().getValues()).toEqual(before);
  });

  it('.xlsx (npm start --standings): the same, and the workbook still opens', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'merged-standings-')), 'club.xlsx');
    copyFileSync(CLUB_XLSX, file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const tab = book.getWorksheet('Standings')!;
    const rank2 = tab.getCell('A3').value;
    const name2 = tab.getCell('C3').value;
    tab.mergeCells('A2:C3');
    await book.xlsx.writeFile(file);

    const { status, said } = await captureRunLocal([file, '--standings'], {
      example: '',
      defaultFile: '',
    });
    expect(status, said).toBe(0);
    const after = new ExcelJS.Workbook();
    await after.xlsx.readFile(file);
    const rewritten = after.getWorksheet('Standings')!;
    expect(rewritten.getCell('A3').isMerged).toBe(false);
    expect([rewritten.getCell('A3').value, rewritten.getCell('C3').value]).toEqual([rank2, name2]);
  });
});
