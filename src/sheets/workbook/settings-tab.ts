/**
 * The Settings tab: one setting a row, its name in column A and its value in
 * column B, so that the organiser can read and edit it like any other tab
 * (the sidebar edits it too). A missing tab or row means the default.
 */
import { pairingAllocatedByePerGame } from '../../engine/model/matches.js';
import { DEFAULT_POINT_SYSTEM, type PointSystem } from '../../engine/model/tournament.js';
import type { MatchScoring } from '../../engine/standings/index.js';
import type { PairingOptions } from '../../engine/systems/pairing-system.js';
import {
  getSystem,
  isSystemId,
  SYSTEM_IDS,
  SYSTEM_LABELS,
  type SystemId,
} from '../../engine/systems/registry.js';
import { DEFAULT_SWISS_TIEBREAKS, type TiebreakSpec } from '../../engine/tiebreaks/index.js';
import {
  ENGLISH,
  LANGUAGES,
  languageNamed,
  languageOfLocale,
  said,
  textsInEveryLanguage,
  type Language,
  type Said,
  type TextKey,
} from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import { cellText, decimalNumber, isBlankCell, wholeNumber } from './cells.js';
import type { ProblemList } from './input-problems.js';
import { SETTINGS_TAB } from './tab-names.js';
import { readTiebreakList, tiebreakListText } from './tiebreak-list.js';
import { typedText } from '../tab-records/tab-words.js';

/** Colour of the top-ranked player in round 1, or drawn by lot when round 1 is paired. */
export type InitialColourChoice = 'lot' | 'white' | 'black';

export interface TournamentSettings {
  name: string;
  /** Planned number of rounds; null when not set. */
  rounds: number | null;
  system: SystemId;
  initialColour: InitialColourChoice;
  win: number;
  draw: number;
  loss: number;
  /** The ordered list that ranks players on equal points (C.07 4.1). */
  tiebreaks: readonly TiebreakSpec[];
  /**
   * C.07 10: "Unrated opponents take the rating the organiser sets" in the
   * rating-based tie-breaks; null when none is set (they then give no value).
   */
  unratedRating: number | null;
  /** C.04.7: the Baku acceleration, for systems that take it. */
  acceleration: 'none' | 'baku';
  /** The players of one club (Players tab, "Club") may not meet. */
  keepClubsApart: boolean;
  /** Lim 3.2, 3.8, 5.7: a Maxi-tournament (Lim only). */
  maxiTournament: boolean;
  /** Two-game matches (Double-Swiss, C.04.5): the Standings count game points or match points. */
  matchScoring: MatchScoring;
  /** The code of the language chosen in the Settings; null: the spreadsheet's (or the user's). */
  language: string | null;
  /** A table-made kind (round-robin): how the pairing numbers are drawn before round 1. */
  drawingOfLots: DrawingMethod;
  /** The seed of a random or Varma draw, recorded so the draw can be shown and repeated; null until drawn. */
  drawSeed: number | null;
  /** A double round-robin's order of rounds (record 192): FIDE's, or the table twice as printed. */
  cycleOrder: 'fide' | 'berger';
}

/**
 * C.05 Annex 1 Part 3.1: a round-robin's pairing numbers come from a drawing
 * of lots: at random (a seeded draw), with the Varma tables (C.05 Annex 2),
 * or by hand (the organiser types every No. before round 1).
 */
export type DrawingMethod = 'random' | 'varma' | 'hand';

/** The highest rating the Settings accept for unrated opponents. */
export const MAX_UNRATED_RATING = 3999;

/** The most rounds the Settings accept (the sidebar's limit too). */
export const MAX_ROUNDS = 99;

/**
 * Decision (C.04.1 and C.07 take a win to be worth more than a draw and a
 * draw at least a loss; scoregroups and tie-breaks mean nothing otherwise):
 * a point system that does not is refused, in the tab and the sidebar alike.
 */
export function pointSystemProblem(win: number, draw: number, loss: number): Said | null {
  return win > draw && draw >= loss
    ? null
    : said('problem.settings.pointOrder', { win, draw, loss });
}

/** A system's name in the organiser's language (its catalogue word; its label where it has none). */
export function systemNamed(system: SystemId): Said | string {
  const key = `system.${system}`;
  return key in ENGLISH.messages ? said(key as TextKey) : SYSTEM_LABELS[system];
}

/** Settings without which a tournament already paired would change its meaning. */
const NEEDED_ONCE_PAIRED = ['rounds', 'system'] as const;

export { SYSTEM_LABELS };

const COLOUR_LABELS: Record<InitialColourChoice, string> = {
  lot: 'By lot',
  white: 'White',
  black: 'Black',
};

const ROW_NAMES = {
  name: 'Tournament',
  rounds: 'Rounds',
  system: 'Pairing system',
  initialColour: 'Top seed colour in round 1',
  win: 'Points for a win',
  draw: 'Points for a draw',
  loss: 'Points for a loss',
  tiebreaks: 'Tie-breaks',
  unratedRating: 'Rating of unrated opponents',
  acceleration: 'Acceleration',
  keepClubsApart: 'Keep players of the same club apart',
  maxiTournament: 'Maxi-tournament (Lim)',
  matchScoring: 'Standings of two-game matches',
  language: 'Language',
  drawingOfLots: 'Drawing of lots',
  drawSeed: 'Seed of the draw',
  cycleOrder: 'Order of the double round robin',
} as const satisfies Record<keyof TournamentSettings, string>;

type SettingKey = keyof typeof ROW_NAMES;

/** The catalogue's words for the rows that must be there once rounds are paired. */
const ROW_WORDS: Record<(typeof NEEDED_ONCE_PAIRED)[number], TextKey> = {
  rounds: 'setting.rounds',
  system: 'setting.system',
};

/** The labels of the Settings rows, for the rows a team event shares (sheets/teams/team-settings.ts). */
export const SETTING_LABELS: Readonly<Record<SettingKey, string>> = ROW_NAMES;

/** The label of the row that chooses the tournament's language. */
export const LANGUAGE_ROW = ROW_NAMES.language;
const KEYS = Object.keys(ROW_NAMES) as SettingKey[];

export function defaultSettings(spreadsheetName: string): TournamentSettings {
  return {
    name: spreadsheetName,
    rounds: null,
    system: 'dutch',
    initialColour: 'lot',
    win: DEFAULT_POINT_SYSTEM.win,
    draw: DEFAULT_POINT_SYSTEM.draw,
    loss: DEFAULT_POINT_SYSTEM.loss,
    tiebreaks: DEFAULT_SWISS_TIEBREAKS,
    unratedRating: null,
    acceleration: 'none',
    keepClubsApart: false,
    maxiTournament: false,
    matchScoring: 'game-points',
    language: null,
    drawingOfLots: 'random',
    drawSeed: null,
    cycleOrder: 'fide',
  };
}

/** The system's rounds come from a table made before round 1 (a round-robin): its descriptor says so. */
export function isTableMade(settings: Pick<TournamentSettings, 'system'>): boolean {
  return getSystem(settings.system).schedule !== undefined;
}

/** The list that ranks players when the Settings name none: the kind's (a round-robin's) or the Swiss one. */
export function defaultTiebreaksOf(system: SystemId): readonly TiebreakSpec[] {
  return getSystem(system).tiebreaks?.defaults ?? DEFAULT_SWISS_TIEBREAKS;
}

/** Games a pairing of the chosen system: 2 for the Double-Swiss matches. */
export function gamesPerRoundOf(settings: Pick<TournamentSettings, 'system'>): 1 | 2 {
  return getSystem(settings.system).gamesPerRound ?? 1;
}

const ACCELERATION_LABELS = { none: 'None', baku: 'Baku' } as const;
const MATCH_SCORING_LABELS: Record<MatchScoring, string> = {
  'game-points': 'Game points',
  'match-points': 'Match points',
};
const YES_NO = ['No', 'Yes'] as const;
const DRAWING_LABELS: Record<DrawingMethod, string> = {
  random: 'At random',
  varma: 'Varma tables',
  hand: 'By hand',
};
const CYCLE_ORDER_LABELS = { fide: 'FIDE', berger: 'Berger' } as const;

function labelled<K extends string>(labels: Record<K, string>, text: string): K | null {
  const wanted = text.trim().toLowerCase();
  return (Object.keys(labels) as K[]).find((k) => labels[k].toLowerCase() === wanted) ?? null;
}

function yesNo(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  return t === 'yes' || t === 'true' ? true : t === 'no' || t === 'false' ? false : null;
}

/**
 * The points of every outcome: a forfeit and a full-point bye count as a
 * win or a loss, the pairing-allocated bye as a win (C.04.1 3: "as many
 * points as are rewarded for a win"), a half-point bye as a draw.
 */
export function pointSystemOf(settings: TournamentSettings): PointSystem {
  return {
    win: settings.win,
    draw: settings.draw,
    loss: settings.loss,
    forfeitWin: settings.win,
    forfeitLoss: settings.loss,
    // C.04.5 1.4: with two-game matches, the bye is a match with a game won and one drawn, half in each game.
    pairingAllocatedBye:
      gamesPerRoundOf(settings) === 2 ? pairingAllocatedByePerGame(settings) : settings.win,
    halfPointBye: settings.draw,
    fullPointBye: settings.win,
    zeroPointBye: 0,
  };
}

export function systemOfLabel(text: string): SystemId | null {
  const wanted = text.trim().toLowerCase();
  if (isSystemId(wanted)) return wanted;
  return SYSTEM_IDS.find((id) => SYSTEM_LABELS[id].toLowerCase() === wanted) ?? null;
}

function colourOfLabel(text: string): InitialColourChoice | null {
  const wanted = text.trim().toLowerCase();
  const keys = Object.keys(COLOUR_LABELS) as InitialColourChoice[];
  return keys.find((key) => COLOUR_LABELS[key].toLowerCase() === wanted || key === wanted) ?? null;
}

/**
 * Reads the Settings tab's values (null when there is no tab) over the defaults; the tournament's
 * name is the spreadsheet's (`spreadsheetName`, asked for only then) unless one is typed.
 */
export function readSettingsTab(
  values: CellValue[][] | null,
  spreadsheetName: string | (() => string),
  problems: ProblemList,
): TournamentSettings {
  const nameOfSpreadsheet = () =>
    typeof spreadsheetName === 'string' ? spreadsheetName : spreadsheetName();
  const settings = defaultSettings('');
  if (values === null) return { ...settings, name: nameOfSpreadsheet() };
  let named = false;
  let pointsRow: number | null = null;
  let tiebreaksRow: number | null = null;
  values.forEach(([label, value], index) => {
    const row = index + 1;
    const key = KEYS.find((k) => ROW_NAMES[k].toLowerCase() === cellText(label).toLowerCase());
    if (key === undefined || isBlankCell(value)) return;
    if (key === 'win' || key === 'draw' || key === 'loss') pointsRow ??= row;
    const problem = (text: Said) => problems.add(SETTINGS_TAB, row, text);
    // A problem quotes the value as typed, not as the word it was read for («Нет», not "No").
    const typed = typedText(values[index]!, 1);
    const notOneOf = (choices: readonly (Said | string)[]) =>
      problem(said('problem.settings.notOneOf', { value: typed, choices }));
    switch (key) {
      case 'name':
        settings.name = cellText(value);
        named = true;
        break;
      case 'rounds': {
        const rounds = wholeNumber(value);
        if (rounds === null || rounds < 1 || rounds > MAX_ROUNDS)
          problem(said('problem.settings.rounds', { value: typed, max: MAX_ROUNDS }));
        else settings.rounds = rounds;
        break;
      }
      case 'system': {
        const system = systemOfLabel(cellText(value));
        if (system === null) {
          problem(
            said('problem.settings.system', {
              value: typed,
              systems: SYSTEM_IDS.map(systemNamed),
            }),
          );
        } else settings.system = system;
        break;
      }
      case 'initialColour': {
        const colour = colourOfLabel(cellText(value));
        if (colour === null)
          notOneOf([said('colour.byLot'), said('colour.white'), said('colour.black')]);
        else settings.initialColour = colour;
        break;
      }
      case 'win':
      case 'draw':
      case 'loss': {
        const points = decimalNumber(value);
        if (points === null || points < 0)
          problem(said('problem.settings.points', { value: typed }));
        else settings[key] = points;
        break;
      }
      case 'tiebreaks': {
        const read = readTiebreakList(typed);
        tiebreaksRow = row;
        if ('problem' in read)
          problem(said('problem.settings.tiebreaks', { value: typed, problem: read.problem }));
        else settings.tiebreaks = read.list;
        break;
      }
      case 'drawingOfLots': {
        const method = labelled(DRAWING_LABELS, cellText(value));
        if (method === null) notOneOf(Object.values(DRAWING_LABELS));
        else settings.drawingOfLots = method;
        break;
      }
      case 'drawSeed': {
        const seed = wholeNumber(value);
        if (seed === null || seed < 0) problem(said('problem.settings.seed', { value: typed }));
        else settings.drawSeed = seed;
        break;
      }
      case 'cycleOrder': {
        const order = labelled(CYCLE_ORDER_LABELS, cellText(value));
        if (order === null) notOneOf(Object.values(CYCLE_ORDER_LABELS));
        else settings.cycleOrder = order;
        break;
      }
      case 'acceleration': {
        const wanted = cellText(value).trim().toLowerCase();
        if (wanted === 'none' || wanted === 'baku') settings.acceleration = wanted;
        else notOneOf([said('choice.none'), said('choice.baku')]);
        break;
      }
      case 'matchScoring': {
        const wanted = cellText(value).trim().toLowerCase();
        const scoring = (Object.keys(MATCH_SCORING_LABELS) as MatchScoring[]).find(
          (key) => MATCH_SCORING_LABELS[key].toLowerCase() === wanted,
        );
        if (scoring === undefined)
          notOneOf([said('choice.gamePoints'), said('choice.matchPoints')]);
        else settings.matchScoring = scoring;
        break;
      }
      case 'keepClubsApart':
      case 'maxiTournament': {
        const flag = yesNo(cellText(value));
        if (flag === null) notOneOf([said('choice.yes'), said('choice.no')]);
        else settings[key] = flag;
        break;
      }
      case 'language': {
        const language = languageTyped(cellText(value));
        if (language === null)
          problem(
            said('problem.settings.language', {
              value: typed,
              languages: LANGUAGES.map(({ name, code }) =>
                said('settings.languageChoice', { name, code }),
              ),
            }),
          );
        else settings.language = language.code;
        break;
      }
      case 'unratedRating': {
        const rating = wholeNumber(value);
        if (rating === null || rating < 1 || rating > MAX_UNRATED_RATING) {
          problem(said('problem.settings.unratedRating', { value: typed }));
        } else settings.unratedRating = rating;
        break;
      }
    }
  });
  const points = pointSystemProblem(settings.win, settings.draw, settings.loss);
  if (points !== null) problems.add(SETTINGS_TAB, pointsRow, points);
  if (tiebreaksRow === null) settings.tiebreaks = defaultTiebreaksOf(settings.system);
  const refused = refusedTiebreaksProblem(settings);
  if (refused !== null) problems.add(SETTINGS_TAB, tiebreaksRow, refused);
  // The spreadsheet's name only where no name is typed (asking Sheets for it is a call).
  if (!named) settings.name = nameOfSpreadsheet();
  return settings;
}

/**
 * The tie-breaks the kind of tournament cannot use (C.07 2026 Art. 8: the
 * Buchholz family in a round-robin), named with the article and the kind's
 * own list; null when the list is fine.
 */
export function refusedTiebreaksProblem(
  settings: Pick<TournamentSettings, 'system' | 'tiebreaks'>,
): Said | null {
  const policy = getSystem(settings.system).tiebreaks;
  if (policy === undefined) return null;
  const refused = settings.tiebreaks.filter((s) => policy.refused.includes(s.code));
  if (refused.length === 0) return null;
  // The one refusal of C.07 the kinds make (round-robin/index.ts): Art. 8's, said with its article.
  return said('problem.settings.buchholzInRoundRobin', {
    refused: tiebreakListText(refused),
    system: systemNamed(settings.system),
    defaults: tiebreakListText(policy.defaults),
  });
}

/**
 * Rows a Settings tab must have once rounds are paired (the number of
 * rounds, the system), named with the labels the tab has instead, so that a
 * renamed label is not silently the default.
 */
export function missingSettingRows(values: CellValue[][], problems: ProblemList): void {
  const labels = values.map(([label]) => cellText(label));
  const known = new Set(KEYS.map((k) => ROW_NAMES[k].toLowerCase()));
  const unknown = labels
    .map((label, index) => ({ label, row: index + 1 }))
    .filter(({ label, row }) => row > 1 && label !== '' && !known.has(label.toLowerCase()));
  for (const key of NEEDED_ONCE_PAIRED) {
    if (labels.some((label) => label.toLowerCase() === ROW_NAMES[key].toLowerCase())) continue;
    const label = said(ROW_WORDS[key]);
    problems.add(
      SETTINGS_TAB,
      null,
      unknown.length === 0
        ? said('problem.settings.missingRow', { label })
        : said('problem.settings.missingRowInstead', {
            label,
            instead: unknown.map(({ row }) =>
              said('problem.settings.labelOnRow', { label: typedText(values[row - 1]!, 0), row }),
            ),
          }),
    );
  }
}

/** The whole Settings tab, header included. */
export function settingsTabValues(settings: TournamentSettings): CellValue[][] {
  const shown: Record<SettingKey, CellValue> = {
    name: settings.name,
    rounds: settings.rounds ?? '',
    system: SYSTEM_LABELS[settings.system],
    initialColour: COLOUR_LABELS[settings.initialColour],
    win: settings.win,
    draw: settings.draw,
    loss: settings.loss,
    tiebreaks: tiebreakListText(settings.tiebreaks),
    unratedRating: settings.unratedRating ?? '',
    acceleration: ACCELERATION_LABELS[settings.acceleration],
    keepClubsApart: YES_NO[settings.keepClubsApart ? 1 : 0],
    maxiTournament: YES_NO[settings.maxiTournament ? 1 : 0],
    matchScoring: MATCH_SCORING_LABELS[settings.matchScoring],
    language: LANGUAGES.find((language) => language.code === settings.language)?.name ?? '',
    drawingOfLots: DRAWING_LABELS[settings.drawingOfLots],
    drawSeed: settings.drawSeed ?? '',
    cycleOrder: CYCLE_ORDER_LABELS[settings.cycleOrder],
  };
  // The row for two-game matches only is left out for the other systems; the language row
  // when the spreadsheet's language is the tournament's.
  // The draw's rows for a table-made kind only; the order of rounds for a system that takes it.
  const keys = KEYS.filter(
    (key) =>
      (key !== 'matchScoring' || gamesPerRoundOf(settings) === 2) &&
      (key !== 'language' || settings.language !== null) &&
      ((key !== 'drawingOfLots' && key !== 'drawSeed') || isTableMade(settings)) &&
      (key !== 'cycleOrder' || getSystem(settings.system).options.includes('cycleOrder')),
  );
  return [['Setting', 'Value'], ...keys.map((key) => [ROW_NAMES[key], shown[key]])];
}

/** The values of the settings that take one from a list, offered as dropdowns. */
const CHOICES: Partial<Record<SettingKey, readonly string[]>> = {
  // The team kind (sheets/teams/) is chosen on the same row.
  system: [...SYSTEM_IDS.map((id) => SYSTEM_LABELS[id]), ENGLISH.messages['team.system']],
  initialColour: Object.values(COLOUR_LABELS),
  acceleration: Object.values(ACCELERATION_LABELS),
  keepClubsApart: YES_NO,
  maxiTournament: YES_NO,
  matchScoring: Object.values(MATCH_SCORING_LABELS),
  language: LANGUAGES.map((language) => language.name),
};

/**
 * The rows (1-based) of a Settings tab's `values` that take a value from a
 * list, found by their labels: the rows a tab shows depend on the system
 * and the language, so a row's place is never assumed.
 */
export function settingsChoices(
  values: readonly (readonly CellValue[])[],
): { row: number; choices: readonly string[] }[] {
  return values.flatMap(([label], index) => {
    const key = KEYS.find((k) => ROW_NAMES[k].toLowerCase() === cellText(label).toLowerCase());
    const choices = key === undefined ? undefined : CHOICES[key];
    return choices === undefined ? [] : [{ row: index + 1, choices }];
  });
}

/**
 * The language the Settings tab's values choose ("Language" row, its label
 * in any of our languages), before the rest of the tab is read: the tab
 * names depend on it. Null when none is chosen; 'unreadable' when the cell
 * holds no language of ours (readSettingsTab reports that, and the
 * tournament keeps its language: RecognisedWorkbook.language).
 */
export function languageChosenIn(values: CellValue[][] | null): Language | 'unreadable' | null {
  const labels = new Set(textsInEveryLanguage('settings.language').map((l) => l.toLowerCase()));
  const row = values?.find(([label]) => labels.has(cellText(label).trim().toLowerCase()));
  if (row === undefined || isBlankCell(row[1])) return null;
  return languageTyped(typedText(row, 1)) ?? 'unreadable';
}

/**
 * The language a Language cell names as a person types it (languageNamed:
 * its own name, its code, its name in any of our languages, any case, with
 * or without accents), or a locale ("pt_BR", "de-CH"); null when it is none
 * of ours.
 */
export function languageTyped(text: string): Language | null {
  return (
    languageNamed(text) ??
    (/^[a-z]{2,3}[-_][a-z0-9]{2,4}$/i.test(text.trim()) ? languageOfLocale(text) : null)
  );
}

/** The pairing options the Settings give the chosen system (only those it takes). */
export function pairingOptionsOf(settings: TournamentSettings): PairingOptions {
  const takes = getSystem(settings.system).options;
  return {
    ...(settings.acceleration === 'baku' && takes.includes('acceleration')
      ? { acceleration: 'baku' as const }
      : {}),
    ...(settings.maxiTournament && takes.includes('maxiTournament')
      ? { maxiTournament: true }
      : {}),
    ...(settings.cycleOrder === 'berger' && takes.includes('cycleOrder')
      ? { cycleOrder: 'berger' as const }
      : {}),
  };
}
