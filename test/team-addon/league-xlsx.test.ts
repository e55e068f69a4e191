/**
 * The 12-team league of league-scenario.ts in the .xlsx path (npm start, via
 * runLocal): a new team workbook (--new --team), the cells typed with
 * ExcelJS between runs (xlsx-driver.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'vitest';
import {
  expectBoardPrizes,
  expectMatchScores,
  expectStandingsOfTally,
  playLeague,
} from './league-scenario.js';
import { xlsxDriver } from './xlsx-driver.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'team-xlsx-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a 12-team league in an .xlsx file (npm start)', () => {
  it('pairs every round as swiss-pair --team -p does on the exported file, and scores it', async () => {
    const driver = xlsxDriver(dir, join(dir, 'league.xlsx'));
    const tally = await playLeague(driver);
    await expectMatchScores(driver);
    await expectStandingsOfTally(driver, tally);
    await expectBoardPrizes(driver);
  }, 300_000);
});
