import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Tournament } from '../../src/engine/model/tournament.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { generatedDoubleSwiss } from './generated.js';

/**
 * What C.04.5 forbids, read back from the records of a tournament without
 * the engine's view of them: [C1] two regularly played matches between the
 * same players (Art. 0: a match ends by forfeit only when a player forfeits
 * both games, and may then be repeated); [C2] the pairing-allocated bye after
 * a bye, a match won by forfeit or a full-point bye; a player to pair left
 * out or paired twice; a match that is not two games against the same
 * opponent with the colours reversed, or a bye given for one game only.
 */
function violations(t: Tournament): string[] {
  const problems: string[] = [];
  const games = Math.max(...t.players.map((p) => p.rounds.length));
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const met = new Map(t.players.map((p) => [p.id, new Set<number>()]));
  const noBye = new Set<number>();
  for (let g1 = 1; g1 <= games; g1 += 2) {
    const match = (g1 + 1) / 2;
    const seen = new Map<number, number>();
    for (const p of t.players) {
      const a = p.rounds[g1 - 1];
      const b = p.rounds[g1];
      const at = `match ${match}, player ${p.id}`;
      if (a === undefined) {
        if (!p.withdrawn) problems.push(`${at}: not paired`);
        continue;
      }
      if (b === undefined) {
        problems.push(`${at}: one game only`);
        continue;
      }
      if (a.opponent !== b.opponent) problems.push(`${at}: two opponents`);
      if (a.opponent === null) {
        if (a.result !== b.result) problems.push(`${at}: ${a.result} then ${b.result}`);
        if (a.result === 'U') {
          if (noBye.has(p.id)) problems.push(`${at}: [C2] pairing-allocated bye again`);
          noBye.add(p.id);
        }
        if (a.result === 'F') noBye.add(p.id);
        continue;
      }
      if (a.colour === b.colour) problems.push(`${at}: same colour in both games`);
      seen.set(a.opponent, (seen.get(a.opponent) ?? 0) + 1);
      const o = byId.get(a.opponent)!;
      if (o.rounds[g1 - 1]?.opponent !== p.id || o.rounds[g1]?.opponent !== p.id)
        problems.push(`${at}: ${o.id} does not have him as opponent`);
      const mine = a.result === '-' && b.result === '-';
      const theirs = o.rounds[g1 - 1]?.result === '-' && o.rounds[g1]?.result === '-';
      if (theirs && !mine) noBye.add(p.id);
      if (mine || theirs) continue;
      if (met.get(p.id)!.has(o.id)) problems.push(`${at}: [C1] meets ${o.id} again`);
      met.get(p.id)!.add(o.id);
    }
    for (const [id, times] of seen)
      if (times > 1) problems.push(`match ${match}: ${id} paired ${times} times`);
  }
  return problems;
}

it('keeps [C1], [C2], one pairing each and two-game matches on random tournaments played to exhaustion', () => {
  let matches = 0;
  let exhausted = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const players = 6 + ((seed * 7) % 25);
    const t = generatedDoubleSwiss(seed, players, players);
    expect(violations(t)).toEqual([]);
    const played = Math.max(...t.players.map((p) => p.rounds.length)) / 2;
    expect(Number.isInteger(played)).toBe(true);
    if (played < players) exhausted++;
    matches += played;
  }
  expect(matches).toBeGreaterThan(300);
  expect(exhausted).toBeGreaterThan(30);
});

it('keeps them on random tournaments written by swiss-pair --double-swiss -g and read back', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'swiss-double-properties-'));
  try {
    for (let seed = 1; seed <= 12; seed++) {
      const config = join(dir, `rtg-${seed}.txt`);
      const players = 7 + seed;
      writeFileSync(
        config,
        [
          `PlayersNumber=${players}`,
          `RoundsNumber=${players}`,
          'ForfeitRate=7',
          'RetiredRate=9',
          'HalfPointByeRate=6',
          'ForbiddenPairs=2',
        ].join('\n'),
      );
      const out = join(dir, `t-${seed}.trf`);
      const code = await main(['--double-swiss', '-g', config, '-o', out, '-s', String(seed)], {
        stdout: () => {},
        stderr: () => {},
      });
      expect(code).toBe(0);
      const t = readTrf(readFileSync(out));
      expect(t.info.systemCode).toBe('FIDE_DOUBLESWISS');
      expect(violations(t)).toEqual([]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
