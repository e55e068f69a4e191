/**
 * A round changed by hand is marked (issue 14; the 2026 endorsement
 * checklist): on its tab, a "Changed by hand" row, written by Check this
 * round when the round is not the system's own pairing and by Pair the rest;
 * in the TRF export, a ### comment line (TRF-2026 Remark 1), read back on import.
 */
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../src/engine/trf/index.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import { SIX_NAMES, typeSixPlayers } from '../support/sheets/six-players.js';

function setUp(name = 'Club') {
  const fake = createFakeAppsScript({ spreadsheetName: name });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  return { fake, addon };
}

function withPlayers() {
  const { fake, addon } = setUp();
  addon.menuSetUpTournament();
  typeSixPlayers(fake);
  return { fake, addon };
}

const tab = (fake: FakeAppsScript, name: string) =>
  fake.spreadsheet.getSheetByName(name)!.getDataRange().getValues();

/** Board 1 of Round 1 (1-4) with its colours swapped by hand: 4-1. */
function swapColoursOfBoardOne(fake: FakeAppsScript) {
  const sheet = fake.spreadsheet.getSheetByName('Round 1')!;
  const [white, black] = [sheet.getRange(2, 2).getValue(), sheet.getRange(2, 7).getValue()];
  expect([white, black]).toEqual([1, 4]);
  // The whole player block (No., name, rating, points) moves, as an organiser swaps two players.
  const [whiteBlock, blackBlock] = [sheet.getRange(2, 2, 1, 4), sheet.getRange(2, 7, 1, 4)];
  const [whiteCells, blackCells] = [whiteBlock.getValues(), blackBlock.getValues()];
  whiteBlock.setValues(blackCells);
  blackBlock.setValues(whiteCells);
}

describe('Check this round marks a round that is not the system’s own pairing', () => {
  it('the engine’s own round is left as it is', () => {
    const { fake, addon } = withPlayers();
    addon.menuPairNextRound();
    const before = tab(fake, 'Round 1');
    addon.menuCheckRound();
    expect(tab(fake, 'Round 1')).toEqual(before);
    expect(fake.ui.alerts.at(-1)!.prompt).not.toContain('Changed by hand');
    expect(addon.exportTrf().content).not.toContain('###');
  });

  it('a round changed by hand gets the row once, and the export a ### line, read back on import', () => {
    const { fake, addon } = withPlayers();
    addon.menuPairNextRound();
    swapColoursOfBoardOne(fake);
    addon.menuCheckRound();
    expect(fake.ui.alerts.at(-1)!.prompt).toContain(
      'Round 1 is not the system\'s own pairing: it is marked "Changed by hand" on its tab and in the TRF export.',
    );
    const marked = tab(fake, 'Round 1');
    expect(marked.at(-1)!.slice(0, 2)).toEqual([
      'Changed by hand',
      'differs from the pairing of Dutch 2025 (found by Check this round)',
    ]);
    addon.checkRound();
    expect(tab(fake, 'Round 1')).toEqual(marked);

    const file = addon.exportTrf().content;
    expect(file).toContain(
      '\r\n### Round 1 changed by hand: differs from the pairing of Dutch 2025 (found by Check this round)\r\n',
    );
    // Still a TRF file other programs read: the comment is only a comment.
    expect(readTrf(Buffer.from(file, 'latin1')).players).toHaveLength(6);

    const copy = setUp('Copy');
    copy.addon.importTrf(file);
    expect(tab(copy.fake, 'Round 1').at(-1)!.slice(0, 2)).toEqual([
      'Changed by hand',
      'differs from the pairing of Dutch 2025 (found by Check this round)',
    ]);
    // The marked, imported round is read as before: results can be entered and round 2 paired.
    const sheet = copy.fake.spreadsheet.getSheetByName('Round 1')!;
    [2, 3, 4].forEach((row) => sheet.getRange(row, 6).setValue('½-½'));
    copy.addon.menuPairNextRound();
    expect(copy.fake.ui.alerts).toEqual([]);
    expect(copy.fake.spreadsheet.getSheetByName('Round 2')).not.toBeNull();
  });
});

describe('Pair the rest marks its round', () => {
  it('in the export too', () => {
    const { fake, addon } = withPlayers();
    // Numbers the add-on has not given yet are refused (pair-the-rest.test.ts): the organiser
    // numbers the players by hand in the Players tab (1..6 in the order typed), then types board 2.
    const players = fake.spreadsheet.getSheetByName('Players')!;
    SIX_NAMES.forEach((_, i) => players.getRange(i + 2, 1).setValue(i + 1));
    const sheet = fake.spreadsheet.insertSheet('Round 1');
    sheet.getRange(1, 1, 1, 7).setValues([[2, 6, '', '', '', '', 1]]);
    addon.menuPairNextRound();
    const values = tab(fake, 'Round 1');
    expect(
      values.filter((r) => typeof r[0] === 'number').map((r) => `${r[0]}: ${r[1]}-${r[6]}`)[1],
    ).toBe('2: 6-1');
    expect(addon.exportTrf().content).toContain(
      '### Round 1 changed by hand: board 2 typed by hand, the other players paired around them by Dutch 2025\r\n',
    );
  });
});
