import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import {
  generateTeamTournament,
  randomTeamOptions,
  type TeamGeneratorConfig,
} from '../../src/engine/generator/team-generate.js';
import { teamTournamentBefore } from '../../src/engine/model/team-history.js';
import { lastPairedTeamRound } from '../../src/engine/model/team-rounds.js';
import { seededRandom } from '../../src/engine/seeded-random.js';
import { readTeamTournament } from '../../src/engine/trf/read-team.js';
import { writeTeamTournament } from '../../src/engine/trf/write-team.js';
import { literalPairing, literalStats } from '../support/team/literal-reading.js';

/**
 * `swiss-pair --team -p` against C.04.6 read a second time from the text
 * alone (test/support/team/literal-reading.ts), round by round on random
 * tournaments of the generator: 3-16 teams, 2-6 boards, substitutes,
 * forfeited matches, requested byes, withdrawals, both primary scores, all
 * three colour types, Baku. Each round goes through the TRF file as it stood
 * before it, as a user would pair it.
 */
const TOURNAMENTS = Number(process.env.TEAM_LITERAL_TOURNAMENTS ?? 100);
/** Larger fields by hand: TEAM_LITERAL_TEAMS=17-40 (the reading is exhaustive, so slower). */
const [MIN_TEAMS, MAX_TEAMS] = (process.env.TEAM_LITERAL_TEAMS ?? '3-16')
  .split('-')
  .map(Number) as [number, number];

const dir = mkdtempSync(join(tmpdir(), 'team-literal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pairThroughCli(text: string): Promise<{ code: number; out: string }> {
  const input = join(dir, 'in.trf');
  const output = join(dir, 'out.txt');
  writeFileSync(input, text);
  rmSync(output, { force: true });
  const code = await main(['--team', input, '-p', output], {
    stdout: () => undefined,
    stderr: () => undefined,
    stderrIsTTY: false,
  });
  return { code, out: code === 0 ? readFileSync(output, 'utf8') : '' };
}

const counts = {
  tournaments: 0,
  rounds: 0,
  baku: 0,
  gp: 0,
  withdrawals: 0,
  byes: 0,
  lineUps: 0,
  forfeits: 0,
};
const types = new Set<string>();

function config(seed: number): TeamGeneratorConfig {
  const rnd = seededRandom(seed * 104729 + 3);
  const teams = MIN_TEAMS + Math.floor(rnd() * (MAX_TEAMS - MIN_TEAMS + 1));
  return {
    teams,
    boards: 2 + Math.floor(rnd() * 5),
    rounds: Math.max(1, Math.min(teams - 1, 3 + Math.floor(rnd() * 7))),
    substitutes: Math.floor(rnd() * 3),
    byeRate: rnd() < 0.4 ? 0 : 0.06,
    forfeitRate: rnd() < 0.4 ? 0 : 0.06,
    withdrawalRate: rnd() < 0.5 ? 0 : 0.08,
    absenceRate: rnd() < 0.3 ? 0 : 0.1,
  };
}

async function disagreements(seed: number): Promise<string[]> {
  const c = config(seed);
  const o = randomTeamOptions(seed);
  let t;
  try {
    t = generateTeamTournament(c, o, seed);
  } catch (e) {
    if (process.env.TEAM_LITERAL_DEBUG) console.log(`seed ${seed}: ${String(e)}`);
    return []; // a tiny field the byes leave unpairable: nothing to compare
  }
  counts.tournaments++;
  types.add(o.colourType);
  if (t.byes.some((b) => b.type !== 'Z')) counts.byes++;
  if (t.byes.some((b) => b.round === c.rounds && b.type === 'Z')) counts.withdrawals++;
  if (t.lineUps.length > 0) counts.lineUps++;
  if (t.forfeits.length > 0) counts.forfeits++;
  const out: string[] = [];
  // A round no pairing exists for ends the generated tournament (the rounds after it are not played).
  const last = Math.min(c.rounds, lastPairedTeamRound(t) + 1);
  for (let round = 1; round <= last; round++) {
    const text = writeTeamTournament(teamTournamentBefore(t, round));
    const read = readTeamTournament(text);
    const engine = await pairThroughCli(text);
    let literal;
    try {
      literal = literalPairing(read, round, o);
    } catch {
      literal = null;
    }
    if (literal === null) {
      if (engine.code !== 1) out.push(`seed ${seed} round ${round}: the text finds no pairing`);
      continue;
    }
    counts.rounds++;
    if (o.baku) counts.baku++;
    if (o.primary === 'gp') counts.gp++;
    const expected = [
      String(literal.matches.length + (literal.pab === null ? 0 : 1)),
      ...literal.matches.map((m) => `${m.white} ${m.black}`).sort(),
      ...(literal.pab === null ? [] : [`${literal.pab} 0`]),
    ];
    const lines = engine.out.trim().split(/\r?\n/);
    const got = [
      lines[0],
      ...lines
        .slice(1)
        .filter((l) => !l.endsWith(' 0'))
        .sort(),
      ...lines.slice(1).filter((l) => l.endsWith(' 0')),
    ];
    if (got.join('|') !== expected.join('|'))
      out.push(
        `seed ${seed} (${c.teams} teams, ${o.primary}${o.baku ? ' Baku' : ''}, type ${o.colourType}) round ${round}: engine ${got.join(', ')}; text ${expected.join(', ')} (${literal.matches.map((m) => `${m.white}-${m.black} ${m.rule}`).join(', ')})`,
      );
  }
  return out;
}

describe('swiss-pair --team -p = C.04.6 read literally (random tournaments of 3-16 teams)', () => {
  it(`${TOURNAMENTS} tournaments, every round`, async () => {
    const found: string[] = [];
    for (let seed = 1; seed <= TOURNAMENTS; seed++) found.push(...(await disagreements(seed)));
    expect(found).toEqual([]);
    expect(counts.tournaments).toBeGreaterThan(TOURNAMENTS * 0.9);
    expect(counts.rounds).toBeGreaterThan(3 * TOURNAMENTS);
    expect(counts.baku).toBeGreaterThan(0);
    expect(counts.gp).toBeGreaterThan(0);
    for (const kind of ['withdrawals', 'byes', 'lineUps', 'forfeits'] as const)
      expect(counts[kind]).toBeGreaterThan(0);
    // Each criterion that can change a choice did change one somewhere.
    for (const c of ['c6', 'c7', 'c8', 'c9', 'c10', 'manyUpfloaters'] as const)
      expect(literalStats[c]).toBeGreaterThan(0);
    expect([...types].sort()).toEqual(['A', 'B', 'none']);
    console.log(`literal differential: ${JSON.stringify(counts)} ${JSON.stringify(literalStats)}`);
  }, 900_000);
});
