/**
 * The built sidebar of a team event in headless Chromium, talking through
 * google.script.run to the built Code.js, at the 300-pixel width of a Sheets
 * sidebar: its status line and its settings editor's team rows. Needs
 * Debian's chromium; skipped without it. Screenshot:
 * /tmp/swiss-team-sidebar-settings.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, launchHeadless, type HeadlessBrowser } from '../support/browser/chromium.js';
import { connectSidebar } from '../support/browser/google-script-run.js';
import { loadBuiltScript, readBuilt } from '../support/apps-script/load-built-script.js';
import { sixTeams } from './six-teams.js';

const SIDEBAR_URL = 'https://sidebar.test/';
const SIDEBAR_WIDTH = 300;

describe.skipIf(!HAS_CHROMIUM)("a team event's sidebar in Chromium", () => {
  let browser: HeadlessBrowser;

  beforeAll(async () => {
    browser = await launchHeadless({ width: SIDEBAR_WIDTH, height: 1400 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('says the round, the teams and what is next, and edits the team rows', async () => {
    const script = loadBuiltScript({ spreadsheetName: 'County league' });
    const addon = { fake: script.fake, call: (name: string) => script.call(name) };
    const { d } = await sixTeams(addon, [['Rounds', 5]]);
    await d.run('pair');

    const page = await browser.context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await connectSidebar(page, script);
    await page.route(SIDEBAR_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: readBuilt('Sidebar.html') }),
    );
    await page.goto(SIDEBAR_URL);
    await page.locator('#status:text-is("")').waitFor();

    expect(await page.locator('#progress').textContent()).toBe('Round 1 of 5 · 6 teams');
    expect(await page.locator('#open-boards').textContent()).toBe(
      '3 matches still without every result: 1, 2, 3',
    );
    expect(await page.locator('#pair').isDisabled()).toBe(true);

    await page.locator('#settings-panel summary').click();
    expect(await page.locator('#team-settings').isVisible()).toBe(true);
    expect(await page.locator('#individual-tiebreaks').isVisible()).toBe(false);
    expect(await page.locator('#unrated').isVisible()).toBe(false);
    expect(await page.locator('#points-for').textContent()).toBe('Match points for a');
    expect(await page.locator('#system option').allTextContents()).toEqual(['Team Swiss (C.04.6)']);
    expect(await page.locator('#boards').inputValue()).toBe('2');
    expect(await page.locator('#team-tiebreak-list').inputValue()).toBe('MPvGP, BH');

    // Baku with game points first is refused (C.04.7 1.4), as pairing refuses it.
    await page.locator('#primary').selectOption('gp');
    await page.locator('#baku').selectOption('yes');
    await page.locator('#save').click();
    await expect
      .poll(() => page.locator('#status').textContent())
      .toContain('the Baku acceleration needs match points as the primary score (C.04.7 1.4)');

    await page.locator('#baku').selectOption('no');
    await page.locator('#colour-type').selectOption('B');
    await page.locator('#team-tiebreak-list').fill('EDE, BH:GP');
    await page.locator('#save').click();
    await expect
      .poll(() => page.locator('#status').textContent())
      .toContain('Settings saved in the Settings tab.');
    const settings = Object.fromEntries(await d.values('Settings'));
    expect(settings).toMatchObject({
      'Primary score': 'Game points',
      'Colour preferences': 'Type B',
      'Baku acceleration': 'No',
      'Team tie-breaks': 'EDE, BH:GP',
    });
    expect(await page.locator('#colour-type').inputValue()).toBe('B');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      SIDEBAR_WIDTH,
    );
    await page.screenshot({ path: '/tmp/swiss-team-sidebar-settings.png', fullPage: true });
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
