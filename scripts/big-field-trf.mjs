#!/usr/bin/env node
/**
 * TRF files of big fields, for timing the command line as a whole process
 * (`/usr/bin/time -v node bin/swiss-pair.js --dutch <file> -p out`): the
 * fields of bench-big-field.mjs (the seeded simulator; with --naive, the
 * rounds before paired naively, lib/naive-pairing.mjs), one file per round
 * to pair, holding the rounds before it. Simulated rounds are paired by the
 * engine of the edition named (that takes a while at 9,999 players); the
 * files are written outside the repository.
 *
 *   node scripts/big-field-trf.mjs --out=/tmp/big --players=9999 --rounds=7 --seed=2026
 *   node scripts/big-field-trf.mjs --out=/tmp/big --naive --rounds=4 --edition=dutch-2017
 *
 * Writes <out>/<sim|naive>-<players>-s<seed>-<edition>-r<k>.trf for k = 2..rounds
 * (and k = 1 with --first), each the input for pairing round k; XXR is --rounds
 * (the field's last round is round `rounds`), or --total if given.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importBundled } from './lib/import-bundled.mjs';
import { naivePairing } from './lib/naive-pairing.mjs';

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

const out = option('out', null);
if (!out) {
  console.error('big-field-trf: --out=<folder> is required (outside the repository)');
  process.exit(2);
}
const players = Number(option('players', '9999'));
const rounds = Number(option('rounds', '3'));
const seed = Number(option('seed', '2026'));
const edition = option('edition', 'dutch-2025');
const naive = process.argv.includes('--naive');
const first = process.argv.includes('--first') ? 1 : 2;
const total = option('total', null);

const engine = await importBundled([
  "export { dutch2017, dutch2025 } from './src/engine/systems/dutch/index.ts';",
  "export { simulate } from './test/support/engine/simulate.ts';",
  "export { writeTrf } from './src/engine/trf/index.ts';",
  "export { inputForRound } from './src/engine/pairing/index.ts';",
]);
const system = edition === 'dutch-2017' ? engine.dutch2017 : engine.dutch2025;
await mkdir(out, { recursive: true });
const files = [];
engine.simulate({ players, rounds, seed }, (t, round) => {
  if (round >= first) {
    const input = engine.inputForRound(t, round);
    if (total !== null) input.totalRounds = Number(total);
    const name = `${naive ? 'naive' : 'sim'}-${players}-s${seed}-${edition}-r${round}.trf`;
    files.push([join(out, name), engine.writeTrf(input)]);
  }
  // The last round is only written; the rounds before it, paired as the field asks.
  if (naive || round === rounds) return naivePairing(t, round);
  return system.pair(t, round);
});
for (const [file, text] of files) {
  await writeFile(file, text);
  console.log(file);
}
