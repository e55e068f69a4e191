import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { readTrf } from '../../src/engine/trf/index.js';

const dir = mkdtempSync(join(tmpdir(), 'swiss-generate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (s) => (out += s), stderr: (s) => (err += s) });
  return { code, out, err };
}

const CONFIG = join(dir, 'rtg.txt');
writeFileSync(
  CONFIG,
  [
    'PlayersNumber=24',
    'RoundsNumber=7',
    'DrawPercentage=35',
    'ForfeitRate=20',
    'RetiredRate=12',
    'HalfPointByeRate=8',
    'HighestRating=2500',
    'LowestRating=1500',
    'ForbiddenPairs=2',
  ].join('\n'),
);

it('-g writes a tournament every round of which -c replays, with its replay inputs stated', async () => {
  for (const system of [
    '--dutch',
    '--dutch-2017',
    '--burstein',
    '--dubov',
    '--lim',
    '--rating-1998',
  ]) {
    const file = join(dir, `${system.slice(2)}.trf`);
    const r = await run([system, '-g', CONFIG, '-o', file, '-s', '42']);
    expect(r.code, r.err).toBe(0);
    const t = readTrf(readFileSync(file));
    expect(t.players).toHaveLength(24);
    expect(t.totalRounds).not.toBeNull();
    expect(t.initialColour).not.toBeNull();
    expect(t.info.systemCode).toMatch(/^FIDE_/);
    expect(t.forbiddenPairs.length).toBeGreaterThan(0);
    const check = await run([file, '-c']);
    expect(check.out, system).toMatch(/discrepancies 0\n$/);
  }
});

it('the same seed gives the same file; another seed another', async () => {
  const a = join(dir, 'a.trf');
  const b = join(dir, 'b.trf');
  const c = join(dir, 'c.trf');
  await run(['--dutch', '-g', CONFIG, '-o', a, '-s', '7']);
  await run(['--dutch', '-g', CONFIG, '-o', b, '-s', '7']);
  await run(['--dutch', '-g', CONFIG, '-o', c, '-s', '8']);
  expect(readFileSync(a, 'latin1')).toBe(readFileSync(b, 'latin1'));
  expect(readFileSync(a, 'latin1')).not.toBe(readFileSync(c, 'latin1'));
});

it('an unknown key in the configuration is an input error naming the line (exit 3)', async () => {
  const bad = join(dir, 'bad.txt');
  writeFileSync(bad, 'PlayersNumber=10\nColours=7\n');
  const r = await run(['-g', bad, '-o', join(dir, 'x.trf')]);
  expect(r.code).toBe(3);
  expect(r.err).toContain('line 2: unknown key Colours');
});
