import { a1Notation, lastCellOf } from '../workbook/cells.js';
import {
  choiceRuns,
  type CellArea,
  type ColumnSpan,
  type CellLook,
  type CellRange,
  type CellValue,
  type ChoiceRule,
  type HorizontalAlignment,
  type PrintLayout,
  type Sheet,
  type SortColumn,
  type TabOutline,
  type Workbook,
} from '../ports.js';
import type {
  GasDeveloperMetadata,
  GasRange,
  GasSheet,
  GasSpreadsheet,
  GasSpreadsheetApp,
} from './services.js';

/**
 * The developer metadata key of the add-on's record of a tab. Decision:
 * DOCUMENT visibility (the default), so that a copy of the script bound to
 * the spreadsheet and the published add-on read the same records.
 */
const TAB_RECORD_KEY = 'swissPairings.tab';
/**
 * The record of a tab in its key since issue 35 ('swissPairings.tab:round.3'), with no value: it
 * is read with the keys, where a value is a call more a tab (getValue). A record in the value of
 * TAB_RECORD_KEY, as older workbooks keep it, is still read.
 */
const TAB_RECORD_PREFIX = `${TAB_RECORD_KEY}:`;

/**
 * A written record this short (a Round tab's digest of its names, about 30 characters) is kept in
 * its tab record's key, after this mark ('swissPairings.tab:round.3|{"names":"…"}'): read with
 * the keys, where the value is a getValue more a tab. A longer one (a derived tab's) is the value.
 */
const WRITTEN_IN_KEY = '|';
const WRITTEN_IN_KEY_UP_TO = 100;

/** The tab record of a key of the key form (after TAB_RECORD_PREFIX), without what was written. */
const recordInKey = (key: string) => key.slice(TAB_RECORD_PREFIX.length).split(WRITTEN_IN_KEY)[0]!;

/** Whether `key` is one of a tab record, in either form. */
const isTabRecordKey = (key: string) => key === TAB_RECORD_KEY || key.startsWith(TAB_RECORD_PREFIX);
/** What the add-on last wrote in a derived tab (written-record.ts). */
const WRITTEN_RECORD_KEY = 'swissPairings.written';

/** The merged blocks among the cells of `range`. */
function mergedAreas(range: GasRange): CellArea[] {
  return range.getMergedRanges().map((block) => ({
    row: block.getRow(),
    column: block.getColumn(),
    numRows: block.getNumRows(),
    numColumns: block.getNumColumns(),
  }));
}

class AppsScriptRange implements CellRange {
  constructor(
    readonly range: GasRange,
    private readonly spreadsheetApp: GasSpreadsheetApp,
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
    // Apps Script documents getValues as returning only numbers, booleans, dates and strings.
    return this.range.getValues() as CellValue[][];
  }

  getDisplayValues(): string[][] {
    return this.range.getDisplayValues();
  }

  setValues(values: CellValue[][]): void {
    this.range.setValues(values);
  }

  clearContent(): void {
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

  requireChoice(
    choices: readonly string[],
    helpText: string,
    others: 'refused' | 'warned' = 'refused',
  ): void {
    const rule = this.spreadsheetApp
      .newDataValidation()
      .requireValueInList([...choices], true)
      .setAllowInvalid(others === 'warned')
      .setHelpText(helpText)
      .build();
    this.range.setDataValidation(rule);
  }

  clearChoices(): void {
    this.range.setDataValidation(null);
  }
}

class AppsScriptSheet implements Sheet {
  /** The sheet's developer metadata by key, as read once (each getKey is a call). */
  private metadata: Map<string, GasDeveloperMetadata[]> | null = null;
  /** The value of the one metadata of a key, as last read or written (getValue is a call). */
  private values = new Map<string, string | null>();

  constructor(
    readonly sheet: GasSheet,
    private readonly spreadsheetApp: GasSpreadsheetApp,
  ) {}

  /** Keys given a new metadata since the read: Apps Script does not return the new object. */
  private added = new Set<string>();

  /** Whether the sheet was inserted by this run: it holds only the metadata added since. */
  private inserted = false;

  /** A sheet just inserted has no developer metadata: none to read before its first record. */
  withoutMetadata(): void {
    this.metadata = new Map();
    this.inserted = true;
  }

  /** The sheet's developer metadata of key `key`, read once for every key. */
  metadataOf(key: string): GasDeveloperMetadata[] {
    if (this.metadata === null || this.added.has(key)) {
      const found = this.sheet.getDeveloperMetadata();
      const [only] = this.added;
      if (this.inserted && this.metadata?.size === 0 && this.added.size === 1 && found.length === 1)
        // A sheet inserted by this run holds the one metadata it added: its key is known.
        this.metadata = new Map([[only!, found]]);
      else {
        this.metadata = new Map();
        for (const metadata of found) {
          const at = metadata.getKey();
          this.metadata.set(at, [...(this.metadata.get(at) ?? []), metadata]);
        }
      }
      this.added.clear();
    }
    return this.metadata.get(key) ?? [];
  }

  /** The value of the first developer metadata of key `key`, null when there is none. */
  metadataValue(key: string): string | null {
    if (!this.values.has(key)) this.values.set(key, this.metadataOf(key)[0]?.getValue() ?? null);
    return this.values.get(key)!;
  }

  /** Keeps `value` as the one developer metadata of key `key` (null: none). */
  private keepMetadata(key: string, value: string | null): void {
    const [kept, ...extra] = this.metadataOf(key);
    extra.forEach((metadata) => metadata.remove());
    this.metadata!.set(key, kept === undefined ? [] : [kept]);
    if (value === null) {
      kept?.remove();
      this.metadata!.delete(key);
    } else if (kept === undefined) {
      this.sheet.addDeveloperMetadata(key, value);
      // The new metadata object is not returned: read again when this key is next asked for
      // (the other keys' objects stand: a new tab's two records are added without a read between).
      this.added.add(key);
    } else if (this.metadataValue(key) !== value) kept.setValue(value);
    this.values.set(key, value);
  }

  getName(): string {
    return this.sheet.getName();
  }

  setName(name: string): void {
    this.sheet.setName(name);
  }

  /** The key of this sheet's tab record in its key form; null when it has none. */
  private tabRecordKey(): string | null {
    this.metadataOf(TAB_RECORD_KEY);
    const keys = [...this.metadata!.keys(), ...this.added];
    return keys.find((key) => key.startsWith(TAB_RECORD_PREFIX)) ?? null;
  }

  /** What recordTab recorded of this sheet; null when nothing. */
  tabRecord(): string | null {
    const key = this.tabRecordKey();
    return key !== null ? recordInKey(key) : this.metadataValue(TAB_RECORD_KEY);
  }

  /**
   * `written` is added with the record, one call, where recordWritten after the record was added
   * reads the sheet's metadata again for the new object and sets its value (two more): in the
   * key when it is short (WRITTEN_IN_KEY), else as its value. Without `written`, a record of the
   * same tab keeps what it holds of what was written.
   */
  recordTab(record: string, written?: string | null): void {
    const inKey =
      written !== undefined && written !== null && written.length <= WRITTEN_IN_KEY_UP_TO;
    this.metadataOf(TAB_RECORD_KEY);
    const same = [...this.metadata!.keys()].find(
      (key) => key.startsWith(TAB_RECORD_PREFIX) && recordInKey(key) === record,
    );
    const kept =
      written === undefined && same !== undefined
        ? same
        : `${TAB_RECORD_PREFIX}${record}${inKey ? `${WRITTEN_IN_KEY}${written}` : ''}`;
    for (const key of [...this.metadata!.keys()]) {
      if (!isTabRecordKey(key) || key === kept) continue;
      this.metadataOf(key).forEach((metadata) => metadata.remove());
      this.metadata!.delete(key);
      this.values.delete(key);
    }
    const [first, ...extra] = this.metadataOf(kept);
    extra.forEach((metadata) => metadata.remove());
    if (first === undefined && !this.added.has(kept)) {
      if (inKey || written === undefined || written === null) this.sheet.addDeveloperMetadata(kept);
      else this.sheet.addDeveloperMetadata(kept, written);
      this.added.add(kept);
      this.values.set(kept, inKey ? null : (written ?? null));
    } else if (written !== undefined && !inKey) this.recordWritten(written);
  }

  /**
   * The record of what was written is the value of the tab's record (one metadata a tab: its
   * key read with the tab's, a getKey less); a tab whose record is in a value, as older
   * workbooks keep it, has it in a metadata of its own (WRITTEN_RECORD_KEY), as has a tab
   * whose record was written before its tab record took it.
   */
  getWrittenRecord(): string | null {
    if (this.metadataOf(WRITTEN_RECORD_KEY).length > 0)
      return this.metadataValue(WRITTEN_RECORD_KEY);
    const key = this.tabRecordKey();
    if (key === null) return null;
    const at = key.indexOf(WRITTEN_IN_KEY);
    return at >= 0 ? key.slice(at + 1) : this.metadataValue(key) || null;
  }

  recordWritten(record: string | null): void {
    const key = this.tabRecordKey();
    try {
      if (key === null) this.keepMetadata(WRITTEN_RECORD_KEY, record);
      else if (key.includes(WRITTEN_IN_KEY)) {
        // What was written moves from the key to the value: the record again, with its value.
        const plain = `${TAB_RECORD_PREFIX}${recordInKey(key)}`;
        this.keepMetadata(WRITTEN_RECORD_KEY, null);
        this.metadataOf(key).forEach((metadata) => metadata.remove());
        this.metadata!.delete(key);
        this.sheet.addDeveloperMetadata(plain, record ?? '');
        this.added.add(plain);
        this.values.set(plain, record ?? '');
      } else {
        this.keepMetadata(WRITTEN_RECORD_KEY, null);
        const value = record ?? '';
        if ((this.metadataValue(key) ?? '') !== value) {
          this.metadataOf(key)[0]!.setValue(value);
          this.values.set(key, value);
        }
      }
    } catch {
      // Metadata past what Sheets keeps: without a record the tab is written whole next time.
      this.metadata = null;
      this.values.clear();
      this.added.clear();
      this.metadataOf(WRITTEN_RECORD_KEY).forEach((metadata) => metadata.remove());
      if (key !== null) this.metadataOf(key)[0]?.setValue('');
    }
  }

  getLastRow(): number {
    return this.sheet.getLastRow();
  }

  getLastColumn(): number {
    return this.sheet.getLastColumn();
  }

  getRange(row: number, column: number, numRows: number, numColumns: number): CellRange {
    return new AppsScriptRange(
      this.rangeInGrownGrid(row, column, numRows, numColumns),
      this.spreadsheetApp,
    );
  }

  /**
   * A new tab has 1,000 rows and 26 columns, and getRange refuses a range
   * past them ("outside the dimensions of the sheet"): a field of 1,000
   * players needs more. The grid is grown only when a range does not fit,
   * so a run that fits makes no extra call.
   */
  private rangeInGrownGrid(row: number, column: number, numRows: number, numColumns: number) {
    try {
      return this.sheet.getRange(row, column, numRows, numColumns);
    } catch (error) {
      const maxRows = this.sheet.getMaxRows();
      const maxColumns = this.sheet.getMaxColumns();
      const rows = row + numRows - 1 - maxRows;
      const columns = column + numColumns - 1 - maxColumns;
      if (rows <= 0 && columns <= 0) throw error;
      if (rows > 0) this.sheet.insertRowsAfter(maxRows, rows);
      if (columns > 0) this.sheet.insertColumnsAfter(maxColumns, columns);
      return this.sheet.getRange(row, column, numRows, numColumns);
    }
  }

  getDataValues(): CellValue[][] {
    // Apps Script documents getValues as returning only numbers, booleans, dates and strings.
    return this.sheet.getDataRange().getValues() as CellValue[][];
  }

  /**
   * The data range (A1 to the last row and column with content) and its extent told by its A1
   * notation: two calls, where getLastRow, getLastColumn and a getRange of the block are three.
   * An empty sheet's is A1, as a sheet's holding A1 alone: the caller tells them apart by A1.
   */
  private dataRange(): { range: GasRange; rows: number; columns: number } {
    const range = this.sheet.getDataRange();
    const [rows, columns] = lastCellOf(range.getA1Notation()) ?? [
      this.sheet.getLastRow(),
      this.sheet.getLastColumn(),
    ];
    return { range, rows, columns };
  }

  getOutline(): TabOutline {
    const { range, rows, columns } = this.dataRange();
    // Apps Script documents getValues as returning only numbers, booleans, dates and strings.
    const header = this.sheet.getRange(1, 1, 1, columns).getValues()[0] as CellValue[];
    if (rows === 1 && columns === 1 && header[0] === '')
      return { rows: 0, columns: 0, header: [], merged: [] };
    return { rows, columns, header, merged: mergedAreas(range) };
  }

  setLook(areas: readonly CellArea[], look: CellLook): void {
    if (areas.length === 0) return;
    // getRangeList, as getRange, refuses a block past the grid: grown first, as rangeInGrownGrid does.
    const bottom = Math.max(...areas.map((a) => a.row + a.numRows - 1));
    const right = Math.max(...areas.map((a) => a.column + a.numColumns - 1));
    const a1 = areas.map(
      (a) =>
        `${a1Notation(a.row, a.column)}:${a1Notation(a.row + a.numRows - 1, a.column + a.numColumns - 1)}`,
    );
    let list;
    try {
      list = this.sheet.getRangeList(a1);
    } catch {
      this.rangeInGrownGrid(1, 1, bottom, right);
      list = this.sheet.getRangeList(a1);
    }
    if (look.numberFormat !== undefined) list.setNumberFormat(look.numberFormat);
    if (look.horizontalAlignment !== undefined)
      list.setHorizontalAlignment(look.horizontalAlignment);
    if (look.fontWeight !== undefined) list.setFontWeight(look.fontWeight);
    if (look.background !== undefined) list.setBackground(look.background);
  }

  getDataColumnsAndMerges(
    spans: readonly ColumnSpan[],
    width?: number,
  ): {
    values: CellValue[][];
    merged: CellArea[];
  } {
    const rows = this.sheet.getLastRow();
    const columns = width ?? this.sheet.getLastColumn();
    if (rows === 0 || columns === 0) return { values: [['']], merged: [] };
    try {
      return this.columnsAndMerges(spans, rows, columns);
    } catch (error) {
      // getRange refuses a range past the grid: a tab narrower than `width` is read within it.
      const within = Math.min(columns, this.sheet.getMaxColumns());
      if (within === columns) throw error;
      return this.columnsAndMerges(spans, rows, within);
    }
  }

  getDataColumns(spans: readonly ColumnSpan[], { rows, columns }: TabOutline): CellValue[][] {
    return rows === 0 || columns === 0 ? [['']] : this.columnValues(spans, rows, columns);
  }

  private columnsAndMerges(
    spans: readonly ColumnSpan[],
    rows: number,
    columns: number,
  ): { values: CellValue[][]; merged: CellArea[] } {
    const values = this.columnValues(spans, rows, columns);
    return { values, merged: mergedAreas(this.sheet.getRange(1, 1, rows, columns)) };
  }

  /** The values of `spans`, one read a span, laid out `rows` x `columns` with '' elsewhere. */
  private columnValues(spans: readonly ColumnSpan[], rows: number, columns: number): CellValue[][] {
    const values = Array.from({ length: rows }, () => Array<CellValue>(columns).fill(''));
    for (const { first, count } of spans) {
      const width = Math.min(count, columns - first + 1);
      if (width <= 0) continue;
      // Apps Script documents getValues as returning only numbers, booleans, dates and strings.
      const read = this.sheet.getRange(1, first, rows, width).getValues() as CellValue[][];
      read.forEach((row, r) => row.forEach((value, c) => (values[r]![first - 1 + c] = value)));
    }
    return values;
  }

  getDataValuesAndMerges(): { values: CellValue[][]; merged: CellArea[] } {
    const range = this.sheet.getDataRange();
    return {
      // Apps Script documents getValues as returning only numbers, booleans, dates and strings.
      values: range.getValues() as CellValue[][],
      merged: mergedAreas(range),
    };
  }

  protectWithWarningExcept(description: string, editable: CellRange): void {
    if (!(editable instanceof AppsScriptRange)) {
      throw new TypeError('protectWithWarningExcept needs a range of this workbook');
    }
    this.sheet
      .protect()
      .setDescription(description)
      .setWarningOnly(true)
      .setUnprotectedRanges([editable.range]);
  }

  hide(): void {
    this.sheet.hideSheet();
  }

  unmerge(areas: readonly CellArea[]): void {
    for (const { row, column, numRows, numColumns } of areas)
      this.sheet.getRange(row, column, numRows, numColumns).breakApart();
  }

  /** One read of the whole grid's rules (a dropdown reaches row 1,000, past the data). */
  getChoiceRules(): ChoiceRule[] {
    const rows = this.sheet.getMaxRows();
    const columns = this.sheet.getMaxColumns();
    const rules = this.sheet.getRange(1, 1, rows, columns).getDataValidations();
    return choiceRuns(rows, columns, (row, column) => {
      const rule = rules[row - 1]?.[column - 1] ?? null;
      // DataValidationCriteria.VALUE_IN_LIST: its values are the list and whether a dropdown shows.
      if (rule === null || String(rule.getCriteriaType()) !== 'VALUE_IN_LIST') return null;
      const [list] = rule.getCriteriaValues();
      if (!Array.isArray(list)) return null;
      return {
        choices: list.map(String),
        helpText: rule.getHelpText() ?? '',
        others: rule.getAllowInvalid() ? 'warned' : 'refused',
      };
    });
  }

  sortRows(area: CellArea, by: readonly (number | SortColumn)[]): void {
    this.sheet
      .getRange(area.row, area.column, area.numRows, area.numColumns)
      .sort(by.map((key) => (typeof key === 'number' ? { column: key, ascending: true } : key)));
  }

  insertColumns(before: number, count: number): void {
    this.sheet.insertColumnsBefore(before, count);
  }

  copyColumnLook(source: number, first: number, count: number, rows: number): void {
    this.sheet
      .getRange(1, source, rows, 1)
      .copyFormatToRange(this.sheet, first, first + count - 1, 1, rows);
  }

  copyValuesFrom(source: Sheet, area: CellArea, row: number, column: number): void {
    if (!(source instanceof AppsScriptSheet))
      throw new TypeError('copyValuesFrom needs a tab of this workbook');
    source.sheet
      .getRange(area.row, area.column, area.numRows, area.numColumns)
      .copyTo(this.sheet.getRange(row, column, area.numRows, area.numColumns), {
        contentsOnly: true,
      });
  }

  setFrozenRows(rows: number): void {
    this.sheet.setFrozenRows(rows);
  }

  /** One call per run of equal widths: neighbouring columns of one kind share theirs. */
  setColumnWidths(widths: readonly (number | null)[]): void {
    let start = 0;
    while (start < widths.length) {
      let end = start + 1;
      while (end < widths.length && widths[end] === widths[start]) end++;
      const width = widths[start];
      if (width === null || width === undefined) {
        // Left as it is.
      } else if (end - start === 1) this.sheet.setColumnWidth(start + 1, width);
      else this.sheet.setColumnWidths(start + 1, end - start, width);
      start = end;
    }
  }

  /** Apps Script has no call for print settings: the organiser picks "Fit to width" when printing. */
  setPrintLayout(_layout: PrintLayout): void {}

  clearContents(): void {
    this.sheet.clearContents();
  }

  activate(): void {
    this.sheet.activate();
  }
}

export class AppsScriptWorkbook implements Workbook {
  constructor(
    private readonly spreadsheet: GasSpreadsheet,
    private readonly spreadsheetApp: GasSpreadsheetApp,
  ) {}

  private wrap(sheet: GasSheet): AppsScriptSheet {
    return new AppsScriptSheet(sheet, this.spreadsheetApp);
  }

  getName(): string {
    return this.spreadsheet.getName();
  }

  getLocale(): string | null {
    return this.spreadsheet.getSpreadsheetLocale() || null;
  }

  getSheets(): Sheet[] {
    return this.spreadsheet.getSheets().map((sheet) => this.wrap(sheet));
  }

  /** Each sheet's own metadata: one read a sheet, where a search of the spreadsheet would need the sheets' ids besides. */
  getSheetsWithRecords(): { sheet: Sheet; record: string | null }[] {
    return this.spreadsheet.getSheets().map((gasSheet) => {
      const sheet = this.wrap(gasSheet);
      return { sheet, record: sheet.tabRecord() };
    });
  }

  getSheetByName(name: string): Sheet | null {
    const sheet = this.spreadsheet.getSheetByName(name);
    return sheet === null ? null : this.wrap(sheet);
  }

  insertSheet(name: string, index?: number): Sheet {
    // Without an index Sheets places the new sheet next to the active one; the end is predictable.
    const sheet = this.wrap(
      this.spreadsheet.insertSheet(name, index ?? this.spreadsheet.getNumSheets()),
    );
    sheet.withoutMetadata();
    return sheet;
  }

  deleteSheet(sheet: Sheet): void {
    if (!(sheet instanceof AppsScriptSheet)) {
      throw new TypeError('deleteSheet needs a sheet of this workbook');
    }
    this.spreadsheet.deleteSheet(sheet.sheet);
  }

  getActiveSheet(): Sheet {
    return this.wrap(this.spreadsheet.getActiveSheet());
  }

  /** Sheets moves only the active sheet: the callers activate the sheet they want shown afterwards. */
  moveSheet(sheet: Sheet, index: number): void {
    if (!(sheet instanceof AppsScriptSheet)) {
      throw new TypeError('moveSheet needs a sheet of this workbook');
    }
    this.spreadsheet.setActiveSheet(sheet.sheet);
    this.spreadsheet.moveActiveSheet(index + 1);
  }
}
