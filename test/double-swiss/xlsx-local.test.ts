/**
 * npm start on an .xlsx workbook with two-game matches (C.04.5): a
 * Double-Swiss TRF file imported, its next match paired into a Round tab with
 * a result column for each game, both games' results typed, and the file
 * exported again as two TRF rounds a match.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { readTrf } from '../../src/engine/trf/index.js';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { TWO_MATCHES } from './two-matches.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../fixtures/club-15/club.xlsx', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-double-xlsx-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[]) {
  return captureRunLocal(argv, { example: EXAMPLE_XLSX, defaultFile: join(dir, 'unused.xlsx') });
}

async function tabValues(file: string, name: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: unknown[][] = [];
  book.getWorksheet(name)!.eachRow((row, n) => {
    rows[n - 1] = Array.from({ length: 11 }, (_, c) => row.getCell(c + 1).value ?? '');
  });
  return rows;
}

it('imports a Double-Swiss file, pairs its next match and exports both games of it', async () => {
  const trf = join(dir, 'two.trf');
  writeFileSync(trf, TWO_MATCHES.map((l) => l + '\r\n').join(''));
  const file = join(dir, 'double.xlsx');
  expect((await run([file, '--import-trf', trf])).status).toBe(0);
  expect((await tabValues(file, 'Round 2'))[0]).toEqual([
    'Board',
    'No.',
    'White',
    'Rating',
    'Points',
    'Game 1',
    'Game 2',
    'No.',
    'Black',
    'Rating',
    'Points',
  ]);

  const paired = await run([file]);
  expect(paired.status, paired.err).toBe(0);
  expect(paired.out).toContain('Type the results in the Game 1 and Game 2 columns');
  const round3 = await tabValues(file, 'Round 3');
  // The match 3 worked out by hand (two-matches.ts), boards by C.04.2 3.6.
  expect(round3.slice(1).map((cells) => [cells[0], cells[1], cells[7]])).toEqual([
    [1, 2, 3],
    [2, 8, 1],
    [3, 5, 4],
    [4, 9, 7],
    ['Bye', 6, ''],
  ]);

  // Both games' results, typed into the workbook as an organiser would, read left to right.
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.getWorksheet('Round 3')!;
  const results = [
    ['1-0', '0-1'],
    ['½-½', '½-½'],
    ['0-1', '1-0 forfeit'],
    ['1-0', '1-0'],
  ];
  results.forEach(([g1, g2], board) => {
    sheet.getCell(board + 2, 6).value = g1!;
    sheet.getCell(board + 2, 7).value = g2!;
  });
  await book.xlsx.writeFile(file);

  const out = join(dir, 'out.trf');
  expect((await run([file, '--export-trf', out])).status).toBe(0);
  const t = readTrf(readFileSync(out));
  const games = (id: number) => t.players[id - 1]!.rounds.slice(4, 6);
  // 2-3: 2 won game 1 with White, 3 game 2 with White.
  expect(games(2)).toEqual([
    { opponent: 3, colour: 'w', result: '1' },
    { opponent: 3, colour: 'b', result: '0' },
  ]);
  // 5-4: 4 won game 1; 5 (the left player, Black in game 2) won game 2 by forfeit.
  expect(games(5)).toEqual([
    { opponent: 4, colour: 'w', result: '0' },
    { opponent: 4, colour: 'b', result: '+' },
  ]);
  expect(games(6).map((r) => r?.result)).toEqual(['U', 'U']);
});
