/**
 * The Team standings tab: rank, team, match points, game points and the
 * team tie-breaks of the Settings (C.07 11-13), after the last round whose
 * matches all have their results.
 */
import { teamRounds } from '../../engine/model/team-rounds.js';
import type { TeamTournament } from '../../engine/model/teams.js';
import { formatStandingsNumber } from '../../engine/standings/index.js';
import { computeTeamStandings, formatTeamTiebreak } from '../../engine/team-standings/index.js';
import type { Translator } from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import { COLUMN, type ColumnStyle } from '../workbook/tab-layout.js';
import type { TeamSettings } from './team-settings.js';

/** The last round every match of which has its result (0 before any). */
export function lastCompleteRound(t: TeamTournament, paired: number): number {
  const rounds = teamRounds(t, paired);
  for (let r = paired; r >= 1; r--)
    if ([...rounds.values()].every((rs) => rs[r - 1]!.kind !== 'pending')) return r;
  return 0;
}

export function teamStandingsValues(
  t: TeamTournament,
  settings: TeamSettings,
  round: number,
  tr: Translator,
): CellValue[][] {
  const header = [
    tr.text('team.column.rank'),
    tr.text('team.column.team'),
    tr.text('sidebar.matchPoints'),
    tr.text('sidebar.gamePoints'),
    ...settings.tiebreaks.map(formatTeamTiebreak),
  ];
  if (round === 0) return [header];
  const rows = computeTeamStandings(t, {
    primary: settings.options.primary,
    tiebreaks: settings.tiebreaks,
    round,
  });
  return [
    header,
    ...rows.map((r) => [
      r.rank,
      r.name,
      r.matchPoints,
      r.gamePoints,
      ...r.values.map((v) => Number(formatStandingsNumber(v))),
    ]),
  ];
}

export function teamStandingsStyles(columns: number): ColumnStyle[] {
  return [
    COLUMN.id,
    COLUMN.text,
    COLUMN.points,
    COLUMN.points,
    ...Array.from({ length: Math.max(0, columns - 4) }, () => COLUMN.value),
  ];
}
