/**
 * The Round tabs read into the engine's round records: one record a player
 * a game, and the games still without a result.
 */
import type { RoundRecord } from '../../engine/model/tournament.js';
import type { CellValue } from '../ports.js';
import { said, tabNamed } from '../../messages/index.js';
import { isBlankRow } from './cells.js';
import type { ProblemList } from './input-problems.js';
import type { PlayerRow } from './players-tab.js';
import { ADJOURNED, resultCodes, type ResultCell } from './result-texts.js';
import { readRoundTab, roundLayout, type RoundRows } from './round-tab.js';
import { PLAYERS_TAB, roundTabName } from './tab-names.js';

/** A game of a Round tab that has no result yet. */
export interface OpenGame {
  round: number;
  /** Sheet row. */
  row: number;
  board: number;
  white: number;
  black: number;
  /** The organiser declared it adjourned (1998 F.9) rather than leaving the Result empty. */
  adjourned: boolean;
}

export interface RoundTabsRead {
  /** The Round tabs as read, by round. */
  roundRows: Map<number, RoundRows>;
  /** By round - 1, then by game of the round: each numbered player's record. */
  recordsByRound: Map<number, RoundRecord>[][];
  /** Games without a result (adjourned ones included), in round and board order. */
  openGames: OpenGame[];
}

/**
 * The records of a Round tab, one map a game: one for a round of one game,
 * two for two-game matches (C.04.5), game 2 with the colours reversed and
 * its result read left to right; a bye or absence holds for both games.
 */
function recordsOfRound(
  round: number,
  rows: RoundRows,
  numbered: ReadonlyMap<number, PlayerRow>,
  problems: ProblemList,
  /** Numbers already reported as nobody's: a deleted player row is one problem, not one a round. */
  unknownReported: Set<number>,
  gamesPerRound: 1 | 2,
): Map<number, RoundRecord>[] {
  const tab = roundTabName(round);
  const records = Array.from({ length: gamesPerRound }, () => new Map<number, RoundRecord>());
  const rowOf = new Map<number, number>();
  const place = (number: number, row: number, perGame: RoundRecord[]): void => {
    if (!numbered.has(number)) {
      if (!unknownReported.has(number))
        problems.add(
          tab,
          row,
          said('problem.round.unknownNumber', { number, players: tabNamed(PLAYERS_TAB) }),
        );
      unknownReported.add(number);
      return;
    }
    const first = rowOf.get(number);
    if (first !== undefined) {
      problems.add(tab, row, said('problem.round.numberAgain', { number, row: first }));
      return;
    }
    rowOf.set(number, row);
    perGame.forEach((record, g) => records[g]!.set(number, record));
  };
  // An adjourned game is recorded without a result, as the TRF has no code for it.
  const codes = (result: ResultCell | null | undefined) =>
    result == null || result === ADJOURNED ? ([null, null] as const) : resultCodes(result);
  for (const game of rows.games) {
    if (game.white === game.black) {
      problems.add(tab, game.row, said('problem.round.self', { number: game.white }));
      continue;
    }
    const [white, black] = codes(game.result);
    const [left2, right2] = codes(game.secondResult);
    const second = gamesPerRound === 2;
    place(game.white, game.row, [
      { opponent: game.black, colour: 'w', result: white },
      ...(second ? [{ opponent: game.black, colour: 'b' as const, result: left2 }] : []),
    ]);
    place(game.black, game.row, [
      { opponent: game.white, colour: 'b', result: black },
      ...(second ? [{ opponent: game.white, colour: 'w' as const, result: right2 }] : []),
    ]);
  }
  for (const bye of rows.byes) {
    const record: RoundRecord = { opponent: null, colour: null, result: bye.code };
    place(
      bye.player,
      bye.row,
      records.map(() => ({ ...record })),
    );
  }
  return records;
}

/** The games of `rows` that still lack a result (of either game of a match). */
function openGamesOf(round: number, rows: RoundRows, gamesPerRound: 1 | 2): OpenGame[] {
  const open = (result: ResultCell | null | undefined) => result == null || result === ADJOURNED;
  const games: OpenGame[] = [];
  rows.games.forEach((game, index) => {
    if (open(game.result) || (gamesPerRound === 2 && open(game.secondResult))) {
      games.push({
        round,
        row: game.row,
        board: index + 1,
        white: game.white,
        black: game.black,
        adjourned: game.result === ADJOURNED || game.secondResult === ADJOURNED,
      });
    }
  });
  return games;
}

/** Rounds 1..roundsPaired as their tabs say. */
export function readRoundTabs(
  rounds: ReadonlyMap<number, CellValue[][]>,
  roundsPaired: number,
  numbered: ReadonlyMap<number, PlayerRow>,
  gamesPerRound: 1 | 2,
  problems: ProblemList,
): RoundTabsRead {
  const layout = roundLayout(gamesPerRound);
  const read: RoundTabsRead = { roundRows: new Map(), recordsByRound: [], openGames: [] };
  const unknownReported = new Set<number>();
  for (let round = 1; round <= roundsPaired; round++) {
    const tabValues = rounds.get(round);
    if (tabValues === undefined) continue;
    // A paired round lists every player; a tab emptied by hand would make them all absent.
    if (tabValues.slice(1).every(isBlankRow)) {
      problems.add(
        roundTabName(round),
        null,
        said('problem.round.emptyTab', { undo: said('menu.undoLastRound') }),
      );
      continue;
    }
    const rows = readRoundTab(roundTabName(round), tabValues, problems, layout);
    read.roundRows.set(round, rows);
    read.recordsByRound[round - 1] = recordsOfRound(
      round,
      rows,
      numbered,
      problems,
      unknownReported,
      gamesPerRound,
    );
    read.openGames.push(...openGamesOf(round, rows, gamesPerRound));
  }
  return read;
}
