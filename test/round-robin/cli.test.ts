import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { line001, trf } from '../trf/trf-lines.js';

const dir = mkdtempSync(join(tmpdir(), 'swiss-pair-rr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, ...lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, trf(...lines));
  return path;
}

async function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    stderrIsTTY: false,
  });
  return { code, out, err };
}

/**
 * Five players, rounds 1 and 2 of the table for 5/6 ("Rd 1: 1-6, 2-5, 3-4.
 * Rd 2: 6-4, 5-3, 1-2."), 6 the dummy; player 5 withdraws before round 3.
 */
const FIVE = (code: string | null) =>
  file(
    `five-${code ?? 'none'}.trf`,
    '012 Five',
    ...(code === null ? [] : [`192 ${code}`]),
    line001({ id: 1, rounds: ['0000 - Z', '   2 w 1'] }),
    line001({ id: 2, rounds: ['   5 w =', '   1 b 0'] }),
    line001({ id: 3, rounds: ['   4 w 1', '   5 b 1'] }),
    line001({ id: 4, rounds: ['   3 b 0', '0000 - Z'] }),
    line001({ id: 5, rounds: ['   2 b =', '   3 w 0', '0000 - -'] }),
  );

/** Four players, round 1 of the table for 4 ("Rd 1: 1-4, 2-3."). */
const FOUR = (code: string | null) =>
  file(
    `four-${code ?? 'none'}.trf`,
    ...(code === null ? [] : [`192 ${code}`]),
    line001({ id: 1, rounds: ['   4 w 1'] }),
    line001({ id: 2, rounds: ['   3 w ='] }),
    line001({ id: 3, rounds: ['   2 b ='] }),
    line001({ id: 4, rounds: ['   1 b 0'] }),
  );

describe('swiss-pair -p for a round-robin', () => {
  it('--round-robin pairs "Rd 3: 2-6, 3-1, 4-5." as the pair list, the dummy\'s opponent as "id 0"', async () => {
    const r = await run(['--round-robin', FIVE(null), '-p']);
    expect(r.err).toBe('');
    expect(r.out).toBe('3\n3 1\n4 5\n2 0\n');
    expect(r.code).toBe(0);
  });

  it('record 192 alone chooses the kind (FIDE_ROUNDROBIN, BERGER_ROUNDROBIN)', async () => {
    for (const code of ['FIDE_ROUNDROBIN', 'BERGER_ROUNDROBIN'])
      expect((await run([FIVE(code), '-p'])).out).toBe('3\n3 1\n4 5\n2 0\n');
  });

  it("a double round-robin: FIDE_DOUBLEROUNDROBIN plays the table's round 3 second, BERGER_DOUBLEROUNDROBIN its round 2", async () => {
    // 4 players: FIDE order 1, 3, 2 then the reversed cycle; Berger order 1, 2, 3.
    expect((await run([FOUR('FIDE_DOUBLEROUNDROBIN'), '-p'])).out).toBe('2\n2 4\n3 1\n');
    expect((await run(['--double-round-robin', FOUR(null), '-p'])).out).toBe('2\n2 4\n3 1\n');
    expect((await run([FOUR('BERGER_DOUBLEROUNDROBIN'), '-p'])).out).toBe('2\n4 3\n1 2\n');
    // The option names the kind; the file's code still says which order.
    expect((await run(['--double-round-robin', FOUR('BERGER_DOUBLEROUNDROBIN'), '-p'])).out).toBe(
      '2\n4 3\n1 2\n',
    );
  });

  it("an option of another kind than record 192 is refused with the kind's name: a Swiss, or a round robin of another number of cycles", async () => {
    const double = FOUR('FIDE_DOUBLEROUNDROBIN');
    const dutch = await run(['--dutch', double, '-p']);
    expect(dutch.code).toBe(3);
    expect(dutch.err).toContain(
      'record 192 says "FIDE_DOUBLEROUNDROBIN" (Double round-robin, Berger tables (C.05 Annex 1)), which --dutch (',
    );
    const single = await run(['--round-robin', double, '-p']);
    expect(single.code).toBe(3);
    expect(single.err).toBe(
      `swiss-pair: ${double}: record 192 says "FIDE_DOUBLEROUNDROBIN" (Double round-robin, Berger tables (C.05 Annex 1)), which --round-robin (Round-robin, Berger tables (C.05 Annex 1)) does not pair\n`,
    );
    expect(single.out).toBe('');
  });

  it('a late entry is refused with the reason', async () => {
    const late = file(
      'late.trf',
      '192 FIDE_ROUNDROBIN',
      line001({ id: 1, rounds: ['0000 - Z'] }),
      line001({ id: 2, rounds: ['   3 w 0'] }),
      line001({ id: 3, rounds: ['   2 b 1'] }),
      line001({ id: 4 }),
    );
    const r = await run([late, '-p']);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(
      /player 4 has no record in round 1.*cannot take a player who enters after round 1/,
    );
  });

  it('a finished table is said, not re-paired', async () => {
    const done = file(
      'done.trf',
      '192 FIDE_ROUNDROBIN',
      line001({ id: 1, rounds: ['   2 w 1'] }),
      line001({ id: 2, rounds: ['   1 b 0'] }),
    );
    const r = await run([done, '-p']);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(
      /all 1 rounds of the C.05 Annex 1, Berger table for 1 or 2 players have been paired/,
    );
  });

  it('--explain names the table, its round and the Berger numbers of each board, the dummy and the forfeit', async () => {
    const r = await run([FIVE('FIDE_ROUNDROBIN'), '--explain']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      'Board 1: Player 3 (#3, 2) - Player 1 (#1, 1): Berger numbers 3 and 1, board 2 of the C.05 Annex 1, Berger table for 5 or 6 players, round 3.',
    );
    expect(r.out).toMatch(
      /Board 2: .*#5.*Player 5 \(#5, 0.5\) is not playing this round: the game stays on the table and is lost by forfeit \(C.05 6.6\)/,
    );
    expect(r.out).toContain('Player 2 (#2, 0.5) meets the dummy, number 6');
  });
});

it('--why-not answers from the table: the rounds in which the two meet', async () => {
  const r = await run([FIVE('FIDE_ROUNDROBIN'), '--why-not', '2', '3']);
  expect(r.code).toBe(0);
  expect(r.out).toBe(
    'Round 3: Player 2 (#2, 0.5) and Player 3 (#3, 2) meet in round 4: every game comes from the C.05 Annex 1, Berger table for 5 or 6 players.\n',
  );
});

describe('swiss-pair -c and --schedule for a round-robin', () => {
  it('-c checks every played round against the table', async () => {
    expect((await run([FIVE('FIDE_ROUNDROBIN'), '-c'])).out).toBe(
      'files 1, rounds 2, discrepancies 0\n',
    );
    const wrong = file(
      'wrong.trf',
      '192 BERGER_ROUNDROBIN',
      line001({ id: 1, rounds: ['   4 b 1'] }),
      line001({ id: 2, rounds: ['   3 w ='] }),
      line001({ id: 3, rounds: ['   2 b ='] }),
      line001({ id: 4, rounds: ['   1 w 0'] }),
    );
    const r = await run([wrong, '-c']);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      "round 1: 1-4 is the table's game, played with the colours reversed (4-1)",
    );
  });

  it('-c on the double round-robin a generator wrote (-g) finds nothing', async () => {
    const config = join(dir, 'gen.txt');
    writeFileSync(config, 'PlayersNumber=11\nRetiredRate=4\n');
    const out = join(dir, 'gen.trf');
    expect((await run(['--double-round-robin', '-g', config, '-o', out, '-s', '5'])).code).toBe(0);
    expect((await run([out, '-c'])).out).toBe('files 1, rounds 22, discrepancies 0\n');
  });

  it('--schedule prints every round; it refuses a system that pairs from the results', async () => {
    const r = await run(['--double-round-robin', '--schedule', '4']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Round 2 (cycle 1, table round 3)\n   1. 2 - 4\n   2. 3 - 1\n');
    expect(r.out).toContain(
      'Round 6 (cycle 2, table round 3, colours reversed)\n   1. 4 - 2\n   2. 1 - 3\n',
    );
    const named = await run(['--schedule', FIVE('FIDE_ROUNDROBIN')]);
    expect(named.out).toContain('   1. 2 Player 2 - 5 Player 5\n');
    expect(named.out).toContain('      bye: 1 Player 1\n');
    const swiss = await run(['--dutch', '--schedule', '6']);
    expect(swiss.code).toBe(3);
    expect(swiss.err).toMatch(/--schedule prints a table-made schedule/);
  });

  it('a record-192 kind no system runs is refused with its name', async () => {
    const r = await run([FOUR('FIDE_SCHEVENINGEN'), '-p']);
    expect(r.code).toBe(3);
    expect(r.err).toContain('"FIDE_SCHEVENINGEN"');
  });
});
