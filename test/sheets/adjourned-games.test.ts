/**
 * Adjourned games (issue 16): the organiser picks "adjourned" in a Round
 * tab's Result column; with the rating-based 1998 system "Pair next round"
 * pairs as F.9 says, "Adjourned games are considered draws for pairing
 * purposes only"; every other system refuses, naming the tab and the row.
 * TRF has no code for it: the game's result is left blank, and a blank result
 * in a round before the last paired one reads back as adjourned.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, SYSTEM_LABELS } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';
import { PLAYERS_HEADER } from '../support/sheets/club-players.js';

const NAMES = [
  'Adams, Tom',
  'Baker, Sue',
  'Costa, Rui',
  'Dubois, Marc',
  'Eriksen, Lars',
  'Fox, Ann',
];
const RATINGS = [2150, 2100, 2050, 2000, 1950, 1900];

function setUp(system: string) {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  addon.menuSetUpTournament();
  const rows = NAMES.map((name, i) => {
    const row: (string | number)[] = PLAYERS_HEADER.map(() => '');
    row[1] = name;
    row[3] = RATINGS[i]!;
    return row;
  });
  fake.spreadsheet
    .getSheetByName('Players')!
    .getRange(1, 1, rows.length + 1, PLAYERS_HEADER.length)
    .setValues([[...PLAYERS_HEADER], ...rows]);
  setSetting(fake, 'Pairing system', system);
  setSetting(fake, 'Rounds', '5');
  return { fake, addon };
}

function setSetting(fake: FakeAppsScript, name: string, value: string) {
  const sheet = fake.spreadsheet.getSheetByName('Settings')!;
  const row = sheet
    .getDataRange()
    .getValues()
    .findIndex((r) => r[0] === name);
  expect(row, name).toBeGreaterThan(0);
  sheet.getRange(row + 1, 2).setValue(value);
}

function roundRows(fake: FakeAppsScript, round: number): unknown[][] {
  return fake.spreadsheet.getSheetByName(`Round ${round}`)!.getDataRange().getValues();
}

/** Sets the result of the game `white` - `black` in a Round tab; returns its row. */
function enter(fake: FakeAppsScript, round: number, white: number, black: number, result: string) {
  const rows = roundRows(fake, round);
  const index = rows.findIndex((r) => r[1] === white && r[6] === black);
  expect(index, `${white}-${black} on Round ${round}`).toBeGreaterThan(0);
  fake.spreadsheet
    .getSheetByName(`Round ${round}`)!
    .getRange(index + 1, 6)
    .setValue(result);
  return index + 1;
}

/** A round's pairs as "low-high", colours aside. */
function pairsOf(fake: FakeAppsScript, round: number): string[] {
  return roundRows(fake, round)
    .filter((r) => typeof r[0] === 'number')
    .map((r) => [r[1] as number, r[6] as number].sort((x, y) => x - y).join('-'))
    .sort();
}

/**
 * Round 1 by F.4 and E.5 is 1-4, 5-2, 3-6 (white first). With 1-4 adjourned,
 * 5 beating 2 and 6 beating 3, F.9 gives 1 and 4 half a point each for
 * pairing: bracket 1 pairs 5-6; 1 and 4 have met, so C.1 moves both down to
 * bracket 0, where they are half of the players and so S1 (A.3, A.6): 1-2,
 * 4-3. Read as no points at all, the adjourned game would give 1-3, 2-4.
 */
function playRoundOne(fake: FakeAppsScript): number {
  const adjournedRow = enter(fake, 1, 1, 4, 'adjourned');
  enter(fake, 1, 5, 2, '1-0');
  enter(fake, 1, 3, 6, '0-1');
  return adjournedRow;
}

/** Every game of a round drawn. */
function drawAll(fake: FakeAppsScript, round: number) {
  const rows = roundRows(fake, round);
  rows.forEach((r, i) => {
    if (typeof r[0] === 'number')
      fake.spreadsheet
        .getSheetByName(`Round ${round}`)!
        .getRange(i + 1, 6)
        .setValue('½-½');
  });
}

describe('F.9 adjourned games in the add-on', () => {
  it('the Result dropdown offers "adjourned" after the results', () => {
    const { fake, addon } = setUp(SYSTEM_LABELS['rating-1998']);
    addon.menuPairNextRound();
    const [rule] = fake.spreadsheet
      .getSheetByName('Round 1')!
      .getRange(2, 6)
      .getDataValidations()[0]!;
    expect(rule?.getCriteriaValues()[0]).toEqual([
      '1-0',
      '½-½',
      '0-1',
      '1-0 forfeit',
      '0-1 forfeit',
      'double forfeit',
      'adjourned',
    ]);
  });

  it('the rating-based 1998 system pairs round 2 around the adjourned game as a draw', () => {
    const { fake, addon } = setUp(SYSTEM_LABELS['rating-1998']);
    addon.menuPairNextRound();
    expect(pairsOf(fake, 1)).toEqual(['1-4', '2-5', '3-6']);
    playRoundOne(fake);
    addon.menuPairNextRound();
    expect(fake.ui.alerts.map((a) => a.prompt)).toEqual([]);
    expect(pairsOf(fake, 2)).toEqual(['1-2', '3-4', '5-6']);
    // Check and Explain read the round as the system paired it.
    addon.menuCheckRound();
    expect(fake.ui.alerts.at(-1)!.prompt).toContain('Round 2: no absolute criterion is broken.');
    expect(fake.ui.alerts.at(-1)!.prompt).toContain('as good as the engine’s own pairing');
    addon.menuExplainRound();
    expect(fake.ui.alerts).toHaveLength(1);
    // Round 1 still says the game is adjourned; its result can be entered later.
    expect(roundRows(fake, 1).find((r) => r[1] === 1)?.[5]).toBe('adjourned');
    // The TRF leaves the adjourned game's result blank, and reads it back as adjourned.
    const trf = addon.exportTrf().content;
    const line1 = trf.split(/\r?\n/).find((l) => l.startsWith('001    1'))!;
    expect(line1.slice(91, 101)).toBe('   4 w    ');
    const copy = createFakeAppsScript({ spreadsheetName: 'Copy' });
    addonFunctions(() => appsScriptPorts(copy.services), {
      getSystem,
      drawColour: () => 'w',
    }).importTrf(trf);
    expect(roundRows(copy, 1).find((r) => r[1] === 1)?.[5]).toBe('adjourned');
  });

  it('once its result is in, the game counts like any other', () => {
    const { fake, addon } = setUp(SYSTEM_LABELS['rating-1998']);
    addon.menuPairNextRound();
    playRoundOne(fake);
    addon.menuPairNextRound();
    enter(fake, 1, 1, 4, '1-0');
    drawAll(fake, 2);
    addon.menuPairNextRound();
    expect(fake.ui.alerts.map((a) => a.prompt)).toEqual([]);
    expect(roundRows(fake, 1).find((r) => r[1] === 1)?.[5]).toBe('1-0');
    expect(pairsOf(fake, 3)).toHaveLength(3);
  });

  it('an empty Result is still refused: adjourned must be said', () => {
    const { fake, addon } = setUp(SYSTEM_LABELS['rating-1998']);
    addon.menuPairNextRound();
    enter(fake, 1, 5, 2, '1-0');
    enter(fake, 1, 3, 6, '0-1');
    const before = workbookSnapshot(fake.spreadsheet);
    addon.menuPairNextRound();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(before);
    expect(fake.ui.alerts.map((a) => a.prompt)).toEqual([
      'Round 1, row 2: board 1 (No. 1 - No. 4) has no result yet',
    ]);
  });

  it.each(['dutch', 'dutch-2017', 'burstein', 'dubov', 'lim'] as const)(
    '%s refuses an adjourned game, naming tab and row, and changes nothing',
    (id) => {
      const { fake, addon } = setUp(SYSTEM_LABELS[id]);
      addon.menuPairNextRound();
      const row = playRoundOne(fake);
      const [white, black] = [roundRows(fake, 1)[row - 1]![1], roundRows(fake, 1)[row - 1]![6]];
      const before = workbookSnapshot(fake.spreadsheet);
      addon.menuPairNextRound();
      expect(workbookSnapshot(fake.spreadsheet)).toEqual(before);
      expect(fake.ui.alerts.map((a) => a.prompt)).toEqual([
        `Round 1, row ${row}: board ${row - 1} (No. ${String(white)} - No. ${String(black)}) is adjourned: ${getSystem(id).name} pairs only when every game has its result (only the rating-based 1998 system pairs around an adjourned game); enter the result`,
      ]);
    },
  );
});
