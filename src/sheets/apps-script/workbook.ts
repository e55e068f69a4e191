import type { CellRange, CellValue, Sheet, Workbook } from '../ports.js';
import type { GasRange, GasSheet, GasSpreadsheet } from './services.js';

class AppsScriptRange implements CellRange {
  constructor(private readonly range: GasRange) {}

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

  setFontWeight(weight: 'bold' | 'normal'): void {
    this.range.setFontWeight(weight);
  }
}

class AppsScriptSheet implements Sheet {
  constructor(private readonly sheet: GasSheet) {}

  getName(): string {
    return this.sheet.getName();
  }

  getLastRow(): number {
    return this.sheet.getLastRow();
  }

  getLastColumn(): number {
    return this.sheet.getLastColumn();
  }

  getRange(row: number, column: number, numRows: number, numColumns: number): CellRange {
    return new AppsScriptRange(this.sheet.getRange(row, column, numRows, numColumns));
  }

  setFrozenRows(rows: number): void {
    this.sheet.setFrozenRows(rows);
  }

  clearContents(): void {
    this.sheet.clearContents();
  }

  activate(): void {
    this.sheet.activate();
  }
}

export class AppsScriptWorkbook implements Workbook {
  constructor(private readonly spreadsheet: GasSpreadsheet) {}

  getName(): string {
    return this.spreadsheet.getName();
  }

  getSheets(): Sheet[] {
    return this.spreadsheet.getSheets().map((sheet) => new AppsScriptSheet(sheet));
  }

  getSheetByName(name: string): Sheet | null {
    const sheet = this.spreadsheet.getSheetByName(name);
    return sheet === null ? null : new AppsScriptSheet(sheet);
  }

  insertSheet(name: string): Sheet {
    // Without an index Sheets places the new sheet next to the active one; the end is predictable.
    return new AppsScriptSheet(this.spreadsheet.insertSheet(name, this.spreadsheet.getNumSheets()));
  }

  getActiveSheet(): Sheet {
    return new AppsScriptSheet(this.spreadsheet.getActiveSheet());
  }
}
