import type { Tournament } from '../model/tournament.js';
import { tieBreakCodes } from './tie-breaks.js';
import {
  formatTiebreakList,
  parseTiebreak,
  TiebreakListError,
  type TiebreakSpec,
} from '../tiebreaks/tiebreak-spec.js';

/**
 * TRF-2026 records 202 ("FIDE Tie-Breaks used to break ties") and 212 (the
 * same list preceded by PTS, defining the standings), in the notation of the
 * FIDE "Mandatory Tie-Breaks" list (MTB26). The TRF reader/writer stores
 * header records as text; these map our list to and from that text.
 *
 * The drawing of lots is not written: C.07 4.2 makes it the implicit end of
 * every list, and MTB26 has no code for it.
 */

export interface TrfTiebreakRecords {
  /** Text of record 202, e.g. "BH/C1,BH,SB,DE". */
  readonly record202: string;
  /** Text of record 212, e.g. "PTS,BH/C1,BH,SB,DE". */
  readonly record212: string;
}

export function trfTiebreakRecords(specs: readonly TiebreakSpec[]): TrfTiebreakRecords {
  const list = formatTiebreakList(specs.filter((s) => s.code !== 'LOT'));
  return { record202: list, record212: list === '' ? 'PTS' : `PTS,${list}` };
}

export interface TiebreaksFromTrf {
  /** The tie-breaks this engine computes, in the file's order. */
  readonly tiebreaks: TiebreakSpec[];
  /** Codes of the file it does not compute (team tie-breaks, OTHER_..., STD, TPN, RTNG), as written. */
  readonly unsupported: string[];
}

/**
 * Writes the list into a TRF header as records 202 and 212 (replacing any),
 * for the TRF writer to export.
 */
export function setTrfTiebreakRecords(
  header: Map<string, string>,
  specs: readonly TiebreakSpec[],
): void {
  const records = trfTiebreakRecords(specs);
  if (records.record202 === '') header.delete('202');
  else header.set('202', records.record202);
  header.set('212', records.record212);
}

/**
 * The list a TRF file declares (records 202/212, as the TRF reader's
 * tieBreakCodes reads them), or null when it declares none.
 */
export function tiebreaksFromTrf(t: Tournament): TiebreaksFromTrf | null {
  if (!t.header.has('202') && !t.header.has('212')) return null;
  const tiebreaks: TiebreakSpec[] = [];
  const unsupported: string[] = [];
  for (const code of tieBreakCodes(t)) {
    try {
      tiebreaks.push(parseTiebreak(code));
    } catch (e) {
      if (!(e instanceof TiebreakListError)) throw e;
      unsupported.push(code);
    }
  }
  return { tiebreaks, unsupported };
}
