import { seededRandom } from '../../../src/engine/seeded-random.js';
import type { RoundPairing, Tournament } from '../../../src/engine/model/tournament.js';
import { NoValidPairingError } from '../../../src/engine/systems/pairing-system.js';
import { tournament } from './tournament-builder.js';

export interface SimulationOptions {
  players: number;
  rounds: number;
  seed: number;
  /** Chance per player and round of a known absence (zero-point 'Z' or half-point 'H'). */
  absence?: number;
  /** Chance per game of a forfeit. */
  forfeit?: number;
  /** Chance per player and round (after round 1) of withdrawing. */
  withdrawal?: number;
}

/**
 * A tournament with random ratings, results and absences, paired round by
 * round by `pair`. Returns the tournament and every round's pairing.
 */
export function simulate(
  options: SimulationOptions,
  pair: (t: Tournament, round: number) => RoundPairing,
): { tournament: Tournament; pairings: RoundPairing[] } {
  const rnd = seededRandom(options.seed);
  const ratings = Array.from({ length: options.players }, () => 1200 + Math.floor(rnd() * 1400));
  ratings.sort((a, b) => b - a);
  const t = tournament(
    ratings.map((rating, i) => ({ id: i + 1, rating })),
    { totalRounds: options.rounds, initialColour: rnd() < 0.5 ? 'w' : 'b' },
  );
  const pairings: RoundPairing[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    for (const p of t.players) {
      if (p.withdrawn) continue;
      if (round > 1 && rnd() < (options.withdrawal ?? 0)) {
        p.withdrawn = true;
        continue;
      }
      if (rnd() < (options.absence ?? 0)) {
        p.rounds[round - 1] = { opponent: null, colour: null, result: rnd() < 0.5 ? 'Z' : 'H' };
      }
    }
    const pairing = pair(t, round);
    pairings.push(pairing);
    const byId = new Map(t.players.map((p) => [p.id, p]));
    for (const g of pairing.games) {
      const w = byId.get(g.white)!;
      const b = byId.get(g.black)!;
      if (rnd() < (options.forfeit ?? 0)) {
        const whiteWins = rnd() < 0.5;
        w.rounds[round - 1] = { opponent: b.id, colour: 'w', result: whiteWins ? '+' : '-' };
        b.rounds[round - 1] = { opponent: w.id, colour: 'b', result: whiteWins ? '-' : '+' };
        continue;
      }
      const edge = (w.rating - b.rating) / 800;
      const x = rnd();
      const [rw, rb] = x < 0.4 + edge ? ['1', '0'] : x < 0.7 + edge ? ['=', '='] : ['0', '1'];
      w.rounds[round - 1] = { opponent: b.id, colour: 'w', result: rw as '1' };
      b.rounds[round - 1] = { opponent: w.id, colour: 'b', result: rb as '1' };
    }
    if (pairing.bye !== null) {
      byId.get(pairing.bye)!.rounds[round - 1] = { opponent: null, colour: null, result: 'U' };
    }
  }
  return { tournament: t, pairings };
}

/**
 * `simulate` until the rounds run out or a round has no valid pairing (a
 * small field played to exhaustion). Returns the tournament and the number
 * of rounds that were paired.
 */
export function simulateToExhaustion(
  options: SimulationOptions,
  pair: (t: Tournament, round: number) => RoundPairing,
): { tournament: Tournament; paired: number } {
  let paired = 0;
  let current: Tournament | null = null;
  try {
    simulate(options, (t, round) => {
      current = t;
      const pairing = pair(t, round);
      paired = round;
      return pairing;
    });
  } catch (e) {
    if (!(e instanceof NoValidPairingError)) throw e;
  }
  if (current === null) throw new Error('the simulation paired no round');
  return { tournament: current, paired };
}

/** The pairs of a round as sorted "low-high" keys, colours ignored. */
export function pairKeys(pairs: readonly (readonly [number, number])[]): string[] {
  return pairs.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`).sort();
}
