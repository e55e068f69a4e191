#!/usr/bin/env node
/**
 * The other systems at size: plays whole tournaments of the command line's
 * generator (`swiss-pair -g`, the same seed giving the same field) with each
 * system, and prints the time of every round's pairing and a digest of every
 * pair list, so that a change meant to be faster can be checked to pair
 * exactly as before (the digests of two runs must be equal).
 *
 *   node scripts/bench-systems.mjs [--systems=burstein,dubov,lim,rating-1998,double-swiss]
 *     [--players=1000] [--rounds=7] [--seeds=1] [--rough] [--digest-only]
 *   node scripts/bench-systems.mjs --systems=team-swiss [--teams=200] [--boards=6] [--rounds=9] ...
 *
 * Team Swiss (C.04.6) has a generator of its own that pairs as it plays: round r is timed on the
 * tournament it generates for r - 1 rounds (the same seed), so each round is a fresh history.
 *
 * `--seeds=1-20` plays seeds 1 to 20; `--rough` adds forfeits, withdrawals,
 * half-point byes, late entries and forbidden pairs; `--digest-only` prints
 * one line per tournament (system, seed, digest), for comparing runs with
 * `diff`.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { importBundled } from './lib/import-bundled.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const systems = (args.systems ?? 'burstein,dubov,lim,rating-1998,double-swiss').split(',');
const players = Number(args.players ?? 1000);
const rounds = Number(args.rounds ?? 7);
const [from, to] = (args.seeds ?? '1').split('-').map(Number);
const digestOnly = args['digest-only'] === 'true';

const {
  generateTournament,
  parseGeneratorConfig,
  getSystem,
  generateTeamTournament,
  pairTeamRound,
  DEFAULT_TEAM_OPTIONS,
} = await importBundled([
  "export { generateTournament, parseGeneratorConfig } from './src/engine/generator/index.ts';",
  "export { getSystem } from './src/engine/systems/registry.ts';",
  "export { generateTeamTournament } from './src/engine/generator/team-generate.ts';",
  "export { pairTeamRound, DEFAULT_TEAM_OPTIONS } from './src/engine/systems/team-swiss/index.ts';",
]);

/** Times one pairing (wall and CPU, ms) into the lists, and adds its pairs to the digest. */
function timed(pair, times, cpu, hash, round) {
  const start = performance.now();
  const used = process.cpuUsage();
  const pairing = pair();
  times.push(performance.now() - start);
  // CPU time as well: on a busy machine it is the steadier figure.
  const { user, system: sys } = process.cpuUsage(used);
  cpu.push((user + sys) / 1000);
  hash.update(`${round}:${pairing.bye ?? pairing.pab ?? 0}`);
  for (const g of pairing.games ?? pairing.matches) hash.update(`;${g.white}-${g.black}`);
  hash.update('\n');
  return pairing;
}

/** Plays seed's tournament with system `id`, timing every round. */
function play(id, seed, times, cpu, hash) {
  if (id === 'team-swiss') {
    const teams = Number(args.teams ?? 200);
    const c = {
      teams,
      boards: Number(args.boards ?? 6),
      substitutes: 0,
      byeRate: args.rough === 'true' ? 0.03 : 0,
      forfeitRate: args.rough === 'true' ? 0.03 : 0,
      withdrawalRate: args.rough === 'true' ? 0.05 : 0,
      absenceRate: args.rough === 'true' ? 0.08 : 0,
    };
    for (let round = 1; round <= rounds; round++) {
      const t = generateTeamTournament({ ...c, rounds: round - 1 }, DEFAULT_TEAM_OPTIONS, seed);
      t.totalRounds = rounds;
      timed(() => pairTeamRound(t, round, DEFAULT_TEAM_OPTIONS), times, cpu, hash, round);
    }
    return;
  }
  const system = getSystem(id);
  generateTournament(
    config,
    {
      ...system,
      pair: (t, round, options) =>
        timed(() => system.pair(t, round, options), times, cpu, hash, round),
    },
    {},
    seed,
  );
}

const rough =
  args.rough === 'true'
    ? `ForfeitRate=12\nRetiredRate=15\nHalfPointByeRate=10\nLateEntries=${Math.ceil(players / 20)}\nForbiddenPairs=${Math.ceil(players / 10)}\n`
    : '';
const config = parseGeneratorConfig(`PlayersNumber=${players}\nRoundsNumber=${rounds}\n${rough}`);
for (const id of systems) {
  let worst = 0;
  let worstCpu = 0;
  const size = id === 'team-swiss' ? `${args.teams ?? 200} teams` : `${players} players`;
  for (let seed = from; seed <= (to ?? from); seed++) {
    const times = [];
    const cpu = [];
    const hash = createHash('sha256');
    play(id, seed, times, cpu, hash);
    const digest = hash.digest('hex').slice(0, 16);
    worst = Math.max(worst, ...times);
    worstCpu = Math.max(worstCpu, ...cpu);
    if (digestOnly) console.log(`${id} seed ${seed}: ${digest}`);
    else
      console.log(
        `${id} seed ${seed}, ${size}: ${times.map((ms) => ms.toFixed(0)).join(' ')} ms` +
          ` (cpu ${cpu.map((ms) => ms.toFixed(0)).join(' ')} ms; total ${(times.reduce((a, b) => a + b, 0) / 1000).toFixed(2)} s; pairings ${digest})`,
      );
  }
  if (!digestOnly)
    console.log(
      `${id}: slowest round ${(worst / 1000).toFixed(2)} s (cpu ${(worstCpu / 1000).toFixed(2)} s)`,
    );
}
