/**
 * Issue 31: the engine's explanations are catalogue messages, and the
 * command line says them in English exactly as before. The expected lines
 * were printed by the command line before the explanations became messages.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fixture } from '../support/fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'swiss-pair-explain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** dutch-2025/t0007 as it stood after round 3: each player's first three rounds. */
function afterRound3(): string {
  const path = join(dir, 't0007-3.trf');
  const lines = readFileSync(fixture('dutch-2025/t0007.trf'), 'latin1').split('\n');
  writeFileSync(
    path,
    lines.map((l) => (l.startsWith('001') ? l.slice(0, 91 + 30).trimEnd() : l)).join('\n'),
  );
  return path;
}

async function stdout(args: string[]): Promise<string> {
  let out = '';
  const code = await main(args, {
    stdout: (text) => (out += text),
    stderr: () => undefined,
    stderrIsTTY: false,
  });
  expect(code).toBe(0);
  return out;
}

it('--explain prints the scoregroups, floats and colour rules in the same English', async () => {
  const lines = (await stdout(['--dutch', afterRound3(), '--explain'])).split('\n');
  expect(lines.slice(0, 6)).toEqual([
    'Round 4 (FIDE Dutch system (2025 edition, in force since 1 Feb 2026))',
    '',
    '2.5 points: 13 players.',
    '  Test0012 Player0012 (#12, 2.5) meets Test0015 Player0015 (#15, 2): the 2.5 bracket has 13 players to pair, an odd number: one floats down ([C6]); Test0012 Player0012 (#12, 2.5) is the one the criteria and the order choose ([C7], Article 4).',
    '2 points: 7 players and 1 from above (Test0012 Player0012 (#12, 2.5)).',
    '1.5 points: 17 players.',
  ]);
  expect(lines).toContain('1 points: 9 players and 1 from above (Test0049 Player0049 (#49, 1.5)).');
  expect(lines).toContain(
    'Board 10: Test0028 Player0028 (#28, 2) - Test0024 Player0024 (#24, 2); White to Test0028 Player0028: the higher ranked player gets the colour he is due (5.2.4).',
  );
});

it('--why-not answers in the same English: paired, a criterion, the order', async () => {
  const file = afterRound3();
  expect(await stdout(['--dutch', file, '--why-not', '3', '8'])).toBe(
    'Round 4: Test0003 Player0003 (#3, 2.5) and Test0008 Player0008 (#8, 2.5) are paired on board 3 (Test0003 Player0003 (#3, 2.5) has White).\n',
  );
  expect(await stdout(['--dutch', file, '--why-not', '1', '3'])).toBe(
    'Round 4: Pairing Test0001 Player0001 (#1, 2.5) with Test0003 Player0003 (#3, 2.5) makes the players in the 2.5 bracket who do not get the colour they are due 2 instead of 0 ([C12]).\n',
  );
  expect(await stdout(['--dutch', file, '--why-not', '2', '5'])).toBe(
    'Round 4: Pairing Test0002 Player0002 (#2, 2.5) with Test0005 Player0005 (#5, 2.5) is as good on the floats, their scores, the colours and the repeated floats, bracket by bracket; the remaining criteria and the order of pairings (Article 4) rank the chosen pairing first.\n',
  );
});
