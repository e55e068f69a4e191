import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { RoundPairing, Tournament } from '../../src/engine/model/tournament.js';
import {
  NoValidPairingError,
  type PairingSystem,
} from '../../src/engine/systems/pairing-system.js';
import type { SystemId } from '../../src/engine/systems/registry.js';
import { dutch2025 } from '../../src/engine/systems/dutch/index.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { line001, trf } from '../trf/trf-lines.js';
import { fixture } from '../support/fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'swiss-pair-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Three rounds played among five players; player 4 asked for a half-point bye in round 4. */
const FIVE = file(
  'five.trf',
  trf(
    '012 Five',
    line001({ id: 1, rounds: ['   4 w 1', '   3 b 1', '   2 b 0'] }),
    line001({ id: 2, rounds: ['   5 b =', '0000 - H', '   1 w 1'] }),
    line001({ id: 3, rounds: ['0000 - U', '   1 w 0', '   4 w ='] }),
    line001({ id: 4, rounds: ['   1 b 0', '   5 w +', '   3 b =', '0000 - H'] }),
    line001({ id: 5, rounds: ['   2 w =', '   4 b -', '0000 - Z'] }),
    'XXR 5',
    'XXC white1',
  ),
);

/** Round 1 to pair, three players. */
const THREE = file(
  'three.trf',
  trf(line001({ id: 1 }), line001({ id: 2 }), line001({ id: 3 }), 'XXR 3'),
);

const FIXTURE_1 = fixture('dutch-2017/t0001.trf'); // 13 players, XXR 5
const FIXTURE_2 = fixture('dutch-2017/t0002.trf'); // 33 players, XXR 11

interface Run {
  code: number;
  out: string;
  err: string;
  asked: SystemId[];
}

async function run(
  argv: string[],
  system: ((id: SystemId) => PairingSystem<SystemId> | null) | PairingSystem<SystemId> | null,
  stderrIsTTY = false,
): Promise<Run> {
  let out = '';
  let err = '';
  const asked: SystemId[] = [];
  const code = await main(argv, {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    stderrIsTTY,
    getSystem: (id) => {
      asked.push(id);
      return typeof system === 'function' ? system(id) : system;
    },
  });
  return { code, out, err, asked };
}

function fake(pair: (t: Tournament, round: number) => RoundPairing): PairingSystem<SystemId> {
  return { id: 'dutch', label: 'Fake', name: 'Fake system', trfTypeCodes: [], options: [], pair };
}

/** The pairing recorded in a file's round, read straight off the player entries. */
function recorded(t: Tournament, round: number): RoundPairing {
  const games: RoundPairing['games'] = [];
  let bye: number | null = null;
  for (const p of t.players) {
    const rec = p.rounds[round - 1];
    if (rec?.result === 'U') bye = p.id;
    else if (rec?.colour === 'w' && rec.opponent !== null)
      games.push({ white: p.id, black: rec.opponent });
  }
  return { games, bye };
}

describe('help and version', () => {
  it('--help explains usage, systems and exit statuses, exit 0', async () => {
    const r = await run(['--help'], null);
    expect(r.code).toBe(0);
    expect(r.out).toContain('swiss-pair [SYSTEM] input.trf -p [output]');
    expect(r.out).toContain('--dutch-2017');
    expect(r.out).toContain('--rating-1998');
    expect(r.out).toContain('--lim');
    expect(r.out).toMatch(/Exit status:[\s\S]*5 {2}a file could not be read/);
  });

  it('--version prints the package version', async () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const r = await run(['--version'], null);
    expect([r.code, r.out]).toStrictEqual([0, `swiss-pair ${pkg.version}\n`]);
  });
});

describe('-p: pair the next round', () => {
  it('writes the JaVaFo pair list to stdout: count, then "white black", the bye as "id 0"', async () => {
    const r = await run(
      [THREE, '-p'],
      fake(() => ({ games: [{ white: 3, black: 1 }], bye: 2 })),
    );
    expect(r.code).toBe(0);
    expect(r.out).toBe('2\n3 1\n2 0\n');
    expect(r.err).toBe('');
  });

  it('pairs the round after the last paired one, without the players known to be absent', async () => {
    const calls: [number, number[]][] = [];
    const system = fake((t, round) => {
      calls.push([
        round,
        t.players.filter((p) => p.rounds[round - 1] === undefined).map((p) => p.id),
      ]);
      return {
        games: [
          { white: 1, black: 2 },
          { white: 5, black: 3 },
        ],
        bye: null,
      };
    });
    const r = await run(['--dutch', FIVE, '-p'], system);
    expect(r.out).toBe('2\n1 2\n5 3\n');
    expect(calls).toStrictEqual([[4, [1, 2, 3, 5]]]);
  });

  it('writes to the file named right after -p, with options in any order', async () => {
    const pairing = fake(() => ({ games: [{ white: 1, black: 2 }], bye: 3 }));
    const out1 = join(dir, 'out1.txt');
    const out2 = join(dir, 'out2.txt');
    expect((await run([THREE, '-p', out1], pairing)).code).toBe(0);
    const r = await run(['-p', out2, THREE, '--dutch-2017'], pairing);
    expect([r.code, r.out, r.asked]).toStrictEqual([0, '', ['dutch-2017']]);
    expect(readFileSync(out1, 'utf8')).toBe('2\n1 2\n3 0\n');
    expect((await run([THREE, '-p', '-'], pairing)).out).toBe('2\n1 2\n3 0\n');
    expect(readFileSync(out2, 'utf8')).toBe('2\n1 2\n3 0\n');
  });

  it('exits 1 when no valid pairing exists, writing no output file', async () => {
    const out = join(dir, 'none.txt');
    const r = await run(
      [THREE, '-p', out],
      fake(() => {
        throw new NoValidPairingError('every pairing repeats a game');
      }),
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('no valid pairing for round 1: every pairing repeats a game');
    expect(existsSync(out)).toBe(false);
  });

  it('exits 2 rather than print a pairing that leaves a player out', async () => {
    const r = await run(
      [THREE, '-p'],
      fake(() => ({ games: [{ white: 1, black: 2 }], bye: null })),
    );
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /invalid pairing for round 1: player 3 is not paired; 3 players to pair but no bye/,
    );
  });

  it('exits 3 on a malformed file, naming file, line and columns', async () => {
    const bad = file('bad.trf', trf(line001({ id: 1 }), line001({ id: 2, rating: '2x00' })));
    const r = await run(
      [bad, '-p'],
      fake(() => ({ games: [], bye: null })),
    );
    expect(r.code).toBe(3);
    expect(r.err).toContain(
      `${bad}: line 2, columns 49-52: expected the rating as digits, found "2x00"`,
    );
  });

  it('exits 3 when the tournament is finished or a game has no result', async () => {
    const finished = await run(
      [FIXTURE_1, '-p'],
      fake(() => ({ games: [], bye: null })),
    );
    expect(finished.code).toBe(3);
    expect(finished.err).toContain('all 5 rounds have been paired');
    const pending = file(
      'pending.trf',
      trf(line001({ id: 1, rounds: ['   2 w'] }), line001({ id: 2, rounds: ['   1 b'] })),
    );
    expect(
      (
        await run(
          [pending, '-p'],
          fake(() => ({ games: [], bye: null })),
        )
      ).code,
    ).toBe(3);
  });

  it('exits 5 when the input cannot be read or the output cannot be written', async () => {
    const missing = await run(
      [join(dir, 'nope.trf'), '-p'],
      fake(() => ({ games: [], bye: null })),
    );
    expect(missing.code).toBe(5);
    expect(missing.err).toMatch(/cannot read .*nope\.trf \(ENOENT\)/);
    const unwritable = await run(
      [THREE, '-p', join(dir, 'no-such-dir', 'out.txt')],
      fake(() => ({ games: [{ white: 1, black: 2 }], bye: 3 })),
    );
    expect(unwritable.code).toBe(5);
    expect(unwritable.err).toMatch(/cannot write/);
  });
});

describe('choosing the system', () => {
  const any = fake(() => ({ games: [{ white: 1, black: 2 }], bye: 3 }));

  it('defaults to the Dutch rules in force, else follows record 192, and an option wins', async () => {
    expect((await run([THREE, '-p'], any)).asked).toStrictEqual(['dutch']);
    const typed = file(
      'typed.trf',
      trf('192 FIDE_DUTCH_2017', line001({ id: 1 }), line001({ id: 2 }), line001({ id: 3 })),
    );
    expect((await run([typed, '-p'], any)).asked).toStrictEqual(['dutch-2017']);
    expect((await run(['--lim', typed, '-p'], any)).asked).toStrictEqual(['lim']);
  });

  it('exits 3 when the system is not built yet', async () => {
    const r = await run(['--rating-1998', THREE, '-p'], null);
    expect(r.code).toBe(3);
    expect(r.err).toContain(
      'Swiss System Based on Rating (1998, old C.04.1) (--rating-1998) is not built yet',
    );
  });

  it('exits 3 when record 192 asks for a system this tool does not have', async () => {
    const monrad = file(
      'monrad.trf',
      trf('192 MONRAD_SWISS', line001({ id: 1 }), line001({ id: 2 })),
    );
    const r = await run([monrad, '-p'], any);
    expect(r.code).toBe(3);
    expect(r.err).toContain(
      `${monrad}: record 192 says "MONRAD_SWISS", which no system here claims, so the system to pair it with must be named: give --dutch,`,
    );
  });
});

describe('bad arguments (exit 3)', () => {
  it.each([
    [[THREE, '-p', '--fast'], 'unknown option --fast'],
    [['--dutch', '--lim', THREE, '-p'], 'two pairing systems given'],
    [[THREE], 'nothing to do'],
    [[THREE, '-p', '-c'], '-p and -c cannot be used together'],
    [['-p'], '-p needs an input file'],
    [['-c'], '-c needs at least one input file'],
    [[THREE, 'x.txt', '-p'], 'an output file name goes right after -p'],
  ])('%j', async (argv, message) => {
    const r = await run(argv, null);
    expect(r.code).toBe(3);
    expect(r.err).toContain(message);
  });
});

describe('-c: check finished tournaments', () => {
  /** The fixtures by size (they differ), to play back the round of whichever one is being checked. */
  const BY_SIZE = new Map(
    [FIXTURE_1, FIXTURE_2].map((f) => {
      const t = readTrf(readFileSync(f));
      return [t.players.length, t] as const;
    }),
  );
  /** Stands for an engine that reproduces every recorded round. */
  function recordedFrom(round: number, input: Tournament): RoundPairing {
    return recorded(BY_SIZE.get(input.players.length)!, round);
  }

  it('exits 0 and prints only the summary when every round is reproduced', async () => {
    const system = fake((input, round) => recordedFrom(round, input));
    const r = await run(['-c', FIXTURE_1, FIXTURE_2, '--dutch-2017'], system);
    expect(r.code).toBe(0);
    expect(r.out).toBe('files 2, rounds 16, discrepancies 0\n');
    expect(r.err).toBe('');
  });

  it('lists each differing round with what differs, exit 1', async () => {
    const system = fake((input, round) => {
      const p = recordedFrom(round, input);
      if (round !== 2) return p;
      // Give player 1's game the other colours.
      const games = p.games.map((g) => (g.black === 1 ? { white: 1, black: g.white } : g));
      return { games, bye: p.bye };
    });
    const r = await run(['--dutch-2017', '-c', FIXTURE_1], system);
    expect(r.code).toBe(1);
    // t0001 round 2: player 1 had black against 9.
    expect(r.out).toBe(
      `${FIXTURE_1}: round 2: 9-1 paired with reversed colours (1-9)\nfiles 1, rounds 5, discrepancies 1\n`,
    );
  });

  it('counts a round the engine cannot pair as a discrepancy', async () => {
    const system = fake((input, round) => {
      if (round === 5) throw new NoValidPairingError('no pairing');
      return recordedFrom(round, input);
    });
    const r = await run(['-c', FIXTURE_1], system);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${FIXTURE_1}: round 5: no valid pairing found (no pairing)\n`);
    expect(r.out).toMatch(/discrepancies 1\n$/);
  });

  it('reports an unreadable or malformed file, checks the others, and exits with the worst status', async () => {
    const system = fake((input, round) => recordedFrom(round, input));
    const bad = file('bad-c.trf', trf(line001({ id: 1, rounds: ['   7 w 1'] })));
    const r = await run(['-c', join(dir, 'missing.trf'), bad, FIXTURE_1], system);
    expect(r.code).toBe(5);
    expect(r.err).toMatch(/cannot read .*missing\.trf/);
    expect(r.err).toContain(`${bad}: line 1, columns 92-95`);
    expect(r.out).toBe('files 3, rounds 5, discrepancies 0, files not checked 2\n');
    expect((await run(['-c', bad, FIXTURE_1], system)).code).toBe(3);
  });

  it('shows progress on stderr only when it is a terminal', async () => {
    const system = fake((input, round) => recordedFrom(round, input));
    const tty = await run(['-c', FIXTURE_1], system, true);
    expect(tty.err).toContain(`\r\x1b[K[1/1] ${FIXTURE_1} round 3/5`);
    expect(tty.err.endsWith('\r\x1b[K')).toBe(true);
    expect((await run(['-c', FIXTURE_1], system, false)).err).toBe('');
  });
});

describe('a round with fewer than two players to pair', () => {
  it('is refused as the add-on refuses it (exit 3)', async () => {
    const one = file('one.trf', trf(line001({ id: 1 }), 'XXR 3'));
    const r = await run(
      [one, '-p'],
      fake(() => ({ games: [], bye: 1 })),
    );
    expect(r.code).toBe(3);
    expect(r.err).toContain('fewer than two players are to be paired');
  });
});

describe('--verbose', () => {
  it('says how each Dutch bracket paired from candidate pairs fared, on standard error', async () => {
    // Round 1 of 401 players: one bracket, from 400 players on paired from candidate pairs.
    const players = Array.from({ length: 401 }, (_, i) => line001({ id: i + 1, rating: 2600 - i }));
    const path = file('open401.trf', trf(...players, 'XXR 9'));
    const quiet = await run(['--dutch', path, '-p'], dutch2025);
    const verbose = await run(['--dutch', path, '-p', '--verbose'], dutch2025);
    expect(quiet.code).toBe(0);
    expect(quiet.err).toBe('');
    expect(verbose.code).toBe(0);
    expect(verbose.out).toBe(quiet.out);
    expect(verbose.err).toMatch(
      /^swiss-pair: Dutch: bracket of 401 players, score 0 \(401 in its matching, 0 MDPs\) paired from candidate pairs: \d+ candidates of 80200 pairs, \d+ solves, \d+ certificate rounds that brought pairs in, \d+ pairs brought in; no fallback to every pair\n$/,
    );
  });
});
