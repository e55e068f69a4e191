// Benchmark of the matching engine: bundles src/engine/matching with esbuild, then times
// full solves on dense random graphs and warm-started re-solves after single-vertex updates.
// Usage: node scripts/bench-matching.mjs [--quick]
import { importBundled } from './lib/import-bundled.mjs';

const { WeightedMatcher, CardinalityMatcher, seededRandom } = await importBundled([
  "export { WeightedMatcher, CardinalityMatcher } from './src/engine/matching/index.ts';",
  "export { seededRandom } from './src/engine/seeded-random.ts';",
]);

const quick = process.argv.includes('--quick');
const L = 4;

/** Dense random weights shaped like the pairing engine's: a few top values, wide lower limbs. */
function randomWeights(n, seed) {
  const rand = seededRandom(seed);
  const w = new Float64Array(n * n * L);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const o1 = (i * n + j) * L;
      const o2 = (j * n + i) * L;
      const limbs = [
        1 + Math.floor(rand() * 3),
        Math.floor(rand() * 2000) - 1000,
        Math.floor(rand() * 2 ** 30) - 2 ** 29,
        Math.floor(rand() * 2 ** 40),
      ];
      for (let k = 0; k < L; k++) {
        w[o1 + k] = limbs[k];
        w[o2 + k] = limbs[k];
      }
    }
  }
  return w;
}

function load(m, n, w) {
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++)
      m.setWeight(i, j, w.subarray((i * n + j) * L, (i * n + j + 1) * L));
  }
}

function time(fn) {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;

console.log(`Node ${process.version}, L = ${L} limbs, dense random weights`);

{
  // The engine calls the matcher hundreds of times per round; the first call also pays for
  // compiling the hot loops, so it is shown apart and the timings below are after a warm-up.
  const n = 200;
  const m = new WeightedMatcher(n, L);
  load(m, n, randomWeights(n, 1));
  console.log(`first solve ever n=${n}: ${fmt(time(() => m.solve()))} (includes JIT warm-up)`);
  for (let r = 0; r < 3; r++) {
    const w = new WeightedMatcher(n, L);
    load(w, n, randomWeights(n, 2 + r));
    w.solve();
  }
  runUpdates(m, n, randomWeights(n, 1), 200, 3);
}

for (const n of quick ? [200, 400] : [200, 400, 1000]) {
  const runs = n >= 1000 ? 2 : 5;
  const times = [];
  for (let r = 0; r < runs; r++) {
    const w = randomWeights(n, 1000 + r);
    const m = new WeightedMatcher(n, L);
    load(m, n, w);
    times.push(time(() => m.solve()));
  }
  console.log(
    `full solve       n=${n}: median ${fmt(median(times))} (runs: ${times.map(fmt).join(', ')})`,
  );
}

{
  const n = 400;
  const w = randomWeights(n, 77);
  const m = new WeightedMatcher(n, L);
  load(m, n, w);
  m.solve();
  const { total, worst, kinds, means } = runUpdates(m, n, w, 100, 5);
  console.log(
    `incremental      n=${n}: 100 single-vertex updates + solve: total ${fmt(total)}, ` +
      `mean ${fmt(total / 100)}, worst ${fmt(worst)}\n` +
      `                 counts ${JSON.stringify(kinds)}, mean solve per kind ${JSON.stringify(means)}`,
  );
}

/**
 * Random single-vertex updates like the pairing engine's: the same bonus on every edge of a
 * vertex, bonuses that differ per edge (ranking its opponents), or all its edges removed (and
 * given back at the next update). Times solve() only.
 */
function runUpdates(m, n, w, updates, seed) {
  const rand = seededRandom(seed);
  const cur = new Float64Array(L);
  const zero = new Float64Array(L);
  const kinds = { uniform: 0, ranked: 0, remove: 0, restore: 0 };
  const perKind = { uniform: 0, ranked: 0, remove: 0, restore: 0 };
  let removed = -1;
  let total = 0;
  let worst = 0;
  for (let u = 0; u < updates; u++) {
    const v = Math.floor(rand() * n);
    const r = rand();
    const kind = removed !== -1 ? 'restore' : r < 0.45 ? 'uniform' : r < 0.8 ? 'ranked' : 'remove';
    kinds[kind]++;
    if (kind === 'restore') {
      load1(m, n, w, removed);
      removed = -1;
    } else if (kind === 'remove') {
      for (let j = 0; j < n; j++) if (j !== v) m.setWeight(v, j, zero);
      removed = v;
    } else {
      const bonus = 1 + Math.floor(rand() * 1000);
      for (let j = 0; j < n; j++) {
        if (j === v) continue;
        m.getWeight(v, j, cur);
        if (cur[0] === 0) continue;
        cur[2] += kind === 'uniform' ? bonus : j;
        m.setWeight(v, j, cur);
      }
    }
    const t = time(() => m.solve());
    perKind[kind] += t;
    total += t;
    worst = Math.max(worst, t);
  }
  const means = Object.fromEntries(
    Object.entries(perKind).map(([k, t]) => [k, `${(t / Math.max(1, kinds[k])).toFixed(2)} ms`]),
  );
  return { total, worst, kinds, means };
}

function load1(m, n, w, v) {
  for (let j = 0; j < n; j++) {
    if (j !== v) m.setWeight(v, j, w.subarray((v * n + j) * L, (v * n + j + 1) * L));
  }
}

{
  const n = quick ? 400 : 1000;
  const rand = seededRandom(9);
  const c = new CardinalityMatcher(n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) if (rand() < 0.3) c.setEdge(i, j, true);
  const tFull = time(() => c.solve());
  let total = 0;
  for (let u = 0; u < 100; u++) {
    // disabling one vertex frees its mate, which needs a new augmenting path
    c.setVertexEnabled(Math.floor(rand() * n), false);
    total += time(() => c.solve());
  }
  console.log(
    `cardinality      n=${n} (density 0.3): first solve ${fmt(tFull)}, ` +
      `100 re-solves after disabling a vertex: total ${fmt(total)}`,
  );
}
