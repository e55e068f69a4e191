/**
 * The built sidebar in headless Chromium, talking through google.script.run
 * to the built Code.js over the fake spreadsheet, at the 300-pixel width of a
 * Sheets sidebar. Needs Debian's chromium (/usr/bin/chromium, installed by
 * .ci/run); skipped without it. Screenshots go to /tmp/swiss-sidebar-*.png.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { HAS_CHROMIUM, launchHeadless, type HeadlessBrowser } from '../support/browser/chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemId } from '../../src/engine/systems/registry.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { SYSTEM_LABELS } from '../../src/sheets/workbook/settings-tab.js';
import { connectSidebar } from '../support/browser/google-script-run.js';
import {
  loadBuiltScript,
  readBuilt,
  type LoadedScript,
} from '../support/apps-script/load-built-script.js';
import {
  ClubTournament,
  enterClubTournament,
  sheet,
} from '../support/sheets/tournament-scenario.js';

const SIDEBAR_URL = 'https://sidebar.test/';
const SIDEBAR_WIDTH = 300;
const CLUB_TRF = fileURLToPath(new URL('../fixtures/club-15/club.trf', import.meta.url));
const PREFERENCE: readonly SystemId[] = ['dutch', 'dutch-2017', 'lim', 'rating-1998'];
const systemId = PREFERENCE.find((id) => getSystem(id) !== null);

describe.skipIf(!HAS_CHROMIUM)('sidebar in Chromium (needs /usr/bin/chromium)', () => {
  let browser: HeadlessBrowser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchHeadless(
      { width: SIDEBAR_WIDTH, height: 760 },
      { acceptDownloads: true },
    );
    context = browser.context;
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openSidebar(script: LoadedScript) {
    const page: Page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await connectSidebar(page, script);
    // A navigation (not setContent) so that google.script.run is in place before the page runs.
    await page.route(SIDEBAR_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: readBuilt('Sidebar.html') }),
    );
    await page.goto(SIDEBAR_URL);
    await page.locator('#status:text-is("")').waitFor();
    expect(await page.locator('#confirm').isVisible()).toBe(false);
    return { page, pageErrors };
  }

  /** No element sticks out of the sidebar: nothing to scroll sideways. */
  async function expectFitsWidth(page: Page) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(SIDEBAR_WIDTH);
  }

  it('shows the players’ page link and its QR code once the web app is deployed', async () => {
    const before = loadBuiltScript({ spreadsheetName: 'New club' });
    const first = await openSidebar(before);
    await first.page.locator('#players-page-panel summary').click();
    expect(await first.page.locator('#players-page-none').isVisible()).toBe(true);
    expect(await first.page.locator('#players-page').isVisible()).toBe(false);
    await first.page.close();

    const url = 'https://script.google.com/macros/s/AKfycbzFakeDeploymentId0123456789/exec';
    const script = loadBuiltScript({ spreadsheetName: 'New club' });
    script.fake.ScriptApp.webAppUrl = url;
    const { page, pageErrors } = await openSidebar(script);
    await page.locator('#players-page-panel summary').click();
    expect(await page.locator('#players-page-none').isVisible()).toBe(false);
    const link = page.locator('#players-page-link');
    expect(await link.getAttribute('href')).toBe(url);
    expect(await link.textContent()).toBe(url);
    const qr = page.locator('#players-page-qr svg');
    expect(await qr.isVisible()).toBe(true);
    // A QR code is square: version 1 is 21 modules, each version 4 more; 4 of quiet zone each side.
    const [, , width, height] = (await qr.getAttribute('viewBox'))!.split(' ').map(Number);
    expect(width).toBe(height);
    expect((width - 8 - 21) % 4).toBe(0);
    await expectFitsWidth(page);
    await page
      .locator('#players-page-panel')
      .screenshot({ path: '/tmp/swiss-sidebar-players-page.png' });
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('offers to create the tabs in an empty spreadsheet', async () => {
    const script = loadBuiltScript({ spreadsheetName: 'New club' });
    const { page, pageErrors } = await openSidebar(script);
    expect(await page.locator('#tournament').textContent()).toBe('New club');
    expect(await page.locator('#pair').isVisible()).toBe(false);
    await page.locator('#setup').click();
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Created the Settings/);
    expect(script.fake.spreadsheet.getSheets().map((s) => s.getName())).toEqual([
      'Sheet1',
      'Settings',
      'Players',
      'Standings',
      'Crosstable',
      'By name',
    ]);
    expect(await page.locator('#pair').isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it.skipIf(systemId === undefined)(
    'pairs a round, shows the boards without a result, and undoes after asking',
    async () => {
      const script = loadBuiltScript({ spreadsheetName: 'Club' });
      const addon = { fake: script.fake, call: (name: string) => void script.call(name) };
      enterClubTournament(addon, SYSTEM_LABELS[systemId!]);
      const { page, pageErrors } = await openSidebar(script);
      expect(await page.locator('#tournament').textContent()).toBe('Club championship 2026');
      expect(await page.locator('#progress').textContent()).toBe(
        'Not started (7 rounds) · 20 players',
      );
      expect(await page.locator('#system').inputValue()).toBe(systemId);

      await page.locator('#pair').click();
      await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Round 1 paired/);
      expect(await page.locator('#progress').textContent()).toBe('Round 1 of 7 · 20 players');
      expect(await page.locator('#open-boards').textContent()).toBe(
        '10 boards without a result: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10',
      );
      // The next round cannot be paired before the results are in.
      expect(await page.locator('#pair').isDisabled()).toBe(true);
      await expectFitsWidth(page);
      await page.screenshot({ path: '/tmp/swiss-sidebar-round-1.png', fullPage: true });

      const round1 = sheet(addon, 'Round 1');
      for (let row = 2; row <= 11; row++) round1.getRange(row, 6).setValue(row % 3 ? '1-0' : '½-½');
      await page.locator('#standings').click();
      await expect
        .poll(() => page.locator('#open-boards').textContent())
        .toBe('All results are in.');
      expect(await page.locator('#pair').isEnabled()).toBe(true);

      await page.locator('#undo').click();
      await expect
        .poll(() => page.locator('#question').textContent())
        .toMatch(/^Round 1 already has 10 results\. Undo the round anyway\?/);
      await page.screenshot({ path: '/tmp/swiss-sidebar-undo-question.png', fullPage: true });
      await page.locator('#confirm-no').click();
      expect(await page.locator('#status').textContent()).toBe('Nothing was undone.');
      expect(await page.locator('#confirm').isVisible()).toBe(false);
      expect(script.fake.spreadsheet.getSheetByName('Round 1')).not.toBeNull();

      await page.locator('#undo').click();
      await page.locator('#confirm-yes').click();
      await expect.poll(() => page.locator('#status').textContent()).toBe('Round 1 was undone.');
      expect(script.fake.spreadsheet.getSheetByName('Round 1')).toBeNull();
      expect(await page.locator('#progress').textContent()).toBe(
        'Not started (7 rounds) · 20 players',
      );
      expect(pageErrors).toEqual([]);
      await page.close();
    },
  );

  it.skipIf(systemId === undefined)(
    'chooses and orders the tie-breaks, and the Standings follow',
    async () => {
      const script = loadBuiltScript({ spreadsheetName: 'Club' });
      const addon = { fake: script.fake, call: (name: string) => void script.call(name) };
      enterClubTournament(addon, SYSTEM_LABELS[systemId!]);
      const club = new ClubTournament(addon);
      for (let round = 1; round <= 3; round++) {
        club.pairRound(round);
        club.playRound(round);
      }
      script.call('menuRefreshStandings');
      club.checkStandings();
      const numbers = () =>
        club.addon.fake.spreadsheet
          .getSheetByName('Standings')!
          .getDataRange()
          .getValues()
          .slice(1)
          .map((row) => row[1]);
      const byDefaultList = numbers();

      const { page, pageErrors } = await openSidebar(script);
      await page.locator('#settings-panel summary').click();
      const listed = () => page.locator('#tiebreak-list li strong').allTextContents();
      expect(await listed()).toEqual(['BH/C1', 'BH', 'SB', 'DE']);
      expect(
        await page.locator('#tiebreak-list li .tiebreak-text').first().getAttribute('title'),
      ).toBe('BH/C1: Buchholz, cut 1');
      expect(await page.getByRole('button', { name: 'Move BH/C1 up' }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Move SB up' }).click();
      await page.getByRole('button', { name: 'Move SB up' }).click();
      await page.getByRole('button', { name: 'Remove DE' }).click();
      expect(await listed()).toEqual(['SB', 'BH/C1', 'BH']);
      expect(await page.locator('#tiebreak-note').textContent()).toBe(
        'DE removed: press Save settings to keep the change.',
      );

      // Only the modifiers C.07 14 allows the chosen tie-break are offered.
      await page.locator('#tiebreak-code').selectOption('DE');
      expect(await page.locator('#tiebreak-modifier').isVisible()).toBe(false);
      expect(await page.locator('#tiebreak-p').isVisible()).toBe(true);
      expect(await page.locator('#tiebreak-f').isVisible()).toBe(false);
      await page.locator('#tiebreak-code').selectOption('BH');
      expect(
        await page
          .locator('#tiebreak-modifier option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
      ).toEqual(['', 'C1', 'C2', 'M1', 'M2']);
      await page.locator('#tiebreak-modifier').selectOption('M1');
      await page.locator('#tiebreak-add').click();
      expect(await listed()).toEqual(['SB', 'BH/C1', 'BH', 'BH/M1']);
      await page.locator('#tiebreak-code').selectOption('SB');
      await page.locator('#tiebreak-add').click();
      expect(await page.locator('#tiebreak-note').textContent()).toBe('SB is already in the list.');
      expect(await page.locator('#tiebreak-note').getAttribute('class')).toBe('note error');
      expect(await listed()).toEqual(['SB', 'BH/C1', 'BH', 'BH/M1']);
      await page.locator('#unrated').fill('1400');
      await expectFitsWidth(page);
      await page.screenshot({ path: '/tmp/swiss-sidebar-tiebreaks.png', fullPage: true });

      await page.locator('#save').click();
      await expect
        .poll(() => page.locator('#status').textContent())
        .toBe('Settings saved in the Settings tab. Standings updated.');
      expect(await page.locator('#tiebreak-note').textContent()).toBe('');
      const settings = sheet(addon, 'Settings').getDataRange().getValues();
      expect(settings.slice(-5, -3)).toEqual([
        ['Tie-breaks', 'SB, BH/C1, BH, BH/M1'],
        ['Rating of unrated opponents', 1400],
      ]);
      club.checkStandings(['SB', 'BH/C1', 'BH', 'BH/M1']);
      // SB first ranks some players on equal points differently than BH/C1 first did.
      expect(numbers()).not.toEqual(byDefaultList);
      expect(await listed()).toEqual(['SB', 'BH/C1', 'BH', 'BH/M1']);
      expect(await page.locator('#unrated').inputValue()).toBe('1400');

      // Back to the default list.
      await page.locator('#tiebreak-default').click();
      expect(await listed()).toEqual(['BH/C1', 'BH', 'SB', 'DE']);
      await page.locator('#save').click();
      await expect
        .poll(() => sheet(addon, 'Settings').getDataRange().getValues().at(-5))
        .toEqual(['Tie-breaks', 'BH/C1, BH, SB, DE']);
      club.checkStandings();
      expect(numbers()).toEqual(byDefaultList);
      expect(pageErrors).toEqual([]);
      await page.close();
    },
  );

  it('names the tab, row and problem and refuses to pair', async () => {
    const script = loadBuiltScript({ spreadsheetName: 'Club' });
    const addon = { fake: script.fake, call: (name: string) => void script.call(name) };
    enterClubTournament(addon, 'Dutch 2025');
    sheet(addon, 'Players').getRange(3, 2).setValue('');
    sheet(addon, 'Players').getRange(5, 4).setValue('strong');
    const { page } = await openSidebar(script);
    expect(await page.locator('#progress').textContent()).toBe(
      'Not started (7 rounds) · 20 players',
    );
    expect(await page.locator('#problem').textContent()).toBe(
      'Players, row 3: the name is blank\nPlayers, row 5: the rating "strong" is not a number',
    );
    expect(await page.locator('#pair').isDisabled()).toBe(true);
    await expectFitsWidth(page);
    await page.screenshot({ path: '/tmp/swiss-sidebar-problem.png', fullPage: true });
    await page.close();
  });

  it('saves the settings, exports a TRF file and imports one into another spreadsheet', async () => {
    const script = loadBuiltScript({ spreadsheetName: 'Club' });
    const addon = { fake: script.fake, call: (name: string) => void script.call(name) };
    enterClubTournament(addon, 'Dutch 2025');
    const { page } = await openSidebar(script);
    await page.locator('#settings-panel summary').click();
    await page.locator('#rounds').fill('9');
    await page.locator('#colour').selectOption('black');
    await page.locator('#save').click();
    await expect
      .poll(() => page.locator('#status').textContent())
      .toBe('Settings saved in the Settings tab. Standings updated.');
    expect(sheet(addon, 'Settings').getRange(3, 1, 3, 2).getValues()).toEqual([
      ['Rounds', 9],
      ['Pairing system', 'Dutch 2025'],
      ['Top seed colour in round 1', 'Black'],
    ]);
    await expectFitsWidth(page);
    await page.screenshot({ path: '/tmp/swiss-sidebar-settings.png', fullPage: true });

    await page.locator('#trf-panel summary').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('Club championship 2026.trf');
    const trf = readFileSync((await download.path())!, 'utf8');
    expect(trf.split('\r\n')[0]).toBe('012 Club championship 2026');
    expect(trf).toContain('XXR 9\r\n');
    expect(trf).toContain('XXC black1\r\n');
    expect(trf.match(/^001 /gm)).toHaveLength(20);
    await page.close();

    const other = loadBuiltScript({ spreadsheetName: 'Imported' });
    const { page: importing } = await openSidebar(other);
    await importing.locator('#trf-panel summary').click();
    await importing.locator('#import-file').setInputFiles(CLUB_TRF);
    await expect
      .poll(() => importing.locator('#status').textContent())
      .toBe('Imported 15 players and 5 rounds.');
    expect(await importing.locator('#progress').textContent()).toBe('Round 5 of 6 · 15 players');
    expect(other.fake.spreadsheet.getSheets().map((s) => s.getName())).toEqual([
      'Sheet1',
      'Settings',
      'Players',
      'Standings',
      'Crosstable',
      'By name',
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
      // Hidden: what the file holds that the tabs do not show, for Export TRF.
      'Imported file',
    ]);
    expect(other.fake.spreadsheet.getSheetByName('Imported file')!.isSheetHidden()).toBe(true);
    await importing.close();
  });

  it('explains the last round, checks it, and answers "why not A against B?"', async () => {
    const script = loadBuiltScript({ spreadsheetName: 'Explained' });
    const { page, pageErrors } = await openSidebar(script);
    await page.locator('#trf-panel summary').click();
    await page.locator('#import-file').setInputFiles(CLUB_TRF);
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Imported 15 players/);
    await page.locator('#explain-panel summary').click();
    await page.locator('#explain').click();
    await expect.poll(() => page.locator('#answer').textContent()).toMatch(/^Round 5 \(/);
    expect((await page.locator('#answer').textContent())!.match(/^Board \d+:/gm)).toHaveLength(7);
    await page.locator('#check').click();
    await expect
      .poll(() => page.locator('#answer').textContent())
      .toContain('Round 5: no absolute criterion is broken.');
    // test/fixtures/club-15/club.trf: 1 and 2 met in round 3.
    await page.locator('#why-a').fill('1');
    await page.locator('#why-b').fill('2');
    await page.locator('#why').click();
    await expect
      .poll(() => page.locator('#answer').textContent())
      .toMatch(/already played each other in round 3: no two players meet twice \(\[C1\]\)/);
    await expectFitsWidth(page);
    await page.screenshot({ path: '/tmp/swiss-sidebar-explain.png', fullPage: true });
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
