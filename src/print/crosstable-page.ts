/**
 * The crosstable: a row a player in standings order, his pairing number, a
 * column a round with the opponent's pairing number, the colour and the
 * result ("12w1"), then points and tie-breaks, as the Crosstable tab writes
 * them (issue 15's decisions, issue 35's opponent by pairing number).
 */
import type { Tournament } from '../engine/model/tournament.js';
import { formatStandingsNumber } from '../engine/standings/index.js';
import { formatTiebreak } from '../engine/tiebreaks/index.js';
import { crosstableEntry } from '../sheets/workbook/crosstable.js';
import {
  rankedTournament,
  standingsRows,
  type StandingsChoice,
} from '../sheets/workbook/standings-rows.js';
import { documentBase, type PrintContext } from './print-context.js';
import type { PrintColumn, PrintDocument } from './print-document.js';
import { formatNumber } from './standings-page.js';

export function crosstablePage(
  context: PrintContext,
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
): PrintDocument {
  const { words } = context;
  const rows = standingsRows(t, throughRound, choice);
  // Two-game matches (C.04.5): a column a game, or a match when the standings count matches.
  const ranked = rankedTournament(t, throughRound, choice);
  const byId = new Map(ranked.tournament.players.map((player) => [player.id, player]));
  const rounds = Array.from({ length: ranked.round }, (_, index) => index + 1);
  const number = (value: number | null) => formatNumber(formatStandingsNumber(value), context);
  const columns: PrintColumn[] = [
    { label: words.text('print.rank'), align: 'right', width: 4 },
    { label: words.text('print.no'), align: 'right', width: 4 },
    { label: words.text('print.name'), align: 'left', width: 12, grow: true },
    { label: words.text('print.title'), align: 'left', width: 3 },
    { label: words.text('print.federation'), align: 'left', width: 4 },
    { label: words.text('print.rating'), align: 'right', width: 5 },
    ...rounds.map((round): PrintColumn => ({ label: String(round), align: 'center', width: 5 })),
    { label: words.text('print.points'), align: 'right', width: 4, bold: true },
    ...choice.tiebreaks.map((tiebreak): PrintColumn => ({
      label: formatTiebreak(tiebreak),
      align: 'right',
      width: 5,
    })),
  ];
  const body = rows.map((row, index) => {
    const player = byId.get(row.id);
    return [
      String(index + 1),
      String(row.id),
      row.name,
      player?.title ?? '',
      player?.federation ?? '',
      row.rating === 0 ? '' : String(row.rating),
      ...rounds.map((round) => crosstableEntry(player?.rounds[round - 1])),
      number(row.points),
      ...row.values.map(number),
    ];
  });
  return {
    ...documentBase(context),
    kind: 'crosstable',
    title: words.text('print.crosstableAfter', { round: throughRound }),
    typeSize: 8,
    flowColumns: 1,
    tables: [{ columns, rows: body }],
  };
}
