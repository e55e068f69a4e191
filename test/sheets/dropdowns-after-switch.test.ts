/**
 * Issue 31: "switching the language mid-tournament renames the add-on's tabs
 * and headers and loses nothing". The dropdowns already in the tabs (results,
 * player status and title, the Settings' choices) take the new language's
 * choices and help at the switch, with the same check, in Google Sheets (the
 * in-memory spreadsheet of the Apps Script tests) and in an .xlsx file
 * (npm start, ExcelJS); the values in the cells stay what they were.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { type FakeSheet } from '../support/apps-script/index.js';
import { CLUB_PLAYERS, PLAYERS_HEADER, playerRow } from '../support/sheets/club-players.js';
import { runMenu, type AddonUnderTest } from '../support/sheets/tournament-scenario.js';
import { addonInMemory } from '../support/sheets/addon-in-memory.js';

/** Types the Settings' "Language" row (its label in the tab's language), as an organiser would. */
function chooseLanguage(addon: AddonUnderTest, settingsTab: string, language: string) {
  const settings = addon.fake.spreadsheet.getSheetByName(settingsTab)!;
  const values = settings.getDataRange().getValues();
  const row = values.findIndex(([label]) => ['Idioma', 'Sprache'].includes(String(label)));
  if (row < 0) settings.getRange(values.length + 1, 1, 1, 2).setValues([['Idioma', language]]);
  else settings.getRange(row + 1, 2).setValue(language);
}

/** The dropdown of a cell: its choices, help and whether other input is refused. */
function dropdown(sheet: FakeSheet, row: number, column: number) {
  const rule = sheet.getRange(row, column).getDataValidation();
  if (rule === null) return null;
  const [choices] = rule.getCriteriaValues() as [string[]];
  return { choices, help: rule.getHelpText(), refused: !rule.getAllowInvalid() };
}

const column = (sheet: FakeSheet, header: string) =>
  sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0]!.indexOf(header) + 1;

describe('Google Sheets: a switch of language rewrites the dropdowns', () => {
  it('Spanish to German and back: results, status, title and Settings choices, values kept', () => {
    const addon = addonInMemory('es_ES');
    expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
    const jugadores = addon.fake.spreadsheet.getSheetByName('Jugadores')!;
    jugadores
      .getRange(2, 1, CLUB_PLAYERS.length, PLAYERS_HEADER.length)
      .setValues(CLUB_PLAYERS.map(playerRow));
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    addon.fake.spreadsheet
      .getSheetByName('Ronda 1')!
      .getRange(3, 6)
      .setValue('0-1 incomparecencia');
    const statusColumn = column(jugadores, 'Estado');
    expect(dropdown(jugadores, 2, statusColumn)).toEqual({
      choices: ['activo', 'retirado'],
      help: 'Uno de: activo, retirado',
      refused: true,
    });

    chooseLanguage(addon, 'Configuración', 'Deutsch');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();

    const spieler = addon.fake.spreadsheet.getSheetByName('Spieler')!;
    // From the first player's row to the 1,000th, the whole column as before.
    for (const row of [2, 500, 1000])
      expect(dropdown(spieler, row, statusColumn)).toEqual({
        choices: ['aktiv', 'zurückgezogen'],
        help: 'Eines von: aktiv, zurückgezogen',
        refused: true,
      });
    // The titles are no words of a language, but their help is; a national title is still let in.
    const title = dropdown(spieler, 2, column(spieler, 'Titel'))!;
    expect(title.help).toMatch(
      /^Ein FIDE-Titel \(GM, IM, .*\); ein nationaler Titel bleibt, wie er geschrieben ist$/,
    );
    expect(title.refused).toBe(false);

    const runde = addon.fake.spreadsheet.getSheetByName('Runde 1')!;
    const result = dropdown(runde, 2, 6)!;
    expect(result.choices).toEqual([
      '1-0',
      '½-½',
      '0-1',
      '1-0 kampflos',
      '0-1 kampflos',
      'beidseitig kampflos',
      'hängend',
    ]);
    expect(result.help).toBe(`Wählen Sie das Ergebnis: ${result.choices.join(', ')}.`);
    // The typed result is the same result, in German words; the others are untouched.
    expect(runde.getRange(3, 6).getValue()).toBe('0-1 kampflos');

    const einstellungen = addon.fake.spreadsheet.getSheetByName('Einstellungen')!;
    const labels = einstellungen
      .getDataRange()
      .getValues()
      .map(([label]) => label);
    const colourRow = labels.indexOf('Farbe des Setzlistenersten in Runde 1') + 1;
    expect(colourRow).toBeGreaterThan(0);
    expect(dropdown(einstellungen, colourRow, 2)!.choices).toEqual([
      'Ausgelost',
      'Weiß',
      'Schwarz',
    ]);
    const systemRow = labels.indexOf('Paarungssystem') + 1;
    expect(dropdown(einstellungen, systemRow, 2)!.choices).toContain('Holländisch 2025');

    // And back: the Spanish dropdowns again, the very ones the tabs had.
    chooseLanguage(addon, 'Einstellungen', 'Español');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    expect(dropdown(jugadores, 2, statusColumn)).toEqual({
      choices: ['activo', 'retirado'],
      help: 'Uno de: activo, retirado',
      refused: true,
    });
    expect(dropdown(addon.fake.spreadsheet.getSheetByName('Ronda 1')!, 2, 6)!.choices).toContain(
      'doble incomparecencia',
    );
  });
});

describe('.xlsx (npm start): a switch of language rewrites the data validations', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'swiss-dropdowns-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const EXAMPLE = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));

  async function run(argv: string[]) {
    const { status, err } = await captureRunLocal(argv, {
      example: EXAMPLE,
      defaultFile: join(dir, 'club.xlsx'),
    });
    expect(err).toBe('');
    return status;
  }

  async function open() {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(dir, 'club.xlsx'));
    return book;
  }

  const headerColumn = (sheet: ExcelJS.Worksheet, header: string) =>
    (sheet.getRow(1).values as unknown[]).indexOf(header);

  it('the example paired in Spanish, then switched to German: the dropdowns follow', async () => {
    expect(await run(['--fresh', '--lang', 'es'])).toBe(0);
    let book = await open();
    const jugadores = book.getWorksheet('Jugadores')!;
    const estado = headerColumn(jugadores, 'Estado');
    expect(jugadores.getCell(2, estado).dataValidation.formulae).toEqual(['"activo,retirado"']);
    const typed = book.getWorksheet('Ronda 4')!.getCell(2, 6).value;

    expect(await run(['--standings', '--lang', 'de'])).toBe(0);
    book = await open();
    const spieler = book.getWorksheet('Spieler')!;
    for (const row of [2, 1000]) {
      const rule = spieler.getCell(row, estado).dataValidation;
      expect(rule.formulae).toEqual(['"aktiv,zurückgezogen"']);
      expect(rule.prompt).toBe('Eines von: aktiv, zurückgezogen');
      expect(rule.errorStyle).toBe('stop');
    }
    // The Title column still lets a national title in, with Excel's "continue?".
    const titel = spieler.getCell(2, headerColumn(spieler, 'Titel')).dataValidation;
    expect(titel.errorStyle).toBe('warning');
    expect(titel.prompt).toMatch(/^Ein FIDE-Titel \(GM, /);
    const runde5 = book.getWorksheet('Runde 5')!.getCell(2, 6).dataValidation;
    expect(runde5.formulae).toEqual([
      '"1-0,½-½,0-1,1-0 kampflos,0-1 kampflos,beidseitig kampflos,hängend"',
    ]);
    expect(runde5.prompt).toMatch(/^Wählen Sie das Ergebnis: 1-0, ½-½, 0-1, 1-0 kampflos/);
    // The results typed before the switch are the same results.
    expect(book.getWorksheet('Runde 4')!.getCell(2, 6).value).toBe(typed);
  });
});
