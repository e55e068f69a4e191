import type { TournamentInfo } from '../model/tournament.js';
import {
  formatTiebreak,
  parseTiebreak,
  TiebreakListError,
  type TiebreakSpec,
} from './tiebreak-spec.js';

export interface DeclaredTiebreaks {
  /** The tie-breaks this engine computes, in the tournament's order. */
  readonly tiebreaks: TiebreakSpec[];
  /** Codes it does not compute (team tie-breaks, OTHER_...), as written. */
  readonly unsupported: string[];
}

/** The list a tournament declares (TRF-2026 202/212), or null when it declares none. */
export function declaredTiebreaks(info: TournamentInfo): DeclaredTiebreaks | null {
  if (info.tiebreaks === undefined) return null;
  const tiebreaks: TiebreakSpec[] = [];
  const unsupported: string[] = [];
  for (const code of info.tiebreaks) {
    try {
      tiebreaks.push(parseTiebreak(code));
    } catch (e) {
      if (!(e instanceof TiebreakListError)) throw e;
      unsupported.push(code);
    }
  }
  return { tiebreaks, unsupported };
}

/**
 * Our list as a tournament declares it. The drawing of lots is left out:
 * C.07 4.2 makes it the implicit end of every list, and MTB26 has no code for it.
 */
export function tiebreakCodesOf(specs: readonly TiebreakSpec[]): string[] {
  return specs.filter((s) => s.code !== 'LOT').map(formatTiebreak);
}
