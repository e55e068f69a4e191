/**
 * A round-robin's whole schedule, every round as the table makes it (C.05
 * Annex 1, the Berger tables): each round's boards, White first, with a box
 * for the result, and the player the dummy meets as the bye. The games are
 * numbered in table order and the bye comes last, as on the command line's
 * --schedule.
 */
import type { Player } from '../engine/model/tournament.js';
import type { TableOptions, TableSchedule } from '../engine/systems/table-schedule.js';
import { documentBase, type PrintContext } from './print-context.js';
import type { PrintColumn, PrintDocument, PrintRow, PrintTable } from './print-document.js';

export function schedulePage(
  context: PrintContext,
  schedule: TableSchedule,
  players: readonly Player[],
  options: TableOptions = {},
): PrintDocument {
  const { words } = context;
  const n = players.length;
  const name = (id: number) => players[id - 1]?.name ?? '';
  const columns: PrintColumn[] = [
    { label: words.text('print.board'), align: 'right', width: 4, bold: true },
    { label: words.text('print.no'), align: 'right', width: 3 },
    { label: words.text('print.white'), align: 'left', width: 22, grow: true },
    { label: words.text('print.result'), align: 'center', width: 7, box: true },
    { label: words.text('print.no'), align: 'right', width: 3 },
    { label: words.text('print.black'), align: 'left', width: 22, grow: true },
  ];
  const rounds = n < 2 ? 0 : schedule.rounds(n);
  const tables: PrintTable[] = Array.from({ length: rounds }, (_, index) => {
    const round = schedule.round(n, index + 1, options);
    const rows: PrintRow[] = [];
    let board = 0;
    let bye: number | null = null;
    for (const { white, black } of round.boards) {
      if (white === null || black === null) bye = white ?? black;
      else rows.push([String(++board), String(white), name(white), '', String(black), name(black)]);
    }
    if (bye !== null) rows.push(['', String(bye), name(bye), '', words.text('print.bye'), null]);
    return { heading: words.text('print.round', { round: index + 1 }), columns, rows };
  });
  return {
    ...documentBase(context),
    kind: 'schedule',
    title: words.text('print.scheduleOf', { players: n, rounds }),
    typeSize: 10,
    flowColumns: 1,
    tables,
  };
}
