/**
 * The 10-player and the 11-player double round-robin of
 * played-round-robin.ts in the .xlsx path (`npm start`): a new workbook,
 * the players and Settings typed into the file, every round paired by a run
 * of the local add-on and its results typed into the saved file, then the
 * final Standings and Crosstable read from it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { captureRunLocal } from '../support/sheets/local-run.js';
import type { PairingDeps } from '../../src/sheets/use-cases/pairing-deps.js';
import {
  doubleRoundRobinPlan,
  playedResult,
  type PlannedEvent,
} from './double-round-robin-plan.js';
import {
  checkCrosstable,
  checkStandings,
  elevenPlayers,
  tenPlayers,
} from './played-round-robin.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-rr-xlsx-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[], deps: PairingDeps) {
  return captureRunLocal(
    argv,
    { example: EXAMPLE_XLSX, defaultFile: join(dir, 'out', 'club.xlsx') },
    {},
    deps,
  );
}

async function open(file: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book;
}

function values(book: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = book.getWorksheet(name);
  if (sheet === undefined) throw new Error(`no ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    rows[n - 1] = (row.values as unknown[]).slice(1).map((v) => v ?? '');
  });
  return rows;
}

function setSetting(book: ExcelJS.Workbook, label: string, value: string | number): void {
  const sheet = book.getWorksheet('Settings')!;
  let row = 0;
  sheet.eachRow((r, n) => {
    if (r.getCell(1).value === label) row = n;
  });
  if (row === 0) row = sheet.rowCount + 1;
  sheet.getRow(row).getCell(1).value = label;
  sheet.getRow(row).getCell(2).value = value;
}

async function playInFile(event: PlannedEvent, seed: number) {
  const file = join(dir, 'rr.xlsx');
  const deps: PairingDeps = { getSystem, drawColour: () => 'w', drawSeed: () => seed };
  expect((await run([file, '--new'], deps)).status).toBe(0);
  let book = await open(file);
  const players = book.getWorksheet('Players')!;
  const header = values(book, 'Players')[0]!;
  const col = (name: string) => header.indexOf(name) + 1;
  event.players.forEach((p, i) => {
    const row = players.getRow(i + 2);
    if (p.typedNumber !== undefined) row.getCell(col('No.')).value = p.typedNumber;
    row.getCell(col('Name')).value = p.name;
    row.getCell(col('Rating')).value = p.rating;
    row.getCell(col('Federation')).value = p.federation;
  });
  setSetting(book, 'Pairing system', 'Double round robin');
  setSetting(book, 'Rounds', event.rounds);
  setSetting(book, 'Tie-breaks', '');
  if (event.drawing !== undefined) setSetting(book, 'Drawing of lots', event.drawing);
  await book.xlsx.writeFile(file);

  const plan = doubleRoundRobinPlan(event.players.length);
  const names = new Map<number, string>();
  const gone = new Set<string>();
  for (let round = 1; round <= event.rounds; round++) {
    book = await open(file);
    for (const w of event.withdrawals)
      if (w.after === round - 1) {
        const rows = values(book, 'Players');
        const at = rows.findIndex((r) => r[col('Name') - 1] === w.name);
        book
          .getWorksheet('Players')!
          .getRow(at + 1)
          .getCell(col('Status')).value = 'withdrawn';
        gone.add(w.name);
        await book.xlsx.writeFile(file);
      }
    const paired = await run([file], deps);
    expect(paired.err).toBe('');
    expect(paired.status).toBe(0);
    book = await open(file);
    if (round === 1)
      for (const r of values(book, 'Players').slice(1))
        names.set(Number(r[col('No.') - 1]), String(r[col('Name') - 1]));
    const games = plan[round - 1]!.games;
    const tab = values(book, `Round ${round}`);
    expect(tab.slice(1, 1 + games.length).map((r) => [r[1], r[6]])).toEqual(
      games.map(([w, b]) => [w, b]),
    );
    const sheet = book.getWorksheet(`Round ${round}`)!;
    games.forEach(([w, b], i) => {
      if (gone.has(names.get(w)!) || gone.has(names.get(b)!)) return;
      sheet.getRow(i + 2).getCell(6).value = playedResult(w, b, round);
    });
    await book.xlsx.writeFile(file);
  }
  // After the last round npm start gives the final standings.
  expect((await run([file], deps)).status).toBe(0);
  book = await open(file);
  return { tabOf: (name: string) => values(book, name), names };
}

describe('npm start runs a double round-robin to the end in an .xlsx workbook', () => {
  it('10 players drawn by hand, withdrawals at 40 % and 60 %', { timeout: 600_000 }, async () => {
    const event = tenPlayers();
    const { tabOf, names } = await playInFile(event, 1);
    checkStandings(tabOf, event, names);
    checkCrosstable(tabOf, event, names);
  });

  it('11 players drawn at random, the seed recorded', { timeout: 600_000 }, async () => {
    const event = elevenPlayers();
    const { tabOf, names } = await playInFile(event, 4242);
    expect(tabOf('Settings').find(([label]) => label === 'Seed of the draw')?.[1]).toBe(4242);
    checkStandings(tabOf, event, names);
    checkCrosstable(tabOf, event, names);
  });
});
