import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

/** The example of an earlier version: 15 players, rounds 1-5 played, round 6 to pair. */
const CLUB = fileURLToPath(new URL('../fixtures/club-15/club.trf', import.meta.url));

async function run(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (s) => (out += s), stderr: (s) => (err += s) });
  return { code, out, err };
}

it('--explain accounts for every board of the next round and the bye, with the articles', async () => {
  const r = await run([CLUB, '--explain']);
  expect(r.code).toBe(0);
  // The reference pairing of round 6 (bbpPairings): 1-3, 2-7, 4-8, 5-6, 15-9, 10-11, 12-13, bye 14.
  const boards = [...r.out.matchAll(/^Board \d+: .*?\(#(\d+), [\d.]+\) - .*?\(#(\d+), [\d.]+\)/gm)];
  expect(boards.map((m) => `${m[1]}-${m[2]}`)).toEqual([
    '1-3',
    '2-7',
    '4-8',
    '5-6',
    '15-9',
    '10-11',
    '12-13',
  ]);
  expect(r.out).toMatch(/\(#14, 2\) gets the pairing-allocated bye/);
  expect(r.out).toMatch(/\(5\.2\.[1-5]\)/);
});

it('--why-not cites the round of an earlier game, or the board', async () => {
  const met = await run([CLUB, '--why-not', '1', '2']);
  expect(met.code).toBe(0);
  expect(met.out).toContain('already played each other in round 3');
  expect(met.out).toContain('[C1]');
  const paired = await run([CLUB, '--why-not', '3', '1']);
  expect(paired.out).toContain('are paired on board 1');
});

it('--why-not needs two pairing numbers (exit 3)', async () => {
  const r = await run([CLUB, '--why-not', '1']);
  expect(r.code).toBe(3);
  expect(r.err).toContain('--why-not takes two pairing numbers');
});
