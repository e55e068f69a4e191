/**
 * What the organiser sees when the input is wrong or pairing is impossible:
 * one message naming the tab, the row and the problem, and a spreadsheet left
 * exactly as it was (every value, format, dropdown and protection).
 */
import { describe, expect, it } from 'vitest';
import type { RoundPairing } from '../../src/engine/model/tournament.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';

const PLAYERS = [
  [
    'No.',
    'Name',
    'Title',
    'Rating',
    'Federation',
    'FIDE ID',
    'Birth',
    'Sex',
    'Status',
    'Byes / absent rounds',
  ],
  ['', 'Adams, Tom', '', 2150, 'ENG', '', '', 'm', 'active', ''],
  ['', 'Baker, Sue', '', 2100, 'ENG', '', '', 'w', 'active', ''],
  ['', 'Costa, Rui', '', 2050, 'POR', '', '', 'm', 'active', ''],
  ['', 'Dubois, Marc', '', 2000, 'FRA', '', '', 'm', '', ''],
  ['', 'Eriksen, Lars', '', 1950, 'NOR', '', '', 'm', '', ''],
];

function setUp(players = PLAYERS) {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const pairings: RoundPairing[] = [];
  const system = simplePairingSystem(pairings);
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem: () => system,
    drawColour: () => 'w',
  });
  addon.menuSetUpTournament();
  fake.spreadsheet.getSheetByName('Players')!.getRange(1, 1, players.length, 10).setValues(players);
  return { fake, addon, pairings };
}

function tab(fake: FakeAppsScript, name: string) {
  return fake.spreadsheet.getSheetByName(name)!;
}

/** Runs the menu's Pair next round and returns its alert, checking that nothing changed. */
function refusedPairing(fake: FakeAppsScript, pair: () => void): string {
  const before = workbookSnapshot(fake.spreadsheet);
  const alerts = fake.ui.alerts.length;
  pair();
  expect(workbookSnapshot(fake.spreadsheet)).toEqual(before);
  expect(fake.ui.alerts).toHaveLength(alerts + 1);
  return fake.ui.alerts[alerts].prompt;
}

describe('Pair next round refuses wrong input, naming tab, row and problem', () => {
  it.each([
    ['a blank name', 4, 1, '', 'Players, row 4: the name is blank'],
    [
      'a duplicate name',
      5,
      1,
      ' adams,  TOM',
      'Players, row 5: "adams, TOM" is already the name on row 2',
    ],
    [
      'a rating that is not a number',
      3,
      3,
      '21OO',
      'Players, row 3: the rating "21OO" is not a number',
    ],
    [
      'an unknown status',
      6,
      8,
      'gone',
      'Players, row 6: the status "gone" is not "active" or "withdrawn"',
    ],
    [
      'a bye list that is not rounds',
      2,
      9,
      '3, 5X',
      'Players, row 2: in "Byes / absent rounds", "5X" is not a round: write round numbers such as 3, 5H (H half-point bye, F full-point bye, nothing or Z absent)',
    ],
  ])('%s', (_what, row, column, value, message) => {
    const { fake, addon } = setUp();
    tab(fake, 'Players')
      .getRange(row, column + 1)
      .setValue(value);
    expect(refusedPairing(fake, addon.menuPairNextRound)).toBe(message);
  });

  it('every problem at once, in row order', () => {
    const { fake, addon } = setUp();
    tab(fake, 'Players').getRange(3, 2).setValue('');
    tab(fake, 'Players').getRange(5, 4).setValue('strong');
    expect(refusedPairing(fake, addon.menuPairNextRound)).toBe(
      'Players, row 3: the name is blank\nPlayers, row 5: the rating "strong" is not a number',
    );
  });

  it('some players numbered by the organiser and some not, before round 1', () => {
    const { fake, addon } = setUp();
    tab(fake, 'Players')
      .getRange(2, 1, 2, 1)
      .setValues([[1], [2]]);
    expect(refusedPairing(fake, addon.menuPairNextRound)).toMatch(
      /^Players, row 4: the No\. is blank while other players have one: fill in every No\., or clear them all/,
    );
  });

  it('a game of the last round without a result', () => {
    const { fake, addon } = setUp();
    addon.menuPairNextRound();
    const round1 = tab(fake, 'Round 1');
    round1.getRange(2, 6).setValue('1-0');
    const [white, black] = [round1.getRange(3, 2).getValue(), round1.getRange(3, 7).getValue()];
    expect(refusedPairing(fake, addon.menuPairNextRound)).toBe(
      `Round 1, row 3: board 2 (No. ${String(white)} - No. ${String(black)}) has no result yet`,
    );
  });

  it('a result that is not in the list', () => {
    const { fake, addon } = setUp();
    addon.menuPairNextRound();
    tab(fake, 'Round 1')
      .getRange(2, 6, 2, 1)
      .setValues([['2-0'], ['0-1']]);
    expect(refusedPairing(fake, addon.menuPairNextRound)).toBe(
      'Round 1, row 2: "2-0" is not a result; use one of 1-0, ½-½, 0-1, 1-0 forfeit, 0-1 forfeit, double forfeit, adjourned',
    );
  });

  it('a result typed into a bye row', () => {
    const { fake, addon } = setUp();
    addon.menuPairNextRound();
    const round1 = tab(fake, 'Round 1');
    round1.getRange(2, 6, 2, 1).setValues([['1-0'], ['½-½']]);
    expect(round1.getRange(4, 1).getValue()).toBe('Bye');
    round1.getRange(4, 6).setValue('1-0');
    expect(refusedPairing(fake, addon.menuPairNextRound)).toBe(
      'Round 1, row 4: this row is a "Bye", not a game: its Result shows only the points it gives (it has "1-0")',
    );
  });

  it('results typed the way arbiters often write them are read', () => {
    const { fake, addon, pairings } = setUp();
    addon.menuPairNextRound();
    tab(fake, 'Round 1')
      .getRange(2, 6, 2, 1)
      .setValues([['1/2-1/2'], ['+/-']]);
    addon.menuPairNextRound();
    expect(pairings).toHaveLength(2);
    const standings = tab(fake, 'Standings').getDataRange().getValues();
    // Board 1 drawn, board 2 won by forfeit, the bye worth a win (C.04.1 3).
    expect(standings.slice(1).map((row) => row[6])).toEqual([1, 1, 0.5, 0.5, 0]);
  });
});

describe('Pair next round when it cannot pair', () => {
  it('says so when another run holds the document lock', () => {
    const { fake, addon } = setUp();
    fake.LockService.holdElsewhere('document');
    expect(refusedPairing(fake, addon.menuPairNextRound)).toMatch(
      /^Another editor is changing this tournament; nothing was done\./,
    );
  });

  it('says so when no valid pairing exists', () => {
    const { fake, addon } = setUp(PLAYERS.slice(0, 3));
    addon.menuPairNextRound();
    tab(fake, 'Round 1').getRange(2, 6).setValue('1-0');
    expect(refusedPairing(fake, addon.menuPairNextRound)).toBe(
      'No valid pairing exists for round 2 (every pairing repeats a game). Nothing was changed.',
    );
  });

  it('throws the same message to the sidebar', () => {
    const { fake, addon } = setUp();
    tab(fake, 'Players').getRange(4, 2).setValue('');
    expect(() => addon.pairNextRound()).toThrow('Players, row 4: the name is blank');
  });

  it('undo with no round says there is none', () => {
    const { fake, addon } = setUp();
    expect(refusedPairing(fake, addon.menuUndoLastRound)).toBe('There is no round to undo.');
  });
});
