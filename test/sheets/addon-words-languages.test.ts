/**
 * Issue 31, "Everything translated": the words the add-on writes outside its
 * messages, left English before: the title of its alerts and toasts, the
 * By name tab's bye with its points ("Bye (1 point)"), and the help text of
 * the Title dropdown. Expected texts are written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES, translatorFor } from '../../src/messages/index.js';
import { wordsOfTab } from '../../src/sheets/tab-records/tab-words.js';
import { BY_NAME_TAB } from '../../src/sheets/workbook/tab-names.js';
import { CLUB_PLAYERS, PLAYERS_HEADER, playerRow } from '../support/sheets/club-players.js';
import { runMenu } from '../support/sheets/tournament-scenario.js';
import { addonInMemory } from '../support/sheets/addon-in-memory.js';

const language = (code: string) => translatorFor(LANGUAGES.find((l) => l.code === code)!);

describe("the add-on's name over its alerts and toasts", () => {
  it('is in the tournament\'s language: "Emparejamientos suizos" in Spain, "Schweizer System" in Germany', () => {
    const spanish = addonInMemory('es_ES');
    // Nothing to pair yet: an alert, under the Spanish name.
    spanish.call('menuPairNextRound');
    expect(spanish.fake.ui.alerts.at(-1)!.title).toBe('Emparejamientos suizos');
    expect(runMenu(spanish, 'menuSetUpTournament')).toBeNull();
    expect(spanish.fake.spreadsheet.toasts.at(-1)!.title).toBe('Emparejamientos suizos');

    const german = addonInMemory('de_DE');
    expect(runMenu(german, 'menuSetUpTournament')).toBeNull();
    expect(german.fake.spreadsheet.toasts.at(-1)!.title).toBe('Schweizer System');
    german.call('menuCheckRound');
    expect(german.fake.ui.alerts.at(-1)!.title).toBe('Schweizer System');
  });
});

describe('By name: a bye with its points, one cell in the language', () => {
  const byName = wordsOfTab(BY_NAME_TAB)!.body;

  it('is written in the language from the English the use cases give', () => {
    expect(byName.written('Bye (1 point)', language('de'))).toBe('Spielfrei (1 Punkt)');
    expect(byName.written('Half-point bye (½ point)', language('es'))).toBe(
      'Bye de medio punto (½ punto)',
    );
    expect(byName.written('Absent (0 points)', language('pt'))).toBe('Ausente (0 pontos)');
    expect(byName.written('Full-point bye (2 points)', language('fr'))).toBe(
      'Exempt à un point (2 points)',
    );
    expect(byName.written('Half-point bye (½ point)', language('ru'))).toBe(
      'Пропуск с половиной очка (½ очка)',
    );
    expect(byName.written('Bye (1 point)', language('ru'))).toBe('Свободен (1 очко)');
    expect(byName.written('Absent (0 points)', language('ru'))).toBe('Отсутствует (0 очков)');
    expect(byName.written('Free (no game) (1½ points)', language('fr'))).toBe(
      'Exempt sans partie (1½ point)',
    );
  });

  it('is read back in English from any language, so that a refresh finds it unchanged', () => {
    expect(byName.read('Spielfrei (1 Punkt)')).toBe('Bye (1 point)');
    expect(byName.read('Пропуск с половиной очка (½ очка)')).toBe('Half-point bye (½ point)');
    expect(byName.read('Ausente (0 puntos)')).toBe('Absent (0 points)');
    expect(byName.read('Bye (1 point)')).toBe('Bye (1 point)');
  });

  it('leaves alone a name that merely looks like one', () => {
    for (const name of [
      'Bye (Jr)',
      'Spielfrei (1 Punkte)',
      'Smith, John (1 point)',
      'Bye (1 point',
    ])
      expect(byName.read(name)).toBe(name);
    expect(byName.written('Smith, John (1 point)', language('de'))).toBe('Smith, John (1 point)');
  });

  it('is what the tab shows after a round with a bye, in Spanish', () => {
    const addon = addonInMemory('es_ES');
    expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
    addon.fake.spreadsheet
      .getSheetByName('Jugadores')!
      .getRange(2, 1, 19, PLAYERS_HEADER.length)
      .setValues(CLUB_PLAYERS.slice(0, 19).map(playerRow));
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    const cells = addon.fake.spreadsheet.getSheetByName('Por nombre')!.getDataRange().getValues();
    // 19 players: one has the pairing-allocated bye, of one point.
    expect(cells.flat().filter((cell) => /\(1 punto\)$/.test(String(cell)))).toEqual([
      'Bye (1 punto)',
    ]);
  });
});

describe('the help text of the Title dropdown', () => {
  it('is in the language, with the FIDE titles', () => {
    const addon = addonInMemory('fr_FR');
    expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
    const players = addon.fake.spreadsheet.getSheetByName('Joueurs')!;
    const header = players.getRange(1, 1, 1, players.getLastColumn()).getValues()[0]!;
    const title = header.indexOf('Titre') + 1;
    expect(title).toBeGreaterThan(0);
    expect(players.getRange(2, title).getDataValidation()!.getHelpText()).toMatch(
      /^Un titre FIDE \(GM, IM, .*\)\u00a0; un titre national est gardé tel qu’il est écrit$/,
    );
    // The English one, word for word, for the English catalogue's shape.
    expect(translatorFor(ENGLISH).text('help.fideTitle', { choices: 'GM, IM' })).toBe(
      'A FIDE title (GM, IM); a national title is kept as written',
    );
  });
});
