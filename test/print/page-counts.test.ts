/**
 * How many pages a field prints on (docs/organisers-guide.md, "Printing"),
 * bounded by the density of a chess-results printout, on A4: its pairing
 * list holds about 45 boards a page, its alphabetical list about 110 names
 * a page in two columns, its standings and crosstable about 50 rows a page.
 * The bounds below are those densities for 40, 400 and 4,000 players; the
 * PDF of the 400-player field is counted too, not only the layout.
 */
import { describe, expect, it } from 'vitest';
import { ENGLISH, translatorFor } from '../../src/messages/index.js';
import { byNamePage } from '../../src/print/by-name-page.js';
import { crosstablePage } from '../../src/print/crosstable-page.js';
import { layOut } from '../../src/print/paginate.js';
import { pairingsPage } from '../../src/print/pairings-page.js';
import type { PrintContext } from '../../src/print/print-context.js';
import type { PrintDocument } from '../../src/print/print-document.js';
import { renderPdf } from '../../src/sheets/offline/print-pdf.js';
import { standingsPage } from '../../src/print/standings-page.js';
import { tiebreak } from '../../src/engine/tiebreaks/tiebreak-spec.js';
import { pdfPages } from './pdf-text.js';
import { roundOf, tournamentOf } from './synthetic-field.js';

const context: PrintContext = {
  words: translatorFor(ENGLISH),
  tournament: 'Open',
  day: new Date(Date.UTC(2026, 10, 26)),
};
const choice = {
  tiebreaks: [tiebreak('BH', { cut: 1 }), tiebreak('BH'), tiebreak('SB')],
  unratedRating: null,
};

function documents(players: number): Record<string, PrintDocument> {
  const t = tournamentOf(players);
  return {
    pairings: pairingsPage(context, 10, roundOf(players)),
    'by-name': byNamePage(context, 10, roundOf(players)),
    standings: standingsPage(context, t, 9, choice),
    crosstable: crosstablePage(context, t, 9, choice),
  };
}

/** Pages at chess-results' densities per A4 page: 45 boards, 110 names, 50 rows. */
function bound(kind: string, players: number): number {
  const perPage = { pairings: 90, 'by-name': 110, standings: 50, crosstable: 50 }[kind]!;
  return Math.ceil(players / perPage);
}

describe('page counts on A4', () => {
  for (const players of [40, 400, 4000]) {
    it(`${players} players: every kind within a chess-results printout's pages`, () => {
      const counts = Object.entries(documents(players)).map(([kind, document]) => {
        const layout = layOut(document, 'a4');
        return [kind, layout.pages.length, layout.landscape] as const;
      });
      for (const [kind, pages, landscape] of counts) {
        expect(pages, kind).toBeLessThanOrEqual(bound(kind, players));
        expect(landscape, kind).toBe(false);
      }
    });
  }

  it('the 400-player PDF has the pages the layout says, each row whole and each page headed', async () => {
    const field = documents(400);
    for (const kind of ['pairings', 'by-name'] as const) {
      const pages = await pdfPages(await renderPdf([field[kind]!], 'a4'));
      expect(pages).toHaveLength(layOut(field[kind]!, 'a4').pages.length);
      const names =
        pages
          .flat()
          .join('\n')
          .match(/Lastname\d{4}, Firstname/g) ?? [];
      // Every player once (a name split across pages would be missing or cut).
      expect(new Set(names).size, kind).toBe(400);
      pages.forEach((lines, index) => {
        expect(lines[0]).toBe('Open');
        expect(lines.at(-1)).toBe(`Page ${index + 1} of ${pages.length}`);
      });
    }
  });
});
