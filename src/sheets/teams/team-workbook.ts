/**
 * Reading a team event's tabs once (Settings, Teams, the Round tabs), each
 * problem named by its tab and row, and the writes every team use case
 * shares: the match scores on the Round tabs and the Team standings.
 */
import type { TeamTournament } from '../../engine/model/teams.js';
import { said, type Translator } from '../../messages/index.js';
import type { CellValue, Sheet } from '../ports.js';
import type { RecognisedWorkbook } from '../tab-records/recognised-workbook.js';
import { ProblemList } from '../workbook/input-problems.js';
import { roundOfTab, roundTabName, SETTINGS_TAB, TEAMS_TAB } from '../workbook/tab-names.js';
import { COLUMN, matchScoreText, readTeamRoundTab, type TeamRoundRead } from './team-round-tab.js';
import { readTeamSettings, type TeamSettings } from './team-settings.js';
import { teamTournamentOf } from './team-tournament.js';
import { readTeamsTab, type TeamRow } from './teams-tab.js';

export interface TeamWorkbook {
  t: Translator;
  settings: TeamSettings;
  settingsValues: CellValue[][] | null;
  teams: TeamRow[];
  /** Round 1 first; the rounds are consecutive. */
  rounds: TeamRoundRead[];
  roundValues: Map<number, CellValue[][]>;
  sheets: Map<string, Sheet>;
  /** The tab names (keys) in the workbook's order. */
  tabs: string[];
}

function orEmpty(values: CellValue[][]): CellValue[][] {
  return values.length === 1 && values[0]!.length === 1 && values[0]![0] === '' ? [] : values;
}

/** Reads the tabs; throws WorkbookInputError naming every problem. */
export function readTeamWorkbook(workbook: RecognisedWorkbook): TeamWorkbook {
  const t = workbook.language();
  const sheets = new Map<string, Sheet>();
  for (const sheet of workbook.getSheets()) sheets.set(sheet.getName(), sheet);
  const read = (name: string) => {
    const sheet = sheets.get(name);
    return sheet === undefined ? null : orEmpty(sheet.getDataValues());
  };
  const problems = new ProblemList();
  const settingsValues = read(SETTINGS_TAB);
  const settings = readTeamSettings(settingsValues ?? [], workbook.getName(), problems);
  const teamsValues = read(TEAMS_TAB);
  if (teamsValues === null) problems.add(TEAMS_TAB, null, said('team.problem.noTeamsTab'));
  const teams = readTeamsTab(teamsValues ?? [], problems);
  const roundValues = new Map<number, CellValue[][]>();
  for (const name of sheets.keys()) {
    const round = roundOfTab(name);
    if (round !== null) roundValues.set(round, read(name)!);
  }
  const last = Math.max(0, ...roundValues.keys());
  const rounds: TeamRoundRead[] = [];
  for (let round = 1; round <= last; round++) {
    const values = roundValues.get(round);
    if (values === undefined) {
      problems.add(roundTabName(round), null, said('team.problem.missingRound', { last }));
      continue;
    }
    if (problems.problems.length === 0)
      rounds.push(readTeamRoundTab(round, values, teams, problems));
  }
  problems.throwIfAny();
  return {
    t,
    settings,
    settingsValues,
    teams,
    rounds,
    roundValues,
    sheets,
    tabs: [...sheets.keys()],
  };
}

export function tournamentOfWorkbook(book: TeamWorkbook): TeamTournament {
  return teamTournamentOf(book.settings, book.teams, book.rounds);
}

/** Writes each match's score on its Round tab (one write a tab, only where it changed). */
export function writeMatchScores(book: TeamWorkbook): void {
  for (const r of book.rounds) {
    const values = book.roundValues.get(r.round)!;
    const sheet = book.sheets.get(roundTabName(r.round));
    if (sheet === undefined || r.matches.length === 0) continue;
    const column = values.map((row) => [row[COLUMN.score] ?? '']);
    let changed = false;
    for (const m of r.matches) {
      const score = matchScoreText(m, book.t);
      if (column[m.row - 1]![0] !== score) {
        column[m.row - 1] = [score];
        changed = true;
      }
    }
    if (changed)
      sheet.getRange(2, COLUMN.score + 1, column.length - 1, 1).setValues(column.slice(1));
  }
}
