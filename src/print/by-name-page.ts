/**
 * The round by name, the list players crowd round: every player in
 * alphabetical order with his board and colour, in two columns a page
 * (chess-results' alphabetical list). A player not paired has what the
 * round gives him instead of a board.
 */
import type { RoundContent } from '../sheets/workbook/round-tab.js';
import { documentBase, type PrintContext } from './print-context.js';
import type { PrintColumn, PrintDocument, PrintRow } from './print-document.js';
import { byeWords } from './result-symbols.js';

interface Entry {
  name: string;
  number: number;
  row: PrintRow;
}

export function byNamePage(
  context: PrintContext,
  round: number,
  content: RoundContent,
): PrintDocument {
  const { words } = context;
  const columns: PrintColumn[] = [
    { label: words.text('print.name'), align: 'left', width: 22, grow: true },
    { label: words.text('print.no'), align: 'right', width: 4 },
    { label: words.text('print.board'), align: 'right', width: 5, bold: true },
    { label: words.text('print.colour'), align: 'left', width: 11 },
  ];
  const entries: Entry[] = [];
  const add = (name: string, number: number, rest: (string | null)[]) =>
    entries.push({ name, number, row: [name, String(number), ...rest] });
  // A two-game match (C.04.5) is listed with the colours of game 1, as its Round tab row.
  content.games.forEach((game, index) => {
    add(game.white.name, game.white.number, [String(index + 1), words.text('print.white')]);
    add(game.black.name, game.black.number, [String(index + 1), words.text('print.black')]);
  });
  for (const bye of content.byes)
    add(bye.player.name, bye.player.number, [byeWords(bye.code, words), null]);
  const collator = new Intl.Collator(words.language.locale, { sensitivity: 'base' });
  entries.sort((a, b) => collator.compare(a.name, b.name) || a.number - b.number);
  return {
    ...documentBase(context),
    kind: 'by-name',
    title: words.text('print.byNameOf', { round }),
    typeSize: 9,
    flowColumns: 2,
    tables: [{ columns, rows: entries.map((entry) => entry.row) }],
  };
}
