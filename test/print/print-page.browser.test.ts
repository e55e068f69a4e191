/**
 * The print page Google Sheets opens (src/print/render-html.ts), printed by
 * headless Chromium: it breaks pages where the PDF of npm start does (same
 * layout), keeps every row whole, heads and numbers every page, and shows
 * names as text, markup included. Screenshots: /tmp/swiss-print-*.png.
 * Needs Debian's chromium (/usr/bin/chromium); skipped without it.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH, translatorFor } from '../../src/messages/index.js';
import { byNamePage } from '../../src/print/by-name-page.js';
import { layOut } from '../../src/print/paginate.js';
import { pairingsPage } from '../../src/print/pairings-page.js';
import { printPageHtml } from '../../src/print/render-html.js';
import { HAS_CHROMIUM } from '../support/browser/chromium.js';
import { pdfPages } from './pdf-text.js';
import { printInChromium } from './printed-page.js';
import { roundOf } from './synthetic-field.js';

const context = {
  words: translatorFor(ENGLISH),
  tournament: 'Open <b>2026</b>',
  day: new Date(Date.UTC(2026, 10, 26)),
};

describe.skipIf(!HAS_CHROMIUM)('the print page in Chromium', () => {
  it('prints a 400-player round on the pages of the layout, each headed and numbered', async () => {
    const round = roundOf(400);
    round.games[0]!.white.name = '<i>Ivanov</i>, Petr';
    const documents = [pairingsPage(context, 10, round), byNamePage(context, 10, round)];
    const expected = documents.map((document) => layOut(document, 'a4').pages.length);
    const printed = await printInChromium(printPageHtml(documents, 'a4'));
    writeFileSync('/tmp/swiss-print-pairings.png', printed.png);
    const pages = await pdfPages(printed.pdf);
    expect(pages).toHaveLength(expected[0]! + expected[1]!);
    const total = pages.length;
    pages.forEach((lines, index) => {
      expect(lines[0]).toBe('Open <b>2026</b>');
      expect(lines.at(-1)).toBe(`Page ${index + 1} of ${total}`);
    });
    const text = pages.flat().join('\n');
    expect(text).toContain('<i>Ivanov</i>, Petr');
    for (const document of [0, 1]) {
      const range = document === 0 ? pages.slice(0, expected[0]) : pages.slice(expected[0]);
      const names =
        range
          .flat()
          .join('\n')
          .match(/Lastname\d{4}, Firstname/g) ?? [];
      expect(new Set(names).size).toBe(399);
    }
  }, 120_000);
});
