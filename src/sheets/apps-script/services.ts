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
  getValues(): unknown[][];
  getDisplayValues(): string[][];
  setValues(values: unknown[][]): unknown;
  clearContent(): unknown;
  setNumberFormat(numberFormat: string): unknown;
  setFontWeight(fontWeight: 'bold' | 'normal' | null): unknown;
}

export interface GasSheet {
  getName(): string;
  getLastRow(): number;
  getLastColumn(): number;
  getRange(row: number, column: number, numRows: number, numColumns: number): GasRange;
  setFrozenRows(rows: number): void;
  clearContents(): unknown;
  activate(): unknown;
}

export interface GasSpreadsheet {
  getName(): string;
  getSheets(): GasSheet[];
  getSheetByName(name: string): GasSheet | null;
  insertSheet(sheetName: string, sheetIndex: number): GasSheet;
  getNumSheets(): number;
  getActiveSheet(): GasSheet;
  toast(msg: string, title: string): void;
}

export interface GasMenu {
  addItem(caption: string, functionName: string): GasMenu;
  addToUi(): void;
}

export interface GasHtmlOutput {
  setTitle(title: string): GasHtmlOutput;
}

export interface GasUi {
  readonly ButtonSet: { readonly OK: unknown };
  alert(title: string, prompt: string, buttons: unknown): unknown;
  createAddonMenu(): GasMenu;
  showSidebar(userInterface: GasHtmlOutput): void;
}

export interface GasSpreadsheetApp {
  getActiveSpreadsheet(): GasSpreadsheet;
  getUi(): GasUi;
}

export interface GasHtmlService {
  createHtmlOutputFromFile(filename: string): GasHtmlOutput;
}

export interface GasLock {
  tryLock(timeoutInMillis: number): boolean;
  releaseLock(): void;
}

export interface GasLockService {
  getDocumentLock(): GasLock | null;
}

export interface GasProperties {
  getProperty(key: string): string | null;
  setProperty(key: string, value: string): unknown;
  deleteProperty(key: string): unknown;
}

export interface GasPropertiesService {
  getDocumentProperties(): GasProperties | null;
}

/** The global services of an Apps Script project that the add-on uses. */
export interface AppsScriptServices {
  SpreadsheetApp: GasSpreadsheetApp;
  HtmlService: GasHtmlService;
  LockService: GasLockService;
  PropertiesService: GasPropertiesService;
}

type Conforms<Official extends Narrow, Narrow> = Official extends Narrow ? true : never;

/** Compile-time proof that each narrow interface is a true subset of the official typings. */
export type AppsScriptConformance = [
  Conforms<GoogleAppsScript.Spreadsheet.Range, GasRange>,
  Conforms<GoogleAppsScript.Spreadsheet.Sheet, GasSheet>,
  Conforms<GoogleAppsScript.Spreadsheet.Spreadsheet, GasSpreadsheet>,
  Conforms<GoogleAppsScript.Base.Menu, GasMenu>,
  Conforms<GoogleAppsScript.HTML.HtmlOutput, GasHtmlOutput>,
  Conforms<GoogleAppsScript.Base.Ui, GasUi>,
  Conforms<GoogleAppsScript.Spreadsheet.SpreadsheetApp, GasSpreadsheetApp>,
  Conforms<GoogleAppsScript.HTML.HtmlService, GasHtmlService>,
  Conforms<GoogleAppsScript.Lock.Lock, GasLock>,
  Conforms<GoogleAppsScript.Lock.LockService, GasLockService>,
  Conforms<GoogleAppsScript.Properties.Properties, GasProperties>,
  Conforms<GoogleAppsScript.Properties.PropertiesService, GasPropertiesService>,
];
