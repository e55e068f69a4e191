/// <reference types="google-apps-script" />
/**
 * The part of the Apps Script services that the add-on uses, as narrow
 * interfaces. The port implementations depend on these rather than on the
 * full typings so that the test fakes (test/support/apps-script) can
 * implement exactly this surface; `AppsScriptConformance` below fails to
 * compile if a signature here drifts from the official typings.
 */

export interface GasRange {
  getRow(): number;
  getColumn(): number;
  getNumRows(): number;
  getNumColumns(): number;
  getA1Notation(): string;
  getValues(): unknown[][];
  getDisplayValues(): string[][];
  setValues(values: unknown[][]): unknown;
  clearContent(): unknown;
  setNumberFormat(numberFormat: string): unknown;
  setFontWeight(fontWeight: 'bold' | 'normal' | null): unknown;
  setNumberFormats(numberFormats: string[][]): unknown;
  setFontWeights(fontWeights: ('bold' | 'normal')[][]): unknown;
  setHorizontalAlignments(alignments: ('left' | 'center' | 'right' | null)[][]): unknown;
  setBackgrounds(colors: string[][]): unknown;
  setDataValidation(rule: GasDataValidation | null): unknown;
  getDataValidations(): (GasDataValidation | null)[][];
  getMergedRanges(): GasRange[];
  breakApart(): unknown;
  copyFormatToRange(
    sheet: GasSheet,
    column: number,
    columnEnd: number,
    row: number,
    rowEnd: number,
  ): unknown;
  /** `sortSpecObj`: a column, or { column, ascending }, or a list of them (SpreadsheetApp's Range.sort). */
  sort(sortSpecObj: unknown): unknown;
  /** SpreadsheetApp's Range.copyTo: this range's data to `destination` (its top-left cell counts). */
  copyTo(
    destination: GasRange,
    options: { formatOnly?: boolean | undefined; contentsOnly?: boolean | undefined },
  ): unknown;
}

export interface GasDataValidation {
  getCriteriaType(): unknown;
  getCriteriaValues(): unknown[];
  getAllowInvalid(): boolean;
  getHelpText(): string;
}

export interface GasDataValidationBuilder {
  requireValueInList(values: string[], showDropdown: boolean): GasDataValidationBuilder;
  setAllowInvalid(allowInvalidData: boolean): GasDataValidationBuilder;
  setHelpText(helpText: string): GasDataValidationBuilder;
  build(): GasDataValidation;
}

export interface GasProtection {
  setDescription(description: string): GasProtection;
  setWarningOnly(warningOnly: boolean): GasProtection;
  setUnprotectedRanges(ranges: GasRange[]): GasProtection;
}

/** What the add-on records about a tab (Sheets' developer metadata). */
export interface GasDeveloperMetadata {
  getKey(): string;
  getValue(): string | null;
  setValue(value: string): GasDeveloperMetadata;
  remove(): void;
}

/** Several blocks of one sheet, set at once (SpreadsheetApp's RangeList). */
export interface GasRangeList {
  setNumberFormat(format: string): GasRangeList;
  setHorizontalAlignment(alignment: 'left' | 'center' | 'right' | null): GasRangeList;
  setFontWeight(fontWeight: 'bold' | 'normal' | null): GasRangeList;
  setBackground(color: string | null): GasRangeList;
}

export interface GasSheet {
  getName(): string;
  setName(name: string): GasSheet;
  getSheetId(): number;
  /** Sheet.addDeveloperMetadata(key) or (key, value): a metadata with no value, or with one. */
  addDeveloperMetadata(key: string, value?: string): GasSheet;
  getDeveloperMetadata(): GasDeveloperMetadata[];
  getLastRow(): number;
  getLastColumn(): number;
  getMaxRows(): number;
  getMaxColumns(): number;
  insertRowsAfter(afterPosition: number, howMany: number): GasSheet;
  insertColumnsAfter(afterPosition: number, howMany: number): GasSheet;
  insertColumnsBefore(columnIndex: number, numColumns: number): GasSheet;
  getRange(row: number, column: number, numRows: number, numColumns: number): GasRange;
  getDataRange(): GasRange;
  getRangeList(a1Notations: string[]): GasRangeList;
  setFrozenRows(rows: number): void;
  setColumnWidth(columnPosition: number, width: number): unknown;
  setColumnWidths(startColumn: number, numColumns: number, width: number): unknown;
  protect(): GasProtection;
  hideSheet(): unknown;
  clearContents(): unknown;
  activate(): unknown;
}

export interface GasSpreadsheet {
  getName(): string;
  /** 'en_US', 'es_ES', …: the spreadsheet's locale (File > Settings), which sets its decimal mark. */
  getSpreadsheetLocale(): string;
  getSheets(): GasSheet[];
  getSheetByName(name: string): GasSheet | null;
  insertSheet(sheetName: string, sheetIndex: number): GasSheet;
  deleteSheet(sheet: GasSheet): void;
  getNumSheets(): number;
  getActiveSheet(): GasSheet;
  setActiveSheet(sheet: GasSheet): GasSheet;
  moveActiveSheet(pos: number): void;
  toast(msg: string, title: string): void;
}

export interface GasMenu {
  addItem(caption: string, functionName: string): GasMenu;
  addToUi(): void;
}

export interface GasHtmlOutput {
  setTitle(title: string): GasHtmlOutput;
  setWidth(width: number): GasHtmlOutput;
  setHeight(height: number): GasHtmlOutput;
  addMetaTag(name: string, content: string): GasHtmlOutput;
}

export interface GasUi {
  readonly Button: { readonly YES: unknown };
  readonly ButtonSet: { readonly OK: unknown; readonly YES_NO: unknown };
  alert(title: string, prompt: string, buttons: unknown): unknown;
  createAddonMenu(): GasMenu;
  showSidebar(userInterface: GasHtmlOutput): void;
  showModalDialog(userInterface: GasHtmlOutput, title: string): void;
}

export interface GasSpreadsheetApp {
  getActiveSpreadsheet(): GasSpreadsheet;
  getUi(): GasUi;
  newDataValidation(): GasDataValidationBuilder;
}

export interface GasHtmlService {
  createHtmlOutputFromFile(filename: string): GasHtmlOutput;
  createHtmlOutput(html: string): GasHtmlOutput;
}

export interface GasService {
  /** The web app's address once it is deployed, else null. */
  getUrl(): string | null;
}

export interface GasScriptApp {
  getService(): GasService;
}

export interface GasLock {
  tryLock(timeoutInMillis: number): boolean;
  releaseLock(): void;
}

export interface GasLockService {
  getDocumentLock(): GasLock | null;
}

/** The global services of an Apps Script project that the add-on uses. */
export interface GasSession {
  /** The user's language setting, 'en', 'pt_BR', …; '' when it cannot be had. */
  getActiveUserLocale(): string;
}

export interface AppsScriptServices {
  SpreadsheetApp: GasSpreadsheetApp;
  HtmlService: GasHtmlService;
  LockService: GasLockService;
  ScriptApp: GasScriptApp;
  Session: GasSession;
}

type Conforms<Official extends Narrow, Narrow> = Official extends Narrow ? true : never;

/** Compile-time proof that each narrow interface is a true subset of the official typings. */
export type AppsScriptConformance = [
  Conforms<GoogleAppsScript.Spreadsheet.Range, GasRange>,
  Conforms<GoogleAppsScript.Spreadsheet.RangeList, GasRangeList>,
  Conforms<GoogleAppsScript.Spreadsheet.DataValidation, GasDataValidation>,
  Conforms<GoogleAppsScript.Spreadsheet.DataValidationBuilder, GasDataValidationBuilder>,
  Conforms<GoogleAppsScript.Spreadsheet.Protection, GasProtection>,
  Conforms<GoogleAppsScript.Spreadsheet.DeveloperMetadata, GasDeveloperMetadata>,
  Conforms<GoogleAppsScript.Spreadsheet.Sheet, GasSheet>,
  Conforms<GoogleAppsScript.Spreadsheet.Spreadsheet, GasSpreadsheet>,
  Conforms<GoogleAppsScript.Base.Menu, GasMenu>,
  Conforms<GoogleAppsScript.HTML.HtmlOutput, GasHtmlOutput>,
  Conforms<GoogleAppsScript.Base.Ui, GasUi>,
  Conforms<GoogleAppsScript.Spreadsheet.SpreadsheetApp, GasSpreadsheetApp>,
  Conforms<GoogleAppsScript.HTML.HtmlService, GasHtmlService>,
  Conforms<GoogleAppsScript.Lock.Lock, GasLock>,
  Conforms<GoogleAppsScript.Lock.LockService, GasLockService>,
  Conforms<GoogleAppsScript.Script.Service, GasService>,
  Conforms<GoogleAppsScript.Script.ScriptApp, GasScriptApp>,
  Conforms<GoogleAppsScript.Base.Session, GasSession>,
];
