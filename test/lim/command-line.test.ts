import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { writeTrf } from '../../src/engine/trf/index.js';
import { limSystem } from '../../src/engine/systems/lim/index.js';
import { systemOfTypeCode, typeCodeOf } from '../../src/engine/systems/registry.js';
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

describe('record 192 FIDE_LIM_MAXI: a declared Maxi-tournament travels with the file', () => {
  /** Eight players rated 150 to 110 apart, round 1 played: in round 2 the Maxi clauses change the pairing. */
  function afterRoundOne(code: string) {
    const t = fresh(8, { totalRounds: 5 });
    t.players.forEach((p, i) => (p.rating = 2400 - i * (40 + ((35 + i * 13) % 90))));
    record(t, 1, limSystem.pair(t, 1), (w, b) =>
      (w * 7 + b * 3 + 6) % 3 === 0 ? '=' : w < b ? '1' : '0',
    );
    t.info.systemCode = code;
    const path = join(dir, `${code}.trf`);
    writeFileSync(path, writeTrf(t));
    return path;
  }
  const pairs = (out: string) => out.trim().split('\n').slice(1).sort();

  it('is paired as --maxi is, without the option, and differently from FIDE_LIM', async () => {
    const maxiFile = await run([afterRoundOne('FIDE_LIM_MAXI'), '-p']);
    const withOption = await run(['--lim', '--maxi', afterRoundOne('FIDE_LIM'), '-p']);
    const plain = await run([afterRoundOne('FIDE_LIM'), '-p']);
    expect([maxiFile.code, withOption.code, plain.code]).toEqual([0, 0, 0]);
    expect(pairs(maxiFile.out)).toEqual(pairs(withOption.out));
    expect(pairs(maxiFile.out)).not.toEqual(pairs(plain.out));
  });

  it('is the code written for Lim with the option, and read back with it', () => {
    expect(typeCodeOf('lim', { maxiTournament: true })).toBe('FIDE_LIM_MAXI');
    expect(typeCodeOf('lim', {})).toBe('FIDE_LIM');
    expect(systemOfTypeCode('FIDE_LIM_MAXI')).toEqual({
      id: 'lim',
      options: { maxiTournament: true },
    });
  });
});
