/**
 * The add-on without Google (npm start): the use cases on an .xlsx file
 * through ExcelJS, via runLocal as scripts/start.mjs calls it, on the
 * example of an earlier version (test/fixtures/club-15: club.xlsx is club.trf
 * imported, 15 players); its round 6 must come out as the reference pairing
 * (bbpPairings, Dutch 2025). The example of today: example-tournament.test.ts.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoundPairing } from '../../src/engine/model/tournament.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import type { PairingDeps } from '../../src/sheets/use-cases/pairing-deps.js';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../fixtures/club-15/club.xlsx', import.meta.url));
const EXAMPLE_TRF = fileURLToPath(new URL('../fixtures/club-15/club.trf', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-xlsx-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[], deps?: PairingDeps) {
  return captureRunLocal(
    argv,
    { example: EXAMPLE_XLSX, defaultFile: join(dir, 'out', 'club.xlsx') },
    {},
    deps,
  );
}

async function tab(file: string, name: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.getWorksheet(name);
  if (sheet === undefined) throw new Error(`no ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    rows[n - 1] = (row.values as unknown[]).slice(1);
  });
  return rows;
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function testSystem() {
  const pairings: RoundPairing[] = [];
  const system = simplePairingSystem(pairings);
  return { pairings, deps: { getSystem: () => system, drawColour: () => 'w' as const } };
}

describe('npm start on an .xlsx workbook', () => {
  it('the 15-player example is its club.trf imported, rounds 1 to 5', async () => {
    const file = join(dir, 'imported.xlsx');
    const imported = await run([file, '--import-trf', EXAMPLE_TRF]);
    expect(imported.status).toBe(0);
    for (const name of [
      'Settings',
      'Players',
      'Round 1',
      'Round 5',
      'Standings',
      'Crosstable',
      'By name',
    ]) {
      expect(await tab(file, name), name).toEqual(await tab(EXAMPLE_XLSX, name));
    }
    expect(await tab(EXAMPLE_XLSX, 'Round 2')).toContainEqual([
      'Bye',
      12,
      'Test0012 Player0012',
      1411,
      0,
      '1',
    ]);
  });

  it.skipIf(getSystem('dutch') === null)(
    'pairs round 6 of the example as the reference does, in a copy under out/',
    async () => {
      const before = digest(EXAMPLE_XLSX);
      const { status, out } = await run([]);
      expect(status).toBe(0);
      expect(out).toMatch(/^Copied .*club\.xlsx to .*out\/club\.xlsx\./);
      expect(digest(EXAMPLE_XLSX)).toBe(before);
      const round = await tab(join(dir, 'out', 'club.xlsx'), 'Round 6');
      const games = round.slice(1).filter((cells) => typeof cells[0] === 'number');
      // bbpPairings: 1-3, 2-7, 4-8, 5-6, 15-9, 10-11, 12-13 (white first) and the bye for 14.
      expect(new Set(games.map((cells) => `${String(cells[1])}-${String(cells[6])}`))).toEqual(
        new Set(['1-3', '2-7', '4-8', '5-6', '15-9', '10-11', '12-13']),
      );
      expect(round.at(-1)?.slice(0, 2)).toEqual(['Bye', 14]);
      // The system as the Settings name it.
      expect(out).toContain('Round 6 paired with Dutch 2025: 7 games, 1 bye or absence.');

      // Without results, the next run pairs nothing and says which boards are open.
      const again = await run([]);
      expect(again.status).toBe(1);
      expect(again.err).toMatch(
        /^Round 6, row 2: board 1 \(No\. \d+ - No\. \d+\) has no result yet/,
      );
    },
  );

  it('pairs, undoes exactly, and leaves the file alone when it cannot pair', async () => {
    const file = join(dir, 'club.xlsx');
    copyFileSync(EXAMPLE_XLSX, file);
    const { deps, pairings } = testSystem();
    const before = digest(file);
    const paired = await run([file], deps);
    expect(paired.status).toBe(0);
    expect(pairings).toHaveLength(1);
    expect((await tab(file, 'Round 6'))[0]).toEqual([
      'Board',
      'No.',
      'White',
      'Rating',
      'Points',
      'Result',
      'No.',
      'Black',
      'Rating',
      'Points',
    ]);
    const standingsBefore = await tab(EXAMPLE_XLSX, 'Standings');

    const failed = await run([file], deps);
    expect(failed.status).toBe(1);
    expect(failed.err).toContain('has no result yet');
    const afterPairing = digest(file);
    expect(afterPairing).not.toBe(before);

    const undone = await run([file, '--undo'], deps);
    expect(undone.status).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Settings',
      'Players',
      'Standings',
      'Crosstable',
      'By name',
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
    ]);
    expect(await tab(file, 'Standings')).toEqual(standingsBefore);
    for (const name of ['Crosstable', 'By name']) {
      expect(await tab(file, name), name).toEqual(await tab(EXAMPLE_XLSX, name));
    }
  });

  it('writes tabs a player can read: widths, frozen bold header, bye points, print setup', async () => {
    const file = join(dir, 'club.xlsx');
    copyFileSync(EXAMPLE_XLSX, file);
    const { deps } = testSystem();
    expect((await run([file], deps)).status).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Settings',
      'Players',
      'Standings',
      'Crosstable',
      'By name',
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
      'Round 6',
      'Undo data',
    ]);
    const round = book.getWorksheet('Round 6')!;
    const rows = (await tab(file, 'Round 6')).slice(1);
    // Each name column is wider (in characters of the default font) than its longest name.
    for (const column of [3, 8]) {
      const longest = Math.max(...rows.map((cells) => String(cells[column - 1] ?? '').length));
      expect(longest).toBeGreaterThan(10);
      expect(round.getColumn(column).width).toBeGreaterThan(longest);
    }
    expect(round.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(round.getRow(1).getCell(3).font?.bold).toBe(true);
    expect(round.getCell('F2').alignment?.horizontal).toBe('center');
    // 15 players: one pairing-allocated bye, worth a point, shown in the Result column.
    const bye = rows.find((cells) => cells[0] === 'Bye');
    expect(bye?.[5]).toBe('1');
    expect(round.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
    expect(['portrait', 'landscape']).toContain(round.pageSetup.orientation);

    const standings = await tab(file, 'Standings');
    expect(standings[0].slice(0, 7)).toEqual([
      'Rank',
      'No.',
      'Name',
      'Title',
      'Federation',
      'Rating',
      'Points',
    ]);
    expect(book.getWorksheet('Standings')!.getCell('G2').numFmt).toBe('0.0');
    const crosstable = await tab(file, 'Crosstable');
    expect(crosstable[0].slice(6, 12)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'Points']);
    const byName = await tab(file, 'By name');
    // Every player of round 6 once, the bye included.
    expect(byName.length - 1).toBe(15);
    expect(byName.find((cells) => cells[1] === bye?.[1])?.[4]).toBe('Bye (1 point)');
  });

  it('--new makes an empty tournament workbook with the tabs and headers, ready to pair', async () => {
    const file = join(dir, 'spring-open.xlsx');
    const made = await run([file, '--new']);
    expect(made.status).toBe(0);
    expect(made.out).toMatch(
      /^Created the Settings, Players, Standings, Crosstable, By name tabs\./,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Settings',
      'Players',
      'Standings',
      'Crosstable',
      'By name',
    ]);
    expect(await tab(file, 'Settings')).toContainEqual(['Tournament', 'spring-open']);
    const players = await tab(file, 'Players');
    expect(players).toHaveLength(1);
    expect(players[0].slice(0, 5)).toEqual(['No.', 'Name', 'Title', 'Rating', 'Federation']);
    expect((await tab(file, 'Standings'))[0].slice(0, 7)).toEqual([
      'Rank',
      'No.',
      'Name',
      'Title',
      'Federation',
      'Rating',
      'Points',
    ]);
    expect((await tab(file, 'By name'))[0]).toEqual([
      'Name',
      'No.',
      'Board',
      'Colour',
      'Opponent',
      'No.',
    ]);
    // Made once: a second --new would replace the organiser's work.
    const again = await run([file, '--new']);
    expect(again.status).toBe(2);
    expect(again.err).toContain('exists; give another file name, or --yes to replace it.');

    // The organiser types four players, saves, and pairs round 1.
    const names = ['Ames, Ann', 'Bell, Bo', 'Cruz, Cy', 'Dahl, Di'];
    names.forEach((name, index) => {
      book
        .getWorksheet('Players')!
        .getRow(index + 2)
        .getCell(2).value = name;
      book
        .getWorksheet('Players')!
        .getRow(index + 2)
        .getCell(4).value = 2000 - 10 * index;
    });
    await book.xlsx.writeFile(file);
    const { deps } = testSystem();
    const paired = await run([file], deps);
    expect(paired.status).toBe(0);
    expect(paired.out).toContain('Round 1 paired');
    expect((await tab(file, 'By name')).slice(1).map((row) => row[0])).toEqual(names);
  });

  it('puts the tabs of a workbook from an earlier version back in order when pairing', async () => {
    const file = join(dir, 'club.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(EXAMPLE_XLSX);
    // As an earlier version left it: no Crosstable or By name, the Standings after Round 1.
    for (const name of ['Crosstable', 'By name']) book.removeWorksheet(book.getWorksheet(name)!.id);
    const order = book.worksheets.map((w) => w.name);
    order.splice(order.indexOf('Standings'), 1);
    order.splice(order.indexOf('Round 1') + 1, 0, 'Standings');
    order.forEach((name, position) => {
      (book.getWorksheet(name) as unknown as { orderNo: number }).orderNo = position;
    });
    await book.xlsx.writeFile(file);
    expect(
      (await new ExcelJS.Workbook().xlsx.readFile(file)).worksheets.map((w) => w.name),
    ).toEqual([
      'Settings',
      'Players',
      'Round 1',
      'Standings',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
    ]);
    const { deps } = testSystem();
    expect((await run([file], deps)).status).toBe(0);
    const after = new ExcelJS.Workbook();
    await after.xlsx.readFile(file);
    expect(after.worksheets.map((w) => w.name)).toEqual([
      'Settings',
      'Players',
      'Standings',
      'Crosstable',
      'By name',
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
      'Round 6',
      'Undo data',
    ]);
  });

  it('after the last round, npm start gives the final standings instead of refusing', async () => {
    const file = join(dir, 'club.xlsx');
    copyFileSync(EXAMPLE_XLSX, file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    book.getWorksheet('Settings')!.eachRow((row) => {
      if (row.getCell(1).value === 'Rounds') row.getCell(2).value = 5;
    });
    await book.xlsx.writeFile(file);
    const { deps, pairings } = testSystem();
    const over = await run([file], deps);
    expect(over.status).toBe(0);
    expect(pairings).toHaveLength(0);
    expect(over.out).toMatch(
      /^The tournament is over: all 5 rounds are paired and every result is in\. The final standings:/,
    );
    expect(over.out).toContain('Rank');
    expect(over.out).toContain('Test0002 Player0002');
    expect(over.err).toBe('');
  });

  it("exports the tournament as TRF with the example's games", async () => {
    const trf = join(dir, 'club.trf');
    const { status } = await run([EXAMPLE_XLSX, '--export-trf', trf]);
    expect(status).toBe(0);
    const exported = readTrf(readFileSync(trf));
    const original = readTrf(readFileSync(EXAMPLE_TRF));
    expect(exported.players.map((p) => p.rounds)).toEqual(original.players.map((p) => p.rounds));
    expect(exported.players.map((p) => p.declaredPoints)).toEqual(
      original.players.map((p) => p.declaredPoints),
    );
    expect(exported.totalRounds).toBe(6);
    expect(exported.initialColour).toBe('b');
  });
});
