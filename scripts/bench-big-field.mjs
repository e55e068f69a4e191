#!/usr/bin/env node
/**
 * Big fields: the Dutch system (both editions) on opens of 500 to 9,999
 * players, rounds 1 to 3, where the scoregroups are largest. Each field is
 * made by the seeded simulator (ratings spread 1200-2600, results drawn from
 * the rating difference) and paired by the engine itself round by round; for
 * each size and edition it prints the slowest round, its time and the peak
 * memory of the process (resident set, which the matchings' typed arrays
 * count in). Every size runs in a process of its own, so one size's memory
 * is not another's, and a run that passes the time limit is stopped and
 * reported as not finished.
 *
 * With --naive the rounds before the last are paired naively instead
 * (lib/naive-pairing.mjs: a stress field, where the 2025 edition's [C4]
 * binds at some sizes) and only the last round is paired by the engine.
 *
 *   node scripts/bench-big-field.mjs                 sizes 500 and 1000
 *   node scripts/bench-big-field.mjs --large         also 2000, 4000 and 9999
 *   node scripts/bench-big-field.mjs --sizes=4000 --editions=dutch-2025 --rounds=3 --limit=600
 *   node scripts/bench-big-field.mjs --naive --sizes=4000,6000,8000 --editions=dutch-2025
 *   node scripts/bench-big-field.mjs --naive --sizes=9990 --seed=5 --editions=dutch-2025
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { setTimeout, clearTimeout } from 'node:timers';
import { createHash } from 'node:crypto';

const SEED = Number(option('seed', '2026'));

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

if (process.argv.includes('--child')) await child();
else await parent();

/** One size and edition: pair rounds 1..rounds, one JSON line per round on stdout. */
async function child() {
  const { importBundled } = await import('./lib/import-bundled.mjs');
  const engine = await importBundled([
    "export { dutch2017, dutch2025 } from './src/engine/systems/dutch/index.ts';",
    "export { simulate } from './test/support/engine/simulate.ts';",
  ]);
  const players = Number(option('players', '500'));
  const rounds = Number(option('rounds', '3'));
  const system =
    option('edition', 'dutch-2025') === 'dutch-2017' ? engine.dutch2017 : engine.dutch2025;
  const naive = process.argv.includes('--naive');
  const verbose = process.argv.includes('--verbose');
  const { naivePairing } = await import('./lib/naive-pairing.mjs');
  engine.simulate({ players, rounds, seed: SEED }, (t, round) => {
    if (naive && round < rounds) return naivePairing(t, round);
    const start = performance.now();
    const cpu = process.cpuUsage();
    // --verbose: each lazy bracket's line (what its certificate did), with the seconds since the round began
    const trace = (line) =>
      process.stderr.write(
        `r${round} +${((performance.now() - start) / 1000).toFixed(2)} s ${line}\n`,
      );
    const pairing = system.pair(t, round, verbose ? { trace } : undefined);
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    // what was paired, so that two runs of the same field can be compared
    const hash = createHash('sha256').update(`${pairing.bye ?? 0}`);
    for (const g of pairing.games) hash.update(`;${g.white}-${g.black}`);
    const line = {
      round,
      ms,
      cpuMs: (used.user + used.system) / 1000,
      games: pairing.games.length,
      digest: hash.digest('hex').slice(0, 12),
      // kilobytes; the peak of the whole process up to the end of this round
      maxRssKb: process.resourceUsage().maxRSS,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
    return pairing;
  });
}

function runChild(edition, players, rounds, limitS, naive) {
  return new Promise((resolve) => {
    const args = [
      fileURLToPath(import.meta.url),
      '--child',
      `--edition=${edition}`,
      `--players=${players}`,
      `--rounds=${rounds}`,
      `--seed=${SEED}`,
      ...(naive ? ['--naive'] : []),
      ...(process.argv.includes('--verbose') ? ['--verbose'] : []),
    ];
    const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines = [];
    let buffer = '';
    proc.stdout.on('data', (chunk) => {
      buffer += chunk;
      let nl;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        lines.push(JSON.parse(buffer.slice(0, nl)));
        buffer = buffer.slice(nl + 1);
      }
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      proc.kill('SIGKILL');
    }, limitS * 1000);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ lines, timedOut, code });
    });
  });
}

async function parent() {
  const large = process.argv.includes('--large');
  const sizes = option('sizes', large ? '500,1000,2000,4000,9999' : '500,1000')
    .split(',')
    .map(Number);
  const editions = option('editions', 'dutch-2017,dutch-2025').split(',');
  const rounds = Number(option('rounds', '3'));
  const limitS = Number(option('limit', '600'));
  const naive = process.argv.includes('--naive');
  /** Rounds the engine pairs (with --naive, the last alone). */
  const timed = naive ? 1 : rounds;
  console.log(
    naive
      ? `Big fields (seed ${SEED}), rounds 1-${rounds - 1} paired naively, round ${rounds} by the engine: its time, peak memory`
      : `Big fields (simulated opens, seed ${SEED}), rounds 1-${rounds}: the slowest round, its time, peak memory`,
  );
  console.log('(targets, issue 20: 9,999 players under 60 s and 2 GB; 4,000 under 15 s)');
  for (const players of sizes) {
    for (const edition of editions) {
      const { lines, timedOut, code } = await runChild(edition, players, rounds, limitS, naive);
      const label = `${edition} ${players} players`.padEnd(26);
      const perRound = lines
        .map(
          (l) =>
            `r${l.round} ${(l.ms / 1000).toFixed(2)} (cpu ${(l.cpuMs / 1000).toFixed(2)}) ${l.digest}`,
        )
        .join(', ');
      const peakMb = lines.length ? Math.max(...lines.map((l) => l.maxRssKb)) / 1024 : 0;
      if (lines.length < timed) {
        const why = timedOut ? `stopped after ${limitS} s` : `exit code ${code}`;
        console.log(
          `${label} not finished: ${why}, round ${naive ? rounds : lines.length + 1} unfinished (${perRound || 'no round paired'}` +
            `${lines.length ? `; peak ${peakMb.toFixed(0)} MB up to round ${lines.length}` : ''})`,
        );
        continue;
      }
      const slowest = lines.reduce((a, b) => (b.ms > a.ms ? b : a));
      console.log(
        `${label} slowest round ${slowest.round}: ${(slowest.ms / 1000).toFixed(2).padStart(7)} s` +
          ` (cpu ${(slowest.cpuMs / 1000).toFixed(2)} s), peak ${peakMb.toFixed(0).padStart(5)} MB` +
          `   [s per round: ${perRound}]`,
      );
    }
  }
}
