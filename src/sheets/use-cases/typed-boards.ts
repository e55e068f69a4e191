/**
 * "Pair the rest": boards the organiser typed into a new, empty Round tab
 * (White and Black numbers) before "Pair next round". They are kept, and
 * the system pairs the other players around them.
 */
import { ENGLISH, said, tabNamed, translatorFor, type Said } from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import { ProblemList } from '../workbook/input-problems.js';
import { isBlankRow, wholeNumber } from '../workbook/cells.js';
import { layoutOfTab, readRoundTab, ROUND_HEADER } from '../workbook/round-tab.js';
import { PLAYERS_TAB, roundTabName } from '../workbook/tab-names.js';
import type { Tournament } from '../../engine/model/tournament.js';
import {
  fixedGameProblems,
  inputForRound,
  playersToPair,
  type FixedGame,
} from '../../engine/pairing/index.js';
import type { WorkbookTournament, WorkbookValues } from '../workbook/tournament-from-workbook.js';
import { findUndoRecord } from '../workbook/undo-record.js';
import { isTableMade } from '../workbook/settings-tab.js';
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
 * the add-on did not pair it (no undo record), none of its games has a
 * result, and it has no bye rows. A tab made for the round but left empty
 * has no boards: the round is paired as usual, into that tab. Whether it leaves anyone to pair is for the
 * caller to see (a whole round typed by hand is a round to play). A tab
 * whose cells cannot be read is left to the usual reading, which names them.
 */
export function typedBoardsTab(read: WorkbookRead): TypedBoards | null {
  const round = Math.max(0, ...read.values.rounds.keys());
  if (round === 0 || findUndoRecord(read.undo, round) !== null) return null;
  const values = read.values.rounds.get(round)!;
  // Decision: an empty tab is one made for the next round only when the add-on paired the round
  // before it; after imported rounds it may be a paired round emptied by hand, and pairing into
  // it would lose that round (the usual reading refuses it, naming the tab).
  const empty = values.every(isBlankRow);
  if (empty && round > 1 && findUndoRecord(read.undo, round - 1) === null) return null;
  // Typed into a blank tab from its first row, without the header row every Round tab has.
  const headless = wholeNumber(values[0]?.[0]) !== null;
  const headed = headless ? [[...ROUND_HEADER], ...values] : values;
  const problems = new ProblemList();
  // Read as typed: a header of two-game matches (C.04.5) puts Black after the Game 2 column.
  const rows = readRoundTab(roundTabName(round), headed, problems, layoutOfTab(headed));
  if (problems.problems.length > 0 || rows.byes.length > 0) return null;
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

/** The games the typed boards fix. */
export function fixedGames(typed: TypedBoards): FixedGame[] {
  return typed.boards.map((b) => b.game);
}

/** The board typed for each fixed game, by its white player's No. */
export function fixedBoardNumbers(typed: TypedBoards): Map<number, number> {
  return new Map(typed.boards.map(({ board, game }) => [game.white, board]));
}

/**
 * Throws WorkbookInputError naming each typed row that cannot be kept: a
 * number the add-on gives only now (the organiser could not know it), a
 * player the round does not pair or already on a board, a board number
 * beyond the round's boards or typed twice. `firstGame`: the TRF round the
 * tab's round starts at (with two-game matches, C.04.5, its first game).
 */
export function requireKeepableBoards(
  typed: TypedBoards,
  t: Tournament,
  numberColumn: NumberedWorkbook['numberColumn'],
  firstGame: number = typed.round,
): void {
  const tab = roundTabName(typed.round);
  const problems = new ProblemList();
  const newlyNumbered = new Set(
    (numberColumn?.after ?? []).flatMap(([after], i) =>
      numberColumn!.before[i]![0] === '' ? [after] : [],
    ),
  );
  for (const { row, game } of typed.boards)
    for (const id of [game.white, game.black])
      if (newlyNumbered.has(id))
        problems.add(
          tab,
          row,
          said('problem.typed.numberedNow', { number: id, players: tabNamed(PLAYERS_TAB) }),
        );
  const fixed = fixedGames(typed);
  for (const problem of fixedGameProblems(t, firstGame, fixed))
    problems.add(tab, typed.boards[problem.index]!.row, problem.said);
  const rest = Math.max(0, playersToPair(t, firstGame).length - 2 * fixed.length);
  typedBoardProblems(typed, fixed.length + Math.floor(rest / 2), problems);
  problems.throwIfAny();
}

/** Typed board numbers must be boards of the round, each used once. */
function typedBoardProblems(typed: TypedBoards, games: number, problems: ProblemList): void {
  const tab = roundTabName(typed.round);
  const first = new Map<number, number>();
  for (const { row, board } of typed.boards) {
    if (board < 1 || board > games) {
      problems.add(tab, row, said('problem.typed.board', { board, boards: games }));
      continue;
    }
    const taken = first.get(board);
    if (taken !== undefined)
      problems.add(tab, row, said('problem.typed.boardAgain', { board, row: taken }));
    else first.set(board, row);
  }
}

/** The boards typed, as the mark row and the message list them: "1, 5". */
function boardList(typed: TypedBoards): string {
  return typed.boards.map((b) => b.board).join(', ');
}

/** The note of the round's "Changed by hand" row. */
export function typedBoardsNote(typed: TypedBoards, systemLabel: string): string {
  // In English, as the use cases write a tab's words; the tab shows it in the language.
  return translatorFor(ENGLISH).text('handMark.typedBoards', {
    count: typed.boards.length,
    boards: boardList(typed),
    system: systemLabel,
  });
}

/**
 * C.04.2 1.5 and 4.4: said whenever boards typed by hand are kept, with the
 * absolute criteria the round breaks (as Check this round words them).
 */
export function typedBoardsWarning(typed: TypedBoards, broken: readonly Said[]): Said {
  // What is broken is said as the engine's check words it, with its articles.
  return said('pair.typedBoardsKept', {
    count: typed.boards.length,
    boards: boardList(typed),
    tab: tabNamed(roundTabName(typed.round)),
    check: said('menu.checkRound'),
    broken,
  });
}

/**
 * The tournament to pair the next round of, numbered, and the boards typed
 * for that round by hand when there are some: the last Round tab, when it
 * can only be typed boards and leaves players to pair (a round typed whole
 * is a round to play: its results are asked for).
 */
export function tournamentToPair(
  read: WorkbookRead,
  newSeed?: () => number,
): {
  current: WorkbookTournament;
  numberColumn: NumberedWorkbook['numberColumn'];
  typed: TypedBoards | null;
  drawnWithSeed: number | null;
} {
  const typed = typedBoardsTab(read);
  if (typed !== null) {
    const numbered = numberedWorkbook(withoutRound(read.values, typed.round), newSeed);
    const { read: current, numberColumn, drawnWithSeed } = numbered;
    const firstGame = (typed.round - 1) * current.gamesPerRound + 1;
    const toPair = playersToPair(inputForRound(current.tournament, firstGame), firstGame);
    const onBoards = new Set(typed.boards.flatMap((b) => [b.game.white, b.game.black]));
    // A table-made round is the table's: boards typed for it are checked, not paired around.
    if (!isTableMade(current.settings) && toPair.some((p) => !onBoards.has(p.id)))
      return { current, numberColumn, typed, drawnWithSeed };
  }
  const { read: current, numberColumn, drawnWithSeed } = numberedWorkbook(read.values, newSeed);
  return { current, numberColumn, typed: null, drawnWithSeed };
}
