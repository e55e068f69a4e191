/**
 * The tab an .xlsx file opens on (its view keeps it by position): after
 * `npm start` pairs a round and after an undo, a shown tab of the
 * tournament, never the hidden Undo data (which LibreOffice, opening on it,
 * would also print).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { XlsxWorkbook } from '../../src/sheets/xlsx/xlsx-workbook.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'open-tab-'));
  file = join(dir, 'club.xlsx');
  copyFileSync(EXAMPLE_XLSX, file);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]): Promise<void> {
  const { status, err } = await captureRunLocal(
    [file, ...argv],
    { example: EXAMPLE_XLSX, defaultFile: join(dir, 'unused.xlsx') },
    {},
    { getSystem, drawColour: () => 'w' },
  );
  expect(status, err).toBe(0);
}

async function openTab(): Promise<{ name: string; state: string }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[workbook.views[0]!.activeTab ?? 0]!;
  return { name: sheet.name, state: sheet.state };
}

it('opens on the round just paired, and after Undo on the round before it, not on Undo data', async () => {
  await run();
  expect(await openTab()).toEqual({ name: 'Round 5', state: 'visible' });
  await run('--undo', '--yes');
  expect(await openTab()).toEqual({ name: 'Round 4', state: 'visible' });
});

it('a tab moved or deleted before the open one leaves the same tab open', () => {
  const workbook = new XlsxWorkbook(new ExcelJS.Workbook(), 'club');
  const [a, b, c] = ['A', 'B', 'C'].map((name) => workbook.insertSheet(name));
  c!.activate();
  workbook.moveSheet(c!, 0);
  expect(workbook.getActiveSheet().getName()).toBe('C');
  workbook.deleteSheet(a!);
  expect(workbook.getActiveSheet().getName()).toBe('C');
  workbook.moveSheet(b!, 0);
  expect(workbook.getActiveSheet().getName()).toBe('C');
});
