/**
 * "Create tournament tabs" for a team event: the Settings in a team event's
 * rows (the name, rounds and language kept), the Teams tab with its header
 * and the Team standings, whichever is missing. The Settings are rewritten
 * only while they are not yet a team event's.
 */
import type { CellValue } from '../ports.js';
import type { RecognisedWorkbook } from '../tab-records/recognised-workbook.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { newTab, overwriteTab, writeDerivedTab } from '../use-cases/workbook-io.js';
import { cellText } from '../workbook/cells.js';
import { ProblemList } from '../workbook/input-problems.js';
import { SETTINGS_TAB, tabTitle, TEAM_STANDINGS_TAB, TEAMS_TAB } from '../workbook/tab-names.js';
import { teamStandingsStyles, teamStandingsValues } from './team-standings-tab.js';
import { readTeamSettings, teamSettingsChoices, teamSettingsValues } from './team-settings.js';
import { teamsHeader } from './teams-tab.js';
import { teamTournamentOf } from './team-tournament.js';

function orEmpty(values: CellValue[][]): CellValue[][] {
  return values.length === 1 && values[0]!.length === 1 && values[0]![0] === '' ? [] : values;
}

/** Writes a team event's Settings (`old`: the tab's values, null when there is none). */
function writeTeamSettings(
  workbook: RecognisedWorkbook,
  tabs: string[],
  old: CellValue[][] | null,
): void {
  const t = workbook.language();
  const settings = readTeamSettings(old ?? [], workbook.getName(), new ProblemList());
  const values = teamSettingsValues(settings, t);
  const existing = workbook.getSheetByName(SETTINGS_TAB);
  const sheet = existing ?? newTab(workbook, tabs, SETTINGS_TAB, values);
  if (existing !== null) overwriteTab(existing, values, old ?? []);
  for (const { row, choices } of teamSettingsChoices(t))
    sheet.getRange(row, 2, 1, 1).requireChoice(choices, choices.join(', '));
}

export function setUpTeamTournament(ports: RecognisingPorts): string {
  const workbook = ports.workbook();
  const tabs = workbook.getSheets().map((s) => s.getName());
  const t = workbook.language();
  const made: string[] = [];
  const settingsSheet = workbook.getSheetByName(SETTINGS_TAB);
  const old = settingsSheet === null ? null : orEmpty(settingsSheet.getDataValues());
  // Already a team event's Settings when they have its own rows (the boards per match).
  const teamRows =
    old?.some(([label]) => cellText(label) === t.text('team.setting.boards')) ?? false;
  if (!teamRows) {
    writeTeamSettings(workbook, tabs, old);
    if (old === null) made.push(SETTINGS_TAB);
  }
  if (workbook.getSheetByName(TEAMS_TAB) === null) {
    newTab(workbook, tabs, TEAMS_TAB, [teamsHeader(t)]);
    made.push(TEAMS_TAB);
  }
  if (workbook.getSheetByName(TEAM_STANDINGS_TAB) === null) {
    const settings = readTeamSettings(
      orEmpty(workbook.getSheetByName(SETTINGS_TAB)!.getDataValues()),
      workbook.getName(),
      new ProblemList(),
    );
    const values = teamStandingsValues(teamTournamentOf(settings, [], []), settings, 0, t);
    writeDerivedTab(
      workbook,
      { sheets: new Map(), tabs },
      TEAM_STANDINGS_TAB,
      values,
      null,
      teamStandingsStyles(values[0]!.length),
    );
    made.push(TEAM_STANDINGS_TAB);
  }
  workbook.getSheetByName(TEAMS_TAB)?.activate();
  return made.length === 0
    ? t.text('team.tabsThere')
    : t.text('team.tabsMade', { tabs: made.map((key) => tabTitle(key, t)).join(', ') });
}
