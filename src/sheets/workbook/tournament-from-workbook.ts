/**
 * The tournament as the workbook's values say it stands: the Players tab,
 * the Settings tab and the Round tabs, read into the engine's model. Pure:
 * it gets the values of each tab and touches no spreadsheet.
 *
 * The reading goes in steps, each stopping at problems that would make the
 * next step repeat their cause: the tabs' shape, the Settings and Players
 * tabs, the Round tabs, what the tabs say together, then the model.
 */
import type { Tournament } from '../../engine/model/tournament.js';
import { said } from '../../messages/index.js';
import { typeCodeOf } from '../../engine/systems/registry.js';
import type { CellArea, CellValue } from '../ports.js';
import { accelerationOf, enginePlayers } from './engine-players.js';
import { filePointsHold, importedFileOf } from './imported-file.js';
import { ProblemList } from './input-problems.js';
import { reportMissingTabs } from './missing-tabs.js';
import { forbiddenPairsOf } from './not-against.js';
import { readPlayersTab, type PlayerRow, type PlayersTab } from './players-tab.js';
import {
  checkRoundSequence,
  reportImpossibleByes,
  reportMovedNumbers,
  reportRematches,
  reportRoundsPastLast,
} from './round-consistency.js';
import { readRoundTabs, type OpenGame } from './round-records.js';
import type { RoundRows } from './round-tab.js';
import {
  gamesPerRoundOf,
  isTableMade,
  missingSettingRows,
  pairingOptionsOf,
  pointSystemOf,
  readSettingsTab,
  type TournamentSettings,
} from './settings-tab.js';
import { reportFormulaErrors, reportMergedCells, reportRenamedRoundTabs } from './tab-checks.js';
import { PLAYERS_TAB, roundTabName, SETTINGS_TAB } from './tab-names.js';

export type { OpenGame } from './round-records.js';

/** The values of every tab the add-on reads (null for a tab that does not exist). */
export interface WorkbookValues {
  /** A getter in readWorkbook's values: asked of Sheets (a call) only when read. */
  spreadsheetName: string;
  players: CellValue[][] | null;
  settings: CellValue[][] | null;
  /** Round tabs by round number. */
  rounds: ReadonlyMap<number, CellValue[][]>;
  /** Merged blocks by tab name (tabs without any may be left out). */
  merged?: ReadonlyMap<string, readonly CellArea[]>;
  /** The first row of each tab the add-on does not know by name. */
  otherTabs?: ReadonlyMap<string, readonly CellValue[]>;
  /** The hidden tab of an imported TRF file (imported-file.ts); null or absent without one. */
  importedFile?: CellValue[][] | null;
}

export interface WorkbookTournament {
  settings: TournamentSettings;
  playersTab: PlayersTab;
  /** The last Round tab's round; 0 before round 1 is paired. */
  roundsPaired: number;
  /**
   * Games a Round tab holds: 2 for two-game matches (C.04.5), whose Round
   * tab N is TRF rounds 2N-1 and 2N of `tournament`; 1 otherwise.
   */
  gamesPerRound: 1 | 2;
  /**
   * Every player who has a pairing number, with rounds 1..roundsPaired as the
   * Round tabs say and later rounds' requested byes from the Players tab.
   */
  tournament: Tournament;
  /** Players the add-on has not numbered yet (all of them before round 1; late entries after). */
  unnumbered: PlayerRow[];
  /** Games without a result (adjourned ones included), in round and board order. */
  openGames: OpenGame[];
  /** The last round all of whose games have a result (and every round before it). */
  roundsComplete: number;
  /** The Round tabs as read, by round. */
  roundRows: ReadonlyMap<number, RoundRows>;
}

/**
 * Step 1: tabs whose values are not what they look like (a renamed Round
 * tab, merged cells, a formula's error). Every value of such a tab would be
 * read wrong, so their cause alone is said.
 */
function checkTabShapes(values: WorkbookValues, problems: ProblemList): void {
  reportRenamedRoundTabs(values.otherTabs ?? new Map(), new Set(values.rounds.keys()), problems);
  const readTabs = [SETTINGS_TAB, PLAYERS_TAB, ...[...values.rounds.keys()].map(roundTabName)];
  for (const tab of readTabs) reportMergedCells(tab, values.merged?.get(tab) ?? [], problems);
  if (values.players !== null) reportFormulaErrors(PLAYERS_TAB, values.players, problems);
  if (values.settings !== null) reportFormulaErrors(SETTINGS_TAB, values.settings, problems);
  for (const [round, tabValues] of values.rounds)
    reportFormulaErrors(roundTabName(round), tabValues, problems);
  problems.throwIfAny();
}

/** Step 2: the Settings tab, and whether the Settings and Players tabs are there. */
function readSettings(values: WorkbookValues, problems: ProblemList): TournamentSettings {
  const settings = readSettingsTab(values.settings, () => values.spreadsheetName, problems);
  if (values.settings !== null && values.rounds.size > 0)
    missingSettingRows(values.settings, problems);
  reportMissingTabs(
    {
      players: values.players,
      settings: values.settings,
      roundsPaired: values.rounds.size > 0,
      otherTabs: values.otherTabs,
    },
    problems,
  );
  return settings;
}

/** Step 3: the Players tab; without its columns no player is known, and each Round tab would repeat the cause. */
function readPlayers(values: WorkbookValues, problems: ProblemList): PlayersTab {
  const playersTab: PlayersTab =
    values.players === null
      ? { players: [], numberColumn: 0, rowCount: 0, headerComplete: false }
      : readPlayersTab(values.players, problems);
  if (!playersTab.headerComplete) problems.throwIfAny();
  return playersTab;
}

/** The players who have a No., by No.; with rounds paired and none numbered, the cause is said once. */
function numberedPlayers(
  playersTab: PlayersTab,
  roundsPaired: number,
  playersTabExists: boolean,
  problems: ProblemList,
): Map<number, PlayerRow> {
  const numbered = new Map<number, PlayerRow>();
  for (const row of playersTab.players) if (row.number !== null) numbered.set(row.number, row);
  if (roundsPaired > 0 && numbered.size === 0 && playersTabExists) {
    problems.add(
      PLAYERS_TAB,
      null,
      said('problem.players.noNumbers', { undo: said('menu.undoLastRound') }),
    );
    problems.throwIfAny();
  }
  return numbered;
}

/** Reads the whole tournament; throws WorkbookInputError naming every problem found. */
export function tournamentFromWorkbook(values: WorkbookValues): WorkbookTournament {
  const problems = new ProblemList();
  checkTabShapes(values, problems);
  const settings = readSettings(values, problems);
  const playersTab = readPlayers(values, problems);
  const roundsPaired = checkRoundSequence(values.rounds, problems);
  const numbered = numberedPlayers(playersTab, roundsPaired, values.players !== null, problems);

  const games = gamesPerRoundOf(settings);
  const { roundRows, recordsByRound, openGames } = readRoundTabs(
    values.rounds,
    roundsPaired,
    numbered,
    games,
    problems,
  );
  reportMovedNumbers(roundRows, numbered, playersTab.players, problems);
  const imported = importedFileOf(values.importedFile);
  // A table-made kind's rounds are checked against its table (a double round-robin meets twice).
  if (!isTableMade(settings))
    reportRematches(roundRows, roundsPaired, games, imported?.roundsImported ?? 0, problems);
  reportImpossibleByes(playersTab.players, roundRows, roundsPaired, settings.rounds, problems);
  reportRoundsPastLast(roundsPaired, settings.rounds, problems);
  problems.throwIfAny();

  const players = enginePlayers(numbered, recordsByRound, roundsPaired, games);
  const forbiddenPairs = forbiddenPairsOf(playersTab.players, settings.keepClubsApart, problems);
  problems.throwIfAny();

  const tournament: Tournament = {
    // A table-made kind says so as record 192 does: the standings read it (C.05 6.6, C.07 15.2).
    info: {
      name: settings.name,
      otherRecords: new Map(),
      ...(isTableMade(settings)
        ? { systemCode: typeCodeOf(settings.system, pairingOptionsOf(settings)) }
        : {}),
    },
    players,
    totalRounds: settings.rounds === null ? null : settings.rounds * games,
    initialColour:
      settings.initialColour === 'white' ? 'w' : settings.initialColour === 'black' ? 'b' : null,
    // The file's bye and forfeit values hold while its win, draw and loss are the Settings'.
    pointSystem:
      imported !== null && filePointsHold(imported, settings)
        ? { ...imported.pointSystem }
        : pointSystemOf(settings),
    forbiddenPairs,
    acceleration: accelerationOf(numbered, games),
    otherLines: [],
  };
  return {
    settings,
    playersTab,
    roundsPaired,
    gamesPerRound: games,
    tournament,
    unnumbered: playersTab.players.filter((row) => row.number === null),
    openGames,
    roundsComplete: openGames.length === 0 ? roundsPaired : openGames[0].round - 1,
    roundRows,
  };
}
