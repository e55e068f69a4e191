/**
 * The Board prizes tab: one table a board (the engine's computeBoardPrizes,
 * engine/team-standings/board-prizes.ts), each player on the board he
 * competes for with his games actually played, points and percentage, the
 * players with too few games after the ranked ones and without a rank.
 */
import type { TeamTournament } from '../../engine/model/teams.js';
import { computeBoardPrizes } from '../../engine/team-standings/index.js';
import type { Translator } from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import { COLUMN, type ColumnStyle } from '../workbook/tab-layout.js';

export function boardPrizesValues(t: TeamTournament, round: number, tr: Translator): CellValue[][] {
  const header = [
    tr.text('team.column.board'),
    tr.text('team.column.rank'),
    tr.text('team.column.player'),
    tr.text('team.column.team'),
    tr.text('team.column.games'),
    tr.text('team.column.points'),
    tr.text('team.column.percentage'),
  ];
  if (round === 0) return [header];
  const prizes = computeBoardPrizes(t, { round });
  const teamName = new Map(t.teams.map((team) => [team.tpn, team.name]));
  return [
    header,
    ...prizes.tables.flatMap((table) =>
      table.rows.map(({ rank, player }) => [
        table.board,
        rank ?? '',
        player.name,
        teamName.get(player.team) ?? '',
        player.games,
        player.points,
        player.percentage === null ? '' : Math.round(player.percentage * 10) / 10,
      ]),
    ),
  ];
}

export const BOARD_PRIZES_STYLES: readonly ColumnStyle[] = [
  COLUMN.board,
  COLUMN.id,
  COLUMN.text,
  COLUMN.text,
  COLUMN.count,
  COLUMN.points,
  COLUMN.value,
];
