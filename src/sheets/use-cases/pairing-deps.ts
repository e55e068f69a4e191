import type { Colour } from '../../engine/model/tournament.js';
import type { PairingSystem } from '../../engine/systems/pairing-system.js';
import { type SystemId } from '../../engine/systems/registry.js';
import { getSystem } from '../../engine/systems/registry.js';

/** What pairing needs besides the spreadsheet: the systems, and a drawing of lots. */
export interface PairingDeps {
  getSystem(id: SystemId): PairingSystem | null;
  /** The colour of the top seed in round 1 when the Settings say "By lot". */
  drawColour(): Colour;
}

export const defaultPairingDeps: PairingDeps = {
  getSystem,
  drawColour: () => (Math.random() < 0.5 ? 'w' : 'b'),
};

/** How long a run waits for another editor's run to finish before giving up. */
export const LOCK_TIMEOUT_MS = 10_000;
