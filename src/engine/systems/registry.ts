import { burstein } from './burstein/index.js';
import { doubleSwiss } from './double-swiss/index.js';
import { dubov } from './dubov/index.js';
import { dutch2017, dutch2025 } from './dutch/index.js';
import { limSystem } from './lim/index.js';
import type { PairingOptions, PairingSystem } from './pairing-system.js';
import { rating1998 } from './rating1998/index.js';
import { doubleRoundRobin, roundRobin } from './round-robin/index.js';
import { said, type MessageKey, type Said } from '../../messages/said.js';

/**
 * Every system the product has, in the order the command line, the Settings
 * tab and the sidebar list them: the one list they and TRF record 192 derive
 * from. A new system is its folder and its descriptor here.
 */
const SYSTEMS = [
  dutch2025,
  dutch2017,
  rating1998,
  limSystem,
  burstein,
  dubov,
  doubleSwiss,
  roundRobin,
  doubleRoundRobin,
] as const;

export type SystemId = (typeof SYSTEMS)[number]['id'];

export const SYSTEM_IDS: readonly SystemId[] = SYSTEMS.map((s) => s.id);

const systems = Object.fromEntries(SYSTEMS.map((s) => [s.id, s])) as Record<
  SystemId,
  PairingSystem<SystemId>
>;

export function getSystem(id: SystemId): PairingSystem<SystemId> {
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

/**
 * A system's full name with its Handbook chapter, as a message (the
 * catalogue's `systemName.` words: the reader's language in the add-on, the
 * descriptor's English on the command line); a system not listed here by
 * its own name.
 */
export function systemNameSaid(system: Pick<PairingSystem, 'id' | 'name'>): Said | string {
  return isSystemId(system.id) ? said(`systemName.${system.id}`) : system.name;
}

/** A system's short name (the Settings tab's choice, `system.` words), as systemNameSaid. */
export function systemLabelSaid(system: Pick<PairingSystem, 'id' | 'label'>): Said | string {
  return isSystemId(system.id) ? said(`system.${system.id}`) : system.label;
}

/** The system and options a TRF-2026 record 192 code names; null for a code no system claims. */
export function systemOfTypeCode(code: string): { id: SystemId; options: PairingOptions } | null {
  const wanted = code.trim().toUpperCase();
  for (const id of SYSTEM_IDS)
    for (const c of systems[id].trfTypeCodes)
      if (c.code === wanted) return { id, options: { ...c.options } };
  return null;
}

/** The record 192 code to write for a system and its options (acceleration, Maxi-tournament). */
export function typeCodeOf(id: SystemId, options: PairingOptions = {}): string {
  const codes = systems[id].trfTypeCodes;
  const match = codes.find(
    (c) =>
      (c.options?.acceleration ?? null) === (options.acceleration ?? null) &&
      (c.options?.maxiTournament ?? false) === (options.maxiTournament ?? false) &&
      (c.options?.cycleOrder ?? 'fide') === (options.cycleOrder ?? 'fide'),
  );
  return (match ?? codes[0]!).code;
}

/** Games a pairing of the system a record 192 code names: 2 for two-game matches (C.04.5); else 1. */
export function gamesPerRoundOfTypeCode(code: string | undefined): 1 | 2 {
  const named = systemOfTypeCode(code ?? '');
  return named === null ? 1 : (systems[named.id].gamesPerRound ?? 1);
}

/**
 * ETT26 kinds of tournament no Swiss system can pair (record 192): read
 * from the code's words, so that a system that claims a code in its
 * descriptor (trfTypeCodes) is asked first and makes it accepted.
 */
const OTHER_KINDS: readonly (readonly [RegExp, string, MessageKey])[] = [
  [/ROUNDROBIN/, 'a round robin', 'engine.typeCode.roundRobin'],
  [/KNOCKOUT/, 'a knockout', 'engine.typeCode.knockout'],
  [/SCHEVENINGEN/, 'a Scheveningen', 'engine.typeCode.scheveningen'],
  [/SCHILLER/, 'a Schiller', 'engine.typeCode.schiller'],
  [/TEAM/, 'a team tournament', 'engine.typeCode.team'],
];

/**
 * Why record 192's code cannot be paired here, or null when it can: a code
 * a system claims is paired by it; an individual Swiss no system claims
 * (CUSTOM_SWISS, CUSTOM_DOUBLESWISS, a code unknown to ETT26) only by a
 * system the organiser names (`systemGiven`); any other kind never, by no
 * Swiss system, because its pairings are not a Swiss's.
 */
export function typeCodeRefusal(code: string, systemGiven: boolean): string | null {
  return typeCodeRefused(code, systemGiven)?.text ?? null;
}

/** typeCodeRefusal, with the refusal the add-on says in the tournament's language. */
export function typeCodeRefused(
  code: string,
  systemGiven: boolean,
): { text: string; refusal: Said } | null {
  const wanted = code.trim().toUpperCase();
  if (wanted === '' || systemOfTypeCode(wanted) !== null) return null;
  const kind = OTHER_KINDS.find(([words]) => words.test(wanted));
  if (kind !== undefined)
    return {
      text: `record 192 says "${wanted}", ${kind[1]}, which this program does not pair`,
      refusal: said('engine.typeCode.otherKind', { code: wanted, kind: said(kind[2]) }),
    };
  if (systemGiven) return null;
  return {
    text: `record 192 says "${wanted}", which no system here claims, so the system to pair it with must be named`,
    refusal: said('engine.typeCode.unclaimed', { code: wanted }),
  };
}
