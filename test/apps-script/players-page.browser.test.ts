/**
 * The players' page: the built Code.js's doGet over the fake spreadsheet,
 * shown in headless Chromium at the 390-pixel width of a phone. It must show
 * only what a printed pairing list shows, only read, and print every name as
 * text. Needs Debian's chromium (/usr/bin/chromium); the browser part is
 * skipped without it. Screenshots go to /tmp/swiss-players-page-*.png.
 */
import type { BrowserContext } from 'playwright-core';
import { HAS_CHROMIUM, launchHeadless, type HeadlessBrowser } from '../support/browser/chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemId } from '../../src/engine/systems/registry.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { SYSTEM_LABELS } from '../../src/sheets/workbook/settings-tab.js';
import type { FakeHtmlOutput } from '../support/apps-script/index.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import { CLUB_PLAYERS, PLAYERS_HEADER } from '../support/sheets/club-players.js';
import { enterClubTournament, runMenu, sheet } from '../support/sheets/tournament-scenario.js';

const PHONE_WIDTH = 390;
const PREFERENCE: readonly SystemId[] = ['dutch', 'dutch-2017', 'lim', 'rating-1998'];
const systemId = PREFERENCE.find((id) => getSystem(id) !== null);
const HOSTILE_NAME = '<script>window.pwned = true</script> Adams';
const HOSTILE_TITLE = '<img src=x onerror="window.pwned = true">';
/** Private columns given values that appear nowhere else, so that a leak is found by search. */
const fideId = (index: number) => `98765${String(index).padStart(3, '0')}`;
const birth = (index: number) => `1961/07/${String(index + 10).padStart(2, '0')}`;

/** The club tournament after round 1 (results in) and round 2 paired, through the menu. */
function clubAfterTwoRounds() {
  const script = loadBuiltScript({ spreadsheetName: 'Club' });
  const addon = { fake: script.fake, call: (name: string) => void script.call(name) };
  enterClubTournament(addon, SYSTEM_LABELS[systemId!]);
  const players = sheet(addon, 'Players');
  const column = (header: string) => PLAYERS_HEADER.indexOf(header) + 1;
  CLUB_PLAYERS.forEach((_, index) => {
    players.getRange(index + 2, column('FIDE ID')).setValue(fideId(index));
    players.getRange(index + 2, column('Birth')).setValue(birth(index));
  });
  players.getRange(2, column('Name')).setValue(HOSTILE_NAME);
  players.getRange(3, column('Federation')).setValue(HOSTILE_TITLE);
  expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
  const round1 = sheet(addon, 'Round 1');
  for (let row = 2; row <= 11; row++) round1.getRange(row, 6).setValue(row % 3 ? '1-0' : '½-½');
  expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
  return script;
}

describe.skipIf(systemId === undefined)('the players’ page (doGet)', () => {
  it('only reads, and shows none of the private columns of the Players tab', () => {
    const script = clubAfterTwoRounds();
    const log = script.fake.spreadsheet.callLog;
    log.clear();
    const output = script.call('doGet') as FakeHtmlOutput;
    const writes = log.calls.filter((call) =>
      /^(set|insert|delete|clear|protect|hide|activate|append|toast)/.test(call.method),
    );
    expect(writes).toEqual([]);
    expect(output.getTitle()).toBe('Club championship 2026');
    expect(output.metaTags).toContainEqual({
      name: 'viewport',
      content: 'width=device-width, initial-scale=1',
    });
    const html = output.getContent();
    CLUB_PLAYERS.forEach((_, index) => {
      expect(html).not.toContain(fideId(index));
      expect(html).not.toContain(birth(index));
    });
    for (const header of ['FIDE ID', 'Birth', 'Sex', 'Status', 'Byes', 'Not against']) {
      expect(html).not.toContain(header);
    }
    // Every board of round 2 with its players, and the standings after round 1.
    expect(html).toContain('Pairings, round 2');
    expect(html).toContain('Berg, Anna');
    expect(html).toContain('After round 1');
    // The hostile texts are escaped, never markup.
    expect(html).not.toContain('<script>window.pwned');
    expect(html).toContain('&lt;script&gt;window.pwned = true&lt;/script&gt; Adams');
    expect(html).not.toContain('<img src=x');
  });

  describe.skipIf(!HAS_CHROMIUM)('in Chromium at 390 pixels', () => {
    let browser: HeadlessBrowser;
    let context: BrowserContext;

    beforeAll(async () => {
      browser = await launchHeadless({ width: PHONE_WIDTH, height: 844 });
      context = browser.context;
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('fits the phone, finds a board by name, and prints a <script> name as text', async () => {
      const script = clubAfterTwoRounds();
      const html = (script.call('doGet') as FakeHtmlOutput).getContent();
      const page = await context.newPage();
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await page.setContent(html);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_WIDTH,
      );
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
      await expect.poll(() => page.getByText(HOSTILE_NAME).count()).toBeGreaterThan(0);
      await page.screenshot({ path: '/tmp/swiss-players-page-top.png' });
      await page.screenshot({ path: '/tmp/swiss-players-page-full.png', fullPage: true });

      const rows = page.locator('table.pairings tbody tr');
      expect(await rows.count()).toBe(10);
      // Accents and case aside: "eriksen" finds Eriksen, Lars.
      await page.locator('#find').fill('ERIKSEN');
      const shown = page.locator('table.pairings tbody tr:visible');
      await expect.poll(() => shown.count()).toBe(1);
      expect(await shown.textContent()).toContain('Eriksen, Lars');
      await page.screenshot({ path: '/tmp/swiss-players-page-search.png' });
      await page.locator('#find').fill('nobody of that name');
      await expect.poll(() => shown.count()).toBe(0);
      expect(await page.locator('#none').isVisible()).toBe(true);

      // The wide tables scroll inside themselves; the page does not.
      await page.locator('#crosstable').scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/swiss-players-page-crosstable.png' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_WIDTH,
      );
      expect(pageErrors).toEqual([]);
      await page.close();
    });
  });
});
