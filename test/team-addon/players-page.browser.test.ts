/**
 * The players' page of a team event through the built dist/Code.js's doGet,
 * shown in headless Chromium at the 390-pixel width of a phone: it fits,
 * finds a match by a player's or a team's name, and prints a hostile name as
 * text. Needs Debian's chromium (/usr/bin/chromium); skipped without it.
 * Screenshots go to /tmp/swiss-team-players-page-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, launchHeadless, type HeadlessBrowser } from '../support/browser/chromium.js';
import type { FakeHtmlOutput } from '../support/apps-script/index.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import { HOSTILE_NAME, teamEventAfterRound1 } from './players-page-scenario.js';

const PHONE_WIDTH = 390;

describe.skipIf(!HAS_CHROMIUM)("a team event's players' page in Chromium at 390 pixels", () => {
  let browser: HeadlessBrowser;

  beforeAll(async () => {
    browser = await launchHeadless({ width: PHONE_WIDTH, height: 844 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('fits the phone and finds the match of a player or a team, accents and case aside', async () => {
    const script = loadBuiltScript({ spreadsheetName: 'County league' });
    const addon = { fake: script.fake, call: (name: string) => script.call(name) };
    const { matches } = await teamEventAfterRound1(addon);
    const html = (script.call('doGet') as FakeHtmlOutput).getContent();
    const page = await browser.context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.setContent(html);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_WIDTH,
    );
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
    await expect.poll(() => page.getByText(HOSTILE_NAME).count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/swiss-team-players-page-top.png' });
    await page.screenshot({ path: '/tmp/swiss-team-players-page-full.png', fullPage: true });

    const shown = page.locator('table.pairings tbody.match:visible');
    expect(await shown.count()).toBe(3);
    // A player of match 3's right team, typed in capitals: only that match.
    const player = matches[2]!.boards[0][1];
    await page.locator('#find').fill(player.toUpperCase());
    await expect.poll(() => shown.count()).toBe(1);
    expect(await shown.textContent()).toContain(matches[2]!.right);
    await page.screenshot({ path: '/tmp/swiss-team-players-page-search.png' });
    // A substitute not in the line-up finds his team's match too.
    const substitute = `${matches[0]!.left.slice(-1)}3`;
    await page.locator('#find').fill(substitute.toLowerCase());
    await expect.poll(() => shown.count()).toBe(1);
    expect(await shown.textContent()).toContain(matches[0]!.left);
    await page.locator('#find').fill(matches[1]!.right);
    await expect.poll(() => shown.count()).toBe(1);
    await page.locator('#find').fill('nobody of that name');
    await expect.poll(() => shown.count()).toBe(0);
    expect(await page.locator('#none').isVisible()).toBe(true);

    await page.locator('#standings').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/swiss-team-players-page-standings.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_WIDTH,
    );
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
