/**
 * This round's pairings for the wall: board, White, the result box, Black,
 * in large type; then the players not paired, each with what the round
 * gives him (C.04.2 3.6 board order, as the Round tab has it).
 */
import { BYE_ORDER } from '../sheets/workbook/byes.js';
import type { RoundContent, ShownPlayer } from '../sheets/workbook/round-tab.js';
import { documentBase, type PrintContext } from './print-context.js';
import type { PrintColumn, PrintDocument, PrintRow } from './print-document.js';
import { byeWords, pointsSymbol, resultSymbol } from './result-symbols.js';

/** "Name (1½)": the points before the round, as chess-results' pairing lists show them. */
function named(player: ShownPlayer): string {
  return `${player.name} (${pointsSymbol(player.points)})`;
}

export function pairingsPage(
  context: PrintContext,
  round: number,
  content: RoundContent,
  gamesPerRound: 1 | 2 = 1,
): PrintDocument {
  const { words } = context;
  const results: PrintColumn[] =
    gamesPerRound === 2
      ? [1, 2].map((game) => ({
          label: words.text('print.game', { game }),
          align: 'center',
          width: 7,
          box: true,
        }))
      : [{ label: words.text('print.result'), align: 'center', width: 7, box: true }];
  const columns: PrintColumn[] = [
    { label: words.text('print.board'), align: 'right', width: 4, bold: true },
    { label: words.text('print.no'), align: 'right', width: 4 },
    { label: words.text('print.white'), align: 'left', width: 22, grow: true },
    ...results,
    { label: words.text('print.no'), align: 'right', width: 4 },
    { label: words.text('print.black'), align: 'left', width: 22, grow: true },
  ];
  const games: PrintRow[] = content.games.map((game, index) => [
    String(index + 1),
    String(game.white.number),
    named(game.white),
    resultSymbol(game.result),
    ...(gamesPerRound === 2 ? [resultSymbol(game.secondResult)] : []),
    String(game.black.number),
    named(game.black),
  ]);
  const byes: PrintRow[] = [...content.byes]
    .sort((a, b) => BYE_ORDER.indexOf(a.code) - BYE_ORDER.indexOf(b.code))
    .map((bye) => [
      '',
      String(bye.player.number),
      named(bye.player),
      ...results.map(() => pointsSymbol(bye.points)),
      byeWords(bye.code, words),
      null,
    ]);
  return {
    ...documentBase(context),
    kind: 'pairings',
    title: words.text('print.pairingsOf', { round }),
    typeSize: 12,
    flowColumns: 1,
    tables: [{ columns, rows: [...games, ...byes] }],
  };
}
