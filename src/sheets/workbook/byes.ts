/**
 * Rounds a player is known in advance not to play (C.04.2 3.3), as the
 * organiser writes them in the Players tab ("3, 5H"), and the labels of
 * unpaired players' rows in a Round tab.
 */

import { ENGLISH, said, type Said } from '../../messages/index.js';

/** H half-point bye, F full-point bye, Z absent with zero points (TRF-16 codes). */
export type RequestedBye = 'H' | 'F' | 'Z';

/** The code of a bye row in a Round tab: a requested bye, or 'U' the pairing-allocated bye. */
export type ByeCode = RequestedBye | 'U';

export const BYE_LABELS: Record<ByeCode, string> = {
  U: 'Bye',
  H: 'Half-point bye',
  F: 'Full-point bye',
  Z: 'Absent',
};

/**
 * The row of a round-robin's player who meets the dummy (C.05 Annex 1: "the
 * highest number counts as a bye"): no game and no points, recorded as a
 * zero-point bye (TRF 'Z'), as the engine's generator writes it; a
 * round-robin has no pairing-allocated bye.
 */
export const FREE_LABEL = ENGLISH.messages['bye.free'];

/** The label of a bye row: a round-robin's free round, or its code's. */
export function byeLabel(bye: { code: ByeCode; free?: boolean }): string {
  return bye.free === true ? FREE_LABEL : BYE_LABELS[bye.code];
}

/** A bye row's label read: its code, and whether it is a round-robin's free round; null for none. */
export function byeRowOfLabel(label: string): { code: ByeCode; free: boolean } | null {
  if (label.trim().toLowerCase() === FREE_LABEL.toLowerCase()) return { code: 'Z', free: true };
  const code = byeOfLabel(label);
  return code === null ? null : { code, free: false };
}

/** Order of bye rows under the games: the pairing-allocated bye first. */
export const BYE_ORDER: readonly ByeCode[] = ['U', 'F', 'H', 'Z'];

export function byeOfLabel(label: string): ByeCode | null {
  const wanted = label.trim().toLowerCase();
  for (const code of BYE_ORDER) if (BYE_LABELS[code].toLowerCase() === wanted) return code;
  return null;
}

const ENTRY = /^(\d+)\s*([HFZ]?)$/i;

/**
 * Reads "3, 5H, 7F": round 3 absent (zero points), a half-point bye in
 * round 5, a full-point bye in round 7. Returns the rounds, or a message
 * saying what is wrong.
 */
export function parseByeList(text: string): Map<number, RequestedBye> | Said {
  const byes = new Map<number, RequestedBye>();
  const entries = text
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const match = ENTRY.exec(entry);
    if (match === null || Number(match[1]) < 1) {
      return said('problem.players.byeEntry', { value: entry });
    }
    const round = Number(match[1]);
    if (byes.has(round)) return said('problem.players.byeTwice', { round });
    byes.set(round, (match[2].toUpperCase() || 'Z') as RequestedBye);
  }
  return byes;
}

export function formatByeList(byes: ReadonlyMap<number, RequestedBye>): string {
  return [...byes]
    .sort(([a], [b]) => a - b)
    .map(([round, code]) => (code === 'Z' ? String(round) : `${round}${code}`))
    .join(', ');
}
