/**
 * The standings after the rounds whose results are all in: the ranking of
 * the Standings tab (C.07: points, then the organiser's tie-breaks), in the
 * compact rows of a printed list.
 */
import type { Tournament } from '../engine/model/tournament.js';
import { formatStandingsNumber } from '../engine/standings/index.js';
import { formatTiebreak } from '../engine/tiebreaks/index.js';
import { standingsRows, type StandingsChoice } from '../sheets/workbook/standings-rows.js';
import { documentBase, type PrintContext } from './print-context.js';
import type { PrintColumn, PrintDocument } from './print-document.js';

export function standingsPage(
  context: PrintContext,
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
): PrintDocument {
  const { words } = context;
  const byId = new Map(t.players.map((player) => [player.id, player]));
  const number = (value: number | null) => formatNumber(formatStandingsNumber(value), context);
  const columns: PrintColumn[] = [
    { label: words.text('print.rank'), align: 'right', width: 4 },
    { label: words.text('print.no'), align: 'right', width: 4 },
    { label: words.text('print.name'), align: 'left', width: 24, grow: true },
    { label: words.text('print.title'), align: 'left', width: 4 },
    { label: words.text('print.federation'), align: 'left', width: 4 },
    { label: words.text('print.rating'), align: 'right', width: 5 },
    { label: words.text('print.points'), align: 'right', width: 5, bold: true },
    ...choice.tiebreaks.map((tiebreak): PrintColumn => ({
      label: formatTiebreak(tiebreak),
      align: 'right',
      width: 6,
    })),
  ];
  const rows = standingsRows(t, throughRound, choice).map((row) => [
    String(row.rank),
    String(row.id),
    row.name,
    byId.get(row.id)?.title ?? '',
    byId.get(row.id)?.federation ?? '',
    row.rating === 0 ? '' : String(row.rating),
    number(row.points),
    ...row.values.map(number),
  ]);
  return {
    ...documentBase(context),
    kind: 'standings',
    title: words.text('print.standingsAfter', { round: throughRound }),
    typeSize: 9,
    flowColumns: 1,
    tables: [{ columns, rows }],
  };
}

/** A standings number ("2.5", "2345") with the language's decimal mark, without grouping. */
export function formatNumber(text: string, context: PrintContext): string {
  const mark = context.words.format.number(0.5, 1).replace(/\d/g, '');
  return text.replace('.', mark);
}
