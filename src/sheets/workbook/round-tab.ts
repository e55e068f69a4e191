/**
 * A Round tab: a header row, one row a game (board, white, result, black),
 * then one labelled row for each player not paired: the pairing-allocated
 * bye, requested byes and absences. Columns are fixed: the add-on writes them.
 * A two-game match (Double-Swiss, C.04.5) takes one row with a result column
 * for each game: White and Black are the colours of game 1, game 2 reverses
 * them, and each result reads left to right (1-0: the player on the left won
 * that game).
 */
import type { CellValue } from '../ports.js';
import { BYE_LABELS, BYE_ORDER, byeOfLabel, type ByeCode } from './byes.js';
import { cellText, isBlankCell, isBlankRow, quoted, wholeNumber } from './cells.js';
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

/** The header of a Round tab of two-game matches. */
export const MATCH_ROUND_HEADER = [
  'Board',
  'No.',
  'White',
  'Rating',
  'Points',
  'Game 1',
  'Game 2',
  'No.',
  'Black',
  'Rating',
  'Points',
] as const;

/** Where a Round tab keeps what, for games of one game or matches of two. 0-based columns. */
export interface RoundLayout {
  readonly header: readonly string[];
  /** One result column a game of the match. */
  readonly resultColumns: readonly number[];
  readonly black: number;
  readonly columns: number;
}

export function roundLayout(gamesPerRound: 1 | 2): RoundLayout {
  const header = gamesPerRound === 2 ? MATCH_ROUND_HEADER : ROUND_HEADER;
  const resultColumns = gamesPerRound === 2 ? [5, 6] : [5];
  return { header, resultColumns, black: 5 + gamesPerRound, columns: header.length };
}

/** The layout a Round tab was written in: a tab of two-game matches has a "Game 2" column where a game's tab has No. */
export function layoutOfTab(values: readonly CellValue[][]): RoundLayout {
  return roundLayout(cellText(values[0]?.[6]) === MATCH_ROUND_HEADER[6] ? 2 : 1);
}

/** 0-based columns. */
const BOARD = 0;
const WHITE = 1;
export const RESULT_COLUMN = 5;
export const ROUND_COLUMNS = ROUND_HEADER.length;

/** A player as a Round tab shows them: points are those before the round. */
export interface ShownPlayer {
  number: number;
  name: string;
  rating: number;
  points: number;
}

export interface RoundContent {
  /** `secondResult`: game 2 of a two-game match, read left to right. */
  games: {
    white: ShownPlayer;
    black: ShownPlayer;
    result: ResultText | null;
    secondResult?: ResultText | null;
  }[];
  byes: { code: ByeCode; player: ShownPlayer }[];
}

function playerCells(player: ShownPlayer): CellValue[] {
  return [player.number, player.name, player.rating === 0 ? '' : player.rating, player.points];
}

/** The whole tab, header included: games in the given order, then byes in BYE_ORDER. */
export function roundTabValues(
  content: RoundContent,
  layout: RoundLayout = roundLayout(1),
): CellValue[][] {
  const matches = layout.resultColumns.length === 2;
  const games = content.games.map((game, index) => [
    index + 1,
    ...playerCells(game.white),
    game.result ?? '',
    ...(matches ? [game.secondResult ?? ''] : []),
    ...playerCells(game.black),
  ]);
  const blank = Array<CellValue>(layout.columns - 5).fill('');
  const byes = [...content.byes]
    .sort((a, b) => BYE_ORDER.indexOf(a.code) - BYE_ORDER.indexOf(b.code))
    .map(({ code, player }) => [BYE_LABELS[code], ...playerCells(player), ...blank]);
  return [[...layout.header], ...games, ...byes];
}

export interface RoundRows {
  /** `secondResult`: game 2 of a two-game match (left to right); absent for one game. */
  games: {
    row: number;
    white: number;
    black: number;
    result: ResultText | null;
    secondResult?: ResultText | null;
  }[];
  byes: { row: number; code: ByeCode; player: number }[];
}

export function readRoundTab(
  tab: string,
  values: CellValue[][],
  problems: ProblemList,
  layout: RoundLayout = roundLayout(1),
): RoundRows {
  const rows: RoundRows = { games: [], byes: [] };
  const BLACK = layout.black;
  const matchTab = layoutOfTab(values).resultColumns.length === 2;
  if (matchTab !== (layout.resultColumns.length === 2)) {
    problems.add(
      tab,
      1,
      matchTab
        ? 'this tab has a result column for each game of a two-game match, but the pairing system of the Settings plays one game a round'
        : 'the pairing system of the Settings plays two-game matches, but this tab has one Result column (was the system changed after the round was paired?)',
    );
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
      return number;
    };
    const label = cellText(cells[BOARD]);
    const bye = byeOfLabel(label);
    const resultTexts = layout.resultColumns.map((column) => cellText(cells[column]));
    if (bye !== null) {
      const player = playerAt(WHITE, 'player');
      const typed = resultTexts.find((text) => text !== '');
      if (typed !== undefined) {
        problem(
          `this row is a "${BYE_LABELS[bye]}", not a game: its Result must stay empty (it has "${typed}")`,
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
    const results = layout.resultColumns.map((column, k) =>
      readResult(cells[column], resultTexts[k]!, problem),
    );
    if (white !== null && black !== null) {
      const game = { row, white, black, result: results[0]! };
      rows.games.push(results.length === 2 ? { ...game, secondResult: results[1]! } : game);
    }
  });
  return rows;
}

/** A Result cell: null when blank or not a result (then a problem is added). */
function readResult(
  raw: CellValue | undefined,
  text: string,
  problem: (text: string) => void,
): ResultText | null {
  if (text === '') return null;
  const result = parseResult(text);
  // A spreadsheet turns "1-0" typed into a cell not kept as text into a date (or its serial number).
  if (result === null && (raw instanceof Date || (typeof raw === 'number' && raw > 2))) {
    problem(
      `the Result cell holds a date (a result typed there became one); pick the result from the list: ${RESULT_CHOICES.join(', ')}`,
    );
  } else if (result === null) {
    problem(`"${text}" is not a result; use one of ${RESULT_CHOICES.join(', ')}`);
  }
  return result;
}
