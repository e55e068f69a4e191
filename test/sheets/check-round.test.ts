/**
 * "Check this round" (issue 14): the last Round tab as it stands, after hand
 * edits, against the absolute criteria and against the engine's own pairing.
 * Offline as `npm start -- FILE --check`: exit 0 when nothing absolute is
 * broken, 1 otherwise; the file is never changed.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { captureRunLocal } from '../support/sheets/local-run.js';

const EXAMPLE = fileURLToPath(new URL('../fixtures/club-15/club.xlsx', import.meta.url));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function check(file: string) {
  const { status, said } = await captureRunLocal([file, '--check'], {
    example: EXAMPLE,
    defaultFile: file,
  });
  return { status, out: said };
}

/** Swap two players' places in a Round tab (No. cells), as an arbiter editing by hand. */
async function swapInRound(file: string, round: number, a: number, b: number) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.getWorksheet(`Round ${round}`)!;
  // As an organiser edits a board: the No. and the name beside it (the reader checks they agree).
  const names = new Map<unknown, unknown>();
  sheet.eachRow((row) => {
    for (const col of [2, 7]) names.set(row.getCell(col).value, row.getCell(col + 1).value);
  });
  sheet.eachRow((row) => {
    for (const col of [2, 7]) {
      const cell = row.getCell(col);
      const swapped = cell.value === a ? b : cell.value === b ? a : null;
      if (swapped === null) continue;
      cell.value = swapped;
      row.getCell(col + 1).value = names.get(swapped) as ExcelJS.CellValue;
    }
  });
  await book.xlsx.writeFile(file);
}

it('the round as the engine paired it passes, and nothing is changed', async () => {
  const file = join(dir, 'club.xlsx');
  copyFileSync(EXAMPLE, file);
  const before = digest(file);
  const r = await check(file);
  expect(r.status).toBe(0);
  expect(r.out).toContain('Round 5: no absolute criterion is broken.');
  expect(digest(file)).toBe(before);
});

it('a round edited into a rematch names the rematch and exits 1', async () => {
  const file = join(dir, 'club.xlsx');
  copyFileSync(EXAMPLE, file);
  // test/fixtures/club-15/club.trf: in round 5, 1 plays 6, and 1 met 2 in round 3; put 2 where 6 was.
  await swapInRound(file, 5, 6, 2);
  const r = await check(file);
  expect(r.status).toBe(1);
  expect(r.out).toMatch(/already played each other in [Rr]ound 3/);
});

it('a new round, without results, edited into a rematch: the check names both players, the round and the article, and exits 1', async () => {
  const file = join(dir, 'club.xlsx');
  copyFileSync(EXAMPLE, file);
  const paired = await captureRunLocal([file], { example: EXAMPLE, defaultFile: file });
  expect(paired.status).toBe(0);
  // Round 6 (bbpPairings): 2-7 on board 1, 1-3 on board 2; No. 1 beat No. 2 in round 3. Swap 2 and 3.
  await swapInRound(file, 6, 3, 2);
  const before = digest(file);
  const r = await check(file);
  expect(r.status).toBe(1);
  expect(r.out).toContain('Round 6: 1 absolute criterion is broken:');
  expect(r.out).toMatch(
    /board 2: Test0001 Player0001 \(#1, 4\) and Test0002 Player0002 \(#2, 5\) already played each other in round 3 \(\[C1\]\)/,
  );
  // Not the engine's pairing: the tab is marked as changed by hand, once.
  expect(r.out).toContain(
    'Round 6 is not the system\'s own pairing: it is marked "Changed by hand"',
  );
  expect(digest(file)).not.toBe(before);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: unknown[][] = [];
  book.getWorksheet('Round 6')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows.at(-1)!.slice(0, 2)).toEqual([
    'Changed by hand',
    'differs from the pairing of Dutch 2025 (found by Check this round)',
  ]);
  const marked = digest(file);
  const again = await check(file);
  expect(again.status).toBe(1);
  expect(again.out).not.toContain('it is marked');
  expect(digest(file)).toBe(marked);
});
