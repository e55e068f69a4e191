/**
 * The .xlsx equivalent of developer metadata (issue 31): a workbook defined
 * name `SwissPairings.<record>` pointing at A1 of the tab, which Excel and
 * LibreOffice move with the tab when it is renamed by hand. The records are
 * written by npm start, survive a save and a read, and find a tab renamed
 * the way Excel renames one (its name and the defined names pointing at it).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { XlsxWorkbook } from '../../src/sheets/xlsx/xlsx-workbook.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../fixtures/club-15/club.xlsx', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-records-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(file: string, ...argv: string[]) {
  return captureRunLocal(
    [file, ...argv],
    { example: EXAMPLE_XLSX, defaultFile: join(dir, 'unused.xlsx') },
    {},
    { getSystem, drawColour: () => 'w' },
  );
}

async function read(file: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book;
}

function records(book: ExcelJS.Workbook): Record<string, string[]> {
  return Object.fromEntries(
    book.definedNames.model
      .filter(({ name }) => name.startsWith('SwissPairings.'))
      .map(({ name, ranges }) => [name, ranges]),
  );
}

/** What Excel does when the organiser renames a tab: the defined names pointing at it follow. */
function renameAsExcelDoes(book: ExcelJS.Workbook, from: string, to: string): void {
  book.getWorksheet(from)!.name = to;
  book.definedNames.model = book.definedNames.model.map(({ name, ranges }) => ({
    name,
    ranges: ranges.map((range) =>
      range.startsWith(`${from}!`) || range.startsWith(`'${from}'!`)
        ? `'${to.replace(/'/g, "''")}'!${range.split('!').pop()}`
        : range,
    ),
  }));
}

describe('tab records in an .xlsx workbook', () => {
  it('npm start records the tabs of the example (made before the records) and keeps them', async () => {
    const file = join(dir, 'club.xlsx');
    copyFileSync(EXAMPLE_XLSX, file);
    expect(records(await read(file))).toEqual({});
    expect((await run(file)).status).toBe(0);
    const written = records(await read(file));
    expect(written['SwissPairings.players']).toEqual(['Players!$A$1']);
    expect(written['SwissPairings.settings']).toEqual(['Settings!$A$1']);
    expect(written['SwissPairings.round.6']).toEqual(["'Round 6'!$A$1"]);
    expect(written['SwissPairings.undo']).toEqual(["'Undo data'!$A$1"]);
  });

  it('pairs and undoes with tabs renamed by hand, whatever the new names', async () => {
    const file = join(dir, 'club.xlsx');
    copyFileSync(EXAMPLE_XLSX, file);
    expect((await run(file, '--standings')).status).toBe(0);
    const book = await read(file);
    renameAsExcelDoes(book, 'Players', "Joueurs d'Ivry");
    renameAsExcelDoes(book, 'Round 5', 'Ronde cinq');
    renameAsExcelDoes(book, 'Settings', 'Наши настройки');
    await book.xlsx.writeFile(file);
    const paired = await run(file);
    expect(paired.err).toBe('');
    expect(paired.status).toBe(0);
    const after = await read(file);
    expect(after.worksheets.map((w) => w.name)).toEqual(
      expect.arrayContaining(["Joueurs d'Ivry", 'Ronde cinq', 'Наши настройки', 'Round 6']),
    );
    expect(after.getWorksheet('Players')).toBeUndefined();
    expect(records(after)['SwissPairings.players']).toEqual(["'Joueurs d''Ivry'!$A$1"]);
    expect((await run(file, '--undo', '--yes')).status).toBe(0);
    const undone = await read(file);
    expect(undone.getWorksheet('Round 6')).toBeUndefined();
    expect(records(undone)['SwissPairings.round.6']).toBeUndefined();
    expect(undone.getWorksheet('Ronde cinq')).toBeDefined();
  });

  it('a rename through the port moves the record; a delete drops it', () => {
    const book = new ExcelJS.Workbook();
    const workbook = new XlsxWorkbook(book, 'club');
    const sheet = workbook.insertSheet('Players');
    sheet.recordTab('players');
    workbook.insertSheet('Other').recordTab('round.1');
    sheet.setName('Spieler');
    expect(records(book)).toEqual({
      'SwissPairings.players': ['Spieler!$A$1'],
      'SwissPairings.round.1': ['Other!$A$1'],
    });
    expect(workbook.getSheetsWithRecords().map(({ record }) => record)).toEqual([
      'players',
      'round.1',
    ]);
    // Recording a tab again replaces its record; another tab's record of the same kind goes.
    sheet.recordTab('round.1');
    expect(records(book)).toEqual({ 'SwissPairings.round.1': ['Spieler!$A$1'] });
    workbook.deleteSheet(workbook.getSheetByName('Spieler')!);
    expect(records(book)).toEqual({});
  });
});
