/**
 * Issue 31: "Nothing depends on a name in one language", and a header is
 * often typed by hand: the tab-word reader takes a word the way people type
 * it (case, spaces, non-breaking spaces, Russian е for ё, German ss for ß,
 * the French ’ or ', a dash for a hyphen, º or °, an accent typed as a
 * separate mark) as the add-on's word. One case a language, each typed as
 * its organisers do.
 */
import { describe, expect, it } from 'vitest';
import { normalisedWord, wordsOfTab } from '../../src/sheets/tab-records/tab-words.js';
import { languageChosenIn } from '../../src/sheets/workbook/settings-tab.js';

const round = wordsOfTab('Round 3')!;
const players = wordsOfTab('Players')!;
const settings = wordsOfTab('Settings')!;

const header = (typed: string) => players.header!.read(typed);
const setting = (typed: string) => settings.body.read(typed);
const result = (typed: string) => round.body.read(typed);

describe('a word typed by hand in a tab reads as the add-on wrote it', () => {
  it('English: case and spaces, a non-breaking one too', () => {
    expect(header('  RATING ')).toBe('Rating');
    expect(header('Byes /\u00a0absent rounds')).toBe('Byes / absent rounds');
    expect(setting('pairing  system')).toBe('Pairing system');
    expect(result('1\u20130 forfeit')).toBe('1-0 forfeit');
  });

  it('Spanish: N.º typed with a degree sign, capitals and a narrow space', () => {
    expect(header('N.°')).toBe('No.');
    expect(header('FEDERACIÓN')).toBe('Federation');
    expect(setting('Sistema de\u202femparejamiento')).toBe('Pairing system');
    expect(result('1-0 Incomparecencia')).toBe('1-0 forfeit');
  });

  it('Portuguese: Nº typed with a degree sign, an accent typed as a separate mark', () => {
    expect(header('N°')).toBe('No.');
    expect(header('Federac\u0327a\u0303o')).toBe('Federation');
    expect(header('Pontuação de emparceiramento (Brancas)'.normalize('NFD'))).toBe(
      'Pairing score (White)',
    );
  });

  it('French: the typographic apostrophe ’ for the straight one, and N° typed Nº', () => {
    expect(setting('Système d’appariement')).toBe('Pairing system');
    expect(setting('Ne pas opposer les joueurs d’un même club')).toBe(
      'Keep players of the same club apart',
    );
    expect(header('Nº')).toBe('No.');
    expect(header('Score d’appariement (Blancs)')).toBe('Pairing score (White)');
  });

  it('German: ss for ß (as written in Switzerland)', () => {
    expect(header('Weiss')).toBe('White');
    expect(round.header!.read('WEISS')).toBe('White');
  });

  it('Russian: е for ё, as most Russian text is typed', () => {
    expect(header('Черные')).toBe('Black');
    expect(setting('Система жеребьевки')).toBe('Pairing system');
    expect(header('Очки для жеребьевки (белые)')).toBe('Pairing score (White)');
  });

  it('plain ASCII typed otherwise: capitals, spaces and tabs, a backquote for the apostrophe', () => {
    expect(normalisedWord('1-0 Kampflos')).toBe('1-0kampflos');
    expect(normalisedWord(' No. ')).toBe('no.');
    expect(normalisedWord('Pairing\tscore')).toBe('pairingscore');
    expect(normalisedWord('d`appariement')).toBe("d'appariement");
    expect(header('PAIRING SCORE (WHITE)')).toBe('Pairing score (White)');
  });

  it('guillemets and straight quotes read alike, and a text of the organiser stays as typed', () => {
    expect(normalisedWord('«Open»')).toBe(normalisedWord('"Open"'));
    expect(header('Черныe notes')).toBe('Черныe notes');
    expect(result('')).toBe('');
  });
});

describe('the Language row as a person types it', () => {
  const chosen = (typed: string) => {
    const language = languageChosenIn([['Language', typed]]);
    return language === null || language === 'unreadable' ? null : language.code;
  };

  it('a name in capitals, with a non-breaking space or an accent typed apart, a code or a locale', () => {
    expect(chosen('Português (Brasil)')).not.toBeNull();
    expect(chosen('PORTUGUÊS\u00a0(BRASIL)')).toBe(chosen('Português (Brasil)'));
    expect(chosen('Portugue\u0302s (Brasil)')).toBe(chosen('Português (Brasil)'));
    expect(chosen('Français'.normalize('NFD'))).toBe('fr');
    expect(chosen('de_CH')).toBe('de');
    expect(chosen('es-419')).toBe('es');
    expect(chosen('Klingon')).toBe(null);
  });
});
