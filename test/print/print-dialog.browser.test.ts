/**
 * The print dialog of Google Sheets in headless Chromium, served by the
 * built Code.js over the in-memory spreadsheet: its bar changes what is
 * printed and the paper (printPage through google.script.run), the bar is
 * not printed, and the printed PDF has the pages of the layout on Letter.
 * Screenshot: /tmp/swiss-print-dialog.png. Skipped without /usr/bin/chromium.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FakeHtmlOutput } from '../support/apps-script/index.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import { HAS_CHROMIUM, launchHeadless } from '../support/browser/chromium.js';
import { connectSidebar } from '../support/browser/google-script-run.js';
import { enterClubTournament, runMenu } from '../support/sheets/tournament-scenario.js';
import { pdfPages } from './pdf-text.js';

const DIALOG_URL = 'https://script.google.com/print-dialog.html';

describe.skipIf(!HAS_CHROMIUM)('the print dialog in Chromium', () => {
  it('switches to the standings on Letter, and prints the pages without its bar', async () => {
    const script = loadBuiltScript({ spreadsheetName: 'Club' });
    const addon = { fake: script.fake, call: (name: string) => void script.call(name) };
    enterClubTournament(addon, 'Dutch 2025');
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    script.call('menuPrint');
    const html = (script.fake.ui.dialogs.at(-1)!.output as FakeHtmlOutput).getContent();
    const browser = await launchHeadless({ width: 960, height: 720 });
    try {
      const page = await browser.context.newPage();
      await connectSidebar(page, script);
      // A navigation (not setContent) so that google.script.run is in place before the page runs.
      await page.route(DIALOG_URL, (route) =>
        route.fulfill({ contentType: 'text/html', body: html }),
      );
      await page.goto(DIALOG_URL);
      await expect
        .poll(() => page.locator('h2 span').first().textContent())
        .toBe('Pairings of round 1');
      await page.screenshot({ path: '/tmp/swiss-print-dialog.png' });
      await page.selectOption('#print-paper-size', 'letter');
      await page.selectOption('#print-choice', 'standings');
      await expect
        .poll(() => page.locator('h2 span').first().textContent())
        .toBe('Standings after round 0');
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const pages = await pdfPages(pdf);
      expect(pages).toHaveLength(1);
      expect(pages[0]![0]).toBe('Club championship 2026');
      expect(pages[0]!.join('\n')).not.toContain('Print');
      // Letter: 612 × 792 points.
      writeFileSync('/tmp/swiss-print-dialog.pdf', pdf);
      const size = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
      expect(size?.slice(1).map(Number)).toEqual([612, 792]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
