/**
 * Issue 31: "Tabs are recognised by what the add-on recorded about them
 * (developer metadata in Sheets, its equivalent in the .xlsx), not by their
 * names; a tab renamed by hand keeps working", and a workbook from before
 * the records is recognised by its English names, then recorded.
 */
import { describe, expect, it } from 'vitest';
import { type FakeSheet } from '../support/apps-script/index.js';
import {
  ClubTournament,
  enterClubTournament,
  runMenu,
  type AddonUnderTest,
} from '../support/sheets/tournament-scenario.js';
import { addonInMemory } from '../support/sheets/addon-in-memory.js';

const RECORD_KEY = 'swissPairings.tab';

/** The record in its key ('swissPairings.tab:players'), or in the value of an older workbook's. */
function recordOf(sheet: FakeSheet): string | null {
  const found = sheet
    .getDeveloperMetadata()
    .filter((m) => m.getKey() === RECORD_KEY || m.getKey().startsWith(`${RECORD_KEY}:`));
  expect(found.length).toBeLessThanOrEqual(1);
  const key = found[0]?.getKey();
  // A Round tab's key also holds the digest of its names, after a '|' (apps-script/workbook.ts).
  return key === RECORD_KEY
    ? found[0]!.getValue()
    : (key?.slice(RECORD_KEY.length + 1).split('|')[0] ?? null);
}

function tabNames(addon: AddonUnderTest): string[] {
  return addon.fake.spreadsheet.getSheets().map((sheet) => sheet.getName());
}

function rename(addon: AddonUnderTest, from: string, to: string): void {
  addon.fake.spreadsheet.getSheetByName(from)!.setName(to);
}

describe('tabs recognised by their records', () => {
  it('records every tab the add-on makes, in developer metadata that names no language', () => {
    const addon = addonInMemory();
    enterClubTournament(addon, 'Dutch 2025');
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    const records = Object.fromEntries(
      addon.fake.spreadsheet.getSheets().map((sheet) => [sheet.getName(), recordOf(sheet)]),
    );
    expect(records).toEqual({
      Settings: 'settings',
      Players: 'players',
      Standings: 'standings',
      Crosstable: 'crosstable',
      'By name': 'byName',
      'Round 1': 'round.1',
      Sheet1: null,
      'Undo data': 'undo',
    });
  });

  it('pairs, refreshes and undoes with the tabs renamed by hand', () => {
    const addon = addonInMemory();
    enterClubTournament(addon, 'Dutch 2025');
    const club = new ClubTournament(addon);
    club.pairRound(1);
    club.playRound(1);
    rename(addon, 'Players', 'Inscritos');
    rename(addon, 'Settings', 'Ajustes del club');
    rename(addon, 'Round 1', 'R1 (sábado)');
    rename(addon, 'Standings', 'Tabla');
    rename(addon, 'Undo data', 'Deshacer');
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    // Nothing was made again under the old names; the new round took its own.
    expect(tabNames(addon)).toEqual([
      'Sheet1',
      'Ajustes del club',
      'Inscritos',
      'Tabla',
      'Crosstable',
      'By name',
      'R1 (sábado)',
      'Round 2',
      'Deshacer',
    ]);
    // Round 1's results (in the renamed tab) count: the Standings (renamed) show them.
    const standings = addon.fake.spreadsheet.getSheetByName('Tabla')!.getDataRange().getValues();
    const points = standings.slice(1).map((row) => row[standings[0].indexOf('Points')]);
    expect(points.reduce((a, b) => Number(a) + Number(b), 0)).toBeGreaterThan(0);
    expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
    expect(runMenu(addon, 'menuUndoLastRound')).toBeNull();
    expect(tabNames(addon)).not.toContain('Round 2');
    expect(tabNames(addon)).toContain('R1 (sábado)');
    // Pairing round 2 again gives the same tab, and the renamed round 1 is not paired again.
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(tabNames(addon).filter((name) => /Round|R1/.test(name))).toEqual([
      'R1 (sábado)',
      'Round 2',
    ]);
  });

  it('keeps each record in its key (no getValue to read it), and reads one in a value as older workbooks keep it', () => {
    const addon = addonInMemory();
    enterClubTournament(addon, 'Dutch 2025');
    const players = addon.fake.spreadsheet.getSheetByName('Players')!;
    expect(players.getDeveloperMetadata().map((m) => [m.getKey(), m.getValue()])).toEqual([
      ['swissPairings.tab:players', null],
    ]);
    // An older workbook's record, in the value of 'swissPairings.tab', on a renamed tab.
    players.getDeveloperMetadata()[0]!.remove();
    players.addDeveloperMetadata(RECORD_KEY, 'players');
    rename(addon, 'Players', 'Inscritos');
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(tabNames(addon)).toContain('Inscritos');
    expect(tabNames(addon)).not.toContain('Players');
    expect(recordOf(addon.fake.spreadsheet.getSheetByName('Inscritos')!)).toBe('players');
  });

  it("keeps what was written in a tab with the tab's record: one metadata a tab, a Round tab's in its key", () => {
    const addon = addonInMemory();
    enterClubTournament(addon, 'Dutch 2025');
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    const metadata = addon.fake.spreadsheet.getSheetByName('Round 1')!.getDeveloperMetadata();
    expect(metadata).toHaveLength(1);
    // The digest of the names the tab shows (round-names.ts), read with the key: no getValue.
    const [record, written] = metadata[0]!.getKey().split('|');
    expect(record).toBe('swissPairings.tab:round.1');
    expect(JSON.parse(written!)).toEqual({ names: expect.any(String) });
    expect(metadata[0]!.getValue()).toBeNull();
    // A derived tab's record of what was written, longer, is the value.
    const standings = addon.fake.spreadsheet.getSheetByName('Standings')!.getDeveloperMetadata();
    expect(standings.map((m) => m.getKey())).toEqual(['swissPairings.tab:standings']);
  });

  it("reads an older workbook's records: the tab's in a value, what was written in one of its own", () => {
    const addon = addonInMemory();
    enterClubTournament(addon, 'Dutch 2025');
    const club = new ClubTournament(addon);
    club.pairRound(1);
    club.playRound(1);
    const round1 = addon.fake.spreadsheet.getSheetByName('Round 1')!;
    const [record] = round1.getDeveloperMetadata();
    const names = record!.getKey().split('|')[1]!;
    record!.remove();
    round1.addDeveloperMetadata(RECORD_KEY, 'round.1');
    round1.addDeveloperMetadata('swissPairings.written', names);
    // A name typed over, its No. unchanged: left unread while the recorded digest holds (the
    // organisers' guide's decision); read, it would be refused as another player's.
    round1.getRange(2, 3).setValue(round1.getRange(3, 3).getValue());
    rename(addon, 'Round 1', 'R1');
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(tabNames(addon)).toContain('R1');
    expect(tabNames(addon)).toContain('Round 2');
  });

  it('recognises a workbook from before the records by its English names, then records it', () => {
    const addon = addonInMemory();
    enterClubTournament(addon, 'Dutch 2025');
    for (const sheet of addon.fake.spreadsheet.getSheets())
      for (const metadata of sheet.getDeveloperMetadata()) metadata.remove();
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(recordOf(addon.fake.spreadsheet.getSheetByName('Players')!)).toBe('players');
    expect(recordOf(addon.fake.spreadsheet.getSheetByName('Settings')!)).toBe('settings');
    expect(recordOf(addon.fake.spreadsheet.getSheetByName('Round 1')!)).toBe('round.1');
  });

  it("the players' page, which only reads, records nothing", () => {
    const addon = addonInMemory();
    enterClubTournament(addon, 'Dutch 2025');
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    for (const sheet of addon.fake.spreadsheet.getSheets())
      for (const metadata of sheet.getDeveloperMetadata()) metadata.remove();
    addon.call('doGet');
    expect(
      addon.fake.spreadsheet
        .getSheets()
        .map(recordOf)
        .filter((r) => r !== null),
    ).toEqual([]);
  });

  it("an organiser's tab named like one of ours, the record elsewhere, is left alone", () => {
    const addon = addonInMemory();
    enterClubTournament(addon, 'Dutch 2025');
    rename(addon, 'Players', 'Inscritos');
    const own = addon.fake.spreadsheet.insertSheet('Players');
    own.getRange(1, 1, 1, 2).setValues([['my', 'notes']]);
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(own.getDataRange().getValues()).toEqual([['my', 'notes']]);
    expect(recordOf(own)).toBeNull();
    // The pairing numbers went to the recorded tab.
    const numbers = addon.fake.spreadsheet
      .getSheetByName('Inscritos')!
      .getRange(2, 1, 3, 1)
      .getValues()
      .map(([n]) => n);
    expect(numbers.every((n) => typeof n === 'number')).toBe(true);
  });

  it('of two tabs with the same record (a copy carries it), the first in tab order is ours', () => {
    const addon = addonInMemory();
    enterClubTournament(addon, 'Dutch 2025');
    const copy = addon.fake.spreadsheet.insertSheet('Copy of Players');
    copy.addDeveloperMetadata(RECORD_KEY, 'players');
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(copy.getDataRange().getValues()).toEqual([['']]);
  });
});
