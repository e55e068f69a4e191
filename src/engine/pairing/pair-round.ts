import type { RoundPairing, Tournament } from '../model/tournament.js';
import type { PairingOptions, PairingSystem } from '../systems/pairing-system.js';
import { pairingShapeProblems } from './pairing-shape.js';
import { acceleratedInput } from './virtual-points.js';

/** A system returned a pairing that breaks the input's shape: a defect, never the organiser's fault. */
export class InvalidPairingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPairingError';
  }
}

/**
 * The one entry point for pairing a round, used by the command line, the
 * add-on and replay: the options every system shares (the Baku acceleration)
 * are applied here, then the system pairs, and its pairing is checked to
 * pair exactly the players to pair, once each. A round with no valid pairing
 * throws NoValidPairingError; bad acceleration input, AccelerationError.
 */
export function pairRound(
  t: Tournament,
  round: number,
  system: PairingSystem,
  options: PairingOptions = {},
): RoundPairing {
  const input = acceleratedInput(t, round, system, options);
  const pairing = system.pair(input, round, options);
  const problems = pairingShapeProblems(t, round, pairing, {
    tableMade: system.schedule !== undefined,
  });
  if (problems.length > 0)
    throw new InvalidPairingError(
      `${system.name} produced an invalid pairing for round ${round}: ${problems.join('; ')}`,
    );
  return pairing;
}
