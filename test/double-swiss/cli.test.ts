import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { TWO_MATCHES } from './two-matches.js';

const dir = mkdtempSync(join(tmpdir(), 'swiss-double-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (s) => (out += s), stderr: (s) => (err += s) });
  return { code, out, err };
}

function file(name: string, lines: readonly string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.map((l) => l + '\r\n').join(''));
  return path;
}

/** Replace player `id`'s entry for TRF round `round` (8 characters from column 92 + 10·(round−1)). */
function withEntry(lines: readonly string[], id: number, round: number, entry: string): string[] {
  return lines.map((line) => {
    if (!line.startsWith('001') || Number(line.slice(4, 8)) !== id) return line;
    const at = 91 + 10 * (round - 1);
    return line.slice(0, at) + entry + line.slice(at + 8);
  });
}

describe('swiss-pair --double-swiss', () => {
  it('-p pairs match 3 at its first game and writes its pair list with the colours of game 1', async () => {
    // Scores: 2 and 3 3½; 1 3; 5 and 8 2; 4, 7, 9 1½; 6 ½.
    // 3.4: the bye to 6 (lowest score). {2,3}: 2-3; 4.3.3: 2 had Black last, 3 White: 2 White.
    // {1} + 8 (score 2; 1 met 5): 4.3.2, 8 had no White (match 2 his bye), 1 one: 8 White.
    // {5} + 4 (score 1½; 5 met 7; 4 leaves 7-9 pairable and did not float): 5 had fewer Whites.
    // 7-9: 9 had fewer Whites (none).
    const r = await run(['--double-swiss', file('two.trf', TWO_MATCHES), '-p']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toBe('5\n2 3\n8 1\n5 4\n9 7\n6 0\n');
  });

  it('record 192 FIDE_DOUBLESWISS chooses the system without the option', async () => {
    const r = await run([file('two-192.trf', TWO_MATCHES), '-p']);
    expect(r.out).toBe('5\n2 3\n8 1\n5 4\n9 7\n6 0\n');
  });

  it('-p refuses a match with only its first game written', async () => {
    const oneGame = TWO_MATCHES.map((l) => (l.startsWith('001') ? l.slice(0, 119) : l));
    const r = await run(['--double-swiss', file('one-game.trf', oneGame), '-p']);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/match 2 has only its first game \(round 3\) written/);
  });

  it('rejects a file whose two games of a match disagree on the opponent, naming the player and rounds', async () => {
    let lines = withEntry(TWO_MATCHES, 2, 4, '   3 w 1');
    lines = withEntry(lines, 3, 4, '   2 b 0');
    lines = withEntry(lines, 4, 4, '   9 w 0');
    lines = withEntry(lines, 9, 4, '   4 b 1');
    const r = await run(['--double-swiss', file('disagree.trf', lines), '-p']);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(
      /player 2, match 2 \(TRF rounds 3 and 4\): the two games of a match must be against the same opponent, but game 1 has opponent 4 and game 2 opponent 3/,
    );
  });

  it('--double-swiss on a file whose record 192 names another system checks its matches too', async () => {
    let lines = TWO_MATCHES.map((l) => (l === '192 FIDE_DOUBLESWISS' ? '192 FIDE_DUTCH_2025' : l));
    lines = withEntry(lines, 2, 4, '   3 w 1');
    lines = withEntry(lines, 3, 4, '   2 b 0');
    lines = withEntry(lines, 4, 4, '   9 w 0');
    lines = withEntry(lines, 9, 4, '   4 b 1');
    const path = file('dutch-192.trf', lines);
    for (const args of [['-p'], ['-c']]) {
      const r = await run(['--double-swiss', path, ...args]);
      expect(r.code).toBe(3);
      expect(r.err).toMatch(
        /dutch-192\.trf: player 2, match 2 \(TRF rounds 3 and 4\): the two games/,
      );
    }
  });

  it('-c replays each match at its first game and reports a match paired otherwise', async () => {
    const ok = await run(['-c', file('check.trf', TWO_MATCHES)]);
    expect(ok.out).toBe(
      `${join(dir, 'check.trf')}: files 1, rounds 2, discrepancies 0\n`.replace(
        /^.*: files/,
        'files',
      ),
    );
    // Match 2 with the colours of 2-4 swapped in both games: Article 4 gives 2 Black in game 1.
    let lines = withEntry(TWO_MATCHES, 2, 3, '   4 w 1');
    lines = withEntry(lines, 2, 4, '   4 b 1');
    lines = withEntry(lines, 4, 3, '   2 b 0');
    lines = withEntry(lines, 4, 4, '   2 w 0');
    const swapped = await run(['-c', file('swapped.trf', lines)]);
    expect(swapped.code).toBe(1);
    expect(swapped.out).toMatch(/round 3: .*\nfiles 1, rounds 2, discrepancies 1\n$/);
  });

  it('-g writes both games of every match, and -c replays them', async () => {
    const config = file('rtg.txt', [
      'PlayersNumber=17',
      'RoundsNumber=5',
      'ForfeitRate=8',
      'HalfPointByeRate=6',
      'RetiredRate=10',
    ]);
    const out = join(dir, 'generated.trf');
    const g = await run(['--double-swiss', '-g', config, '-o', out, '-s', '7']);
    expect(g.code, g.err).toBe(0);
    const text = readFileSync(out, 'latin1');
    expect(text).toContain('192 FIDE_DOUBLESWISS\r\n');
    expect(text).toContain('XXR 10\r\n');
    expect(text).toContain('PAB=0.75');
    const t = readTrf(text);
    for (const p of t.players)
      for (let g1 = 1; g1 <= 10; g1 += 2) {
        const [a, b] = [p.rounds[g1 - 1], p.rounds[g1]];
        expect(a).toBeDefined();
        expect(b!.opponent).toBe(a!.opponent);
        if (a!.opponent !== null) expect(b!.colour).not.toBe(a!.colour);
        else expect(b!.result).toBe(a!.result);
      }
    const check = await run(['-c', out]);
    expect(check.out).toBe('files 1, rounds 5, discrepancies 0\n');
  });

  it('FIDE_DOUBLESWISS_BAKU: group A (the first four of eight) gets a virtual match win in match 1', async () => {
    const players = Array.from(
      { length: 8 },
      (_, i) =>
        `001 ${String(i + 1).padStart(4)}      Player ${i + 1}`.padEnd(48) + String(2400 - 50 * i),
    );
    const lines = ['192 FIDE_DOUBLESWISS_BAKU', ...players, 'XXR 8', 'XXC white1'];
    const r = await run([file('baku.trf', lines), '-p']);
    expect(r.err).toBe('');
    // {1,2,3,4} (2 virtual points) and {5,6,7,8}; 4.3.1: odd TPN the initial colour, even the other.
    expect(r.out).toBe('4\n1 3\n4 2\n5 7\n8 6\n');
  });

  it('--explain explains match 3 at its first game, citing the C.04.5 articles', async () => {
    // Match colours (1.6, game 1's): 1 b,w; 2 w,b; 3 b,w; 4 w,w; 5 w,b; 7 w,w; 8 b; 9 b.
    // 2-3: one White each, last different in match 2 (2 Black): 4.3.3. 8-1: 8 no White, 1 one: 4.3.2.
    // 5-4: one White against two: 4.3.2. 9-7: none against two: 4.3.2. 6, lowest, the bye (3.4).
    const r = await run(['--double-swiss', file('explain.trf', TWO_MATCHES), '--explain']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Match round 3 (Double-Swiss system (C.04.5, 2026))');
    const boards = lines.filter((l) => l.startsWith('Board '));
    expect(
      boards.map((l) => /^Board \d+: .*#(\d+).* - .*#(\d+).*\((4\.3\.\d)\)\.$/.exec(l)!.slice(1)),
    ).toEqual([
      ['2', '3', '4.3.3'],
      ['8', '1', '4.3.2'],
      ['5', '4', '4.3.2'],
      ['9', '7', '4.3.2'],
    ]);
    // 8 (2 points) comes up into {1} (3 points); 5 is left alone at 2 points and 4 (1½) comes up.
    expect(r.out).toContain(
      'Player 0008 (#8, 2) meets Player 0001 (#1, 3): the 3 scoregroup has 1 player to pair, an odd number: one player comes up ([C4])',
    );
    expect(r.out).toContain(
      'Player 0004 (#4, 1.5) meets Player 0005 (#5, 2): the 2 scoregroup has 1 player to pair (1 went up to a higher one), an odd number',
    );
    expect(r.out).toContain('Player 0006 (#6, 0.5) gets the pairing-allocated bye');
  });

  it('--why-not names the match round of an earlier match ([C1]) and the criterion a forced pair breaks', async () => {
    const path = file('why-not.trf', TWO_MATCHES);
    const met = await run(['--double-swiss', path, '--why-not', '1', '5']);
    expect(met.code).toBe(0);
    expect(met.out).toBe(
      'Match round 3: Player 0001 (#1, 3) and Player 0005 (#5, 2) already played each other in match round 1: no two players meet twice ([C1]).\n',
    );
    // 6 and 9 together: the bye would go to someone else, of a higher score than 6's ½.
    const bye = await run(['--double-swiss', path, '--why-not', '6', '9']);
    expect(bye.out).toMatch(
      /^Match round 3: .*the pairing-allocated bye 1\.5 instead of 0\.5 \(3\.4\)\.\n$/,
    );
    // 1 up into {2, 3}: two upfloaters ([C4]) where none came up.
    const up = await run(['--double-swiss', path, '--why-not', '1', '2']);
    expect(up.out).toContain('coming up into the 3.5 scoregroup 2 instead of 0 ([C4])');
    const paired = await run(['--double-swiss', path, '--why-not', '3', '2']);
    expect(paired.out).toContain('are paired on board 1');
  });
});
