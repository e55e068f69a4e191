import { matchDisagreements } from '../engine/model/matches.js';
import type { Tournament } from '../engine/model/tournament.js';
import type { PairingOptions, PairingSystem } from '../engine/systems/pairing-system.js';
import { type SystemId } from '../engine/systems/registry.js';
import {
  getSystem,
  SYSTEM_IDS,
  SYSTEM_NAMES,
  systemOfTypeCode,
} from '../engine/systems/registry.js';
import { refusedEventOf } from '../engine/trf/index.js';

/** The system used when neither the command line nor the file names one: the rules in force. */
export const DEFAULT_SYSTEM: SystemId = 'dutch';

export class SystemChoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SystemChoiceError';
  }
}

/**
 * A system option on the command line wins; else record 192 (TRF-2026 ETT26
 * codes, from the systems' own lists); else the default. The options a code
 * implies (the Baku acceleration of *_BAKU) hold whichever system is given.
 * A team event, or a kind of tournament no system here runs, is refused
 * whatever the option (engine/trf refusedEventOf); so is an option of the
 * other kind than the file's (a Swiss option on a declared round robin, a
 * table-made schedule on a declared Swiss, a single round robin on a
 * declared double one), which would pair something else.
 */
export function chooseSystem(
  option: SystemId | null,
  t: Tournament,
): { id: SystemId; options: PairingOptions } {
  const refused = refusedEventOf(t, { systemGiven: option !== null });
  if (refused !== null) {
    const nameable = option === null && refusedEventOf(t, { systemGiven: true }) === null;
    throw new SystemChoiceError(
      nameable ? `${refused}: give ${SYSTEM_IDS.map((id) => `--${id}`).join(', ')}` : refused,
    );
  }
  const code = t.info.systemCode?.trim() ?? '';
  const named = code === '' ? null : systemOfTypeCode(code);
  // A table-made kind is its table: another option (a Swiss, or a round robin of another number of cycles) pairs something else.
  const otherKind =
    option !== null &&
    named !== null &&
    option !== named.id &&
    (isTableMade(option) || isTableMade(named.id));
  if (otherKind) {
    throw new SystemChoiceError(
      `record 192 says "${code.toUpperCase()}" (${SYSTEM_NAMES[named.id]}), which --${option} (${SYSTEM_NAMES[option]}) does not pair`,
    );
  }
  if (option !== null) return { id: option, options: named?.options ?? {} };
  return named ?? { id: DEFAULT_SYSTEM, options: {} };
}

function isTableMade(id: SystemId): boolean {
  return getSystem(id).schedule !== undefined;
}

/** The options to pair with: the file's, and a Maxi-tournament when `--maxi` or the file declares one. */
export function withMaxiOption(options: PairingOptions, maxi: boolean): PairingOptions {
  return { ...options, maxiTournament: maxi || options.maxiTournament === true };
}

/** The system option only (older callers). */
export function chooseSystemId(option: SystemId | null, t: Tournament): SystemId {
  return chooseSystem(option, t).id;
}

export function requireBuilt(
  id: SystemId,
  lookup: (id: SystemId) => PairingSystem<SystemId> | null,
): PairingSystem<SystemId> {
  const system = lookup(id);
  if (system === null) {
    throw new SystemChoiceError(`${SYSTEM_NAMES[id]} (--${id}) is not built yet`);
  }
  return system;
}

/**
 * A two-game system given on the command line for a file whose record 192
 * does not say so: the reader has not checked that the two games of each
 * match agree (engine/model/matches.ts), so it is checked here.
 */
export function requireMatchesAgree(system: PairingSystem, t: Tournament): void {
  if ((system.gamesPerRound ?? 1) === 1) return;
  const first = matchDisagreements(t.players)[0];
  if (first !== undefined) throw new SystemChoiceError(first.problem);
}
