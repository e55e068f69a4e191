/**
 * "Pair the rest": boards the organiser typed into a new, empty Round tab
 * (White and Black numbers) before "Pair next round". They are kept, and
 * the system pairs the other players around them.
 */
import type { CellValue } from '../ports.js';
import { ProblemList } from '../workbook/input-problems.js';
import { wholeNumber } from '../workbook/cells.js';
import { readRoundTab, ROUND_HEADER } from '../workbook/round-tab.js';
import { roundTabName } from '../workbook/tab-names.js';
import { inputForRound, playersToPair, type FixedGame } from '../../engine/pairing/index.js';
import type { WorkbookTournament, WorkbookValues } from '../workbook/tournament-from-workbook.js';
import { findUndoRecord } from '../workbook/undo-record.js';
import { numberedWorkbook, type NumberedWorkbook } from './numbered-workbook.js';
import type { WorkbookRead } from './workbook-io.js';

export interface TypedBoards {
  round: number;
  /** The tab as typed, for Undo to put back. */
  values: CellValue[][];
  /** The boards typed, in row order: sheet row, typed board number, the game. */
  boards: { row: number; board: number; game: FixedGame }[];
}

/**
 * The last Round tab when it can only be boards typed for the next round:
 * the add-on did not pair it (no undo record), it has games, none with a
 * result, and no bye rows. Whether it leaves anyone to pair is for the
 * caller to see (a whole round typed by hand is a round to play). A tab
 * whose cells cannot be read is left to the usual reading, which names them.
 */
export function typedBoardsTab(read: WorkbookRead): TypedBoards | null {
  const round = Math.max(0, ...read.values.rounds.keys());
  if (round === 0 || findUndoRecord(read.undo, round) !== null) return null;
  const values = read.values.rounds.get(round)!;
  // Typed into a blank tab from its first row, without the header row every Round tab has.
  const headless = wholeNumber(values[0]?.[0]) !== null;
  const headed = headless ? [[...ROUND_HEADER], ...values] : values;
  const problems = new ProblemList();
  const rows = readRoundTab(roundTabName(round), headed, problems);
  if (problems.problems.length > 0 || rows.games.length === 0 || rows.byes.length > 0) return null;
  if (rows.games.some((game) => game.result !== null)) return null;
  return {
    round,
    values,
    boards: rows.games.map((game) => ({
      row: game.row - (headless ? 1 : 0),
      board: Number(headed[game.row - 1]![0]),
      game: { white: game.white, black: game.black },
    })),
  };
}

/** The workbook's values without the typed tab: the tournament as it stands before that round. */
export function withoutRound(values: WorkbookValues, round: number): WorkbookValues {
  const rounds = new Map(values.rounds);
  rounds.delete(round);
  return { ...values, rounds };
}

/** Typed board numbers must be boards of the round, each used once. */
export function typedBoardProblems(typed: TypedBoards, games: number, problems: ProblemList): void {
  const tab = roundTabName(typed.round);
  const first = new Map<number, number>();
  for (const { row, board } of typed.boards) {
    if (board < 1 || board > games) {
      problems.add(
        tab,
        row,
        `board ${board}: this round has ${games} board${games === 1 ? '' : 's'}`,
      );
      continue;
    }
    const taken = first.get(board);
    if (taken !== undefined) problems.add(tab, row, `board ${board} is also typed on row ${taken}`);
    else first.set(board, row);
  }
}

/** The boards typed, as the mark row and the message list them: "1, 5". */
export function boardList(typed: TypedBoards): string {
  return typed.boards.map((b) => b.board).join(', ');
}

/**
 * The tournament to pair the next round of, numbered, and the boards typed
 * for that round by hand when there are some: the last Round tab, when it
 * can only be typed boards and leaves players to pair (a round typed whole
 * is a round to play: its results are asked for).
 */
export function tournamentToPair(read: WorkbookRead): {
  current: WorkbookTournament;
  numberColumn: NumberedWorkbook['numberColumn'];
  typed: TypedBoards | null;
} {
  const typed = typedBoardsTab(read);
  if (typed !== null) {
    const { read: current, numberColumn } = numberedWorkbook(
      withoutRound(read.values, typed.round),
    );
    const toPair = playersToPair(inputForRound(current.tournament, typed.round), typed.round);
    const onBoards = new Set(typed.boards.flatMap((b) => [b.game.white, b.game.black]));
    if (toPair.some((p) => !onBoards.has(p.id))) return { current, numberColumn, typed };
  }
  const { read: current, numberColumn } = numberedWorkbook(read.values);
  return { current, numberColumn, typed: null };
}
