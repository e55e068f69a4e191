/**
 * The Crosstable tab: one row a player in standings order, each round as the
 * opponent's row, the colour and the result ("12w1", "5b½"), then points and
 * tie-breaks. Pure: values only, no spreadsheet.
 *
 * Decisions (issue 15, written as on FIDE and chess-results crosstables):
 * - Rows are numbered 1, 2, ... in standings order (players the tie-breaks
 *   cannot separate listed by pairing number, as in the Standings, which show
 *   their shared rank). An entry names the opponent by his pairing number
 *   (the No. column, his starting number), as chess-results.com's and FIDE's
 *   tournament-report crosstables do (issue 35): it never changes when ranks
 *   do, so a rewrite after a round changes the points and tie-breaks, not
 *   every earlier round's entries.
 * - A forfeit shows the opponent and colour with "+" or "-" (C.04.2 3.5: not a
 *   game played); the pairing-allocated bye "bye"; a half-point bye "½", a
 *   full-point bye "1"; an absence or zero-point bye "-"; a round a player
 *   was not yet entered in, nothing.
 */
import type { ResultCode, RoundRecord, Tournament } from '../../engine/model/tournament.js';
import type { StandingsRow } from '../../engine/standings/index.js';
import { CROSSTABLE_PLAYER_HEADER, gameSymbol } from './crosstable-cells.js';
import { crosstableGridValues } from './crosstable-grid.js';
import { isTableMade } from './settings-tab.js';
import { formatTiebreak, type TiebreakSpec } from '../../engine/tiebreaks/index.js';
import { rankedTournament, standingsRows, type StandingsChoice } from './standings-rows.js';
import { numberCell } from './standings-tab.js';
import { COLUMN, type ColumnStyle } from './tab-layout.js';

export type { TableCell } from './crosstable-cells.js';
import type { TableCell } from './crosstable-cells.js';

/** The pairing-allocated bye in a crosstable, in English as the tab is written (tab-words.ts). */
export const CROSSTABLE_BYE = 'bye';

const UNPAIRED_SYMBOL: Partial<Record<ResultCode, string>> = {
  U: CROSSTABLE_BYE,
  '+': CROSSTABLE_BYE,
  H: '½',
  F: '1',
  Z: '-',
  '-': '-',
};

/**
 * One round of one player as the crosstable writes it: the opponent by his
 * pairing number; `bye` is the pairing-allocated bye's word (a printed page's in its language).
 */
export function crosstableEntry(
  record: RoundRecord | undefined,
  bye: string = CROSSTABLE_BYE,
): string {
  if (record === undefined) return '';
  if (record.opponent === null) {
    const symbol = record.result === null ? '' : (UNPAIRED_SYMBOL[record.result] ?? '');
    return symbol === CROSSTABLE_BYE ? bye : symbol;
  }
  const result = gameSymbol(record);
  return `${record.opponent}${record.colour ?? ''}${result}`;
}

/** A round's column header, in English as the tab is written (tab-words.ts puts it in the language). */
export function roundHeader(round: number): string {
  return `R${round}`;
}

/** The header of the points column, after the rounds' (in English, as the tab is written). */
export const CROSSTABLE_POINTS = 'Points';

/** The header of a crosstable of rounds 1..`rounds`. */
export function crosstableHeader(rounds: number, tiebreaks: readonly TiebreakSpec[]): string[] {
  return [
    ...CROSSTABLE_PLAYER_HEADER,
    ...Array.from({ length: rounds }, (_, index) => roundHeader(index + 1)),
    CROSSTABLE_POINTS,
    ...tiebreaks.map(formatTiebreak),
  ];
}

/**
 * The whole tab, header included, after rounds 1..`throughRound`: for a
 * kind whose rounds come from a table (a round-robin), its grid in Berger
 * order (crosstable-grid.ts). `standings`: the rows (standingsRows) where
 * the caller has them already.
 */
export function crosstableValues(
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
  standings?: readonly StandingsRow[],
): TableCell[][] {
  if (choice.system !== undefined && isTableMade({ system: choice.system }))
    return crosstableGridValues(t, throughRound, choice);
  const rows = standings ?? standingsRows(t, throughRound, choice);
  // Two-game matches (C.04.5): a column a game, or a match when the standings count matches.
  const ranked = rankedTournament(t, throughRound, choice);
  const byId = new Map(ranked.tournament.players.map((player) => [player.id, player]));
  const rounds = Array.from({ length: ranked.round }, (_, index) => index + 1);
  const header: TableCell[] = crosstableHeader(ranked.round, choice.tiebreaks);
  const body = rows.map((row, index): TableCell[] => {
    const player = byId.get(row.id);
    return [
      index + 1,
      row.id,
      row.name,
      player?.title ?? '',
      player?.federation ?? '',
      row.rating === 0 ? '' : row.rating,
      ...rounds.map((round) => crosstableEntry(player?.rounds[round - 1])),
      numberCell(row.points),
      ...row.values.map(numberCell),
    ];
  });
  return [header, ...body];
}

/** The look of a Crosstable of `rounds` rounds and `columns` columns in all. */
export function crosstableStyles(rounds: number, columns: number): ColumnStyle[] {
  const fixed = [COLUMN.id, COLUMN.id, COLUMN.text, COLUMN.text, COLUMN.text, COLUMN.count];
  const tail = Math.max(0, columns - fixed.length - rounds - 1);
  return [
    ...fixed,
    ...Array.from({ length: rounds }, () => COLUMN.result),
    COLUMN.points,
    ...Array.from({ length: tail }, () => COLUMN.value),
  ];
}

/** The round columns (0-based, first and last), which share one width. */
export function crosstableRoundColumns(rounds: number): [number, number] | null {
  const first = CROSSTABLE_PLAYER_HEADER.length;
  return rounds === 0 ? null : [first, first + rounds - 1];
}

/**
 * The styles and the shared-width round columns of a Crosstable tab as
 * written (its header says how many rounds it has).
 */
export function crosstableLayout(
  values: readonly (readonly unknown[])[],
): [ColumnStyle[], [number, number] | null] {
  const header = values[0] ?? [];
  // Round columns (R1, R2 ...), or a round-robin grid's opponent columns (1, 2 ...).
  const rounds = header.filter((cell) => /^(R\d+|\d+)$/.test(String(cell))).length;
  return [crosstableStyles(rounds, header.length), crosstableRoundColumns(rounds)];
}
