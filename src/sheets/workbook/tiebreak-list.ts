/**
 * The organiser's ordered tie-break list (C.07 4.1) as one cell of text:
 * "BH/C1, BH, SB, DE", in the notation of TRF-2026 records 202/212. "None"
 * is the empty list: players on equal points share the rank.
 */
import {
  formatTiebreak,
  parseTiebreakList,
  TIEBREAK_CODES,
  TiebreakListError,
  type TiebreakListFault,
  type TiebreakSpec,
} from '../../engine/tiebreaks/index.js';
import { said, type Said } from '../../messages/index.js';

const NONE = 'None';

export function tiebreakListText(specs: readonly TiebreakSpec[]): string {
  return specs.length === 0 ? NONE : specs.map(formatTiebreak).join(', ');
}

/** What is wrong with a list as typed, in the organiser's language. */
function faultSaid(fault: TiebreakListFault): Said {
  switch (fault.kind) {
    case 'empty':
      return said('problem.tiebreaks.empty');
    case 'unknown':
      return said('problem.tiebreaks.unknown', { ...fault, known: TIEBREAK_CODES.join(', ') });
    case 'modifierNotFor':
      return said('problem.tiebreaks.modifierNotFor', fault);
    case 'cutsNothing':
      return said('problem.tiebreaks.cutsNothing', fault);
    case 'twoCuts':
      return said('problem.tiebreaks.twoCuts', fault);
    case 'unknownModifier':
      return said('problem.tiebreaks.unknownModifier', fault);
    case 'ptsNotFirst':
      return said('problem.tiebreaks.ptsNotFirst');
    case 'lotNotLast':
      return said('problem.tiebreaks.lotNotLast');
  }
}

/** The list a text stands for, or what is wrong with it. */
export function readTiebreakList(text: string): { list: TiebreakSpec[] } | { problem: Said } {
  if (text.trim().toLowerCase() === NONE.toLowerCase()) return { list: [] };
  let list: TiebreakSpec[];
  try {
    list = parseTiebreakList(text);
  } catch (error) {
    if (error instanceof TiebreakListError && error.fault !== undefined)
      return { problem: faultSaid(error.fault) };
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
