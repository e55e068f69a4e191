/**
 * The workbook as the use cases see it: the add-on's tabs under their keys
 * (workbook/tab-names.ts), found by what the add-on recorded about them, not
 * by their names, so that a tab renamed by hand, or named in another
 * language, is still the same tab; the organiser's own tabs under their own
 * names. A tab the add-on makes takes its title in the tournament's language
 * and is recorded at once.
 *
 * A workbook from before the records, or a tab whose record was lost or that
 * was made by hand, is recognised by its title in any language (the English
 * names of the old workbooks among them), a Settings tab by its rows, and
 * recorded (unrecorded-tabs.ts).
 */
import {
  ENGLISH,
  LANGUAGES,
  languageOfLocale,
  textsInEveryLanguage,
  translatorFor,
  type Language,
  type Translator,
} from '../../messages/index.js';
import { languageChosenIn } from '../workbook/settings-tab.js';
import type {
  CellArea,
  CellLook,
  CellRange,
  CellValue,
  ChoiceRule,
  ColumnSpan,
  HorizontalAlignment,
  PrintLayout,
  Sheet,
  SortColumn,
  TabOutline,
  Workbook,
} from '../ports.js';
import {
  rewordedChoice,
  rewordedWordsOfTab,
  translatedBlock,
  translatedChoices,
  translatedHelp,
  wordsOfTab,
  type TabWords,
} from './tab-words.js';
import { isSettingsByRows, keyOfTitle } from './unrecorded-tabs.js';
import { recordOfTab, SETTINGS_TAB, tabOfRecord, tabTitle } from '../workbook/tab-names.js';

interface Entry {
  /** The sheet as the spreadsheet holds it. */
  sheet: Sheet;
  /** Its name in the spreadsheet, as read once and changed since through this view. */
  name: string;
  /** The name the use cases know it by: an add-on tab's key, else its own name. */
  key: string;
  /** True for an add-on tab. */
  ours: boolean;
  /**
   * The Settings tab's values and merged blocks as last read through this
   * view, until something is written to it: the tournament's kind and the
   * use case's read take them from one read.
   */
  read?: { values: CellValue[][]; merged: CellArea[] };
}

/** A sheet of the workbook under its key; everything else is the sheet's own. */
class KeyedSheet implements Sheet {
  constructor(
    readonly entry: Entry,
    private readonly book: RecognisedWorkbook,
  ) {}

  getName(): string {
    return this.entry.key;
  }

  /** Renames the tab itself; the key stays (it is what the tab is, not what it is called). */
  setName(name: string): void {
    this.book.rename(this.entry, name);
  }

  recordTab(record: string, written?: string | null): void {
    this.entry.sheet.recordTab(record, written);
  }

  getWrittenRecord(): string | null {
    return this.entry.sheet.getWrittenRecord();
  }

  recordWritten(record: string | null): void {
    this.entry.sheet.recordWritten(record);
  }

  getLastRow(): number {
    return this.entry.sheet.getLastRow();
  }

  getLastColumn(): number {
    return this.entry.sheet.getLastColumn();
  }

  getRange(row: number, column: number, numRows: number, numColumns: number): CellRange {
    // The range may be written: the values read before are no longer known to be the tab's.
    delete this.entry.read;
    const range = this.entry.sheet.getRange(row, column, numRows, numColumns);
    const words = this.entry.ours ? wordsOfTab(this.entry.key) : null;
    return words === null
      ? range
      : new WordedRange(range, row, words, this.book, () => delete this.entry.read);
  }

  getDataValues(): CellValue[][] {
    if (this.kept()) return this.getDataValuesAndMerges().values;
    const raw = this.entry.sheet.getDataValues();
    return this.book.noted(this.entry, this.inEnglish(raw), raw);
  }

  getDataValuesAndMerges(): { values: CellValue[][]; merged: CellArea[] } {
    if (this.entry.read !== undefined) return this.entry.read;
    const read = this.entry.sheet.getDataValuesAndMerges();
    const values = this.book.noted(this.entry, this.inEnglish(read.values), read.values);
    if (this.kept()) this.entry.read = { values, merged: read.merged };
    return { values, merged: read.merged };
  }

  /** Whether this tab's read is kept for the run: the Settings, read for the kind and again. */
  private kept(): boolean {
    return this.entry.ours && this.entry.key === SETTINGS_TAB;
  }

  getDataColumnsAndMerges(
    spans: readonly ColumnSpan[],
    width?: number,
  ): {
    values: CellValue[][];
    merged: CellArea[];
  } {
    const read = this.entry.sheet.getDataColumnsAndMerges(spans, width);
    const values = this.book.noted(this.entry, this.inEnglish(read.values), read.values);
    return { values, merged: read.merged };
  }

  getDataColumns(spans: readonly ColumnSpan[], outline: TabOutline): CellValue[][] {
    const raw = this.entry.sheet.getDataColumns(spans, outline);
    return this.book.noted(this.entry, this.inEnglish(raw), raw);
  }

  /** A whole tab's values as read, its words in English (tab-words.ts). */
  private inEnglish(values: CellValue[][]): CellValue[][] {
    const words = this.entry.ours ? wordsOfTab(this.entry.key) : null;
    return words === null ? values : translatedBlock(values, 1, words, null);
  }

  getOutline(): TabOutline {
    const outline = this.entry.sheet.getOutline();
    const [header = []] = this.inEnglish([outline.header]);
    return { ...outline, header };
  }

  sortRows(area: CellArea, by: readonly (number | SortColumn)[]): void {
    this.entry.sheet.sortRows(area, by);
  }

  setLook(areas: readonly CellArea[], look: CellLook): void {
    this.entry.sheet.setLook(areas, look);
  }

  insertColumns(before: number, count: number): void {
    delete this.entry.read;
    this.entry.sheet.insertColumns(before, count);
  }

  copyColumnLook(source: number, first: number, count: number, rows: number): void {
    this.entry.sheet.copyColumnLook(source, first, count, rows);
  }

  copyValuesFrom(source: Sheet, area: CellArea, row: number, column: number): void {
    delete this.entry.read;
    const sheet = source instanceof KeyedSheet ? source.entry.sheet : source;
    this.entry.sheet.copyValuesFrom(sheet, area, row, column);
  }

  setFrozenRows(rows: number): void {
    this.entry.sheet.setFrozenRows(rows);
  }

  setColumnWidths(widths: readonly (number | null)[]): void {
    this.entry.sheet.setColumnWidths(widths);
  }

  setPrintLayout(layout: PrintLayout): void {
    this.entry.sheet.setPrintLayout(layout);
  }

  clearContents(): void {
    delete this.entry.read;
    this.entry.sheet.clearContents();
  }

  activate(): void {
    this.entry.sheet.activate();
  }

  protectWithWarningExcept(description: string, editable: CellRange): void {
    const own = editable instanceof WordedRange ? editable.range : editable;
    this.entry.sheet.protectWithWarningExcept(description, own);
  }

  hide(): void {
    this.entry.sheet.hide();
  }

  unmerge(areas: readonly CellArea[]): void {
    delete this.entry.read;
    this.entry.sheet.unmerge(areas);
  }

  /** The dropdowns, their choices in English as the use cases read words. */
  getChoiceRules(): ChoiceRule[] {
    const rules = this.entry.sheet.getChoiceRules();
    const words = this.entry.ours ? wordsOfTab(this.entry.key) : null;
    if (words === null) return rules;
    return rules.map((rule) => ({
      ...rule,
      choices: translatedBlock([rule.choices], rule.row, words, null)[0]!.map(String),
    }));
  }
}

/**
 * A block of one of the add-on's tabs: its words written in the tournament's
 * language and read back in English (tab-words.ts); everything else the
 * block's own.
 */
class WordedRange implements CellRange {
  constructor(
    /** The block as the sheet holds it. */
    readonly range: CellRange,
    /** Its first row (1-based), known without asking the spreadsheet (a call in Apps Script). */
    private readonly row: number,
    private readonly words: TabWords,
    private readonly book: RecognisedWorkbook,
    /** Called before its values change: the tab's values read before are no longer known. */
    private readonly changing: () => void = () => {},
  ) {}

  getRow(): number {
    return this.range.getRow();
  }

  getColumn(): number {
    return this.range.getColumn();
  }

  getNumRows(): number {
    return this.range.getNumRows();
  }

  getNumColumns(): number {
    return this.range.getNumColumns();
  }

  getValues(): CellValue[][] {
    return translatedBlock(this.range.getValues(), this.row, this.words, null);
  }

  getDisplayValues(): string[][] {
    const values = translatedBlock(this.range.getDisplayValues(), this.row, this.words, null);
    return values.map((row) => row.map(String));
  }

  setValues(values: CellValue[][]): void {
    this.changing();
    const t = this.book.language();
    this.range.setValues(translatedBlock(values, this.row, this.words, t));
  }

  clearContent(): void {
    this.changing();
    this.range.clearContent();
  }

  setNumberFormat(format: string): void {
    this.range.setNumberFormat(format);
  }

  setNumberFormats(formats: string[][]): void {
    this.range.setNumberFormats(formats);
  }

  setFontWeight(weight: 'bold' | 'normal'): void {
    this.range.setFontWeight(weight);
  }

  setFontWeights(weights: ('bold' | 'normal')[][]): void {
    this.range.setFontWeights(weights);
  }

  setHorizontalAlignments(alignments: (HorizontalAlignment | null)[][]): void {
    this.range.setHorizontalAlignments(alignments);
  }

  setBackgrounds(colours: string[][]): void {
    this.range.setBackgrounds(colours);
  }

  requireChoice(choices: readonly string[], helpText: string, others?: 'refused' | 'warned'): void {
    const t = this.book.language();
    const translated = translatedChoices(choices, this.row, this.words, t);
    this.range.requireChoice(translated, translatedHelp(helpText, choices, translated, t), others);
  }

  clearChoices(): void {
    this.range.clearChoices();
  }
}

export interface RecognisedWorkbookOptions {
  /** The user's locale, the language when neither the Settings nor the spreadsheet give one. */
  userLocale: () => string | null;
  /**
   * Whether to record the tabs recognised by their English names. Off for a
   * run that must only read (the players' page).
   */
  record: boolean;
}

export class RecognisedWorkbook implements Workbook {
  private entries: Entry[] | null = null;
  /** The Settings tab's values as last read through this view (they choose the language). */
  private settingsValues: CellValue[][] | null = null;
  /** The Settings tab's first cell as the tab holds it: the header, in the language its words were last written in. */
  private settingsHeader: CellValue = '';
  private translator: Translator | null = null;
  private locale: string | null | undefined = undefined;

  constructor(
    private readonly inner: Workbook,
    private readonly options: RecognisedWorkbookOptions,
  ) {}

  /** The spreadsheet's tabs, each with its key; read once, kept up to date by this object's changes. */
  private index(): Entry[] {
    if (this.entries !== null) return this.entries;
    const rows = this.inner.getSheetsWithRecords();
    const entries: (Entry & { record: string | null })[] = rows.map((row) => ({
      sheet: row.sheet,
      record: row.record,
      name: row.sheet.getName(),
      key: '',
      ours: false,
    }));
    const taken = new Set<string>();
    // Decision: two tabs recorded as the same (a copy of a tab can carry its
    // record), the first in tab order is it and the other is the organiser's.
    for (const entry of entries) {
      const key = entry.record === null ? null : tabOfRecord(entry.record);
      if (key === null || taken.has(key)) continue;
      Object.assign(entry, { key, ours: true });
      taken.add(key);
    }
    const unrecorded: Entry[] = [];
    const recognise = (entry: Entry, key: string) => {
      Object.assign(entry, { key, ours: true });
      taken.add(key);
      unrecorded.push(entry);
    };
    for (const entry of entries) {
      const key = entry.ours ? null : keyOfTitle(entry.name);
      if (key !== null && !taken.has(key)) recognise(entry, key);
    }
    if (!taken.has(SETTINGS_TAB)) {
      const settings = entries.find(
        (entry) => !entry.ours && entry.record === null && isSettingsByRows(entry.sheet),
      );
      if (settings !== undefined) recognise(settings, SETTINGS_TAB);
    }
    for (const entry of entries) {
      if (entry.ours) continue;
      entry.key = taken.has(entry.name) ? otherTabKey(entry.name, taken) : entry.name;
      taken.add(entry.key);
    }
    if (this.options.record)
      for (const entry of unrecorded) entry.sheet.recordTab(recordOfTab(entry.key)!);
    this.entries = entries.map(({ sheet, name, key, ours }) => ({ sheet, name, key, ours }));
    return this.entries;
  }

  /** Renames a tab; the key of one of ours stays (it is what the tab is, not what it is called). */
  /** `values` read from the tab of `entry`, remembered when they are the Settings'. */
  noted(entry: Entry, values: CellValue[][], raw: CellValue[][]): CellValue[][] {
    if (entry.ours && entry.key === SETTINGS_TAB) {
      this.settingsValues = values;
      this.settingsHeader = raw[0]?.[0] ?? '';
      this.translator = null;
    }
    return values;
  }

  /**
   * The tournament's language: the Settings' "Language" row, else the
   * spreadsheet's locale, else the user's, else English; numbers as the
   * spreadsheet's locale writes them. `fresh` reads the Settings again
   * (after a run that may have changed them).
   */
  language(fresh = false): Translator {
    if (fresh || this.settingsValues === null) {
      if (fresh) for (const entry of this.index()) delete entry.read;
      const settings = this.getSheetByName(SETTINGS_TAB);
      if (settings !== null) settings.getDataValues();
    }
    if (this.translator !== null) return this.translator;
    if (this.locale === undefined) this.locale = this.inner.getLocale();
    const chosen = languageChosenIn(this.settingsValues);
    // Decision: a Language cell no one can read (a problem the readers name) leaves the
    // tournament in the language its Settings were last written in, so that a typo renames no tab.
    const language =
      (chosen === 'unreadable' ? this.languageWritten() : chosen) ??
      languageOfLocale(this.locale) ??
      languageOfLocale(this.options.userLocale()) ??
      ENGLISH;
    this.translator = translatorFor(language, this.locale?.replace('_', '-') ?? language.locale);
    return this.translator;
  }

  /** The language the Settings tab's header was last written in; null when it is none of ours. */
  private languageWritten(): Language | null {
    const header = this.settingsHeader;
    return LANGUAGES.find((language) => language.messages['header.setting'] === header) ?? null;
  }

  /** The name of the tab of key `key` as the spreadsheet shows it; its title in the language when there is no such tab. */
  nameOf(key: string): string {
    const entry = this.index().find((candidate) => candidate.key === key);
    return entry?.name ?? tabTitle(key, this.language());
  }

  rename(entry: Entry, name: string): void {
    entry.sheet.setName(name);
    entry.name = name;
    if (entry.ours) return;
    const taken = new Set(this.index().map((other) => other.key));
    taken.delete(entry.key);
    entry.key = taken.has(name) ? otherTabKey(name, taken) : name;
  }

  private keyed(entry: Entry): Sheet {
    return new KeyedSheet(entry, this);
  }

  private entryOf(sheet: Sheet): Entry {
    if (!(sheet instanceof KeyedSheet) || !this.index().includes(sheet.entry))
      throw new TypeError('expected a sheet of this workbook');
    return sheet.entry;
  }

  getName(): string {
    return this.inner.getName();
  }

  getLocale(): string | null {
    return this.inner.getLocale();
  }

  getSheets(): Sheet[] {
    return this.index().map((entry) => this.keyed(entry));
  }

  getSheetsWithRecords(): { sheet: Sheet; record: string | null }[] {
    return this.index().map((entry) => ({
      sheet: this.keyed(entry),
      record: entry.ours ? recordOfTab(entry.key) : null,
    }));
  }

  getSheetByName(key: string): Sheet | null {
    const entry = this.index().find((candidate) => candidate.key === key);
    return entry === undefined ? null : this.keyed(entry);
  }

  /**
   * An add-on tab (`key` one of ours) is named by its title in the language,
   * or, when another tab already has that name, the title with a number
   * (the record, not the name, makes it ours); any other tab by `key`.
   */
  insertSheet(key: string, index?: number, written?: string | null): Sheet {
    const entries = this.index();
    if (entries.some((entry) => entry.key === key))
      throw new Error(`A sheet with the name "${key}" already exists.`);
    const record = recordOfTab(key);
    const name = record === null ? key : freeName(tabTitle(key, this.language()), namesOf(entries));
    const sheet = this.inner.insertSheet(name, index);
    if (record !== null) sheet.recordTab(record, written);
    const entry: Entry = { sheet, name, key, ours: record !== null };
    entries.splice(index ?? entries.length, 0, entry);
    return this.keyed(entry);
  }

  deleteSheet(sheet: Sheet): void {
    const entry = this.entryOf(sheet);
    this.inner.deleteSheet(entry.sheet);
    this.entries = this.index().filter((other) => other !== entry);
  }

  moveSheet(sheet: Sheet, index: number): void {
    const entry = this.entryOf(sheet);
    this.inner.moveSheet(entry.sheet, index);
    const entries = this.index().filter((other) => other !== entry);
    entries.splice(index, 0, entry);
    this.entries = entries;
  }

  getActiveSheet(): Sheet {
    const name = this.inner.getActiveSheet().getName();
    const entry = this.index().find((candidate) => candidate.name === name);
    return entry === undefined ? this.inner.getActiveSheet() : this.keyed(entry);
  }

  /**
   * Renames the add-on's tabs that bear their name in another language (or
   * an earlier one) to their name in the tournament's language; a tab the
   * organiser named otherwise keeps the name. A name another tab has gets a
   * number. Nothing else changes: the tabs are the same tabs.
   */
  renameTabs(fresh = false): void {
    const t = this.language(fresh);
    const entries = this.index();
    const renamed = entries
      .filter((entry) => entry.ours && namedByTheAddon(entry))
      .map((entry) => [entry, tabTitle(entry.key, t)] as const)
      .filter(([entry, name]) => entry.name !== name);
    const wantedNames = new Set(renamed.map(([, name]) => name));
    // A name another of ours is to take is first moved out of the way, so that
    // two tabs may swap names.
    for (const [entry] of renamed)
      if (wantedNames.has(entry.name))
        this.rename(entry, freeName(`${entry.name} ~`, namesOf(entries)));
    for (const [entry, name] of renamed) {
      const taken = namesOf(entries);
      taken.delete(entry.name);
      this.rename(entry, freeName(name, taken));
    }
    if (renamed.length > 0 || this.wordsInAnotherLanguage(t)) this.rewordTabs(t);
  }

  /**
   * Whether the Settings' header was last written in another language than
   * that of `t`: the language changed without a tab to rename (all renamed
   * by hand, say).
   */
  private wordsInAnotherLanguage(t: Translator): boolean {
    const header = this.settingsHeader;
    return (
      typeof header === 'string' &&
      header !== t.text('header.setting') &&
      textsInEveryLanguage('header.setting').includes(header)
    );
  }

  /**
   * Puts the words of every one of the add-on's tabs into the language of
   * `t` (tab-words.ts), and its dropdowns' choices and help. Decision: a
   * column's changed cells are written as one block, from the first changed
   * row to the last, with the values read (a formula among them, in a column
   * of the add-on's words, becomes its value); the header row as one block; a
   * dropdown is made again over the cells it had, with the same check;
   * nothing else is written.
   */
  private rewordTabs(t: Translator): void {
    for (const entry of this.index()) {
      if (!entry.ours || !isWorded(entry.key)) continue;
      delete entry.read;
      const raw = entry.sheet.getDataValues();
      const words = rewordedWordsOfTab(entry.key, raw[0] ?? []);
      if (words === null) continue;
      const wanted = translatedBlock(raw, 1, words, t);
      for (const block of changedBlocks(raw, wanted))
        entry.sheet
          .getRange(block.row, block.column, block.values.length, block.values[0]!.length)
          .setValues(block.values);
      // The dropdowns already in place offer the language's choices (the values are as above).
      for (const rule of entry.sheet.getChoiceRules()) {
        const reworded = rewordedChoice(rule, words, t);
        if (reworded !== null)
          entry.sheet
            .getRange(rule.row, rule.column, rule.numRows, 1)
            .requireChoice(reworded.choices, reworded.helpText, rule.others);
      }
      if (entry.key === SETTINGS_TAB) this.settingsHeader = wanted[0]?.[0] ?? '';
    }
  }
}

/**
 * The cells of `wanted` that differ from `old` (same shape), as blocks to
 * write: row 1's changed span, then each column's span of changed rows below.
 */
function changedBlocks(
  old: readonly (readonly CellValue[])[],
  wanted: readonly (readonly CellValue[])[],
): { row: number; column: number; values: CellValue[][] }[] {
  const differs = (r: number, c: number) => old[r]![c] !== wanted[r]![c];
  const blocks: { row: number; column: number; values: CellValue[][] }[] = [];
  const header = (wanted[0] ?? []).map((_, c) => c).filter((c) => differs(0, c));
  if (header.length > 0) {
    const [first, last] = [header[0]!, header[header.length - 1]!];
    blocks.push({ row: 1, column: first + 1, values: [wanted[0]!.slice(first, last + 1)] });
  }
  const columns = Math.max(0, ...wanted.map((row) => row.length));
  for (let c = 0; c < columns; c++) {
    const rows = wanted.map((_, r) => r).filter((r) => r > 0 && differs(r, c));
    if (rows.length === 0) continue;
    const [first, last] = [rows[0]!, rows[rows.length - 1]!];
    blocks.push({
      row: first + 1,
      column: c + 1,
      values: wanted.slice(first, last + 1).map((row) => [row[c] ?? '']),
    });
  }
  return blocks;
}

/** Whether the tab of key `key` holds words a language changes (an individual or a team event's). */
function isWorded(key: string): boolean {
  return rewordedWordsOfTab(key, []) !== null;
}

/** Whether a tab's name is one the add-on gives it in some language (perhaps numbered). */
function namedByTheAddon(entry: Entry): boolean {
  const name = entry.name.replace(/ \(\d+\)$/, '');
  return LANGUAGES.some((language) => tabTitle(entry.key, translatorFor(language)) === name);
}

function namesOf(entries: readonly Entry[]): Set<string> {
  return new Set(entries.map((entry) => entry.name));
}

/** `name`, or `name (2)`, `name (3)`, … the first no tab has. */
function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  let n = 2;
  while (taken.has(`${name} (${n})`)) n++;
  return `${name} (${n})`;
}

/**
 * The key of an organiser's tab whose name is an add-on key another tab
 * holds by its record: a name no add-on key has, so that the two never meet.
 */
function otherTabKey(name: string, taken: ReadonlySet<string>): string {
  return freeName(`${name} (not the add-on's)`, taken);
}

/**
 * The tournament's language, for what the use cases say: that of the
 * recognised workbook, English for a workbook seen otherwise (a test's).
 */
export function languageOf(workbook: Workbook): Translator {
  return workbook instanceof RecognisedWorkbook ? workbook.language() : translatorFor(ENGLISH);
}

/** The name the organiser sees on the tab of key `key` (its title in the language when there is none yet). */
export function shownTabName(workbook: Workbook, key: string): string {
  return workbook instanceof RecognisedWorkbook ? workbook.nameOf(key) : key;
}
