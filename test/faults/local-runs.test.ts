/**
 * Nothing lost (issue 13): the offline workbook under concurrent runs,
 * killed runs, files that are not workbooks, read-only files and undo
 * questions. Each case asserts the message, the exit status and, where
 * nothing should change, a byte-identical file.
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalIo } from '../../src/sheets/offline/local-run.js';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { KILL_CASE_TIMEOUT_MS, killMoments } from './suite/kill-moments.js';
import { localRunChild } from './suite/local-child.js';

const EXAMPLE = fileURLToPath(new URL('../fixtures/club-15/club.xlsx', import.meta.url));
const TRF = fileURLToPath(new URL('../fixtures/club-15/club.trf', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-faults-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function run(argv: string[], extra: Omit<LocalIo, 'out' | 'err'> = {}) {
  return captureRunLocal(
    argv,
    { example: EXAMPLE, defaultFile: join(dir, 'out', 'club.xlsx') },
    extra,
  );
}

async function sheetNames(file: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book.worksheets.map((w) => w.name);
}

function copy(name = 'club.xlsx'): string {
  const file = join(dir, name);
  copyFileSync(EXAMPLE, file);
  return file;
}

describe('two runs at once', () => {
  it('the second waits for the first, and neither change is lost', async () => {
    const file = copy();
    const [pair, standings] = await Promise.all([run([file]), run([file, '--standings'])]);
    expect(pair.status).toBe(0);
    expect(standings.status).toBe(0);
    expect(await sheetNames(file)).toContain('Round 6');
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('a run that cannot get the lock in time gives up, changes nothing and exits 1', async () => {
    const file = copy();
    writeFileSync(`${file}.lock`, String(process.ppid)); // a live process holds it
    const before = digest(file);
    const r = await run([file], { lockWaitMs: 200 });
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/Another run \(process \d+\) is changing this tournament/);
    expect(digest(file)).toBe(before);
    rmSync(`${file}.lock`);
  });

  it('a lock left by a process that no longer exists is taken over', async () => {
    const file = copy();
    writeFileSync(`${file}.lock`, '999999999');
    const r = await run([file]);
    expect(r.status).toBe(0);
    expect(await sheetNames(file)).toContain('Round 6');
  });

  it('two processes at once on one workbook: both finish and the round is kept', async () => {
    const file = copy();
    const codes = await Promise.all([
      localRunChild([file]).exited,
      localRunChild([file, '--standings']).exited,
    ]);
    expect(codes).toEqual([0, 0]);
    expect(await sheetNames(file)).toContain('Round 6');
  });
});

describe('a run killed during its save', () => {
  it(
    'leaves a whole workbook, old or new, and the next run pairs it',
    async () => {
      const file = copy();
      const moments = await killMoments(file, (timed) => localRunChild([timed]).exited);
      for (const delay of moments) {
        const run = localRunChild([file]);
        await new Promise((done) => setTimeout(done, delay));
        run.kill();
        await run.exited;
        const names = await sheetNames(file); // still a workbook ExcelJS can read
        expect(names).toContain('Round 5');
      }
      const r = await run([file]);
      expect([0, 1]).toContain(r.status);
      expect(await sheetNames(file)).toContain('Round 6');
      expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      expect(existsSync(`${file}.lock`)).toBe(false);
    },
    KILL_CASE_TIMEOUT_MS,
  );
});

describe('files that are not workbooks', () => {
  it.each([
    ['a text file', 'notes.xlsx', Buffer.from('Round 1\n1 - 2\n')],
    ['an empty file', 'empty.xlsx', Buffer.alloc(0)],
    ['a truncated workbook', 'cut.xlsx', readFileSync(EXAMPLE).subarray(0, 2000)],
    ['a TRF file given as the workbook', 'club.trf', readFileSync(TRF)],
  ])('%s: a clear error naming the file, exit 1, the file unchanged', async (_, name, bytes) => {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    const before = digest(file);
    const r = await run([file]);
    expect(r.status).toBe(1);
    expect(r.err).toContain(`${file} is not an .xlsx workbook that can be read`);
    expect(r.err).not.toMatch(/at .*\.js:\d+/);
    expect(digest(file)).toBe(before);
  });
});

describe('a read-only workbook', () => {
  it('is refused, not replaced', async () => {
    const file = copy();
    chmodSync(file, 0o444);
    const before = digest(file);
    const r = await run([file]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('is read-only: nothing was changed');
    expect(digest(file)).toBe(before);
  });
});

describe('undoing a round with results', () => {
  it('without a terminal: refuses, says to add --yes, exits 1, changes nothing', async () => {
    const file = copy();
    const before = digest(file);
    const r = await run([file, '--undo']);
    expect(r.status).toBe(1);
    expect(r.err).toContain('--yes');
    expect(digest(file)).toBe(before);
  });

  it('on a terminal: asks, and a yes undoes the round', async () => {
    const file = copy();
    const asked: string[] = [];
    const r = await run([file, '--undo'], {
      ask: (q) => {
        asked.push(q);
        return true;
      },
    });
    expect(asked).toHaveLength(1);
    expect(r.status).toBe(0);
    expect(await sheetNames(file)).not.toContain('Round 5');
  });

  it('on a terminal: a no changes nothing', async () => {
    const file = copy();
    const before = digest(file);
    const r = await run([file, '--undo'], { ask: () => false });
    expect(r.status).toBe(1);
    expect(digest(file)).toBe(before);
  });
});

describe('records no pairing could make', () => {
  it('a Players tab without its Rating column (renamed "Strength"; Elo is its header in four languages) is refused naming the header, file unchanged', async () => {
    const file = copy();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const players = book.getWorksheet('Players')!;
    players.getRow(1).eachCell((cell) => {
      if (cell.value === 'Rating') cell.value = 'Strength';
    });
    await book.xlsx.writeFile(file);
    const before = digest(file);
    const r = await run([file]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('Players, row 1: the header row has no "Rating" column');
    expect(digest(file)).toBe(before);
  });

  it('a deleted Settings tab is refused once rounds are paired', async () => {
    const file = copy();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    book.removeWorksheet(book.getWorksheet('Settings')!.id);
    await book.xlsx.writeFile(file);
    const before = digest(file);
    const r = await run([file]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('Settings: there is no such tab, but rounds are paired');
    expect(digest(file)).toBe(before);
  });
});
