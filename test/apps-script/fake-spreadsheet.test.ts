/**
 * The in-memory workbook the add-on's tests run against must behave like
 * SpreadsheetApp where the add-on relies on it, or those tests prove nothing.
 * Each case states the documented behaviour it checks.
 */
import { describe, expect, it } from 'vitest';
import { FakeSpreadsheet, FakeSpreadsheetApp, FakeUi } from '../support/apps-script/index.js';

function newSheet() {
  return new FakeSpreadsheet('Test').getActiveSheet();
}

describe('fake spreadsheet: Range.sort', () => {
  /** A block of rows to sort: a key, a name, and a background on the name to see it move. */
  function table() {
    const sheet = newSheet();
    sheet.getRange(1, 1, 5, 3).setValues([
      ['Rank', 'Name', 'No.'],
      [3, 'Cruz', 7],
      [1, 'Ames', 2],
      [3, 'bell', 4],
      ['', 'Dahl', 9],
    ]);
    sheet.getRange(3, 2).setBackground('#ffff00');
    return sheet;
  }

  it("sort(column): ascending by the sheet's column (sort(1) is column A), rows moving whole with their look, the header outside the range untouched", () => {
    const sheet = table();
    sheet.getRange(2, 1, 4, 3).sort(1);
    expect(sheet.getDataRange().getValues()).toEqual([
      ['Rank', 'Name', 'No.'],
      [1, 'Ames', 2],
      [3, 'Cruz', 7],
      [3, 'bell', 4],
      // A blank cell sorts last.
      ['', 'Dahl', 9],
    ]);
    expect(sheet.getRange(2, 2).getBackground()).toBe('#ffff00');
    expect(sheet.getRange(3, 2).getBackground()).toBe('#ffffff');
  });

  it('sort([{column, ascending}, …]): the first key decides, the next among equal rows; descending on request, blanks still last', () => {
    const sheet = table();
    sheet.getRange(2, 1, 4, 3).sort([
      { column: 1, ascending: true },
      { column: 3, ascending: false },
    ]);
    expect(sheet.getRange(2, 2, 4, 1).getValues().flat()).toEqual(['Ames', 'Cruz', 'bell', 'Dahl']);
    sheet.getRange(2, 1, 4, 3).sort({ column: 1, ascending: false });
    expect(sheet.getRange(2, 1, 4, 1).getValues().flat()).toEqual([3, 3, 1, '']);
    // Text is ordered without regard to case.
    sheet.getRange(2, 1, 4, 3).sort(2);
    expect(sheet.getRange(2, 2, 4, 1).getValues().flat()).toEqual(['Ames', 'bell', 'Cruz', 'Dahl']);
  });

  it('refuses a column outside the range and a range holding merged cells', () => {
    const sheet = table();
    expect(() => sheet.getRange(2, 1, 4, 2).sort(3)).toThrow();
    sheet.getRange(2, 2, 2, 1).merge();
    expect(() => sheet.getRange(2, 1, 4, 3).sort(1)).toThrow();
  });
});

describe('fake spreadsheet: ranges', () => {
  it('a new spreadsheet has one empty sheet, Sheet1, of 1000 rows and 26 columns', () => {
    const spreadsheet = new FakeSpreadsheet();
    const [sheet] = spreadsheet.getSheets();
    expect(spreadsheet.getSheets()).toHaveLength(1);
    expect(sheet.getName()).toBe('Sheet1');
    expect([sheet.getMaxRows(), sheet.getMaxColumns()]).toEqual([1000, 26]);
    expect([sheet.getLastRow(), sheet.getLastColumn()]).toEqual([0, 0]);
  });

  it('rows and columns are 1-based and a blank cell reads as an empty string', () => {
    const sheet = newSheet();
    sheet.getRange(2, 3, 1, 1).setValues([['x']]);
    expect(sheet.getRange(1, 1, 3, 4).getValues()).toEqual([
      ['', '', '', ''],
      ['', '', 'x', ''],
      ['', '', '', ''],
    ]);
    expect(sheet.getRange('C2').getValue()).toBe('x');
    expect(sheet.getRange(2, 3).getA1Notation()).toBe('C2');
    expect(sheet.getRange(1, 1, 3, 4).getA1Notation()).toBe('A1:D3');
  });

  it('getValues is rectangular even over ragged content', () => {
    const sheet = newSheet();
    sheet.getRange(1, 1, 1, 3).setValues([[1, 2, 3]]);
    sheet.getRange(3, 1, 1, 1).setValues([[4]]);
    const values = sheet.getDataRange().getValues();
    expect(values).toEqual([
      [1, 2, 3],
      ['', '', ''],
      [4, '', ''],
    ]);
  });

  it('getLastRow / getLastColumn follow content, not formatting', () => {
    const sheet = newSheet();
    sheet.getRange(10, 10, 1, 1).setNumberFormat('@');
    sheet.getRange(4, 2, 1, 1).setValue('a');
    expect([sheet.getLastRow(), sheet.getLastColumn()]).toEqual([4, 2]);
    sheet.getRange(4, 2, 1, 1).clearContent();
    expect([sheet.getLastRow(), sheet.getLastColumn()]).toEqual([0, 0]);
  });

  it('setValues throws on a size mismatch and leaves the sheet unchanged', () => {
    const sheet = newSheet();
    const range = sheet.getRange(1, 1, 2, 2);
    expect(() => range.setValues([[1, 2]])).toThrow(
      'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 2.',
    );
    expect(() => range.setValues([[1, 2], [3]])).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 1 but the range has 2.',
    );
    expect(sheet.getLastRow()).toBe(0);
  });

  it('refuses ranges that start before row/column 1, are empty, or leave the sheet', () => {
    const sheet = newSheet();
    expect(() => sheet.getRange(0, 1)).toThrow('The starting row of the range is too small.');
    expect(() => sheet.getRange(1, 0)).toThrow('The starting column of the range is too small.');
    expect(() => sheet.getRange(1, 1, 0, 1)).toThrow(
      'The number of rows in the range must be at least 1.',
    );
    expect(() => sheet.getRange(1, 1, 1, 0)).toThrow(
      'The number of columns in the range must be at least 1.',
    );
    expect(() => sheet.getRange(1000, 26, 1, 1)).not.toThrow();
    expect(() => sheet.getRange(1000, 1, 2, 1)).toThrow(
      'The coordinates of the range are outside the dimensions of the sheet.',
    );
    expect(() => sheet.getRange(1, 27)).toThrow(/outside the dimensions/);
  });

  it('setValue writes every cell of the range', () => {
    const sheet = newSheet();
    sheet.getRange(1, 1, 2, 2).setValue(0);
    expect(sheet.getRange(1, 1, 2, 2).getValues()).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('fake spreadsheet: values', () => {
  it('reads strings the way typed input is read, unless the cell is plain text', () => {
    const sheet = newSheet();
    sheet.getRange(1, 2, 1, 1).setNumberFormat('@');
    sheet.getRange(1, 1, 1, 2).setValues([['2.5', '2.5']]);
    sheet.getRange(2, 1, 1, 3).setValues([["'007", 'true', '1-0']]);
    expect(sheet.getRange(1, 1, 2, 3).getValues()).toEqual([
      [2.5, '2.5', ''],
      ['007', true, '1-0'],
    ]);
  });

  it('null and undefined write blanks; dates are copied in and out', () => {
    const sheet = newSheet();
    const date = new Date(2026, 1, 1);
    sheet.getRange(1, 1, 1, 3).setValues([[null, undefined, date]]);
    const [[first, second, third]] = sheet.getRange(1, 1, 1, 3).getValues();
    expect([first, second]).toEqual(['', '']);
    expect(third).toEqual(date);
    expect(third).not.toBe(date);
  });

  it('refuses what it does not model rather than guess', () => {
    const sheet = newSheet();
    expect(() => sheet.getRange(1, 1).setValue('=SUM(A2:A3)')).toThrow(/formulas/);
    expect(() => sheet.getRange(1, 1).setValue({ points: 1 })).toThrow(TypeError);
    expect(() => sheet.getRange(1, 1).setValue(Number.NaN)).toThrow(TypeError);
  });

  it('display values apply fixed-decimal number formats', () => {
    const sheet = newSheet();
    sheet.getRange(1, 1, 1, 3).setValues([[1, 0.5, true]]);
    sheet.getRange(1, 1, 1, 1).setNumberFormat('0.0');
    expect(sheet.getRange(1, 1, 1, 3).getDisplayValues()).toEqual([['1.0', '0.5', 'TRUE']]);
  });

  it('getValues returns a copy: changing it does not change the sheet', () => {
    const sheet = newSheet();
    sheet.getRange(1, 1).setValue('a');
    const values = sheet.getRange(1, 1).getValues();
    values[0][0] = 'b';
    expect(sheet.getRange(1, 1).getValue()).toBe('a');
  });
});

describe('fake spreadsheet: sheets', () => {
  it('insertSheet adds an active sheet at the given 0-based index and refuses a taken name', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.insertSheet('Players', 0);
    const rounds = spreadsheet.insertSheet('Round 1', 2);
    expect(spreadsheet.getSheets().map((sheet) => sheet.getName())).toEqual([
      'Players',
      'Sheet1',
      'Round 1',
    ]);
    expect(spreadsheet.getActiveSheet()).toBe(rounds);
    expect(rounds.getIndex()).toBe(3);
    expect(() => spreadsheet.insertSheet('Players')).toThrow(
      'A sheet with the name "Players" already exists. Please enter another name.',
    );
    expect(spreadsheet.getSheetByName('Nope')).toBeNull();
  });

  it('appendRow writes below the last row with content', () => {
    const sheet = newSheet();
    sheet.getRange(3, 2).setValue('header');
    sheet.appendRow(['a', 'b']);
    expect(sheet.getRange(4, 1, 1, 2).getValues()).toEqual([['a', 'b']]);
  });

  it('insertRowsAfter shifts the rows below down', () => {
    const sheet = newSheet();
    sheet.getRange(1, 1, 2, 1).setValues([['first'], ['second']]);
    sheet.insertRowsAfter(1, 2);
    expect(sheet.getRange(1, 1, 4, 1).getValues()).toEqual([['first'], [''], [''], ['second']]);
    expect(sheet.getMaxRows()).toBe(1002);
  });

  it('clearContents keeps formats; clear removes both', () => {
    const sheet = newSheet();
    sheet.getRange(1, 1).setNumberFormat('@').setValue('007');
    sheet.clearContents();
    expect(sheet.getRange(1, 1).getNumberFormat()).toBe('@');
    expect(sheet.getLastRow()).toBe(0);
    sheet.clear();
    expect(sheet.getRange(1, 1).getNumberFormat()).toBe('General');
  });
});

describe('fake spreadsheet: validation, protection, hidden sheets', () => {
  it('data validation is kept per cell and survives clearContent, as in Sheets', () => {
    const spreadsheet = new FakeSpreadsheet();
    const sheet = spreadsheet.getActiveSheet();
    const rule = new FakeSpreadsheetApp(spreadsheet, new FakeUi())
      .newDataValidation()
      .requireValueInList(['1-0', '0-1'], true)
      .setAllowInvalid(false)
      .build();
    sheet.getRange(2, 6, 2, 1).setDataValidation(rule);
    sheet.getRange(2, 6).setValue('1-0');
    sheet.getRange(2, 6).clearContent();
    expect(sheet.getRange('F2').getDataValidation()?.getCriteriaValues()).toEqual([
      ['1-0', '0-1'],
      true,
    ]);
    expect(sheet.getRange('F4').getDataValidation()).toBeNull();
  });

  it('only a sheet protection takes unprotected ranges; a deleted sheet takes its protections', () => {
    const spreadsheet = new FakeSpreadsheet();
    const sheet = spreadsheet.insertSheet('Round 1');
    expect(() => sheet.getRange('A1:B2').protect().setUnprotectedRanges([])).toThrow(
      'Unprotected ranges can only be set on a sheet protection.',
    );
    const protection = sheet.protect().setWarningOnly(true);
    protection.setUnprotectedRanges([sheet.getRange('F2:F5')]);
    expect(protection.covers(3, 6)).toBe(false);
    expect(protection.covers(6, 6)).toBe(true);
    expect(() => sheet.protect()).toThrow(/already protected/);
    spreadsheet.deleteSheet(sheet);
    expect(spreadsheet.getSheets().flatMap((s) => s.getProtections('SHEET'))).toEqual([]);
  });

  it('the last visible sheet can be neither hidden nor deleted', () => {
    const spreadsheet = new FakeSpreadsheet();
    const undo = spreadsheet.insertSheet('Undo data');
    undo.hideSheet();
    expect(() => spreadsheet.getSheetByName('Sheet1')!.hideSheet()).toThrow(
      "You can't hide all the sheets in a document.",
    );
    expect(() => spreadsheet.deleteSheet(spreadsheet.getSheetByName('Sheet1')!)).toThrow(
      "You can't remove all the sheets in a document.",
    );
  });

  it('counts the calls a script makes, not those the fake makes for itself', () => {
    const spreadsheet = new FakeSpreadsheet();
    const sheet = spreadsheet.insertSheet('Players');
    spreadsheet.callLog.clear();
    sheet.getRange(1, 1, 2, 2).setValues([
      [1, 2],
      [3, 4],
    ]);
    sheet.getDataRange().getValues();
    expect(spreadsheet.callLog.calls).toEqual([
      { sheet: 'Players', method: 'getRange' },
      { sheet: 'Players', method: 'setValues' },
      { sheet: 'Players', method: 'getDataRange' },
      { sheet: 'Players', method: 'getValues' },
    ]);
    expect(spreadsheet.callLog.countBySheet()).toEqual({ Players: 4 });
  });
});

describe('fake spreadsheet: formatting, as SpreadsheetApp documents it', () => {
  it('setNumberFormats, setHorizontalAlignments, setFontWeights and setBackgrounds take one value a cell', () => {
    const range = newSheet().getRange(1, 1, 2, 2);
    range.setNumberFormats([
      ['@', '0.0'],
      ['0', 'General'],
    ]);
    range.setHorizontalAlignments([
      ['left', 'center'],
      ['right', null],
    ]);
    range.setFontWeights([
      ['bold', 'normal'],
      [null, 'bold'],
    ]);
    range.setBackgrounds([
      ['#D9D9D9', null],
      ['white', '#fff'],
    ]);
    expect(range.getNumberFormats()).toEqual([
      ['@', '0.0'],
      ['0', 'General'],
    ]);
    // A cell never aligned reads "general": aligned by its content.
    expect(range.getHorizontalAlignments()).toEqual([
      ['left', 'center'],
      ['right', 'general'],
    ]);
    expect(range.getFontWeights()).toEqual([
      ['bold', 'normal'],
      ['normal', 'bold'],
    ]);
    // Colours read back in lower-case #rrggbb; null resets to white.
    expect(range.getBackgrounds()).toEqual([
      ['#d9d9d9', '#ffffff'],
      ['#ffffff', '#ffffff'],
    ]);
  });

  it('each throws, changing nothing, when the array is not the range’s shape', () => {
    const range = newSheet().getRange(1, 1, 2, 2);
    const wrong = [['left', 'left']] as const;
    expect(() => range.setHorizontalAlignments(wrong.map((row) => [...row]))).toThrow(
      'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 2.',
    );
    expect(() => range.setNumberFormats([['@'], ['@']])).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 1 but the range has 2.',
    );
    expect(() => range.setBackgrounds([['#ffffff']])).toThrow();
    expect(() => range.setFontWeights([['bold']])).toThrow();
    expect(range.getNumberFormats()).toEqual([
      ['General', 'General'],
      ['General', 'General'],
    ]);
  });

  it('a column is 100 pixels wide until set; setColumnWidths sets a run of columns', () => {
    const sheet = newSheet();
    expect(sheet.getColumnWidth(3)).toBe(100);
    sheet.setColumnWidth(1, 40);
    sheet.setColumnWidths(2, 3, 180);
    expect([1, 2, 3, 4, 5].map((c) => sheet.getColumnWidth(c))).toEqual([40, 180, 180, 180, 100]);
    expect(() => sheet.setColumnWidths(25, 3, 50)).toThrow('Those columns are out of bounds.');
  });

  it('moveActiveSheet(pos) moves the active sheet to that 1-based position', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.insertSheet('Round 1');
    const standings = spreadsheet.insertSheet('Standings');
    spreadsheet.setActiveSheet(standings);
    spreadsheet.moveActiveSheet(2);
    expect(spreadsheet.getSheets().map((sheet) => sheet.getName())).toEqual([
      'Sheet1',
      'Standings',
      'Round 1',
    ]);
    expect(() => spreadsheet.moveActiveSheet(4)).toThrow();
  });

  it('insertSheet(name, index) puts the sheet at that 0-based position', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.insertSheet('Round 1');
    spreadsheet.insertSheet('Standings', 1);
    expect(spreadsheet.getSheets().map((sheet) => sheet.getName())).toEqual([
      'Sheet1',
      'Standings',
      'Round 1',
    ]);
  });
});

describe('fake spreadsheet: merged cells', () => {
  function withResults() {
    const sheet = newSheet();
    sheet.getRange(1, 1, 3, 2).setValues([
      ['Result', 'Board'],
      ['1-0', 1],
      ['0-1', 2],
    ]);
    return sheet;
  }

  it('merge keeps the top-left value only; the other cells read blank (Range.merge)', () => {
    const sheet = withResults();
    sheet.getRange('A2:A3').merge();
    expect(sheet.getRange(1, 1, 3, 2).getValues()).toEqual([
      ['Result', 'Board'],
      ['1-0', 1],
      ['', 2],
    ]);
  });

  it('getMergedRanges gives each block the range touches, whole; isPartOfMerge says whether any', () => {
    const sheet = withResults();
    sheet.getRange('A2:A3').merge();
    const [block, ...others] = sheet.getRange('A3:B3').getMergedRanges();
    expect(others).toEqual([]);
    expect(block.getA1Notation()).toBe('A2:A3');
    expect(sheet.getRange('A3').isPartOfMerge()).toBe(true);
    expect(sheet.getRange('B1:B3').isPartOfMerge()).toBe(false);
    expect(sheet.getRange('B1:B3').getMergedRanges()).toEqual([]);
  });

  it('mergeVertically merges each column, mergeAcross each row', () => {
    const sheet = withResults();
    sheet.getRange('A2:B3').mergeVertically();
    expect(
      sheet
        .getDataRange()
        .getMergedRanges()
        .map((r) => r.getA1Notation()),
    ).toEqual(['A2:A3', 'B2:B3']);
    const other = newSheet();
    other.getRange('A1:B2').mergeAcross();
    expect(
      other
        .getRange('A1:B2')
        .getMergedRanges()
        .map((r) => r.getA1Notation()),
    ).toEqual(['A1:B1', 'A2:B2']);
  });

  it('a range that cuts through a merged block can neither merge nor break it apart', () => {
    const sheet = withResults();
    sheet.getRange('A2:A3').merge();
    const message = 'You must select all cells in a merged range to merge or unmerge them.';
    expect(() => sheet.getRange('A3:B3').merge()).toThrow(message);
    expect(() => sheet.getRange('A3').breakApart()).toThrow(message);
    sheet.getRange('A1:A3').breakApart();
    expect(sheet.getRange('A1:A3').isPartOfMerge()).toBe(false);
  });
});

describe('fake spreadsheet: developer metadata', () => {
  it('a sheet keeps its metadata (key, value, DOCUMENT visibility) through a rename and a move', () => {
    const spreadsheet = new FakeSpreadsheet('Test');
    const sheet = spreadsheet.insertSheet('Players');
    spreadsheet.insertSheet('Other', 0);
    expect(sheet.addDeveloperMetadata('swissPairings.tab', 'players')).toBe(sheet);
    sheet.setName('Jugadores');
    spreadsheet.setActiveSheet(sheet);
    spreadsheet.moveActiveSheet(1);
    const [metadata, ...more] = spreadsheet.getSheetByName('Jugadores')!.getDeveloperMetadata();
    expect(more).toEqual([]);
    expect([metadata.getKey(), metadata.getValue(), metadata.getVisibility()]).toEqual([
      'swissPairings.tab',
      'players',
      'DOCUMENT',
    ]);
    expect(metadata.getLocation().getSheet()).toBe(sheet);
    expect(spreadsheet.getSheetByName('Other')!.getDeveloperMetadata()).toEqual([]);
  });

  it('a value is optional and may be changed; remove() and deleting the sheet delete it', () => {
    const spreadsheet = new FakeSpreadsheet('Test');
    const sheet = spreadsheet.insertSheet('A');
    sheet.addDeveloperMetadata('flag');
    expect(sheet.getDeveloperMetadata()[0].getValue()).toBeNull();
    sheet.getDeveloperMetadata()[0].setValue('on');
    expect(sheet.getDeveloperMetadata()[0].getValue()).toBe('on');
    sheet.getDeveloperMetadata()[0].remove();
    expect(sheet.getDeveloperMetadata()).toEqual([]);
    sheet.addDeveloperMetadata('k', 'v');
    spreadsheet.deleteSheet(sheet);
    expect(spreadsheet.createDeveloperMetadataFinder().withKey('k').find()).toEqual([]);
    expect(() => spreadsheet.getSheets()[0].addDeveloperMetadata('')).toThrow(/key/);
  });

  it("the spreadsheet's finder finds metadata by key on every sheet and on the spreadsheet", () => {
    const spreadsheet = new FakeSpreadsheet('Test');
    spreadsheet.insertSheet('A').addDeveloperMetadata('k', '1');
    spreadsheet.insertSheet('B').addDeveloperMetadata('other', '2');
    spreadsheet.addDeveloperMetadata('k', '3');
    const found = spreadsheet.createDeveloperMetadataFinder().withKey('k').find();
    expect(found.map((m) => [m.getValue(), m.getLocation().getSheet()?.getName() ?? null])).toEqual(
      [
        ['1', 'A'],
        ['3', null],
      ],
    );
  });
});

describe('fake spreadsheet: Range.copyTo', () => {
  /** A source block B2:C3 with values and looks, on sheet A; an empty sheet B beside it. */
  function source() {
    const spreadsheet = new FakeSpreadsheet('Test');
    const a = spreadsheet.insertSheet('A');
    const b = spreadsheet.insertSheet('B');
    a.getRange(2, 2, 2, 2).setValues([
      [1, 'x'],
      [2.5, ''],
    ]);
    a.getRange(2, 2, 2, 2).setNumberFormat('0.0');
    a.getRange(2, 2, 2, 2).setBackground('#ffff00');
    return { spreadsheet, a, b };
  }

  it('"Copies the data from a range of cells to another range of cells": values and look, the destination counting by its top-left cell', () => {
    const { a, b } = source();
    a.getRange(2, 2, 2, 2).copyTo(b.getRange(5, 1));
    expect(b.getRange(5, 1, 2, 2).getValues()).toEqual([
      [1, 'x'],
      [2.5, ''],
    ]);
    expect(b.getRange(5, 1, 2, 2).getNumberFormats().flat()).toEqual(Array(4).fill('0.0'));
    expect(b.getRange(5, 1, 2, 2).getBackgrounds().flat()).toEqual(Array(4).fill('#ffff00'));
    // Nothing beyond the source's size.
    expect(b.getRange(7, 1, 1, 3).getValues()).toEqual([['', '', '']]);
    expect(b.getRange(5, 3, 2, 1).getValues()).toEqual([[''], ['']]);
  });

  it('with contentsOnly copies the values only, each destination cell keeping its own look', () => {
    const { a, b } = source();
    b.getRange(1, 1, 2, 2).setNumberFormat('@');
    b.getRange(1, 1, 2, 2).setBackground('#00ff00');
    b.getRange(2, 2).setValue('old');
    a.getRange(2, 2, 2, 2).copyTo(b.getRange(1, 1, 2, 2), { contentsOnly: true });
    expect(b.getRange(1, 1, 2, 2).getValues()).toEqual([
      [1, 'x'],
      [2.5, ''],
    ]);
    expect(b.getRange(1, 1, 2, 2).getNumberFormats().flat()).toEqual(Array(4).fill('@'));
    expect(b.getRange(1, 1, 2, 2).getBackgrounds().flat()).toEqual(Array(4).fill('#00ff00'));
  });

  it('with formatOnly copies the look only', () => {
    const { a, b } = source();
    b.getRange(1, 1).setValue('kept');
    a.getRange(2, 2, 2, 2).copyTo(b.getRange(1, 1), { formatOnly: true });
    expect(b.getRange(1, 1, 2, 2).getValues()).toEqual([
      ['kept', ''],
      ['', ''],
    ]);
    expect(b.getRange(1, 1, 2, 2).getBackgrounds().flat()).toEqual(Array(4).fill('#ffff00'));
  });

  it('copies a block over itself shifted as it was before the copy, and only within one spreadsheet', () => {
    const { a } = source();
    a.getRange(2, 2, 2, 2).copyTo(a.getRange(3, 2), { contentsOnly: true });
    expect(a.getRange(2, 2, 3, 2).getValues()).toEqual([
      [1, 'x'],
      [1, 'x'],
      [2.5, ''],
    ]);
    const other = new FakeSpreadsheet('Other').getActiveSheet();
    expect(() => a.getRange(2, 2).copyTo(other.getRange(1, 1), { contentsOnly: true })).toThrow(
      'same spreadsheet',
    );
  });

  it('is one call in the call log, carrying no grid of values', () => {
    const { spreadsheet, a, b } = source();
    const [from, to] = [a.getRange(2, 2, 2, 2), b.getRange(1, 1)];
    spreadsheet.callLog.clear();
    from.copyTo(to, { contentsOnly: true });
    expect(spreadsheet.callLog.calls).toEqual([{ sheet: 'A', method: 'copyTo' }]);
  });
});
