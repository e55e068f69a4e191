/**
 * Issue 31, choosing the language: "by default the spreadsheet's locale
 * (Apps Script getSpreadsheetLocale), else the user's; a 'Language' row in
 * Settings overrides it", and "switching the language mid-tournament renames
 * the add-on's tabs ... and loses nothing".
 */
import { describe, expect, it } from 'vitest';
import type { RoundPairing } from '../../src/engine/model/tournament.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';
import { runMenu, type AddonUnderTest } from '../support/sheets/tournament-scenario.js';
import { CLUB_PLAYERS, PLAYERS_HEADER, playerRow } from '../support/sheets/club-players.js';

function addonInMemory(locale: string, userLocale = 'en'): AddonUnderTest {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  fake.spreadsheet.locale = locale;
  fake.Session.locale = userLocale;
  const pairings: RoundPairing[] = [];
  const system = simplePairingSystem(pairings);
  const functions = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem: () => system,
    drawColour: () => 'w',
  });
  return {
    fake,
    call: (name) => (functions as unknown as Record<string, (e?: unknown) => void>)[name](),
  };
}

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

/** Types the "Language" row at the end of the Settings tab, as an organiser would. */
function chooseLanguage(addon: AddonUnderTest, settingsTab: string, language: string) {
  const settings = addon.fake.spreadsheet.getSheetByName(settingsTab)!;
  const values = settings.getDataRange().getValues();
  const row = values.findIndex(([label]) => label === 'Language');
  settings
    .getRange(row < 0 ? values.length + 1 : row + 1, 1, 1, 2)
    .setValues([['Language', language]]);
}

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
    // A tab the organiser renamed keeps his name through every switch.
    addon.fake.spreadsheet.getSheetByName('Por nombre')!.setName('Mesa de cada uno');
    /** Every tab's values, by position, the Settings' language cell aside. */
    const contents = () =>
      workbookSnapshot(addon.fake.spreadsheet).map(({ values }) =>
        values.filter(([label]) => label !== 'Language'),
      );
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
    expect(addon.fake.spreadsheet.getSheetByName('Runde 1')!.getRange(2, 6).getValue()).toBe('1-0');
    const german = contents();
    chooseLanguage(addon, 'Einstellungen', 'es');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    expect(names(addon)).toContain('Ronda 1');
    expect(names(addon)).toContain('Mesa de cada uno');
    // The same tabs with the same values, under other names.
    expect(contents()).toEqual(german);
    // Undo still finds the round, whatever it is called now (it asks first: a result is in).
    addon.fake.ui.alertAnswers.push('YES');
    expect(runMenu(addon, 'menuUndoLastRound')).toMatch(/1 result/);
    expect(names(addon)).not.toContain('Ronda 1');
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
