/**
 * npm start -- FILE --print ...: the PDF's text, read back with PDF.js, is
 * the example tournament as its files say: round 5's pairing is the
 * reference pairing the README states (bbpPairings), and the standings give
 * each player the points club.trf declares after round 4.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureRunLocal } from '../support/sheets/local-run.js';
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

function run(argv: string[], locale: string | null = 'en_GB.UTF-8') {
  return captureRunLocal(
    argv,
    { example: EXAMPLE_XLSX, defaultFile: join(dir, 'unused.xlsx') },
    { today: () => DAY, locale },
  );
}

/** Names by pairing number, as club.trf gives them. */
function trfNames(): Map<number, string> {
  const names = new Map<number, string>();
  for (const line of readFileSync(EXAMPLE_TRF, 'utf8').split(/\r?\n/))
    if (line.startsWith('001')) names.set(Number(line.slice(4, 8)), line.slice(14, 47).trim());
  return names;
}
const name = (n: number) => trfNames().get(n)!;

/** The README's reference pairing of round 5, White first. */
const ROUND_5 = [
  [1, 20],
  [2, 4],
  [8, 19],
  [5, 10],
  [11, 13],
  [3, 15],
  [17, 6],
  [14, 12],
  [18, 16],
];

/** Points after round 4 as club.trf declares them (columns 81-84 of each 001 line). */
function declaredPoints(): Map<string, number> {
  const points = new Map<string, number>();
  for (const line of readFileSync(EXAMPLE_TRF, 'utf8').split(/\r?\n/)) {
    if (!line.startsWith('001')) continue;
    points.set(line.slice(14, 47).trim(), Number(line.slice(80, 84)));
  }
  return points;
}

describe('--print', () => {
  it('prints round 5 of the example as the reference pairing, board by board, on one A4 page', async () => {
    expect((await run([file])).status).toBe(0);
    const pdf = join(dir, 'round6.pdf');
    const printed = await run([file, '--print', 'pairings', '--out', pdf]);
    expect(printed).toMatchObject({ status: 0, out: `Wrote ${pdf} (A4).` });
    const pages = await pdfPages(readFileSync(pdf));
    expect(pages).toHaveLength(1);
    const lines = pages[0]!;
    expect(lines[0]).toBe('Harbour Autumn Open 2026');
    expect(lines[1]).toBe('Pairings of round 5 November 26, 2026');
    expect(lines[2]).toBe('Board No. White Result No. Black');
    // The boards in the order of C.04.2 3.6 (the Round tab's), each game White first.
    const games = lines.slice(3, 3 + ROUND_5.length).map((line, index) => {
      const match = new RegExp(
        `^${index + 1} (\\d+) (.+) \\([\\d½]+\\) (\\d+) (.+) \\([\\d½]+\\)$`,
      ).exec(line);
      expect(match, line).not.toBeNull();
      const [white, black] = [Number(match![1]), Number(match![3])];
      expect([match![2], match![4]]).toEqual([name(white), name(black)]);
      return [white, black];
    });
    expect(games.map((game) => game.join('-')).sort()).toEqual(
      ROUND_5.map((game) => game.join('-')).sort(),
    );
    // The half-point bye No. 9 asked for, with the 2 points club.trf gives him after round 4.
    expect(declaredPoints().get(name(9))).toBe(2);
    expect(lines).toContain(`9 ${name(9)} (2) ½ Half-point bye`);
    expect(lines.at(-1)).toBe('Page 1 of 1');
  });

  it('prints the standings with the points club.trf declares, best first', async () => {
    const pdf = join(dir, 'standings.pdf');
    expect((await run([file, '--print', 'standings', '--out', pdf])).status).toBe(0);
    const lines = (await pdfPages(readFileSync(pdf)))[0]!;
    expect(lines[1]).toBe('Standings after round 4 November 26, 2026');
    const declared = declaredPoints();
    const printed = [...declared.keys()].map((player) => {
      const line = lines.find((l) => l.includes(` ${player} `) || l.endsWith(` ${player}`));
      expect(line, player).toBeDefined();
      // After the name: title, federation, rating where given, then the points.
      const numbers = line!
        .slice(line!.indexOf(player) + player.length)
        .split(' ')
        .filter((t) => /^\d+(\.\d+)?$/.test(t));
      const points = Number(numbers[0]!.length === 4 ? numbers[1] : numbers[0]);
      expect(points, player).toBe(declared.get(player));
      return [lines.indexOf(line!), points] as const;
    });
    printed.sort((a, b) => a[0] - b[0]);
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
      'Pairings of round 5',
      'Round 5: players by name',
      'Standings after round 4',
      'Crosstable after round 4',
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
