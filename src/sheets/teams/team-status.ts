/**
 * The sidebar's view of a team event: the round, the teams, the matches of
 * the last round still without all their results, and the Settings' team
 * rows for the settings editor. Never throws for bad input: it reports it,
 * with the Settings as far as they can be read.
 */
import { formatTeamTiebreak } from '../../engine/team-standings/index.js';
import type { CellValue } from '../ports.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { messageInLanguage, type TournamentStatus } from '../use-cases/tournament-status.js';
import { isBlankRow } from '../workbook/cells.js';
import { ProblemList } from '../workbook/input-problems.js';
import { roundOfTab, SETTINGS_TAB, TEAMS_TAB } from '../workbook/tab-names.js';
import { boardOutcome } from './team-round-tab.js';
import { readTeamSettings, type TeamSettings } from './team-settings.js';
import { readTeamWorkbook } from './team-workbook.js';
import { typedMatchesOf } from './pair-next-team-round.js';

function values(ports: RecognisingPorts, tab: string): CellValue[][] | null {
  return ports.workbook().getSheetByName(tab)?.getDataValues() ?? null;
}

function statusOf(
  settings: TeamSettings,
  found: {
    teams: number;
    players: number;
    rounds: number;
    openMatches: number[];
    typedMatches: number;
  },
  hasTeamsTab: boolean,
  problem: string | null,
): TournamentStatus {
  return {
    tournamentName: settings.name,
    hasPlayersTab: hasTeamsTab,
    players: found.players,
    roundsPaired: found.rounds,
    totalRounds: settings.rounds,
    openBoards: [],
    typedBoards: [],
    settings: {
      name: settings.name,
      rounds: settings.rounds,
      // The individual system the sidebar would otherwise show; a team event shows its own.
      system: 'dutch',
      initialColour: settings.initialColour,
      win: settings.matchPoints.win,
      draw: settings.matchPoints.draw,
      loss: settings.matchPoints.loss,
      tiebreaks: settings.tiebreaks.map(formatTeamTiebreak),
      unratedRating: null,
      matchScoring: 'game-points',
    },
    team: {
      teams: found.teams,
      openMatches: found.openMatches,
      typedMatches: found.typedMatches,
      primary: settings.options.primary,
      colourType: settings.options.colourType,
      boards: settings.boards,
      baku: settings.options.baku,
    },
    problem,
  };
}

export function teamStatus(ports: RecognisingPorts): TournamentStatus {
  const workbook = ports.workbook();
  const hasTeamsTab = workbook.getSheetByName(TEAMS_TAB) !== null;
  try {
    const book = readTeamWorkbook(workbook);
    // A tab of typed matches is the next round still to pair, not a round whose results are due.
    const typed = typedMatchesOf(book);
    const last = typed === null ? book.rounds.at(-1) : undefined;
    const openMatches = (last?.matches ?? [])
      .filter((m) => m.forfeit === null && m.boards.some((b) => boardOutcome(b) === null))
      .map((m) => m.number);
    return statusOf(
      book.settings,
      {
        teams: book.teams.length,
        players: book.teams.reduce((sum, team) => sum + team.players.length, 0),
        rounds: book.rounds.length - (typed === null ? 0 : 1),
        openMatches,
        typedMatches: typed?.matches.length ?? 0,
      },
      hasTeamsTab,
      null,
    );
  } catch (error) {
    // The Settings as far as they can be read, so that the sidebar can still show and edit them.
    const t = workbook.language();
    const settings = readTeamSettings(
      values(ports, SETTINGS_TAB) ?? [],
      workbook.getName(),
      new ProblemList(),
    );
    const teamRows = (values(ports, TEAMS_TAB) ?? []).slice(1).filter((row) => !isBlankRow(row));
    const rounds = Math.max(
      0,
      ...workbook.getSheets().map((sheet) => roundOfTab(sheet.getName()) ?? 0),
    );
    const problem = hasTeamsTab
      ? messageInLanguage(error, workbook)
      : t.text('team.sidebar.noTeamsTab');
    return statusOf(
      settings,
      {
        teams: teamRows.filter((row) => String(row[0] ?? '').trim() !== '').length,
        players: teamRows.filter((row) => String(row[1] ?? '').trim() !== '').length,
        rounds,
        openMatches: [],
        typedMatches: 0,
      },
      hasTeamsTab,
      problem,
    );
  }
}
