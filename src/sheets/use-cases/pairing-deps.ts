import type { Colour } from '../../engine/model/tournament.js';
import type { PairingSystem } from '../../engine/systems/pairing-system.js';
import { type SystemId } from '../../engine/systems/registry.js';
import { getSystem } from '../../engine/systems/registry.js';

/** What pairing needs besides the spreadsheet: the systems, and a drawing of lots. */
export interface PairingDeps {
  getSystem(id: SystemId): PairingSystem | null;
  /** The colour of the top seed in round 1 when the Settings say "By lot". */
  drawColour(): Colour;
  /** A new seed for a round-robin's drawing of lots (recorded in the Settings); a random one when absent. */
  drawSeed?(): number;
}

/** The systems the add-on runs: every system of the registry, the round-robins included. */
export function addonSystem(id: SystemId): PairingSystem | null {
  return getSystem(id);
}

/** A seed for a drawing of lots: a whole number a person can copy and type again. */
export function newDrawSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

export const defaultPairingDeps: PairingDeps = {
  getSystem: addonSystem,
  drawColour: () => (Math.random() < 0.5 ? 'w' : 'b'),
  drawSeed: newDrawSeed,
};

/** How long a run waits for another editor's run to finish before giving up. */
export const LOCK_TIMEOUT_MS = 10_000;
