/**
 * The Standings tab with the organiser's tie-breaks, through the add-on's
 * menu functions over the fake spreadsheet. A six-player, three-round
 * tournament is typed into the tabs by hand (every game played, so C.07 16
 * on unplayed rounds never applies), and every value below was worked out by
 * hand from the definitions quoted with each check.
 *
 *   Ratings: 1 Ames 2000, 2 Bell 1900, 3 Cruz 1800, 4 Dahl 1700, 5 Egan 1600, 6 Ford unrated.
 *   Round 1: 1-2 1-0, 3-4 1-0, 5-6 1-0
 *   Round 2: 1-3 1-0, 2-5 1-0, 4-6 ½-½
 *   Round 3: 4-1 1-0, 2-6 ½-½, 3-5 1-0
 *
 *   After round 3    points  opponents (their points)    BH   BH/C1  SB
 *   1 Ames            2      2 (1.5) 3 (2)   4 (1.5)     5    3.5    1.5 + 2           = 3.5
 *   2 Bell            1.5    1 (2)   5 (1)   6 (1)       4    3      1 + ½·1           = 1.5
 *   3 Cruz            2      4 (1.5) 1 (2)   5 (1)       4.5  3.5    1.5 + 1           = 2.5
 *   4 Dahl            1.5    3 (2)   6 (1)   1 (2)       5    4      ½·1 + 2           = 2.5
 *   5 Egan            1      6 (1)   2 (1.5) 3 (2)       4.5  3.5    1                 = 1
 *   6 Ford            1      5 (1)   4 (1.5) 2 (1.5)     4    3      ½·1.5 + ½·1.5     = 1.5
 */
import { describe, expect, it } from 'vitest';
import type { RoundPairing } from '../../src/engine/model/tournament.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';

const PLAYERS = [
  [
    'No.',
    'Name',
    'Title',
    'Rating',
    'Federation',
    'FIDE ID',
    'Birth',
    'Sex',
    'Status',
    'Byes / absent rounds',
  ],
  [1, 'Ames', '', 2000, '', '', '', '', '', ''],
  [2, 'Bell', '', 1900, '', '', '', '', '', ''],
  [3, 'Cruz', '', 1800, '', '', '', '', '', ''],
  [4, 'Dahl', '', 1700, '', '', '', '', '', ''],
  [5, 'Egan', '', 1600, '', '', '', '', '', ''],
  [6, 'Ford', '', '', '', '', '', '', '', ''],
];

/** [white, result, black] per board. */
const ROUNDS: [number, string, number][][] = [
  [
    [1, '1-0', 2],
    [3, '1-0', 4],
    [5, '1-0', 6],
  ],
  [
    [1, '1-0', 3],
    [2, '1-0', 5],
    [4, '½-½', 6],
  ],
  [
    [4, '1-0', 1],
    [2, '½-½', 6],
    [3, '1-0', 5],
  ],
];

const ROUND_HEADER = ['Board', 'No.', 'White', 'Rating', 'Points', 'Result', 'No.', 'Black'];
const FIXED = ['Rank', 'No.', 'Name', 'Title', 'Federation', 'Rating', 'Points'];

function setUp() {
  const fake = createFakeAppsScript({ spreadsheetName: 'Six' });
  const pairings: RoundPairing[] = [];
  const system = simplePairingSystem(pairings);
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem: () => system,
    drawColour: () => 'w',
  });
  addon.menuSetUpTournament();
  fake.spreadsheet.getSheetByName('Players')!.getRange(1, 1, 7, 10).setValues(PLAYERS);
  return { fake, addon };
}

/** Types a round as the organiser would, with or without its results. */
function typeRound(fake: FakeAppsScript, round: number, withResults = true): void {
  const rows = ROUNDS[round - 1].map(([white, result, black], index) => [
    index + 1,
    white,
    PLAYERS[white][1],
    '',
    '',
    withResults ? result : '',
    black,
    PLAYERS[black][1],
  ]);
  fake.spreadsheet
    .insertSheet(`Round ${round}`)
    .getRange(1, 1, rows.length + 1, ROUND_HEADER.length)
    .setValues([ROUND_HEADER, ...rows]);
}

function setSetting(fake: FakeAppsScript, label: string, value: string | number): void {
  const settings = fake.spreadsheet.getSheetByName('Settings')!;
  const row = settings
    .getDataRange()
    .getValues()
    .findIndex(([name]) => name === label);
  expect(row, label).toBeGreaterThan(0);
  settings.getRange(row + 1, 2).setValue(value);
}

function standings(fake: FakeAppsScript): unknown[][] {
  return fake.spreadsheet.getSheetByName('Standings')!.getDataRange().getValues();
}

/** Refreshes through the menu and returns the Standings tab. */
function refreshed(fake: FakeAppsScript, addon: ReturnType<typeof setUp>['addon']): unknown[][] {
  addon.menuRefreshStandings();
  expect(fake.ui.alerts).toEqual([]);
  return standings(fake);
}

describe('the Standings tab ranks by points, then the tie-break list (C.07 4.2)', () => {
  it('a new tournament gets the default list BH/C1, BH, SB, DE as columns', () => {
    const { fake } = setUp();
    expect(standings(fake)).toEqual([[...FIXED, 'BH/C1', 'BH', 'SB', 'DE']]);
    const settings = fake.spreadsheet.getSheetByName('Settings')!.getDataRange().getValues();
    expect(settings.slice(-5, -3)).toEqual([
      ['Tie-breaks', 'BH/C1, BH, SB, DE'],
      ['Rating of unrated opponents', ''],
    ]);
  });

  it('after round 2: players nothing separates share the rank', () => {
    const { fake, addon } = setUp();
    typeRound(fake, 1);
    typeRound(fake, 2);
    typeRound(fake, 3, false);
    // After round 2: 1 has 2; 2, 3 and 5 have 1; 4 and 6 have ½.
    // BH: 1 = 1+1 = 2; 2 = 2+1 = 3; 3 = ½+2 = 2.5; 4 = 1+½ = 1.5; 5 = ½+1 = 1.5; 6 = 1+½ = 1.5.
    // BH/C1 drops the lowest: 1 → 1; 2 → 2; 3 → 2; 4 → 1; 5 → 1; 6 → 1.
    // SB: 1 = 1+1 = 2; 2 = 1; 3 = ½; 4 = ½·½ = ¼; 5 = ½; 6 = ½·½ = ¼.
    // 4 and 6 drew their game: DE cannot separate them (value 0), so they share 5th place.
    expect(refreshed(fake, addon)).toEqual([
      [...FIXED, 'BH/C1', 'BH', 'SB', 'DE'],
      [1, 1, 'Ames', '', '', 2000, 2, 1, 2, 2, 0],
      [2, 2, 'Bell', '', '', 1900, 1, 2, 3, 1, 0],
      [3, 3, 'Cruz', '', '', 1800, 1, 2, 2.5, 0.5, 0],
      [4, 5, 'Egan', '', '', 1600, 1, 1, 1.5, 0.5, 0],
      [5, 4, 'Dahl', '', '', 1700, 0.5, 1, 1.5, 0.25, 0],
      [5, 6, 'Ford', '', '', '', 0.5, 1, 1.5, 0.25, 0],
    ]);
  });

  it('after round 3, with the default list and with the organiser’s order', () => {
    const { fake, addon } = setUp();
    for (const round of [1, 2, 3]) typeRound(fake, round);
    // 1 and 3 tie on BH/C1 (3.5), BH puts 1 first (5 to 4.5); BH/C1 puts 4 before 2 and 5 before 6.
    expect(refreshed(fake, addon)).toEqual([
      [...FIXED, 'BH/C1', 'BH', 'SB', 'DE'],
      [1, 1, 'Ames', '', '', 2000, 2, 3.5, 5, 3.5, 0],
      [2, 3, 'Cruz', '', '', 1800, 2, 3.5, 4.5, 2.5, 0],
      [3, 4, 'Dahl', '', '', 1700, 1.5, 4, 5, 2.5, 0],
      [4, 2, 'Bell', '', '', 1900, 1.5, 3, 4, 1.5, 0],
      [5, 5, 'Egan', '', '', 1600, 1, 3.5, 4.5, 1, 0],
      [6, 6, 'Ford', '', '', '', 1, 3, 4, 1.5, 0],
    ]);

    // SB first: 6 (1.5) now comes before 5 (1).
    setSetting(fake, 'Tie-breaks', 'SB, BH/C1');
    expect(refreshed(fake, addon)).toEqual([
      [...FIXED, 'SB', 'BH/C1'],
      [1, 1, 'Ames', '', '', 2000, 2, 3.5, 3.5],
      [2, 3, 'Cruz', '', '', 1800, 2, 2.5, 3.5],
      [3, 4, 'Dahl', '', '', 1700, 1.5, 2.5, 4],
      [4, 2, 'Bell', '', '', 1900, 1.5, 1.5, 3],
      [5, 6, 'Ford', '', '', '', 1, 1.5, 3],
      [6, 5, 'Egan', '', '', 1600, 1, 1, 3.5],
    ]);

    // No tie-breaks: equal points share the rank, listed by No.
    setSetting(fake, 'Tie-breaks', 'None');
    expect(refreshed(fake, addon).map((row) => row.slice(0, 2))).toEqual([
      ['Rank', 'No.'],
      [1, 1],
      [1, 3],
      [3, 2],
      [3, 4],
      [5, 5],
      [5, 6],
    ]);
  });

  it('C.07 6 DE and C.07 10 "Unrated opponents take the rating the organiser sets"', () => {
    const { fake, addon } = setUp();
    for (const round of [1, 2, 3]) typeRound(fake, round);
    setSetting(fake, 'Tie-breaks', 'DE, ARO');
    // DE: 1 beat 3 and 5 beat 6 (places 1 and 2); 2 and 4 did not meet (0 both).
    // ARO without a rating for unrated players: Ford is unrated, so ARO gives no value
    // (C.07 10: "dropped ... unless the regulations publish how unrated players are treated")
    // and 2 and 4 stay tied.
    expect(refreshed(fake, addon)).toEqual([
      [...FIXED, 'DE', 'ARO'],
      [1, 1, 'Ames', '', '', 2000, 2, 1, ''],
      [2, 3, 'Cruz', '', '', 1800, 2, 2, ''],
      [3, 2, 'Bell', '', '', 1900, 1.5, 0, ''],
      [3, 4, 'Dahl', '', '', 1700, 1.5, 0, ''],
      [5, 5, 'Egan', '', '', 1600, 1, 1, ''],
      [6, 6, 'Ford', '', '', '', 1, 2, ''],
    ]);

    // Ford counts as 1500. ARO, rounded half up (C.07 10.1):
    // 1: (1900+1800+1700)/3 = 1800; 2: (2000+1600+1500)/3 = 1700; 3: (1700+2000+1600)/3 = 1766.7 → 1767;
    // 4: (1800+1500+2000)/3 → 1767; 5: (1500+1900+1800)/3 = 1733.3 → 1733; 6: (1600+1700+1900)/3 → 1733.
    setSetting(fake, 'Rating of unrated opponents', 1500);
    expect(refreshed(fake, addon)).toEqual([
      [...FIXED, 'DE', 'ARO'],
      [1, 1, 'Ames', '', '', 2000, 2, 1, 1800],
      [2, 3, 'Cruz', '', '', 1800, 2, 2, 1767],
      [3, 4, 'Dahl', '', '', 1700, 1.5, 0, 1767],
      [4, 2, 'Bell', '', '', 1900, 1.5, 0, 1700],
      [5, 5, 'Egan', '', '', 1600, 1, 1, 1733],
      [6, 6, 'Ford', '', '', '', 1, 2, 1733],
    ]);
  });

  it('a longer list adds header cells, bold like the rest of the header', () => {
    const { fake, addon } = setUp();
    typeRound(fake, 1);
    setSetting(fake, 'Tie-breaks', 'BH/C1, BH, SB, DE, WIN, BPG');
    refreshed(fake, addon);
    const header = fake.spreadsheet.getSheetByName('Standings')!.getRange(1, 1, 1, 13);
    expect(header.getValues()[0]).toEqual([...FIXED, 'BH/C1', 'BH', 'SB', 'DE', 'WIN', 'BPG']);
    expect(header.getFontWeights()[0]).toEqual(Array(13).fill('bold'));
  });
});

describe('a tie-break list typed wrong in the Settings tab', () => {
  /** Pairing is refused with one message naming tab, row and problem; nothing changes. */
  function refused(value: string | number, label = 'Tie-breaks'): string {
    const { fake, addon } = setUp();
    setSetting(fake, label, value);
    const before = workbookSnapshot(fake.spreadsheet);
    addon.menuPairNextRound();
    expect(workbookSnapshot(fake.spreadsheet)).toEqual(before);
    expect(fake.ui.alerts).toHaveLength(1);
    return fake.ui.alerts[0].prompt;
  }

  it.each([
    [
      'an unknown tie-break',
      'BH/C1, Buchholz',
      'Settings, row 9: "BH/C1, Buchholz" is not a tie-break list: unknown tie-break "BUCHHOLZ" in "Buchholz"; known: BH, FB, AOB, SB, PS, DE, WIN, WON, BPG, BWG, REP, ARO, TPR, PTP, APRO, APPO, KS, STD, TPN, RTNG, LOT',
    ],
    [
      'a modifier the tie-break does not take',
      'BH, DE/C1',
      'Settings, row 9: "BH, DE/C1" is not a tie-break list: modifier "/C1" does not apply to DE (in "DE/C1")',
    ],
    [
      'a tie-break after the drawing of lots',
      'LOT, BH',
      'Settings, row 9: "LOT, BH" is not a tie-break list: LOT (drawing of lots) must be the last tie-break (C.07 4.2)',
    ],
    [
      'a tie-break listed twice',
      'BH/C1, SB, bh/c1',
      'Settings, row 9: "BH/C1, SB, bh/c1" is not a tie-break list: BH/C1 is listed twice',
    ],
  ])('%s', (_what, value, message) => {
    expect(refused(value)).toBe(message);
  });

  it('a rating of unrated opponents that is not a rating', () => {
    expect(refused('about 1400', 'Rating of unrated opponents')).toBe(
      'Settings, row 10: "about 1400" is not a rating: write a whole number such as 1400, or leave the cell blank',
    );
  });
});
