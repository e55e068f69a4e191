/**
 * The sidebar's choice for two-game matches (C.04.5), in headless Chromium
 * over the built Code.js: "Standings of two-game matches" shows only while
 * the chosen system is Double-Swiss, and saving it writes the Settings row.
 * Needs /usr/bin/chromium; skipped without it.
 */
import type { BrowserContext } from 'playwright-core';
import { HAS_CHROMIUM, launchHeadless, type HeadlessBrowser } from '../support/browser/chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSidebar } from '../support/browser/google-script-run.js';
import { loadBuiltScript, readBuilt } from '../support/apps-script/load-built-script.js';

const SIDEBAR_URL = 'https://sidebar.test/';

describe.skipIf(!HAS_CHROMIUM)('the sidebar and two-game matches', () => {
  let browser: HeadlessBrowser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchHeadless({ width: 300, height: 760 });
    context = browser.context;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('offers game or match points for Double-Swiss only, and saves the choice', async () => {
    const script = loadBuiltScript({ spreadsheetName: 'Double' });
    script.call('setUpTournament');
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await connectSidebar(page, script);
    await page.route(SIDEBAR_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: readBuilt('Sidebar.html') }),
    );
    await page.goto(SIDEBAR_URL);
    await page.locator('#status:text-is("")').waitFor();
    await page.locator('#settings-panel summary').click();

    expect(await page.locator('#match-scoring').isVisible()).toBe(false);
    await page.locator('#system').selectOption('double-swiss');
    expect(await page.locator('#match-scoring').isVisible()).toBe(true);
    await page.locator('#match-scoring').selectOption('match-points');
    await page.locator('#save').click();
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Settings saved/);
    const settings = script.fake.spreadsheet.getSheetByName('Settings')!.getDataRange().getValues();
    expect(settings).toContainEqual(['Pairing system', 'Double-Swiss']);
    expect(settings).toContainEqual(['Standings of two-game matches', 'Match points']);

    await page.locator('#system').selectOption('dutch');
    expect(await page.locator('#match-scoring').isVisible()).toBe(false);
    await page.screenshot({ path: '/tmp/swiss-sidebar-double-swiss.png', fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
