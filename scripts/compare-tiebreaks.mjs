#!/usr/bin/env node
/**
 * Compares our tie-break values with those of FIDE TEC's reference program
 * (Gacrux, github.com/OttoMilvang/TieBreakServer, a Python program) over TRF
 * files, for every variant both compute. Nothing in the tests or CI runs it:
 * the reference is used only when it is on this machine.
 *
 *   node scripts/compare-tiebreaks.mjs --reference DIR [options] FILE|FOLDER ...
 *
 *   --reference DIR   the reference's folder (holding tiebreakchecker.py);
 *                     or set TIEBREAK_REFERENCE
 *   --python CMD      the Python 3 interpreter (default $PYTHON, else python3)
 *   --tiebreaks LIST  the variants, comma-separated (default: VARIANTS below)
 *   --unrated-rating R  the rating of unrated players in the Article 10 tie-breaks
 *                     (both programs; without it those are empty once anyone is unrated)
 *   --jobs N          reference processes at once (default 2)
 *   --quiet           counts only, no line per mismatch
 *
 * Both programs compute the standings after the last round with results, in
 * Swiss mode (C.07 16), under the edition their own rules choose (the start
 * date, 042; without one, the 2026 text). DE comes first after the points in
 * both lists, so that both apply it to the same groups (those tied on points);
 * the Fore Buchholz variants (FB, /F) come last (see parseArgs).
 * A value either program leaves empty (ARO of a player without a rated game)
 * is null and equals only null. Exit status: 0 no mismatch, 1 mismatches or a
 * file either program could not read, 2 wrong arguments.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { importBundled } from './lib/import-bundled.mjs';

/** Every variant both programs compute (C.07 5, with the modifiers of 14 and the TEC notation). */
const VARIANTS = [
  'DE',
  'BH',
  'BH/C1',
  'BH/C2',
  'BH/M1',
  'BH/M2',
  'BH/P',
  'FB',
  'FB/C1',
  'SB',
  'SB/C1',
  'SB/C2',
  'SB/M1',
  'SB/P',
  'AOB',
  'AOB/F',
  'PS',
  'PS/C1',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'REP',
  'KS',
  'STD',
  'TPN',
  'RTNG',
  'ARO',
  'ARO/C1',
  'ARO/M1',
  'TPR',
  'PTP',
  'APRO',
  'APPO',
];

const usage = `Usage: node scripts/compare-tiebreaks.mjs --reference DIR [--python CMD] [--tiebreaks LIST]
                                          [--unrated-rating R] [--jobs N] [--quiet] FILE|FOLDER ...`;

function fail(message) {
  console.error(`compare-tiebreaks: ${message}\n${usage}`);
  process.exit(2);
}

function parseArgs(argv) {
  const args = {
    reference: process.env.TIEBREAK_REFERENCE,
    python: process.env.PYTHON ?? 'python3',
    tiebreaks: VARIANTS,
    unratedRating: null,
    jobs: 2,
    quiet: false,
    inputs: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    const value = () => argv[++i] ?? fail(`${word} needs a value`);
    if (word === '--reference') args.reference = value();
    else if (word === '--python') args.python = value();
    else if (word === '--tiebreaks') args.tiebreaks = value().split(',').filter(Boolean);
    else if (word === '--unrated-rating') args.unratedRating = Number(value());
    else if (word === '--jobs') args.jobs = Math.max(1, Number(value()) || 1);
    else if (word === '--quiet') args.quiet = true;
    else if (word === '--help' || word === '-h') {
      console.log(usage);
      process.exit(0);
    } else if (word.startsWith('--')) fail(`unknown option ${word}`);
    else args.inputs.push(word);
  }
  if (args.reference === undefined)
    fail('no reference: give --reference DIR or TIEBREAK_REFERENCE');
  const checker = args.reference.endsWith('.py')
    ? args.reference
    : join(args.reference, 'tiebreakchecker.py');
  if (!existsSync(checker)) fail(`no ${checker}`);
  args.checker = resolve(checker);
  if (args.inputs.length === 0) fail('no TRF file or folder given');
  // DE first: both programs apply it to the groups still tied when it is reached.
  const de = args.tiebreaks.filter((tb) => tb.toUpperCase().startsWith('DE'));
  if (de.length > 1) fail('one DE variant per run (each sees the groups tied on points)');
  // Fore Buchholz last: the reference (1.9.57) keeps FB's view of each player's last round
  // for the tie-breaks computed after it in the same run, which changes their values.
  const fore = args.tiebreaks.filter((tb) => /^FB\b|\/F\b/i.test(tb));
  const rest = args.tiebreaks.filter((tb) => !de.includes(tb) && !fore.includes(tb));
  args.tiebreaks = [...de, ...rest, ...fore];
  return args;
}

function trfFiles(inputs) {
  const files = [];
  const walk = (path) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else if (/\.(trf|txt)$/i.test(path)) files.push(path);
  };
  for (const input of inputs) walk(input);
  return files;
}

/** The reference's values by pairing number, one array per player in list order; null where it has none. */
async function referenceValues(args, file, round) {
  const { stdout } = await promisify(execFile)(
    args.python,
    [
      args.checker,
      ...['-i', file, '-s', '-n', String(round)],
      ...(args.unratedRating === null ? [] : ['-u', String(args.unratedRating)]),
      ...['-t', 'PTS', ...args.tiebreaks],
    ],
    { cwd: resolve(args.checker, '..'), maxBuffer: 1 << 28 },
  );
  const json = JSON.parse(stdout);
  const result = json.tiebreakResult;
  if (json.status?.code !== 0 || result === undefined) {
    throw new Error(JSON.stringify(json.status?.error ?? json.status));
  }
  const values = new Map();
  for (const c of result.competitors) {
    values.set(
      c.cid,
      c.tiebreakScore.slice(1).map((v) => (v === null ? null : Number(v))),
    );
  }
  return values;
}

function sameValue(ours, theirs) {
  if (ours === null || theirs === null) return ours === theirs;
  return Math.abs(ours - theirs) < 1e-9;
}

async function pool(items, jobs, work) {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, runner));
}

const args = parseArgs(process.argv.slice(2));
const engine = await importBundled([
  "export { readTrf } from './src/engine/trf/index.ts';",
  "export { computeStandings, lastRoundWithResults } from './src/engine/standings/index.ts';",
  "export { parseTiebreakList } from './src/engine/tiebreaks/index.ts';",
]);
const list = engine.parseTiebreakList(args.tiebreaks.join(','));

const files = trfFiles(args.inputs);
const perVariant = new Map(args.tiebreaks.map((tb) => [tb, { compared: 0, mismatches: 0 }]));
const failures = [];
let tournaments = 0;
let done = 0;

await pool(files, args.jobs, async (file) => {
  let ours;
  let round;
  try {
    const t = engine.readTrf(readFileSync(file));
    round = engine.lastRoundWithResults(t);
    ours = new Map(
      engine
        .computeStandings(t, { tiebreaks: list, round, unratedRating: args.unratedRating })
        .map((r) => [r.id, r.values]),
    );
  } catch (e) {
    failures.push(`${file}: ours: ${e.message}`);
    return;
  }
  let theirs;
  try {
    theirs = await referenceValues(args, file, round);
  } catch (e) {
    failures.push(`${file}: reference: ${e.message.split('\n')[0]}`);
    return;
  }
  tournaments++;
  for (const [id, values] of ours) {
    const reference = theirs.get(id);
    args.tiebreaks.forEach((tb, k) => {
      const count = perVariant.get(tb);
      count.compared++;
      const a = values[k] ?? null;
      const b = reference?.[k] ?? null;
      if (sameValue(a, b)) return;
      count.mismatches++;
      if (!args.quiet) console.log(`${file}\tplayer ${id}\t${tb}\tours ${a}\treference ${b}`);
    });
  }
  if (++done % 100 === 0) console.error(`... ${done} of ${files.length} files`);
});

let compared = 0;
let mismatches = 0;
console.log('\nvariant\tcompared\tmismatches');
for (const [tb, count] of perVariant) {
  compared += count.compared;
  mismatches += count.mismatches;
  console.log(`${tb}\t${count.compared}\t${count.mismatches}`);
}
for (const line of failures) console.log(`not compared: ${line}`);
console.log(
  `\ntournaments ${tournaments} of ${files.length}, variants ${args.tiebreaks.length}, values compared ${compared}, mismatches ${mismatches}`,
);
process.exit(mismatches > 0 || failures.length > 0 ? 1 : 0);
