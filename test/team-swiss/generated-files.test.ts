import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { readTeamTournament } from '../../src/engine/trf/read-team.js';
import { writeTeamTournament } from '../../src/engine/trf/write-team.js';

/**
 * Issue 33, TRF-2026: what `swiss-pair --team -g` makes (3-60 teams, 2-6
 * boards, substitutes, absences, forfeited matches, byes, withdrawals, both
 * primary scores, the three colour types, Baku) reads and writes back byte
 * for byte, and `-c` reproduces every round of it.
 */
const SEEDS = Number(process.env.TEAM_GENERATED_SEEDS ?? 24);

const dir = mkdtempSync(join(tmpdir(), 'team-generated-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await main(argv, {
    stdout: (t) => void (out += t),
    stderr: (t) => void (out += t),
    stderrIsTTY: false,
  });
  return { code, out };
}

describe('swiss-pair --team -g files', () => {
  it(`${SEEDS} seeds: export, import, export is byte-stable and -c reproduces every round`, async () => {
    const seen = new Set<string>();
    const failures: string[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) {
      const file = join(dir, `g${seed}.trf`);
      expect((await run(['--team', '-g', '-o', file, '-s', String(seed)])).code).toBe(0);
      const text = readFileSync(file, 'utf8');
      const t = readTeamTournament(text);
      if (writeTeamTournament(t) !== text) failures.push(`seed ${seed}: not byte-stable`);
      const check = await run(['--team', '-c', file]);
      if (check.code !== 0) failures.push(`seed ${seed}: ${check.out.trim()}`);
      // What the files hold, to be sure the generator makes every case the issue names.
      const code = /^192 (.*)$/m.exec(text)?.[1] ?? '';
      if (code.includes('_TYPEA')) seen.add('type A');
      else if (code.includes('_TYPEB')) seen.add('type B');
      else seen.add('no colour preferences');
      if (code.includes('_BAKU')) seen.add('Baku');
      if (/^FIDE_TEAM(_TYPE.)?_GP/.test(code)) seen.add('game points primary');
      for (const type of ['H', 'Z', 'F'])
        if (t.byes.some((b) => b.type === type)) seen.add(`240 ${type}`);
      const last = Math.max(0, ...t.players.map((p) => p.rounds.length));
      if (
        t.byes.some(
          (b) =>
            b.type === 'Z' &&
            b.round === last &&
            t.byes.some((x) => x.team === b.team && x.round === b.round - 1),
        )
      )
        seen.add('withdrawal');
      if (t.forfeits.length > 0) seen.add('330');
      if (t.pabs.some((x) => x !== null)) seen.add('320');
      if (t.lineUps.length > 0) seen.add('300');
      if (t.lineUps.some((l) => l.boards.includes(null))) seen.add('empty board');
      const substitutes = new Set(t.teams.flatMap((x) => x.roster.slice(t.boards)));
      if (t.players.some((p) => substitutes.has(p.id) && p.rounds.some((r) => r?.opponent != null)))
        seen.add('substitute played');
    }
    expect(failures).toEqual([]);
    expect([...seen].sort()).toEqual(
      [
        '240 F',
        '240 H',
        '240 Z',
        '300',
        '320',
        '330',
        'Baku',
        'empty board',
        'game points primary',
        'no colour preferences',
        'substitute played',
        'type A',
        'type B',
        'withdrawal',
      ].sort(),
    );
  }, 600_000);
});
