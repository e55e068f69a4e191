#!/usr/bin/env node
/**
 * npm run acceptance [-- N]: the auto-test report of the FIDE endorsement
 * procedure (C.04.A) for both Dutch editions, run on this machine:
 *  1. the reference generator's tournaments (../shared/fixtures) through our checker (-c);
 *  2. N tournaments from our generator (-g, varied settings) through our checker.
 * (The cross checks, our tournaments through the reference checker and the
 * reference's through ours, need the reference engine, which is not part of
 * this project.) Builds first; N defaults to 100 per edition.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cli = join(root, 'bin/swiss-pair.js');
const fixtures = join(root, '../shared/fixtures');
const count = Number(process.argv[2] ?? 100);

const run = (args) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const summary = (out) => {
  const m = /files (\d+), rounds (\d+), discrepancies (\d+)/.exec(out);
  return m ? { files: +m[1], rounds: +m[2], discrepancies: +m[3] } : null;
};

const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const lines = ['C.04.A auto-test report (swiss-pair)', ''];
const editions = [
  ['dutch-2017', '--dutch-2017'],
  ['dutch-2025', '--dutch'],
];
for (const [folder, flag] of editions) {
  const dir = join(fixtures, folder);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.trf'))
    .map((f) => join(dir, f));
  const s = summary(run([flag, '-c', ...files]).out);
  lines.push(
    `${flag}: reference tournaments through our checker: ${s.files} files, ${s.rounds} rounds, ${s.discrepancies} discrepancies`,
  );
}
const work = mkdtempSync(join(tmpdir(), 'swiss-acceptance-'));
try {
  for (const [, flag] of editions) {
    let files = 0;
    let rounds = 0;
    let discrepancies = 0;
    for (let i = 1; i <= count; i++) {
      const config = join(work, 'rtg.txt');
      writeFileSync(
        config,
        [
          `PlayersNumber=${4 + ((i * 37) % 150)}`,
          `RoundsNumber=${3 + ((i * 7) % 11)}`,
          `DrawPercentage=${(i * 13) % 70}`,
          `ForfeitRate=${i % 4 === 0 ? 0 : 10 + (i % 30)}`,
          `RetiredRate=${i % 3 === 0 ? 0 : 8 + (i % 20)}`,
          `HalfPointByeRate=${i % 5 === 0 ? 0 : 6 + (i % 15)}`,
        ].join('\n'),
      );
      const file = join(work, `t${i}.trf`);
      const g = run([flag, '-g', config, '-o', file, '-s', String(i)]);
      if (g.code !== 0) throw new Error(`generating ${i}: ${g.err}`);
      const s = summary(run(['-c', file]).out);
      files += s.files;
      rounds += s.rounds;
      discrepancies += s.discrepancies;
    }
    lines.push(
      `${flag}: our generator's tournaments through our checker: ${files} files, ${rounds} rounds, ${discrepancies} discrepancies`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(lines.join('\n'));
