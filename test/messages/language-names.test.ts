/**
 * Issue 31: the Settings' Language row "overrides" the spreadsheet's
 * language, as an organiser types it: the language's English name, another
 * language's name for it (Intl.DisplayNames), its own name in any case and
 * without its accents; a name of no language of ours is none.
 */
import { describe, expect, it } from 'vitest';
import { languageNamed } from '../../src/messages/index.js';

const code = (typed: string) => languageNamed(typed)?.code ?? null;

describe('a language typed by any of its names', () => {
  it('its English name', () => {
    expect(
      [
        'Spanish',
        'German',
        'Russian',
        'Portuguese',
        'French',
        'English',
        'Brazilian Portuguese',
      ].map(code),
    ).toEqual(['es', 'de', 'ru', 'pt', 'fr', 'en', 'pt']);
  });

  it("another language's name for it", () => {
    expect(
      ['Espagnol', 'Spanisch', 'испанский', 'espanhol', 'Englisch', 'allemand'].map(code),
    ).toEqual(['es', 'es', 'es', 'es', 'en', 'de']);
    expect(['Portugiesisch (Brasilien)', 'portugués de Brasil', 'Russisch'].map(code)).toEqual([
      'pt',
      'pt',
      'ru',
    ]);
  });

  it('its own name without accents, in another case', () => {
    expect(['espanol', 'Francais', 'portugues', 'Русский', 'русский', 'DEUTSCH'].map(code)).toEqual(
      ['es', 'fr', 'pt', 'ru', 'ru', 'de'],
    );
    expect(['PORTUGUES (BRASIL)', 'Portugues  Brasil', 'ESPAÑOL'].map(code)).toEqual([
      'pt',
      'pt',
      'es',
    ]);
  });

  it('none of ours: null', () => {
    expect(['Japanese', 'Klingon', 'Espanyol', 'Deutch', 'Russkiy', ''].map(code)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
