/**
 * Issue 31: "switching the language mid-tournament renames the add-on's tabs
 * and headers and loses nothing", for a team event (C.04.6): its own Settings
 * rows, its Teams tab and its Round tabs of matches take the new language's
 * words at a switch (they stayed in the old one), and switched back, the
 * workbook is what it was; the event still pairs. The German words are
 * written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { TEAM_WORD_LISTS } from '../../src/sheets/tab-records/tab-words.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';
import { runMenu } from '../support/sheets/tournament-scenario.js';

function teamEventInSpanish() {
  const fake = createFakeAppsScript({ spreadsheetName: 'Liga' });
  fake.spreadsheet.locale = 'es_ES';
  const functions = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  const addon = {
    fake,
    call: (name: string) => (functions as unknown as Record<string, () => void>)[name]!(),
  };
  // The Spanish organiser types the kind of event into a Settings tab of her own.
  fake.spreadsheet
    .insertSheet('Configuración')
    .getRange(1, 1, 2, 2)
    .setValues([
      ['Ajuste', 'Valor'],
      ['Sistema de emparejamiento', 'Suizo por equipos (C.04.6)'],
    ]);
  expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
  const settings = fake.spreadsheet.getSheetByName('Configuración')!;
  const labels = settings
    .getDataRange()
    .getValues()
    .map(([label]) => label);
  settings.getRange(labels.indexOf('Rondas') + 1, 2).setValue(5);
  settings.getRange(labels.indexOf('Tableros por match') + 1, 2).setValue(2);
  const rows: unknown[][] = [];
  for (const team of ['A', 'B', 'C', 'D']) {
    rows.push([`Equipo ${team}`, '', '', '', '', '']);
    for (let b = 1; b <= 3; b++) rows.push(['', `${team}${b}`, 2000 - b, '', '', '']);
  }
  fake.spreadsheet.getSheetByName('Equipos')!.getRange(2, 1, rows.length, 6).setValues(rows);
  expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
  return { fake, addon, settings };
}

/** Types the Language row of the Settings tab `tab` (its label in the tab's language). */
function chooseLanguage(
  fake: ReturnType<typeof teamEventInSpanish>['fake'],
  tab: string,
  language: string,
) {
  const settings = fake.spreadsheet.getSheetByName(tab)!;
  const values = settings.getDataRange().getValues();
  const row = values.findIndex(([label]) => ['Idioma', 'Sprache'].includes(String(label)));
  if (row < 0) settings.getRange(values.length + 1, 1, 1, 2).setValues([['Idioma', language]]);
  else settings.getRange(row + 1, 2).setValue(language);
}

describe('a team event switched from Spanish to German and back', () => {
  it('its Settings rows, Teams header and match tabs take the words of the language', () => {
    const { fake, addon } = teamEventInSpanish();
    chooseLanguage(fake, 'Configuración', 'Deutsch');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    const values = (tab: string) =>
      fake.spreadsheet.getSheetByName(tab)!.getDataRange().getValues();
    const labels = values('Einstellungen').map(([label]) => label);
    expect(labels).toContain('Bretter je Mannschaftskampf');
    expect(labels).toContain('Hauptwertung');
    expect(labels).not.toContain('Tableros por match');
    expect(values('Mannschaften')[0]).toEqual([
      'Mannschaft',
      'Spieler',
      'Elo',
      'FIDE-ID',
      'Spielt nicht in den Runden',
      'Zurückgezogen ab Runde',
    ]);
    const round = values('Runde 1');
    expect(round[0]).toEqual([
      'Kampf',
      'Brett',
      'Farben',
      'Mannschaft / Spieler',
      'Ergebnis',
      'Mannschaft / Spieler',
      'Mannschaftsergebnis',
    ]);
    expect(round.map((row) => row[2])).toContain('Weiß – Schwarz');
    expect(round.map((row) => row[2])).toContain('Schwarz – Weiß');
    // The Settings' choices follow: the colour preferences' dropdown offers German words.
    const typeRow = labels.indexOf('Farbpräferenzen') + 1;
    expect(typeRow).toBeGreaterThan(0);
    expect(values('Einstellungen')[typeRow - 1]![1]).toBe('Typ A');
  });

  it('back in Spanish, the very tabs it had; and it pairs on', () => {
    const { fake, addon } = teamEventInSpanish();
    const contents = () =>
      workbookSnapshot(fake.spreadsheet).map(({ values }) =>
        values.filter(([label]) => label !== 'Idioma'),
      );
    const before = contents();
    chooseLanguage(fake, 'Configuración', 'Deutsch');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    chooseLanguage(fake, 'Einstellungen', 'Español');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    expect(contents()).toEqual(before);
    const round = fake.spreadsheet.getSheetByName('Ronda 1')!;
    round
      .getDataRange()
      .getValues()
      .forEach((row, r) => {
        if (typeof row[1] === 'number') round.getRange(r + 1, 5).setValue('1-0');
      });
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(fake.spreadsheet.getSheetByName('Ronda 2')).not.toBeNull();
  });

  it('no text of a team event’s words, in any language, means two words but Russian «Нет»', () => {
    for (const list of TEAM_WORD_LISTS)
      for (const [text, words] of list.meanings())
        if (text !== 'нет') expect([...words], `"${text}" reads as`).toHaveLength(1);
  });
});

describe('a Russian team event without colour preferences', () => {
  it('«Нет» in the colour preferences row is none (the Settings read it as the answer No)', () => {
    const fake = createFakeAppsScript({ spreadsheetName: 'Лига' });
    fake.spreadsheet.locale = 'ru_RU';
    const functions = addonFunctions(() => appsScriptPorts(fake.services), {
      getSystem,
      drawColour: () => 'w',
    });
    const addon = {
      fake,
      call: (name: string) => (functions as unknown as Record<string, () => void>)[name]!(),
    };
    fake.spreadsheet
      .insertSheet('Настройки')
      .getRange(1, 1, 2, 2)
      .setValues([
        ['Параметр', 'Значение'],
        ['Система жеребьёвки', 'Командная швейцарская система (C.04.6)'],
      ]);
    expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
    const settings = fake.spreadsheet.getSheetByName('Настройки')!;
    const labels = settings
      .getDataRange()
      .getValues()
      .map(([label]) => label);
    settings.getRange(labels.indexOf('Туры') + 1, 2).setValue(5);
    settings.getRange(labels.indexOf('Цветовые предпочтения') + 1, 2).setValue('Нет');
    const rows: unknown[][] = [];
    for (const team of ['A', 'B', 'C', 'D']) {
      rows.push([`Команда ${team}`, '', '', '', '', '']);
      for (let b = 1; b <= 4; b++) rows.push(['', `${team}${b}`, 2000 - b, '', '', '']);
    }
    fake.spreadsheet.getSheetByName('Команды')!.getRange(2, 1, rows.length, 6).setValues(rows);
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(fake.spreadsheet.getSheetByName('Тур 1')).not.toBeNull();
  });
});
