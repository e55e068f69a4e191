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
import { cellText } from '../workbook/cells.js';
import {
  BOARD_PRIZES_TAB,
  BY_NAME_TAB,
  CROSSTABLE_TAB,
  PLAYERS_TAB,
  roundOfTab,
  SCHEDULE_TAB,
  SETTINGS_TAB,
  STANDINGS_TAB,
  TEAM_STANDINGS_TAB,
  TEAMS_TAB,
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

/** The systems by their Settings words ("Dutch 2025"), as a note names them. */
const SYSTEM_KEYS: readonly TextKey[] = [
  'system.dutch',
  'system.dutch-2017',
  'system.rating-1998',
  'system.lim',
  'system.burstein',
  'system.dubov',
  'system.double-swiss',
  'system.round-robin',
  'system.double-round-robin',
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
  ...SYSTEM_KEYS,
  'team.system',
];

/** A cell of several words written whole in one language, put into another as a whole. */
interface Phrase {
  /** The cell in the language of `t` when it is this phrase in English; else null. */
  written(text: string, t: Translator): string | null;
  /** The cell in English when it is this phrase in any language; else null. */
  read(text: string): string | null;
}

/**
 * A team event's words (sheets/teams/): its tabs are written in the language
 * and read in any (team-settings.ts, cellSays), so these lists only put them
 * into the new language at a switch.
 */
const TEAM_SETTINGS_KEYS: readonly TextKey[] = [
  ...SETTINGS_KEYS,
  'team.setting.header',
  'team.setting.value',
  'team.setting.primary',
  'team.setting.matchWin',
  'team.setting.matchDraw',
  'team.setting.matchLoss',
  'team.setting.colourType',
  'team.setting.boards',
  'team.setting.baku',
  'team.setting.tiebreaks',
  'team.colourTypeA',
  'team.colourTypeB',
  'team.colourTypeNone',
  'sidebar.matchPoints',
  'sidebar.gamePoints',
  'sidebar.byLot',
  'sidebar.white',
  'sidebar.black',
  'team.yes',
  'team.no',
];

const TEAM_HEADER_KEYS: readonly TextKey[] = [
  'team.column.team',
  'team.column.player',
  'team.column.rating',
  'team.column.fideId',
  'team.column.absent',
  'team.column.withdrawn',
  'team.column.match',
  'team.column.board',
  'team.column.colours',
  'team.column.teamOrPlayer',
  'team.column.result',
  'team.column.matchScore',
  'team.column.rank',
  'team.column.games',
  'team.column.points',
  'team.column.percentage',
  'sidebar.matchPoints',
  'sidebar.gamePoints',
];

const TEAM_ROUND_KEYS: readonly TextKey[] = [
  'team.colours.whiteBlack',
  'team.colours.blackWhite',
  'team.bye.pab',
  'team.bye.requested',
  'team.bye.withdrawn',
  ...ROUND_KEYS,
];

/** Printable ASCII, the space included, but the backquote (a quote mark normalisedWord changes). */
const PLAIN_ASCII = /^[\x20-\x5f\x61-\x7e]*$/;

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
  // Most cells (names, numbers as text, the English words) are printable ASCII but the backquote:
  // of the changes below, only the case and the spaces can touch them.
  if (PLAIN_ASCII.test(text)) return text.toLowerCase().replace(/ /g, '');
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
class ByePoints implements Phrase {
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

/**
 * A Crosstable's round column header ("R1"), the round as the language
 * writes its numbers; a standings column of another header is none.
 */
class RoundHeader implements Phrase {
  private readonly patterns = new Map<Translator, RegExp>();

  written(text: string, t: Translator): string | null {
    const round = this.round(text, ENGLISH_WORDS);
    return round === null ? null : t.text('crosstable.round', { round });
  }

  read(text: string): string | null {
    for (const t of everyLanguage()) {
      const round = this.round(text, t);
      if (round !== null) return ENGLISH_WORDS.text('crosstable.round', { round });
    }
    return null;
  }

  private round(text: string, t: Translator): number | null {
    let pattern = this.patterns.get(t);
    if (pattern === undefined) {
      const made = t.text('crosstable.round', { round: 1 });
      const at = made.indexOf('1');
      pattern = new RegExp(
        `^${escapedForPattern(made.slice(0, at))}(\\d+)${escapedForPattern(made.slice(at + 1))}$`,
      );
      this.patterns.set(t, pattern);
    }
    const digits = pattern.exec(text)?.[1];
    if (digits === undefined) return null;
    const round = Number(digits);
    return round >= 1 && t.text('crosstable.round', { round }) === text ? round : null;
  }
}

function escapedForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const HAND_NOTE_KEYS = ['handMark.differs', 'handMark.noPairing', 'handMark.typedBoards'] as const;

type HandNoteParts = {
  key: (typeof HAND_NOTE_KEYS)[number];
  /** The system by its Settings word, or its own name when it has none. */
  system: TextKey | string;
  boards: string;
};

/** A note's key, its pattern, whether the boards come before the system, its length as made. */
type NotePattern = [
  key: HandNoteParts['key'],
  pattern: RegExp,
  boardsFirst: boolean,
  length: number,
];

/** Stand-ins for a note's words, found again in the text a message makes of them. */
const SYSTEM_MARK = '\u0001';
const BOARDS_MARK = '\u0002';

/**
 * The note beside "Changed by hand" on a Round tab (Check this round's, or
 * Pair the rest's boards typed by hand), with the system's name in the
 * language; read back in English, which the TRF export writes (a ###
 * comment line), so that a round marked in one language exports as in any
 * other. A note the organiser wrote is none of these and stays as it is.
 */
class HandNote implements Phrase {
  private readonly patterns = new Map<Translator, NotePattern[]>();
  private shortest: number | undefined;

  written(text: string, t: Translator): string | null {
    if (text.length < this.shortestNote()) return null;
    const parts = this.parts(text, ENGLISH_WORDS);
    return parts === null ? null : this.say(parts, t);
  }

  read(text: string): string | null {
    // Every text of a Round tab read or written is tried as a note: a name is shorter than any.
    if (text.length < this.shortestNote()) return null;
    for (const t of everyLanguage()) {
      const parts = this.parts(text, t);
      if (parts !== null) return this.say(parts, ENGLISH_WORDS);
    }
    return null;
  }

  /**
   * The length of the shortest note of any language with one-character system and boards: a
   * pattern matches no shorter text (each of its characters but the two it catches matches one).
   */
  private shortestNote(): number {
    return (this.shortest ??= Math.min(
      ...everyLanguage().flatMap((t) => this.patternsOf(t).map(([, , , length]) => length)),
    ));
  }

  private say({ key, system, boards }: HandNoteParts, t: Translator): string {
    const name = (SYSTEM_KEYS as readonly string[]).includes(system)
      ? t.text(system as TextKey)
      : system;
    return key === 'handMark.typedBoards'
      ? t.text(key, { count: boards.split(',').length, boards, system: name })
      : t.text(key, { system: name });
  }

  private parts(text: string, t: Translator): HandNoteParts | null {
    for (const [key, pattern, boardsFirst] of this.patternsOf(t)) {
      const match = pattern.exec(text);
      if (match === null) continue;
      const [systemText, boards] = boardsFirst
        ? [match[2] ?? '', match[1] ?? '']
        : [match[1] ?? '', match[2] ?? ''];
      const system = SYSTEM_KEYS.find((k) => t.text(k) === systemText) ?? systemText;
      const parts = { key, system, boards };
      // Said again whole, so that no other text is taken for a note.
      if (this.say(parts, t) === text) return parts;
    }
    return null;
  }

  /** Each note of `t` as a pattern of its words, the system and the boards caught (one board, and several). */
  private patternsOf(t: Translator): NotePattern[] {
    let patterns = this.patterns.get(t);
    if (patterns !== undefined) return patterns;
    patterns = [];
    for (const key of HAND_NOTE_KEYS)
      for (const count of key === 'handMark.typedBoards' ? [1, 2] : [1]) {
        const made =
          key === 'handMark.typedBoards'
            ? t.text(key, { count, boards: BOARDS_MARK, system: SYSTEM_MARK })
            : t.text(key, { system: SYSTEM_MARK });
        const source = escapedForPattern(made)
          .replace(SYSTEM_MARK, '(.+)')
          .replace(BOARDS_MARK, '([\\d, ]+)');
        const boardsFirst =
          made.indexOf(BOARDS_MARK) >= 0 && made.indexOf(BOARDS_MARK) < made.indexOf(SYSTEM_MARK);
        patterns.push([key, new RegExp(`^${source}$`), boardsFirst, made.length]);
      }
    this.patterns.set(t, patterns);
    return patterns;
  }
}

let translators: readonly Translator[] | null = null;

/** A translator of each language, made once (Intl's rules are not free to build). */
function everyLanguage(): readonly Translator[] {
  return (translators ??= LANGUAGES.map((language) => translatorFor(language)));
}

/** A WordList's words by their texts. */
interface WordMaps {
  readonly byEnglish: ReadonlyMap<string, TextKey>;
  /** Any language's text (normalisedWord) to the English word. */
  readonly toEnglish: ReadonlyMap<string, string>;
  /** The word each text is, from any language: the first key listed that has it. */
  readonly toKey: ReadonlyMap<string, TextKey>;
}

/** A set of words: English to the language when written, any language to English when read. */
export class WordList {
  /** Made when first asked for: every list is made as the script loads, afresh each click in Sheets, which reads a few. */
  private maps: WordMaps | null = null;

  constructor(
    readonly keys: readonly TextKey[],
    private readonly phrase: Phrase | null = null,
  ) {}

  private words(): WordMaps {
    if (this.maps !== null) return this.maps;
    const toEnglish = new Map<string, string>();
    const toKey = new Map<string, TextKey>();
    for (const key of this.keys)
      for (const language of LANGUAGES) {
        const text = normalisedWord(language.messages[key]);
        toEnglish.set(text, ENGLISH.messages[key]);
        if (!toKey.has(text)) toKey.set(text, key);
      }
    return (this.maps = {
      byEnglish: new Map(this.keys.map((key) => [ENGLISH.messages[key], key])),
      toEnglish,
      toKey,
    });
  }

  /**
   * `value` in the language of `t` when it is one of these words in any
   * language, else as it is: the same word, not only the same English (a
   * team's "Tablero" and a round's "Mesa" are both "Board").
   */
  reworded(value: CellValue, t: Translator): CellValue {
    if (typeof value !== 'string' || value === '') return value;
    const key = this.words().toKey.get(normalisedWord(value));
    // No key: none of the words either (toEnglish holds the texts toKey does), maybe a phrase.
    return key !== undefined ? t.text(key) : this.written(this.phrase?.read(value) ?? value, t);
  }

  /** `value` in the language of `t` when it is one of these words in English; else as it is. */
  written(value: CellValue, t: Translator): CellValue {
    if (typeof value !== 'string') return value;
    const key = this.words().byEnglish.get(value);
    if (key !== undefined) return t.text(key);
    return this.phrase?.written(value, t) ?? value;
  }

  /** `value` in English when it is one of these words in any language; else as it is. */
  read(value: CellValue): CellValue {
    if (typeof value !== 'string' || value === '') return value;
    return this.words().toEnglish.get(normalisedWord(value)) ?? this.phrase?.read(value) ?? value;
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

const WORDS_OF_KIND = {
  settings: { header: null, body: new WordList(SETTINGS_KEYS) },
  players: { header: HEADERS, body: new WordList(['status.active', 'status.withdrawn']) },
  round: { header: HEADERS, body: new WordList(ROUND_KEYS, new HandNote()) },
  // The Standings and the Crosstable: its rounds' headers, and the bye among its entries.
  table: {
    header: new WordList(HEADER_KEYS, new RoundHeader()),
    body: new WordList(['crosstable.bye']),
  },
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

const TEAM_HEADERS = new WordList(TEAM_HEADER_KEYS);

/** A tab body with no word of the add-on's (a team standings: names and numbers only). */
const NO_WORDS = new WordList([]);

/** A team event's tabs' words (sheets/teams/): not read through these lists, only reworded at a switch. */
const TEAM_WORDS = {
  settings: { header: null, body: new WordList(TEAM_SETTINGS_KEYS) },
  table: { header: TEAM_HEADERS, body: NO_WORDS },
  round: { header: TEAM_HEADERS, body: new WordList(TEAM_ROUND_KEYS) },
} as const satisfies Record<string, TabWords>;

/** The team lists, for the test that no text of theirs means two words. */
export const TEAM_WORD_LISTS: readonly WordList[] = [
  TEAM_HEADERS,
  ...Object.values(TEAM_WORDS).map((words) => words.body),
];

/**
 * The words to put into a new language in the tab of key `key` whose row 1
 * is `header`: those of wordsOfTab, and a team event's (the Settings' own
 * rows, the Teams tab, the team standings and board prizes, a Round tab of
 * matches, known by its first header "Match" in any language).
 */
export function rewordedWordsOfTab(key: string, header: readonly CellValue[]): TabWords | null {
  switch (key) {
    case SETTINGS_TAB:
      return TEAM_WORDS.settings;
    case TEAMS_TAB:
    case TEAM_STANDINGS_TAB:
    case BOARD_PRIZES_TAB:
      return TEAM_WORDS.table;
  }
  const words = wordsOfTab(key);
  if (words !== WORDS_OF_KIND.round) return words;
  return TEAM_HEADERS.read(header[0] ?? '') === ENGLISH.messages['team.column.match']
    ? TEAM_WORDS.round
    : words;
}

/** The list that applies to sheet row `row` (1-based) of a tab with `words`. */
function listOfRow(words: TabWords, row: number): WordList {
  return row === 1 && words.header !== null ? words.header : words.body;
}

/**
 * Each row read with a word put into English, and the row as the organiser
 * typed it: a problem quotes the cell as typed («Нет», not "No"), whatever
 * word the reader took it for.
 */
const TYPED_ROWS = new WeakMap<readonly CellValue[], readonly CellValue[]>();

/**
 * The cell at `column` of a row as read (its words in English) as the
 * organiser typed it: the row's own cell when no word of it was put into English.
 */
export function typedCell(row: readonly CellValue[], column: number): CellValue | undefined {
  return (TYPED_ROWS.get(row) ?? row)[column];
}

/**
 * Puts the cell of `read` (a row of one cell as read, as a block of one column gives it) at
 * `column` of `row` (a row as read), each keeping how it was typed (typedCell).
 */
export function putReadCell(row: CellValue[], column: number, read: readonly CellValue[]): void {
  const typedRow = TYPED_ROWS.get(row);
  const typed = typedCell(read, 0) ?? '';
  row[column] = read[0] ?? '';
  if (typedRow === undefined && typed === row[column]) return;
  const raw = [...(typedRow ?? row)];
  raw[column] = typed;
  TYPED_ROWS.set(row, raw);
}

/** typedCell as trimmed text, as a problem quotes it. */
export function typedText(row: readonly CellValue[], column: number): string {
  return cellText(typedCell(row, column));
}

/**
 * The block `values` whose top row is sheet row `firstRow`, its words in
 * the language of `t` (as written), or in English when `t` is null (as read,
 * each row that changed remembering how it was typed: typedCell).
 */
export function translatedBlock(
  values: readonly (readonly CellValue[])[],
  firstRow: number,
  words: TabWords,
  t: Translator | null,
): CellValue[][] {
  return values.map((row, index) => {
    const list = listOfRow(words, firstRow + index);
    if (t !== null) return row.map((value) => list.reworded(value, t));
    const read = row.map((value) => list.read(value));
    if (read.some((value, column) => value !== row[column])) TYPED_ROWS.set(read, row);
    return read;
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
  const choices = rule.choices.map((choice) => String(list.reworded(choice, t)));
  const listed = rule.choices.join(', ');
  // A help that is the choices themselves (a team event's Settings) is the new choices.
  let helpText = rule.helpText === listed ? choices.join(', ') : rule.helpText;
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
