/**
 * What the add-on needs from Google Sheets, as small interfaces. The add-on
 * logic talks only to these; `apps-script/` implements them over
 * SpreadsheetApp and friends, and tests can implement them in memory. Nothing
 * here names an Apps Script type, so the logic stays testable in Node.
 */

/** A cell value as Sheets returns it: a blank cell reads as ''. */
export type CellValue = string | number | boolean | Date;

/** How a cell's content sits in it, left to right. */
export type HorizontalAlignment = 'left' | 'center' | 'right';

/** How a tab prints: always one page wide, the header row repeated on every page. */
export interface PrintLayout {
  landscape: boolean;
}

/** A rectangular block of cells. Rows and columns are 1-based, as in Sheets. */
export interface CellRange {
  getRow(): number;
  getColumn(): number;
  getNumRows(): number;
  getNumColumns(): number;
  /** One row array per range row, each exactly getNumColumns() long. */
  getValues(): CellValue[][];
  /** The values as the user sees them (after number formatting). */
  getDisplayValues(): string[][];
  /** Throws unless `values` has exactly the range's shape. */
  setValues(values: CellValue[][]): void;
  clearContent(): void;
  /** A Sheets number format for every cell, e.g. '@' for plain text, '0.0' for points. */
  setNumberFormat(format: string): void;
  /** One number format a cell, in the range's shape (one call for the whole block). */
  setNumberFormats(formats: string[][]): void;
  setFontWeight(weight: 'bold' | 'normal'): void;
  /** One weight a cell, in the range's shape. */
  setFontWeights(weights: ('bold' | 'normal')[][]): void;
  /** One alignment a cell, in the range's shape; null puts back alignment by content. */
  setHorizontalAlignments(alignments: (HorizontalAlignment | null)[][]): void;
  /** One background colour a cell ('#rrggbb'), in the range's shape. */
  setBackgrounds(colours: string[][]): void;
  /**
   * Offers `choices` in a dropdown in each cell. Other input is refused, or
   * with `others: 'warned'` kept and marked (a national title the list does
   * not hold). A script writing values is not checked.
   */
  requireChoice(choices: readonly string[], helpText: string, others?: 'refused' | 'warned'): void;
  /** Takes away the dropdowns and checks of requireChoice. */
  clearChoices(): void;
}

/**
 * One look for many cells: each attribute given is set, with that one
 * value, on every cell of the blocks (null alignment: by content again).
 */
export interface CellLook {
  numberFormat?: string;
  horizontalAlignment?: HorizontalAlignment | null;
  fontWeight?: 'bold' | 'normal';
  /** '#rrggbb'. */
  background?: string;
}

/** A dropdown as requireChoice made it, over a run of cells of one column with the same rule. */
export interface ChoiceRule {
  /** Its first row and its column (1-based), and how many rows down it goes. */
  row: number;
  column: number;
  numRows: number;
  choices: string[];
  helpText: string;
  others: 'refused' | 'warned';
}

/** A cell's dropdown, as a port reads it: the rule of a ChoiceRule without its cells. */
export type CellChoice = Omit<ChoiceRule, 'row' | 'column' | 'numRows'>;

/**
 * The runs of equal dropdowns of a grid, column by column, for the ports'
 * getChoiceRules: `at(row, column)` gives a cell's (1-based), null for none.
 */
export function choiceRuns(
  rows: number,
  columns: number,
  at: (row: number, column: number) => CellChoice | null,
): ChoiceRule[] {
  const runs: ChoiceRule[] = [];
  const same = (a: CellChoice, b: CellChoice) =>
    a.helpText === b.helpText &&
    a.others === b.others &&
    a.choices.length === b.choices.length &&
    a.choices.every((choice, i) => choice === b.choices[i]);
  for (let column = 1; column <= columns; column++) {
    let run: ChoiceRule | null = null;
    for (let row = 1; row <= rows; row++) {
      const choice = at(row, column);
      if (choice !== null && run !== null && same(run, choice)) run.numRows++;
      else {
        run = choice === null ? null : { row, column, numRows: 1, ...choice };
        if (run !== null) runs.push(run);
      }
    }
  }
  return runs;
}

/** A block of cells by position (1-based), such as a merged block. */
export interface CellArea {
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
}

/** A column of a sort (1-based) and its direction. */
export interface SortColumn {
  column: number;
  ascending: boolean;
}

/** Adjacent columns of a tab: the first (1-based) and how many. */
export interface ColumnSpan {
  first: number;
  count: number;
}

/** A tab's extent and header, without its other values (see Sheet.getOutline). */
export interface TabOutline {
  /** Last row and column holding content (0 when the sheet is empty), as getDataValues covers. */
  rows: number;
  columns: number;
  /** Its first row over those columns ([] when empty). */
  header: CellValue[];
  /** The merged blocks among those cells. */
  merged: CellArea[];
}

export interface Sheet {
  getName(): string;
  /** Renames the tab; throws if another tab has the name. */
  setName(name: string): void;
  /**
   * Records which of the add-on's tabs this is (`record`, see
   * workbook/tab-names.ts), replacing any earlier record: developer metadata
   * in Sheets, a defined name in an .xlsx file. The record stays with the
   * tab when it is renamed by hand. `written`: recordWritten's record, kept with it in the same
   * call (a tab about to be written, whose record is known before its values are).
   */
  recordTab(record: string, written?: string | null): void;
  /**
   * The note recordWritten kept with this tab, null when there is none:
   * developer metadata in Sheets (read with the tab's other records, no
   * cell); an .xlsx file keeps none (it is read and written whole anyway).
   */
  getWrittenRecord(): string | null;
  /** Keeps `record` (what the add-on wrote here, see written-record.ts) with the tab; null drops it. */
  recordWritten(record: string | null): void;
  /** Last row / column holding content; 0 when the sheet is empty. */
  getLastRow(): number;
  getLastColumn(): number;
  getRange(row: number, column: number, numRows: number, numColumns: number): CellRange;
  /**
   * All values from A1 to the last row and column with content, in one read
   * ([['']] for an empty sheet, as Sheets answers).
   */
  getDataValues(): CellValue[][];
  /**
   * getDataValues, with the merged blocks among those cells, in one read of
   * the data range. Sheets gives a merged block's value in its top-left cell
   * only, and blanks the others.
   */
  getDataValuesAndMerges(): { values: CellValue[][]; merged: CellArea[] };
  /**
   * getDataValuesAndMerges reading the values of the columns of `spans` only, one read a span
   * (Sheets charges a read by its cells): the values are laid out as getDataValues's, with ''
   * in every column not read.
   */
  getDataColumnsAndMerges(
    spans: readonly ColumnSpan[],
    /**
     * The columns read over, getLastColumn's answer without one: that answer where the caller
     * has just asked for it, or the columns of the tab's layout (a Round tab's ten), a call less
     * in Sheets. The values are that wide and the merged blocks are those within them; a grid
     * narrower (columns deleted by hand) is read as far as it goes.
     */
    width?: number,
  ): {
    values: CellValue[][];
    merged: CellArea[];
  };
  /**
   * The values of the columns of `spans` over the extent of `outline` (getOutline's, just read:
   * its extent and merged blocks are not asked for again), laid out as getDataColumnsAndMerges's.
   */
  getDataColumns(spans: readonly ColumnSpan[], outline: TabOutline): CellValue[][];
  /**
   * Gives every cell of `areas` the look `look`, in a fixed number of calls
   * whatever the cells (Sheets: one RangeList and one call an attribute,
   * whose cost does not grow with the cells as a grid of values does).
   */
  setLook(areas: readonly CellArea[], look: CellLook): void;
  /**
   * The extent, header row and merged blocks of the data range, reading the
   * values of its first row only: a tab the add-on rewrites whole need not
   * be read whole.
   */
  getOutline(): TabOutline;
  /**
   * Orders the rows of the block `area` by the values of the sheet's columns `by` (1-based; a
   * plain number ascending), the first column deciding, then the next, blank cells last either
   * way: each row of the block moves whole, its look with it, the columns outside it stay
   * (Sheets' Range.sort, one call however many rows; the .xlsx port orders them in the file).
   */
  sortRows(area: CellArea, by: readonly (number | SortColumn)[]): void;
  /**
   * Inserts `count` blank columns before column `before` (1-based): the columns from it on move
   * right with their values, looks and widths. What the new columns look like is Sheets' choice
   * (Apps Script's insertColumnsBefore does not document it): write their look.
   */
  insertColumns(before: number, count: number): void;
  /**
   * Gives columns `first`..`first + count - 1` (1-based) the look of column `source` over rows
   * 1..`rows` (number format, weight, alignment, background; not values, not dropdowns), in
   * one call (Sheets' Range.copyFormatToRange).
   */
  copyColumnLook(source: number, first: number, count: number, rows: number): void;
  /**
   * Puts the values of the block `area` of `source` (another tab of this workbook) into this
   * tab, its top-left cell at `row`, `column` (1-based): values only, each cell keeping its own
   * look (Sheets' Range.copyTo with contentsOnly: one call, no cell sent by the script).
   */
  copyValuesFrom(source: Sheet, area: CellArea, row: number, column: number): void;
  setFrozenRows(rows: number): void;
  /** Widths in pixels of columns 1, 2, ... (as many as given); null leaves a column's width as it is. */
  setColumnWidths(widths: readonly (number | null)[]): void;
  /**
   * Print settings where the file format holds them (.xlsx); Google Sheets
   * has no script call for them, there the Print dialog's "Fit to width" does it.
   */
  setPrintLayout(layout: PrintLayout): void;
  clearContents(): void;
  activate(): void;
  /**
   * Protects the whole sheet except `editable` (a range of this sheet), with
   * a warning only: an editor who changes a protected cell is asked first.
   */
  protectWithWarningExcept(description: string, editable: CellRange): void;
  /** Hides the sheet from the tab bar (it stays readable by the add-on). */
  hide(): void;
  /** Unmerges the merged blocks `areas` (as getDataValuesAndMerges gave them): each cell its own. */
  unmerge(areas: readonly CellArea[]): void;
  /**
   * The tab's dropdowns of a list of choices (requireChoice's and any the
   * organiser made), in one read of the whole grid: each a run of one
   * column's cells with the same list, help and check. Other checks aside.
   */
  getChoiceRules(): ChoiceRule[];
}

export interface Workbook {
  getName(): string;
  /** The spreadsheet's locale ('es_ES'; its decimal mark and default language); null when it has none. */
  getLocale(): string | null;
  getSheets(): Sheet[];
  /** getSheets, each with what recordTab recorded about it (null: nothing), in one read. */
  getSheetsWithRecords(): { sheet: Sheet; record: string | null }[];
  getSheetByName(name: string): Sheet | null;
  /**
   * Adds a sheet at the 0-based position `index` among getSheets(), at the
   * end without one; throws if the name is taken. `written`: what the add-on is about to write
   * in it (recordWritten's record), recorded with the tab by a workbook that records its tabs.
   */
  insertSheet(name: string, index?: number, written?: string | null): Sheet;
  deleteSheet(sheet: Sheet): void;
  /** Moves a sheet of this workbook to the 0-based position `index` among getSheets(). */
  moveSheet(sheet: Sheet, index: number): void;
  getActiveSheet(): Sheet;
}

/** One entry of the add-on menu: Sheets calls the global function `functionName`. */
export interface MenuItem {
  caption: string;
  functionName: string;
}

export interface UserInterface {
  addAddonMenu(items: readonly MenuItem[]): void;
  /** Opens the HTML file `htmlFile` of the script project in the sidebar. */
  showSidebar(htmlFile: string, title: string): void;
  /** Opens the page `html` in a dialog over the spreadsheet (the print page). */
  showDialog(html: string, title: string): void;
  alert(title: string, message: string): void;
  /** Asks a yes/no question; true for yes. */
  confirm(title: string, message: string): boolean;
  /** A short message in the corner of the spreadsheet that goes away by itself. */
  toast(message: string, title: string): void;
}

/** Serialises changes to the spreadsheet between editors running the add-on at once. */
export interface DocumentLock {
  /**
   * Runs `task` holding the lock and releases it afterwards, or throws
   * without running it when the lock is not free within `timeoutMs`.
   */
  runExclusively<T>(timeoutMs: number, task: () => T): T;
}

/** The script's web app: the players' page. */
export interface WebApp {
  /**
   * The page to answer a visit with (HTML, its title, scaled for phones);
   * opaque here: the entry point hands it back to the runtime.
   */
  page(html: string, title: string): unknown;
  /** The web app's address once it is deployed; null before (and offline). */
  url(): string | null;
}

/**
 * Everything the add-on reaches outside itself, each fetched on demand: a
 * simple trigger such as onOpen may run before the user has authorised the
 * add-on and must then not touch the spreadsheet, and a run without a user
 * (a time trigger) has no UI.
 */
export interface AddonPorts {
  workbook(): Workbook;
  ui(): UserInterface;
  lock(): DocumentLock;
  web(): WebApp;
  /** The user's locale ('pt_BR'), the language when neither the Settings nor the spreadsheet give one. */
  userLocale(): string | null;
}
