/**
 * The example tournament (examples/club.xlsx) that `npm start` pairs: a club
 * open with players of several countries and scripts, titles, a late entry,
 * a withdrawal, a requested bye and a forfeit, rounds 1 to 4 played. Its
 * round 5 must come out as the reference pairing the README states, made by
 * an independent engine: bbpPairings 6 (--dutch) on examples/club.trf, which
 * also checks rounds 1 to 4 (-c) as its own.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { captureRunLocal } from '../support/sheets/local-run.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));
const EXAMPLE_TRF = fileURLToPath(new URL('../../examples/club.trf', import.meta.url));
const README = fileURLToPath(new URL('../../README.md', import.meta.url));

/** bbpPairings --dutch on examples/club.trf, white first; No. 9 asked for a half-point bye. */
const REFERENCE = ['1-20', '2-4', '8-19', '5-10', '11-13', '3-15', '17-6', '14-12', '18-16'];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-example-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[]) {
  return captureRunLocal(argv, {
    example: EXAMPLE_XLSX,
    defaultFile: join(dir, 'out', 'club.xlsx'),
  });
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

describe('the example tournament', () => {
  it('npm start pairs its round 5 as bbpPairings does, in a copy, and prints it', async () => {
    const before = readFileSync(EXAMPLE_XLSX);
    const { status, out } = await run([]);
    expect(status).toBe(0);
    expect(readFileSync(EXAMPLE_XLSX).equals(before)).toBe(true);
    const round = await tab(join(dir, 'out', 'club.xlsx'), 'Round 5');
    const games = round.slice(1).filter((cells) => typeof cells[0] === 'number');
    expect(games.map((cells) => `${String(cells[1])}-${String(cells[6])}`)).toEqual(REFERENCE);
    expect(round.at(-1)?.slice(0, 3)).toEqual(['Half-point bye', 9, 'Gonçalves, João Pedro']);
    expect(out).toMatch(/^1 +1 +Коваленко, Олександр +2412 +3\.5 +20 +Petrescu, Ioana/m);
  });

  it('the README states that pairing', () => {
    const text = readFileSync(README, 'utf8').replace(/\s+/g, ' ');
    expect(text).toContain(
      `is ${REFERENCE.map((pair) => pair.replace('-', '–')).join(', ')} (white first)`,
    );
    expect(text).toContain('the half-point bye No. 9 asked for');
  });

  it('the command line pairs examples/club.trf the same way', async () => {
    const pairs = join(dir, 'pairs.txt');
    const code = await main(['--dutch', EXAMPLE_TRF, '-p', pairs], {
      stdout: () => {},
      stderr: () => {},
    });
    expect(code).toBe(0);
    const lines = readFileSync(pairs, 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('9');
    expect(lines.slice(1).map((line) => line.trim().split(/\s+/).join('-'))).toEqual(REFERENCE);
  });

  it('examples/club.trf is the workbook exported: the withdrawal as "0000 - -" in round 5 and our comment line', async () => {
    const file = join(dir, 'club.xlsx');
    copyFileSync(EXAMPLE_XLSX, file);
    const exported = join(dir, 'club.trf');
    expect((await run([file, '--export-trf', exported])).status).toBe(0);
    const text = readFileSync(exported, 'utf8');
    expect(text).toBe(readFileSync(EXAMPLE_TRF, 'utf8'));
    // TRF has no withdrawn status: the next round's "0000 - -" tells other programs, the comment tells us.
    expect(text).toContain(
      '001    7 m    Søndergaard, Mikkel               2047 DEN             2005        2.0   13    16 w 1     2 b 0    18 b 1  0000 - -  0000 - -',
    );
    expect(text.split(/\r?\n/)).toContain('### Withdrawn: 7');
  });

  it('a withdrawal survives export and import: withdrawn again, no absence he did not ask for, the same file', async () => {
    const again = join(dir, 'again.xlsx');
    expect((await run([again, '--import-trf', EXAMPLE_TRF])).status).toBe(0);
    const players = await tab(again, 'Players');
    const header = players[0];
    const row = players.find((cells) => cells[1] === 'Søndergaard, Mikkel')!;
    expect(row[header.indexOf('Status')]).toBe('withdrawn');
    expect(row[header.indexOf('Byes / absent rounds')] ?? '').toBe('');
    const exported = join(dir, 'again.trf');
    expect((await run([again, '--export-trf', exported])).status).toBe(0);
    expect(readFileSync(exported, 'utf8')).toBe(readFileSync(EXAMPLE_TRF, 'utf8'));
    // And the next round leaves him out, as before the round trip.
    expect((await run([again])).status).toBe(0);
    expect((await tab(again, 'Round 5')).flat()).not.toContain('Søndergaard, Mikkel');
  });

  it('shows what each tab is for: titles, scripts, a late entry, a withdrawal, byes and a forfeit', async () => {
    const players = await tab(EXAMPLE_XLSX, 'Players');
    const header = players[0];
    const row = (name: string) => players.find((cells) => cells[1] === name)!;
    const at = (name: string, column: string) => row(name)[header.indexOf(column)];
    expect(players.length - 1).toBe(20);
    expect(at('Коваленко, Олександр', 'Title')).toBe('IM');
    expect(at('Παπαδόπουλος, Νίκος', 'Federation')).toBe('GRE');
    expect(at('Søndergaard, Mikkel', 'Status')).toBe('withdrawn');
    expect(at('Gonçalves, João Pedro', 'Byes / absent rounds')).toBe('5H');
    expect(at('Weber, Lena', 'Rating')).toBeUndefined();
    // The late entry: No. 20, after the others, not in round 1.
    expect(at('Petrescu, Ioana', 'No.')).toBe(20);
    const round1 = await tab(EXAMPLE_XLSX, 'Round 1');
    expect(round1.flat()).not.toContain('Petrescu, Ioana');
    expect(round1.at(-1)?.slice(0, 3)).toEqual(['Bye', 19, 'Weber, Lena']);
    const round2 = await tab(EXAMPLE_XLSX, 'Round 2');
    expect(round2.some((cells) => cells.includes('1-0 forfeit'))).toBe(true);
    expect(round2.map((cells) => cells[0])).toContain('Half-point bye');
    const settings = await tab(EXAMPLE_XLSX, 'Settings');
    expect(settings).toContainEqual(['Tournament', 'Harbour Autumn Open 2026']);
    expect(settings).toContainEqual(['Rounds', 7]);
  });
});
