/**
 * The tournament as the workbook's values say it stands: the Players tab,
 * the Settings tab and the Round tabs, read into the engine's model. Pure:
 * it gets the values of each tab and touches no spreadsheet.
 */
import type { Player, RoundRecord, Tournament } from '../../engine/model/tournament.js';
import type { CellValue } from '../ports.js';
import { ProblemList } from './input-problems.js';
import { readPlayersTab, type PlayerRow, type PlayersTab } from './players-tab.js';
import { readRoundTab, type RoundRows } from './round-tab.js';
import { resultCodes } from './result-texts.js';
import { pointSystemOf, readSettingsTab, type TournamentSettings } from './settings-tab.js';
import { PLAYERS_TAB, roundTabName } from './tab-names.js';

/** The values of every tab the add-on reads (null for a tab that does not exist). */
export interface WorkbookValues {
  spreadsheetName: string;
  players: CellValue[][] | null;
  settings: CellValue[][] | null;
  /** Round tabs by round number. */
  rounds: ReadonlyMap<number, CellValue[][]>;
}

/** A game of a Round tab that has no result yet. */
export interface OpenGame {
  round: number;
  /** Sheet row. */
  row: number;
  board: number;
  white: number;
  black: number;
}

export interface WorkbookTournament {
  settings: TournamentSettings;
  playersTab: PlayersTab;
  /** The last Round tab's round; 0 before round 1 is paired. */
  roundsPaired: number;
  /**
   * Every player who has a pairing number, with rounds 1..roundsPaired as the
   * Round tabs say and later rounds' requested byes from the Players tab.
   */
  tournament: Tournament;
  /** Players the add-on has not numbered yet (all of them before round 1; late entries after). */
  unnumbered: PlayerRow[];
  /** Games without a result, in round and board order. */
  openGames: OpenGame[];
  /** The last round all of whose games have a result (and every round before it). */
  roundsComplete: number;
  /** The Round tabs as read, by round. */
  roundRows: ReadonlyMap<number, RoundRows>;
}

/** A player no Round tab lists in a paired round: withdrawn, not yet entered, or left out. */
const NOT_PAIRED: RoundRecord = { opponent: null, colour: null, result: '-' };

function checkRoundSequence(rounds: ReadonlyMap<number, unknown>, problems: ProblemList): number {
  const last = Math.max(0, ...rounds.keys());
  for (let round = 1; round < last; round++) {
    if (!rounds.has(round)) {
      problems.add(
        roundTabName(round),
        null,
        `the tab is missing, but there is a "${roundTabName(last)}" tab`,
      );
    }
  }
  return last;
}

function recordsOfRound(
  round: number,
  rows: RoundRows,
  numbered: ReadonlyMap<number, PlayerRow>,
  problems: ProblemList,
): Map<number, RoundRecord> {
  const tab = roundTabName(round);
  const records = new Map<number, RoundRecord>();
  const rowOf = new Map<number, number>();
  const place = (number: number, row: number, record: RoundRecord): void => {
    if (!numbered.has(number)) {
      problems.add(tab, row, `No. ${number} is not a player's No. on the ${PLAYERS_TAB} tab`);
      return;
    }
    const first = rowOf.get(number);
    if (first !== undefined) {
      problems.add(tab, row, `No. ${number} is already on row ${first} of this round`);
      return;
    }
    rowOf.set(number, row);
    records.set(number, record);
  };
  for (const game of rows.games) {
    if (game.white === game.black) {
      problems.add(tab, game.row, `No. ${game.white} cannot play against themselves`);
      continue;
    }
    const [white, black] = game.result === null ? [null, null] : resultCodes(game.result);
    place(game.white, game.row, { opponent: game.black, colour: 'w', result: white });
    place(game.black, game.row, { opponent: game.white, colour: 'b', result: black });
  }
  for (const bye of rows.byes) {
    place(bye.player, bye.row, { opponent: null, colour: null, result: bye.code });
  }
  return records;
}

function playerOf(row: PlayerRow, rounds: (RoundRecord | undefined)[]): Player {
  return {
    id: row.number!,
    name: row.name,
    sex: row.sex,
    title: row.title,
    rating: row.rating,
    federation: row.federation,
    fideId: row.fideId,
    birthDate: row.birth,
    declaredPoints: null,
    declaredRank: null,
    rounds,
    withdrawn: row.withdrawn,
  };
}

/** Reads the whole tournament; throws WorkbookInputError naming every problem found. */
export function tournamentFromWorkbook(values: WorkbookValues): WorkbookTournament {
  const problems = new ProblemList();
  const settings = readSettingsTab(values.settings, values.spreadsheetName, problems);
  if (values.players === null) {
    problems.add(
      PLAYERS_TAB,
      null,
      'there is no such tab: choose "Create tournament tabs" in the add-on menu, then enter the players',
    );
  }
  const playersTab: PlayersTab =
    values.players === null
      ? { players: [], numberColumn: 0, rowCount: 0 }
      : readPlayersTab(values.players, problems);
  const roundsPaired = checkRoundSequence(values.rounds, problems);

  const numbered = new Map<number, PlayerRow>();
  for (const row of playersTab.players) if (row.number !== null) numbered.set(row.number, row);

  const roundRows = new Map<number, RoundRows>();
  const recordsByRound: Map<number, RoundRecord>[] = [];
  const openGames: OpenGame[] = [];
  for (let round = 1; round <= roundsPaired; round++) {
    const tabValues = values.rounds.get(round);
    if (tabValues === undefined) continue;
    const rows = readRoundTab(roundTabName(round), tabValues, problems);
    roundRows.set(round, rows);
    recordsByRound[round - 1] = recordsOfRound(round, rows, numbered, problems);
    rows.games.forEach((game, index) => {
      if (game.result === null) {
        openGames.push({
          round,
          row: game.row,
          board: index + 1,
          white: game.white,
          black: game.black,
        });
      }
    });
  }
  if (settings.rounds !== null && roundsPaired > settings.rounds) {
    problems.add(
      roundTabName(roundsPaired),
      null,
      `the Settings say the tournament has ${settings.rounds} rounds`,
    );
  }
  problems.throwIfAny();

  const players = [...numbered.values()]
    .sort((a, b) => a.number! - b.number!)
    .map((row) => {
      const rounds: (RoundRecord | undefined)[] = [];
      for (let round = 1; round <= roundsPaired; round++) {
        rounds.push(recordsByRound[round - 1]?.get(row.number!) ?? { ...NOT_PAIRED });
      }
      for (const [round, code] of row.byes) {
        if (round > roundsPaired)
          rounds[round - 1] = { opponent: null, colour: null, result: code };
      }
      // Array.from turns the holes left before a later round's bye into undefined entries.
      return playerOf(row, Array.from(rounds));
    });

  const tournament: Tournament = {
    header: new Map([['012', settings.name]]),
    players,
    totalRounds: settings.rounds,
    initialColour:
      settings.initialColour === 'white' ? 'w' : settings.initialColour === 'black' ? 'b' : null,
    pointSystem: pointSystemOf(settings),
    forbiddenPairs: [],
    acceleration: new Map(),
    otherLines: [],
  };
  return {
    settings,
    playersTab,
    roundsPaired,
    tournament,
    unnumbered: playersTab.players.filter((row) => row.number === null),
    openGames,
    roundsComplete: openGames.length === 0 ? roundsPaired : openGames[0].round - 1,
    roundRows,
  };
}
