/**
 * The organiser's ordered tie-break list (C.07 4.1) as one cell of text:
 * "BH/C1, BH, SB, DE", in the notation of TRF-2026 records 202/212. "None"
 * is the empty list: players on equal points share the rank.
 */
import {
  formatTiebreak,
  parseTiebreakList,
  TiebreakListError,
  type TiebreakSpec,
} from '../../engine/tiebreaks/index.js';
import { said, type Said } from '../../messages/index.js';

const NONE = 'None';

export function tiebreakListText(specs: readonly TiebreakSpec[]): string {
  return specs.length === 0 ? NONE : specs.map(formatTiebreak).join(', ');
}

/** The list a text stands for, or what is wrong with it. */
export function readTiebreakList(text: string): { list: TiebreakSpec[] } | { problem: Said } {
  if (text.trim().toLowerCase() === NONE.toLowerCase()) return { list: [] };
  let list: TiebreakSpec[];
  try {
    list = parseTiebreakList(text);
  } catch (error) {
    if (error instanceof TiebreakListError) return { problem: error.refusal };
    throw error;
  }
  // A repeated tie-break can never separate players the first one left tied: surely a slip.
  const seen = new Set<string>();
  for (const spec of list) {
    const written = formatTiebreak(spec);
    if (seen.has(written))
      return { problem: said('problem.tiebreaks.twice', { tiebreak: written }) };
    seen.add(written);
  }
  return { list };
}
