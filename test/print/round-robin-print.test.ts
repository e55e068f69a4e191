/**
 * A round-robin's schedule printed from Google Sheets (printPage): before
 * the drawing of lots the Berger numbers alone; once round 1 is paired, the
 * players' names by the numbers the lot gave them, round 1 of the printed
 * schedule being the games of the Round 1 tab (C.05 Annex 1: the table for 4
 * is "Rd 1: 1-4, 2-3; Rd 2: 4-3, 1-2; Rd 3: 2-4, 3-1").
 */
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { PLAYERS_HEADER } from '../support/sheets/club-players.js';

function fourPlayers() {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
    drawSeed: () => 7,
  });
  addon.menuSetUpTournament();
  const rows = ['Adams, Tom', 'Baker, Sue', 'Costa, Rui', 'Dubois, Marc'].map((name, i) => {
    const row: (string | number)[] = PLAYERS_HEADER.map(() => '');
    row[1] = name;
    row[3] = 1800 - i;
    return row;
  });
  fake.spreadsheet
    .getSheetByName('Players')!
    .getRange(1, 1, rows.length + 1, PLAYERS_HEADER.length)
    .setValues([[...PLAYERS_HEADER], ...rows]);
  const settings = fake.spreadsheet.getSheetByName('Settings')!;
  const labels = settings
    .getDataRange()
    .getValues()
    .map(([label]) => label);
  settings.getRange(labels.indexOf('Pairing system') + 1, 2).setValue('Round robin');
  // The round-robin defaults of C.07 (SB, DE, WIN, KS): the Swiss list's Buchholz is refused.
  settings.getRange(labels.indexOf('Tie-breaks') + 1, 2).setValue('');
  return { fake, addon };
}

/** [board, white No., white name, black No., black name] of each game row of a printed table. */
function games(body: string): string[][][] {
  return body
    .split('<h3')
    .slice(1)
    .map((round) =>
      [
        ...round.matchAll(
          /<tr><td class="right bold">(\d+)<\/td><td class="right">(\d+)<\/td><td class="left">([^<]*)<\/td><td class="center box"><span><\/span><\/td><td class="right">(\d+)<\/td><td class="left">([^<]*)<\/td><\/tr>/g,
        ),
      ].map((match) => match.slice(1)),
    );
}

describe('printing a round-robin schedule', () => {
  it('before the drawing of lots: the Berger table by numbers', () => {
    const { addon } = fourPlayers();
    const { body } = addon.printPage('schedule', 'a4');
    expect(body).toContain('Schedule: 4 players, 3 rounds');
    expect(games(body).map((round) => round.map((g) => `${g[1]}-${g[3]}`))).toEqual([
      ['1-4', '2-3'],
      ['4-3', '1-2'],
      ['2-4', '3-1'],
    ]);
  });

  it('after round 1: names by the lot’s numbers, round 1 as its tab', () => {
    const { fake, addon } = fourPlayers();
    addon.menuPairNextRound();
    expect(fake.ui.alerts).toEqual([]);
    const tab = fake.spreadsheet.getSheetByName('Round 1')!.getDataRange().getValues();
    const tabGames = tab
      .slice(1)
      .filter((row) => typeof row[0] === 'number')
      .map((row) => `${row[1]} ${row[2]}-${row[6]} ${row[7]}`);
    const printed = games(addon.printPage('schedule', 'a4').body);
    expect(printed[0]!.map((g) => `${g[1]} ${g[2]}-${g[3]} ${g[4]}`).sort()).toEqual(
      tabGames.sort(),
    );
    expect(printed.map((round) => round.map((g) => `${g[1]}-${g[3]}`))).toEqual([
      ['1-4', '2-3'],
      ['4-3', '1-2'],
      ['2-4', '3-1'],
    ]);
  });
});
