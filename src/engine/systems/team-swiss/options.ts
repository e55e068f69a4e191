/**
 * The organiser's choices C.04.6 leaves to the rules of the competition
 * (1.2 primary and secondary score, 1.7 colour preference type) and the
 * Baku acceleration, as TRF-2026 record 192 names them:
 * FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU].
 */
import { RefusalError, said, type Said } from '../../../messages/said.js';

export type TeamScore = 'mp' | 'gp';
export type ColourPreferenceType = 'A' | 'B' | 'none';

export interface TeamSwissOptions {
  /** C.04.6 1.2.1: the primary score; match points by default (1.2.2). */
  primary: TeamScore;
  /** C.04.6 1.2.1 / 4.2.2: the secondary score used for colour allocation; null = not used. */
  secondary: TeamScore | null;
  /** C.04.6 1.7: type A unless the rules say type B or no colour preferences. */
  colourType: ColourPreferenceType;
  /** C.04.7 for teams (match points only). */
  baku: boolean;
}

/** C.04.6 1.2.2 and 1.7: match points, game points for colours, type A preferences. */
export const DEFAULT_TEAM_OPTIONS: Readonly<TeamSwissOptions> = Object.freeze({
  primary: 'mp',
  secondary: 'gp',
  colourType: 'A',
  baku: false,
});

export class TeamTypeCodeError extends RefusalError<Said | null> {
  override name = 'TeamTypeCodeError';
}

/**
 * The options a record 192 code names; null for a code that is not a FIDE
 * team Swiss code. Issue 33: FIDE_TEAM alone is type A, match points then
 * game points; a code that names its scores but no type (FIDE_TEAM_GP_MP)
 * has no colour preferences.
 */
export function teamOptionsOfTypeCode(code: string): TeamSwissOptions | null {
  const m = /^FIDE_TEAM(_TYPEA|_TYPEB)?(_MP|_GP)?(_MP|_GP)?(_BAKU)?$/.exec(
    code.trim().toUpperCase(),
  );
  if (m === null) return null;
  const [, type, first, second, baku] = m;
  const score = (s: string | undefined): TeamScore | null =>
    s === undefined ? null : s === '_MP' ? 'mp' : 'gp';
  const primary = score(first) ?? 'mp';
  const secondary = first === undefined ? 'gp' : score(second);
  if (secondary === primary)
    throw new TeamTypeCodeError(
      `record 192 "${code}": the secondary score repeats the primary`,
      said('engine.teamCode.sameScores', { code }),
    );
  const colourType: ColourPreferenceType =
    type === '_TYPEA' ? 'A' : type === '_TYPEB' ? 'B' : first === undefined ? 'A' : 'none';
  // C.04.7 1.4: "If gamepoints were the primary score, the Baku Acceleration could not be used."
  if (baku !== undefined && primary === 'gp')
    throw new TeamTypeCodeError(
      `record 192 "${code}": the Baku acceleration needs match points as the primary score (C.04.7 1.4)`,
      said('engine.teamCode.bakuPrimary', { code }),
    );
  return { primary, secondary, colourType, baku: baku !== undefined };
}

/** The record 192 code of the options (the inverse of teamOptionsOfTypeCode). */
export function typeCodeOfTeamOptions(o: TeamSwissOptions): string {
  const type = o.colourType === 'A' ? '_TYPEA' : o.colourType === 'B' ? '_TYPEB' : '';
  const s = (x: TeamScore) => (x === 'mp' ? '_MP' : '_GP');
  return `FIDE_TEAM${type}${s(o.primary)}${o.secondary === null ? '' : s(o.secondary)}${o.baku ? '_BAKU' : ''}`;
}
