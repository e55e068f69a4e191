#!/usr/bin/env node
/**
 * Rating-based Swiss (1998) pairing speed: bundles the engine and the test
 * simulator with esbuild, then plays whole simulated tournaments (ratings,
 * results, absences and forfeits drawn from a seeded generator, so every run
 * plays the same games) and prints the time of each round's pairing.
 * The target: 200 players paired in under 1 s per round.
 *
 *   node scripts/bench-rating1998.mjs [players=200] [rounds=9] [tournaments=3]
 */
import { performance } from 'node:perf_hooks';
import { importBundled } from './lib/import-bundled.mjs';

const [players = 200, rounds = 9, tournaments = 3] = process.argv.slice(2).map(Number);

const { rating1998, simulate } = await importBundled([
  "export { rating1998 } from './src/engine/systems/rating1998/index.ts';",
  "export { simulate } from './test/support/engine/simulate.ts';",
]);

let worst = 0;
let total = 0;
let count = 0;
for (let seed = 1; seed <= tournaments; seed++) {
  const times = [];
  simulate({ players, rounds, seed, absence: 0.03, forfeit: 0.02, withdrawal: 0.01 }, (t, r) => {
    const start = performance.now();
    const pairing = rating1998.pair(t, r);
    times.push(performance.now() - start);
    return pairing;
  });
  worst = Math.max(worst, ...times);
  total += times.reduce((a, b) => a + b, 0);
  count += times.length;
  console.log(
    `tournament ${seed}: ${players} players, ${rounds} rounds: ` +
      times.map((ms) => ms.toFixed(0)).join(' ') +
      ' ms',
  );
}
console.log(
  `rating-1998: ${players} players, ${count} rounds paired: ` +
    `mean ${(total / count).toFixed(0)} ms, worst ${worst.toFixed(0)} ms per round ` +
    `(target < 1000 ms)`,
);
