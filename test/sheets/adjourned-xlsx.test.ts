/**
 * Adjourned games (1998 F.9) without Google: npm start on an .xlsx workbook
 * made from a TRF file, the Result cell set to "adjourned" as the organiser
 * would pick it in the spreadsheet program.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { line001, trf } from '../trf/trf-lines.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-adjourned-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[]) {
  return captureRunLocal(argv, {
    example: join(dir, 'none.xlsx'),
    defaultFile: join(dir, 'none.xlsx'),
  });
}

/** Round 1 of six players by F.4 / E.5, 1-4 not finished, 5 beat 2, 6 beat 3. */
function roundOneTrf(system: string): string {
  return trf(
    `192 ${system}`,
    line001({ id: 1, rating: 2150, rounds: ['   4 w  '] }),
    line001({ id: 2, rating: 2100, rounds: ['   5 b 0'] }),
    line001({ id: 3, rating: 2050, rounds: ['   6 w 0'] }),
    line001({ id: 4, rating: 2000, rounds: ['   1 b  '] }),
    line001({ id: 5, rating: 1950, rounds: ['   2 w 1'] }),
    line001({ id: 6, rating: 1900, rounds: ['   3 b 1'] }),
    'XXR 5',
    'XXC white1',
  );
}

async function setResult(file: string, tab: string, row: number, text: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  book.getWorksheet(tab)!.getCell(row, 6).value = text;
  await book.xlsx.writeFile(file);
}

/** A tab's pairs as "low-high", colours aside. */
async function pairs(file: string, tab: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const found: string[] = [];
  book.getWorksheet(tab)!.eachRow((row, n) => {
    const [board, white, , , , , black] = (row.values as unknown[]).slice(1);
    if (n > 1 && typeof board === 'number')
      found.push([white as number, black as number].sort((x, y) => x - y).join('-'));
  });
  return found.sort();
}

async function importRoundOne(system: string): Promise<string> {
  const source = join(dir, 'round1.trf');
  writeFileSync(source, roundOneTrf(system));
  const file = join(dir, 'club.xlsx');
  expect((await run([file, '--import-trf', source])).status).toBe(0);
  return file;
}

it('the rating-based 1998 system pairs around a game set to "adjourned"; an empty Result is refused', async () => {
  const file = await importRoundOne('FIDE_RATING_1998');
  // The last round's blank result is a game not played yet, not an adjourned one.
  const open = await run([file]);
  expect(open.status).toBe(1);
  expect(open.err).toMatch(/^Round 1, row 2: board 1 \(No\. 1 - No\. 4\) has no result yet/);

  await setResult(file, 'Round 1', 2, 'adjourned');
  const paired = await run([file]);
  expect(paired.err).toBe('');
  expect(paired.status).toBe(0);
  // F.9: 1 and 4 count half a point each (see adjourned-games.test.ts).
  expect(await pairs(file, 'Round 2')).toEqual(['1-2', '3-4', '5-6']);

  const exported = join(dir, 'out.trf');
  expect((await run([file, '--export-trf', exported])).status).toBe(0);
  const line1 = readFileSync(exported, 'latin1')
    .split(/\r?\n/)
    .find((l) => l.startsWith('001    1'))!;
  expect(line1.slice(91, 101)).toBe('   4 w    ');
});

it('the Dutch system refuses the adjourned game, naming tab and row', async () => {
  const file = await importRoundOne('FIDE_DUTCH_2025');
  await setResult(file, 'Round 1', 2, 'adjourned');
  const refused = await run([file]);
  expect(refused.status).toBe(1);
  expect(refused.err).toMatch(
    /^Round 1, row 2: board 1 \(No\. 1 - No\. 4\) is adjourned: FIDE Dutch system .* pairs only when every game has its result/,
  );
});
