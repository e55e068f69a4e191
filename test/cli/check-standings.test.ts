import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { computeStandings } from '../../src/engine/standings/index.js';
import { readTrf, writeTrf } from '../../src/engine/trf/index.js';

/**
 * -c also checks the file's final columns (the 2026 endorsement checklist
 * fails wrong standings): points against the results, and ranks against the
 * standings of the tie-breaks the file lists (202/212). Counted apart from
 * the pairings' discrepancies.
 */
const CLUB = new URL('../fixtures/club-15/club.trf', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'swiss-check-standings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function check(text: string) {
  const file = join(dir, 'f.trf');
  writeFileSync(file, text, 'latin1');
  let out = '';
  const code = await main([file, '-c'], { stdout: (s) => (out += s), stderr: () => {} });
  return { code, out };
}

it('reports a player whose declared points the results do not give, apart from the pairings', async () => {
  const t = readTrf(readFileSync(CLUB));
  t.players[4]!.declaredPoints = (t.players[4]!.declaredPoints ?? 0) + 1;
  const r = await check(writeTrf(t));
  expect(r.code).toBe(1);
  expect(r.out).toMatch(/standings: player 5: [\d.]+ points declared, [\d.]+ from the results/);
  expect(r.out).toMatch(/discrepancies 0, standings differences 1\n$/);
});

it('with 212 and ranks, checks the ranks against those tie-breaks', async () => {
  const t = readTrf(readFileSync(CLUB));
  t.info.tiebreaks = ['BH/C1', 'BH', 'SB'];
  const rank = new Map(
    computeStandings(t, { tiebreaks: 'BH/C1,BH,SB' }).map((r) => [r.id, r.rank]),
  );
  for (const p of t.players) p.declaredRank = rank.get(p.id)!;
  expect((await check(writeTrf(t))).out).toMatch(/discrepancies 0\n$/);
  // Two ranks swapped by hand: both are named.
  const [a, b] = [t.players[0]!, t.players[1]!];
  [a.declaredRank, b.declaredRank] = [b.declaredRank, a.declaredRank];
  const r = await check(writeTrf(t));
  expect(r.code).toBe(1);
  expect(r.out.match(/standings: player \d+: rank \d+ declared/g)).toHaveLength(2);
});
