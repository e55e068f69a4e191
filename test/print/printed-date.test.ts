/**
 * Issue 31: the date on printed pages "in the tournament's language and the
 * spreadsheet's locale", written by Intl.DateTimeFormat, never assembled.
 * The expected dates are written out by hand, as each country writes them.
 */
import { describe, expect, it } from 'vitest';
import { languageNamed, translatorFor } from '../../src/messages/index.js';
import { printedDate } from '../../src/print/print-context.js';

const NOVEMBER = new Date(Date.UTC(2026, 10, 26));
const JANUARY = new Date(Date.UTC(2027, 0, 5));

function dateIn(code: string, spreadsheetLocale: string | undefined, day: Date): string {
  const words = translatorFor(languageNamed(code)!, spreadsheetLocale);
  return printedDate({ words, tournament: 'Club', day });
}

describe('the printed date', () => {
  it.each([
    ['en', 'en-GB', '26 November 2026'],
    ['en', 'en-US', 'November 26, 2026'],
    ['es', 'es-ES', '26 de noviembre de 2026'],
    ['pt', 'pt-BR', '26 de novembro de 2026'],
    ['fr', 'fr-FR', '26 novembre 2026'],
    ['de', 'de-DE', '26. November 2026'],
    ['ru', 'ru-RU', '26 ноября 2026 г.'],
  ])('%s in a spreadsheet set to %s: %s', (code, locale, expected) => {
    expect(dateIn(code, locale, NOVEMBER)).toBe(expected);
  });

  it("takes the spreadsheet's country: German in Austria writes Jänner, in Germany Januar", () => {
    expect(dateIn('de', 'de-AT', JANUARY)).toBe('5. Jänner 2027');
    expect(dateIn('de', 'de-DE', JANUARY)).toBe('5. Januar 2027');
  });

  it("the language's words in a spreadsheet of another language's country; its own locale without one", () => {
    // A German tournament in a spreadsheet set to the United States: German months.
    expect(dateIn('de', 'en-US', JANUARY)).toBe('5. Januar 2027');
    expect(dateIn('es', 'en', NOVEMBER)).toBe('26 de noviembre de 2026');
    expect(dateIn('ru', undefined, NOVEMBER)).toBe('26 ноября 2026 г.');
  });
});
