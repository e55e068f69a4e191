import { withBakuAcceleration } from '../acceleration/baku.js';
import type { Tournament } from '../model/tournament.js';
import type { PairingOptions, PairingSystem } from '../systems/pairing-system.js';

/** The tournament as the system pairs round `round`: with the Baku acceleration's virtual points when asked. */
export function acceleratedInput(
  t: Tournament,
  round: number,
  system: PairingSystem,
  options: PairingOptions,
): Tournament {
  return options.acceleration === 'baku'
    ? withBakuAcceleration(t, round, system.gamesPerRound ?? 1)
    : t;
}

/**
 * The virtual points (C.04.7) each player carries in round `round` as the
 * system pairs it, by player (only those with some): the Baku
 * acceleration's, or those the tournament gives (XXA, record 250). A system
 * that takes no acceleration (Lim, rating 1998) pairs on the points alone.
 * Throws AccelerationError as pairRound does.
 */
export function roundVirtualPoints(
  t: Tournament,
  round: number,
  system: PairingSystem,
  options: PairingOptions,
): Map<number, number> {
  const points = new Map<number, number>();
  if (!system.options.includes('acceleration')) return points;
  for (const [id, rounds] of acceleratedInput(t, round, system, options).acceleration) {
    const value = rounds[round - 1] ?? 0;
    if (value !== 0) points.set(id, value);
  }
  return points;
}
