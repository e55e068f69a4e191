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

/**
 * The systems the add-on runs. A table-made schedule (the round-robins) is
 * listed but not available yet: its Round tabs, zero-point bye, schedule tab
 * and checks are the add-on half of issue 32, still to build; the engine and
 * the command line run it.
 */
export function addonSystem(id: SystemId): PairingSystem | null {
  const system = getSystem(id);
  return system.schedule === undefined ? system : null;
}

export const defaultPairingDeps: PairingDeps = {
  getSystem: addonSystem,
  drawColour: () => (Math.random() < 0.5 ? 'w' : 'b'),
};

/** How long a run waits for another editor's run to finish before giving up. */
export const LOCK_TIMEOUT_MS = 10_000;
