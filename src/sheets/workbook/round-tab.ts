/**
 * A Round tab: a header row, one row a game (board, white, result, black),
 * then one labelled row for each player not paired: the pairing-allocated
 * bye, requested byes and absences. Columns are fixed: the add-on writes them.
 */
import type { CellValue } from '../ports.js';
import { BYE_LABELS, BYE_ORDER, byeOfLabel, type ByeCode } from './byes.js';
import { a1Notation, cellText, isBlankCell, isBlankRow, quoted, wholeNumber } from './cells.js';
import type { ProblemList } from './input-problems.js';
import { parseResult, RESULT_CHOICES, type ResultText } from './result-texts.js';

export const ROUND_HEADER = [
  'Board',
  'No.',
  'White',
  'Rating',
  'Points',
  'Result',
  'No.',
  'Black',
  'Rating',
  'Points',
] as const;

/** 0-based columns. */
const BOARD = 0;
const WHITE = 1;
export const RESULT_COLUMN = 5;
const BLACK = 6;
export const ROUND_COLUMNS = ROUND_HEADER.length;

/** A player as a Round tab shows them: points are those before the round. */
export interface ShownPlayer {
  number: number;
  name: string;
  rating: number;
  points: number;
}

export interface RoundContent {
  games: { white: ShownPlayer; black: ShownPlayer; result: ResultText | null }[];
  byes: { code: ByeCode; player: ShownPlayer }[];
}

function playerCells(player: ShownPlayer): CellValue[] {
  return [player.number, player.name, player.rating === 0 ? '' : player.rating, player.points];
}

/** The whole tab, header included: games in the given order, then byes in BYE_ORDER. */
export function roundTabValues(content: RoundContent): CellValue[][] {
  const games = content.games.map((game, index) => [
    index + 1,
    ...playerCells(game.white),
    game.result ?? '',
    ...playerCells(game.black),
  ]);
  const byes = [...content.byes]
    .sort((a, b) => BYE_ORDER.indexOf(a.code) - BYE_ORDER.indexOf(b.code))
    .map(({ code, player }) => [BYE_LABELS[code], ...playerCells(player), '', '', '', '', '']);
  return [[...ROUND_HEADER], ...games, ...byes];
}

/** A pairing number with the name the tab shows beside it. */
export interface ShownNumber {
  row: number;
  number: number;
  name: string;
}

export interface RoundRows {
  games: { row: number; white: number; black: number; result: ResultText | null }[];
  byes: { row: number; code: ByeCode; player: number }[];
  /** Every number the tab shows, with its name, for checking it against the Players tab. */
  shown: ShownNumber[];
}

/**
 * The columns the reader takes by position must be where the add-on wrote
 * them: a column inserted, deleted or moved would have every row misread
 * (a result read as a pairing number), so the header is checked first and
 * a misplaced column is the one problem reported.
 */
function misplacedColumn(header: readonly CellValue[]): string | null {
  for (const column of [BOARD, WHITE, RESULT_COLUMN, BLACK]) {
    const found = cellText(header[column]);
    if (found.toLowerCase() !== ROUND_HEADER[column].toLowerCase())
      return `column ${a1Notation(1, column + 1).slice(0, -1)} should be "${ROUND_HEADER[column]}" but has ${found === '' ? 'nothing' : `"${found}"`}: a column was inserted, deleted or moved; put the columns back as the add-on wrote them (${ROUND_HEADER.join(', ')})`;
  }
  return null;
}

export function readRoundTab(tab: string, values: CellValue[][], problems: ProblemList): RoundRows {
  const rows: RoundRows = { games: [], byes: [], shown: [] };
  const misplaced = values.length === 0 ? null : misplacedColumn(values[0]);
  if (misplaced !== null) {
    problems.add(tab, 1, misplaced);
    return rows;
  }
  values.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (isBlankRow(cells)) return;
    const problem = (text: string) => problems.add(tab, row, text);
    const playerAt = (column: number, colour: string): number | null => {
      const number = wholeNumber(cells[column]);
      if (number === null || number < 1) {
        problem(`the ${colour} No. ${quoted(cells[column] ?? '')} is not a pairing number`);
        return null;
      }
      rows.shown.push({ row, number, name: cellText(cells[column + 1]) });
      return number;
    };
    const label = cellText(cells[BOARD]);
    const bye = byeOfLabel(label);
    const resultText = cellText(cells[RESULT_COLUMN]);
    if (bye !== null) {
      const player = playerAt(WHITE, 'player');
      if (resultText !== '') {
        problem(
          `this row is a "${BYE_LABELS[bye]}", not a game: its Result must stay empty (it has "${resultText}")`,
        );
      }
      if (cells.slice(BLACK).some((value) => !isBlankCell(value))) {
        problem(`this row is a "${BYE_LABELS[bye]}": it has no opponent`);
      }
      if (player !== null) rows.byes.push({ row, code: bye, player });
      return;
    }
    if (wholeNumber(cells[BOARD]) === null) {
      problem(
        `the Board cell ${quoted(cells[BOARD])} is neither a board number nor one of ${Object.values(BYE_LABELS).join(', ')}`,
      );
      return;
    }
    const white = playerAt(WHITE, 'white');
    const black = playerAt(BLACK, 'black');
    let result: ResultText | null = null;
    if (resultText !== '') {
      result = parseResult(resultText);
      const raw = cells[RESULT_COLUMN];
      // A spreadsheet turns "1-0" typed into a cell not kept as text into a date (or its serial number).
      if (result === null && (raw instanceof Date || (typeof raw === 'number' && raw > 2))) {
        problem(
          `the Result cell holds a date (a result typed there became one); pick the result from the list: ${RESULT_CHOICES.join(', ')}`,
        );
      } else if (result === null) {
        problem(`"${resultText}" is not a result; use one of ${RESULT_CHOICES.join(', ')}`);
      }
    }
    if (white !== null && black !== null) rows.games.push({ row, white, black, result });
  });
  return rows;
}
