/**
 * The driver of the add-on in the .xlsx path (npm start, via runLocal): the
 * cells typed with ExcelJS between runs as an organiser types them in Excel
 * or LibreOffice; a tab typed into that is not there yet is added.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { captureRunLocal } from '../support/sheets/local-run.js';
import type { LeagueAction, LeagueDriver } from './league-scenario.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));

const ARGS: Record<LeagueAction, string[]> = {
  setUp: ['--new', '--team'],
  pair: [],
  undo: ['--undo'],
  refresh: ['--standings'],
  check: ['--check'],
  export: ['--export-trf'],
};

/** `file` in the folder `dir`, made by the first run (--new --team). */
export function xlsxDriver(dir: string, file: string): LeagueDriver {
  const edits: { tab: string; row: number; column: number; values: unknown[][] }[] = [];
  const flush = async () => {
    if (edits.length === 0) return;
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    for (const e of edits.splice(0)) {
      const sheet = book.getWorksheet(e.tab) ?? book.addWorksheet(e.tab);
      e.values.forEach((row, r) =>
        row.forEach((value, c) => {
          sheet.getCell(e.row + r, e.column + c).value = value as ExcelJS.CellValue;
        }),
      );
    }
    await book.xlsx.writeFile(file);
  };
  return {
    typesKind: false,
    async values(tab) {
      await flush();
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      const sheet = book.getWorksheet(tab);
      if (sheet === undefined) return [];
      const width = sheet.columnCount;
      const rows: unknown[][] = [];
      for (let r = 1; r <= sheet.rowCount; r++) {
        const row = sheet.getRow(r);
        rows.push(Array.from({ length: width }, (_, c) => row.getCell(c + 1).value ?? ''));
      }
      while (rows.length > 0 && rows[rows.length - 1]!.every((v) => v === '')) rows.pop();
      return rows;
    },
    async edit(tab, row, column, values) {
      edits.push({ tab, row, column, values });
    },
    async run(action) {
      await flush();
      const trf = join(dir, 'league.trf');
      const argv = [file, ...ARGS[action], ...(action === 'export' ? [trf] : [])];
      const { status, out, err } = await captureRunLocal(
        argv,
        { example: EXAMPLE_XLSX, defaultFile: join(dir, 'unused.xlsx') },
        {},
        { getSystem: () => null, drawColour: () => 'w' },
      );
      if (status !== 0) throw new Error(`npm start ${argv.join(' ')}: ${err}`);
      if (action === 'export') return readFileSync(trf, 'utf8');
      return out;
    },
  };
}
