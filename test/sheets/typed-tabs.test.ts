/**
 * The tabs the organiser types into, Settings and Players (issue 34: "Settings
 * and Players get widths, a frozen bold header and the same look as the other
 * tabs; choices in Settings and Players (system, colours, title, sex, status)
 * are dropdowns in Sheets and data validations in the .xlsx; nothing is cut").
 * Widths are worked out by hand at the layout's figures: 16 pixels of padding,
 * 9 a bold header character, 8 a body character, 24 a dropdown's arrow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import {
  newPlayersTab,
  readWorkbook,
  writeSettingsTab,
} from '../../src/sheets/use-cases/workbook-io.js';
import { playersHeader } from '../../src/sheets/workbook/players-tab.js';
import {
  defaultSettings,
  settingsTabValues,
  type TournamentSettings,
} from '../../src/sheets/workbook/settings-tab.js';
import { HEADER_BACKGROUND } from '../../src/sheets/workbook/tab-layout.js';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { XlsxWorkbook } from '../../src/sheets/xlsx/xlsx-workbook.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';

function setUp() {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  return { fake, addon };
}

const LANGUAGE_NAMES = [
  'English',
  'Español',
  'Português (Brasil)',
  'Français',
  'Deutsch',
  'Русский',
];

describe('Create tournament tabs, in Google Sheets', () => {
  const { fake, addon } = setUp();
  addon.menuSetUpTournament();
  const settings = fake.spreadsheet.getSheetByName('Settings')!;
  const players = fake.spreadsheet.getSheetByName('Players')!;

  it('gives both tabs a bold header on grey, frozen, as the other tabs have', () => {
    for (const sheet of [settings, players]) {
      expect(sheet.getFrozenRows()).toBe(1);
      expect(sheet.getRange('A1').getFontWeight()).toBe('bold');
      expect(sheet.getRange('B1').getBackground()).toBe(HEADER_BACKGROUND);
    }
    expect(settings.getRange('A2').getFontWeight()).toBe('normal');
  });

  it('gives the Settings labels and values their width: "Pairing system" is not run into "Dutch 2025"', () => {
    // Issue 31: a label fits in every language, so that a switch cuts none. The longest is the
    // Spanish "Evitar que se enfrenten jugadores del mismo club": 48 characters, 16 + 48 x 8.
    expect(settings.getColumnWidth(1)).toBe(400);
    // "Double round robin", the longest system offered: 16 + 18 x 8 + 24.
    expect(settings.getColumnWidth(2)).toBeGreaterThanOrEqual(184);
  });

  it('gives the Players columns room for a name typed later and for each dropdown', () => {
    const header = players.getRange(1, 1, 1, 12).getValues()[0];
    const width = (name: string) => players.getColumnWidth(header.indexOf(name) + 1);
    expect(width('Name')).toBe(240);
    expect(width('Club')).toBe(160);
    // The header in its longest language, the Russian "Звание" (16 + 6 x 9), is wider than "WGM"
    // beside the arrow (16 + 3 x 8 + 24).
    expect(width('Title')).toBe(70);
    // "withdrawn" in its longest language, the German "zurückgezogen": 16 + 13 x 8 + 24.
    expect(width('Status')).toBe(144);
  });

  it('offers the system, the colour and Yes/No in the Settings as dropdowns that refuse other input', () => {
    const labels = settings
      .getRange(1, 1, 14, 1)
      .getValues()
      .map(([label]) => label);
    const rule = (label: string) =>
      settings.getRange(labels.indexOf(label) + 1, 2).getDataValidation();
    expect(rule('Pairing system')?.getCriteriaValues()[0]).toContain('Dutch 2025');
    expect(rule('Top seed colour in round 1')?.getCriteriaValues()[0]).toEqual([
      'By lot',
      'White',
      'Black',
    ]);
    expect(rule('Keep players of the same club apart')?.getCriteriaValues()[0]).toEqual([
      'No',
      'Yes',
    ]);
    expect(rule('Pairing system')?.getAllowInvalid()).toBe(false);
    expect(rule('Tournament')).toBeNull();
    expect(rule('Tie-breaks')).toBeNull();
  });

  it('offers Title (a national title kept, marked), Sex and Status in Players, from row 2 to row 1000', () => {
    const header = players.getRange(1, 1, 1, 12).getValues()[0];
    const column = (name: string) => header.indexOf(name) + 1;
    const title = players.getRange(2, column('Title')).getDataValidation();
    expect(title?.getCriteriaValues()[0]).toEqual([
      'GM',
      'IM',
      'WGM',
      'FM',
      'WIM',
      'CM',
      'WFM',
      'WCM',
    ]);
    expect(title?.getAllowInvalid()).toBe(true);
    const sex = players.getRange(1000, column('Sex')).getDataValidation();
    expect(sex?.getCriteriaValues()[0]).toEqual(['m', 'w']);
    expect(sex?.getAllowInvalid()).toBe(false);
    expect(
      players.getRange(500, column('Status')).getDataValidation()?.getCriteriaValues()[0],
    ).toEqual(['active', 'withdrawn']);
    expect(players.getRange(1, column('Status')).getDataValidation()).toBeNull();
    expect(players.getRange(2, column('Name')).getDataValidation()).toBeNull();
  });
});

describe('the Settings dropdowns follow the rows the tab has', () => {
  const values = (settings: Partial<TournamentSettings>) =>
    settingsTabValues({ ...defaultSettings('Club'), ...settings });

  it('a Language row gets the languages, whether or not a row for two-game matches is before it', () => {
    const { fake } = setUp();
    const workbook = appsScriptPorts(fake.services).workbook();
    const french = values({ language: 'fr' });
    writeSettingsTab(workbook, readWorkbook(workbook), french, null);
    const sheet = fake.spreadsheet.getSheetByName('Settings')!;
    const rowOf = (label: string) =>
      sheet
        .getDataRange()
        .getValues()
        .findIndex(([l]) => l === label) + 1;
    const choicesOf = (row: number) =>
      sheet.getRange(row, 2).getDataValidation()?.getCriteriaValues()[0];
    expect(choicesOf(rowOf('Language'))).toEqual(LANGUAGE_NAMES);

    // The Double-Swiss adds "Standings of two-game matches" before the language: both dropdowns move with their rows.
    const before = rowOf('Language');
    const doubleSwiss = values({ language: 'fr', system: 'double-swiss' });
    writeSettingsTab(workbook, readWorkbook(workbook), doubleSwiss, french);
    expect(rowOf('Language')).toBe(before + 1);
    expect(choicesOf(rowOf('Standings of two-game matches'))).toEqual([
      'Game points',
      'Match points',
    ]);
    expect(choicesOf(rowOf('Language'))).toEqual(LANGUAGE_NAMES);

    // Back to the Dutch system: the row below the language, blank now, offers nothing.
    writeSettingsTab(workbook, readWorkbook(workbook), french, doubleSwiss);
    expect(rowOf('Language')).toBe(before);
    expect(sheet.getRange(before + 1, 2).getDataValidation()).toBeNull();
  });
});

describe('the same in an .xlsx file (Excel, LibreOffice)', () => {
  it('writes the widths, the frozen header and the data validations, and reads them back', async () => {
    const book = new ExcelJS.Workbook();
    const workbook = new XlsxWorkbook(book, 'club');
    writeSettingsTab(
      workbook,
      readWorkbook(workbook),
      settingsTabValues(defaultSettings('Club')),
      null,
    );
    newPlayersTab(workbook, readWorkbook(workbook).tabs, [
      playersHeader(),
      [1, 'Ólafsson, Helgi', 'GM', 2500, 'ISL'],
    ]);
    const reread = new ExcelJS.Workbook();
    await reread.xlsx.load(await book.xlsx.writeBuffer());

    const settings = reread.getWorksheet('Settings')!;
    expect(settings.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(settings.getCell('A1').font?.bold).toBe(true);
    expect(settings.getCell('B4').dataValidation).toMatchObject({
      type: 'list',
      errorStyle: 'stop',
    });
    expect(settings.getCell('B4').dataValidation.formulae[0]).toContain('Dutch 2025');
    // Column A holds "Keep players of the same club apart" (296 pixels) in Excel's character widths.
    expect(settings.getColumn(1).width).toBeGreaterThan(settings.getColumn(2).width! / 2);

    const players = reread.getWorksheet('Players')!;
    const header = (players.getRow(1).values as unknown[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    const title = players.getCell(2, column('Title')).dataValidation;
    expect(title).toMatchObject({ type: 'list', errorStyle: 'warning' });
    expect(title.formulae[0]).toBe('"GM,IM,WGM,FM,WIM,CM,WFM,WCM"');
    expect(players.getCell(1000, column('Sex')).dataValidation?.formulae[0]).toBe('"m,w"');
    expect(players.getCell(1001, column('Sex')).dataValidation).toBeUndefined();
    expect(players.getCell(1, column('Status')).dataValidation).toBeUndefined();
    expect(players.getColumn(column('Name')).width).toBeGreaterThan(
      players.getColumn(column('Rating')).width!,
    );
    // The validations of empty rows are no players: the tab still reads as one player.
    const read = readWorkbook(new XlsxWorkbook(reread, 'club'));
    expect(read.values.players?.length).toBe(2);
  });

  it('npm start -- FILE --new --lang fr: the Language row it adds offers the languages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swiss-typed-'));
    try {
      const file = join(dir, 'club.xlsx');
      const made = await captureRunLocal([file, '--new', '--lang', 'fr'], {
        example: file,
        defaultFile: file,
      });
      expect(made.status).toBe(0);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      const settings = book.worksheets.find((sheet) => sheet.getCell('B2').value !== null)!;
      let languageRow = 0;
      settings.eachRow((row, n) => {
        if (row.getCell(2).value === 'Français') languageRow = n;
      });
      expect(languageRow).toBeGreaterThan(1);
      expect(settings.getCell(languageRow, 2).dataValidation?.formulae[0]).toBe(
        `"${LANGUAGE_NAMES.join(',')}"`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
