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

describe('DocumentSettings port', () => {
  it('stores strings in the document properties', () => {
    const { fake, ports } = setUp();
    const settings = ports.settings();
    expect(settings.get('pairingSystem')).toBeNull();
    settings.set('pairingSystem', 'lim');
    expect(fake.PropertiesService.documentProperties.getProperty('pairingSystem')).toBe('lim');
    expect(ports.settings().get('pairingSystem')).toBe('lim');
    settings.delete('pairingSystem');
    expect(settings.get('pairingSystem')).toBeNull();
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
