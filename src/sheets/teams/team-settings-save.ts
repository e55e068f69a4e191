/**
 * The sidebar's "Save settings" for a team event: the form's values are put
 * into the Settings' team rows as if typed there and read back by the same
 * reader as pairing (team-settings.ts), so that the sidebar refuses exactly
 * what pairing would refuse, each problem named. Then the match scores and
 * the Team standings are worked out again under the new Settings.
 */
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { AddonError } from '../use-cases/addon-error.js';
import type { SettingsInput } from '../use-cases/save-settings.js';
import type { CellValue } from '../ports.js';
import { shownTabName } from '../tab-records/recognised-workbook.js';
import { ProblemList, WorkbookInputError } from '../workbook/input-problems.js';
import { roundOfTab, SETTINGS_TAB } from '../workbook/tab-names.js';
import { refreshTeamStandings } from './team-refresh.js';
import { writeTeamSettingsTab } from './team-set-up.js';
import {
  COLOUR_TYPE_WORDS,
  COLOUR_WORDS,
  readTeamSettings,
  teamSettingsValues,
  type TeamSettingRow,
} from './team-settings.js';
import { said, type TextKey, type Translator } from '../../messages/index.js';

/** A form value as a cell: text as typed (a number stays text for the reader to check). */
function typedCell(value: unknown): CellValue {
  return typeof value === 'number' ? value : typeof value === 'string' ? value.trim() : '';
}

/** A choice sent as its code ('lot', 'A', 'mp', 'yes'), written as the Settings' word for it. */
function choiceCell(value: unknown, words: Record<string, TextKey>, t: Translator): CellValue {
  const key = typeof value === 'string' ? words[value] : undefined;
  return key === undefined ? typedCell(value) : t.text(key);
}

export function saveTeamSettings(ports: RecognisingPorts, input: SettingsInput): string {
  const workbook = ports.workbook();
  const t = workbook.language();
  if (typeof input !== 'object' || input === null)
    throw new AddonError(t.text('team.sidebar.settingsMissing'));
  const sheet = workbook.getSheetByName(SETTINGS_TAB);
  const old = sheet?.getDataValues() ?? null;
  const current = readTeamSettings(old ?? [], workbook.getName(), new ProblemList());
  const typed: Partial<Record<TeamSettingRow, CellValue>> = {
    name: typedCell(input.name),
    rounds: typedCell(input.rounds),
    initialColour: choiceCell(input.initialColour, COLOUR_WORDS, t),
    matchWin: typedCell(input.win),
    matchDraw: typedCell(input.draw),
    matchLoss: typedCell(input.loss),
    tiebreaks: typedCell(input.tiebreaks),
  };
  // What the form does not send stays as the Settings have it.
  if (input.primary !== undefined)
    typed.primary = choiceCell(
      input.primary,
      { mp: 'sidebar.matchPoints', gp: 'sidebar.gamePoints' },
      t,
    );
  if (input.colourType !== undefined)
    typed.colourType = choiceCell(input.colourType, COLOUR_TYPE_WORDS, t);
  if (input.boards !== undefined) typed.boards = typedCell(input.boards);
  if (input.baku !== undefined)
    typed.baku =
      input.baku === true ? t.text('team.yes') : input.baku === false ? t.text('team.no') : '?';
  const values = teamSettingsValues(current, t, typed);
  const problems = new ProblemList();
  const chosen = readTeamSettings(values, workbook.getName(), problems);
  const paired = Math.max(0, ...workbook.getSheets().map((s) => roundOfTab(s.getName()) ?? 0));
  if (chosen.rounds !== null && chosen.rounds < paired)
    problems.add(SETTINGS_TAB, null, said('team.problem.fewerRounds', { paired }));
  // The Round tabs hold their boards: a match of other boards would not read as the ones played.
  if (paired > 0 && chosen.boards !== current.boards)
    problems.add(SETTINGS_TAB, null, said('team.problem.boardsPlayed', { boards: current.boards }));
  problems.throwIfAny();
  writeTeamSettingsTab(
    workbook,
    workbook.getSheets().map((s) => s.getName()),
    chosen,
    old,
  );
  const done = t.text('settings.saved', { tab: shownTabName(workbook, SETTINGS_TAB) });
  try {
    refreshTeamStandings(ports);
  } catch (error) {
    // Tabs that cannot be read yet (no teams): the sidebar reports them on its own.
    if (error instanceof WorkbookInputError) return done;
    throw error;
  }
  return `${done} ${t.text('standings.updated')}`;
}
