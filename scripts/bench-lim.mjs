#!/usr/bin/env node
/**
 * Lim pairing speed: bundles the engine with esbuild, then plays whole
 * simulated tournaments (results drawn from a seeded generator) and prints
 * the time of each round's pairing. The target: 200 players in under 1 s.
 *
 *   node scripts/bench-lim.mjs [players=200] [rounds=9] [tournaments=3]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import * as esbuild from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const [players = 200, rounds = 9, tournaments = 3] = process.argv.slice(2).map(Number);

const dir = await mkdtemp(join(tmpdir(), 'bench-lim-'));
const outfile = join(dir, 'lim.mjs');
await esbuild.build({
  entryPoints: [join(root, 'src/engine/systems/lim/lim-system.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outfile,
  logLevel: 'warning',
});
const { limSystem } = await import(pathToFileURL(outfile).href);
await rm(dir, { recursive: true });

/** Mulberry32: a small seeded generator, so that every run plays the same games. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function newTournament(n) {
  return {
    header: new Map(),
    players: Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `P${i + 1}`,
      sex: '',
      title: '',
      rating: 2700 - Math.round((i * 1500) / n),
      federation: '',
      fideId: '',
      birthDate: '',
      declaredPoints: null,
      declaredRank: null,
      rounds: [],
      withdrawn: false,
    })),
    totalRounds: rounds,
    initialColour: 'w',
    pointSystem: {
      win: 1,
      draw: 0.5,
      loss: 0,
      forfeitWin: 1,
      forfeitLoss: 0,
      pairingAllocatedBye: 1,
      halfPointBye: 0.5,
      fullPointBye: 1,
      zeroPointBye: 0,
    },
    forbiddenPairs: [],
    acceleration: new Map(),
    otherLines: [],
  };
}

const times = [];
for (let k = 0; k < tournaments; k++) {
  const random = generator(1000 + k);
  const t = newTournament(players + k); // one odd field out of three: byes too
  for (let r = 1; r <= rounds; r++) {
    const start = performance.now();
    let pairing;
    try {
      pairing = limSystem.pair(t, r, {});
    } catch (e) {
      // Long tournaments of few players can run out of pairings (C.04.1 2, Lim 2.1).
      if (e?.name !== 'NoValidPairingError') throw e;
      console.log(`tournament ${k + 1}: no valid pairing for round ${r}; stopped there`);
      break;
    }
    const ms = performance.now() - start;
    times.push({ tournament: k + 1, round: r, players: t.players.length, ms });
    const byId = new Map(t.players.map((p) => [p.id, p]));
    for (const { white, black } of pairing.games) {
      // The higher rated player wins more often.
      const edge = (byId.get(black).rating - byId.get(white).rating) / 800;
      const x = random();
      const res = x < 0.4 - edge ? '1' : x < 0.7 - edge / 2 ? '=' : '0';
      const opp = { 1: '0', '=': '=', 0: '1' }[res];
      byId.get(white).rounds[r - 1] = { opponent: black, colour: 'w', result: res };
      byId.get(black).rounds[r - 1] = { opponent: white, colour: 'b', result: opp };
    }
    if (pairing.bye !== null)
      byId.get(pairing.bye).rounds[r - 1] = { opponent: null, colour: null, result: 'U' };
  }
}

for (const { tournament, round, players: n, ms } of times)
  console.log(`tournament ${tournament} (${n} players) round ${round}: ${ms.toFixed(1)} ms`);
const worst = Math.max(...times.map((x) => x.ms));
const total = times.reduce((s, x) => s + x.ms, 0);
console.log(
  `Lim, ${players} players: worst round ${worst.toFixed(1)} ms, mean ${(total / times.length).toFixed(1)} ms over ${times.length} rounds`,
);
