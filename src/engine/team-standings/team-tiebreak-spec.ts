/**
 * The team tie-breaks of C.07 11-13 as written in TRF-2026 records 202/212
 * (MTB26: ACRONYM[:MP|:GP][/modifier...]). Only the ones this module
 * computes are accepted; any other is refused by name.
 */
import { RefusalError, said, type Said } from '../../messages/said.js';

export type TeamScoreKind = 'mp' | 'gp';

export type TeamTiebreakCode =
  'MPVGP' | 'DE' | 'EDE' | 'SSSC' | 'BH' | 'EMMSB' | 'EMGSB' | 'EGMSB' | 'EGGSB';

const ESB_CODES = ['EMMSB', 'EMGSB', 'EGMSB', 'EGGSB'] as const;

export interface TeamTiebreakSpec {
  readonly code: TeamTiebreakCode;
  /** MTB26 ":MP"/":GP"; null = the primary score (C.07 13: "by default, the primary score"). */
  readonly score: TeamScoreKind | null;
  /** C.07 14.1/14.2 Cut-n. */
  readonly cut: number;
  /** SSSC's normalising factor (MTB26 /Kx, C.07 13.4); 0 for the others. */
  readonly factor?: number;
}

/** Team tie-breaks of C.07 12-13 not computed yet: refused by name, never ignored. */
const NOT_YET = new Set(['EDE', 'EDEBT', 'EDEBB', 'EDET', 'EDEB', 'SSSC', 'BC', 'TBR', 'BBE']);

export class TeamTiebreakError extends RefusalError<Said | null> {
  override name = 'TeamTiebreakError';
}

export function parseTeamTiebreak(item: string): TeamTiebreakSpec {
  const text = item.trim().toUpperCase();
  const [head = '', ...modifiers] = text.split('/');
  const [acronym = '', score, ...extra] = head.split(':');
  if (extra.length > 0 || (score !== undefined && score !== 'MP' && score !== 'GP'))
    throw new TeamTiebreakError(
      `"${item}": the score after ":" must be MP or GP`,
      said('engine.teamTiebreak.score', { item }),
    );
  const kind = score === undefined ? null : (score.toLowerCase() as TeamScoreKind);
  if (acronym === 'MPVGP') {
    if (modifiers.length > 0 || kind !== null)
      throw new TeamTiebreakError(
        `"${item}": MPvGP (C.07 13.1) takes no score or modifier`,
        said('engine.teamTiebreak.mpvgp', { item }),
      );
    return { code: 'MPVGP', score: null, cut: 0 };
  }
  if (acronym === 'DE' || acronym === 'EDE') {
    if (modifiers.length > 0 || kind !== null)
      throw new TeamTiebreakError(
        `"${item}": team ${acronym} is on the team scores, forfeits excluded (C.07 13, 6.1.1); no score or modifier here`,
        said('engine.teamTiebreak.de', { item, code: acronym }),
      );
    return { code: acronym, score: null, cut: 0 };
  }
  if (acronym === 'SSSC') {
    // C.07 13.4 names no default factor: the organiser gives it (/Kx); Fore Buchholz is not computed yet.
    const k = modifiers.length === 1 ? /^K(\d+(?:\.\d+)?)$/.exec(modifiers[0]!) : null;
    if (k === null || Number(k[1]) <= 0 || kind !== null)
      throw new TeamTiebreakError(
        `"${item}": SSSC (C.07 13.4) needs its normalising factor and nothing else, as in SSSC/K4 (/F and /P are not computed yet)`,
        said('engine.teamTiebreak.sssc', { item }),
      );
    return { code: 'SSSC', score: null, cut: 0, factor: Number(k[1]) };
  }
  const esb = ESB_CODES.find((c) => c === acronym);
  if (acronym === 'BH' || esb !== undefined) {
    if (esb !== undefined && kind !== null)
      throw new TeamTiebreakError(
        `"${item}": ${esb} names its scores itself (C.07 13.2)`,
        said('engine.teamTiebreak.esbScore', { item, code: esb }),
      );
    let cut = 0;
    for (const m of modifiers) {
      const c = /^C([12])$/.exec(m);
      if (c === null || cut > 0)
        throw new TeamTiebreakError(
          `"${item}": ${acronym} takes one Cut-1 or Cut-2 (/C1, /C2) here; "/${m}" is not computed for teams yet`,
          said('engine.teamTiebreak.cut', { item, code: acronym, modifier: m }),
        );
      cut = Number(c[1]);
    }
    return { code: esb ?? 'BH', score: kind, cut };
  }
  if (NOT_YET.has(acronym))
    throw new TeamTiebreakError(
      `"${item}": the team tie-break ${acronym} (C.07 12-13) is not computed yet; the team tie-breaks computed are MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP] and EMMSB/EMGSB/EGMSB/EGGSB, each of the last with /C1 or /C2`,
      said('engine.teamTiebreak.notYet', { item, code: acronym }),
    );
  throw new TeamTiebreakError(
    `"${item}" is not a team tie-break this program computes (MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP][/C1|/C2], EMMSB, EMGSB, EGMSB, EGGSB)`,
    said('engine.teamTiebreak.unknown', { item }),
  );
}

export function parseTeamTiebreakList(codes: readonly string[]): TeamTiebreakSpec[] {
  return codes.filter((c) => c.trim() !== '').map(parseTeamTiebreak);
}

export function formatTeamTiebreak(spec: TeamTiebreakSpec): string {
  if (spec.code === 'MPVGP') return 'MPvGP';
  if (spec.code === 'DE' || spec.code === 'EDE') return spec.code;
  if (spec.code === 'SSSC') return `SSSC/K${spec.factor ?? ''}`;
  const score = spec.score === null ? '' : `:${spec.score.toUpperCase()}`;
  return `${spec.code}${score}${spec.cut > 0 ? `/C${spec.cut}` : ''}`;
}

/** When the file declares no list: the secondary score (13.1), then Buchholz on the primary score (13, 8.1). */
export const DEFAULT_TEAM_TIEBREAKS: readonly TeamTiebreakSpec[] = Object.freeze([
  { code: 'MPVGP', score: null, cut: 0 },
  { code: 'BH', score: null, cut: 0 },
]);
