/**
 * Issue 31: "A workbook started in Spanish opened by an English-speaking
 * co-organiser still pairs", and "a tab renamed by hand keeps working". The
 * built dist/Code.js in node:vm: the club tournament imported in a Spanish
 * spreadsheet with its Language row set, opened by a user whose locale is
 * English, its tabs renamed by hand (one to its title in a third language,
 * one to a name of the organiser's), the Players columns re-ordered and
 * their headers retyped, a Round tab deleted and remade by hand: round 5 is
 * the reference pairing of the README (bbpPairings on examples/club.trf).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FakeSheet } from '../support/apps-script/index.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';

const CLUB_TRF = readFileSync(new URL('../../examples/club.trf', import.meta.url), 'utf8');

/** Round 5 of the README, white first, and the half-point bye of No. 9. */
const ROUND_FIVE = ['1-20', '2-4', '8-19', '5-10', '11-13', '3-15', '17-6', '14-12', '18-16', '9-'];

function opened() {
  const script = loadBuiltScript({ spreadsheetName: 'Club' });
  script.fake.spreadsheet.locale = 'es_ES';
  script.fake.Session.locale = 'en_US';
  const tab = (name: string): FakeSheet => {
    const found = script.fake.spreadsheet.getSheetByName(name);
    if (found === null) throw new Error(`no tab "${name}"`);
    return found;
  };
  const names = () => script.fake.spreadsheet.getSheets().map((sheet) => sheet.getName());
  const menu = (name: string) => {
    const alerts = script.fake.ui.alerts.length;
    script.call(name);
    return script.fake.ui.alerts[alerts]?.prompt ?? null;
  };
  const games = (name: string) =>
    tab(name)
      .getDataRange()
      .getValues()
      .slice(1)
      .filter((row) => row[1] !== '')
      .map((row) => `${row[1]}-${row[6]}`);
  script.call('importTrf', CLUB_TRF);
  // The Spanish organiser chose Spanish in the Settings.
  const settings = tab('Configuración');
  settings.getRange(settings.getLastRow() + 1, 1, 1, 2).setValues([['Idioma', 'Español']]);
  return { script, tab, names, menu, games };
}

describe('dist/Code.js: a Spanish workbook opened by an English-speaking co-organiser', () => {
  it('pairs round 5 as the README says, its tabs renamed by hand and the Players columns moved', () => {
    const { script, tab, names, menu, games } = opened();
    // Renamed by hand: the Players to their French title, the Standings to a name of his own.
    tab('Jugadores').setName('Joueurs');
    tab('Clasificación').setName('Standings (club)');
    // The Players' Elo column moved to the end, its header retyped in capitals.
    const players = tab('Joueurs');
    const values = players.getDataRange().getValues();
    const elo = values[0]!.indexOf('Elo');
    expect(elo).toBeGreaterThan(0);
    const moved = values.map((row, r) => {
      const rest = row.filter((_, c) => c !== elo);
      return [...rest, r === 0 ? ' ELO ' : row[elo]];
    });
    players.getRange(1, 1, moved.length, moved[0]!.length).setValues(moved);
    // Round 4 deleted and remade by hand under its Spanish title, from a copy of its values.
    const round4 = tab('Ronda 4').getDataRange().getValues();
    script.fake.spreadsheet.deleteSheet(tab('Ronda 4'));
    const remade = script.fake.spreadsheet.insertSheet('Ronda 4');
    remade.getRange(1, 1, round4.length, round4[0]!.length).setValues(round4);

    expect(menu('menuPairNextRound')).toBeNull();
    expect(names()).toContain('Ronda 5');
    expect(games('Ronda 5').sort()).toEqual([...ROUND_FIVE].sort());
    // Her own name stays; the tab at its title in a third language takes the tournament's.
    expect(names()).toContain('Standings (club)');
    expect(names()).toContain('Jugadores');
    expect(names().filter((name) => name.startsWith('Ronda 4'))).toEqual(['Ronda 4']);
    // What the add-on says is in the tournament's language, not the user's.
    expect(script.fake.spreadsheet.toasts.at(-1)!.msg).toMatch(/Ronda 5/);
  });
});
