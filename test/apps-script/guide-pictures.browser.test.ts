/**
 * The pictures of the README and the organiser's guide (docs/images/ when
 * `node scripts/pictures.mjs` asks for them, else out/pictures/), made from
 * the real pages so that they never go stale: the example tournament
 * (examples/club.trf) imported into the built Code.js over the in-memory
 * spreadsheet, the withdrawal typed in, round 5 paired from the menu; then
 * the sidebar, the players' page, the printed pairings, and the Settings, Players, Round 5 and
 * Standings tabs drawn as Sheets shows them (test/support/browser/
 * sheet-picture.ts), each photographed in headless Chromium. Needs Debian's
 * chromium (/usr/bin/chromium); skipped without it.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/sheets/addon/sidebar-api.js';
import type { FakeHtmlOutput } from '../support/apps-script/index.js';
import {
  loadBuiltScript,
  readBuilt,
  type LoadedScript,
} from '../support/apps-script/load-built-script.js';
import { HAS_CHROMIUM, launchHeadless, type HeadlessBrowser } from '../support/browser/chromium.js';
import { connectSidebar } from '../support/browser/google-script-run.js';
import { pictureFolder } from '../support/browser/picture-folder.js';
import { sheetPicture } from '../support/browser/sheet-picture.js';
import { runMenu, sheet } from '../support/sheets/tournament-scenario.js';

const EXAMPLE_TRF = fileURLToPath(new URL('../../examples/club.trf', import.meta.url));
const EXAMPLE_XLSX = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));
const IMAGES = pictureFolder();
const SIDEBAR_URL = 'https://sidebar.test/';
/** A guide's picture stays small: a few tens of kilobytes. */
const MAX_BYTES = 80_000;

/** The clubs of the example's players, which a TRF file does not hold. */
async function clubsOfExample(): Promise<Map<string, string>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(EXAMPLE_XLSX);
  const players = book.getWorksheet('Players')!;
  const header = players.getRow(1).values as unknown[];
  const clubs = new Map<string, string>();
  players.eachRow((row, n) => {
    if (n > 1)
      clubs.set(
        String(row.getCell(header.indexOf('Name')).value),
        String(row.getCell(header.indexOf('Club')).value),
      );
  });
  return clubs;
}

/** The example, imported, with what a TRF file cannot hold typed in, and round 5 paired. */
async function exampleInSheets(): Promise<LoadedScript> {
  const script = loadBuiltScript({ spreadsheetName: 'Harbour Autumn Open 2026' });
  const imported = script.call('importTrf', readFileSync(EXAMPLE_TRF, 'utf8')) as ActionResult;
  expect(imported.message).toMatch(/^Imported 20 players and 4 rounds/);
  const addon = { fake: script.fake, call: (name: string) => void script.call(name) };
  const players = sheet(addon, 'Players');
  const header = players.getRange(1, 1, 1, players.getLastColumn()).getValues()[0]!;
  const row = players
    .getDataRange()
    .getValues()
    .findIndex(([, name]) => name === 'Søndergaard, Mikkel');
  players.getRange(row + 1, header.indexOf('Status') + 1).setValue('withdrawn');
  players.getRange(row + 1, header.indexOf('Byes / absent rounds') + 1).setValue('');
  const clubs = await clubsOfExample();
  const names = players.getRange(2, 2, 20, 1).getValues();
  players
    .getRange(2, header.indexOf('Club') + 1, 20, 1)
    .setValues(names.map(([name]) => [clubs.get(String(name)) ?? '']));
  expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
  return script;
}

async function save(page: Page, selector: string, file: string): Promise<void> {
  const path = `${IMAGES}${file}`;
  writeFileSync(path, await page.locator(selector).screenshot());
  expect(statSync(path).size).toBeLessThan(MAX_BYTES);
}

describe.skipIf(!HAS_CHROMIUM)('the guide’s pictures, from the example in Sheets', () => {
  let browser: HeadlessBrowser;
  let script: LoadedScript;

  beforeAll(async () => {
    script = await exampleInSheets();
    browser = await launchHeadless({ width: 1100, height: 900 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('Round 5: the boards of the reference pairing, the result column offering its choices', async () => {
    const round = script.fake.spreadsheet.getSheetByName('Round 5')!;
    const values = round.getDataRange().getDisplayValues();
    expect(values.slice(1, 3).map((cells) => [cells[1], cells[6]])).toEqual([
      ['1', '20'],
      ['2', '4'],
    ]);
    const page = await browser.context.newPage();
    await page.setContent(
      sheetPicture(script.fake.spreadsheet, round, values.length, values[0]!.length),
    );
    await expect.poll(() => page.getByText('Коваленко, Олександр').count()).toBe(1);
    await save(page, '#picture', 'round-tab.png');
    await page.close();
  });

  it('Settings, Players and Standings as the organiser finds them', async () => {
    const page = await browser.context.newPage();
    for (const [tab, rows, file] of [
      ['Settings', 14, 'settings-tab.png'],
      ['Players', 11, 'players-tab.png'],
      ['Standings', 12, 'standings-tab.png'],
    ] as const) {
      const found = script.fake.spreadsheet.getSheetByName(tab)!;
      const columns = found.getLastColumn();
      await page.setContent(
        sheetPicture(script.fake.spreadsheet, found, Math.min(rows, found.getLastRow()), columns),
      );
      // Nothing cut: each cell's text fits its column.
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll('td')]
          .filter((td) => td.scrollWidth > td.clientWidth)
          .map((td) => td.textContent),
      );
      expect(cut, tab).toEqual([]);
      await save(page, '#picture', file);
    }
    await page.close();
  });

  it('the players’ page on a phone: this round’s boards', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 560 });
    await page.setContent((script.call('doGet') as FakeHtmlOutput).getContent());
    await expect.poll(() => page.getByText('Pairings, round 5').count()).toBeGreaterThan(0);
    // What the phone shows first: the search and the first boards.
    writeFileSync(`${IMAGES}players-page.png`, await page.screenshot());
    expect(statSync(`${IMAGES}players-page.png`).size).toBeLessThan(MAX_BYTES);
    await page.close();
  });

  it('a printed page: round 5 for the wall, as Print… in the menu opens it', async () => {
    expect(script.call('menuPrint')).toBeUndefined();
    const dialog = script.fake.ui.dialogs.at(-1)!;
    expect(dialog.kind).toBe('modal');
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 820, height: 1100 });
    await page.setContent((dialog.output as FakeHtmlOutput).getContent(), { waitUntil: 'load' });
    const first = page.locator('.page').first();
    // The reference pairing's first board (README), and the requested bye under the games.
    await expect.poll(() => first.getByText('Коваленко, Олександр').count()).toBe(1);
    await expect.poll(() => first.getByText('Gonçalves, João Pedro').count()).toBe(1);
    const path = `${IMAGES}printed-pairings.png`;
    writeFileSync(path, await first.screenshot());
    expect(statSync(path).size).toBeLessThan(MAX_BYTES * 2);
    await page.close();
  });

  it('the sidebar, round 5 paired and waiting for its results', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 300, height: 330 });
    await connectSidebar(page, script);
    await page.route(SIDEBAR_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: readBuilt('Sidebar.html') }),
    );
    await page.goto(SIDEBAR_URL);
    await page.locator('#status:text-is("")').waitFor();
    await expect
      .poll(() => page.locator('#tournament').textContent())
      .toBe('Harbour Autumn Open 2026');
    writeFileSync(`${IMAGES}sidebar.png`, await page.screenshot());
    expect(statSync(`${IMAGES}sidebar.png`).size).toBeLessThan(MAX_BYTES);
    await page.close();
  });
});
