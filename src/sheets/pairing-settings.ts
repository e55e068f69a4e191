import type { SystemId } from '../engine/systems/pairing-system.js';
import { isSystemId } from '../engine/systems/registry.js';
import type { DocumentSettings } from './ports.js';

const SYSTEM_KEY = 'pairingSystem';

/** The FIDE Dutch system, current edition, unless the organiser chose otherwise. */
export const DEFAULT_SYSTEM: SystemId = 'dutch';

export function readPairingSystem(settings: DocumentSettings): SystemId {
  const stored = settings.get(SYSTEM_KEY);
  // A value written by a later version of the add-on may name a system this one does not know.
  return stored !== null && isSystemId(stored) ? stored : DEFAULT_SYSTEM;
}

export function writePairingSystem(settings: DocumentSettings, systemId: SystemId): void {
  settings.set(SYSTEM_KEY, systemId);
}
