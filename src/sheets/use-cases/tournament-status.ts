import type { MatchScoring } from '../../engine/standings/index.js';
import { type SystemId } from '../../engine/systems/registry.js';
import { formatTiebreak } from '../../engine/tiebreaks/index.js';
import type { AddonPorts, Workbook } from '../ports.js';
import { languageOf, shownTabName } from '../tab-records/recognised-workbook.js';
import { errorInLanguage } from './error-in-language.js';
import { isBlankRow } from '../workbook/cells.js';
import { ProblemList } from '../workbook/input-problems.js';
import {
  readSettingsTab,
  type InitialColourChoice,
  type TournamentSettings,
} from '../workbook/settings-tab.js';
import { PLAYERS_TAB } from '../workbook/tab-names.js';
import { tournamentFromWorkbook } from '../workbook/tournament-from-workbook.js';
import { tournamentToPair, typedBoardsTab, withoutRound } from './typed-boards.js';
import { readWorkbook } from './workbook-io.js';

export interface TournamentStatus {
  tournamentName: string;
  hasPlayersTab: boolean;
  /** Players on the Players tab. */
  players: number;
  roundsPaired: number;
  /** Null when the Settings do not say. */
  totalRounds: number | null;
  /** Boards of the last round still without a result. */
  openBoards: number[];
  /** Boards typed by hand into the next round's tab, for "Pair next round" to pair the rest around. */
  typedBoards: number[];
  settings: SettingsView;
  /** A team event's own (C.04.6); null for an individual event. */
  team: TeamStatusView | null;
  /** What is wrong with the tabs (tab, row and problem), or null. */
  problem: string | null;
}

/**
 * A team event as the sidebar shows it: its teams, the matches still without
 * all their results, and the Settings' team rows. Its match points are the
 * settings' win, draw and loss; its team tie-breaks the settings' list.
 */
export interface TeamStatusView {
  teams: number;
  /** Matches of the last round with a board still without a result. */
  openMatches: number[];
  /** Matches typed by hand into the next round's tab, for "Pair next round" to pair the rest around. */
  typedMatches: number;
  primary: 'mp' | 'gp';
  colourType: 'A' | 'B' | 'none';
  boards: number;
  baku: boolean;
}

/** The Settings as plain data for the sidebar. */
export interface SettingsView {
  name: string;
  rounds: number | null;
  system: SystemId;
  initialColour: InitialColourChoice;
  win: number;
  draw: number;
  loss: number;
  /** The tie-breaks in order, each as written ("BH/C1"). */
  tiebreaks: string[];
  unratedRating: number | null;
  /** Two-game matches (C.04.5): the Standings count game points or match points. */
  matchScoring: MatchScoring;
}

function settingsView(settings: TournamentSettings): SettingsView {
  return { ...settings, tiebreaks: settings.tiebreaks.map(formatTiebreak) };
}

/** What went wrong, as the organiser reads it in the tournament's language. */
/** What went wrong, as the sidebar shows it: said in the tournament's language. */
export function messageInLanguage(error: unknown, workbook: Workbook): string {
  const said = errorInLanguage(error, () => workbook);
  return said instanceof Error ? said.message : String(said);
}

/** Where the tournament stands, for the sidebar; never throws for bad input, it reports it. */
export function tournamentStatus(ports: AddonPorts): TournamentStatus {
  const workbook = ports.workbook();
  const read = readWorkbook(workbook);
  const hasPlayersTab = read.values.players !== null;
  try {
    // A tab of typed boards is the next round still to pair, not a round whose results are due.
    const typed = typedBoardsTab(read) === null ? null : tournamentToPair(read).typed;
    const current =
      typed === null
        ? tournamentFromWorkbook(read.values)
        : tournamentFromWorkbook(withoutRound(read.values, typed.round));
    return {
      tournamentName: current.settings.name,
      hasPlayersTab,
      players: current.playersTab.players.length,
      roundsPaired: current.roundsPaired,
      totalRounds: current.settings.rounds,
      openBoards: current.openGames
        .filter((game) => game.round === current.roundsPaired)
        .map((game) => game.board),
      typedBoards: typed?.boards.map((b) => b.board) ?? [],
      settings: settingsView(current.settings),
      team: null,
      problem: null,
    };
  } catch (error) {
    const roundsPaired = Math.max(0, ...read.values.rounds.keys());
    // The Settings as far as they can be read, so that the sidebar can still show and edit them.
    const settings = readSettingsTab(
      read.values.settings,
      read.values.spreadsheetName,
      new ProblemList(),
    );
    return {
      tournamentName: settings.name,
      hasPlayersTab,
      players: (read.values.players ?? []).slice(1).filter((row) => !isBlankRow(row)).length,
      roundsPaired,
      totalRounds: settings.rounds,
      openBoards: [],
      typedBoards: [],
      settings: settingsView(settings),
      team: null,
      problem: hasPlayersTab
        ? messageInLanguage(error, workbook)
        : languageOf(workbook).text('status.noPlayersTab', {
            players: shownTabName(workbook, PLAYERS_TAB),
            create: languageOf(workbook).text('menu.createTabs'),
          }),
    };
  }
}
