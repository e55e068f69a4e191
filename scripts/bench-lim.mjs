#!/usr/bin/env node
/**
 * Lim pairing speed: bundles the engine with esbuild, then plays whole
 * simulated tournaments (results drawn from a seeded generator) and prints
 * the time of each round's pairing. The target: 200 players in under 1 s.
 *
 *   node scripts/bench-lim.mjs [players=200] [rounds=9] [tournaments=3]
 */
import { performance } from 'node:perf_hooks';
import { importBundled } from './lib/import-bundled.mjs';

const [players = 200, rounds = 9, tournaments = 3] = process.argv.slice(2).map(Number);

const { limSystem, simulate } = await importBundled([
  "export { limSystem } from './src/engine/systems/lim/index.ts';",
  "export { simulate } from './test/support/engine/simulate.ts';",
]);

const times = [];
for (let k = 0; k < tournaments; k++) {
  const n = players + k; // one odd field out of three: byes too
  try {
    simulate({ players: n, rounds, seed: 1000 + k }, (t, round) => {
      const start = performance.now();
      const pairing = limSystem.pair(t, round, {});
      times.push({ tournament: k + 1, round, players: n, ms: performance.now() - start });
      return pairing;
    });
  } catch (e) {
    // Long tournaments of few players can run out of pairings (C.04.1 2, Lim 2.1).
    if (e?.name !== 'NoValidPairingError') throw e;
    console.log(
      `tournament ${k + 1}: no valid pairing for round ${times.length + 1}; stopped there`,
    );
  }
}

for (const { tournament, round, players: n, ms } of times)
  console.log(`tournament ${tournament} (${n} players) round ${round}: ${ms.toFixed(1)} ms`);
const worst = Math.max(...times.map((x) => x.ms));
const total = times.reduce((s, x) => s + x.ms, 0);
console.log(
  `Lim, ${players} players: worst round ${worst.toFixed(1)} ms, mean ${(total / times.length).toFixed(1)} ms over ${times.length} rounds`,
);
