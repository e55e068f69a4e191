/**
 * A forbidden pair added after round 1 (issue 14, C.02.03): "Pair next
 * round" still keeps the pair apart, and says in an alert (the sidebar's
 * message, the offline output) that a FIDE-rated event may not add one.
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
import { PLAYERS_HEADER } from '../support/sheets/club-players.js';
import { SIX_NAMES, typeSixPlayers } from '../support/sheets/six-players.js';

function setUp(notAgainst: Record<number, string> = {}) {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  addon.menuSetUpTournament();
  typeSixPlayers(fake, { notAgainst });
  return { fake, addon };
}

/** Types "Not against" on the row of player `index` (0-based, as SIX_NAMES). */
function typeNotAgainst(fake: FakeAppsScript, index: number, text: string) {
  const column = PLAYERS_HEADER.indexOf('Not against') + 1;
  fake.spreadsheet
    .getSheetByName('Players')!
    .getRange(index + 2, column)
    .setValue(text);
}

/** Adds a player at the bottom of the Players tab (a late entry). */
function addLateEntry(fake: FakeAppsScript, name: string, notAgainst: string) {
  const sheet = fake.spreadsheet.getSheetByName('Players')!;
  const row = ['', name, '', 1800, '', '', '', 'm', 'active', '', notAgainst, ''];
  sheet.getRange(sheet.getLastRow() + 1, 1, 1, row.length).setValues([row]);
}

/** White wins every game of the round. */
function enterResults(fake: FakeAppsScript, round: number) {
  const sheet = fake.spreadsheet.getSheetByName(`Round ${round}`)!;
  sheet
    .getDataRange()
    .getValues()
    .forEach((row, index) => {
      if (typeof row[0] === 'number') sheet.getRange(index + 1, 6).setValue('1-0');
    });
}

/** The games of a Round tab as "a-b", lower number first. */
function gamesOf(fake: FakeAppsScript, round: number): string[] {
  return fake.spreadsheet
    .getSheetByName(`Round ${round}`)!
    .getDataRange()
    .getValues()
    .filter((r) => typeof r[0] === 'number')
    .map((r) => [r[1] as number, r[6] as number].sort((a, b) => a - b).join('-'));
}

describe('a forbidden pair added after round 1', () => {
  it('is kept apart, with an alert naming it and C.02.03', () => {
    const { fake, addon } = setUp();
    addon.menuPairNextRound();
    enterResults(fake, 1);
    // Round 2 without the restriction, to pick a pair the engine would put together.
    addon.menuPairNextRound();
    const pair = gamesOf(fake, 2)[0]!;
    addon.menuUndoLastRound();
    const [a, b] = pair.split('-').map(Number) as [number, number];
    const nameOf = (n: number) => {
      const numbers = fake.spreadsheet.getSheetByName('Players')!.getDataRange().getValues();
      return String(numbers.find((r) => r[0] === n)![1]);
    };
    const row = SIX_NAMES.findIndex((name) => name === nameOf(a));
    typeNotAgainst(fake, row, String(b));

    const alerts = fake.ui.alerts.length;
    addon.menuPairNextRound();
    expect(gamesOf(fake, 2)).not.toContain(pair);
    expect(fake.ui.alerts).toHaveLength(alerts + 1);
    const prompt = fake.ui.alerts.at(-1)!.prompt;
    expect(prompt).toMatch(/^Round 2 paired with/);
    expect(prompt).toContain(
      `a forbidden pair was added (Not against or Club) after round 1 was paired: No. ${a} ${nameOf(a)} and No. ${b} ${nameOf(b)}.`,
    );
    expect(prompt).toContain(
      'A FIDE-rated event may not add forbidden pairs after round 1 (C.02.03)',
    );
  });

  it('through the sidebar, the warning is part of the message', () => {
    const { fake, addon } = setUp();
    addon.menuPairNextRound();
    enterResults(fake, 1);
    typeNotAgainst(fake, 0, 'Fox, Ann');
    const result = addon.pairNextRound();
    expect(result.message).toMatch(
      /^Round 2 paired with .*\n\nWarning: a forbidden pair was added/s,
    );
    expect(result.message).toContain('No. 1 Adams, Tom and No. 6 Fox, Ann');
  });
});

describe('no warning', () => {
  it('for pairs typed before round 1', () => {
    const { fake, addon } = setUp({ 0: 'Fox, Ann' });
    addon.menuPairNextRound();
    enterResults(fake, 1);
    addon.menuPairNextRound();
    expect(fake.ui.alerts).toEqual([]);
    expect(fake.spreadsheet.toasts.at(-1)).toMatchObject({
      msg: expect.stringMatching(/^Round 2 paired/),
    });
  });

  it("for a late entry's pairs, set when he enters", () => {
    const { fake, addon } = setUp();
    addon.menuPairNextRound();
    enterResults(fake, 1);
    addLateEntry(fake, 'Gray, Ian', 'Adams, Tom');
    addon.menuPairNextRound();
    expect(fake.ui.alerts).toEqual([]);
    expect(gamesOf(fake, 2)).not.toContain('1-7');
  });

  it('once round 1 is undone: the pairs are set again before round 1', () => {
    const { fake, addon } = setUp();
    addon.menuPairNextRound();
    addon.menuUndoLastRound();
    typeNotAgainst(fake, 0, 'Fox, Ann');
    addon.menuPairNextRound();
    enterResults(fake, 1);
    addon.menuPairNextRound();
    expect(fake.ui.alerts).toEqual([]);
  });
});

describe('offline (npm start on an .xlsx file)', () => {
  const EXAMPLE = fileURLToPath(new URL('../fixtures/club-15/club.xlsx', import.meta.url));

  function run(file: string) {
    return captureRunLocal([file], { example: EXAMPLE, defaultFile: file });
  }

  async function edit(file: string, change: (book: ExcelJS.Workbook) => void) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    change(book);
    await book.xlsx.writeFile(file);
  }

  it('prints the warning; rounds 1-5 were imported, so it dates from round 6, the first paired here', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swiss-late-pairs-'));
    try {
      const file = join(dir, 'club.xlsx');
      copyFileSync(EXAMPLE, file);
      expect((await run(file)).status).toBe(0);
      await edit(file, (book) => {
        const round = book.getWorksheet('Round 6')!;
        round.eachRow((row) => {
          if (typeof row.getCell(1).value === 'number') row.getCell(6).value = '1-0';
        });
        book.getWorksheet('Settings')!.eachRow((row) => {
          if (row.getCell(1).value === 'Rounds') row.getCell(2).value = 7;
        });
        const players = book.getWorksheet('Players')!;
        const header = (players.getRow(1).values as unknown[]).indexOf('Not against');
        players.eachRow((row, n) => {
          if (n > 1 && row.getCell(1).value === 1) row.getCell(header).value = '2';
        });
      });
      const r = await run(file);
      expect(r.status).toBe(0);
      expect(r.err).toContain(
        'Warning: a forbidden pair was added (Not against or Club) after round 6 was paired here: No. 1 Test0001 Player0001 and No. 2 Test0002 Player0002.',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
