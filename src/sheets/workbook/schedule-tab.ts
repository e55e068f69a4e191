/**
 * The Schedule tab of a kind whose rounds come from a table (a
 * round-robin): every round at once, for printing and the notice board,
 * each board with the Berger numbers and the names (C.05 Annex 1). Pure:
 * values only.
 */
import type { TableOptions, TableSchedule } from '../../engine/systems/table-schedule.js';
import type { CellValue } from '../ports.js';
import { FREE_LABEL } from './byes.js';
import { COLUMN, type ColumnStyle } from './tab-layout.js';

export const SCHEDULE_HEADER = ['Round', 'Board', 'No.', 'White', 'No.', 'Black'] as const;

export const SCHEDULE_STYLES: readonly ColumnStyle[] = [
  COLUMN.id,
  COLUMN.board,
  COLUMN.id,
  COLUMN.text,
  COLUMN.id,
  COLUMN.text,
];

/**
 * Every round of the table for the players named by Berger number: boards
 * in the table's order, White first; the player meeting the dummy (an odd
 * field) on a row of his own, free.
 */
export function scheduleTabValues(
  schedule: TableSchedule,
  names: ReadonlyMap<number, string>,
  options: TableOptions = {},
): CellValue[][] {
  const players = names.size;
  const rows: CellValue[][] = [[...SCHEDULE_HEADER]];
  for (let round = 1; round <= schedule.rounds(players); round++) {
    const boards = schedule.round(players, round, options).boards;
    let board = 0;
    const free: CellValue[][] = [];
    for (const { white, black } of boards) {
      if (white === null || black === null) {
        const player = (white ?? black)!;
        free.push([round, FREE_LABEL, player, names.get(player) ?? '', '', '']);
        continue;
      }
      board++;
      rows.push([round, board, white, names.get(white) ?? '', black, names.get(black) ?? '']);
    }
    rows.push(...free);
  }
  return rows;
}
