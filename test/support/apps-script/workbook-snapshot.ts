/**
 * Everything an organiser could see or that the add-on keeps in a fake
 * spreadsheet, as plain data, so that a test can compare the whole workbook
 * before and after an action ("unchanged", "restored exactly").
 */
import type { FakeSpreadsheet } from './fake-spreadsheet.js';

export interface SheetSnapshot {
  name: string;
  hidden: boolean;
  frozenRows: number;
  values: unknown[][];
  numberFormats: string[][];
  fontWeights: string[][];
  validations: (unknown[] | null)[][];
  protections: {
    type: string;
    range: string;
    description: string;
    warningOnly: boolean;
    unprotected: string[];
  }[];
}

export function workbookSnapshot(spreadsheet: FakeSpreadsheet): SheetSnapshot[] {
  const snapshot = spreadsheet.getSheets().map((sheet) => {
    const range = sheet.getDataRange();
    // Formats may lie beyond the values (a result column formatted before any result).
    const wide = sheet.getRange(
      1,
      1,
      Math.min(Math.max(range.getNumRows(), 60), sheet.getMaxRows()),
      Math.min(12, sheet.getMaxColumns()),
    );
    return {
      name: sheet.getName(),
      hidden: sheet.isSheetHidden(),
      frozenRows: sheet.getFrozenRows(),
      values: range.getValues(),
      numberFormats: wide.getNumberFormats(),
      fontWeights: wide.getFontWeights(),
      validations: wide
        .getDataValidations()
        .map((row) =>
          row.map((rule) =>
            rule === null ? null : [rule.getCriteriaValues(), rule.getAllowInvalid()],
          ),
        ),
      protections: [...sheet.getProtections('SHEET'), ...sheet.getProtections('RANGE')].map(
        (p) => ({
          type: p.getProtectionType(),
          range: p.getRange().getA1Notation(),
          description: p.getDescription(),
          warningOnly: p.isWarningOnly(),
          unprotected: p.getUnprotectedRanges().map((r) => r.getA1Notation()),
        }),
      ),
    };
  });
  spreadsheet.callLog.clear();
  return snapshot;
}
