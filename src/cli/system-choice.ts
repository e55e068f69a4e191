import type { Tournament } from '../engine/model/tournament.js';
import type { PairingSystem, SystemId } from '../engine/systems/pairing-system.js';
import { SYSTEM_NAMES } from '../engine/systems/registry.js';

/** The system used when neither the command line nor the file names one: the rules in force. */
export const DEFAULT_SYSTEM: SystemId = 'dutch';

/**
 * TRF-2026 record 192 (ETT26 codes) names the pairing system. FIDE_DUTCH is
 * "the rules in force at the date of the tournament"; this tool treats it as
 * the rules in force now.
 */
const TYPE_CODES: Record<string, SystemId> = {
  FIDE_DUTCH_2017: 'dutch-2017',
  FIDE_DUTCH_2025: 'dutch',
  FIDE_DUTCH_2026: 'dutch',
  FIDE_DUTCH: 'dutch',
  FIDE_BURSTEIN: 'burstein',
  FIDE_DUBOV: 'dubov',
};

export class SystemChoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SystemChoiceError';
  }
}

/** A system option on the command line wins; else record 192; else the default. */
export function chooseSystemId(option: SystemId | null, t: Tournament): SystemId {
  if (option !== null) return option;
  const code = t.header.get('192')?.trim();
  if (code === undefined || code === '') return DEFAULT_SYSTEM;
  const id = TYPE_CODES[code.toUpperCase()];
  if (id === undefined) {
    throw new SystemChoiceError(
      `the file asks for the tournament type "${code}" (record 192), which swiss-pair does not implement; give --dutch, --dutch-2017, --rating-1998 or --lim to pair it anyway`,
    );
  }
  return id;
}

export function requireBuilt(
  id: SystemId,
  lookup: (id: SystemId) => PairingSystem | null,
): PairingSystem {
  const system = lookup(id);
  if (system === null) {
    throw new SystemChoiceError(`${SYSTEM_NAMES[id]} (--${id}) is not built yet`);
  }
  return system;
}
