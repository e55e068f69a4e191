/**
 * The organiser's controls in the sheet (issue 14): "Not against" and clubs
 * kept apart are forbidden pairs exactly as TRF XXP; the Settings'
 * Acceleration (Baku, C.04.7) pairs as record 192 FIDE_DUTCH_2025_BAKU does;
 * both survive export and import.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../src/engine/model/tournament.js';
import { inputForRound } from '../../src/engine/pairing/index.js';
import { expectedPairing } from '../../src/engine/replay/index.js';
import { dutch2025 } from '../../src/engine/systems/dutch/index.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { readTrf, writeTrf } from '../../src/engine/trf/index.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import { tournament } from '../support/engine/tournament-builder.js';
import { PLAYERS_HEADER } from '../support/sheets/club-players.js';

const HEADER = PLAYERS_HEADER;
const NAMES = [
  'Adams, Tom',
  'Baker, Sue',
  'Costa, Rui',
  'Dubois, Marc',
  'Eriksen, Lars',
  'Fox, Ann',
];
const RATINGS = [2150, 2100, 2050, 2000, 1950, 1900];

function setUp(notAgainst: Record<number, string> = {}, clubs: Record<number, string> = {}) {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  addon.menuSetUpTournament();
  const rows = NAMES.map((name, i) => [
    '',
    name,
    '',
    RATINGS[i]!,
    '',
    '',
    '',
    'm',
    'active',
    '',
    notAgainst[i] ?? '',
    clubs[i] ?? '',
  ]);
  fake.spreadsheet
    .getSheetByName('Players')!
    .getRange(1, 1, rows.length + 1, HEADER.length)
    .setValues([HEADER, ...rows]);
  return { fake, addon };
}

function setSetting(fake: FakeAppsScript, name: string, value: string) {
  const sheet = fake.spreadsheet.getSheetByName('Settings')!;
  const values = sheet.getDataRange().getValues();
  const row = values.findIndex((r) => r[0] === name);
  sheet.getRange(row + 1, 2).setValue(value);
}

/** Round 1's pairs (white-black) as the Round 1 tab shows them. */
function roundOnePairs(fake: FakeAppsScript): string[] {
  const values = fake.spreadsheet.getSheetByName('Round 1')!.getDataRange().getValues();
  return values
    .filter((r) => typeof r[0] === 'number' && typeof r[1] === 'number' && typeof r[6] === 'number')
    .map((r) => `${r[1]}-${r[6]}`);
}

/** The same six players as a TRF-like tournament with forbidden pairs (XXP). */
function withXxp(pairs: number[][]): Tournament {
  const t = tournament(
    NAMES.map((_, i) => ({ id: i + 1, rating: RATINGS[i]! })),
    { totalRounds: 5, initialColour: 'w' },
  );
  t.forbiddenPairs = pairs;
  return t;
}

const xxpPairs = (pairs: number[][]) =>
  dutch2025.pair(withXxp(pairs), 1).games.map((g) => `${g.white}-${g.black}`);

describe('Not against', () => {
  it('a name typed on either side forbids the pair exactly as XXP does', () => {
    const natural = xxpPairs([]);
    expect(natural).toContain('1-4'); // Adams would meet Dubois
    const entries: Record<number, string>[] = [
      { 0: 'Dubois, Marc' },
      { 3: 'adams,  tom' },
      { 0: '4' },
    ];
    for (const typed of entries) {
      const { fake, addon } = setUp(typed);
      addon.menuPairNextRound();
      expect(fake.ui.alerts).toEqual([]);
      expect(roundOnePairs(fake).sort()).toEqual(xxpPairs([[1, 4]]).sort());
    }
  });

  it('an unknown name or number, or the player himself, is an error naming the row', () => {
    for (const [typed, message] of [
      [{ 1: 'Nobody' }, 'Players, row 3: in "Not against", "Nobody" is not the name of any player'],
      [
        { 2: 'Costa, Rui' },
        'Players, row 4: in "Not against", "Costa, Rui" is this player himself',
      ],
    ] as const) {
      const { fake, addon } = setUp(typed);
      addon.menuPairNextRound();
      expect(fake.ui.alerts.map((a) => a.prompt).join('\n')).toContain(message);
      expect(fake.spreadsheet.getSheetByName('Round 1')).toBeNull();
    }
  });

  it('"Keep players of the same club apart" turns a club into forbidden pairs', () => {
    const { fake, addon } = setUp({}, { 0: 'Rooks', 3: 'rooks', 5: 'Knights' });
    setSetting(fake, 'Keep players of the same club apart', 'Yes');
    addon.menuPairNextRound();
    expect(fake.ui.alerts).toEqual([]);
    expect(roundOnePairs(fake).sort()).toEqual(xxpPairs([[1, 4]]).sort());
  });

  it('is written to TRF as XXP and read back into the column', () => {
    const { addon } = setUp({ 0: 'Dubois, Marc' });
    addon.menuPairNextRound();
    const file = addon.exportTrf();
    expect(file.content).toContain('XXP 1 4');
    const t = readTrf(Buffer.from(file.content, 'latin1'));
    expect(t.forbiddenPairs).toEqual([[1, 4]]);
    const other = createFakeAppsScript({ spreadsheetName: 'Copy' });
    const copy = addonFunctions(() => appsScriptPorts(other.services), {
      getSystem,
      drawColour: () => 'w',
    });
    copy.importTrf(file.content);
    const players = other.spreadsheet.getSheetByName('Players')!.getDataRange().getValues();
    const column = players[0]!.indexOf('Not against');
    expect(String(players[1]![column])).toBe('4');
  });
});

describe('Acceleration: Baku (C.04.7)', () => {
  it('a workbook made from a TRF with 192 FIDE_DUTCH_2025_BAKU pairs round 1 of a 40-player open as the reference does', () => {
    const file = new URL('../../../shared/fixtures/baku/s22-00031.trf', import.meta.url);
    const t = readTrf(readFileSync(file));
    expect(t.players).toHaveLength(40);
    const fake = createFakeAppsScript({ spreadsheetName: 'Open' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), {
      getSystem,
      drawColour: () => 'w',
    });
    addon.importTrf(writeTrf(inputForRound(t, 1)));
    const settings = fake.spreadsheet.getSheetByName('Settings')!.getDataRange().getValues();
    expect(settings).toContainEqual(['Acceleration', 'Baku']);
    addon.menuPairNextRound();
    expect(fake.ui.alerts).toEqual([]);
    const expected = expectedPairing(t, 1).games.map((g) => `${g.white}-${g.black}`);
    expect(roundOnePairs(fake).sort()).toEqual(expected.sort());
    // Exported, the file says FIDE_DUTCH_2025_BAKU again.
    expect(addon.exportTrf().content).toMatch(/^192 FIDE_DUTCH_2025_BAKU/m);
  });

  it('the Round tab shows the pairing score where it differs from the points', () => {
    const file = new URL('../../../shared/fixtures/baku/s22-00031.trf', import.meta.url);
    const t = readTrf(readFileSync(file));
    expect(t.totalRounds).toBe(2);
    const fake = createFakeAppsScript({ spreadsheetName: 'Open' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), {
      getSystem,
      drawColour: () => 'w',
    });
    addon.importTrf(writeTrf(inputForRound(t, 1)));
    addon.menuPairNextRound();
    const values = fake.spreadsheet.getSheetByName('Round 1')!.getDataRange().getValues();
    expect(values[0]!.slice(10)).toEqual(['Pairing score (White)', 'Pairing score (Black)']);
    // C.04.7: GA is the first 2 x ceil(40/4) = 20 players; of ceil(2/2) = 1 accelerated round,
    // the first ceil(1/2) = 1 gives a win's points: 1 + 0 points, shown; GB's 0 equals its points.
    const shownScore = new Map<number, unknown>();
    for (const row of values.slice(1)) {
      shownScore.set(row[1] as number, row[10]);
      if (typeof row[0] !== 'number') continue; // a bye or an absence: the player is on the left
      expect([row[4], row[9]]).toEqual([0, 0]);
      shownScore.set(row[6] as number, row[11]);
    }
    expect(shownScore.size).toBe(40);
    for (const [id, score] of shownScore) expect(score, `No. ${id}`).toBe(id <= 20 ? 1 : '');
  });

  it('an imported accelerated round shows its pairing scores too, and the tabs read back', () => {
    const file = new URL('../../../shared/fixtures/baku/s22-00031.trf', import.meta.url);
    const fake = createFakeAppsScript({ spreadsheetName: 'Open' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), {
      getSystem,
      drawColour: () => 'w',
    });
    addon.importTrf(readFileSync(file, 'latin1'));
    const tab = (name: string) => fake.spreadsheet.getSheetByName(name)!.getDataRange().getValues();
    expect(tab('Round 1')[0]).toHaveLength(12);
    // Round 2 is not accelerated (C.04.7: 1 of 2 rounds): pairing scores are the points.
    expect(tab('Round 2')[0]).toHaveLength(10);
    addon.menuRefreshStandings();
    expect(fake.ui.alerts).toEqual([]);
  });

  it('no pairing score columns without an acceleration, nor for Lim, which pairs on points', () => {
    for (const system of ['Dutch 2025', 'Lim']) {
      const { fake, addon } = setUp();
      setSetting(fake, 'Pairing system', system);
      addon.menuPairNextRound();
      const header = fake.spreadsheet.getSheetByName('Round 1')!.getDataRange().getValues()[0]!;
      expect(header).toHaveLength(10);
    }
  });
});

describe('Check this round and Explain this round, from the menu', () => {
  it('explain names every board with its colour article; check finds nothing broken in the engine’s round', () => {
    const { fake, addon } = setUp();
    addon.menuPairNextRound();
    addon.menuExplainRound();
    expect(fake.ui.alerts).toEqual([]);
    const explained = fake.spreadsheet
      .getSheetByName('Round 1 why')!
      .getDataRange()
      .getValues()
      .map((row) => row[0])
      .join('\n');
    expect(explained).toMatch(/^Round 1 \(FIDE Dutch system \(2025 edition/);
    expect(explained.match(/^Board \d+:/gm)).toHaveLength(3);
    expect(explained).toMatch(/\(5\.2\.5\)/); // nobody has played: the initial colour by pairing number
    addon.menuCheckRound();
    expect(fake.ui.alerts.at(-1)!.prompt).toContain('Round 1: no absolute criterion is broken.');
    // The explanation tab is not a Round tab: pairing and undo still work, and undo removes it.
    addon.menuUndoLastRound();
    expect(fake.spreadsheet.getSheetByName('Round 1')).toBeNull();
    expect(fake.spreadsheet.getSheetByName('Round 1 why')).toBeNull();
  });
});

describe('Maxi-tournament (Lim) in TRF', () => {
  it('is exported as record 192 FIDE_LIM_MAXI and imported back into the Settings', () => {
    const { fake, addon } = setUp();
    setSetting(fake, 'Pairing system', 'Lim');
    setSetting(fake, 'Maxi-tournament (Lim)', 'Yes');
    addon.menuPairNextRound();
    expect(fake.ui.alerts).toEqual([]);
    const file = addon.exportTrf();
    expect(file.content).toMatch(/^192 FIDE_LIM_MAXI\r$/m);
    const other = createFakeAppsScript({ spreadsheetName: 'Copy' });
    const copy = addonFunctions(() => appsScriptPorts(other.services), {
      getSystem,
      drawColour: () => 'w',
    });
    copy.importTrf(file.content);
    const settings = other.spreadsheet.getSheetByName('Settings')!.getDataRange().getValues();
    expect(settings).toContainEqual(['Pairing system', 'Lim']);
    expect(settings).toContainEqual(['Maxi-tournament (Lim)', 'Yes']);
  });

  it('without the declaration, Lim is exported as FIDE_LIM', () => {
    const { fake, addon } = setUp();
    setSetting(fake, 'Pairing system', 'Lim');
    addon.menuPairNextRound();
    expect(addon.exportTrf().content).toMatch(/^192 FIDE_LIM\r$/m);
  });
});
