#!/usr/bin/env node
/**
 * The figure issue 20 judges: the whole process of the command line pairing
 * one round (`node bin/swiss-pair.js --dutch[-2017] in.trf -p out`), start-up,
 * reading and writing included, on round 9 of the 500- and 1000-player
 * reference tournaments (../shared/fixtures/large). Each input is the file
 * as it stood before round 9 was paired (fixtures README, "Replaying round
 * r": the engine's inputForRound, written by writeTrf). Prints the median
 * and the fastest of the runs, and whether the pairing is the reference's.
 *
 * The reference engine is never run unless named (it is no dependency of
 * the project): with --reference-2017=PATH and/or --reference-2025=PATH
 * (bbpPairings 5.0.1 and 6 executables) each of its runs alternates with
 * one of ours, and the ratio of the medians is printed beside the target.
 *
 *   node scripts/bench-cli.mjs [--runs=5] [--sizes=500,1000] [--editions=dutch-2017,dutch-2025]
 *                              [--reference-2017=PATH] [--reference-2025=PATH] [--reference-runs=3]
 * Run `npm run build` first (npm run bench does).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importBundled, root } from './lib/import-bundled.mjs';

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

const runs = Number(option('runs', '5'));
const referenceRuns = Number(option('reference-runs', '3'));
const sizes = option('sizes', '500,1000').split(',');
const editions = option('editions', 'dutch-2017,dutch-2025').split(',');
/** Issue 20: at most this share of the reference engine's time, per edition and size. */
const TARGET = {
  'dutch-2017': { 500: 0.5, 1000: 0.3 },
  'dutch-2025': { 500: 0.05, 1000: 0.05 },
};
const OPTION = { 'dutch-2017': '--dutch-2017', 'dutch-2025': '--dutch' };
const REFERENCE = {
  'dutch-2017': option('reference-2017', null),
  'dutch-2025': option('reference-2025', null),
};

const engine = await importBundled([
  "export { readTrf, writeTrf } from './src/engine/trf/index.ts';",
  "export { inputForRound } from './src/engine/pairing/index.ts';",
  "export { recordedRounds, expectedPairing } from './src/engine/replay/index.ts';",
  "export { formatPairList } from './src/cli/pair-list.ts';",
]);

const cli = join(root, 'bin', 'swiss-pair.js');
if (!existsSync(join(root, 'dist', 'cli.cjs'))) {
  console.error('bench-cli: dist/cli.cjs is missing: run npm run build first');
  process.exit(2);
}

/** One run: wall seconds, and the pair list it wrote. */
async function timed(command, args, out) {
  const start = process.hrtime.bigint();
  const r = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const s = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${r.stderr}`);
  return { s, list: await readFile(out, 'utf8') };
}

/** A pair list without its order: the count line, then the pairs sorted. */
const asSet = (list) => {
  const [count, ...pairs] = list.trim().split(/\r?\n/);
  return [count, ...pairs.sort()].join('\n');
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = await mkdtemp(join(tmpdir(), 'bench-cli-'));
try {
  const startup = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    spawnSync(process.execPath, [cli, '--version'], { stdio: 'ignore' });
    startup.push(Number(process.hrtime.bigint() - start) / 1e9);
  }
  console.log(
    `Command line, whole process, one round (median of ${runs}; swiss-pair --version alone: ${median(startup).toFixed(3)} s)`,
  );
  for (const size of sizes) {
    for (const edition of editions) {
      const t = engine.readTrf(
        await readFile(join(root, '..', 'shared', 'fixtures', 'large', edition, `p${size}.trf`)),
      );
      const round = engine.recordedRounds(t).at(-1);
      const input = join(dir, `in-${edition}-p${size}.trf`);
      await writeFile(input, engine.writeTrf(engine.inputForRound(t, round)));
      const expected = asSet(engine.formatPairList(engine.expectedPairing(t, round)));
      const out = join(dir, 'out.txt');
      const ours = [];
      const theirs = [];
      let same = true;
      const reference = REFERENCE[edition];
      for (let i = 0; i < runs; i++) {
        const run = await timed(process.execPath, [cli, OPTION[edition], input, '-p', out], out);
        ours.push(run.s);
        same &&= asSet(run.list) === expected;
        if (reference && i < referenceRuns)
          theirs.push((await timed(reference, ['--dutch', input, '-p', out], out)).s);
      }
      const label = `${edition} p${size}.trf, round ${round}`.padEnd(32);
      let line = `${label} ${median(ours).toFixed(3)} s (fastest ${Math.min(...ours).toFixed(3)})`;
      line += same ? ', the reference pairing' : ', NOT THE REFERENCE PAIRING';
      if (theirs.length > 0) {
        const ratio = median(ours) / median(theirs);
        const target = TARGET[edition][size];
        line += `; reference engine ${median(theirs).toFixed(3)} s, ratio ${ratio.toFixed(3)}`;
        if (target !== undefined) line += ` (target <= ${target})`;
      }
      console.log(line);
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
