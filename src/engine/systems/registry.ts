import { dutch2017, dutch2025 } from './dutch/index.js';
import { burstein } from './burstein/index.js';
import { dubov } from './dubov/index.js';
import { limSystem } from './lim/lim-system.js';
import type { PairingSystem, SystemId } from './pairing-system.js';
import { rating1998 } from './rating1998/index.js';

/**
 * Every system the product knows, built or not. A system that is not built
 * yet maps to null so that the command line and the sidebar can say so.
 */
const systems: Record<SystemId, PairingSystem | null> = {
  dutch: dutch2025,
  'dutch-2017': dutch2017,
  'rating-1998': rating1998,
  lim: limSystem,
  burstein,
  dubov,
};

export const SYSTEM_IDS: readonly SystemId[] = [
  'dutch',
  'dutch-2017',
  'rating-1998',
  'lim',
  'burstein',
  'dubov',
];

export const SYSTEM_NAMES: Record<SystemId, string> = {
  dutch: 'FIDE Dutch system (2025 edition, in force since 1 Feb 2026)',
  'dutch-2017': 'FIDE Dutch system (2017 edition, Baku 2016 text)',
  'rating-1998': 'Swiss System Based on Rating (1998, old C.04.1)',
  lim: 'Lim system (C.04.4.3)',
  burstein: 'Burstein system (C.04.4.2, 2026 edition)',
  dubov: 'Dubov system (C.04.4.1, 2026 edition)',
};

export function getSystem(id: SystemId): PairingSystem | null {
  return systems[id];
}

export function isSystemId(value: string): value is SystemId {
  return (SYSTEM_IDS as readonly string[]).includes(value);
}
