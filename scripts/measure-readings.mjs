#!/usr/bin/env node
/**
 * How often the other reading of an open text would pair a round
 * differently (issue 16). Random tournaments of 6-24 players with known
 * absences (zero- and half-point byes), forfeits and withdrawals are played
 * with the product's readings; before each round, the same input is also
 * paired under each other reading, and the rounds whose pairing (pairs,
 * colours or bye) differs are counted. The figures stand beside the
 * decisions in the code and in the README.
 *
 *   node scripts/measure-readings.mjs [tournaments=600] [seed=1]
 */
import { importBundled } from './lib/import-bundled.mjs';

const [tournaments = 600, firstSeed = 1] = process.argv.slice(2).map(Number);

const {
  pairLimRound,
  LIM_READINGS,
  pairRound1998,
  RATING_1998_READINGS,
  simulateToExhaustion,
  seededRandom,
} = await importBundled([
  "export { pairLimRound } from './src/engine/systems/lim/pair-round.ts';",
  "export { LIM_READINGS } from './src/engine/systems/lim/readings.ts';",
  "export { pairRound1998 } from './src/engine/systems/rating1998/pair-round.ts';",
  "export { RATING_1998_READINGS } from './src/engine/systems/rating1998/readings.ts';",
  "export { simulateToExhaustion } from './test/support/engine/simulate.ts';",
  "export { seededRandom } from './src/engine/seeded-random.ts';",
]);

/**
 * Each system pairs with its readings as the last argument: {} is the
 * product's, { [switch]: true } one other reading, labelled by the system's
 * list of switches.
 */
const SYSTEMS = {
  lim: {
    pair: (t, round, { maxi }, readings) =>
      pairLimRound(t, round, { maxiTournament: maxi }, readings),
    switches: LIM_READINGS,
  },
  'rating-1998': {
    pair: (t, round, _setting, readings) => pairRound1998(t, round, readings),
    switches: RATING_1998_READINGS,
  },
};

const keyOf = (pairing) =>
  pairing === null
    ? 'none'
    : `${pairing.games
        .map((g) => `${g.white}-${g.black}`)
        .sort()
        .join(' ')} | ${pairing.bye}`;
const pairsOf = (pairing) =>
  pairing === null
    ? 'none'
    : `${pairing.games
        .map((g) => [g.white, g.black].sort((a, b) => a - b).join('-'))
        .sort()
        .join(' ')} | ${pairing.bye}`;

for (const [id, system] of Object.entries(SYSTEMS)) {
  const readings = Object.fromEntries(
    Object.entries(system.switches).map(([key, label]) => [label, { [key]: true }]),
  );
  const names = Object.keys(readings);
  const counts = Object.fromEntries(names.map((n) => [n, { rounds: 0, pairs: 0, colours: 0 }]));
  const bySize = Object.fromEntries(names.map((n) => [n, { small: [0, 0], large: [0, 0] }]));
  let rounds = 0;
  let played = 0;
  const start = Date.now();
  for (let k = 0; k < tournaments; k++) {
    const rnd = seededRandom(firstSeed * 100003 + k);
    const players = 6 + Math.floor(rnd() * 19);
    const setting = { maxi: id === 'lim' && rnd() < 0.3 };
    const options = {
      players,
      rounds: Math.min(players - 1, 5 + Math.floor(rnd() * 5)),
      seed: 7919 * k + firstSeed,
      absence: rnd() * 0.08,
      forfeit: rnd() * 0.08,
      withdrawal: rnd() * 0.04,
    };
    simulateToExhaustion(options, (t, round) => {
      const product = system.pair(t, round, setting, {});
      if (round > 1) {
        rounds++;
        for (const name of names) {
          let other = null;
          try {
            other = system.pair(t, round, setting, readings[name]);
          } catch (e) {
            if (e?.name !== 'NoValidPairingError') throw e;
          }
          const size = players <= 12 ? 'small' : 'large';
          bySize[name][size][1]++;
          if (keyOf(other) !== keyOf(product)) {
            counts[name].rounds++;
            bySize[name][size][0]++;
            if (pairsOf(other) !== pairsOf(product)) counts[name].pairs++;
            else counts[name].colours++;
          }
        }
      }
      return product;
    });
    played++;
  }
  const seconds = ((Date.now() - start) / 1000).toFixed(0);
  console.log(
    `${id}: ${played} tournaments, ${rounds} rounds after round 1 compared (${seconds} s)`,
  );
  for (const name of names) {
    const c = counts[name];
    const pct = ((100 * c.rounds) / rounds).toFixed(2);
    const [s, sn] = bySize[name].small;
    const [l, ln] = bySize[name].large;
    console.log(
      `  ${name}: ${c.rounds} rounds differ (${pct}%; ${c.pairs} in the pairs, ${c.colours} in colours only; 6-12 players ${s}/${sn}, 13-24 players ${l}/${ln})`,
    );
  }
}
