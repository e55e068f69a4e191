/**
 * The Crosstable's points and tie-break columns are the Standings', row for
 * row, when both tabs hold their players in the same order: they are copied
 * within the spreadsheet from the Standings (Sheet.copyValuesFrom, Range.copyTo
 * with contentsOnly: one call, no cell sent), only where every cell copied is
 * the value the Crosstable would have been written with (copied-block.ts), and
 * the tabs end as Refresh standings writes them.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { XlsxWorkbook } from '../../src/sheets/xlsx/xlsx-workbook.js';
import { copiedBlock } from '../../src/sheets/workbook/copied-block.js';
import { FakeRange } from '../support/apps-script/index.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { importedOpen } from '../support/sheets/imported-open.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';

describe('copiedBlock', () => {
  const standings = [
    ['Rank', 'No.', 'Points', 'BH', 'SB'],
    [1, 3, 2, 4, 3.5],
    [2, 1, 1.5, 5, ''],
    [3, 2, 1, 3, 1],
  ];
  const crosstable = [
    ['', 'No.', 'R1', 'Points', 'BH', 'SB'],
    [1, 3, '2w1', 2, 4, 3.5],
    [2, 1, '3b½', 1.5, 5, ''],
    [3, 2, '1w0', 1, 3, 1],
  ];
  const whole = { top: 0, left: 0, bottom: 3, right: 4 };

  it('is the block under the header where the source wrote the same numbers or blanks', () => {
    const source = { sheet: 'Standings', values: standings, blocks: [whole] };
    expect(copiedBlock(source, crosstable, 2, 3)).toEqual({
      source,
      block: { top: 1, left: 3, bottom: 3, right: 5 },
      top: 1,
      left: 2,
    });
  });

  it('only where the source wrote in this click, the largest such block', () => {
    const blocks = [
      { top: 0, left: 0, bottom: 3, right: 0 },
      { top: 2, left: 2, bottom: 3, right: 4 },
    ];
    const source = { sheet: 'Standings', values: standings, blocks };
    expect(copiedBlock(source, crosstable, 2, 3)?.block).toEqual({
      top: 2,
      left: 3,
      bottom: 3,
      right: 5,
    });
    expect(copiedBlock({ ...source, blocks: [blocks[0]!] }, crosstable, 2, 3)).toBeNull();
  });

  it('none where a row holds other values (rows in another order), a text, or other headers', () => {
    const swapped = [standings[0]!, standings[2]!, standings[1]!, standings[3]!];
    expect(
      copiedBlock({ sheet: 0, values: swapped, blocks: [whole] }, crosstable, 2, 3),
    ).toBeNull();
    const text = standings.map((row, r) => (r === 2 ? [...row.slice(0, 4), 'x'] : row));
    const withText = crosstable.map((row, r) => (r === 2 ? [...row.slice(0, 5), 'x'] : row));
    expect(copiedBlock({ sheet: 0, values: text, blocks: [whole] }, withText, 2, 3)).toBeNull();
    const renamed = [['Rank', 'No.', 'Points', 'SB', 'BH'], ...standings.slice(1)];
    // Points alone keeps its header: only that column is taken.
    expect(
      copiedBlock({ sheet: 0, values: renamed, blocks: [whole] }, crosstable, 2, 3)?.block,
    ).toEqual({ top: 1, left: 3, bottom: 3, right: 3 });
    expect(
      copiedBlock({ sheet: 0, values: standings.slice(0, 3), blocks: [whole] }, crosstable, 2, 3),
    ).toBeNull();
  });
});

it('copyValuesFrom copies values only, each cell keeping its look, the same in Sheets and in an .xlsx file', () => {
  const fake = createFakeAppsScript({ spreadsheetName: 'Copy' });
  const sheetsBook = appsScriptPorts(fake.services).workbook();
  const xlsxBook = new XlsxWorkbook(new ExcelJS.Workbook(), 'copy');
  for (const book of [sheetsBook, xlsxBook]) {
    const from = book.insertSheet('Standings');
    const to = book.insertSheet('Crosstable');
    from.getRange(1, 1, 3, 3).setValues([
      ['No.', 'Points', 'BH'],
      [1, 2, 4.5],
      [2, 1, ''],
    ]);
    to.getRange(1, 1, 3, 4).setValues([
      ['No.', 'R1', 'Points', 'BH'],
      [1, '2w1', 'old', 'old'],
      [2, '1b0', 'old', 'old'],
    ]);
    to.setLook([{ row: 2, column: 3, numRows: 2, numColumns: 2 }], { numberFormat: '0.0' });
    to.copyValuesFrom(from, { row: 2, column: 2, numRows: 2, numColumns: 2 }, 2, 3);
    expect(to.getDataValues()).toEqual([
      ['No.', 'R1', 'Points', 'BH'],
      [1, '2w1', 2, 4.5],
      [2, '1b0', 1, ''],
    ]);
  }
  // Each cell kept its number format.
  const formats = fake.spreadsheet.getSheetByName('Crosstable')!.getRange(2, 3, 2, 2);
  expect(formats.getNumberFormats().flat()).toEqual(Array(4).fill('0.0'));
  const worksheet = xlsxBook.workbook.getWorksheet('Crosstable')!;
  expect([worksheet.getCell(2, 3).numFmt, worksheet.getCell(3, 4).numFmt]).toEqual(['0.0', '0.0']);
});

/** Eighty players; white wins every game; the usual click's state (issue 35). */
function eightyPlayers() {
  const { fake, addon, tab, play, playRounds } = importedOpen('Eighty', 80, 2400);
  /** The Crosstable's value cells written with setValues during `run`, as A1 ranges. */
  const crosstableWrites = (run: () => void): string[] => {
    const written: string[] = [];
    const setValues = FakeRange.prototype.setValues;
    FakeRange.prototype.setValues = function (this: FakeRange, values: unknown[][]) {
      if (this.getSheet().getName() === 'Crosstable') written.push(this.getA1Notation());
      return setValues.call(this, values);
    };
    try {
      run();
    } finally {
      FakeRange.prototype.setValues = setValues;
    }
    return written;
  };
  const copies = () =>
    fake.spreadsheet.callLog.calls.filter((call) => call.method === 'copyTo').map((c) => c.sheet);
  /** Every tab as Refresh standings writes it (the snapshot before and after it are the same). */
  const asRefreshed = () => {
    const clicked = workbookSnapshot(fake.spreadsheet);
    addon.refreshStandings();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(clicked);
  };
  /** Each Crosstable row's points and tie-breaks are its player's in the Standings, row for row. */
  const sameAsStandings = () => {
    const standings = tab('Standings').getDataRange().getValues();
    const crosstable = tab('Crosstable').getDataRange().getValues();
    const points = crosstable[0]!.indexOf('Points');
    expect(crosstable.map((row) => row[1])).toEqual(standings.map((row) => row[1]));
    expect(crosstable.map((row) => row.slice(points))).toEqual(
      standings.map((row) => row.slice(6)),
    );
  };
  return {
    fake,
    addon,
    tab,
    play,
    playRounds,
    crosstableWrites,
    copies,
    asRefreshed,
    sameAsStandings,
  };
}

describe("the Crosstable's points and tie-breaks, copied from the Standings", () => {
  it('in the usual click: the new round written, the points and tie-breaks copied, then both sorted', () => {
    const { fake, addon, playRounds, crosstableWrites, copies, asRefreshed, sameAsStandings } =
      eightyPlayers();
    playRounds(3);
    fake.spreadsheet.callLog.clear();
    const written = crosstableWrites(() => addon.pairNextRound());
    expect(copies()).toEqual(['Standings']);
    // Points to DE are columns J to N: only the new round R3 (column I) is sent.
    expect(written).toEqual(['I1:I81']);
    sameAsStandings();
    asRefreshed();
  }, 120_000);

  it('a second and third click, with Undo between them', () => {
    const {
      fake,
      addon,
      play,
      playRounds,
      crosstableWrites,
      copies,
      asRefreshed,
      sameAsStandings,
    } = eightyPlayers();
    playRounds(2);
    addon.pairNextRound();
    play(3);
    fake.spreadsheet.callLog.clear();
    expect(crosstableWrites(() => addon.pairNextRound())).toEqual(['I1:I81']);
    expect(copies()).toEqual(['Standings']);
    sameAsStandings();
    addon.undoLastRound(true);
    sameAsStandings();
    asRefreshed();
    fake.spreadsheet.callLog.clear();
    addon.pairNextRound();
    sameAsStandings();
    asRefreshed();
    play(4);
    fake.spreadsheet.callLog.clear();
    expect(crosstableWrites(() => addon.pairNextRound())).toEqual(['J1:J81']);
    expect(copies()).toEqual(['Standings']);
    sameAsStandings();
    asRefreshed();
  }, 240_000);

  it('Refresh standings writes every value, the points and tie-breaks copied where both change', () => {
    const { fake, addon, playRounds, copies, sameAsStandings, tab } = eightyPlayers();
    // Round 3's results typed, not counted: Refresh counts them, in both tabs.
    playRounds(3);
    // A value typed over the Crosstable's points: Refresh puts the add-on's back.
    tab('Crosstable').getRange(5, 9).setValue('typed by hand');
    fake.spreadsheet.callLog.clear();
    addon.refreshStandings();
    expect(copies()).toEqual(['Standings']);
    expect(tab('Crosstable').getDataRange().getValues().flat()).not.toContain('typed by hand');
    sameAsStandings();
  }, 120_000);

  it('a Standings tab deleted or changed by hand: written as today, the copy only where it holds the same', () => {
    for (const change of ['deleted', 'header', 'typed'] as const) {
      const { fake, addon, tab, playRounds, asRefreshed, sameAsStandings } = eightyPlayers();
      playRounds(3);
      if (change === 'deleted') fake.spreadsheet.deleteSheet(tab('Standings'));
      else if (change === 'header') tab('Standings').getRange(1, 3).setValue('Player');
      // Typed over a tie-break the click does not write (the rank column is written where it
      // changes only): it stays there, and is not copied into the Crosstable.
      else tab('Standings').getRange(81, 11).setValue(99);
      addon.pairNextRound();
      expect(tab('Standings').getRange(1, 3).getValue()).toBe('Name');
      if (change !== 'typed') {
        sameAsStandings();
        asRefreshed();
      } else {
        const crosstable = tab('Crosstable').getDataRange().getValues();
        expect(crosstable.flat()).not.toContain(99);
      }
    }
  }, 240_000);

  it('a Crosstable sorted by hand, then Refresh standings as the guide says: every row right again, and the next click', () => {
    const { fake, addon, tab, play, playRounds, copies, asRefreshed, sameAsStandings } =
      eightyPlayers();
    playRounds(3);
    const crosstable = tab('Crosstable');
    // Data > Sort range by name, the whole table under the header.
    crosstable.getRange(2, 1, 80, crosstable.getLastColumn()).sort(3);
    addon.refreshStandings();
    sameAsStandings();
    expect(crosstable.getRange(2, 1, 80, 1).getValues().flat()).toEqual(
      Array.from({ length: 80 }, (_, r) => r + 1),
    );
    fake.spreadsheet.callLog.clear();
    addon.pairNextRound();
    play(4);
    addon.pairNextRound();
    expect(copies()).toEqual(['Standings']);
    sameAsStandings();
    asRefreshed();
  }, 120_000);

  it('a tie-break list changed in the Settings: the new columns in both tabs, as Refresh writes them', () => {
    const { fake, addon, tab, playRounds, copies, asRefreshed, sameAsStandings } = eightyPlayers();
    playRounds(3);
    const settings = tab('Settings');
    const row = settings
      .getDataRange()
      .getValues()
      .findIndex(([label]) => label === 'Tie-breaks');
    settings.getRange(row + 1, 2).setValue('SB, BH');
    fake.spreadsheet.callLog.clear();
    addon.pairNextRound();
    // At 80 players the new header's cells and the blanked column make the copy cost more
    // than the cells it spares: the Crosstable is written as before.
    expect(copies()).toEqual([]);
    expect(tab('Crosstable').getRange(1, 10, 1, 3).getValues()).toEqual([['Points', 'SB', 'BH']]);
    sameAsStandings();
    asRefreshed();
  }, 120_000);
});
