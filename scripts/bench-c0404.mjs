#!/usr/bin/env node
/**
 * Burstein and Dubov pairing speed (C.04.4): bundles the engine with esbuild,
 * plays simulated tournaments and prints, per system and field size, the
 * slowest round and the mean. Targets (issue 19): 200 players under 0.5 s a
 * round, 1000 players in a few seconds.
 *
 *   node scripts/bench-c0404.mjs [sizes=200,1000] [rounds=9]
 */
import { performance } from 'node:perf_hooks';
import { importBundled } from './lib/import-bundled.mjs';

const sizes = (process.argv[2] ?? '200,1000').split(',').map(Number);
const rounds = Number(process.argv[3] ?? 9);

const { burstein, dubov, simulate } = await importBundled([
  "export { burstein } from './src/engine/systems/burstein/index.ts';",
  "export { dubov } from './src/engine/systems/dubov/index.ts';",
  "export { simulate } from './test/support/engine/simulate.ts';",
]);

for (const system of [burstein, dubov]) {
  for (const players of sizes) {
    const times = [];
    simulate({ players, rounds, seed: 2026, absence: 0.03, forfeit: 0.02 }, (t, round) => {
      const start = performance.now();
      const pairing = system.pair(t, round);
      times.push(performance.now() - start);
      return pairing;
    });
    const worst = Math.max(...times);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(
      `${system.label.padEnd(9)} ${String(players).padStart(5)} players, ${rounds} rounds: slowest round ${worst.toFixed(0)} ms, mean ${mean.toFixed(0)} ms`,
    );
  }
}
