/**
 * The catalogue's words for what the sidebar offers by its engine code: each
 * pairing system's short label and full name (its tooltip), and each
 * tie-break's name (C.07's acronym stays beside it in every language).
 */
import type { SystemId } from '../engine/systems/registry.js';
import type { TiebreakCode } from '../engine/tiebreaks/tiebreak-spec.js';
import type { TextKey } from '../messages/index.js';

export const SYSTEM_WORDS = {
  dutch: { label: 'system.dutch', name: 'systemName.dutch' },
  'dutch-2017': { label: 'system.dutch-2017', name: 'systemName.dutch-2017' },
  'rating-1998': { label: 'system.rating-1998', name: 'systemName.rating-1998' },
  lim: { label: 'system.lim', name: 'systemName.lim' },
  burstein: { label: 'system.burstein', name: 'systemName.burstein' },
  dubov: { label: 'system.dubov', name: 'systemName.dubov' },
  'double-swiss': { label: 'system.double-swiss', name: 'systemName.double-swiss' },
  'round-robin': { label: 'system.round-robin', name: 'systemName.round-robin' },
  'double-round-robin': {
    label: 'system.double-round-robin',
    name: 'systemName.double-round-robin',
  },
} as const satisfies Record<SystemId, { label: TextKey; name: TextKey }>;

export const TIEBREAK_WORDS = {
  BH: 'tiebreakName.BH',
  FB: 'tiebreakName.FB',
  AOB: 'tiebreakName.AOB',
  SB: 'tiebreakName.SB',
  PS: 'tiebreakName.PS',
  DE: 'tiebreakName.DE',
  WIN: 'tiebreakName.WIN',
  WON: 'tiebreakName.WON',
  BPG: 'tiebreakName.BPG',
  BWG: 'tiebreakName.BWG',
  REP: 'tiebreakName.REP',
  ARO: 'tiebreakName.ARO',
  TPR: 'tiebreakName.TPR',
  PTP: 'tiebreakName.PTP',
  APRO: 'tiebreakName.APRO',
  APPO: 'tiebreakName.APPO',
  KS: 'tiebreakName.KS',
  STD: 'tiebreakName.STD',
  TPN: 'tiebreakName.TPN',
  RTNG: 'tiebreakName.RTNG',
  LOT: 'tiebreakName.LOT',
} as const satisfies Record<TiebreakCode, TextKey>;
