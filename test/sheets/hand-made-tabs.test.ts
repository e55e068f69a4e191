/**
 * Issue 31: "Tabs are recognised by what the add-on recorded about them ...
 * not by their names; a tab renamed by hand keeps working", and "Nothing
 * depends on a name in one language". A tab the organiser makes by hand has
 * no record: a Settings tab is recognised by its rows, in any of the six
 * languages and whatever its name; a tab deleted and remade by hand by its
 * title in any language.
 */
import { describe, expect, it } from 'vitest';
import { CLUB_PLAYERS, PLAYERS_HEADER, playerRow } from '../support/sheets/club-players.js';
import { runMenu, type AddonUnderTest } from '../support/sheets/tournament-scenario.js';
import { addonInMemory } from '../support/sheets/addon-in-memory.js';

const names = (addon: AddonUnderTest) =>
  addon.fake.spreadsheet.getSheets().map((sheet) => sheet.getName());

/** A tab the organiser makes and fills by hand (no record of the add-on's). */
function tabByHand(addon: AddonUnderTest, name: string, values: unknown[][]) {
  const tab = addon.fake.spreadsheet.insertSheet(name);
  const width = Math.max(...values.map((row) => row.length));
  tab
    .getRange(1, 1, values.length, width)
    .setValues(values.map((row) => [...row, ...Array(width - row.length).fill('')]));
  return tab;
}

/** Every board of a round tab won by White, as an organiser types the results. */
function whiteWins(addon: AddonUnderTest, tab: string) {
  const round = addon.fake.spreadsheet.getSheetByName(tab)!;
  round
    .getDataRange()
    .getValues()
    .forEach((row, index) => {
      if (index > 0 && typeof row[0] === 'number') round.getRange(index + 1, 6).setValue('1-0');
    });
}

function fillPlayers(addon: AddonUnderTest, tab: string) {
  addon.fake.spreadsheet
    .getSheetByName(tab)!
    .getRange(2, 1, CLUB_PLAYERS.length, PLAYERS_HEADER.length)
    .setValues(CLUB_PLAYERS.map(playerRow));
}

describe('a Settings tab made by hand is the Settings, by its rows, in any language', () => {
  it('Spanish, named as the add-on names it: no "Configuración (2)" is made beside it', () => {
    const addon = addonInMemory('es_ES');
    tabByHand(addon, 'Configuración', [
      ['Torneo', 'Abierto de otoño'],
      ['Rondas', 5],
      ['Sistema de emparejamiento', 'Holandés 2025'],
    ]);
    expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
    expect(names(addon).filter((name) => name.startsWith('Configuración'))).toEqual([
      'Configuración',
    ]);
    expect(names(addon)).toContain('Jugadores');
  });

  it('French rows in a tab of its own name, in an English spreadsheet: its rows are read', () => {
    const addon = addonInMemory('en_US');
    tabByHand(addon, 'Réglages du tournoi', [
      ['Tournoi', 'Open de Lyon'],
      ['Rondes', 0],
      ['Système d’appariement', 'Hollandais 2025'],
    ]);
    expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
    expect(names(addon)).not.toContain('Settings');
    fillPlayers(addon, 'Players');
    // Its "Rondes" row is the one read: 0 rounds is refused, naming the tab as the organiser named it.
    expect(runMenu(addon, 'menuPairNextRound')).toMatch(/^Réglages du tournoi, row 2: /);
  });

  it('Russian rows typed with е for ё, under the header row: it pairs with them', () => {
    const addon = addonInMemory('ru_RU');
    tabByHand(addon, 'Параметры турнира', [
      ['Параметр', 'Значение'],
      ['Турнир', 'Кубок клуба'],
      ['Туры', 1],
      ['Система жеребьевки', 'Голландская 2025'],
    ]);
    expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
    expect(names(addon)).not.toContain('Настройки');
    fillPlayers(addon, 'Участники');
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(names(addon)).toContain('Тур 1');
    whiteWins(addon, 'Тур 1');
    // One round planned, one paired: the tab's "Туры" row is what was read.
    expect(runMenu(addon, 'menuPairNextRound')).toMatch(/^Турнир окончен: .*в 1 туре из 1\./);
    expect(names(addon)).not.toContain('Тур 2');
  });

  it("an organiser's own tab with one label of the Settings is not taken for them", () => {
    const addon = addonInMemory('en_US');
    tabByHand(addon, 'Notes', [
      ['Rounds', 'start at 10:00'],
      ['Bring clocks', ''],
    ]);
    expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
    expect(names(addon)).toContain('Settings');
    expect(addon.fake.spreadsheet.getSheetByName('Notes')!.getRange(1, 2).getValue()).toBe(
      'start at 10:00',
    );
  });
});

describe('a tab deleted and remade by hand under its title in the language', () => {
  it('Spanish: the players tab remade as "Jugadores" is the players tab again', () => {
    const addon = addonInMemory('es_ES');
    expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
    fillPlayers(addon, 'Jugadores');
    addon.fake.spreadsheet.getSheetByName('Configuración')!.getRange(3, 2).setValue(5);
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    whiteWins(addon, 'Ronda 1');
    const players = addon.fake.spreadsheet.getSheetByName('Jugadores')!;
    const values = players.getDataRange().getValues();
    addon.fake.spreadsheet.deleteSheet(players);
    tabByHand(addon, 'Jugadores', values);
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    expect(names(addon)).toContain('Ronda 2');
    expect(names(addon).filter((name) => name.startsWith('Jugadores'))).toEqual(['Jugadores']);
  });
});
