/**
 * An in-memory spreadsheet with the documented semantics of Apps Script's
 * SpreadsheetApp: 1-based rows and columns, '' for a blank cell, getValues
 * always rectangular, setValues throwing unless the data has the range's
 * exact shape, ranges limited to the sheet's rows and columns (1000 x 26 for
 * a new sheet). Values written as strings are read like typed input: a
 * number-looking string becomes a number and 'TRUE'/'FALSE' a boolean, unless
 * the cell's number format is '@' (plain text) or the string starts with an
 * apostrophe.
 *
 * Not modelled (the fake throws rather than guess): formulas, objects other
 * than Date, non-finite numbers. Dates in strings are not parsed; display
 * values know only the 'General', '@', '0', '0.0...' formats.
 */
import { compareCells } from '../../../src/sheets/workbook/row-order.js';
import type {
  GasRange,
  GasSheet,
  GasSpreadsheet,
  GasSpreadsheetApp,
} from '../../../src/sheets/apps-script/services.js';
import type { FakeUi } from './fake-ui.js';

export type FakeCellValue = string | number | boolean | Date;

export type FakeHorizontalAlignment = 'left' | 'center' | 'normal' | 'right';

interface Cell {
  value?: FakeCellValue;
  numberFormat?: string;
  fontWeight?: 'bold' | 'normal';
  horizontalAlignment?: 'left' | 'center' | 'right';
  /** '#rrggbb' in lower case; white when absent. */
  background?: string;
  validation?: FakeDataValidation;
}

/** One call the script made on a spreadsheet, sheet, range or protection object. */
export interface SpreadsheetCall {
  /** The sheet's name, or '' for a call on the spreadsheet itself. */
  sheet: string;
  method: string;
}

/**
 * Every call a script makes on the spreadsheet's objects, the way Apps Script
 * bills them: a call made by the fake itself while serving another call is
 * not counted.
 */
export class CallLog {
  readonly calls: SpreadsheetCall[] = [];
  private depth = 0;

  /** `object` with every method call recorded under the sheet `where()` names. */
  instrument<T extends object>(object: T, where: () => string): T {
    const enter = () => ++this.depth === 1;
    const leave = () => void this.depth--;
    const record = (call: SpreadsheetCall) => this.calls.push(call);
    return new Proxy(object, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string') return value;
        if (property === 'constructor') return value;
        return function (this: unknown, ...args: unknown[]) {
          try {
            if (enter()) record({ sheet: where(), method: property });
            return (value as (...a: unknown[]) => unknown).apply(this, args);
          } finally {
            leave();
          }
        };
      },
    });
  }

  clear(): void {
    this.calls.length = 0;
  }

  /** Number of calls per sheet name ('' for the spreadsheet). */
  countBySheet(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const call of this.calls) counts[call.sheet] = (counts[call.sheet] ?? 0) + 1;
    return counts;
  }
}

/** A rule made by SpreadsheetApp.newDataValidation(); only list rules are modelled. */
export class FakeDataValidation {
  constructor(
    readonly values: readonly string[],
    readonly showDropdown: boolean,
    private readonly allowInvalid: boolean,
    private readonly helpText: string,
  ) {}

  getCriteriaType(): string {
    return 'VALUE_IN_LIST';
  }

  /** As Apps Script returns them for VALUE_IN_LIST: the list and whether a dropdown shows. */
  getCriteriaValues(): unknown[] {
    return [[...this.values], this.showDropdown];
  }

  getAllowInvalid(): boolean {
    return this.allowInvalid;
  }

  getHelpText(): string {
    return this.helpText;
  }
}

export class FakeDataValidationBuilder {
  private values: string[] | null = null;
  private showDropdown = true;
  private allowInvalid = true;
  private helpText = '';

  requireValueInList(values: string[], showDropdown = true): FakeDataValidationBuilder {
    this.values = [...values];
    this.showDropdown = showDropdown;
    return this;
  }

  /** Apps Script's default is true: invalid input only shows a warning. */
  setAllowInvalid(allowInvalidData: boolean): FakeDataValidationBuilder {
    this.allowInvalid = allowInvalidData;
    return this;
  }

  setHelpText(helpText: string): FakeDataValidationBuilder {
    this.helpText = helpText;
    return this;
  }

  build(): FakeDataValidation {
    if (this.values === null) throw new Error('Fake spreadsheet: only list validation is modelled');
    return new FakeDataValidation(this.values, this.showDropdown, this.allowInvalid, this.helpText);
  }
}

export type FakeProtectionType = 'RANGE' | 'SHEET';

/** A protected range or sheet. Only what the add-on sets is modelled (no editors). */
export class FakeProtection {
  private description = '';
  private warningOnly = false;
  private unprotected: FakeRange[] = [];

  constructor(
    private readonly owner: FakeSheet,
    readonly type: FakeProtectionType,
    private readonly range: FakeRange,
  ) {}

  getProtectionType(): FakeProtectionType {
    return this.type;
  }

  getRange(): FakeRange {
    return this.range;
  }

  getDescription(): string {
    return this.description;
  }

  setDescription(description: string): FakeProtection {
    this.description = description;
    return this;
  }

  isWarningOnly(): boolean {
    return this.warningOnly;
  }

  setWarningOnly(warningOnly: boolean): FakeProtection {
    this.warningOnly = warningOnly;
    return this;
  }

  getUnprotectedRanges(): FakeRange[] {
    return [...this.unprotected];
  }

  /** Only sheet protections can have unprotected ranges. */
  setUnprotectedRanges(ranges: FakeRange[]): FakeProtection {
    if (this.type !== 'SHEET') {
      throw new Error('Unprotected ranges can only be set on a sheet protection.');
    }
    for (const range of ranges) {
      if (range.getSheet() !== this.owner) {
        throw new Error('Fake spreadsheet: an unprotected range must be on the protected sheet');
      }
    }
    this.unprotected = [...ranges];
    return this;
  }

  /** Whether a user editing (row, column) is stopped or warned by this protection. */
  covers(row: number, column: number): boolean {
    const inside = (range: FakeRange) =>
      row >= range.getRow() &&
      row <= range.getLastRow() &&
      column >= range.getColumn() &&
      column <= range.getLastColumn();
    return inside(this.range) && !this.unprotected.some(inside);
  }

  remove(): void {
    this.owner.removeProtection(this);
  }
}

const NEW_SHEET_ROWS = 1000;
/** The width Sheets gives a column until it is set (pixels). */
const DEFAULT_COLUMN_WIDTH = 100;
const WHITE = '#ffffff';
const CSS_COLOURS: Readonly<Record<string, string>> = { white: WHITE, black: '#000000' };
const NEW_SHEET_COLUMNS = 26;
const GENERAL_FORMAT = 'General';
const NUMBER_LIKE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function isBlank(cell: Cell | undefined): boolean {
  return cell?.value === undefined || cell.value === '';
}

function copyValue(value: FakeCellValue): FakeCellValue {
  return value instanceof Date ? new Date(value.getTime()) : value;
}

/** What Sheets stores when a script writes `input` into a cell with `numberFormat`. */
function storedValue(input: unknown, numberFormat: string): FakeCellValue {
  if (input === null || input === undefined) return '';
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new TypeError(`Fake spreadsheet: cannot store ${input}`);
    return input;
  }
  if (typeof input === 'boolean') return input;
  if (input instanceof Date) return new Date(input.getTime());
  if (typeof input !== 'string') {
    throw new TypeError(`Fake spreadsheet: cannot store a value of type ${typeof input}`);
  }
  if (numberFormat === '@') return input;
  if (input.startsWith("'")) return input.slice(1);
  if (input.startsWith('='))
    throw new Error(`Fake spreadsheet: formulas are not modelled (${input})`);
  if (NUMBER_LIKE.test(input)) return Number(input);
  if (/^(true|false)$/i.test(input)) return input.toUpperCase() === 'TRUE';
  return input;
}

function displayValue(value: FakeCellValue | undefined, numberFormat: string): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    return `${value.getMonth() + 1}/${value.getDate()}/${value.getFullYear()}`;
  }
  if (typeof value === 'number') {
    const fixed = /^0(?:\.(0+))?$/.exec(numberFormat);
    if (fixed) return value.toFixed(fixed[1]?.length ?? 0);
  }
  return String(value);
}

function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

function columnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}

function requireInteger(value: number, what: string): void {
  if (!Number.isInteger(value)) throw new Error(`Fake spreadsheet: ${what} must be an integer`);
}

/** Sheets' answer to a 2-D argument whose shape is not the range's. */
function requireShape(values: unknown[][], numRows: number, numColumns: number): void {
  if (!Array.isArray(values) || values.length !== numRows) {
    const rows = Array.isArray(values) ? values.length : 0;
    throw new Error(
      `The number of rows in the data does not match the number of rows in the range. The data has ${rows} but the range has ${numRows}.`,
    );
  }
  for (const row of values) {
    const columns = Array.isArray(row) ? row.length : 0;
    if (columns !== numColumns) {
      throw new Error(
        `The number of columns in the data does not match the number of columns in the range. The data has ${columns} but the range has ${numColumns}.`,
      );
    }
  }
}

/** A colour as Sheets reads it back: '#rrggbb' in lower case (a few CSS names accepted). */
function cssColour(colour: string): string {
  const named = CSS_COLOURS[colour.toLowerCase()];
  if (named !== undefined) return named;
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(colour)) {
    return `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  }
  throw new Error(`Fake spreadsheet: the colour "${colour}" is not modelled`);
}

interface MergedArea {
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
}

function overlaps(a: MergedArea, b: MergedArea): boolean {
  return (
    a.row < b.row + b.numRows &&
    b.row < a.row + a.numRows &&
    a.column < b.column + b.numColumns &&
    b.column < a.column + a.numColumns
  );
}

function contains(outer: MergedArea, inner: MergedArea): boolean {
  return (
    inner.row >= outer.row &&
    inner.column >= outer.column &&
    inner.row + inner.numRows <= outer.row + outer.numRows &&
    inner.column + inner.numColumns <= outer.column + outer.numColumns
  );
}

export class FakeRange implements GasRange {
  constructor(
    private readonly sheet: FakeSheet,
    private readonly row: number,
    private readonly column: number,
    private readonly numRows: number,
    private readonly numColumns: number,
  ) {
    return sheet.getParent().callLog.instrument(this, () => sheet.getName());
  }

  getSheet(): FakeSheet {
    return this.sheet;
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

  getLastRow(): number {
    return this.row + this.numRows - 1;
  }

  getLastColumn(): number {
    return this.column + this.numColumns - 1;
  }

  getA1Notation(): string {
    const start = `${columnLetters(this.column)}${this.row}`;
    if (this.numRows === 1 && this.numColumns === 1) return start;
    return `${start}:${columnLetters(this.getLastColumn())}${this.getLastRow()}`;
  }

  private map<T>(read: (cell: Cell | undefined) => T): T[][] {
    return Array.from({ length: this.numRows }, (_, r) =>
      Array.from({ length: this.numColumns }, (_, c) =>
        read(this.sheet.cellAt(this.row + r, this.column + c)),
      ),
    );
  }

  private forEachCell(write: (cell: Cell, r: number, c: number) => void): void {
    for (let r = 0; r < this.numRows; r++) {
      for (let c = 0; c < this.numColumns; c++) {
        write(this.sheet.cellFor(this.row + r, this.column + c), r, c);
      }
    }
  }

  getValues(): FakeCellValue[][] {
    return Array.from({ length: this.numRows }, (_, r) =>
      Array.from({ length: this.numColumns }, (_, c) => {
        const [row, column] = [this.row + r, this.column + c];
        // As Sheets: a merged block's value is in its top-left cell; the others read blank.
        if (this.sheet.isHiddenByMerge(row, column)) return '';
        const cell = this.sheet.cellAt(row, column);
        return cell?.value === undefined ? '' : copyValue(cell.value);
      }),
    );
  }

  getValue(): FakeCellValue {
    return this.getValues()[0][0];
  }

  getDisplayValues(): string[][] {
    return this.map((cell) => displayValue(cell?.value, cell?.numberFormat ?? GENERAL_FORMAT));
  }

  getDisplayValue(): string {
    return this.getDisplayValues()[0][0];
  }

  setValues(values: unknown[][]): FakeRange {
    requireShape(values, this.numRows, this.numColumns);
    // Convert everything first so that a bad value leaves the sheet untouched.
    const stored = this.map((cell) => cell?.numberFormat ?? GENERAL_FORMAT).map((formats, r) =>
      formats.map((format, c) => storedValue(values[r][c], format)),
    );
    this.forEachCell((cell, r, c) => {
      cell.value = stored[r][c];
    });
    return this;
  }

  setValue(value: unknown): FakeRange {
    return this.setValues(
      Array.from({ length: this.numRows }, () =>
        Array.from({ length: this.numColumns }, () => value),
      ),
    );
  }

  clearContent(): FakeRange {
    this.forEachCell((cell) => {
      delete cell.value;
    });
    return this;
  }

  clearFormat(): FakeRange {
    this.forEachCell((cell) => {
      delete cell.numberFormat;
      delete cell.fontWeight;
      delete cell.horizontalAlignment;
      delete cell.background;
    });
    return this;
  }

  clear(): FakeRange {
    return this.clearContent().clearFormat();
  }

  getNumberFormat(): string {
    return this.getNumberFormats()[0][0];
  }

  getNumberFormats(): string[][] {
    return this.map((cell) => cell?.numberFormat ?? GENERAL_FORMAT);
  }

  setNumberFormat(numberFormat: string): FakeRange {
    this.forEachCell((cell) => {
      cell.numberFormat = numberFormat;
    });
    return this;
  }

  /** One format a cell; throws unless the array has the range's shape. */
  setNumberFormats(numberFormats: string[][]): FakeRange {
    requireShape(numberFormats, this.numRows, this.numColumns);
    this.forEachCell((cell, r, c) => {
      cell.numberFormat = numberFormats[r][c];
    });
    return this;
  }

  /** 'general' until set, as Sheets answers for a cell aligned by its content. */
  getHorizontalAlignment(): string {
    return this.getHorizontalAlignments()[0][0];
  }

  getHorizontalAlignments(): string[][] {
    return this.map((cell) => cell?.horizontalAlignment ?? 'general');
  }

  setHorizontalAlignment(alignment: FakeHorizontalAlignment | null): FakeRange {
    return this.setHorizontalAlignments(
      Array.from({ length: this.numRows }, () =>
        Array.from({ length: this.numColumns }, () => alignment),
      ),
    );
  }

  /** null or 'normal' resets a cell to the alignment by content. */
  setHorizontalAlignments(alignments: (FakeHorizontalAlignment | null)[][]): FakeRange {
    requireShape(alignments, this.numRows, this.numColumns);
    this.forEachCell((cell, r, c) => {
      const alignment = alignments[r][c];
      if (alignment === null || alignment === 'normal') delete cell.horizontalAlignment;
      else cell.horizontalAlignment = alignment;
    });
    return this;
  }

  getBackground(): string {
    return this.getBackgrounds()[0][0];
  }

  getBackgrounds(): string[][] {
    return this.map((cell) => cell?.background ?? WHITE);
  }

  setBackground(colour: string | null): FakeRange {
    return this.setBackgrounds(
      Array.from({ length: this.numRows }, () =>
        Array.from({ length: this.numColumns }, () => colour),
      ),
    );
  }

  /** null resets a cell to white. */
  setBackgrounds(colours: (string | null)[][]): FakeRange {
    requireShape(colours, this.numRows, this.numColumns);
    const parsed = colours.map((row) =>
      row.map((colour) => (colour === null ? WHITE : cssColour(colour))),
    );
    this.forEachCell((cell, r, c) => {
      if (parsed[r][c] === WHITE) delete cell.background;
      else cell.background = parsed[r][c];
    });
    return this;
  }

  /**
   * Range.copyFormatToRange: the look of this range's cells (number format, weight, alignment,
   * background; not values, not dropdowns) given to the block of `sheet` from `column` to
   * `columnEnd` and `row` to `rowEnd` (1-based, inclusive), this range repeated or cut to fit it.
   */
  copyFormatToRange(
    sheet: FakeSheet,
    column: number,
    columnEnd: number,
    row: number,
    rowEnd: number,
  ): void {
    const looks = Array.from({ length: this.numRows }, (_, r) =>
      Array.from({ length: this.numColumns }, (_, c) => {
        const { numberFormat, fontWeight, horizontalAlignment, background } =
          this.sheet.cellAt(this.row + r, this.column + c) ?? {};
        return { numberFormat, fontWeight, horizontalAlignment, background };
      }),
    );
    for (let r = row; r <= rowEnd; r++)
      for (let c = column; c <= columnEnd; c++) {
        const look = looks[(r - row) % this.numRows]![(c - column) % this.numColumns]!;
        const cell = sheet.cellFor(r, c);
        for (const key of ['numberFormat', 'fontWeight', 'horizontalAlignment'] as const)
          if (look[key] === undefined) delete cell[key];
          else (cell as Record<string, unknown>)[key] = look[key];
        if (look.background === undefined) delete cell.background;
        else cell.background = look.background;
      }
  }

  /**
   * Range.copyTo as SpreadsheetApp documents it ("Copies the data from a range of cells to
   * another range of cells"): `destination`, a range of a sheet of the same spreadsheet, counts
   * by its top-left cell only, the block of this range's size from there getting each cell's
   * data; both the values and the look (format, weight, alignment, background, dropdown) unless
   * `options` says `contentsOnly` (the values) or `formatOnly` (the look). The source is taken
   * whole before any cell is put, so a block may be copied over itself. Not modelled (thrown):
   * the signature with a CopyPasteType, merged cells on either side, a block reaching past the
   * destination sheet's grid.
   */
  copyTo(
    destination: FakeRange,
    options: { contentsOnly?: boolean; formatOnly?: boolean } = {},
    ...rest: unknown[]
  ): void {
    if (typeof options !== 'object' || options === null || rest.length > 0)
      throw new Error('Fake spreadsheet: copyTo with a CopyPasteType is not modelled');
    const target = destination.getSheet();
    if (target.getParent() !== this.sheet.getParent())
      throw new Error('Target range and source range must be on the same spreadsheet.');
    const to = { ...this.area(), row: destination.row, column: destination.column };
    if (
      to.row + to.numRows - 1 > target.getMaxRows() ||
      to.column + to.numColumns - 1 > target.getMaxColumns()
    )
      throw new Error('Fake spreadsheet: copyTo past the destination sheet is not modelled');
    if (this.sheet.mergesTouching(this.area()).length > 0 || target.mergesTouching(to).length > 0)
      throw new Error('Fake spreadsheet: copyTo with merged cells is not modelled');
    const values = options.formatOnly !== true;
    const looks = options.contentsOnly !== true;
    const taken = Array.from({ length: this.numRows }, (_, r) =>
      Array.from({ length: this.numColumns }, (_, c) => {
        const cell = this.sheet.cellAt(this.row + r, this.column + c);
        return cell?.value === undefined ? { ...cell } : { ...cell, value: copyValue(cell.value) };
      }),
    );
    taken.forEach((cells, r) =>
      cells.forEach((from, c) => {
        const cell = target.cellFor(to.row + r, to.column + c);
        const keys = [
          ...(values ? (['value'] as const) : []),
          ...(looks
            ? ([
                'numberFormat',
                'fontWeight',
                'horizontalAlignment',
                'background',
                'validation',
              ] as const)
            : []),
        ];
        for (const key of keys)
          if (from[key] === undefined) delete cell[key];
          else (cell as Record<string, unknown>)[key] = from[key];
      }),
    );
  }

  setDataValidation(rule: FakeDataValidation | null): FakeRange {
    this.forEachCell((cell) => {
      if (rule === null) delete cell.validation;
      else cell.validation = rule;
    });
    return this;
  }

  getDataValidation(): FakeDataValidation | null {
    return this.getDataValidations()[0][0];
  }

  getDataValidations(): (FakeDataValidation | null)[][] {
    return this.map((cell) => cell?.validation ?? null);
  }

  clearDataValidations(): FakeRange {
    return this.setDataValidation(null);
  }

  /**
   * Merges the range into one block. As Sheets, only the top-left value is
   * kept, and a range cutting through another merged block is refused.
   */
  merge(): FakeRange {
    this.sheet.addMerge(this.area());
    return this;
  }

  /** Merges each column of the range into one block. */
  mergeVertically(): FakeRange {
    for (let c = 0; c < this.numColumns; c++)
      this.sheet.addMerge({ ...this.area(), column: this.column + c, numColumns: 1 });
    return this;
  }

  /** Merges each row of the range into one block. */
  mergeAcross(): FakeRange {
    for (let r = 0; r < this.numRows; r++)
      this.sheet.addMerge({ ...this.area(), row: this.row + r, numRows: 1 });
    return this;
  }

  /** Unmerges every block of the range (which must hold them whole). */
  breakApart(): FakeRange {
    this.sheet.removeMerges(this.area());
    return this;
  }

  /** True when a cell of the range belongs to a merged block. */
  isPartOfMerge(): boolean {
    return this.sheet.mergesTouching(this.area()).length > 0;
  }

  /** The merged blocks inside the range or overlapping it, each whole. */
  /**
   * Range.sort as SpreadsheetApp documents it: `sortSpecObj` is a column number, an object
   * `{ column, ascending }` (ascending unless false) or a list of them, the first deciding;
   * the columns are the sheet's (sort(2) sorts by column B) and must lie within the range.
   * Each row moves whole within the range, its values and its look (format, alignment, weight,
   * background, dropdown), as Sheets' Sort range moves them; the order is
   * workbook/row-order.ts's (numbers, then text, then booleans, blanks last). A range holding
   * merged cells is refused, as Sheets refuses to sort one.
   */
  sort(sortSpecObj: unknown): FakeRange {
    const specs = (Array.isArray(sortSpecObj) ? sortSpecObj : [sortSpecObj]).map((spec) => {
      const { column, ascending } =
        typeof spec === 'number'
          ? { column: spec, ascending: true }
          : (spec as { column: number; ascending?: boolean });
      requireInteger(column, 'a sort column');
      if (column < this.column || column > this.getLastColumn())
        throw new Error(
          `Fake spreadsheet: sort column ${column} is outside the range ${this.getA1Notation()}`,
        );
      return { key: column - this.column, ascending: ascending !== false };
    });
    if (specs.length === 0) throw new Error('Fake spreadsheet: sort needs a column');
    if (
      this.sheet.mergesTouching({
        row: this.row,
        column: this.column,
        numRows: this.numRows,
        numColumns: this.numColumns,
      }).length > 0
    )
      throw new Error('You must select all cells in a merged range to merge or unmerge them.');
    const cells = Array.from({ length: this.numRows }, (_, r) =>
      Array.from({ length: this.numColumns }, (_, c) =>
        this.sheet.cellAt(this.row + r, this.column + c),
      ),
    );
    const values = cells.map((row) => row.map((cell) => cell?.value ?? ''));
    const blank = (value: FakeCellValue) => value === '';
    const order = values
      .map((_, index) => index)
      .sort((i, j) => {
        for (const { key, ascending } of specs) {
          const [a, b] = [values[i]![key]!, values[j]![key]!];
          // Blank cells go last whichever the direction.
          if (blank(a) !== blank(b)) return blank(a) ? 1 : -1;
          const found = compareCells(a, b);
          if (found !== 0) return ascending ? found : -found;
        }
        return i - j;
      });
    order.forEach((from, r) =>
      cells[from]!.forEach((cell, c) => {
        const row = (this.sheet.rowsForSort()[this.row + r - 1] ??= []);
        row[this.column + c - 1] = cell === undefined ? undefined : { ...cell };
      }),
    );
    return this;
  }

  getMergedRanges(): FakeRange[] {
    return this.sheet
      .mergesTouching(this.area())
      .map((m) => new FakeRange(this.sheet, m.row, m.column, m.numRows, m.numColumns));
  }

  private area(): MergedArea {
    return {
      row: this.row,
      column: this.column,
      numRows: this.numRows,
      numColumns: this.numColumns,
    };
  }

  /** Protects this range (a RANGE protection of its sheet). */
  protect(): FakeProtection {
    return this.sheet.addProtection('RANGE', this);
  }

  getFontWeight(): 'bold' | 'normal' {
    return this.getFontWeights()[0][0];
  }

  getFontWeights(): ('bold' | 'normal')[][] {
    return this.map((cell) => cell?.fontWeight ?? 'normal');
  }

  /** null or 'normal' puts back the normal weight; throws unless the array has the range's shape. */
  setFontWeights(fontWeights: ('bold' | 'normal' | null)[][]): FakeRange {
    requireShape(fontWeights, this.numRows, this.numColumns);
    this.forEachCell((cell, r, c) => {
      if (fontWeights[r][c] === 'bold') cell.fontWeight = 'bold';
      else delete cell.fontWeight;
    });
    return this;
  }

  setFontWeight(fontWeight: 'bold' | 'normal' | null): FakeRange {
    this.forEachCell((cell) => {
      if (fontWeight === null || fontWeight === 'normal') delete cell.fontWeight;
      else cell.fontWeight = fontWeight;
    });
    return this;
  }
}

/**
 * Several blocks of one sheet (SpreadsheetApp's RangeList): each setter
 * gives every cell of every block the one value, as Range's does.
 */
export class FakeRangeList {
  constructor(
    sheet: FakeSheet,
    private readonly ranges: readonly FakeRange[],
  ) {
    return sheet.getParent().callLog.instrument(this, () => sheet.getName());
  }

  getRanges(): FakeRange[] {
    return [...this.ranges];
  }

  setNumberFormat(format: string): FakeRangeList {
    for (const range of this.ranges) range.setNumberFormat(format);
    return this;
  }

  setHorizontalAlignment(alignment: FakeHorizontalAlignment | null): FakeRangeList {
    for (const range of this.ranges) range.setHorizontalAlignment(alignment);
    return this;
  }

  setFontWeight(fontWeight: 'bold' | 'normal' | null): FakeRangeList {
    for (const range of this.ranges) range.setFontWeight(fontWeight);
    return this;
  }

  setBackground(colour: string | null): FakeRangeList {
    for (const range of this.ranges) range.setBackground(colour);
    return this;
  }
}

/**
 * Developer metadata as Apps Script documents it: a key, an optional value
 * and a visibility, attached to a location (here a sheet or the
 * spreadsheet). It stays with its sheet when the sheet is renamed or moved
 * and goes when the sheet is deleted.
 */
export class FakeDeveloperMetadata {
  constructor(
    private readonly spreadsheet: FakeSpreadsheet,
    private readonly id: number,
    private key: string,
    private value: string | null,
    readonly sheet: FakeSheet | null,
    private readonly visibility: 'DOCUMENT' | 'PROJECT' = 'DOCUMENT',
  ) {
    return spreadsheet.callLog.instrument(this, () => '');
  }

  getId(): number {
    return this.id;
  }

  getKey(): string {
    return this.key;
  }

  getValue(): string | null {
    return this.value;
  }

  getVisibility(): 'DOCUMENT' | 'PROJECT' {
    return this.visibility;
  }

  getLocation(): { getSheet(): FakeSheet | null; getLocationType(): 'SHEET' | 'SPREADSHEET' } {
    const sheet = this.sheet;
    return {
      getSheet: () => sheet,
      getLocationType: () => (sheet === null ? 'SPREADSHEET' : 'SHEET'),
    };
  }

  setKey(key: string): FakeDeveloperMetadata {
    this.key = requireMetadataKey(key);
    return this;
  }

  setValue(value: string): FakeDeveloperMetadata {
    this.value = value;
    return this;
  }

  remove(): void {
    this.spreadsheet.removeMetadata(this);
  }
}

/** Apps Script refuses an empty key. */
function requireMetadataKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0)
    throw new Error('Developer metadata key must not be empty.');
  return key;
}

/** SpreadsheetApp's finder: filters are combined, find() answers what matches them all. */
export class FakeDeveloperMetadataFinder {
  private readonly filters: ((metadata: FakeDeveloperMetadata) => boolean)[] = [];

  constructor(
    private readonly candidates: () => FakeDeveloperMetadata[],
    callLog: CallLog,
  ) {
    return callLog.instrument(this, () => '');
  }

  withKey(key: string): FakeDeveloperMetadataFinder {
    this.filters.push((metadata) => metadata.getKey() === key);
    return this;
  }

  withValue(value: string): FakeDeveloperMetadataFinder {
    this.filters.push((metadata) => metadata.getValue() === value);
    return this;
  }

  find(): FakeDeveloperMetadata[] {
    return this.candidates().filter((metadata) => this.filters.every((keep) => keep(metadata)));
  }
}

export class FakeSheet implements GasSheet {
  /** rows[r][c] is the cell at row r + 1, column c + 1; missing entries are blank. */
  private rows: (Cell | undefined)[][] = [];
  private maxRows = NEW_SHEET_ROWS;
  private maxColumns = NEW_SHEET_COLUMNS;
  private frozenRows = 0;
  /** Widths set by the script, by 1-based column. */
  private columnWidths = new Map<number, number>();
  private frozenColumns = 0;
  private hidden = false;
  private protections: FakeProtection[] = [];
  /** Merged blocks (moving them with inserted or deleted rows is not modelled). */
  private merges: MergedArea[] = [];

  constructor(
    private readonly spreadsheet: FakeSpreadsheet,
    private name: string,
    private readonly sheetId: number,
  ) {
    return spreadsheet.callLog.instrument(this, () => this.name);
  }

  /** The rows of cells themselves, for Range.sort to move them. */
  rowsForSort(): (Cell | undefined)[][] {
    return this.rows;
  }

  /** The cell if it was ever written, for reading. */
  cellAt(row: number, column: number): Cell | undefined {
    return this.rows[row - 1]?.[column - 1];
  }

  /** The cell, created if needed, for writing. */
  cellFor(row: number, column: number): Cell {
    const cells = (this.rows[row - 1] ??= []);
    return (cells[column - 1] ??= {});
  }

  getParent(): FakeSpreadsheet {
    return this.spreadsheet;
  }

  /** True for a cell of a merged block other than its top-left one. */
  isHiddenByMerge(row: number, column: number): boolean {
    return this.merges.some(
      (m) =>
        contains(m, { row, column, numRows: 1, numColumns: 1 }) &&
        (row !== m.row || column !== m.column),
    );
  }

  mergesTouching(area: MergedArea): MergedArea[] {
    return this.merges.filter((m) => overlaps(m, area));
  }

  addMerge(area: MergedArea): void {
    if (area.numRows * area.numColumns === 1) return;
    const cut = this.merges.filter((m) => overlaps(m, area) && !contains(area, m));
    if (cut.length > 0)
      throw new Error('You must select all cells in a merged range to merge or unmerge them.');
    this.merges = this.merges.filter((m) => !overlaps(m, area));
    // Sheets keeps the top-left value only.
    for (let r = 0; r < area.numRows; r++)
      for (let c = 0; c < area.numColumns; c++)
        if (r > 0 || c > 0) delete this.cellAt(area.row + r, area.column + c)?.value;
    this.merges.push({ ...area });
  }

  removeMerges(area: MergedArea): void {
    if (this.merges.some((m) => overlaps(m, area) && !contains(area, m)))
      throw new Error('You must select all cells in a merged range to merge or unmerge them.');
    this.merges = this.merges.filter((m) => !overlaps(m, area));
  }

  getName(): string {
    return this.name;
  }

  setName(name: string): FakeSheet {
    if (name !== this.name) this.spreadsheet.assertNameFree(name);
    this.name = name;
    return this;
  }

  getSheetId(): number {
    return this.sheetId;
  }

  addDeveloperMetadata(key: string, value?: string): FakeSheet {
    this.spreadsheet.addMetadata(requireMetadataKey(key), value ?? null, this);
    return this;
  }

  /** The metadata attached to this sheet itself (not to its rows or columns). */
  getDeveloperMetadata(): FakeDeveloperMetadata[] {
    return this.spreadsheet.metadataOf(this);
  }

  createDeveloperMetadataFinder(): FakeDeveloperMetadataFinder {
    return new FakeDeveloperMetadataFinder(
      () => this.spreadsheet.metadataOf(this),
      this.spreadsheet.callLog,
    );
  }

  /** 1-based position among the spreadsheet's sheets. */
  getIndex(): number {
    return this.spreadsheet.getSheets().indexOf(this) + 1;
  }

  getMaxRows(): number {
    return this.maxRows;
  }

  getMaxColumns(): number {
    return this.maxColumns;
  }

  getLastRow(): number {
    for (let r = this.rows.length; r >= 1; r--) {
      if (this.rows[r - 1]?.some((cell) => !isBlank(cell))) return r;
    }
    return 0;
  }

  getLastColumn(): number {
    let last = 0;
    for (const cells of this.rows) {
      for (let c = cells?.length ?? 0; c > last; c--) {
        if (!isBlank(cells[c - 1])) {
          last = c;
          break;
        }
      }
    }
    return last;
  }

  getRange(a1Notation: string): FakeRange;
  getRange(row: number, column: number, numRows?: number, numColumns?: number): FakeRange;
  getRange(rowOrA1: number | string, column = 1, numRows = 1, numColumns = 1): FakeRange {
    if (typeof rowOrA1 === 'string') return this.getRangeByA1(rowOrA1);
    const row = rowOrA1;
    for (const [value, what] of [
      [row, 'row'],
      [column, 'column'],
      [numRows, 'numRows'],
      [numColumns, 'numColumns'],
    ] as const) {
      requireInteger(value, what);
    }
    if (row < 1) throw new Error('The starting row of the range is too small.');
    if (column < 1) throw new Error('The starting column of the range is too small.');
    if (numRows < 1) throw new Error('The number of rows in the range must be at least 1.');
    if (numColumns < 1) throw new Error('The number of columns in the range must be at least 1.');
    if (row + numRows - 1 > this.maxRows || column + numColumns - 1 > this.maxColumns) {
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    }
    return new FakeRange(this, row, column, numRows, numColumns);
  }

  private getRangeByA1(a1Notation: string): FakeRange {
    const match = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/i.exec(a1Notation);
    if (!match) throw new Error(`Fake spreadsheet: unsupported A1 notation "${a1Notation}"`);
    const [, firstColumn, firstRow, lastColumn = firstColumn, lastRow = firstRow] = match;
    const [top, bottom] = [Number(firstRow), Number(lastRow)].sort((a, b) => a - b);
    const [left, right] = [columnNumber(firstColumn), columnNumber(lastColumn)].sort(
      (a, b) => a - b,
    );
    return this.getRange(top, left, bottom - top + 1, right - left + 1);
  }

  /** The blocks named in A1 notation, to be set at once; throws as getRange does for a block past the grid. */
  getRangeList(a1Notations: string[]): FakeRangeList {
    return new FakeRangeList(
      this,
      a1Notations.map((a1) => this.getRangeByA1(a1)),
    );
  }

  /** From A1 to the last row and column with content (A1 alone when the sheet is empty). */
  getDataRange(): FakeRange {
    return this.getRange(1, 1, Math.max(1, this.getLastRow()), Math.max(1, this.getLastColumn()));
  }

  /** Writes after the last row with content, growing the sheet when it is full. */
  appendRow(rowContents: unknown[]): FakeSheet {
    const row = this.getLastRow() + 1;
    this.maxRows = Math.max(this.maxRows, row);
    this.maxColumns = Math.max(this.maxColumns, rowContents.length);
    this.getRange(row, 1, 1, rowContents.length).setValues([rowContents]);
    return this;
  }

  insertRowsAfter(afterPosition: number, howMany: number): FakeSheet {
    this.getRange(afterPosition, 1);
    this.rows.splice(afterPosition, 0, ...Array.from({ length: howMany }, () => []));
    this.maxRows += howMany;
    return this;
  }

  /** The columns after `afterPosition` move right with their cells (values and looks) and widths. */
  insertColumnsAfter(afterPosition: number, howMany: number): FakeSheet {
    this.getRange(1, afterPosition);
    return this.shiftColumns(afterPosition, howMany);
  }

  private shiftColumns(afterPosition: number, howMany: number): FakeSheet {
    requireInteger(howMany, 'howMany');
    for (const cells of this.rows) {
      if (cells && cells.length > afterPosition) {
        cells.splice(afterPosition, 0, ...Array.from({ length: howMany }, () => undefined));
      }
    }
    const widths = [...this.columnWidths].map(([c, width]) => [
      c > afterPosition ? c + howMany : c,
      width,
    ]);
    this.columnWidths = new Map(widths as [number, number][]);
    this.maxColumns += howMany;
    return this;
  }

  /**
   * The new columns are blank, values and look (Apps Script does not document which look they
   * take: the add-on writes theirs).
   */
  insertColumnsBefore(columnIndex: number, numColumns: number): FakeSheet {
    this.getRange(1, columnIndex);
    return this.shiftColumns(columnIndex - 1, numColumns);
  }

  deleteColumns(columnPosition: number, howMany: number): void {
    this.getRange(1, columnPosition, 1, howMany);
    for (const cells of this.rows) cells?.splice(columnPosition - 1, howMany);
    this.maxColumns -= howMany;
  }

  deleteRows(rowPosition: number, howMany: number): void {
    this.getRange(rowPosition, 1, howMany, 1);
    this.rows.splice(rowPosition - 1, howMany);
    this.maxRows -= howMany;
  }

  clearContents(): FakeSheet {
    for (const cells of this.rows) for (const cell of cells ?? []) if (cell) delete cell.value;
    return this;
  }

  clear(): FakeSheet {
    this.rows = [];
    return this;
  }

  getFrozenRows(): number {
    return this.frozenRows;
  }

  setFrozenRows(rows: number): void {
    requireInteger(rows, 'rows');
    this.frozenRows = rows;
  }

  getColumnWidth(columnPosition: number): number {
    requireInteger(columnPosition, 'columnPosition');
    return this.columnWidths.get(columnPosition) ?? DEFAULT_COLUMN_WIDTH;
  }

  setColumnWidth(columnPosition: number, width: number): FakeSheet {
    return this.setColumnWidths(columnPosition, 1, width);
  }

  /** Throws for columns beyond the sheet, as Sheets does. */
  setColumnWidths(startColumn: number, numColumns: number, width: number): FakeSheet {
    for (const [value, what] of [
      [startColumn, 'startColumn'],
      [numColumns, 'numColumns'],
      [width, 'width'],
    ] as const) {
      requireInteger(value, what);
    }
    if (startColumn < 1 || numColumns < 1 || startColumn + numColumns - 1 > this.maxColumns) {
      throw new Error('Those columns are out of bounds.');
    }
    for (let c = startColumn; c < startColumn + numColumns; c++) this.columnWidths.set(c, width);
    return this;
  }

  getFrozenColumns(): number {
    return this.frozenColumns;
  }

  setFrozenColumns(columns: number): void {
    requireInteger(columns, 'columns');
    this.frozenColumns = columns;
  }

  activate(): FakeSheet {
    this.spreadsheet.setActiveSheet(this);
    return this;
  }

  /** Protects the whole sheet (a SHEET protection). */
  protect(): FakeProtection {
    return this.addProtection('SHEET', this.getRange(1, 1, this.maxRows, this.maxColumns));
  }

  addProtection(type: FakeProtectionType, range: FakeRange): FakeProtection {
    if (type === 'SHEET' && this.protections.some((p) => p.type === 'SHEET')) {
      throw new Error('Fake spreadsheet: the sheet is already protected');
    }
    const protection = this.spreadsheet.callLog.instrument(
      new FakeProtection(this, type, range),
      () => this.name,
    );
    this.protections.push(protection);
    return protection;
  }

  removeProtection(protection: FakeProtection): void {
    this.protections = this.protections.filter((p) => p !== protection);
  }

  getProtections(type: FakeProtectionType): FakeProtection[] {
    return this.protections.filter((p) => p.type === type);
  }

  isSheetHidden(): boolean {
    return this.hidden;
  }

  hideSheet(): FakeSheet {
    const visible = this.spreadsheet.getSheets().filter((sheet) => !sheet.isSheetHidden());
    if (!this.hidden && visible.length === 1) {
      throw new Error("You can't hide all the sheets in a document.");
    }
    this.hidden = true;
    if (this.spreadsheet.getActiveSheet() === this) {
      this.spreadsheet.setActiveSheet(visible.find((sheet) => sheet !== this)!);
    }
    return this;
  }

  showSheet(): FakeSheet {
    this.hidden = false;
    return this;
  }
}

export interface Toast {
  msg: string;
  title: string | undefined;
  timeoutSeconds: number | null | undefined;
}

export class FakeSpreadsheet implements GasSpreadsheet {
  private sheets: FakeSheet[] = [];
  private metadata: FakeDeveloperMetadata[] = [];
  private nextMetadataId = 1;
  private activeSheet: FakeSheet;
  private nextSheetId = 0;
  /** Every toast shown, oldest first. */
  readonly toasts: Toast[] = [];
  /** Calls the script made on this spreadsheet and everything in it. */
  readonly callLog = new CallLog();

  constructor(
    private name = 'Untitled spreadsheet',
    private readonly id = 'fake-spreadsheet-id',
  ) {
    this.activeSheet = this.insertSheet('Sheet1');
    this.callLog.clear();
    return this.callLog.instrument(this, () => '');
  }

  getName(): string {
    return this.name;
  }

  /** File > Settings > Locale; Google gives a new spreadsheet its owner's, here en_US. */
  locale = 'en_US';

  getSpreadsheetLocale(): string {
    return this.locale;
  }

  rename(newName: string): void {
    this.name = newName;
  }

  getId(): string {
    return this.id;
  }

  getSheets(): FakeSheet[] {
    return [...this.sheets];
  }

  addDeveloperMetadata(key: string, value?: string): FakeSpreadsheet {
    this.addMetadata(requireMetadataKey(key), value ?? null, null);
    return this;
  }

  /** Every developer metadata of the spreadsheet, wherever it is attached. */
  createDeveloperMetadataFinder(): FakeDeveloperMetadataFinder {
    return new FakeDeveloperMetadataFinder(() => [...this.metadata], this.callLog);
  }

  addMetadata(key: string, value: string | null, sheet: FakeSheet | null): void {
    this.metadata.push(new FakeDeveloperMetadata(this, this.nextMetadataId++, key, value, sheet));
  }

  metadataOf(sheet: FakeSheet): FakeDeveloperMetadata[] {
    return this.metadata.filter((metadata) => metadata.sheet === sheet);
  }

  removeMetadata(metadata: FakeDeveloperMetadata): void {
    this.metadata = this.metadata.filter((other) => other !== metadata);
  }

  getNumSheets(): number {
    return this.sheets.length;
  }

  getSheetByName(name: string): FakeSheet | null {
    return this.sheets.find((sheet) => sheet.getName() === name) ?? null;
  }

  assertNameFree(name: string): void {
    if (this.getSheetByName(name) !== null) {
      throw new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
    }
  }

  /**
   * Adds a sheet, which becomes the active one. `sheetIndex` is 0-based;
   * without it the fake appends the sheet.
   */
  insertSheet(sheetName?: string, sheetIndex?: number): FakeSheet {
    const name = sheetName ?? `Sheet${this.sheets.length + 1}`;
    this.assertNameFree(name);
    const index = sheetIndex ?? this.sheets.length;
    if (!Number.isInteger(index) || index < 0 || index > this.sheets.length) {
      throw new Error(`Fake spreadsheet: sheet index ${index} is out of range`);
    }
    const sheet = new FakeSheet(this, name, this.nextSheetId++);
    this.sheets.splice(index, 0, sheet);
    this.activeSheet = sheet;
    return sheet;
  }

  deleteSheet(sheet: FakeSheet): void {
    if (!this.sheets.includes(sheet)) throw new Error('Fake spreadsheet: no such sheet');
    if (this.sheets.filter((s) => s !== sheet && !s.isSheetHidden()).length === 0) {
      throw new Error("You can't remove all the sheets in a document.");
    }
    this.sheets = this.sheets.filter((candidate) => candidate !== sheet);
    this.metadata = this.metadata.filter((metadata) => metadata.sheet !== sheet);
    if (this.activeSheet === sheet) {
      this.activeSheet = this.sheets.find((s) => !s.isSheetHidden()) ?? this.sheets[0];
    }
  }

  getActiveSheet(): FakeSheet {
    return this.activeSheet;
  }

  setActiveSheet(sheet: FakeSheet): FakeSheet {
    if (!this.sheets.includes(sheet))
      throw new Error('Fake spreadsheet: sheet is not in this spreadsheet');
    this.activeSheet = sheet;
    return sheet;
  }

  /** Moves the active sheet to the 1-based position `pos`; throws when there is no such position. */
  moveActiveSheet(pos: number): void {
    requireInteger(pos, 'pos');
    if (pos < 1 || pos > this.sheets.length) {
      throw new Error(`Fake spreadsheet: position ${pos} is out of range`);
    }
    const sheet = this.activeSheet;
    this.sheets = this.sheets.filter((other) => other !== sheet);
    this.sheets.splice(pos - 1, 0, sheet);
  }

  toast(msg: string, title?: string, timeoutSeconds?: number | null): void {
    this.toasts.push({ msg, title, timeoutSeconds });
  }
}

/**
 * Authorisation mode of the simulated execution (ScriptApp.AuthMode). In
 * NONE, as in an onOpen of an add-on not yet used in the document, the
 * spreadsheet cannot be read.
 */
export type FakeAuthMode = 'NONE' | 'LIMITED' | 'FULL';

export class FakeSpreadsheetApp implements GasSpreadsheetApp {
  authMode: FakeAuthMode = 'FULL';
  /** False for executions without a user at the screen (time triggers, API). */
  uiAvailable = true;
  flushes = 0;

  constructor(
    readonly spreadsheet: FakeSpreadsheet,
    private readonly ui: FakeUi,
  ) {}

  getActiveSpreadsheet(): FakeSpreadsheet {
    if (this.authMode === 'NONE') {
      throw new Error(
        'You do not have permission to call SpreadsheetApp.getActiveSpreadsheet (fake: AuthMode.NONE).',
      );
    }
    return this.spreadsheet;
  }

  getActive(): FakeSpreadsheet {
    return this.getActiveSpreadsheet();
  }

  getActiveSheet(): FakeSheet {
    return this.getActiveSpreadsheet().getActiveSheet();
  }

  getUi(): FakeUi {
    if (!this.uiAvailable) throw new Error('Cannot call SpreadsheetApp.getUi() from this context.');
    return this.ui;
  }

  flush(): void {
    this.flushes++;
  }

  newDataValidation(): FakeDataValidationBuilder {
    return new FakeDataValidationBuilder();
  }
}
