/**
 * The add-on's tabs that carry no record: a workbook from before the
 * records, a tab made or remade by hand. They are recognised by the title
 * the add-on gives them in any of its languages (the English names of the
 * old workbooks among them), and a Settings tab of any name by its rows.
 */
import { LANGUAGES, translatorFor, type Translator } from '../../messages/index.js';
import type { CellValue, Sheet } from '../ports.js';
import { SETTING_LABELS } from '../workbook/settings-tab.js';
import {
  explanationTabName,
  isAddonTab,
  recordOfTab,
  roundTabName,
  SETTINGS_TAB,
  tabOfRecord,
  tabTitle,
} from '../workbook/tab-names.js';
import { normalisedWord, wordsOfTab } from './tab-words.js';

let translators: readonly Translator[] | null = null;

function everyLanguage(): readonly Translator[] {
  return (translators ??= LANGUAGES.map((language) => translatorFor(language)));
}

/** The keys of the tabs whose titles do not hold a round's number. */
const FIXED_KEYS = [
  'settings',
  'players',
  'standings',
  'crosstable',
  'byName',
  'schedule',
  'undo',
  'teams',
  'teamStandings',
  'boardPrizes',
].map((record) => tabOfRecord(record)!);

/**
 * The key of the add-on's tab a tab named `name` is by its name alone: its
 * key (the English name), or its title in one of the languages, typed as a
 * person types it (tab-words.ts); null for any other name. A numbered copy
 * ("Jugadores (2)") is not taken for the tab.
 */
export function keyOfTitle(name: string): string | null {
  if (isAddonTab(name)) return name;
  const typed = normalisedWord(name);
  const number = /\d+/.exec(name)?.[0];
  const keys =
    number === undefined
      ? FIXED_KEYS
      : [roundTabName(Number(number)), explanationTabName(Number(number))];
  for (const t of everyLanguage())
    for (const key of keys)
      if (recordOfTab(key) !== null && normalisedWord(tabTitle(key, t)) === typed) return key;
  return null;
}

/** How far down a tab its Settings rows are looked for: a Settings tab has a score of rows. */
const ROWS_LOOKED_AT = 40;

const ROW_LABELS = new Set<string>(Object.values(SETTING_LABELS));

/**
 * Whether `sheet`, a tab with no record and none of the add-on's titles, is
 * a Settings tab made by hand: column A holds two of the Settings' row
 * labels, or row 1 is the Settings' header ("Setting", "Value"), in any of
 * the languages. Decision: one label alone could be the organiser's own
 * note ("Rounds"), so it takes two, or the header; only the first rows and
 * the first two columns are read (one call in Sheets).
 */
export function isSettingsByRows(sheet: Sheet): boolean {
  const rows = Math.min(sheet.getLastRow(), ROWS_LOOKED_AT);
  if (rows === 0) return false;
  const values: CellValue[][] = sheet.getRange(1, 1, rows, 2).getValues();
  const words = wordsOfTab(SETTINGS_TAB)!.body;
  const read = values.map((row) => row.map((value) => words.read(value)));
  const [setting, value] = read[0] ?? [];
  if (setting === 'Setting' && value === 'Value') return true;
  const labels = new Set(
    read.map(([label]) => label).filter((label) => ROW_LABELS.has(label as string)),
  );
  return labels.size >= 2;
}
