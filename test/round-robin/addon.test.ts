/**
 * The round-robins as a kind of the add-on: listed and available, their
 * Settings (the drawing of lots, the tie-breaks C.07 allows them) and the
 * refusals a table made before round 1 implies.
 */
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { sidebarState } from '../../src/sheets/addon/sidebar-state.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { recognisingTabs } from '../../src/sheets/tab-records/recognising-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';
import { PLAYERS_HEADER } from '../support/sheets/club-players.js';

const tab = (fake: FakeAppsScript, name: string) =>
  fake.spreadsheet.getSheetByName(name)!.getDataRange().getValues();

function setSetting(fake: FakeAppsScript, label: string, value: string | number): void {
  const settings = fake.spreadsheet.getSheetByName('Settings')!;
  const values = settings.getDataRange().getValues();
  let row = values.findIndex(([name]) => name === label);
  if (row < 0) {
    row = values.length;
    settings.getRange(row + 1, 1).setValue(label);
  }
  settings.getRange(row + 1, 2).setValue(value);
}

function fourPlayers(system = 'Round robin') {
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
  setSetting(fake, 'Pairing system', system);
  setSetting(fake, 'Tie-breaks', '');
  fake.ui.alerts.length = 0;
  return { fake, addon };
}

const alerts = (fake: FakeAppsScript) => fake.ui.alerts.map((a) => a.prompt);

it('the sidebar offers Round robin and Double round robin, both available', () => {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const systems = sidebarState(recognisingTabs(appsScriptPorts(fake.services))).systems;
  expect(
    systems
      .filter((s) => s.id.includes('round-robin'))
      .map((s) => [s.id, s.available, s.tableMade]),
  ).toEqual([
    ['round-robin', true, true],
    ['double-round-robin', true, true],
  ]);
});

describe('the Settings of a round robin', () => {
  it('C.07 (2026) Art. 8: "must not be used in round-robins" - Buchholz is refused, naming the row and the list to use', () => {
    const { fake, addon } = fourPlayers();
    setSetting(fake, 'Tie-breaks', 'BH, SB');
    const before = workbookSnapshot(fake.spreadsheet);
    addon.menuPairNextRound();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(before);
    expect(alerts(fake)).toEqual([
      'Settings, row 9: BH cannot rank a Round robin: C.07 (2026) Art. 8: the Buchholz family must not be used in round-robins; write SB, DE, WIN, KS, or clear the cell for that list',
    ]);
  });

  it('without a tie-break list the Standings use the round-robin defaults SB, DE, WIN, KS', () => {
    const { fake, addon } = fourPlayers();
    addon.menuPairNextRound();
    expect(alerts(fake)).toEqual([]);
    expect(tab(fake, 'Standings')[0]!.slice(7)).toEqual(['SB', 'DE', 'WIN', 'KS']);
  });

  it('the sidebar switching a Swiss to a round robin takes its defaults in place of the Swiss list', () => {
    const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), {
      getSystem,
      drawColour: () => 'w',
    });
    addon.menuSetUpTournament();
    const swiss = tab(fake, 'Settings').find(([l]) => l === 'Tie-breaks')![1];
    addon.saveSettings({
      name: 'Club',
      rounds: '3',
      system: 'round-robin',
      initialColour: 'lot',
      win: '1',
      draw: '0.5',
      loss: '0',
      tiebreaks: swiss,
      unratedRating: '',
    });
    expect(tab(fake, 'Settings').find(([l]) => l === 'Tie-breaks')![1]).toBe('SB, DE, WIN, KS');
    expect(() =>
      addon.saveSettings({
        name: 'Club',
        rounds: '3',
        system: 'round-robin',
        initialColour: 'lot',
        win: '1',
        draw: '0.5',
        loss: '0',
        tiebreaks: 'SB, BH',
        unratedRating: '',
      }),
    ).toThrow(
      'Tie-breaks: BH cannot rank a Round robin: C.07 (2026) Art. 8: the Buchholz family must not be used in round-robins',
    );
  });
});

describe('the drawing of lots', () => {
  it('is made at random before round 1, its seed recorded in the Settings and its numbers in the Players tab (C.05 Annex 1 Part 3.1)', () => {
    const { fake, addon } = fourPlayers();
    addon.menuPairNextRound();
    expect(alerts(fake)).toEqual([]);
    const settings = tab(fake, 'Settings');
    expect(settings.find(([l]) => l === 'Drawing of lots')![1]).toBe('At random');
    expect(settings.find(([l]) => l === 'Seed of the draw')![1]).toBe(7);
    const numbers = tab(fake, 'Players')
      .slice(1)
      .map((r) => r[0]);
    expect([...numbers].sort()).toEqual([1, 2, 3, 4]);
    // "Ratings and titles play no part": the same seed, the same draw, whatever the ratings.
    const again = fourPlayers();
    again.fake.spreadsheet
      .getSheetByName('Players')!
      .getRange(2, 4, 4, 1)
      .setValues([[1000], [2900], [1500], [2000]]);
    again.addon.menuPairNextRound();
    expect(
      tab(again.fake, 'Players')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(numbers);
  });

  it('cannot change once round 1 is paired: "made once, before round 1" (C.05 Annex 1 Part 3.1)', () => {
    const { fake, addon } = fourPlayers();
    addon.menuPairNextRound();
    fake.spreadsheet
      .getSheetByName('Round 1')!
      .getRange(2, 6, 2, 1)
      .setValues([['1-0'], ['½-½']]);
    setSetting(fake, 'Seed of the draw', 8);
    const before = workbookSnapshot(fake.spreadsheet);
    addon.menuPairNextRound();
    addon.menuWriteSchedule();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(before);
    const refusal =
      'Settings: the drawing of lots was made before round 1 (at random, seed 7) and cannot change once round 1 is paired (C.05 Annex 1 Part 3.1): put its method and seed back in the Settings';
    expect(alerts(fake)).toEqual([refusal, refusal]);
    setSetting(fake, 'Seed of the draw', 7);
    addon.menuPairNextRound();
    expect(alerts(fake)).toEqual([refusal, refusal]);
    expect(fake.spreadsheet.getSheetByName('Round 2')).not.toBeNull();
  });

  it('with the Varma tables keeps each federation in one group of the Annex (C.05 Annex 2, 9/10 players: A 3 4 8, B 5 7 9, C 1 6, D 2 10)', () => {
    const fake = createFakeAppsScript({ spreadsheetName: 'Olympiad' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), {
      getSystem,
      drawColour: () => 'w',
      drawSeed: () => 11,
    });
    addon.menuSetUpTournament();
    const federations = ['IND', 'IND', 'IND', 'NOR', 'NOR', 'NOR', 'USA', 'USA', 'GER', 'FRA'];
    const rows = federations.map((federation, i) => {
      const row: (string | number)[] = PLAYERS_HEADER.map(() => '');
      row[1] = `Player ${String.fromCharCode(65 + i)}`;
      row[3] = 2500 - i;
      row[PLAYERS_HEADER.indexOf('Federation')] = federation;
      return row;
    });
    fake.spreadsheet
      .getSheetByName('Players')!
      .getRange(1, 1, rows.length + 1, PLAYERS_HEADER.length)
      .setValues([[...PLAYERS_HEADER], ...rows]);
    setSetting(fake, 'Pairing system', 'Round robin');
    setSetting(fake, 'Tie-breaks', '');
    setSetting(fake, 'Drawing of lots', 'Varma tables');
    addon.menuWriteSchedule();
    expect(alerts(fake)).toEqual([]);
    const groups = [
      [3, 4, 8],
      [5, 7, 9],
      [1, 6],
      [2, 10],
    ];
    const groupOf = (n: number) => groups.findIndex((g) => g.includes(n));
    const numbers = tab(fake, 'Players')
      .slice(1)
      .map((r) => Number(r[0]));
    expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const fed of ['IND', 'NOR', 'USA']) {
      const of = numbers.filter((_, i) => federations[i] === fed).map(groupOf);
      expect(new Set(of).size).toBe(1);
    }
  });

  it('by hand: a blank No. is named with its row', () => {
    const { fake, addon } = fourPlayers();
    setSetting(fake, 'Drawing of lots', 'By hand');
    fake.spreadsheet
      .getSheetByName('Players')!
      .getRange(2, 1, 3, 1)
      .setValues([[2], [4], [1]]);
    addon.menuPairNextRound();
    expect(alerts(fake)).toEqual([
      "Players, row 5: the No. is blank, and the Settings say the drawing of lots is made by hand: type every player's Berger number, 1 to 4",
    ]);
  });
});

describe('a table fixed before round 1', () => {
  it('refuses a late entry after round 1, naming the player (C.05 Annex 1: everyone meets everyone)', () => {
    const { fake, addon } = fourPlayers();
    addon.menuPairNextRound();
    const round1 = fake.spreadsheet.getSheetByName('Round 1')!;
    round1.getRange(2, 6, 2, 1).setValues([['1-0'], ['½-½']]);
    const row: (string | number)[] = PLAYERS_HEADER.map(() => '');
    row[1] = 'Evans, Ann';
    row[3] = 1700;
    fake.spreadsheet.getSheetByName('Players')!.getRange(6, 1, 1, row.length).setValues([row]);
    const before = workbookSnapshot(fake.spreadsheet);
    addon.menuPairNextRound();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(before);
    expect(alerts(fake)).toEqual([
      'Players, row 6: Evans, Ann has no No.: a round robin cannot take a player after round 1 (its table was drawn for 4 players); remove the row, or enter the player in another tournament',
    ]);
  });

  it('refuses a bye asked for in the Players tab: the table keeps every player on his board', () => {
    const { fake, addon } = fourPlayers();
    const header = tab(fake, 'Players')[0]!;
    fake.spreadsheet
      .getSheetByName('Players')!
      .getRange(3, header.indexOf('Byes / absent rounds') + 1)
      .setValue('1');
    addon.menuPairNextRound();
    expect(alerts(fake)).toEqual([
      'Players, row 3: Baker, Sue asks for a bye or absence in round 1, but a round robin keeps every player on his board (C.05 Annex 1): clear the round here and type the forfeit in Round 1, or mark the player withdrawn',
    ]);
  });
});

describe('the Schedule tab', () => {
  it('holds every round of the table for printing, made before round 1 with the drawing of lots, which round 1 then follows', () => {
    const { fake, addon } = fourPlayers('Double round robin');
    addon.menuWriteSchedule();
    expect(alerts(fake)).toEqual([]);
    const names = new Map(
      tab(fake, 'Players')
        .slice(1)
        .map((r) => [Number(r[0]), String(r[1])]),
    );
    expect([...names.keys()].sort()).toEqual([1, 2, 3, 4]);
    expect(tab(fake, 'Settings').find(([l]) => l === 'Seed of the draw')![1]).toBe(7);
    const named = (w: number, b: number) => [w, names.get(w), b, names.get(b)];
    // C.05 Annex 1, 3/4 players: "Rd 1: 1-4, 2-3. Rd 2: 4-3, 1-2. Rd 3: 2-4, 3-1."; two cycles
    // in FIDE's order: the last two rounds of the first reversed, then the table with colours reversed.
    expect(tab(fake, 'Schedule')).toEqual([
      ['Round', 'Board', 'No.', 'White', 'No.', 'Black'],
      [1, 1, ...named(1, 4)],
      [1, 2, ...named(2, 3)],
      [2, 1, ...named(2, 4)],
      [2, 2, ...named(3, 1)],
      [3, 1, ...named(4, 3)],
      [3, 2, ...named(1, 2)],
      [4, 1, ...named(4, 1)],
      [4, 2, ...named(3, 2)],
      [5, 1, ...named(3, 4)],
      [5, 2, ...named(2, 1)],
      [6, 1, ...named(4, 2)],
      [6, 2, ...named(1, 3)],
    ]);
    addon.menuPairNextRound();
    expect(alerts(fake)).toEqual([]);
    expect(
      tab(fake, 'Round 1')
        .slice(1)
        .map((r) => [r[1], r[6]]),
    ).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('shows the player meeting the dummy as free in an odd field', () => {
    const { fake, addon } = fourPlayers();
    const row: (string | number)[] = PLAYERS_HEADER.map(() => '');
    row[1] = 'Evans, Ann';
    row[3] = 1700;
    fake.spreadsheet.getSheetByName('Players')!.getRange(6, 1, 1, row.length).setValues([row]);
    addon.menuWriteSchedule();
    // The table for 5/6, 6 the dummy: "Rd 1: 1-6, 2-5, 3-4." - 1 is free.
    expect(
      tab(fake, 'Schedule')
        .slice(1, 4)
        .map((r) => [r[0], r[1], r[2], r[4]]),
    ).toEqual([
      [1, 1, 2, 5],
      [1, 2, 3, 4],
      [1, 'Free (no game)', 1, ''],
    ]);
  });

  it('is refused for a Swiss system, which pairs each round from the results', () => {
    const { fake, addon } = fourPlayers('Dutch 2025');
    addon.menuWriteSchedule();
    expect(alerts(fake)).toEqual([
      expect.stringMatching(
        /^The schedule is for a round robin, whose rounds come from a table: FIDE Dutch/,
      ),
    ]);
    expect(fake.spreadsheet.getSheetByName('Schedule')).toBeNull();
  });
});

describe('Check this round and Explain this round', () => {
  function fivePlayersRound1() {
    const { fake, addon } = fourPlayers();
    const row: (string | number)[] = PLAYERS_HEADER.map(() => '');
    row[1] = 'Evans, Ann';
    row[3] = 1700;
    fake.spreadsheet.getSheetByName('Players')!.getRange(6, 1, 1, row.length).setValues([row]);
    // Drawn by hand: No. = row order.
    setSetting(fake, 'Drawing of lots', 'By hand');
    fake.spreadsheet
      .getSheetByName('Players')!
      .getRange(2, 1, 5, 1)
      .setValues([[1], [2], [3], [4], [5]]);
    addon.menuPairNextRound();
    expect(alerts(fake)).toEqual([]);
    return { fake, addon };
  }

  it('Check this round finds the table\'s round as the table ("Rd 1: 1-6, 2-5, 3-4.", 6 the dummy)', () => {
    const { addon } = fivePlayersRound1();
    expect(addon.checkRound()).toBe(
      "Round 1, checked with Round-robin, Berger tables (C.05 Annex 1):\nEvery board is the table's (C.05 Annex 1, Berger table for 5 or 6 players, round 1).\n",
    );
  });

  it('Check this round names the boards a hand edit changed, and marks the tab', () => {
    const { fake, addon } = fivePlayersRound1();
    const sheet = fake.spreadsheet.getSheetByName('Round 1')!;
    // Board 1 (2-5) typed the other way round.
    const [board1] = sheet.getRange(2, 1, 1, 11).getValues();
    sheet
      .getRange(2, 2, 1, 10)
      .setValues([[...board1!.slice(6, 10), '', ...board1!.slice(1, 5), '']]);
    const text = addon.checkRound();
    expect(text).toContain(
      'Differs from the table (C.05 Annex 1, Berger table for 5 or 6 players, round 1):\n- board 1: 5-2, the table has 2-5 (colours reversed)\n',
    );
    expect(text).toContain('is marked "Changed by hand"');
  });

  it('Explain this round says which table, round and Berger numbers made each board', () => {
    const { addon } = fivePlayersRound1();
    expect(
      addon
        .explainRound()
        .split('\n')
        .filter((line) => line !== '')
        .slice(1),
    ).toEqual([
      'Board 1: Baker, Sue (#2, 0) - Evans, Ann (#5, 0): Berger numbers 2 and 5, board 2 of the C.05 Annex 1, Berger table for 5 or 6 players, round 1.',
      'Board 2: Costa, Rui (#3, 0) - Dubois, Marc (#4, 0): Berger numbers 3 and 4, board 3 of the C.05 Annex 1, Berger table for 5 or 6 players, round 1.',
      'Adams, Tom (#1, 0) meets the dummy, number 6: "where there is an odd number of players, the highest number counts as a bye" (C.05 Annex 1); no game, no points.',
    ]);
  });
});

describe("in the organiser's language (issue 31)", () => {
  it('a Spanish spreadsheet shows the draw rows and their choice in Spanish, and reads them back at the next round', () => {
    const { fake, addon } = fourPlayers();
    fake.spreadsheet.locale = 'es_ES';
    addon.menuPairNextRound();
    expect(alerts(fake)).toEqual([]);
    const settings = fake.spreadsheet.getSheetByName('Configuración')!.getDataRange().getValues();
    expect(settings.find(([l]) => l === 'Sorteo de números')?.[1]).toBe('Al azar');
    expect(settings.find(([l]) => l === 'Semilla del sorteo')?.[1]).toBe(7);
    expect(settings.flat()).not.toContain('Drawing of lots');
    expect(settings.flat()).not.toContain('At random');
    const round1 = fake.spreadsheet.getSheetByName('Ronda 1')!;
    const column = round1.getDataRange().getValues()[0]!.indexOf('Resultado') + 1;
    round1.getRange(2, column, 2, 1).setValues([['1-0'], ['½-½']]);
    // Round 2 reads "Al azar" and the seed back: the same table goes on, nothing refused.
    addon.menuPairNextRound();
    expect(alerts(fake)).toEqual([]);
    expect(fake.spreadsheet.getSheetByName('Ronda 2')).not.toBeNull();
  });
});
