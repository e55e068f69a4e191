#!/usr/bin/env node
/**
 * One pairing in an engine that has compiled nothing yet, as a click in Sheets pairs (Apps Script
 * starts a fresh engine for every click) and as a command-line run does: each run is a fresh Node
 * process that compiles the engine, bundled as Code.js is (esbuild, syntax and white space
 * minified), reads the field and pairs its next round once. The field is the click bench's
 * (scripts/bench-sheets-click.mjs): the command line's generator, seed 1, its first `rounds`
 * rounds. Printed: the pairing's wall time and its main thread's CPU (Linux's schedstat: V8
 * compiles and collects on other threads too), medians of the runs.
 *
 *   node scripts/bench-cold-pairing.mjs [--players=1000] [--rounds=4] [--runs=7]
 *     [--system=dutch] [--vs=OTHER_TREE]
 *
 * --vs=OTHER_TREE (another checkout, say main's in a worktree of its own, with node_modules)
 * runs its engine in turn with this one, A B A B…, prints both and the median of the ratios of
 * their main-thread CPU (this tree's over OTHER's), and checks that both paired alike.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { importBundled, root } from './lib/import-bundled.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const players = Number(args.players ?? 1000);
const rounds = Number(args.rounds ?? 4);
const runs = Number(args.runs ?? 7);
const system = args.system ?? 'dutch';
const other = args.vs ?? null;

const { generateTournament, parseGeneratorConfig, getSystem, writeTrf } = await importBundled([
  "export { generateTournament, parseGeneratorConfig } from './src/engine/generator/index.ts';",
  "export { getSystem } from './src/engine/systems/registry.ts';",
  "export { writeTrf } from './src/engine/trf/index.ts';",
]);

/** The runner of one cold pairing: prints its wall ms, main-thread CPU ms and pair list. */
const RUNNER = `
const { readFileSync } = require('node:fs');
const { performance } = require('node:perf_hooks');
const vm = require('node:vm');
const [bundle, file, system] = process.argv.slice(2);
const schedstat = '/proc/self/task/' + process.pid + '/schedstat';
const cpu = () => { try { return Number(readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6; } catch { return NaN; } };
const module_ = { exports: {} };
new vm.Script('(function (module, exports, require) {' + readFileSync(bundle, 'utf8') + '\\n})', { filename: 'Code.js' })
  .runInThisContext()(module_, module_.exports, require);
const { readTrf, pairRound, getSystem } = module_.exports;
const t = readTrf(readFileSync(file, 'utf8'));
const round = Math.max(0, ...t.players.map((p) => p.rounds.length)) + 1;
const c0 = cpu();
const t0 = performance.now();
const pairing = pairRound(t, round, getSystem(system));
const ms = performance.now() - t0;
const c = cpu() - c0;
process.stdout.write(JSON.stringify({ ms, cpu: c, pairing }));
`;

const dir = await mkdtemp(join(tmpdir(), 'bench-cold-'));
try {
  const config = parseGeneratorConfig(`PlayersNumber=${players}\nRoundsNumber=${rounds + 1}\n`);
  const t = generateTournament(config, getSystem(system), {}, 1);
  for (const p of t.players) p.rounds.length = Math.min(p.rounds.length, rounds);
  const trf = join(dir, 'field.trf');
  await writeFile(trf, writeTrf(t));
  const runner = join(dir, 'runner.cjs');
  await writeFile(runner, RUNNER);
  const bundleOf = async (tree, name) => {
    const outfile = join(dir, name);
    await esbuild.build({
      stdin: {
        contents: [
          "export { readTrf } from './src/engine/trf/index.ts';",
          "export { pairRound } from './src/engine/pairing/index.ts';",
          "export { getSystem } from './src/engine/systems/registry.ts';",
        ].join('\n'),
        resolveDir: tree,
        loader: 'ts',
      },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'es2020',
      minifySyntax: true,
      minifyWhitespace: true,
      outfile,
      logLevel: 'warning',
    });
    return outfile;
  };
  const sides = [{ name: 'this tree', bundle: await bundleOf(root, 'a.cjs'), runs: [] }];
  if (other) sides.push({ name: other, bundle: await bundleOf(other, 'b.cjs'), runs: [] });
  const pairings = new Set();
  for (let r = 0; r < runs; r++)
    for (const side of sides) {
      const child = spawnSync(process.execPath, [runner, side.bundle, trf, system], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      });
      if (child.status !== 0) throw new Error(`${side.name}: ${child.stderr}`);
      const run = JSON.parse(child.stdout);
      pairings.add(JSON.stringify(run.pairing));
      side.runs.push(run);
    }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const s = (ms) => `${(ms / 1000).toFixed(3)} s`;
  console.log(
    `Cold pairing (a fresh engine a run): ${system}, ${players} players, round ${rounds + 1} ` +
      `of the generator's field (seed 1), medians of ${runs}`,
  );
  for (const side of sides)
    console.log(
      `  ${side.name}: wall ${s(median(side.runs.map((x) => x.ms)))}, ` +
        `main thread's CPU ${s(median(side.runs.map((x) => x.cpu)))}`,
    );
  if (other) {
    const ratios = sides[0].runs.map((x, k) => x.cpu / sides[1].runs[k].cpu);
    console.log(
      `  CPU ratio (this tree / ${other}): median ${median(ratios).toFixed(3)} ` +
        `(${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}); ` +
        (pairings.size === 1 ? 'the same pairing' : 'THE PAIRINGS DIFFER'),
    );
    if (pairings.size !== 1) process.exitCode = 1;
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
