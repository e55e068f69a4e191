#!/usr/bin/env node
/**
 * Pairing speed, measured (not asserted in tests). Bundles the engine with
 * esbuild, then times one round of each Dutch edition on the 1000-player
 * reference tournaments (the input as it stood before the last round), and
 * on a 200-player tournament simulated with seeded random results.
 * Then runs the benchmarks of the other systems (bench-systems.mjs: each at
 * 1,000 players, team Swiss at 200 teams, every round's wall and CPU time).
 *
 * Then the whole command line process on round 9 of the same tournaments
 * and of the 500-player ones (bench-cli.mjs: the figure issue 20 compares
 * with the reference engine, which it also times when given
 * --reference-2017=PATH / --reference-2025=PATH).
 *
 * Then the big fields of bench-big-field.mjs (500 and 1000 players; with
 * --large also 2000, 4000 and 9999).
 *
 *   npm run bench            (or: node scripts/bench.mjs [--dutch-only] [--large])
 *   npm run bench -- --large (package.json runs this script last, so it gets the arguments)
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importBundled, root } from './lib/import-bundled.mjs';

const fixtures = join(root, '..', 'shared', 'fixtures');

const engine = await importBundled([
  "export { readTrf } from './src/engine/trf/index.ts';",
  "export { inputForRound } from './src/engine/pairing/index.ts';",
  "export { recordedRounds } from './src/engine/replay/index.ts';",
  "export { dutch2017, dutch2025 } from './src/engine/systems/dutch/index.ts';",
  "export { simulate } from './test/support/engine/simulate.ts';",
]);

function time(label, system, t, round) {
  const input = engine.inputForRound(t, round);
  const start = performance.now();
  const cpu = process.cpuUsage();
  const pairing = system.pair(input, round);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  // CPU time as well: on a busy machine it is the steadier figure.
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    `${label.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms  (cpu ${cpuMs.toFixed(0)} ms, ${pairing.games.length} games)`,
  );
  return pairing;
}

console.log('Dutch system, one round (target: 2017 edition 1000 players < 1 s, 200 < 0.1 s;');
console.log('2025 edition 1000 players < 2 s)');
for (const [edition, system] of [
  ['dutch-2017', engine.dutch2017],
  ['dutch-2025', engine.dutch2025],
]) {
  const file = join(fixtures, 'large', edition, 'p1000.trf');
  const t = engine.readTrf(await readFile(file));
  const last = engine.recordedRounds(t).at(-1);
  time(`${edition} p1000.trf, round ${last}`, system, t, last);
}
// Early rounds have the largest scoregroups: the slowest round, for the record.
for (const [edition, system] of [
  ['dutch-2017', engine.dutch2017],
  ['dutch-2025', engine.dutch2025],
]) {
  const t = engine.readTrf(await readFile(join(fixtures, 'large', edition, 'p1000.trf')));
  let slowest = { round: 0, ms: 0 };
  let total = 0;
  for (const round of engine.recordedRounds(t)) {
    const input = engine.inputForRound(t, round);
    const start = performance.now();
    system.pair(input, round);
    const ms = performance.now() - start;
    total += ms;
    if (ms > slowest.ms) slowest = { round, ms };
  }
  console.log(
    `${`${edition} p1000.trf, every round`.padEnd(44)} ${(total / 1000).toFixed(1).padStart(6)} s   (slowest: round ${slowest.round}, ${slowest.ms.toFixed(0)} ms)`,
  );
}
for (const [edition, system] of [
  ['dutch-2017', engine.dutch2017],
  ['dutch-2025', engine.dutch2025],
]) {
  // The round is timed inside the simulation, with the eight before it played.
  engine.simulate({ players: 200, rounds: 9, seed: 2026 }, (t, round) =>
    round < 9
      ? system.pair(t, round)
      : time(`${edition} 200 players (simulated), round 9`, system, t, 9),
  );
}

console.log();
spawnSync(
  process.execPath,
  [
    join(root, 'scripts', 'bench-cli.mjs'),
    ...process.argv.slice(2).filter((a) => /^--reference-(2017|2025|runs)=/.test(a)),
  ],
  { stdio: 'inherit' },
);

console.log();
spawnSync(
  process.execPath,
  [
    join(root, 'scripts', 'bench-big-field.mjs'),
    ...process.argv
      .slice(2)
      .filter((a) => a !== '--dutch-only' && !/^--reference-(2017|2025|runs)=/.test(a)),
  ],
  { stdio: 'inherit' },
);

if (!process.argv.includes('--dutch-only')) {
  // The other systems at size (issue 35): 1,000 players, 7 rounds, and team Swiss 200 teams.
  for (const [script, ...args] of [
    ['bench-rating1998.mjs'],
    ['bench-lim.mjs'],
    ['bench-systems.mjs'],
    ['bench-systems.mjs', '--rough'],
    ['bench-systems.mjs', '--systems=team-swiss', '--teams=200', '--rounds=9'],
  ]) {
    console.log(`\n${[script, ...args].join(' ')}`);
    spawnSync(process.execPath, [join(root, 'scripts', script), ...args], { stdio: 'inherit' });
  }
}
