/**
 * The words the add-on writes into its own tabs (headers, result texts, bye
 * labels, Settings rows and their choices), in the tournament's language.
 * The use cases write and read them in English, the language of their keys;
 * the recognised workbook puts them into the language as they are written
 * and back into English as they are read, from any of the languages, so
 * that a workbook begun in one language reads in every other, and nothing
 * but these cells changes with the language.
 */
import {
  ENGLISH,
  LANGUAGES,
  said,
  translatorFor,
  type Said,
  type TextKey,
  type Translator,
} from '../../messages/index.js';
import type { CellValue, ChoiceRule } from '../ports.js';
import {
  BY_NAME_TAB,
  CROSSTABLE_TAB,
  PLAYERS_TAB,
  roundOfTab,
  SCHEDULE_TAB,
  SETTINGS_TAB,
  STANDINGS_TAB,
} from '../workbook/tab-names.js';

/** Which words a tab holds: those of its header row, and those of the rows below. */
export interface TabWords {
  /** Row 1's words; null for a tab without a header row (Settings: every cell is a label or a choice). */
  readonly header: WordList | null;
  readonly body: WordList;
}

const HEADER_KEYS: readonly TextKey[] = [
  'header.number',
  'header.name',
  'header.title',
  'header.rating',
  'header.federation',
  'header.fideId',
  'header.birth',
  'header.sex',
  'header.status',
  'header.byes',
  'header.notAgainst',
  'header.club',
  'header.virtualPoints',
  'header.board',
  'header.round',
  'header.points',
  'header.result',
  'header.game1',
  'header.game2',
  'header.pairingScoreWhite',
  'header.pairingScoreBlack',
  'header.rank',
  'header.colour',
  'header.opponent',
  'colour.white',
  'colour.black',
];

const BYE_KEYS: readonly TextKey[] = [
  'bye.pairingAllocated',
  'bye.half',
  'bye.full',
  'bye.absent',
  'bye.free',
];

const ROUND_KEYS: readonly TextKey[] = [
  'result.whiteForfeit',
  'result.blackForfeit',
  'result.doubleForfeit',
  'result.adjourned',
  ...BYE_KEYS,
  'round.handMark',
];

const SETTINGS_KEYS: readonly TextKey[] = [
  'header.setting',
  'header.value',
  'setting.name',
  'setting.rounds',
  'setting.system',
  'setting.initialColour',
  'setting.win',
  'setting.draw',
  'setting.loss',
  'setting.tiebreaks',
  'setting.unratedRating',
  'setting.acceleration',
  'setting.keepClubsApart',
  'setting.maxiTournament',
  'setting.matchScoring',
  'setting.drawingOfLots',
  'setting.drawSeed',
  'setting.cycleOrder',
  'draw.random',
  'draw.varma',
  'draw.hand',
  'settings.language',
  'colour.byLot',
  'colour.white',
  'colour.black',
  'choice.none',
  'choice.baku',
  'choice.gamePoints',
  'choice.matchPoints',
  'choice.yes',
  'choice.no',
  'system.dutch',
  'system.dutch-2017',
  'system.rating-1998',
  'system.lim',
  'system.burstein',
  'system.dubov',
  'system.double-swiss',
  'system.round-robin',
  'system.double-round-robin',
  'team.system',
];

/**
 * A cell's text as compared when read: what differs only in how a person
 * types it reads the same ("1-0 Kampflos" is "1-0 kampflos"): case; spaces,
 * non-breaking and zero-width ones too; an accent typed as a separate mark
 * (Unicode NFC); Russian ё written е, as most Russian text is; German ß
 * written ss (as in Switzerland: "Weiss"); the French apostrophe ’ or '
 * (and other quote marks), guillemets «» or ""; a dash for the hyphen
 * ("1–0 forfait"); the ordinal º or the degree sign ° (N.º, N°).
 */
export function normalisedWord(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/ß/g, 'ss')
    .replace(/[’‘‚‛ʼʹ`´′]/g, "'")
    .replace(/[«»“”„‟″‹›]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/º/g, '°')
    .replace(/[\s\u200b-\u200d\u2060\ufeff]+/g, '');
}

/**
 * A cell of several words and a number, written whole in one language: on
 * the By name tab, a bye with the points it gives ("Bye (1 point)",
 * "Ausente (0 puntos)"). Read back by its label and number, then checked
 * whole against the language's message, so that no other text is taken for it.
 */
class ByePoints {
  constructor(private readonly labels: readonly TextKey[]) {}

  /** The cell in the language of `t` when it is this phrase in English; else null. */
  written(text: string, t: Translator): string | null {
    const parts = this.parts(text, ENGLISH_WORDS);
    return parts === null
      ? null
      : t.text('byName.byePoints', { ...parts, bye: t.text(parts.label) });
  }

  /** The cell in English when it is this phrase in any language; else null. */
  read(text: string): string | null {
    if (!text.endsWith(')')) return null;
    for (const t of everyLanguage()) {
      const parts = this.parts(text, t);
      if (parts !== null)
        return ENGLISH_WORDS.text('byName.byePoints', {
          ...parts,
          bye: ENGLISH_WORDS.text(parts.label),
        });
    }
    return null;
  }

  /** The label and points of `text` written in the language of `t`, when it is this phrase. */
  private parts(
    text: string,
    t: Translator,
  ): { label: TextKey; points: string; count: number } | null {
    if (!text.endsWith(')')) return null;
    for (const label of this.labels) {
      const bye = t.text(label);
      if (!text.startsWith(`${bye} (`)) continue;
      const points = /^(\d*½|\d+)/.exec(text.slice(bye.length + 2))?.[1];
      if (points === undefined) continue;
      const count = points.endsWith('½') ? Number(points.slice(0, -1) || 0) + 0.5 : Number(points);
      if (t.text('byName.byePoints', { bye, points, count }) === text)
        return { label, points, count };
    }
    return null;
  }
}

const ENGLISH_WORDS = translatorFor(ENGLISH);

let translators: readonly Translator[] | null = null;

/** A translator of each language, made once (Intl's rules are not free to build). */
function everyLanguage(): readonly Translator[] {
  return (translators ??= LANGUAGES.map((language) => translatorFor(language)));
}

/** A set of words: English to the language when written, any language to English when read. */
export class WordList {
  private readonly byEnglish: ReadonlyMap<string, TextKey>;
  private readonly toEnglish: ReadonlyMap<string, string>;

  constructor(
    readonly keys: readonly TextKey[],
    private readonly phrase: ByePoints | null = null,
  ) {
    this.byEnglish = new Map(keys.map((key) => [ENGLISH.messages[key], key]));
    const toEnglish = new Map<string, string>();
    for (const key of keys)
      for (const language of LANGUAGES)
        toEnglish.set(normalisedWord(language.messages[key]), ENGLISH.messages[key]);
    this.toEnglish = toEnglish;
  }

  /** `value` in the language of `t` when it is one of these words in English; else as it is. */
  written(value: CellValue, t: Translator): CellValue {
    if (typeof value !== 'string') return value;
    const key = this.byEnglish.get(value);
    if (key !== undefined) return t.text(key);
    return this.phrase?.written(value, t) ?? value;
  }

  /** `value` in English when it is one of these words in any language; else as it is. */
  read(value: CellValue): CellValue {
    if (typeof value !== 'string' || value === '') return value;
    return this.toEnglish.get(normalisedWord(value)) ?? this.phrase?.read(value) ?? value;
  }

  /** Every reading of a normalised text, for the test that none means two words. */
  meanings(): Map<string, Set<string>> {
    const meanings = new Map<string, Set<string>>();
    for (const key of this.keys)
      for (const language of LANGUAGES) {
        const text = normalisedWord(language.messages[key]);
        const set = meanings.get(text) ?? new Set<string>();
        set.add(ENGLISH.messages[key]);
        meanings.set(text, set);
      }
    return meanings;
  }
}

const HEADERS = new WordList(HEADER_KEYS);
const BYE_POINTS = new ByePoints(BYE_KEYS);
const NO_WORDS = new WordList([]);

const WORDS_OF_KIND = {
  settings: { header: null, body: new WordList(SETTINGS_KEYS) },
  players: { header: HEADERS, body: new WordList(['status.active', 'status.withdrawn']) },
  round: { header: HEADERS, body: new WordList(ROUND_KEYS) },
  table: { header: HEADERS, body: NO_WORDS },
  // A round robin's schedule: its header, and the free player's row of an odd field.
  schedule: { header: HEADERS, body: new WordList(BYE_KEYS) },
  byName: {
    header: HEADERS,
    body: new WordList(
      ['colour.white', 'colour.black', 'colour.whiteBlack', 'colour.blackWhite', ...BYE_KEYS],
      BYE_POINTS,
    ),
  },
} as const satisfies Record<string, TabWords>;

/** Every list of words, for the tests. */
export const ALL_WORD_LISTS: readonly WordList[] = [
  HEADERS,
  ...Object.values(WORDS_OF_KIND).map((words) => words.body),
];

const KEY_OF_WORD = new Map<string, TextKey>(
  ALL_WORD_LISTS.flatMap((list) => list.keys.map((key) => [ENGLISH.messages[key], key] as const)),
);

let widestForms: ReadonlyMap<string, string> | null = null;

/**
 * The longest of the six languages' forms of `text` when it is one of the
 * add-on's tab words given in English (a header, a result, a bye label, a
 * By name bye with its points); else `text`. A tab's columns are made wide
 * enough for it (tab-layout.ts), so that a German or Russian co-organiser's
 * switch of language cuts no word: the widths are the same in every language.
 */
export function widestForm(text: string): string {
  widestForms ??= new Map(
    [...KEY_OF_WORD].map(([english, key]) => [
      english,
      LANGUAGES.map((language) => language.messages[key]).reduce(longer, english),
    ]),
  );
  const word = widestForms.get(text);
  if (word !== undefined) return word;
  if (!text.endsWith(')')) return text;
  return everyLanguage()
    .map((t) => BYE_POINTS.written(text, t) ?? text)
    .reduce(longer, text);
}

function longer(a: string, b: string): string {
  return b.length > a.length ? b : a;
}

/**
 * A word the add-on writes into its tabs, given in English (a header, a bye
 * label, a result), as a message naming it in the organiser's language;
 * any other text as it is.
 */
export function tabWordSaid(english: string): Said | string {
  const key = KEY_OF_WORD.get(english);
  return key === undefined ? english : said(key);
}

/** The words of the add-on's tab of key `key`; null for a tab whose cells no language changes. */
export function wordsOfTab(key: string): TabWords | null {
  switch (key) {
    case SETTINGS_TAB:
      return WORDS_OF_KIND.settings;
    case PLAYERS_TAB:
      return WORDS_OF_KIND.players;
    case STANDINGS_TAB:
    case CROSSTABLE_TAB:
      return WORDS_OF_KIND.table;
    case BY_NAME_TAB:
      return WORDS_OF_KIND.byName;
    case SCHEDULE_TAB:
      return WORDS_OF_KIND.schedule;
  }
  return roundOfTab(key) === null ? null : WORDS_OF_KIND.round;
}

/** The list that applies to sheet row `row` (1-based) of a tab with `words`. */
function listOfRow(words: TabWords, row: number): WordList {
  return row === 1 && words.header !== null ? words.header : words.body;
}

/**
 * The block `values` whose top row is sheet row `firstRow`, its words in
 * the language of `t` (as written), or in English when `t` is null (as read).
 */
export function translatedBlock(
  values: readonly (readonly CellValue[])[],
  firstRow: number,
  words: TabWords,
  t: Translator | null,
): CellValue[][] {
  return values.map((row, index) => {
    const list = listOfRow(words, firstRow + index);
    return row.map((value) => (t === null ? list.read(value) : list.written(list.read(value), t)));
  });
}

/** The choices of a dropdown of sheet row `row`, in the language of `t`. */
export function translatedChoices(
  choices: readonly string[],
  row: number,
  words: TabWords,
  t: Translator,
): string[] {
  const list = listOfRow(words, row);
  return choices.map((choice) => String(list.written(choice, t)));
}

/** The messages of the add-on's dropdown help, each a sentence of the choices. */
const HELP_KEYS = [
  'help.result',
  'help.secondGame',
  'help.oneOf',
  'help.fideTitle',
  'team.resultHelp',
] as const;

/**
 * A dropdown already in a tab (`rule`, from its first row down), its
 * choices and help in the language of `t`, from whichever language they
 * were written in; null when nothing in it changes (a dropdown of the
 * organiser's, or one already in the language).
 */
export function rewordedChoice(
  rule: ChoiceRule,
  words: TabWords,
  t: Translator,
): { choices: string[]; helpText: string } | null {
  const list = listOfRow(words, rule.row);
  const choices = rule.choices.map((choice) => String(list.written(list.read(choice), t)));
  const listed = rule.choices.join(', ');
  let helpText = rule.helpText;
  for (const language of everyLanguage()) {
    const key = HELP_KEYS.find((k) => language.text(k, { choices: listed }) === rule.helpText);
    if (key === undefined) continue;
    helpText = t.text(key, { choices: choices.join(', ') });
    break;
  }
  const same = helpText === rule.helpText && choices.every((c, i) => c === rule.choices[i]);
  return same ? null : { choices, helpText };
}

/**
 * A dropdown's help text in the language of `t`: the add-on's texts are a
 * message of the English choices; any other stays as it is.
 */
export function translatedHelp(
  help: string,
  choices: readonly string[],
  translated: readonly string[],
  t: Translator,
): string {
  const english = ENGLISH.messages;
  const listed = choices.join(', ');
  const key = HELP_KEYS.find((k) => english[k]({ choices: listed }) === help);
  return key === undefined ? help : t.text(key, { choices: translated.join(', ') });
}
