/**
 * The Settings tab of a team event (C.04.6): the rows it shares with an
 * individual event (name, rounds, pairing system, colour in round 1,
 * language) under the same labels, and its own rows (primary score, match
 * points, colour preferences, boards, Baku, team tie-breaks), their labels
 * and words in the tournament's language and recognised in any of ours.
 */
import { DEFAULT_MATCH_POINTS, type MatchPointSystem } from '../../engine/model/teams.js';
import {
  DEFAULT_TEAM_OPTIONS,
  type ColourPreferenceType,
  type TeamSwissOptions,
} from '../../engine/systems/team-swiss/options.js';
import {
  DEFAULT_TEAM_TIEBREAKS,
  formatTeamTiebreak,
  parseTeamTiebreakList,
  TeamTiebreakError,
  type TeamTiebreakSpec,
} from '../../engine/team-standings/index.js';
import {
  LANGUAGES,
  said,
  textsInEveryLanguage,
  type Said,
  type TextKey,
  type Translator,
} from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import { cellText, decimalNumber, isBlankCell, wholeNumber } from '../workbook/cells.js';
import type { ProblemList } from '../workbook/input-problems.js';
import {
  languageTyped,
  MAX_ROUNDS,
  pointSystemProblem,
  SETTING_LABELS,
  type InitialColourChoice,
} from '../workbook/settings-tab.js';
import { SETTINGS_TAB } from '../workbook/tab-names.js';
import { reasonOf } from '../use-cases/engine-refusal.js';
import { normalisedWord, typedText } from '../tab-records/tab-words.js';

export interface TeamSettings {
  name: string;
  rounds: number | null;
  initialColour: InitialColourChoice;
  /** C.04.6 1.2 primary score (the other one is the secondary), 1.7 colour type, C.04.7 Baku. */
  options: TeamSwissOptions;
  /** Boards per match (record 352's length when exported). */
  boards: number;
  /** TRF-2026 record 362. */
  matchPoints: MatchPointSystem;
  tiebreaks: readonly TeamTiebreakSpec[];
  language: string | null;
}

/** The most boards a match may have: more than any team competition plays. */
export const MAX_BOARDS = 20;

export function defaultTeamSettings(name: string): TeamSettings {
  return {
    name,
    rounds: null,
    initialColour: 'lot',
    options: { ...DEFAULT_TEAM_OPTIONS },
    boards: 4,
    matchPoints: { ...DEFAULT_MATCH_POINTS },
    tiebreaks: DEFAULT_TEAM_TIEBREAKS,
    language: null,
  };
}

/** True when a cell holds the message `key` in any of our languages, as a person types it (tab-words.ts). */
export function cellSays(value: CellValue | undefined, key: TextKey): boolean {
  const text = normalisedWord(cellText(value));
  return text !== '' && textsInEveryLanguage(key).some((t) => normalisedWord(t) === text);
}

const ROWS = [
  'name',
  'rounds',
  'system',
  'initialColour',
  'primary',
  'matchWin',
  'matchDraw',
  'matchLoss',
  'colourType',
  'boards',
  'baku',
  'tiebreaks',
  'language',
] as const;
/** A row of a team event's Settings. */
export type TeamSettingRow = (typeof ROWS)[number];
type Row = TeamSettingRow;

/** The label keys of the team's own rows; the others are the individual Settings' labels. */
const OWN_LABELS = {
  primary: 'team.setting.primary',
  matchWin: 'team.setting.matchWin',
  matchDraw: 'team.setting.matchDraw',
  matchLoss: 'team.setting.matchLoss',
  colourType: 'team.setting.colourType',
  boards: 'team.setting.boards',
  baku: 'team.setting.baku',
  tiebreaks: 'team.setting.tiebreaks',
} as const satisfies Partial<Record<Row, TextKey>>;

const SHARED_LABELS = {
  name: SETTING_LABELS.name,
  rounds: SETTING_LABELS.rounds,
  system: SETTING_LABELS.system,
  initialColour: SETTING_LABELS.initialColour,
  language: SETTING_LABELS.language,
} as const;

function rowOfLabel(label: CellValue | undefined): Row | null {
  const text = cellText(label).toLowerCase();
  for (const [row, english] of Object.entries(SHARED_LABELS))
    if (english.toLowerCase() === text) return row as Row;
  if (textsInEveryLanguage('settings.language').some((l) => l.toLowerCase() === text))
    return 'language';
  for (const [row, key] of Object.entries(OWN_LABELS)) if (cellSays(label, key)) return row as Row;
  return null;
}

/** The row label in the tournament's language (the shared rows keep the individual tab's labels). */
function labelOf(row: Row, t: Translator): string {
  if (row === 'language') return SETTING_LABELS.language;
  return row in OWN_LABELS
    ? t.text(OWN_LABELS[row as keyof typeof OWN_LABELS])
    : SHARED_LABELS[row as keyof typeof SHARED_LABELS];
}

export const COLOUR_WORDS: Record<InitialColourChoice, TextKey> = {
  lot: 'sidebar.byLot',
  white: 'sidebar.white',
  black: 'sidebar.black',
};
export const COLOUR_TYPE_WORDS: Record<ColourPreferenceType, TextKey> = {
  A: 'team.colourTypeA',
  B: 'team.colourTypeB',
  none: 'team.colourTypeNone',
};

/** The Pairing system cell says "Team Swiss" (in any of our languages): the event is a team event. */
export function isTeamSystemCell(value: CellValue | undefined): boolean {
  return cellSays(value, 'team.system');
}

/** Reads a team event's Settings values (a row per setting) over the defaults. */
export function readTeamSettings(
  values: readonly CellValue[][],
  spreadsheetName: string,
  problems: ProblemList,
): TeamSettings {
  const s = defaultTeamSettings(spreadsheetName);
  let matchRow: number | null = null;
  values.forEach(([label, value], index) => {
    const row = index + 1;
    const key = rowOfLabel(label);
    if (key === null || isBlankCell(value)) return;
    const problem = (text: Said) => problems.add(SETTINGS_TAB, row, text);
    // Quoted as typed, not as the word it was read for («Нет», not "No").
    const quoted = `"${typedText(values[index]!, 1)}"`;
    switch (key) {
      case 'name':
        s.name = cellText(value);
        break;
      case 'rounds': {
        const n = wholeNumber(value);
        if (n === null || n < 1 || n > MAX_ROUNDS)
          problem(said('team.problem.rounds', { value: quoted, max: MAX_ROUNDS }));
        else s.rounds = n;
        break;
      }
      case 'system':
        break;
      case 'initialColour': {
        const choice = (Object.keys(COLOUR_WORDS) as InitialColourChoice[]).find(
          (c) =>
            cellSays(value, COLOUR_WORDS[c]) ||
            ['by lot', c].includes(cellText(value).toLowerCase()),
        );
        if (choice === undefined) problem(said('team.problem.colour', { value: quoted }));
        else s.initialColour = choice;
        break;
      }
      case 'primary':
        if (cellSays(value, 'sidebar.matchPoints'))
          s.options = { ...s.options, primary: 'mp', secondary: 'gp' };
        else if (cellSays(value, 'sidebar.gamePoints'))
          s.options = { ...s.options, primary: 'gp', secondary: 'mp' };
        else problem(said('team.problem.primary', { value: quoted }));
        break;
      case 'matchWin':
      case 'matchDraw':
      case 'matchLoss': {
        matchRow ??= row;
        const n = decimalNumber(value);
        const field = key === 'matchWin' ? 'win' : key === 'matchDraw' ? 'draw' : 'loss';
        if (n === null || n < 0) problem(said('team.problem.points', { value: quoted }));
        else s.matchPoints = { ...s.matchPoints, [field]: n };
        break;
      }
      case 'colourType': {
        // Decision: "No" is no colour preferences (C.04.6 1.7 "none"): in Russian both are
        // «Нет», which the Settings read as the answer No (tab-words.ts).
        const type =
          (Object.keys(COLOUR_TYPE_WORDS) as ColourPreferenceType[]).find((c) =>
            cellSays(value, COLOUR_TYPE_WORDS[c]),
          ) ?? (cellSays(value, 'team.no') ? 'none' : undefined);
        if (type === undefined) problem(said('team.problem.colourType', { value: quoted }));
        else s.options = { ...s.options, colourType: type };
        break;
      }
      case 'boards': {
        const n = wholeNumber(value);
        if (n === null || n < 1 || n > MAX_BOARDS)
          problem(said('team.problem.boards', { value: quoted, max: MAX_BOARDS }));
        else s.boards = n;
        break;
      }
      case 'baku':
        if (cellSays(value, 'team.yes')) s.options = { ...s.options, baku: true };
        else if (cellSays(value, 'team.no')) s.options = { ...s.options, baku: false };
        else problem(said('team.problem.yesNo', { value: quoted }));
        break;
      case 'tiebreaks':
        try {
          s.tiebreaks = parseTeamTiebreakList(cellText(value).split(/[,;]/));
        } catch (e) {
          if (!(e instanceof TeamTiebreakError)) throw e;
          problem(said('team.problem.tiebreaks', { value: quoted, reason: reasonOf(e) }));
        }
        break;
      case 'language': {
        const language = languageTyped(cellText(value));
        if (language === null)
          problem(
            said('team.problem.language', {
              value: quoted,
              languages: LANGUAGES.map((l) => l.name).join(', '),
            }),
          );
        else s.language = language.code;
        break;
      }
    }
  });
  const mp = s.matchPoints;
  if (pointSystemProblem(mp.win, mp.draw, mp.loss) !== null)
    problems.add(
      SETTINGS_TAB,
      matchRow,
      said('team.problem.matchPointOrder', { win: mp.win, draw: mp.draw, loss: mp.loss }),
    );
  // C.04.7 1.4: "If gamepoints were the primary score, the Baku Acceleration could not be used."
  if (s.options.baku && s.options.primary === 'gp')
    problems.add(SETTINGS_TAB, null, said('team.problem.bakuGamePoints'));
  return s;
}

/**
 * The whole Settings tab of a team event, header included, in the language of
 * `t`; `typed` puts other values in some rows (as typed, to be read back).
 */
export function teamSettingsValues(
  s: TeamSettings,
  t: Translator,
  typed: Partial<Record<Row, CellValue>> = {},
): CellValue[][] {
  const computed: Record<Row, CellValue> = {
    name: s.name,
    rounds: s.rounds ?? '',
    system: t.text('team.system'),
    initialColour: t.text(COLOUR_WORDS[s.initialColour]),
    primary: t.text(s.options.primary === 'mp' ? 'sidebar.matchPoints' : 'sidebar.gamePoints'),
    matchWin: s.matchPoints.win,
    matchDraw: s.matchPoints.draw,
    matchLoss: s.matchPoints.loss,
    colourType: t.text(COLOUR_TYPE_WORDS[s.options.colourType]),
    boards: s.boards,
    baku: t.text(s.options.baku ? 'team.yes' : 'team.no'),
    tiebreaks: s.tiebreaks.map(formatTeamTiebreak).join(', '),
    language: LANGUAGES.find((l) => l.code === s.language)?.name ?? '',
  };
  const shown = { ...computed, ...typed };
  const rows = ROWS.filter((row) => row !== 'language' || s.language !== null);
  return [
    [t.text('team.setting.header'), t.text('team.setting.value')],
    ...rows.map((row) => [labelOf(row, t), shown[row]]),
  ];
}

/** Sheet rows (1-based) of the rows that take a word from a list, with their words. */
export function teamSettingsChoices(t: Translator): { row: number; choices: string[] }[] {
  const at = (row: Row) => ROWS.indexOf(row) + 2;
  return [
    { row: at('initialColour'), choices: Object.values(COLOUR_WORDS).map((k) => t.text(k)) },
    { row: at('primary'), choices: [t.text('sidebar.matchPoints'), t.text('sidebar.gamePoints')] },
    { row: at('colourType'), choices: Object.values(COLOUR_TYPE_WORDS).map((k) => t.text(k)) },
    { row: at('baku'), choices: [t.text('team.no'), t.text('team.yes')] },
  ];
}
