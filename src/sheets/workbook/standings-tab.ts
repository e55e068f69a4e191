/**
 * The Standings tab: rank, No., name, title, federation, rating, points and
 * one column per tie-break of the organiser's list, best first.
 */
import { formatStandingsNumber } from '../../engine/standings/index.js';
import { formatTiebreak, type TiebreakSpec } from '../../engine/tiebreaks/index.js';
import type { Tournament } from '../../engine/model/tournament.js';
import type { CellValue } from '../ports.js';
import { standingsRows, type StandingsChoice } from './standings-rows.js';
import type { StandingsRow } from '../../engine/standings/index.js';
import { COLUMN, type ColumnStyle } from './tab-layout.js';

export const STANDINGS_HEADER = [
  'Rank',
  'No.',
  'Name',
  'Title',
  'Federation',
  'Rating',
  'Points',
] as const;

/** The look of a Standings tab of `columns` columns: the fixed ones, then tie-breaks. */
export function standingsStyles(columns: number): ColumnStyle[] {
  const fixed = [
    COLUMN.id,
    COLUMN.id,
    COLUMN.text,
    COLUMN.text,
    COLUMN.text,
    COLUMN.count,
    COLUMN.points,
  ];
  return [
    ...fixed,
    ...Array.from({ length: Math.max(0, columns - fixed.length) }, () => COLUMN.value),
  ];
}

export type { StandingsChoice } from './standings-rows.js';

/** The header row: the fixed columns, then each tie-break as written in the list ("BH/C1"). */
export function standingsHeader(tiebreaks: readonly TiebreakSpec[]): CellValue[] {
  return [...STANDINGS_HEADER, ...tiebreaks.map(formatTiebreak)];
}

/** A points or tie-break value as a number cell, without floating-point noise; blank for none. */
export function numberCell(value: number | null): number | '' {
  const text = formatStandingsNumber(value);
  return text === '' ? '' : Number(text);
}

/**
 * The standings after rounds 1..`throughRound` (standingsRows, or `rows` where the caller has
 * them already: the Crosstable is ranked alike), as the tab shows them.
 */
export function standingsTabValues(
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
  rows: readonly StandingsRow[] = standingsRows(t, throughRound, choice),
): CellValue[][] {
  const byId = new Map(t.players.map((player) => [player.id, player]));
  const body = rows.map((row) => [
    row.rank,
    row.id,
    row.name,
    byId.get(row.id)?.title ?? '',
    byId.get(row.id)?.federation ?? '',
    row.rating === 0 ? '' : row.rating,
    numberCell(row.points),
    ...row.values.map(numberCell),
  ]);
  return [standingsHeader(choice.tiebreaks), ...body];
}
