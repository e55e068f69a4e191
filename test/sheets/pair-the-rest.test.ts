/**
 * "Pair the rest" (issue 14): boards typed into a new, empty Round tab
 * before "Pair next round" are kept, the other players are paired around
 * them, the round is marked as changed by hand, and the organiser is
 * warned that in a FIDE-rated event this is the arbiter's decision.
 * Expected rounds worked out by hand from C.04.3 (2025) and C.04.2 3.6.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import {
  boardsOf,
  ROUND_HEADER_TYPED,
  tabValues,
  typeBoards,
  typeSixPlayers,
} from '../support/sheets/six-players.js';

function setUp(status: Record<number, string> = {}) {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  addon.menuSetUpTournament();
  typeSixPlayers(fake, { status });
  return { fake, addon };
}

/**
 * Round 1 (1-4, 5-2, 3-6: the players are numbered by rating) with 1, 2 and
 * 3 winning: 1, 2, 3 on one point, 4, 5, 6 on none.
 */
function playRoundOne(fake: FakeAppsScript, addon: ReturnType<typeof setUp>['addon']) {
  addon.menuPairNextRound();
  const sheet = fake.spreadsheet.getSheetByName('Round 1')!;
  const values = sheet.getDataRange().getValues();
  expect(values.slice(1, 4).map((r) => `${r[1]}-${r[6]}`)).toEqual(['1-4', '5-2', '3-6']);
  ['1-0', '0-1', '1-0'].forEach((result, i) => sheet.getRange(i + 2, 6).setValue(result));
}

/** Boards typed from the first row of a blank tab, without the header row. */
function typeBoardsHeadless(fake: FakeAppsScript, round: number, boards: number[][]) {
  const rows = boards.map(([board, white, black]) => [board, white, '', '', '', '', black]);
  fake.spreadsheet.insertSheet(`Round ${round}`).getRange(1, 1, rows.length, 7).setValues(rows);
}

const roundTab = (fake: FakeAppsScript, round: number) => tabValues(fake, `Round ${round}`);

describe('Pair the rest', () => {
  it('keeps the typed board and pairs the others around it, the fixed players out of the field', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    typeBoards(fake, 2, [[1, 2, 1]]);
    addon.menuPairNextRound();
    const values = roundTab(fake, 2);
    // Without 1 and 2, 3 is alone on one point and floats down; he met 6, so he meets 4, who had
    // black: 4-3. Then 6 (black before) - 5. Board order (C.04.2 3.6) puts 4-3 before 6-5.
    expect(boardsOf(values)).toEqual(['1: 2-1', '2: 4-3', '3: 6-5']);
    expect(values[1]).toEqual([1, 2, 'Baker, Sue', 2100, 1, '', 1, 'Adams, Tom', 2150, 1]);
    expect(values.at(-1)!.slice(0, 2)).toEqual([
      'Changed by hand',
      'board 1 typed by hand, the other players paired around them by Dutch 2025',
    ]);
    const alert = fake.ui.alerts.at(-1)!.prompt;
    expect(alert).toMatch(/^Round 2 paired with .*: 3 games\./);
    expect(alert).toContain(
      "Board 1 of Round 2 typed by hand was kept, and the other players were paired around them. In a FIDE-rated event this is the arbiter's decision",
    );
    expect(alert).toContain('(C.04.2 1.5)');
    expect(alert).not.toContain('Broken:');
    // The result column is the usual one: a dropdown on every board.
    addon.menuCheckRound();
    expect(fake.ui.alerts.at(-1)!.prompt).toContain('Round 2: no absolute criterion is broken.');
  });

  it('a typed board that breaks an absolute criterion is kept, and the warning names what it breaks', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    // 4 and 1 met in round 1 (1-4): typed again on board 2, colours reversed.
    typeBoards(fake, 2, [[2, 4, 1]]);
    addon.menuPairNextRound();
    expect(boardsOf(roundTab(fake, 2))[1]).toBe('2: 4-1');
    expect(fake.ui.alerts.at(-1)!.prompt).toMatch(
      /\nBroken: board 2: Dubois, Marc \(#4, 0\) and Adams, Tom \(#1, 1\) already played each other in round 1 \(\[C1\]\)\./,
    );
  });

  it('a typed board keeps its number; the others fill the boards left, in the recommended order', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    typeBoards(fake, 2, [[3, 2, 1]]);
    addon.menuPairNextRound();
    expect(boardsOf(roundTab(fake, 2))).toEqual(['1: 4-3', '2: 6-5', '3: 2-1']);
  });

  it('boards typed from the first row of a blank tab, without the header, are read the same', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    typeBoardsHeadless(fake, 2, [[1, 2, 1]]);
    addon.menuPairNextRound();
    expect(boardsOf(roundTab(fake, 2))).toEqual(['1: 2-1', '2: 4-3', '3: 6-5']);
  });

  it('undo puts the typed tab back as it was typed', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    const typed = typeBoards(fake, 2, [[1, 2, 1]]);
    addon.menuPairNextRound();
    addon.menuUndoLastRound();
    expect(roundTab(fake, 2)).toEqual(typed);
    expect(fake.spreadsheet.toasts.at(-1)!.msg).toContain('the boards typed by hand are back');
    // And pairing again does the same.
    addon.menuPairNextRound();
    expect(boardsOf(roundTab(fake, 2))).toEqual(['1: 2-1', '2: 4-3', '3: 6-5']);
  });

  it('before pairing: the sidebar shows the typed boards (Pair enabled), the check marks nothing', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    const typed = typeBoards(fake, 2, [[1, 2, 1]]);
    const { status } = addon.getSidebarState();
    expect(status).toMatchObject({
      roundsPaired: 1,
      openBoards: [],
      typedBoards: [1],
      problem: null,
    });
    addon.menuCheckRound();
    expect(fake.ui.alerts.at(-1)!.prompt).toContain(
      'Round 2 holds boards typed by hand: "Pair next round" pairs the other players around them.',
    );
    expect(roundTab(fake, 2)).toEqual(typed);
  });

  it('a Round tab made for the round and left empty is paired into as usual, without a warning', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    fake.spreadsheet.insertSheet('Round 2');
    expect(addon.getSidebarState().status).toMatchObject({ roundsPaired: 1, typedBoards: [] });
    addon.menuPairNextRound();
    expect(fake.ui.alerts).toEqual([]);
    const values = roundTab(fake, 2);
    expect(boardsOf(values)).toHaveLength(3);
    expect(values.some((row) => row[0] === 'Changed by hand')).toBe(false);
    addon.menuUndoLastRound();
    expect(fake.ui.alerts).toEqual([]);
    expect(roundTab(fake, 2)).toEqual([['']]);
  });

  it('through the sidebar, the warning is part of the message', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    typeBoards(fake, 2, [[1, 2, 1]]);
    expect(addon.pairNextRound().message).toMatch(
      /^Round 2 paired with .*\n\nBoard 1 of Round 2 typed by hand was kept/s,
    );
  });
});

describe('Pair the rest refuses, naming the row, and changes nothing', () => {
  function refused(
    fake: FakeAppsScript,
    addon: ReturnType<typeof setUp>['addon'],
    typed: unknown[][],
  ) {
    addon.menuPairNextRound();
    expect(roundTab(fake, 2)).toEqual(typed);
    return fake.ui.alerts.at(-1)!.prompt;
  }

  it('a withdrawn player, a player on two boards, a board beyond the round', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    fake.spreadsheet.getSheetByName('Players')!.getRange(6, 9).setValue('withdrawn'); // Eriksen, No. 5
    const typed = typeBoards(fake, 2, [
      [1, 2, 5],
      [2, 1, 3],
      [7, 3, 4],
    ]);
    const prompt = refused(fake, addon, typed);
    expect(prompt).toContain('Round 2, row 2: No. 5 has withdrawn');
    expect(prompt).toContain('Round 2, row 4: No. 3 is already on board 2 of the list');
    expect(prompt).toContain('Round 2, row 4: board 7: this round has 3 boards');
  });

  it('round 1 with numbers the add-on has not given yet', () => {
    const { fake, addon } = setUp();
    const sheet = fake.spreadsheet.insertSheet('Round 1');
    const typed = [ROUND_HEADER_TYPED, [1, 1, '', '', '', '', 2]];
    sheet.getRange(1, 1, 2, 7).setValues(typed);
    addon.menuPairNextRound();
    expect(fake.ui.alerts.at(-1)!.prompt).toContain(
      'Round 1, row 2: No. 1 is given only now, to a player without a No. on the Players tab',
    );
    expect(roundTab(fake, 1)).toEqual(typed);
  });

  it('boards that leave the others no valid pairing', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    // Round 1 again on two boards: 3 and 6, who met on the third, are all that is left.
    const typed = typeBoards(fake, 2, [
      [1, 4, 1],
      [2, 2, 5],
    ]);
    expect(refused(fake, addon, typed)).toMatch(
      /^No valid pairing of the other players exists around the boards typed in Round 2 \(.*\): change or remove some of them\. Nothing was changed\.$/,
    );
  });

  it('a round typed whole is a round to play: its results are asked for', () => {
    const { fake, addon } = setUp();
    playRoundOne(fake, addon);
    typeBoards(fake, 2, [
      [1, 2, 1],
      [2, 3, 4],
      [3, 5, 6],
    ]);
    addon.menuPairNextRound();
    expect(fake.ui.alerts.at(-1)!.prompt).toContain(
      'Round 2, row 2: board 1 (No. 2 - No. 1) has no result yet',
    );
  });
});

describe('offline (npm start on an .xlsx file)', () => {
  const EXAMPLE = fileURLToPath(new URL('../fixtures/club-15/club.xlsx', import.meta.url));

  it('pairs the rest around a board typed into a new Round 6 tab, and marks it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swiss-pair-rest-'));
    try {
      const file = join(dir, 'club.xlsx');
      copyFileSync(EXAMPLE, file);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      // No. 1 has met 8, 4, 2, 5 and 6; the organiser puts him against No. 7 on board 1.
      const sheet = book.addWorksheet('Round 6');
      sheet.addRow(ROUND_HEADER_TYPED);
      sheet.addRow([1, 1, '', '', '', '', 7]);
      await book.xlsx.writeFile(file);
      const { status, err } = await captureRunLocal([file], {
        example: EXAMPLE,
        defaultFile: file,
      });
      expect(err).toContain('Board 1 of Round 6 typed by hand was kept');
      expect(status).toBe(0);
      const saved = new ExcelJS.Workbook();
      await saved.xlsx.readFile(file);
      const rows: unknown[][] = [];
      saved
        .getWorksheet('Round 6')!
        .eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      const games = rows.filter((r) => typeof r[0] === 'number');
      expect(games[0]!.slice(0, 2)).toEqual([1, 1]);
      expect(games[0]![6]).toBe(7);
      // 15 players: 7 games and the bye, everyone once, the bye not to 1 or 7.
      expect(games).toHaveLength(7);
      const bye = rows.find((r) => r[0] === 'Bye')!;
      expect([1, 7]).not.toContain(bye[1]);
      const numbers = [...games.flatMap((r) => [r[1], r[6]]), bye[1]].sort(
        (a, b) => Number(a) - Number(b),
      );
      expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
      expect(rows.at(-1)!.slice(0, 2)).toEqual([
        'Changed by hand',
        'board 1 typed by hand, the other players paired around them by Dutch 2025',
      ]);
      // Undo: the tab as typed again.
      const undone = await captureRunLocal([file, '--undo'], {
        example: EXAMPLE,
        defaultFile: file,
      });
      expect(undone.status).toBe(0);
      const back = new ExcelJS.Workbook();
      await back.xlsx.readFile(file);
      const typedRows: unknown[][] = [];
      back
        .getWorksheet('Round 6')!
        .eachRow((row) => typedRows.push((row.values as unknown[]).slice(1)));
      expect(typedRows).toHaveLength(2);
      expect(typedRows[0]).toEqual(ROUND_HEADER_TYPED);
      expect([typedRows[1]![0], typedRows[1]![1], typedRows[1]![6]]).toEqual([1, 1, 7]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
