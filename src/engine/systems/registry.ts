import { burstein } from './burstein/index.js';
import { doubleSwiss } from './double-swiss/index.js';
import { dubov } from './dubov/index.js';
import { dutch2017, dutch2025 } from './dutch/index.js';
import { limSystem } from './lim/index.js';
import {
  type PairingOptions,
  type PairingSystem,
  SYSTEM_IDS,
  type SystemId,
} from './pairing-system.js';
import { rating1998 } from './rating1998/index.js';

export { SYSTEM_IDS };

/** Every system the product has, by id: the one list the command line, the sheet and TRF derive from. */
const systems: Record<SystemId, PairingSystem> = {
  dutch: dutch2025,
  'dutch-2017': dutch2017,
  'rating-1998': rating1998,
  lim: limSystem,
  burstein,
  dubov,
  'double-swiss': doubleSwiss,
};

export function getSystem(id: SystemId): PairingSystem {
  return systems[id];
}

export const SYSTEM_NAMES = Object.fromEntries(
  SYSTEM_IDS.map((id) => [id, systems[id].name]),
) as Record<SystemId, string>;

export const SYSTEM_LABELS = Object.fromEntries(
  SYSTEM_IDS.map((id) => [id, systems[id].label]),
) as Record<SystemId, string>;

export function isSystemId(value: string): value is SystemId {
  return (SYSTEM_IDS as readonly string[]).includes(value);
}

/** The system and options a TRF-2026 record 192 code names; null for a code no system claims. */
export function systemOfTypeCode(code: string): { id: SystemId; options: PairingOptions } | null {
  const wanted = code.trim().toUpperCase();
  for (const id of SYSTEM_IDS)
    for (const c of systems[id].trfTypeCodes)
      if (c.code === wanted) return { id, options: { ...c.options } };
  return null;
}

/** The record 192 code to write for a system and its acceleration. */
export function typeCodeOf(id: SystemId, options: PairingOptions = {}): string {
  const codes = systems[id].trfTypeCodes;
  const match = codes.find(
    (c) => (c.options?.acceleration ?? null) === (options.acceleration ?? null),
  );
  return (match ?? codes[0]!).code;
}

/** Games a pairing of the system a record 192 code names: 2 for two-game matches (C.04.5); else 1. */
export function gamesPerRoundOfTypeCode(code: string | undefined): 1 | 2 {
  const named = systemOfTypeCode(code ?? '');
  return named === null ? 1 : (systems[named.id].gamesPerRound ?? 1);
}
