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

const { generateTournament, parseGeneratorConfig, getSystem } = await importBundled([
  "export { generateTournament, parseGeneratorConfig } from './src/engine/generator/index.ts';",
  "export { getSystem } from './src/engine/systems/registry.ts';",
]);

const rough =
  args.rough === 'true'
    ? `ForfeitRate=12\nRetiredRate=15\nHalfPointByeRate=10\nLateEntries=${Math.ceil(players / 20)}\nForbiddenPairs=${Math.ceil(players / 10)}\n`
    : '';
const config = parseGeneratorConfig(`PlayersNumber=${players}\nRoundsNumber=${rounds}\n${rough}`);
for (const id of systems) {
  const system = getSystem(id);
  let worst = 0;
  let worstCpu = 0;
  for (let seed = from; seed <= (to ?? from); seed++) {
    const times = [];
    const cpu = [];
    const hash = createHash('sha256');
    const timed = {
      ...system,
      pair(t, round, options) {
        const start = performance.now();
        const used = process.cpuUsage();
        const pairing = system.pair(t, round, options);
        times.push(performance.now() - start);
        // CPU time as well: on a busy machine it is the steadier figure.
        const { user, system: sys } = process.cpuUsage(used);
        cpu.push((user + sys) / 1000);
        hash.update(`${round}:${pairing.bye ?? 0}`);
        for (const g of pairing.games) hash.update(`;${g.white}-${g.black}`);
        hash.update('\n');
        return pairing;
      },
    };
    generateTournament(config, timed, {}, seed);
    const digest = hash.digest('hex').slice(0, 16);
    worst = Math.max(worst, ...times);
    worstCpu = Math.max(worstCpu, ...cpu);
    if (digestOnly) console.log(`${id} seed ${seed}: ${digest}`);
    else
      console.log(
        `${id} seed ${seed}, ${players} players: ${times.map((ms) => ms.toFixed(0)).join(' ')} ms` +
          ` (cpu ${cpu.map((ms) => ms.toFixed(0)).join(' ')} ms; total ${(times.reduce((a, b) => a + b, 0) / 1000).toFixed(2)} s; pairings ${digest})`,
      );
  }
  if (!digestOnly)
    console.log(
      `${id}: slowest round ${(worst / 1000).toFixed(2)} s (cpu ${(worstCpu / 1000).toFixed(2)} s)`,
    );
}
