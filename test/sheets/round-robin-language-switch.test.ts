/**
 * Issue 31: a switch of language mid-tournament loses nothing, for a
 * round-robin too (C.05 Annex 1): its own Settings rows (the drawing of lots
 * and its seed), its Schedule tab and its Round tabs take the new language,
 * and switched back the workbook is what it was; round 2 is paired after it.
 * The Spanish and German words are written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';
import { CLUB_PLAYERS, PLAYERS_HEADER, playerRow } from '../support/sheets/club-players.js';
import { runMenu } from '../support/sheets/tournament-scenario.js';

function roundRobinInSpanish() {
  const fake = createFakeAppsScript({ spreadsheetName: 'Cerrado' });
  fake.spreadsheet.locale = 'es_ES';
  const functions = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  const addon = {
    fake,
    call: (name: string) => (functions as unknown as Record<string, () => void>)[name]!(),
  };
  expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
  fake.spreadsheet
    .getSheetByName('Jugadores')!
    .getRange(2, 1, 6, PLAYERS_HEADER.length)
    .setValues(
      // The Spanish organiser types the status in Spanish.
      CLUB_PLAYERS.slice(0, 6).map((p) => playerRow(p).map((v) => (v === 'active' ? 'activo' : v))),
    );
  const settings = fake.spreadsheet.getSheetByName('Configuración')!;
  const labels = () =>
    settings
      .getDataRange()
      .getValues()
      .map(([label]) => label);
  settings
    .getRange(labels().indexOf('Sistema de emparejamiento') + 1, 2)
    .setValue('Todos contra todos');
  // A round-robin ranks by its own tie-breaks (C.07 Art. 8 refuses the Buchholz): the row left blank.
  settings.getRange(labels().indexOf('Desempates') + 1, 2).setValue('');
  expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
  return { fake, addon };
}

function chooseLanguage(
  fake: ReturnType<typeof roundRobinInSpanish>['fake'],
  tab: string,
  language: string,
) {
  const settings = fake.spreadsheet.getSheetByName(tab)!;
  const values = settings.getDataRange().getValues();
  const row = values.findIndex(([label]) => ['Idioma', 'Sprache'].includes(String(label)));
  if (row < 0) settings.getRange(values.length + 1, 1, 1, 2).setValues([['Idioma', language]]);
  else settings.getRange(row + 1, 2).setValue(language);
}

const names = (fake: ReturnType<typeof roundRobinInSpanish>['fake']) =>
  fake.spreadsheet.getSheets().map((sheet) => sheet.getName());

describe('a round-robin switched from Spanish to German and back', () => {
  it('its draw rows, tabs and words follow, nothing is lost, and round 2 is paired', () => {
    const { fake, addon } = roundRobinInSpanish();
    expect(runMenu(addon, 'menuWriteSchedule')).toBeNull();
    expect(names(fake)).toContain('Calendario');
    const spanishLabels = fake.spreadsheet
      .getSheetByName('Configuración')!
      .getDataRange()
      .getValues();
    expect(spanishLabels.map(([l]) => l)).toContain('Sorteo de números');
    const contents = () =>
      workbookSnapshot(fake.spreadsheet).map(({ values }) =>
        values.filter(([label]) => label !== 'Idioma'),
      );
    const before = contents();
    const typeResults = (tab: string) => {
      const round = fake.spreadsheet.getSheetByName(tab)!;
      round
        .getDataRange()
        .getValues()
        .forEach((row, r) => {
          if (typeof row[0] === 'number') round.getRange(r + 1, 6).setValue('½-½');
        });
    };

    chooseLanguage(fake, 'Configuración', 'Deutsch');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    expect(names(fake)).toEqual(
      expect.arrayContaining(['Einstellungen', 'Spieler', 'Runde 1', 'Spielplan']),
    );
    const labels = fake.spreadsheet.getSheetByName('Einstellungen')!.getDataRange().getValues();
    expect(labels.map(([l]) => l)).toEqual(
      expect.arrayContaining([
        'Paarungssystem',
        'Auslosung der Startnummern',
        'Startwert der Auslosung',
      ]),
    );
    expect(labels.find(([l]) => l === 'Paarungssystem')![1]).toBe('Rundenturnier');
    expect(labels.find(([l]) => l === 'Auslosung der Startnummern')![1]).toBe('Zufällig');

    chooseLanguage(fake, 'Einstellungen', 'Español');
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    expect(contents()).toEqual(before);

    typeResults('Ronda 1');
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(names(fake)).toContain('Ronda 2');
  });
});
