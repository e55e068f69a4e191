import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { writeTrf } from '../../src/engine/trf/index.js';
import { limSystem } from '../../src/engine/systems/lim/index.js';
import { fresh, record } from './build.js';

const dir = mkdtempSync(join(tmpdir(), 'lim-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { stdout: (s) => void (out += s), stderr: (s) => void (err += s) });
  return { code, out, err };
}

/** A 9-player tournament of 5 rounds paired by the Lim engine, and its first `rounds` rounds. */
function played(rounds: number) {
  const t = fresh(9, { totalRounds: 5 });
  for (let r = 1; r <= rounds; r++)
    record(t, r, limSystem.pair(t, r), (w, b) =>
      (w * 7 + b * 3 + r) % 3 === 0 ? '=' : w < b ? '1' : '0',
    );
  return t;
}

describe('the command line with --lim (through the registry)', () => {
  it('-p pairs the next round and prints the JaVaFo pair list', async () => {
    const t = played(3);
    const path = join(dir, 'three.trf');
    writeFileSync(path, writeTrf(t));
    const expected = limSystem.pair(t, 4);
    const r = await run(['--lim', path, '-p']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(Number(lines[0])).toBe(expected.games.length + (expected.bye === null ? 0 : 1));
    for (const g of expected.games) expect(lines).toContain(`${g.white} ${g.black}`);
    if (expected.bye !== null) expect(lines).toContain(`${expected.bye} 0`);
  });

  it('-c replays a tournament paired by Lim without a discrepancy', async () => {
    const path = join(dir, 'five.trf');
    writeFileSync(path, writeTrf(played(5)));
    const r = await run(['--lim', '-c', path]);
    expect(r.out).toContain('discrepancies 0');
    expect(r.code).toBe(0);
  });

  it('-c finds a round that Lim would not have paired so', async () => {
    const t = played(2);
    // Swap the colours of one game of round 2.
    const g = t.players[0]!.rounds[1]!;
    const opponent = t.players[g.opponent! - 1]!.rounds[1]!;
    g.colour = g.colour === 'w' ? 'b' : 'w';
    opponent.colour = opponent.colour === 'w' ? 'b' : 'w';
    const path = join(dir, 'swapped.trf');
    writeFileSync(path, writeTrf(t));
    const r = await run(['--lim', '-c', path]);
    expect(r.out).toContain('discrepancies 1');
    expect(r.code).toBe(1);
  });
});
