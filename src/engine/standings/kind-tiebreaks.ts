import type { Tournament } from '../model/tournament.js';
import { getSystem, systemOfTypeCode } from '../systems/registry.js';
import type { TableSchedule, TiebreakPolicy } from '../systems/table-schedule.js';
import type { C07Edition } from '../tiebreaks/edition.js';
import { said } from '../../messages/said.js';
import {
  formatTiebreak,
  TiebreakListError,
  type TiebreakSpec,
} from '../tiebreaks/tiebreak-spec.js';

/** The C.07 choices of the tournament's kind as record 192 names it; undefined for a Swiss. */
export function tiebreakPolicyOf(t: Tournament): TiebreakPolicy | undefined {
  const named = systemOfTypeCode(t.info.systemCode ?? '');
  return named === null ? undefined : getSystem(named.id).tiebreaks;
}

/** The table of the kind record 192 names, when its pairings come from one (C.07 15.2: pre-determined). */
export function tableOf(t: Tournament): TableSchedule | undefined {
  const named = systemOfTypeCode(t.info.systemCode ?? '');
  return named === null ? undefined : getSystem(named.id).schedule;
}

/**
 * Why `list` cannot rank this kind of tournament, or null. Decision (C.07
 * 2026 Art. 8, "must not be used in round-robins"): refused under the 2026
 * edition; the 2024 text's status is not known (shared/rules C.07 Part D),
 * so a round-robin ranked under it keeps its Buchholz as C.07 15.2 counts it.
 */
export function refusedTiebreakProblem(
  list: readonly TiebreakSpec[],
  policy: TiebreakPolicy | undefined,
  edition: C07Edition,
): TiebreakListError | null {
  if (policy === undefined || edition === '2024') return null;
  const refused = list.filter((s) => policy.refused.includes(s.code)).map(formatTiebreak);
  if (refused.length === 0) return null;
  return new TiebreakListError(
    `${refused.join(', ')} cannot rank this tournament (${policy.refusedBecause.key})`,
    said('engine.tiebreaks.refusedForKind', {
      refused: refused.join(', '),
      reason: policy.refusedBecause,
    }),
  );
}
