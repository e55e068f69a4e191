import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { line001 } from '../trf/trf-lines.js';

const dir = mkdtempSync(join(tmpdir(), 'swiss-pair-team-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    stderrIsTTY: false,
  });
  return { code, out, err };
}

function file(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\r\n') + '\r\n');
  return path;
}

/** Record 310 by columns: TPN 5-7, name 9-40, players from 74 every 5 columns. */
function line310(tpn: number, name: string, roster: number[]): string {
  return `310 ${String(tpn).padStart(3)} ${name.padEnd(32)}${' '.repeat(33)}${roster.map((id) => String(id).padStart(4)).join(' ')}`;
}

/** Five teams of two boards, round 1 played: 1-4 (2-0), 5-2 (1-1), 3 had the PAB (320). */
const FIVE_TEAMS = [
  '012 Five teams',
  '142 4',
  '192 FIDE_TEAM',
  line001({ id: 1, rounds: ['   7 w 1'] }),
  line001({ id: 2, rounds: ['   8 b 1'] }),
  line001({ id: 3, rounds: ['   9 b ='] }),
  line001({ id: 4, rounds: ['  10 w ='] }),
  line001({ id: 5 }),
  line001({ id: 6 }),
  line001({ id: 7, rounds: ['   1 b 0'] }),
  line001({ id: 8, rounds: ['   2 w 0'] }),
  line001({ id: 9, rounds: ['   3 w ='] }),
  line001({ id: 10, rounds: ['   4 b ='] }),
  line310(1, 'One', [1, 2]),
  line310(2, 'Two', [3, 4]),
  line310(3, 'Three', [5, 6]),
  line310(4, 'Four', [7, 8]),
  line310(5, 'Five', [9, 10]),
  '320  1.0  1.0 003',
];

describe('swiss-pair --team', () => {
  it('-p writes the number of lines, "WHITE BLACK" per match and the PAB as "TEAM 0"', async () => {
    const input = file('five.trf', FIVE_TEAMS);
    const output = join(dir, 'five.txt');
    const r = await run(['--team', input, '-p', output]);
    expect(r.code).toBe(0);
    // Match points: 1 has 2, 2, 3 (PAB) and 5 have 1, 4 has 0. The PAB: 4, the lowest score (3.4.2; 3 may not have
    // a second one, [C2]). Top group {1} takes one upfloater, 2 (first TPN of the 1-point group, 3.5.4), leaving
    // 3-5. Colours: 2 has the lower CD (4.3.5); 3 has played no match, CD 0 against 5's +1 (4.3.5).
    expect(readFileSync(output, 'utf8')).toBe('3\n2 1\n3 5\n4 0\n');
  });

  it('-c replays every round of a generated team tournament, and names the round that differs', async () => {
    const out = join(dir, 'gen.trf');
    expect((await run(['--team', '-g', '-o', out, '-s', '11'])).code).toBe(0);
    const check = await run(['--team', '-c', out]);
    expect(check.code).toBe(0);
    expect(check.out).toMatch(/rounds reproduced/);
    // The same file read as type B colours on game points is paired otherwise: the check must say where.
    const text = readFileSync(out, 'utf8').replace(/^192 .*$/m, '192 FIDE_TEAM_TYPEB_GP_MP');
    const changed = join(dir, 'changed.trf');
    writeFileSync(changed, text);
    const differs = await run(['--team', '-c', changed]);
    expect(differs.code).toBe(1);
    expect(differs.out).toMatch(/round \d+ differs/);
  });

  it('refuses to pair the next round while a match of the last one has no result', async () => {
    const pending = FIVE_TEAMS.map((l) =>
      l.replace(/^(001 {4}1 .* {3}7 w) 1$/, '$1').replace(/^(001 {4}7 .* {3}1 b) 0$/, '$1'),
    );
    const r = await run(['--team', file('pending.trf', pending), '-p']);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/round 1: team 1's match has no result yet/);
  });

  it('refuses a record 192 that is not a team Swiss code, naming the file', async () => {
    const input = file(
      'dutch.trf',
      FIVE_TEAMS.map((l) => l.replace(/^192 .*/, '192 FIDE_DUTCH_2025')),
    );
    const r = await run(['--team', input, '-p']);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/dutch\.trf: record 192 "FIDE_DUTCH_2025" is not a FIDE team Swiss code/);
  });
});
