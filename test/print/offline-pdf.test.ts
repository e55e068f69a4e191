/**
 * npm start -- FILE --print ...: the PDF's text, read back with PDF.js, is
 * the example tournament as its files say: round 6's pairing is the
 * reference pairing the README states (bbpPairings), and the standings give
 * each player the points club.trf declares after round 5.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runLocal } from '../../src/sheets/offline/local-run.js';
import { pdfPages } from './pdf-text.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));
const EXAMPLE_TRF = fileURLToPath(new URL('../../examples/club.trf', import.meta.url));
const DAY = new Date(Date.UTC(2026, 10, 26));

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-print-'));
  file = join(dir, 'club.xlsx');
  copyFileSync(EXAMPLE_XLSX, file);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[], locale: string | null = 'en_GB.UTF-8') {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runLocal(
    argv,
    { example: EXAMPLE_XLSX, defaultFile: join(dir, 'unused.xlsx') },
    { out: (t) => out.push(t), err: (t) => err.push(t), today: () => DAY, locale },
  );
  return { status, out: out.join('\n'), err: err.join('\n') };
}

const name = (n: number) => `Test${String(n).padStart(4, '0')} Player${String(n).padStart(4, '0')}`;

/** The README's reference pairing of round 6, White first, and the bye. */
const ROUND_6 = [
  [1, 3],
  [2, 7],
  [4, 8],
  [5, 6],
  [15, 9],
  [10, 11],
  [12, 13],
];

/** Points after round 5 as club.trf declares them (columns 81-84 of each 001 line). */
function declaredPoints(): Map<string, number> {
  const points = new Map<string, number>();
  for (const line of readFileSync(EXAMPLE_TRF, 'utf8').split(/\r?\n/)) {
    if (!line.startsWith('001')) continue;
    points.set(line.slice(14, 47).trim(), Number(line.slice(80, 84)));
  }
  return points;
}

describe('--print', () => {
  it('prints round 6 of the example as the reference pairing, board by board, on one A4 page', async () => {
    expect((await run([file])).status).toBe(0);
    const pdf = join(dir, 'round6.pdf');
    const printed = await run([file, '--print', 'pairings', '--out', pdf]);
    expect(printed).toMatchObject({ status: 0, out: `Wrote ${pdf} (A4).` });
    const pages = await pdfPages(readFileSync(pdf));
    expect(pages).toHaveLength(1);
    const lines = pages[0]!;
    expect(lines[0]).toBe('Club example (round 6 of 6 not yet paired)');
    expect(lines[1]).toBe('Pairings of round 6 November 26, 2026');
    expect(lines[2]).toBe('Board No. White Result No. Black');
    // The boards in the order of C.04.2 3.6 (the Round tab's), each game White first.
    const games = lines.slice(3, 10).map((line, index) => {
      const match = new RegExp(
        `^${index + 1} (\\d+) (Test\\d{4} Player\\d{4}) \\([\\d½]+\\) (\\d+) (Test\\d{4} Player\\d{4}) \\([\\d½]+\\)$`,
      ).exec(line);
      expect(match, line).not.toBeNull();
      const [white, black] = [Number(match![1]), Number(match![3])];
      expect([match![2], match![4]]).toEqual([name(white), name(black)]);
      return [white, black];
    });
    expect(games.map((game) => game.join('-')).sort()).toEqual(
      ROUND_6.map((game) => game.join('-')).sort(),
    );
    // The bye: player 14, with the 2 points club.trf gives him after round 5, gets 1 point.
    expect(declaredPoints().get(name(14))).toBe(2);
    expect(lines[10]).toBe(`14 ${name(14)} (2) 1 Bye`);
    expect(lines.at(-1)).toBe('Page 1 of 1');
  });

  it('prints the standings with the points club.trf declares, best first', async () => {
    const pdf = join(dir, 'standings.pdf');
    expect((await run([file, '--print', 'standings', '--out', pdf])).status).toBe(0);
    const lines = (await pdfPages(readFileSync(pdf)))[0]!;
    expect(lines[1]).toBe('Standings after round 5 November 26, 2026');
    const rows = lines.filter((line) => /^\d+ \d+ Test/.test(line));
    const declared = declaredPoints();
    expect(rows).toHaveLength(declared.size);
    const printed = rows.map((row) => {
      const [, player, rest] = /^\d+ \d+ (Test\d{4} Player\d{4}) (.*)$/.exec(row)!;
      // Rating, then points, then the tie-breaks.
      return [player!, Number(rest!.split(' ')[1])] as const;
    });
    for (const [player, points] of printed) expect(points, player).toBe(declared.get(player));
    const order = printed.map(([, points]) => points);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('writes every page kind with --print all, the paper the locale uses, beside the workbook', async () => {
    expect((await run([file])).status).toBe(0);
    const printed = await run([file, '--print', 'all'], 'en_US.UTF-8');
    expect(printed.status).toBe(0);
    expect(printed.out).toBe(`Wrote ${join(dir, 'club-all.pdf')} (Letter).`);
    const pages = await pdfPages(readFileSync(join(dir, 'club-all.pdf')));
    const titles = pages.map((lines) => lines[1]!.replace(/ November \d+, 2026$/, ''));
    // A Swiss tournament has no schedule made in advance: the four other kinds.
    expect(titles).toEqual([
      'Pairings of round 6',
      'Round 6: players by name',
      'Standings after round 5',
      'Crosstable after round 5',
    ]);
  });

  it('refuses a schedule for a Swiss tournament, and a bad option, writing nothing', async () => {
    const schedule = await run([file, '--print', 'schedule']);
    expect(schedule.status).toBe(1);
    expect(schedule.err).toContain('Only a round-robin has a schedule made in advance');
    expect(existsSync(join(dir, 'club-schedule.pdf'))).toBe(false);
    const bad = await run([file, '--print', 'wallchart']);
    expect(bad.status).toBe(2);
    expect(bad.err).toContain(
      '--print needs what to print: pairings, by-name, standings, crosstable, schedule, all',
    );
    expect((await run([file, '--print', 'pairings', '--out', 'x.txt'])).err).toContain(
      '--out needs the name of the PDF file to write, ending in .pdf',
    );
  });
});
