import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runStandings } from '../../src/cli/standings-command.js';
import type { Tournament } from '../../src/engine/model/tournament.js';
import { writeTrf } from '../../src/engine/trf/index.js';
import { heldSwiss5 } from '../tiebreaks/held-tournaments.js';

const dir = mkdtempSync(join(tmpdir(), 'standings-'));

function file(name: string, t: Tournament): string {
  const path = join(dir, name);
  writeFileSync(path, writeTrf(t));
  return path;
}

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runStandings(argv, {
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
  });
  return { code, out, err };
}

const held = file('held.trf', heldSwiss5);

describe('swiss-pair --standings', () => {
  test('tab-separated rank, number, name, points, then each tie-break (Held 5-round Swiss, 2024 edition)', async () => {
    const { code, out, err } = await run(['--standings', held, '--tiebreaks', 'BH/C1,BH,SB,DE']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const [header, ...lines] = out.trimEnd().split('\n');
    expect(header).toBe('Rank\tNo.\tName\tPts\tBH/C1\tBH\tSB\tDE');
    // 3.5: 3 leads on BH/C1 (13), then 4 (11.5); 1 and 16 tie on BH/C1 and BH, SB 8 beats 7.25.
    expect(lines.slice(0, 5)).toEqual([
      '1\t2\tBruno\t4\t12\t13\t9.5\t0',
      '2\t3\tCharline\t3.5\t13\t15.5\t10.5\t0',
      '3\t4\tDavid\t3.5\t11.5\t15\t9.75\t0',
      '4\t1\tAlyx\t3.5\t11\t12.5\t8\t0',
      '5\t16\tStephan\t3.5\t11\t12.5\t7.25\t0',
    ]);
    expect(lines.map((l) => Number(l.split('\t')[1]))).toEqual([
      2, 3, 4, 1, 16, 6, 11, 8, 5, 15, 12, 14, 7, 13, 9, 10,
    ]);
  });

  test('--round N gives the standings after round N', async () => {
    const { code, out } = await run(['--standings', held, '--round', '1', '--tiebreaks', '']);
    expect(code).toBe(0);
    // Round 1: six winners share rank 1, the four who drew (3-11, 8-16) rank 7, six losers rank 11.
    const ranks = out
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => l.split('\t')[0]);
    expect(ranks).toEqual([...Array(6).fill('1'), ...Array(4).fill('7'), ...Array(6).fill('11')]);
    expect(out.split('\n')[1]).toBe('1\t1\tAlyx\t1');
  });

  test('an empty field where a tie-break has no value (ARO/C1 of a player with one game)', async () => {
    const { out } = await run(['--standings', held, '--tiebreaks=ARO/C1']);
    // On 2 points: 15 (1963) and 14 (1900) rank ahead of 12, who has no value.
    expect(out.split('\n').find((l) => l.split('\t')[1] === '12')).toBe('12\t12\tNick\t2\t');
  });

  test('without --tiebreaks, the list the file declares (record 202)', async () => {
    const t = { ...heldSwiss5, info: { ...heldSwiss5.info, tiebreaks: ['WIN'] } };
    const { out } = await run(['--standings', file('declared.trf', t)]);
    expect(out.split('\n').slice(0, 2)).toEqual(['Rank\tNo.\tName\tPts\tWIN', '1\t2\tBruno\t4\t3']);
  });

  test.each([
    [['--standings', join(dir, 'missing.trf')], 5, /cannot read/],
    [['--standings', held, '--tiebreaks', 'BH/Q'], 3, /unknown modifier/],
    [['--standings', held, '--round', '6'], 3, /no round 6/],
    [['--standings', held, '--round', 'x'], 3, /whole number/],
    [['--standings', held, '--frobnicate'], 3, /unknown option/],
    [['--standings'], 3, /needs the input TRF file/],
  ])('%j exits with %i', async (argv, exit, message) => {
    const { code, err, out } = await run(argv);
    expect(code).toBe(exit);
    expect(err).toMatch(message);
    expect(out).toBe('');
  });

  test('a file listing tie-breaks this program does not compute is refused unless --tiebreaks is given', async () => {
    const t = { ...heldSwiss5, info: { ...heldSwiss5.info, tiebreaks: ['BH', 'EMMSB'] } };
    const path = file('unsupported.trf', t);
    const refused = await run(['--standings', path]);
    expect(refused.code).toBe(3);
    expect(refused.err).toMatch(/EMMSB/);
    expect((await run(['--standings', path, '--tiebreaks', 'BH'])).code).toBe(0);
  });
});
