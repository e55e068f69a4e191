#!/usr/bin/env node
/**
 * Double-Swiss pairing speed (C.04.5): bundles the engine with esbuild,
 * generates tournaments with the product's generator (both games of every
 * match written) and prints, per field size, the slowest match round and
 * the mean.
 *
 *   node scripts/bench-double-swiss.mjs [sizes=50,200] [matches=9]
 */
import { performance } from 'node:perf_hooks';
import { importBundled } from './lib/import-bundled.mjs';

const sizes = (process.argv[2] ?? '50,200').split(',').map(Number);
const matches = Number(process.argv[3] ?? 9);

const { doubleSwiss, generateTournament, DEFAULT_GENERATOR_CONFIG } = await importBundled([
  "export { doubleSwiss } from './src/engine/systems/double-swiss/index.ts';",
  "export { generateTournament, DEFAULT_GENERATOR_CONFIG } from './src/engine/generator/index.ts';",
]);

for (const players of sizes) {
  const times = [];
  const timed = {
    ...doubleSwiss,
    pair: (t, round, options) => {
      const start = performance.now();
      const pairing = doubleSwiss.pair(t, round, options);
      times.push(performance.now() - start);
      return pairing;
    },
  };
  const config = {
    ...DEFAULT_GENERATOR_CONFIG,
    playersNumber: players,
    roundsNumber: matches,
    forfeitRate: 30,
    halfPointByeRate: 20,
  };
  generateTournament(config, timed, {}, 2026);
  const worst = Math.max(...times);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `Double-Swiss ${String(players).padStart(5)} players, ${times.length} matches: slowest match round ${worst.toFixed(0)} ms, mean ${mean.toFixed(0)} ms`,
  );
}
