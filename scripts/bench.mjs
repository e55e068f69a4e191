#!/usr/bin/env node
/**
 * Pairing speed, measured (not asserted in tests). Bundles the engine with
 * esbuild, then times one round of each Dutch edition on the 1000-player
 * reference tournaments (the input as it stood before the last round), and
 * on a 200-player tournament simulated here with seeded random results.
 * Then runs the benchmarks of the other systems.
 *
 *   npm run bench            (or: node scripts/bench.mjs [--dutch-only])
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const fixtures = join(root, '..', 'shared', 'fixtures');

const dir = await mkdtemp(join(tmpdir(), 'bench-'));
const outfile = join(dir, 'engine.mjs');
await esbuild.build({
  stdin: {
    contents: `
      export { readTrf } from './src/engine/trf/index.ts';
      export { inputForRound, recordedRounds } from './src/engine/replay/index.ts';
      export { dutch2017, dutch2025 } from './src/engine/systems/dutch/index.ts';
      export { DEFAULT_POINT_SYSTEM } from './src/engine/model/tournament.ts';
    `,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outfile,
  logLevel: 'warning',
});
const engine = await import(pathToFileURL(outfile).href);

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

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A tournament of `n` players paired by `system` for `rounds` rounds, results drawn by rating. */
function simulate(system, n, rounds, seed) {
  const rnd = random(seed);
  const players = Array.from({ length: n }, (_, k) => ({
    id: k + 1,
    name: `Player ${k + 1}`,
    sex: '',
    title: '',
    rating: 2600 - Math.round((k * 1400) / n),
    federation: '',
    fideId: '',
    birthDate: '',
    declaredPoints: null,
    declaredRank: null,
    rounds: [],
    withdrawn: false,
  }));
  const t = {
    header: new Map(),
    players,
    totalRounds: rounds,
    initialColour: 'w',
    pointSystem: { ...engine.DEFAULT_POINT_SYSTEM },
    forbiddenPairs: [],
    acceleration: new Map(),
    otherLines: [],
  };
  for (let r = 1; r < rounds; r++) {
    const pairing = system.pair(t, r);
    for (const { white, black } of pairing.games) {
      const x = rnd();
      const [w, b] = x < 0.4 ? ['1', '0'] : x < 0.7 ? ['=', '='] : ['0', '1'];
      players[white - 1].rounds[r - 1] = { opponent: black, colour: 'w', result: w };
      players[black - 1].rounds[r - 1] = { opponent: white, colour: 'b', result: b };
    }
    if (pairing.bye !== null)
      players[pairing.bye - 1].rounds[r - 1] = { opponent: null, colour: null, result: 'U' };
  }
  return t;
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
  const t = simulate(system, 200, 9, 2026);
  time(`${edition} 200 players (simulated), round 9`, system, t, 9);
}
await rm(dir, { recursive: true, force: true });

if (!process.argv.includes('--dutch-only')) {
  for (const script of ['bench-rating1998.mjs', 'bench-lim.mjs']) {
    console.log(`\n${script}`);
    spawnSync(process.execPath, [join(root, 'scripts', script)], { stdio: 'inherit' });
  }
}
