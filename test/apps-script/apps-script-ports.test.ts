/** The Apps Script implementation of the add-on's ports, over the fake services. */
import { describe, expect, it } from 'vitest';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { LockUnavailableError } from '../../src/sheets/apps-script/document-lock.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';

function setUp() {
  const fake = createFakeAppsScript({
    spreadsheetName: 'Open 2026',
    htmlFiles: { Sidebar: '<p>sidebar</p>' },
  });
  return { fake, ports: appsScriptPorts(fake.services) };
}

describe('Workbook port', () => {
  it('reads and writes cell blocks of the active spreadsheet', () => {
    const { fake, ports } = setUp();
    const workbook = ports.workbook();
    expect(workbook.getName()).toBe('Open 2026');
    const players = workbook.insertSheet('Players');
    players.getRange(1, 1, 2, 3).setValues([
      ['No', 'Name', 'Rating'],
      [1, 'Carlsen, Magnus', 2830],
    ]);
    expect(players.getLastRow()).toBe(2);
    expect(players.getLastColumn()).toBe(3);
    expect(fake.spreadsheet.getSheetByName('Players')?.getRange('B2').getValue()).toBe(
      'Carlsen, Magnus',
    );
    expect(workbook.getSheetByName('Players')?.getRange(2, 1, 1, 3).getValues()).toEqual([
      [1, 'Carlsen, Magnus', 2830],
    ]);
    expect(workbook.getSheetByName('Missing')).toBeNull();
  });

  it('sets column widths one call a run of equal widths', () => {
    const { fake, ports } = setUp();
    const sheet = ports.workbook().insertSheet('Round 1');
    fake.spreadsheet.callLog.clear();
    sheet.setColumnWidths([40, 40, 180, 60, 60, 60]);
    expect(fake.spreadsheet.callLog.calls.map((call) => call.method)).toEqual([
      'setColumnWidths',
      'setColumnWidth',
      'setColumnWidths',
    ]);
    const gas = fake.spreadsheet.getSheetByName('Round 1')!;
    expect([1, 2, 3, 4, 5, 6, 7].map((c) => gas.getColumnWidth(c))).toEqual([
      40, 40, 180, 60, 60, 60, 100,
    ]);
  });

  it("keeps a short record of what was written in the tab record's key, a longer one in its value", () => {
    const { fake, ports } = setUp();
    const names = JSON.stringify({ names: '0123456789ab' });
    ports.workbook().insertSheet('Round 3').recordTab('round.3', names);
    const gas = fake.spreadsheet.getSheetByName('Round 3')!;
    const keys = () => gas.getDeveloperMetadata().map((m) => [m.getKey(), m.getValue()]);
    expect(keys()).toEqual([[`swissPairings.tab:round.3|${names}`, null]]);
    // Read in a later run with the keys, no getValue.
    const again = () =>
      ports
        .workbook()
        .getSheetsWithRecords()
        .find(({ sheet }) => sheet.getName() === 'Round 3')!;
    fake.spreadsheet.callLog.clear();
    const read = again();
    expect(read.record).toBe('round.3');
    expect(read.sheet.getWrittenRecord()).toBe(names);
    expect(fake.spreadsheet.callLog.calls.map((call) => call.method)).not.toContain('getValue');
    // Recorded again without what was written (a tab recognised again): what it holds stays.
    again().sheet.recordTab('round.3');
    expect(keys()).toEqual([[`swissPairings.tab:round.3|${names}`, null]]);
    // A record too long for the key moves to the value, the key plain again.
    const long = 'x'.repeat(500);
    again().sheet.recordWritten(long);
    expect(keys()).toEqual([['swissPairings.tab:round.3', long]]);
    expect(again().record).toBe('round.3');
    expect(again().sheet.getWrittenRecord()).toBe(long);
    again().sheet.recordWritten(names);
    expect(keys()).toEqual([['swissPairings.tab:round.3', names]]);
    expect(again().sheet.getWrittenRecord()).toBe(names);
  });

  it("outlines a tab by its data range's A1 notation: extent, header, merged blocks in five calls", () => {
    const { fake, ports } = setUp();
    const sheet = ports.workbook().insertSheet('Standings');
    const gas = fake.spreadsheet.getSheetByName('Standings')!;
    fake.spreadsheet.callLog.clear();
    expect(sheet.getOutline()).toEqual({ rows: 0, columns: 0, header: [], merged: [] });
    gas.getRange('A1').setValue('Rank');
    expect(sheet.getOutline()).toEqual({ rows: 1, columns: 1, header: ['Rank'], merged: [] });
    gas.getRange(1, 1, 1, 3).setValues([['Rank', 'Name', 'Points']]);
    gas.getRange('Z999').setValue('x');
    gas.getRange('B3:C3').merge();
    fake.spreadsheet.callLog.clear();
    expect(sheet.getOutline()).toEqual({
      rows: 999,
      columns: 26,
      header: ['Rank', 'Name', 'Points', ...Array<string>(23).fill('')],
      merged: [{ row: 3, column: 2, numRows: 1, numColumns: 2 }],
    });
    expect(fake.spreadsheet.callLog.calls.map((call) => call.method)).toEqual([
      'getDataRange',
      'getA1Notation',
      'getRange',
      'getValues',
      'getMergedRanges',
      // Where the one merged block is.
      'getRow',
      'getColumn',
      'getNumRows',
      'getNumColumns',
    ]);
  });

  it('has no print settings to set in Google Sheets: setPrintLayout makes no call', () => {
    const { fake, ports } = setUp();
    const sheet = ports.workbook().insertSheet('Round 1');
    fake.spreadsheet.callLog.clear();
    sheet.setPrintLayout({ landscape: true });
    expect(fake.spreadsheet.callLog.calls).toEqual([]);
  });

  it('insertSheet appends the new sheet after the existing ones', () => {
    const { fake, ports } = setUp();
    fake.spreadsheet.insertSheet('Players');
    fake.spreadsheet.getSheetByName('Sheet1')?.activate();
    ports.workbook().insertSheet('Round 1');
    expect(
      ports
        .workbook()
        .getSheets()
        .map((sheet) => sheet.getName()),
    ).toEqual(['Sheet1', 'Players', 'Round 1']);
    expect(ports.workbook().getActiveSheet().getName()).toBe('Round 1');
  });

  it('passes formatting through', () => {
    const { fake, ports } = setUp();
    const range = ports.workbook().getActiveSheet().getRange(1, 1, 1, 2);
    range.setNumberFormat('@');
    range.setFontWeight('bold');
    const cells = fake.spreadsheet.getActiveSheet().getRange(1, 1, 1, 2);
    expect(cells.getNumberFormats()).toEqual([['@', '@']]);
    expect(cells.getFontWeights()).toEqual([['bold', 'bold']]);
  });
});

describe('UserInterface port', () => {
  it('builds the add-on menu from the items, in order', () => {
    const { fake, ports } = setUp();
    ports.ui().addAddonMenu([
      { caption: 'First', functionName: 'first' },
      { caption: 'Second', functionName: 'second' },
    ]);
    expect(fake.ui.addonMenu()?.items()).toEqual([
      { caption: 'First', functionName: 'first' },
      { caption: 'Second', functionName: 'second' },
    ]);
  });

  it('shows an HTML file of the project as a titled sidebar', () => {
    const { fake, ports } = setUp();
    ports.ui().showSidebar('Sidebar', 'Pairings');
    const [dialog] = fake.ui.dialogs;
    expect(dialog.kind).toBe('sidebar');
    expect(dialog.output.getContent()).toBe('<p>sidebar</p>');
    expect(dialog.output.getTitle()).toBe('Pairings');
    expect(() => ports.ui().showSidebar('Missing', 'x')).toThrow(
      'No HTML file named Missing was found.',
    );
  });

  it('alerts with an OK button and toasts on the spreadsheet', () => {
    const { fake, ports } = setUp();
    ports.ui().alert('Round 3', 'Paired 12 games.');
    ports.ui().toast('Paired 12 games.', 'Round 3');
    expect(fake.ui.alerts).toEqual([
      { title: 'Round 3', prompt: 'Paired 12 games.', buttons: 'OK' },
    ]);
    expect(fake.spreadsheet.toasts.map(({ msg, title }) => [msg, title])).toEqual([
      ['Paired 12 games.', 'Round 3'],
    ]);
  });

  it('is unavailable where Apps Script has no UI (time triggers)', () => {
    const { fake, ports } = setUp();
    fake.SpreadsheetApp.uiAvailable = false;
    expect(() => ports.ui()).toThrow(/getUi/);
  });
});

describe('Workbook port: what pairing writes', () => {
  it('reads a whole tab in one call, [[""]] for an empty one', () => {
    const { fake, ports } = setUp();
    const sheet = ports.workbook().insertSheet('Players');
    expect(sheet.getDataValues()).toEqual([['']]);
    fake.spreadsheet
      .getSheetByName('Players')!
      .getRange(2, 2, 1, 2)
      .setValues([['a', 1]]);
    fake.spreadsheet.callLog.clear();
    expect(sheet.getDataValues()).toEqual([
      ['', '', ''],
      ['', 'a', 1],
    ]);
    expect(fake.spreadsheet.callLog.calls).toEqual([
      { sheet: 'Players', method: 'getDataRange' },
      { sheet: 'Players', method: 'getValues' },
    ]);
  });

  it('puts a strict dropdown on a range', () => {
    const { fake, ports } = setUp();
    ports
      .workbook()
      .getActiveSheet()
      .getRange(2, 6, 3, 1)
      .requireChoice(['1-0', '0-1'], 'Pick a result');
    const rule = fake.spreadsheet.getActiveSheet().getRange('F3').getDataValidation();
    expect(rule?.getCriteriaValues()).toEqual([['1-0', '0-1'], true]);
    expect(rule?.getAllowInvalid()).toBe(false);
    expect(rule?.getHelpText()).toBe('Pick a result');
    expect(fake.spreadsheet.getActiveSheet().getRange('F5').getDataValidation()).toBeNull();
  });

  it('protects a sheet with a warning, all but one range', () => {
    const { fake, ports } = setUp();
    const sheet = ports.workbook().getActiveSheet();
    sheet.protectWithWarningExcept('Pairing', sheet.getRange(2, 6, 3, 1));
    const [protection] = fake.spreadsheet.getActiveSheet().getProtections('SHEET');
    expect(protection.isWarningOnly()).toBe(true);
    expect(protection.getDescription()).toBe('Pairing');
    expect(protection.getUnprotectedRanges().map((r) => r.getA1Notation())).toEqual(['F2:F4']);
    expect(protection.covers(2, 5)).toBe(true);
    expect(protection.covers(3, 6)).toBe(false);
  });

  it('hides and deletes sheets', () => {
    const { fake, ports } = setUp();
    const workbook = ports.workbook();
    const undo = workbook.insertSheet('Undo data');
    undo.hide();
    expect(fake.spreadsheet.getSheetByName('Undo data')?.isSheetHidden()).toBe(true);
    workbook.deleteSheet(undo);
    expect(fake.spreadsheet.getSheetByName('Undo data')).toBeNull();
  });
});

describe('UserInterface port: questions', () => {
  it('asks yes or no and answers true only for yes', () => {
    const { fake, ports } = setUp();
    fake.ui.alertAnswers.push('YES', 'NO');
    expect(ports.ui().confirm('Undo', 'Really?')).toBe(true);
    expect(ports.ui().confirm('Undo', 'Really?')).toBe(false);
    expect(fake.ui.alerts[0]).toEqual({ title: 'Undo', prompt: 'Really?', buttons: 'YES_NO' });
  });
});

describe('DocumentLock port', () => {
  it('holds the document lock while the task runs and releases it after', () => {
    const { fake, ports } = setUp();
    const heldDuringTask = ports
      .lock()
      .runExclusively(5000, () => fake.LockService.isHeldHere('document'));
    expect(heldDuringTask).toBe(true);
    expect(fake.LockService.isHeldHere('document')).toBe(false);
    expect(fake.LockService.timeoutsAskedFor('document')).toEqual([5000]);
  });

  it('releases the lock when the task throws', () => {
    const { fake, ports } = setUp();
    expect(() =>
      ports.lock().runExclusively(1000, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(fake.LockService.isHeldHere('document')).toBe(false);
  });

  it('does not run the task when another execution holds the lock', () => {
    const { fake, ports } = setUp();
    fake.LockService.holdElsewhere('document');
    let ran = false;
    expect(() =>
      ports.lock().runExclusively(1000, () => {
        ran = true;
      }),
    ).toThrow(LockUnavailableError);
    expect(ran).toBe(false);
  });
});
