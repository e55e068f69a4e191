/**
 * The built sidebar in Chromium, talking through google.script.run to the
 * built Code.js over the fake spreadsheet. Needs Debian's chromium
 * (/usr/bin/chromium, installed by .ci/run); skipped without it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSidebar } from '../support/apps-script/google-script-run.js';
import { loadBuiltScript, readBuilt } from '../support/apps-script/load-built-script.js';

const CHROMIUM = '/usr/bin/chromium';
const SIDEBAR_URL = 'https://sidebar.test/';

describe.skipIf(!existsSync(CHROMIUM))('sidebar in Chromium (needs /usr/bin/chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM });
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openSidebar() {
    const script = loadBuiltScript({ spreadsheetName: 'Club championship' });
    const page: Page = await browser.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await connectSidebar(page, script);
    // A navigation (not setContent) so that google.script.run is in place before the page runs.
    await page.route(SIDEBAR_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: readBuilt('Sidebar.html') }),
    );
    await page.goto(SIDEBAR_URL);
    await page.locator('#system:enabled').waitFor();
    return { script, page, pageErrors };
  }

  it('shows the spreadsheet and the four systems, the Dutch 2025 one chosen', async () => {
    const { page, pageErrors } = await openSidebar();
    expect(pageErrors).toEqual([]);
    expect(await page.locator('#spreadsheet').textContent()).toBe('Club championship');
    const options = await page
      .locator('#system option')
      .evaluateAll((elements) => elements.map((o) => (o as HTMLOptionElement).value));
    expect(options).toEqual(['dutch', 'dutch-2017', 'rating-1998', 'lim']);
    expect(await page.locator('#system').inputValue()).toBe('dutch');
    await page.close();
  });

  it('saves another system in the document properties', async () => {
    const { script, page } = await openSidebar();
    // Unbuilt systems are disabled options, so choose as a script would rather than by clicking.
    await page.locator('#system').evaluate((select: HTMLSelectElement) => {
      select.value = 'lim';
      select.dispatchEvent(new Event('change'));
    });
    await expect.poll(() => page.locator('#status').textContent()).toBe('Saved.');
    expect(script.fake.PropertiesService.documentProperties.getProperty('pairingSystem')).toBe(
      'lim',
    );
    expect(await page.locator('#system').inputValue()).toBe('lim');
    await page.close();
  });

  it('shows the server error when pairing fails', async () => {
    const { page } = await openSidebar();
    await page.locator('#pair').click();
    await expect.poll(() => page.locator('#status.error').textContent()).toMatch(/not built yet/);
    expect(await page.locator('#pair').isEnabled()).toBe(true);
    await page.close();
  });
});
