/**
 * The Workbook port over an .xlsx file held in memory by ExcelJS, so that
 * the add-on's use cases run without Google on a file that Excel,
 * LibreOffice and Google Sheets open. Follows the same semantics as the Apps
 * Script implementation: 1-based rows and columns, '' for a blank, getValues
 * always rectangular, setValues throwing on a size mismatch.
 */
import { sortedRowOrder } from '../workbook/row-order.js';
import type ExcelJS from 'exceljs';
import {
  choiceRuns,
  type CellArea,
  type ColumnSpan,
  type CellChoice,
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

/** Excel measures a column in widths of the digit 0 of its default font, about 7 pixels. */
const PIXELS_PER_CHARACTER = 7;

/** '#f3f3f3' as ExcelJS writes colours: 'FFF3F3F3'. */
function argb(colour: string): string {
  const match = /^#([0-9a-f]{6})$/i.exec(colour);
  if (match === null) throw new Error(`"${colour}" is not a colour written #rrggbb`);
  return `FF${match[1].toUpperCase()}`;
}

/** What ExcelJS holds in a cell, as the value Sheets would give. */
function valueOf(cell: ExcelJS.Cell): CellValue {
  // ExcelJS answers a merged block's value in each of its cells; Sheets only in the top-left one.
  if (cell.isMerged && cell.master !== cell) return '';
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    return value;
  }
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) {
    const result = value.result;
    // A formula whose result is an error shows it, as Sheets does ('#REF!'), not a blank.
    if (typeof result === 'object' && result !== null && 'error' in result)
      return String(result.error);
    if (result === undefined || result === null || typeof result === 'object') {
      return result instanceof Date ? result : '';
    }
    return result;
  }
  if ('text' in value) return String(value.text);
  // An error value (#N/A, ...): shown as its text.
  if ('error' in value) return String(value.error);
  return '';
}

function hasContent(cell: ExcelJS.Cell): boolean {
  return valueOf(cell) !== '';
}

/**
 * The cell's style as an object of its own, to change. ExcelJS gives every
 * cell read from a file with the same style the same style object, and its
 * setters (numFmt, font, alignment, fill) change that object: without this,
 * laying out one tab changed the look of cells on every other tab that
 * shared the style (a Round tab's Points column centred as text after the
 * next round was paired).
 */
function ownStyle(cell: ExcelJS.Cell): Partial<ExcelJS.Style> {
  cell.style = { ...cell.style };
  return cell.style;
}
class XlsxRange implements CellRange {
  constructor(
    private readonly worksheet: ExcelJS.Worksheet,
    private readonly row: number,
    private readonly column: number,
    private readonly numRows: number,
    private readonly numColumns: number,
  ) {
    if (row < 1 || column < 1)
      throw new Error('The starting row or column of the range is too small.');
    if (numRows < 1 || numColumns < 1)
      throw new Error('A range must have at least one row and one column.');
  }

  getRow(): number {
    return this.row;
  }

  getColumn(): number {
    return this.column;
  }

  getNumRows(): number {
    return this.numRows;
  }

  getNumColumns(): number {
    return this.numColumns;
  }

  private cells(): ExcelJS.Cell[][] {
    return Array.from({ length: this.numRows }, (_, r) =>
      Array.from({ length: this.numColumns }, (_, c) =>
        this.worksheet.getCell(this.row + r, this.column + c),
      ),
    );
  }

  getValues(): CellValue[][] {
    return this.cells().map((row) => row.map(valueOf));
  }

  getDisplayValues(): string[][] {
    return this.cells().map((row) => row.map((cell) => cell.text ?? ''));
  }

  setValues(values: CellValue[][]): void {
    if (values.length !== this.numRows || values.some((row) => row.length !== this.numColumns)) {
      throw new Error(
        `The data has ${values.length} rows of ${values.map((row) => row.length).join('/')} columns but the range is ${this.numRows} x ${this.numColumns}.`,
      );
    }
    this.cells().forEach((row, r) =>
      row.forEach((cell, c) => {
        const value = values[r][c];
        cell.value = value === '' ? null : value;
      }),
    );
  }

  clearContent(): void {
    for (const row of this.cells()) for (const cell of row) cell.value = null;
  }

  setNumberFormat(format: string): void {
    for (const row of this.cells()) for (const cell of row) ownStyle(cell).numFmt = format;
  }

  /** Throws unless `values` has the range's shape, as Sheets does. */
  private eachCellWith<T>(values: T[][], apply: (cell: ExcelJS.Cell, value: T) => void): void {
    if (values.length !== this.numRows || values.some((row) => row.length !== this.numColumns)) {
      throw new Error(
        `The data has ${values.length} rows of ${values.map((row) => row.length).join('/')} columns but the range is ${this.numRows} x ${this.numColumns}.`,
      );
    }
    this.cells().forEach((row, r) => row.forEach((cell, c) => apply(cell, values[r][c])));
  }

  setNumberFormats(formats: string[][]): void {
    this.eachCellWith(formats, (cell, format) => (ownStyle(cell).numFmt = format));
  }

  setFontWeight(weight: 'bold' | 'normal'): void {
    for (const row of this.cells()) {
      for (const cell of row) ownStyle(cell).font = { ...cell.font, bold: weight === 'bold' };
    }
  }

  setFontWeights(weights: ('bold' | 'normal')[][]): void {
    this.eachCellWith(weights, (cell, weight) => {
      ownStyle(cell).font = { ...cell.font, bold: weight === 'bold' };
    });
  }

  setHorizontalAlignments(alignments: (HorizontalAlignment | null)[][]): void {
    this.eachCellWith(alignments, (cell, horizontal) => {
      ownStyle(cell).alignment = { ...cell.alignment, horizontal: horizontal ?? undefined };
    });
  }

  setBackgrounds(colours: string[][]): void {
    this.eachCellWith(colours, (cell, colour) => {
      // White is no fill at all, as a new cell has: it prints the same and keeps the file small.
      ownStyle(cell).fill =
        colour.toLowerCase() === '#ffffff'
          ? { type: 'pattern', pattern: 'none' }
          : { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(colour) } };
    });
  }

  requireChoice(
    choices: readonly string[],
    helpText: string,
    others: 'refused' | 'warned' = 'refused',
  ): void {
    for (const row of this.cells()) {
      for (const cell of row) {
        cell.dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [`"${choices.join(',')}"`],
          showErrorMessage: true,
          // Excel and LibreOffice ask "continue?" and keep the entry, as Sheets' "show a warning".
          errorStyle: others === 'warned' ? 'warning' : 'stop',
          // No title of ours: Excel and LibreOffice give theirs, in the user's language.
          error: helpText,
          showInputMessage: true,
          prompt: helpText,
        };
      }
    }
  }
  clearChoices(): void {
    // ExcelJS keeps validations by cell address; an address set to undefined would still be written.
    const { model } = (
      this.worksheet as unknown as { dataValidations: { model: Record<string, unknown> } }
    ).dataValidations;
    for (const row of this.cells()) for (const cell of row) delete model[cell.address];
  }
}

/**
 * The .xlsx equivalent of Sheets' developer metadata: a workbook defined
 * name `SwissPairings.<record>` pointing at A1 of the tab. Excel and
 * LibreOffice keep a defined name pointing at its tab when the tab is renamed
 * by hand, and drop it (#REF!) when the tab is deleted.
 */
const TAB_RECORD_NAME = 'SwissPairings.';

/** The sheet a defined name's range `'Ronda 3'!$A$1` (or `Players!$A$1`) is on. */
function sheetOfRange(range: string): string | null {
  const quoted = /^'((?:[^']|'')+)'!/.exec(range);
  if (quoted !== null) return quoted[1].replace(/''/g, "'");
  const plain = /^([^!']+)!/.exec(range);
  return plain === null ? null : plain[1];
}

function rangeOfSheet(name: string): string {
  return `'${name.replace(/'/g, "''")}'!$A$1`;
}

/** The records (defined names), each with the sheet it points at. */
function recordNames(workbook: ExcelJS.Workbook): { record: string; sheet: string | null }[] {
  return workbook.definedNames.model
    .filter(({ name }) => name.startsWith(TAB_RECORD_NAME))
    .map(({ name, ranges }) => ({
      record: name.slice(TAB_RECORD_NAME.length),
      sheet: ranges.length === 1 ? sheetOfRange(ranges[0]) : null,
    }));
}

/** Rewrites the records: `change` says, for each, the sheet it now points at (null: dropped). */
function rewriteRecords(
  workbook: ExcelJS.Workbook,
  change: (record: string, sheet: string | null) => string | null,
): void {
  const model = workbook.definedNames.model.flatMap((definedName) => {
    if (!definedName.name.startsWith(TAB_RECORD_NAME)) return [definedName];
    const record = definedName.name.slice(TAB_RECORD_NAME.length);
    const sheet = change(
      record,
      definedName.ranges.length === 1 ? sheetOfRange(definedName.ranges[0]) : null,
    );
    return sheet === null ? [] : [{ name: definedName.name, ranges: [rangeOfSheet(sheet)] }];
  });
  workbook.definedNames.model = model;
}

class XlsxSheet implements Sheet {
  constructor(
    readonly worksheet: ExcelJS.Worksheet,
    private readonly book: XlsxWorkbook,
  ) {}

  getName(): string {
    return this.worksheet.name;
  }

  setName(name: string): void {
    const old = this.worksheet.name;
    if (name === old) return;
    if (this.book.getSheetByName(name) !== null)
      throw new Error(`A sheet with the name "${name}" already exists.`);
    this.worksheet.name = name;
    rewriteRecords(this.book.workbook, (_, sheet) => (sheet === old ? name : sheet));
  }

  /** Replaces any record of this tab and any other tab's record of the same kind (none of what was written, as recordWritten). */
  recordTab(record: string): void {
    const name = this.worksheet.name;
    rewriteRecords(this.book.workbook, (other, sheet) =>
      other === record || sheet === name ? null : sheet,
    );
    this.book.workbook.definedNames.add(rangeOfSheet(name), TAB_RECORD_NAME + record);
  }

  /** None: the file is read and written whole, a derived tab's values every time. */
  getWrittenRecord(): string | null {
    return null;
  }

  recordWritten(): void {}

  getLastRow(): number {
    let last = 0;
    this.worksheet.eachRow({ includeEmpty: false }, (row, number) => {
      let filled = false;
      row.eachCell({ includeEmpty: false }, (cell) => {
        filled ||= hasContent(cell);
      });
      if (filled) last = Math.max(last, number);
    });
    return last;
  }

  getLastColumn(): number {
    let last = 0;
    this.worksheet.eachRow({ includeEmpty: false }, (row) => {
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        if (hasContent(cell)) last = Math.max(last, column);
      });
    });
    return last;
  }

  getRange(row: number, column: number, numRows: number, numColumns: number): CellRange {
    return new XlsxRange(this.worksheet, row, column, numRows, numColumns);
  }

  getOutline(): TabOutline {
    const rows = this.getLastRow();
    const columns = this.getLastColumn();
    if (rows === 0 || columns === 0) return { rows: 0, columns: 0, header: [], merged: [] };
    const { values, merged } = this.getDataValuesAndMerges();
    return { rows, columns, header: values[0], merged };
  }

  /** As Sheets' RangeList: every cell of the blocks the same look (an .xlsx file has no calls to save). */
  setLook(areas: readonly CellArea[], look: CellLook): void {
    for (const { row, column, numRows, numColumns } of areas) {
      const range = this.getRange(row, column, numRows, numColumns);
      const grid = <T>(value: T): T[][] =>
        Array.from({ length: numRows }, () => Array.from({ length: numColumns }, () => value));
      if (look.numberFormat !== undefined) range.setNumberFormat(look.numberFormat);
      if (look.horizontalAlignment !== undefined)
        range.setHorizontalAlignments(grid(look.horizontalAlignment));
      if (look.fontWeight !== undefined) range.setFontWeight(look.fontWeight);
      if (look.background !== undefined) range.setBackgrounds(grid(look.background));
    }
  }

  getDataValues(): CellValue[][] {
    const rows = Math.max(1, this.getLastRow());
    const columns = Math.max(1, this.getLastColumn());
    return this.getRange(1, 1, rows, columns).getValues();
  }

  /**
   * As Sheets', the columns not asked for blank (the file is read whole anyway); with `width`,
   * that many columns and the merged blocks within them (apps-script/workbook.ts).
   */
  getDataColumnsAndMerges(
    spans: readonly ColumnSpan[],
    width?: number,
  ): {
    values: CellValue[][];
    merged: CellArea[];
  } {
    const { values, merged } = this.getDataValuesAndMerges();
    const read = (c: number) =>
      spans.some(({ first, count }) => c >= first - 1 && c < first - 1 + count);
    if (width === undefined)
      return { values: values.map((row) => row.map((value, c) => (read(c) ? value : ''))), merged };
    if (values.length === 1 && values[0]!.length === 1 && values[0]![0] === '')
      return { values, merged: [] };
    return {
      values: values.map((row) =>
        Array.from({ length: width }, (_, c) => (read(c) ? (row[c] ?? '') : '')),
      ),
      merged: merged.filter((block) => block.column <= width),
    };
  }

  getDataColumns(spans: readonly ColumnSpan[], outline: TabOutline): CellValue[][] {
    const read = (c: number) =>
      spans.some(({ first, count }) => c >= first - 1 && c < first - 1 + count);
    const values = this.getDataValues();
    if (outline.columns === 0) return values;
    return values.map((row) =>
      Array.from({ length: outline.columns }, (_, c) => (read(c) ? (row[c] ?? '') : '')),
    );
  }

  getDataValuesAndMerges(): { values: CellValue[][]; merged: CellArea[] } {
    const values = this.getDataValues();
    const merged: CellArea[] = [];
    const cell = (row: number, column: number) => this.worksheet.getCell(row, column);
    for (let row = 1; row <= values.length; row++) {
      for (let column = 1; column <= values[0].length; column++) {
        const master = cell(row, column);
        // A block's top-left cell is its own master; the block runs as far as its cells name it.
        if (!master.isMerged || master.master !== master) continue;
        let numRows = 1;
        while (row + numRows <= values.length && cell(row + numRows, column).master === master)
          numRows++;
        let numColumns = 1;
        while (
          column + numColumns <= values[0].length &&
          cell(row, column + numColumns).master === master
        )
          numColumns++;
        merged.push({ row, column, numRows, numColumns });
      }
    }
    return { values, merged };
  }

  /** The rows reordered in the file, each cell's value and style moving with it. */
  sortRows(area: CellArea, by: readonly (number | SortColumn)[]): void {
    const rows = Array.from({ length: area.numRows }, (_, r) =>
      Array.from({ length: area.numColumns }, (_, c) => {
        const cell = this.worksheet.getCell(area.row + r, area.column + c);
        return { value: cell.value, style: structuredClone(cell.style), read: valueOf(cell) };
      }),
    );
    const order = sortedRowOrder(
      rows.map((row) => row.map((cell) => cell.read)),
      by.map((key) =>
        typeof key === 'number'
          ? key - area.column
          : { column: key.column - area.column, ascending: key.ascending },
      ),
    );
    order.forEach((from, r) =>
      rows[from]!.forEach(({ value, style }, c) => {
        const cell = this.worksheet.getCell(area.row + r, area.column + c);
        cell.value = value;
        cell.style = style;
      }),
    );
  }

  /** ExcelJS moves the later columns' cells, styles and widths along. */
  insertColumns(before: number, count: number): void {
    this.worksheet.spliceColumns(before, 0, ...Array.from({ length: count }, () => []));
  }

  copyColumnLook(source: number, first: number, count: number, rows: number): void {
    for (let row = 1; row <= rows; row++) {
      const style = this.worksheet.getCell(row, source).style;
      for (let column = first; column < first + count; column++)
        this.worksheet.getCell(row, column).style = structuredClone(style);
    }
  }

  /** Each cell's value as read (a formula's result), taken whole before any is put. */
  copyValuesFrom(source: Sheet, area: CellArea, row: number, column: number): void {
    if (!(source instanceof XlsxSheet) || source.book !== this.book)
      throw new TypeError('copyValuesFrom needs a tab of this workbook');
    const values = Array.from({ length: area.numRows }, (_, r) =>
      Array.from({ length: area.numColumns }, (_, c) =>
        valueOf(source.worksheet.getCell(area.row + r, area.column + c)),
      ),
    );
    values.forEach((cells, r) =>
      cells.forEach((value, c) => {
        this.worksheet.getCell(row + r, column + c).value = value === '' ? null : value;
      }),
    );
  }

  setFrozenRows(rows: number): void {
    this.worksheet.views = [{ state: 'frozen', ySplit: rows, xSplit: 0 }];
  }

  setColumnWidths(widths: readonly (number | null)[]): void {
    widths.forEach((pixels, index) => {
      if (pixels !== null)
        this.worksheet.getColumn(index + 1).width = pixels / PIXELS_PER_CHARACTER;
    });
  }

  /** One page wide, as many pages long as it takes, the header row on each. */
  setPrintLayout(layout: PrintLayout): void {
    Object.assign(this.worksheet.pageSetup, {
      orientation: layout.landscape ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    });
  }

  clearContents(): void {
    this.worksheet.eachRow((row) => row.eachCell((cell) => (cell.value = null)));
  }

  activate(): void {
    this.book.activate(this);
  }

  /**
   * An .xlsx file has no warning-only protection: protecting the sheet would
   * stop the organiser from correcting anything, so nothing is protected.
   */
  protectWithWarningExcept(): void {}

  hide(): void {
    this.worksheet.state = 'hidden';
  }

  unmerge(areas: readonly CellArea[]): void {
    for (const { row, column, numRows, numColumns } of areas)
      this.worksheet.unMergeCells(row, column, row + numRows - 1, column + numColumns - 1);
  }

  /** ExcelJS keeps a file's validations by cell address, ranges spread out as it reads them. */
  getChoiceRules(): ChoiceRule[] {
    const { model } = (
      this.worksheet as unknown as {
        dataValidations: { model: Record<string, ExcelJS.DataValidation | undefined> };
      }
    ).dataValidations;
    const cells = new Map<string, CellChoice>();
    let [rows, columns] = [0, 0];
    for (const [address, validation] of Object.entries(model)) {
      const cell = /^\$?([A-Z]+)\$?(\d+)$/.exec(address);
      const choices = validation?.type === 'list' ? listedChoices(validation.formulae[0]) : null;
      if (cell === null || choices === null) continue;
      const column = columnNumber(cell[1]!);
      const row = Number(cell[2]);
      [rows, columns] = [Math.max(rows, row), Math.max(columns, column)];
      cells.set(`${row},${column}`, {
        choices,
        helpText: validation!.prompt ?? validation!.error ?? '',
        others: validation!.errorStyle === 'warning' ? 'warned' : 'refused',
      });
    }
    return choiceRuns(rows, columns, (row, column) => cells.get(`${row},${column}`) ?? null);
  }
}

/** The choices of a list validation's formula written out ("a,b,c"); null for a list taken from cells. */
function listedChoices(formula: unknown): string[] | null {
  if (typeof formula !== 'string' || !/^".*"$/s.test(formula)) return null;
  return formula.slice(1, -1).replace(/""/g, '"').split(',');
}

/** Column letters as a number: A is 1, Z 26, AA 27. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + letter.charCodeAt(0) - 64;
  return n;
}

export class XlsxWorkbook implements Workbook {
  constructor(
    readonly workbook: ExcelJS.Workbook,
    private readonly name: string,
  ) {}

  getName(): string {
    return this.name;
  }

  /** An .xlsx file records no locale: each program shows it in its own. */
  getLocale(): null {
    return null;
  }

  getSheets(): Sheet[] {
    return this.workbook.worksheets.map((worksheet) => new XlsxSheet(worksheet, this));
  }

  getSheetsWithRecords(): { sheet: Sheet; record: string | null }[] {
    const records = new Map<string, string>();
    for (const { record, sheet } of recordNames(this.workbook))
      if (sheet !== null && !records.has(sheet)) records.set(sheet, record);
    return this.getSheets().map((sheet) => ({
      sheet,
      record: records.get(sheet.getName()) ?? null,
    }));
  }

  getSheetByName(name: string): Sheet | null {
    const worksheet = this.workbook.worksheets.find((w) => w.name === name);
    return worksheet === undefined ? null : new XlsxSheet(worksheet, this);
  }

  insertSheet(name: string, index?: number): Sheet {
    if (this.getSheetByName(name) !== null) {
      throw new Error(`A sheet with the name "${name}" already exists.`);
    }
    const worksheet = this.workbook.addWorksheet(name);
    const sheet = new XlsxSheet(worksheet, this);
    if (index !== undefined) this.moveSheet(sheet, index);
    return sheet;
  }

  moveSheet(sheet: Sheet, index: number): void {
    if (!(sheet instanceof XlsxSheet))
      throw new TypeError('moveSheet needs a sheet of this workbook');
    const active = this.activeWorksheet();
    const order = this.workbook.worksheets.filter((w) => w !== sheet.worksheet);
    order.splice(index, 0, sheet.worksheet);
    // ExcelJS lists and writes the tabs by orderNo, which its typings leave out.
    order.forEach(
      (worksheet, position) => ((worksheet as { orderNo?: number }).orderNo = position),
    );
    if (active !== null) this.activate(new XlsxSheet(active, this));
  }

  /** The tab the file opens on, when the file records one (the view keeps it by position). */
  private activeWorksheet(): ExcelJS.Worksheet | null {
    const view = this.workbook.views?.[0];
    if (view === undefined) return null;
    return this.workbook.worksheets[view.activeTab ?? 0] ?? null;
  }

  deleteSheet(sheet: Sheet): void {
    if (!(sheet instanceof XlsxSheet))
      throw new TypeError('deleteSheet needs a sheet of this workbook');
    const name = sheet.worksheet.name;
    const active = this.activeWorksheet();
    const position = this.workbook.worksheets.indexOf(sheet.worksheet);
    this.workbook.removeWorksheet(sheet.worksheet.id);
    rewriteRecords(this.workbook, (_, on) => (on === name ? null : on));
    // The view keeps the open tab by position: without this, undoing the last round would leave
    // the file opening on the tab after it, the hidden Undo data, which LibreOffice then prints.
    // A deleted open tab gives way to the shown tab before it, as Sheets does.
    if (active === null) return;
    const left = this.workbook.worksheets;
    const shown = (w: ExcelJS.Worksheet | undefined) => w !== undefined && w.state === 'visible';
    let open: ExcelJS.Worksheet | undefined = active === sheet.worksheet ? undefined : active;
    for (let k = Math.min(position, left.length) - 1; open === undefined && k >= 0; k--)
      if (shown(left[k])) open = left[k];
    open ??= left.find(shown);
    if (open !== undefined) this.activate(new XlsxSheet(open, this));
  }

  getActiveSheet(): Sheet {
    // Some writers leave out <bookViews>; ExcelJS then has no views at all.
    const index = this.workbook.views?.[0]?.activeTab ?? 0;
    return new XlsxSheet(this.workbook.worksheets[index] ?? this.workbook.worksheets[0], this);
  }

  activate(sheet: XlsxSheet): void {
    const activeTab = this.workbook.worksheets.indexOf(sheet.worksheet);
    const view: ExcelJS.WorkbookView = this.workbook.views?.[0] ?? {
      x: 0,
      y: 0,
      width: 20000,
      height: 12000,
      firstSheet: 0,
      visibility: 'visible',
    };
    this.workbook.views = [{ ...view, activeTab }];
  }
}
