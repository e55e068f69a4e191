import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { rating1998 } from '../../src/engine/systems/rating1998/index.js';
import { line001, trf } from '../trf/trf-lines.js';
import { field, tournament } from './builder.js';

describe('the rating-based system in the registry', () => {
  it('is what --rating-1998 and the add-on get', () => {
    expect(getSystem('rating-1998')).toBe(rating1998);
    expect(rating1998.id).toBe('rating-1998');
  });

  it('pairs through the PairingSystem contract', () => {
    const pairing = getSystem('rating-1998')!.pair(tournament(field(3)), 1);
    expect(pairing).toMatchObject({ games: [{ white: 1, black: 2 }], bye: 3 });
  });
});

describe('F.9 "Adjourned games are considered draws for pairing purposes only"', () => {
  it('the command line pairs the next round around a game without a result (exit 0), which other systems refuse (exit 3)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'f9-')), 'adjourned.trf');
    writeFileSync(
      file,
      trf(
        line001({ id: 1, rating: 2400, rounds: ['   3 w 1', '   2 w  '] }),
        line001({ id: 2, rating: 2300, rounds: ['   4 b 1', '   1 b  '] }),
        line001({ id: 3, rating: 2200, rounds: ['   1 b 0', '   4 w 1'] }),
        line001({ id: 4, rating: 2100, rounds: ['   2 w 0', '   3 b 0'] }),
        'XXR 3',
        'XXC white1',
      ),
    );
    let out = '';
    let err = '';
    const io = { stdout: (s: string) => (out += s), stderr: (s: string) => (err += s) };
    expect(await main(['--rating-1998', file, '-p'], io)).toBe(0);
    expect(out.split('\n')[0]).toBe('2');
    expect(await main(['--dutch', file, '-p'], io)).toBe(3);
    expect(err).toContain('round 2 is not finished');
  });
});
