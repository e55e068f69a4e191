/**
 * Issue 31, "Everything translated", proved: the add-on built with a
 * pseudo-language (test/support/messages/pseudo-language.ts: every message
 * ⟦marked⟧, its letters accented) plays the club walk-through, a round robin
 * and a team Swiss through Code.js in node:vm; the sidebar, the print pages
 * and the players' page are read in headless Chromium; npm start runs with
 * --lang qps. Every text a user sees must be the catalogue's, a number, the
 * tournament's data, a FIDE acronym, or on the allow-list below with its
 * reason. Needs /usr/bin/chromium for the pages; the rest runs without it.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/messages/index.js';
import { readBuilt } from '../support/apps-script/load-built-script.js';
import { HAS_CHROMIUM, launchHeadless, type HeadlessBrowser } from '../support/browser/chromium.js';
import { connectSidebar } from '../support/browser/google-script-run.js';
import { pseudoBuild } from '../support/messages/pseudo-build.js';
import { PSEUDO_CODE } from '../support/messages/pseudo-language.js';
import {
  CLUB_TRF,
  pseudoText,
  trfData,
  walkARoundRobin,
  walkATeamSwiss,
  walkTheClub,
  type PseudoWalk,
  type ServedPage,
} from '../support/messages/pseudo-walk.js';
import { WordAudit, type Allowed } from '../support/messages/word-audit.js';

/** What may be shown as it is in every language, reviewed one by one. */
const ALLOWED: readonly Allowed[] = [
  {
    text: /^Sheet\d+$/,
    reason: "the spreadsheet's own first tab, named by Google Sheets in the user's language",
  },
  {
    text: new RegExp(LANGUAGES.map((language) => language.name.replace(/[()]/g, '\\$&')).join('|')),
    reason:
      "the Language row's values: data the organiser picks and the add-on reads back, each language named as it names itself (as Google lists them), so that anyone finds his own; a problem adds each one's name in the tournament's language",
  },
  {
    text: new RegExp(
      `\\b(${[...LANGUAGES.map((language) => language.code), PSEUDO_CODE].join('|')})\\b`,
    ),
    where: /^npm start/,
    reason: 'the codes --lang takes (ISO 639), listed by npm start --help',
  },
  {
    where: new RegExp(`${pseudoText('tab.importedFile').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}!`),
    reason: "the imported file's records (JSON) that Export TRF writes back, not words",
  },
  {
    text: /^[mw]$|: m, w⟧/,
    reason:
      "the Sex column's codes, FIDE's in the TRF and the rating lists (m, w) in every language",
  },
  {
    text: /\b\d+[HFZU]\b/,
    reason: 'a requested bye as the Byes column takes it: the round and the TRF code (5H)',
  },
  {
    text: /^\d+[wb][-+=½01]$/,
    reason:
      "a crosstable entry: the opponent's pairing number, the TRF's colour letter and the result (12w1), as FIDE's crosstables write it",
  },
];

const SIDEBAR_URL = 'https://sidebar.test/';

/** Every text a page shows: its text nodes, and the attributes a user reads or hears. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const tag = node.parentElement?.tagName;
      if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TITLE') continue;
      const text = node.textContent?.trim() ?? '';
      if (text !== '') texts.push(text);
    }
    for (const element of document.querySelectorAll('*'))
      for (const name of ['title', 'placeholder', 'aria-label', 'alt']) {
        const value = element.getAttribute(name);
        if (value !== null) texts.push(value);
      }
    for (const input of document.querySelectorAll<HTMLInputElement>(
      'input[type=submit], input[type=button]',
    ))
      texts.push(input.value);
    return texts;
  });
}

describe('every word the add-on shows comes from the catalogue (pseudo-language audit)', () => {
  const audit = new WordAudit(ALLOWED);
  const walks: PseudoWalk[] = [];

  beforeAll(() => {
    walks.push(walkTheClub(audit), walkARoundRobin(audit), walkATeamSwiss(audit));
  }, 300_000);

  it('the spreadsheet, its menu, alerts, toasts and dialog titles: club, round robin, team Swiss', () => {
    expect(audit.seen).toBeGreaterThan(1000);
    expect(audit.report()).toEqual([]);
  });

  it('npm start --lang qps: what it prints and the workbook it writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swiss-pseudo-local-'));
    try {
      const local = new WordAudit(ALLOWED);
      local.data(...trfData(CLUB_TRF));
      const file = join(dir, 'club.xlsx');
      const example = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));
      copyFileSync(example, file);
      local.data(file, join(dir, 'club.pdf'), 'examples/club.xlsx');
      // What the user typed, said back in the usage error.
      local.data('--no-such-option');
      // What the organiser typed in the example's Players tab (its clubs), below the headers.
      const typed = new ExcelJS.Workbook();
      await typed.xlsx.readFile(example);
      typed.getWorksheet('Players')?.eachRow((row, r) => {
        if (r > 1) row.eachCell((cell) => local.data(String(cell.value)));
      });
      const { runLocal } = (await import(pathToFileURL(`${pseudoBuild()}local.js`).href)) as {
        runLocal: (
          argv: string[],
          paths: { example: string; defaultFile: string },
          io: { out: (text: string) => void; err: (text: string) => void },
        ) => Promise<number>;
      };
      const paths = { example: 'examples/club.xlsx', defaultFile: file };
      for (const argv of [
        ['--help', '--lang', PSEUDO_CODE],
        [file, '--lang', PSEUDO_CODE],
        [file, '--check'],
        [file, '--standings'],
        [file, '--print', 'all', '--out', join(dir, 'club.pdf')],
        [file, '--undo', '--yes'],
        [file, '--no-such-option'],
      ]) {
        const where = `npm start -- ${argv.slice(argv[0] === file ? 1 : 0).join(' ')}`;
        await runLocal(argv, paths, {
          out: (text: string) => local.see(where, text),
          err: (text: string) => local.see(`${where} (error)`, text),
        });
      }
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      for (const sheet of book.worksheets) {
        local.see('npm start workbook: tab name', sheet.name);
        if (sheet.state !== 'visible') continue;
        sheet.eachRow((row, r) =>
          row.eachCell((cell, c) => {
            local.see(`npm start workbook: ${sheet.name}!R${r}C${c}`, cell.value);
            const validation = cell.dataValidation;
            // A list's formula is its choices in quotes, a comma between two.
            for (const formula of validation?.formulae ?? [])
              for (const choice of String(formula).replace(/^"|"$/g, '').split(','))
                local.see(`npm start workbook: ${sheet.name}!R${r}C${c} dropdown`, choice);
            local.see(`npm start workbook: ${sheet.name}!R${r}C${c} help`, validation?.prompt);
          }),
        );
      }
      expect(local.seen).toBeGreaterThan(100);
      expect(local.report()).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  describe.skipIf(!HAS_CHROMIUM)('in headless Chromium', () => {
    let browser: HeadlessBrowser;

    beforeAll(async () => {
      browser = await launchHeadless({ width: 300, height: 760 });
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
    });

    async function seeIn(page: Page, where: string, pageAudit: WordAudit): Promise<void> {
      for (const text of await pageTexts(page)) pageAudit.see(where, text);
    }

    it('the print pages and the players’ pages', async () => {
      const pages: ServedPage[] = walks.flatMap((walk) => walk.pages);
      expect(pages.length).toBeGreaterThanOrEqual(6);
      const pagesAudit = audit.fork();
      const page = await browser.context.newPage();
      for (const served of pages) {
        await page.setContent(served.html);
        await seeIn(page, served.where, pagesAudit);
      }
      await page.close();
      expect(pagesAudit.seen).toBeGreaterThan(100);
      expect(pagesAudit.report()).toEqual([]);
    }, 120_000);

    it('the sidebar: every panel open, its buttons pressed, in each kind of event', async () => {
      const sidebarAudit = audit.fork();
      const see = (page: Page, where: string) => seeIn(page, where, sidebarAudit);
      for (const walk of walks) {
        const page = await browser.context.newPage();
        const errors: Error[] = [];
        page.on('pageerror', (error) => errors.push(error));
        await connectSidebar(page, walk.script);
        await page.route(SIDEBAR_URL, (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: readBuilt('Sidebar.html', pseudoBuild()),
          }),
        );
        await page.goto(SIDEBAR_URL);
        await page.locator('#status:text-is("")').waitFor();
        const where = `sidebar of ${walk.name}`;
        await see(page, where);
        await page.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = true;
        });
        await see(page, `${where}, panels open`);
        // An answer stays until the next question: cleared once read, so it is not read again.
        const clearAnswer = () =>
          page.evaluate(() => {
            document.getElementById('answer')!.textContent = '';
          });
        for (const button of ['#explain', '#check']) {
          await page.locator(button).click();
          await page.locator('#answer').filter({ hasNotText: /^$/ }).waitFor();
          await see(page, `${where} after ${button}`);
          await clearAnswer();
        }
        if (await page.locator('#tiebreak-code').isVisible()) {
          await page.locator('#tiebreak-code').selectOption('BH');
          await page.locator('#tiebreak-add').click();
          await see(page, `${where}, a tie-break added twice`);
          await page.locator('#tiebreak-default').click();
          await see(page, `${where}, the default tie-breaks`);
        }
        await page.locator('#why-a').fill('1');
        await page.locator('#why-b').fill('2');
        await page.locator('#why-not button').click();
        await page.locator('#answer').filter({ hasNotText: /^$/ }).waitFor();
        await see(page, `${where}, why not`);
        await clearAnswer();
        await page.locator('#undo').click();
        await page.locator('#save:enabled').waitFor();
        await see(page, `${where}, undo asked`);
        if (await page.locator('#confirm-no').isVisible()) {
          await page.locator('#confirm-no').click();
          await see(page, `${where}, undo declined`);
        }
        await page.locator('#save').click();
        await page.locator('#save:enabled').waitFor();
        await see(page, `${where}, settings saved`);
        expect(errors).toEqual([]);
        await page.close();
      }
      expect(sidebarAudit.report()).toEqual([]);
    }, 180_000);
  });
});
