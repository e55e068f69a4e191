/**
 * A Round tab: a header row, one row a game (board, white, result, black),
 * then one labelled row for each player not paired: the pairing-allocated
 * bye, requested byes and absences. Columns are fixed: the add-on writes them.
 * A two-game match (Double-Swiss, C.04.5) takes one row with a result column
 * for each game: White and Black are the colours of game 1, game 2 reverses
 * them, and each result reads left to right (1-0: the player on the left won
 * that game).
 */
import { said, type Said } from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import { tabWordSaid, typedCell, typedText } from '../tab-records/tab-words.js';
import {
  BYE_LABELS,
  BYE_ORDER,
  byeLabel,
  byeRowOfLabel,
  FREE_LABEL,
  type ByeCode,
} from './byes.js';
import { a1Notation, cellText, isBlankCell, isBlankRow, wholeNumber } from './cells.js';
import type { ProblemList } from './input-problems.js';
import { parseResultCell, RESULT_CELL_CHOICES, type ResultCell } from './result-texts.js';
import { COLUMN, withChoices, type ColumnStyle } from './tab-layout.js';

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
export const ROUND_COLUMNS = ROUND_HEADER.length;

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
  /** How each column looks (the pairing score columns come after these). */
  readonly styles: readonly ColumnStyle[];
}

/** A Result column: wide enough for its dropdown's longest result, "1-0 incomparecencia". */
const PICKED_RESULT = withChoices(COLUMN.result, RESULT_CELL_CHOICES);

/** How each column of a Round tab of one game a round looks. */
export const ROUND_STYLES: readonly ColumnStyle[] = [
  COLUMN.board,
  COLUMN.id,
  COLUMN.text,
  COLUMN.count,
  COLUMN.points,
  PICKED_RESULT,
  COLUMN.id,
  COLUMN.text,
  COLUMN.count,
  COLUMN.points,
];

/** A match tab's columns look like a game's, with a second result column. */
const MATCH_ROUND_STYLES: readonly ColumnStyle[] = [
  ...ROUND_STYLES.slice(0, RESULT_COLUMN + 1),
  PICKED_RESULT,
  ...ROUND_STYLES.slice(RESULT_COLUMN + 1),
];

export function roundLayout(gamesPerRound: 1 | 2): RoundLayout {
  const header = gamesPerRound === 2 ? MATCH_ROUND_HEADER : ROUND_HEADER;
  const resultColumns = gamesPerRound === 2 ? [5, 6] : [5];
  const styles = gamesPerRound === 2 ? MATCH_ROUND_STYLES : ROUND_STYLES;
  return { header, resultColumns, black: 5 + gamesPerRound, columns: header.length, styles };
}

/** The layout a Round tab was written in: a tab of two-game matches has a "Game 2" column where a game's tab has No. */
export function layoutOfTab(values: readonly (readonly CellValue[])[]): RoundLayout {
  return roundLayout(cellText(values[0]?.[6]) === MATCH_ROUND_HEADER[6] ? 2 : 1);
}

/** The styles of a Round tab's columns, the pairing score columns included where it has them. */
export function roundStyles(values: readonly (readonly CellValue[])[]): readonly ColumnStyle[] {
  const { styles } = layoutOfTab(values);
  const columns = values[0]?.length ?? 0;
  return columns > styles.length ? [...styles, COLUMN.points, COLUMN.points] : styles;
}

/** A player as a Round tab shows them: points are those before the round. */
export interface ShownPlayer {
  number: number;
  name: string;
  rating: number;
  points: number;
  /** Points plus the virtual points of an acceleration (C.04.7), only where they differ. */
  pairingScore?: number;
}

/**
 * Columns after the others, only on the tab of a round where some player's
 * pairing score differs from his points (C.04.7: the pairing score forms
 * the scoregroups); a bye row's player is in the White columns.
 */
export const PAIRING_SCORE_HEADER = ['Pairing score (White)', 'Pairing score (Black)'] as const;

export interface RoundContent {
  /** `secondResult`: game 2 of a two-game match, read left to right. */
  games: {
    white: ShownPlayer;
    black: ShownPlayer;
    result: ResultCell | null;
    secondResult?: ResultCell | null;
  }[];
  /**
   * `points`: what the bye or absence is worth, shown in its row's Result
   * cell (a match's, in each game's: a bye holds for both games, C.04.5 Art. 0).
   */
  byes: { code: ByeCode; player: ShownPlayer; points: number; free?: boolean }[];
  /** How the round was changed by hand, when it was (the row HAND_MARK_LABEL says it). */
  handMark?: string | null;
}

/**
 * The Board cell of the row that marks a round changed by hand, the note
 * beside it (the 2026 endorsement checklist asks that such a round be
 * marked; the TRF export writes it as a ### comment line).
 */
export const HAND_MARK_LABEL = 'Changed by hand';

/** The mark row: the label, then the note. */
export function handMarkRow(note: string, columns: number = ROUND_COLUMNS): CellValue[] {
  return [HAND_MARK_LABEL, note, ...Array.from({ length: columns - 2 }, () => '')];
}

/**
 * Points as a result symbol shows them: 1, ½, 0, 1½. A bye row's Result cell
 * says what it is worth in the sign of the results around it (1-0, ½-½).
 */
export function pointsSymbol(points: number): string {
  const whole = Math.floor(points);
  const half = Math.abs(points - whole - 0.5) < 1e-9;
  if (half) return whole === 0 ? '½' : `${whole}½`;
  return String(Number(points.toFixed(6)));
}

/** A bye row's Result: blank (as typed by hand) or points written like pointsSymbol's. */
const BYE_POINTS = /^(\d+(\.\d+)?|\d*½)$/;

function playerCells(player: ShownPlayer): CellValue[] {
  return [player.number, player.name, player.rating === 0 ? '' : player.rating, player.points];
}

/** The whole tab, header included: games in the given order, then byes in BYE_ORDER. */
export function roundTabValues(
  content: RoundContent,
  layout: RoundLayout = roundLayout(1),
): CellValue[][] {
  const matches = layout.resultColumns.length === 2;
  const scores =
    content.games.some(
      (g) => g.white.pairingScore !== undefined || g.black.pairingScore !== undefined,
    ) || content.byes.some((b) => b.player.pairingScore !== undefined);
  const score = (...players: ShownPlayer[]): CellValue[] =>
    scores ? players.map((p) => p.pairingScore ?? '') : [];
  const games = content.games.map((game, index) => [
    index + 1,
    ...playerCells(game.white),
    game.result ?? '',
    ...(matches ? [game.secondResult ?? ''] : []),
    ...playerCells(game.black),
    ...score(game.white, game.black),
  ]);
  const byes = [...content.byes]
    .sort((a, b) => BYE_ORDER.indexOf(a.code) - BYE_ORDER.indexOf(b.code))
    .map(({ code, player, points, free }) => [
      byeLabel({ code, free }),
      ...playerCells(player),
      ...layout.resultColumns.map(() => pointsSymbol(points)),
      ...Array<CellValue>(layout.columns - layout.black).fill(''),
      ...(scores ? [player.pairingScore ?? '', ''] : []),
    ]);
  const mark = content.handMark
    ? [[...handMarkRow(content.handMark, layout.columns), ...(scores ? ['', ''] : [])]]
    : [];
  const header = [...layout.header, ...(scores ? PAIRING_SCORE_HEADER : [])];
  return [header, ...games, ...byes, ...mark];
}

/** A pairing number with the name the tab shows beside it. */
export interface ShownNumber {
  row: number;
  number: number;
  name: string;
}

export interface RoundRows {
  /** `secondResult`: game 2 of a two-game match (left to right); absent for one game. */
  games: {
    row: number;
    white: number;
    black: number;
    result: ResultCell | null;
    secondResult?: ResultCell | null;
  }[];
  byes: { row: number; code: ByeCode; player: number; free?: boolean }[];
  /** The note of the row marking the round as changed by hand; null when unmarked. */
  handMark: string | null;
  /** Every number the tab shows, with its name, for checking it against the Players tab. */
  shown: ShownNumber[];
}

/**
 * The columns the reader takes by position must be where the add-on wrote
 * them: a column inserted, deleted or moved would have every row misread
 * (a result read as a pairing number), so the header is checked first and
 * a misplaced column is the one problem reported.
 */
function misplacedColumn(header: readonly CellValue[], layout: RoundLayout): Said | null {
  for (const column of [BOARD, WHITE, ...layout.resultColumns, layout.black]) {
    const found = cellText(header[column]);
    const wanted = layout.header[column]!;
    if (found.toLowerCase() !== wanted.toLowerCase()) {
      const place = {
        column: a1Notation(1, column + 1).slice(0, -1),
        wanted: tabWordSaid(wanted),
        columns: layout.header.map(tabWordSaid),
      };
      return found === ''
        ? said('problem.round.columnEmpty', place)
        : // Quoted as the organiser's tab has it, in whatever language it was typed.
          said('problem.round.columnMoved', { ...place, found: typedText(header, column) });
    }
  }
  return null;
}

export function readRoundTab(
  tab: string,
  values: CellValue[][],
  problems: ProblemList,
  layout: RoundLayout = roundLayout(1),
): RoundRows {
  const rows: RoundRows = { games: [], byes: [], handMark: null, shown: [] };
  const BLACK = layout.black;
  const matchTab = layoutOfTab(values).resultColumns.length === 2;
  if (matchTab !== (layout.resultColumns.length === 2)) {
    problems.add(
      tab,
      1,
      matchTab ? said('problem.round.matchTabOneGame') : said('problem.round.oneGameTabMatch'),
    );
    return rows;
  }
  const misplaced = values.length === 0 ? null : misplacedColumn(values[0], layout);
  if (misplaced !== null) {
    problems.add(tab, 1, misplaced);
    return rows;
  }
  values.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (isBlankRow(cells)) return;
    const problem = (text: Said) => problems.add(tab, row, text);
    if (cellText(cells[BOARD]).toLowerCase() === HAND_MARK_LABEL.toLowerCase()) {
      rows.handMark = cellText(cells[WHITE]) || HAND_MARK_LABEL;
      return;
    }
    const playerAt = (
      column: number,
      who: 'problem.round.whiteNumber' | 'problem.round.blackNumber' | 'problem.round.playerNumber',
    ): number | null => {
      const number = wholeNumber(cells[column]);
      if (number === null || number < 1) {
        problem(said(who, { value: typedText(cells, column) }));
        return null;
      }
      rows.shown.push({ row, number, name: typedText(cells, column + 1) });
      return number;
    };
    const label = cellText(cells[BOARD]);
    const byeRow = byeRowOfLabel(label);
    const bye = byeRow?.code ?? null;
    const resultTexts = layout.resultColumns.map((column) => cellText(cells[column]));
    if (bye !== null) {
      const player = playerAt(WHITE, 'problem.round.playerNumber');
      // The points the add-on wrote there are for reading only: the Settings give them.
      const typedAt = resultTexts.findIndex((text) => text !== '' && !BYE_POINTS.test(text));
      const typed = typedAt < 0 ? undefined : typedText(cells, layout.resultColumns[typedAt]!);
      if (typed !== undefined) {
        problem(
          said('problem.round.byeResult', { bye: tabWordSaid(byeLabel(byeRow!)), value: typed }),
        );
      }
      if (cells.slice(BLACK, layout.columns).some((value) => !isBlankCell(value))) {
        problem(said('problem.round.byeOpponent', { bye: tabWordSaid(byeLabel(byeRow!)) }));
      }
      if (player !== null)
        rows.byes.push({ row, code: bye, player, ...(byeRow!.free ? { free: true } : {}) });
      return;
    }
    if (wholeNumber(cells[BOARD]) === null) {
      problem(
        said('problem.round.boardCell', {
          value: typedText(cells, BOARD),
          labels: [...Object.values(BYE_LABELS), FREE_LABEL].map(tabWordSaid),
        }),
      );
      return;
    }
    const white = playerAt(WHITE, 'problem.round.whiteNumber');
    const black = playerAt(BLACK, 'problem.round.blackNumber');
    const results = layout.resultColumns.map((column, k) =>
      readResult(typedCell(cells, column), resultTexts[k]!, problem),
    );
    if (white !== null && black !== null) {
      const game = { row, white, black, result: results[0]! };
      rows.games.push(results.length === 2 ? { ...game, secondResult: results[1]! } : game);
    }
  });
  return rows;
}

/** A Result cell (`raw` as typed, `text` as read): null when blank or not a result (then a problem is added). */
function readResult(
  raw: CellValue | undefined,
  text: string,
  problem: (text: Said) => void,
): ResultCell | null {
  if (text === '') return null;
  const result = parseResultCell(text);
  // A spreadsheet turns "1-0" typed into a cell not kept as text into a date (or its serial number).
  if (result === null && (raw instanceof Date || (typeof raw === 'number' && raw > 2))) {
    problem(said('problem.round.resultDate', { choices: RESULT_CELL_CHOICES.map(tabWordSaid) }));
  } else if (result === null) {
    problem(
      said('problem.round.result', {
        value: cellText(raw),
        choices: RESULT_CELL_CHOICES.map(tabWordSaid),
      }),
    );
  }
  return result;
}
