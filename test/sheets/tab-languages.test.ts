/**
 * Issue 31, choosing the language: "by default the spreadsheet's locale
 * (Apps Script getSpreadsheetLocale), else the user's; a 'Language' row in
 * Settings overrides it", and "switching the language mid-tournament renames
 * the add-on's tabs ... and loses nothing".
 */
import { describe, expect, it } from 'vitest';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';
import { runMenu, type AddonUnderTest } from '../support/sheets/tournament-scenario.js';
import { CLUB_PLAYERS, PLAYERS_HEADER, playerRow } from '../support/sheets/club-players.js';
import { addonInMemory } from '../support/sheets/addon-in-memory.js';

const names = (addon: AddonUnderTest) =>
  addon.fake.spreadsheet.getSheets().map((sheet) => sheet.getName());

function setUpAndPair(addon: AddonUnderTest, playersTab: string, settingsTab: string) {
  expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
  addon.fake.spreadsheet
    .getSheetByName(playersTab)!
    .getRange(2, 1, CLUB_PLAYERS.length, PLAYERS_HEADER.length)
    .setValues(CLUB_PLAYERS.map(playerRow));
  const settings = addon.fake.spreadsheet.getSheetByName(settingsTab)!;
  settings.getRange(3, 2).setValue(5);
  expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
}

/** Types the "Language" row at the end of the Settings tab (its label in any language), as an organiser would. */
function chooseLanguage(addon: AddonUnderTest, settingsTab: string, language: string) {
  const settings = addon.fake.spreadsheet.getSheetByName(settingsTab)!;
  const values = settings.getDataRange().getValues();
  const labels = ['Language', 'Idioma', 'Sprache', 'Langue', 'Язык'];
  const row = values.findIndex(([label]) => labels.includes(String(label)));
  settings
    .getRange(row < 0 ? values.length + 1 : row + 1, 1, 1, 2)
    .setValues([[row < 0 ? 'Language' : values[row]![0]!, language]]);
}

const tabValues = (addon: AddonUnderTest, tab: string) =>
  addon.fake.spreadsheet.getSheetByName(tab)!.getDataRange().getValues();

describe('the tournament language names the tabs', () => {
  it("takes the spreadsheet's locale: es_ES gives Spanish tab names", () => {
    const addon = addonInMemory('es_ES');
    setUpAndPair(addon, 'Jugadores', 'Configuración');
    expect(names(addon)).toEqual([
      'Sheet1',
      'Configuración',
      'Jugadores',
      'Clasificación',
      'Tabla cruzada',
      'Por nombre',
      'Ronda 1',
      'Datos para deshacer',
    ]);
  });

  it("else the user's: a spreadsheet in Japanese, a user in Brazilian Portuguese", () => {
    const addon = addonInMemory('ja_JP', 'pt_BR');
    setUpAndPair(addon, 'Jogadores', 'Configurações');
    expect(names(addon)).toContain('Rodada 1');
  });

  it('switched from Spanish to German and back mid-tournament, loses nothing', () => {
    const addon = addonInMemory('es_ES');
    setUpAndPair(addon, 'Jugadores', 'Configuración');
    addon.fake.spreadsheet.getSheetByName('Ronda 1')!.getRange(2, 6).setValue('1-0');
    addon.fake.spreadsheet
      .getSheetByName('Ronda 1')!
      .getRange(3, 6)
      .setValue('0-1 incomparecencia');
    // A Spanish organiser types the players' status in Spanish.
    const players = addon.fake.spreadsheet.getSheetByName('Jugadores')!.getDataRange();
    players.setValues(
      players.getValues().map((row) => row.map((v) => (v === 'active' ? 'activo' : v))),
    );
    // A tab the organiser renamed keeps his name through every switch.
    addon.fake.spreadsheet.getSheetByName('Por nombre')!.setName('Mesa de cada uno');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    /** Every tab's values, by position, the Settings' language row aside. */
    const contents = () =>
      workbookSnapshot(addon.fake.spreadsheet).map(({ values }) =>
        values.filter(([label]) => label !== 'Idioma'),
      );
    const spanish = contents();
    expect(tabValues(addon, 'Ronda 1')[0]).toEqual([
      'Mesa',
      'N.º',
      'Blancas',
      'Elo',
      'Puntos',
      'Resultado',
      'N.º',
      'Negras',
      'Elo',
      'Puntos',
    ]);
    chooseLanguage(addon, 'Configuración', 'Deutsch');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    expect(names(addon)).toEqual([
      'Sheet1',
      'Einstellungen',
      'Spieler',
      'Tabelle',
      'Kreuztabelle',
      'Mesa de cada uno',
      'Runde 1',
      'Rücknahmedaten',
    ]);
    // Headers, Settings rows and results take their German words; the results stay what they were.
    const round = tabValues(addon, 'Runde 1');
    expect(round[0]).toEqual([
      'Brett',
      'Nr.',
      'Weiß',
      'Elo',
      'Punkte',
      'Ergebnis',
      'Nr.',
      'Schwarz',
      'Elo',
      'Punkte',
    ]);
    expect(round[1]![5]).toBe('1-0');
    expect(round[2]![5]).toBe('0-1 kampflos');
    expect(tabValues(addon, 'Spieler')[0]!.slice(0, 4)).toEqual(['Nr.', 'Name', 'Titel', 'Elo']);
    expect(tabValues(addon, 'Einstellungen').map(([label]) => label)).toContain('Paarungssystem');
    expect(tabValues(addon, 'Mesa de cada uno')[0]).toContain('Gegner');
    chooseLanguage(addon, 'Einstellungen', 'es');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    expect(names(addon)).toContain('Ronda 1');
    expect(names(addon)).toContain('Mesa de cada uno');
    // Back in Spanish: the very tabs and values it had before the switch.
    expect(contents()).toEqual(spanish);
    // Undo still finds the round, whatever it is called now (it asks first: results are in).
    addon.fake.ui.alertAnswers.push('YES');
    expect(runMenu(addon, 'menuUndoLastRound')).toMatch(/^Ronda 1 ya tiene 2 resultados\./);
    expect(names(addon)).not.toContain('Ronda 1');
  });

  it('says what is wrong in the language, with the tab as named and its row', () => {
    const addon = addonInMemory('es_ES');
    setUpAndPair(addon, 'Jugadores', 'Configuración');
    addon.fake.spreadsheet.getSheetByName('Ronda 1')!.getRange(2, 6).setValue('ganó');
    expect(runMenu(addon, 'menuPairNextRound')).toMatch(/^Ronda 1, fila 2: /);
    addon.fake.spreadsheet.getSheetByName('Ronda 1')!.setName('R1');
    expect(runMenu(addon, 'menuPairNextRound')).toMatch(/^R1, fila 2: /);
  });

  it('a language the add-on does not speak, typed in the Settings, is refused with its row', () => {
    const addon = addonInMemory('en_US');
    setUpAndPair(addon, 'Players', 'Settings');
    chooseLanguage(addon, 'Settings', 'Klingon');
    expect(runMenu(addon, 'menuPairNextRound')).toMatch(
      /Settings, row \d+: "Klingon" is not a language of the add-on; choose English, Español/,
    );
  });

  it("builds the menu in the spreadsheet's language, or the user's before authorisation", () => {
    const addon = addonInMemory('de_DE', 'ru');
    addon.call('onOpen');
    expect(addon.fake.ui.addonMenu()?.items()[0]?.caption).toBe('Nächste Runde auslosen');
    const unauthorised = addonInMemory('de_DE', 'ru');
    unauthorised.fake.SpreadsheetApp.authMode = 'NONE';
    unauthorised.call('onOpen');
    expect(unauthorised.fake.ui.addonMenu()?.items()[0]?.caption).toBe(
      'Жеребьёвка следующего тура',
    );
  });
});
