/**
 * A seven-player Double-Swiss club event (C.04.5) played through the
 * add-on's menu functions over the fake spreadsheet, with the real system:
 * the organiser types the players and the Settings, pairs, types both games'
 * results of every match, and reads the Standings. Every pairing and score
 * below was worked out by hand from the articles quoted beside it.
 *
 *   Ratings: 1 Ames 2000, 2 Bell 1900, 3 Cruz 1800, 4 Dahl 1700, 5 Egan 1600, 6 Ford 1500, 7 Gray 1400.
 */
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../src/engine/trf/index.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import type { FakeHtmlOutput } from '../support/apps-script/fake-html-service.js';

const NAMES = ['Ames', 'Bell', 'Cruz', 'Dahl', 'Egan', 'Ford', 'Gray'];
const RATINGS = [2000, 1900, 1800, 1700, 1600, 1500, 1400];
const PLAYERS = [
  ['No.', 'Name', 'Title', 'Rating', 'Federation', 'FIDE ID', 'Birth', 'Sex', 'Status'],
  ...NAMES.map((name, i) => ['', name, '', RATINGS[i]!, '', '', '', '', '']),
];
const HEADER = [
  'Board',
  'No.',
  'White',
  'Rating',
  'Points',
  'Game 1',
  'Game 2',
  'No.',
  'Black',
  'Rating',
  'Points',
];

function setUp() {
  const fake = createFakeAppsScript({ spreadsheetName: 'Double' });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  addon.menuSetUpTournament();
  fake.spreadsheet.getSheetByName('Players')!.getRange(1, 1, 8, 9).setValues(PLAYERS);
  setSetting(fake, 'Pairing system', 'Double-Swiss');
  setSetting(fake, 'Rounds', 3);
  setSetting(fake, 'Top seed colour in round 1', 'White');
  fake.ui.alerts.length = 0;
  return { fake, addon };
}

function setSetting(fake: FakeAppsScript, label: string, value: string | number): void {
  const settings = fake.spreadsheet.getSheetByName('Settings')!;
  const values = settings.getDataRange().getValues();
  let row = values.findIndex(([name]) => name === label);
  // The row for two-game matches is shown once the system plays them; typed by hand here.
  if (row < 0) {
    row = values.length;
    settings.getRange(row + 1, 1).setValue(label);
  }
  settings.getRange(row + 1, 2).setValue(value);
}

const tab = (fake: FakeAppsScript, name: string) =>
  fake.spreadsheet.getSheetByName(name)!.getDataRange().getValues();

/** [No., name, rating, points] of a player as a Round tab shows him. */
const shown = (id: number, points: number) => [id, NAMES[id - 1], RATINGS[id - 1], points];

/** Types both games' results of a Round tab, board by board, read left to right. */
function typeResults(fake: FakeAppsScript, round: number, results: [string, string][]) {
  const sheet = fake.spreadsheet.getSheetByName(`Round ${round}`)!;
  results.forEach(([game1, game2], board) => {
    sheet.getRange(board + 2, 6).setValue(game1);
    sheet.getRange(board + 2, 7).setValue(game2);
  });
}

function pair(fake: FakeAppsScript, addon: ReturnType<typeof setUp>['addon']) {
  addon.menuPairNextRound();
  expect(fake.ui.alerts.map((a) => a.prompt)).toEqual([]);
}

/** Standings rows as [No., points]. */
const points = (fake: FakeAppsScript) => {
  const [header, ...rows] = tab(fake, 'Standings');
  const column = header!.indexOf('Points');
  return rows.map((row) => [row[1], row[column]]);
};

describe('a Double-Swiss club event through the add-on', () => {
  it('pairs matches, takes both games’ results and ranks by game or match points', () => {
    const { fake, addon } = setUp();

    // Match 1: 3.4 the bye to 7 (largest TPN); 3.6 the first identifier 1 2 3 4 5 6: 1-4, 2-5,
    // 3-6; 4.3.1 with White for the top seed: odd TPNs White (1, 3), even Black (2). Boards by
    // C.04.2 3.6 (all on 0: the smaller TPN of the higher ranked first).
    pair(fake, addon);
    expect(tab(fake, 'Round 1')).toEqual([
      HEADER,
      [1, ...shown(1, 0), '', '', ...shown(4, 0)],
      [2, ...shown(5, 0), '', '', ...shown(2, 0)],
      [3, ...shown(3, 0), '', '', ...shown(6, 0)],
      // A bye row shows what it gives in each game (1.4: 1½ a match, 0.75 each TRF round).
      ['Bye', ...shown(7, 0), '0.75', '0.75', '', '', '', ''],
    ]);
    // 1-4 1½-½; 5-2 0-2; 3-6 ½-½ then 3 wins game 2 by forfeit (a single forfeit: played, Art. 0).
    typeResults(fake, 1, [
      ['1-0', '½-½'],
      ['0-1', '0-1'],
      ['½-½', '1-0 forfeit'],
    ]);

    // After match 1 (game points): 2 has 2; 1, 3 and 7 (the bye, 1.4) 1½; 4 and 6 ½; 5 0.
    // Match 2: the bye to 5 (lowest). {2} takes an upfloater of 1½ ([C5]): 1, first in 3.5.4's
    // order, leaves {3, 7} pairable ([C6]). Colours: 2 had no White, 1 one (4.3.2): 2 White.
    // 3-7: 7 has no White (4.3.2). 4-6: both Black once; 4.3.4: the higher ranked 4 alternates.
    pair(fake, addon);
    expect(tab(fake, 'Round 2')).toEqual([
      HEADER,
      [1, ...shown(2, 2), '', '', ...shown(1, 1.5)],
      [2, ...shown(7, 1.5), '', '', ...shown(3, 1.5)],
      [3, ...shown(4, 0.5), '', '', ...shown(6, 0.5)],
      ['Bye', ...shown(5, 0), '0.75', '0.75', '', '', '', ''],
    ]);
    // Standings after match 1, in game points (the default); ties go to the tie-breaks.
    const byNumber = (rows: unknown[][]) =>
      [...rows].sort((a, b) => (a[0] as number) - (b[0] as number));
    expect(byNumber(points(fake))).toEqual([
      [1, 1.5],
      [2, 2],
      [3, 1.5],
      [4, 0.5],
      [5, 0],
      [6, 0.5],
      [7, 1.5],
    ]);
    // 2-1 1-1; 7-3 2-0; 4 forfeits both games to 6: the match ends by forfeit (Art. 0).
    typeResults(fake, 2, [
      ['½-½', '½-½'],
      ['1-0', '1-0'],
      ['0-1 forfeit', '0-1 forfeit'],
    ]);
    addon.menuRefreshStandings();
    // Game points: 7 3½, 2 3, 1 and 6 2½, 3 and 5 1½, 4 ½.
    expect(points(fake).map(([, p]) => p)).toEqual([3.5, 3, 2.5, 2.5, 1.5, 1.5, 0.5]);
    expect(points(fake)[0]).toEqual([7, 3.5]);
    expect(points(fake)[1]).toEqual([2, 3]);
    // The players' page: both results of a match, and the bye worth its 1½ (1.4) for the match.
    const page = (addon.doGet() as FakeHtmlOutput).getContent();
    expect(page).toContain('<td class="result">1-0 / 1-0</td>');
    expect(page).toContain('<td class="result">0-1 forfeit / 0-1 forfeit</td>');
    expect(page).toContain('<td class="result">1½</td><td>Bye</td>');
    // Points before match 2 (both games of match 1): Ames 1½, Gray (the bye) 1½.
    expect(page).toContain('<span class="name">Ames</span><br /><small>2000 · 1.5 pts</small>');
    expect(page).toContain('<span class="name">Gray</span><br /><small>1400 · 1.5 pts</small>');

    // Match points (1/½/0 a match; the bye a match won, 1.4): 7 2; 1 and 2 1½; 3, 5, 6 1; 4 0.
    setSetting(fake, 'Standings of two-game matches', 'Match points');
    addon.menuRefreshStandings();
    expect(fake.ui.alerts).toEqual([]);
    const byMatches = points(fake);
    expect(byMatches[0]).toEqual([7, 2]);
    expect(byMatches.slice(1, 3).map(([, p]) => p)).toEqual([1.5, 1.5]);
    expect(byMatches.slice(3, 6).map(([, p]) => p)).toEqual([1, 1, 1]);
    expect(byMatches[6]).toEqual([4, 0]);

    // Match 3, the last: no rematch of a match played ([C1]); 4 and 6 may meet again (their
    // match ended by forfeit), everybody else is paired once.
    pair(fake, addon);
    const round3 = tab(fake, 'Round 3');
    expect(round3[0]).toEqual(HEADER);
    const met = new Set(['1-4', '2-5', '3-6', '1-2', '3-7']);
    const seen: number[] = [];
    for (const row of round3.slice(1)) {
      if (row[0] === 'Bye') {
        seen.push(row[1] as number);
        continue;
      }
      const [a, b] = [row[1] as number, row[7] as number];
      expect(met.has(`${Math.min(a, b)}-${Math.max(a, b)}`)).toBe(false);
      seen.push(a, b);
    }
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);

    // Export TRF: every match as two TRF rounds with the colours reversed, record 192.
    const exported = readTrf(addon.exportTrf().content);
    expect(exported.info.systemCode).toBe('FIDE_DOUBLESWISS');
    expect(exported.totalRounds).toBe(6);
    expect(exported.pointSystem.pairingAllocatedBye).toBe(0.75);
    const ames = exported.players[0]!;
    expect(ames.rounds.slice(0, 4)).toEqual([
      { opponent: 4, colour: 'w', result: '1' },
      { opponent: 4, colour: 'b', result: '=' },
      { opponent: 2, colour: 'b', result: '=' },
      { opponent: 2, colour: 'w', result: '=' },
    ]);
    expect(exported.players[6]!.rounds.slice(0, 2)).toEqual([
      { opponent: null, colour: null, result: 'U' },
      { opponent: null, colour: null, result: 'U' },
    ]);

    // Undo takes the whole match round back.
    addon.menuUndoLastRound();
    expect(fake.spreadsheet.getSheetByName('Round 3')).toBeNull();
  });

  it('a half-point bye asked for a match covers both its games: a drawn match in game points', () => {
    const { fake, addon } = setUp();
    const players = fake.spreadsheet.getSheetByName('Players')!;
    players.getRange(1, 10).setValue('Byes / absent rounds');
    players.getRange(4, 10).setValue('2H'); // Cruz, No. 3, in match 2
    pair(fake, addon);
    typeResults(fake, 1, [
      ['1-0', '1-0'],
      ['0-1', '0-1'],
      ['½-½', '½-½'],
    ]);
    pair(fake, addon);
    const round2 = tab(fake, 'Round 2');
    expect(round2.filter((row) => row[0] === 'Half-point bye')).toEqual([
      ['Half-point bye', ...shown(3, 1), '½', '½', '', '', '', ''],
    ]);
    // Six players left: no pairing-allocated bye this time.
    expect(round2.filter((row) => row[0] === 'Bye')).toEqual([]);
    typeResults(
      fake,
      2,
      round2.filter((row) => typeof row[0] === 'number').map(() => ['½-½', '½-½']),
    );
    addon.menuRefreshStandings();
    // Cruz: 1 in match 1, and a half-point bye in each game of match 2.
    expect(points(fake).find(([id]) => id === 3)).toEqual([3, 2]);
    const exported = readTrf(addon.exportTrf().content);
    expect(exported.players[2]!.rounds.slice(2, 4)).toEqual([
      { opponent: null, colour: null, result: 'H' },
      { opponent: null, colour: null, result: 'H' },
    ]);
  });

  it('a board typed by hand is kept for the match and the others paired around it', () => {
    const { fake, addon } = setUp();
    pair(fake, addon);
    typeResults(fake, 1, [
      ['1-0', '½-½'],
      ['0-1', '0-1'],
      ['½-½', '½-½'],
    ]);
    // Match 2, board 1 typed from the first row of a blank tab: Gray (7, the bye) - Ames (1).
    fake.spreadsheet
      .insertSheet('Round 2')
      .getRange(1, 1, 1, 7)
      .setValues([[1, 7, '', '', '', '', 1]]);
    addon.menuPairNextRound();
    expect(fake.ui.alerts.map((a) => a.prompt).join('\n')).toMatch(
      /^Round 2 paired with .*\n\nBoard 1 of Round 2 typed by hand was kept/s,
    );
    const round2 = tab(fake, 'Round 2');
    expect(round2[0]).toEqual(HEADER);
    // 7: the bye's 1½ (1.4); 1: 1-0 and ½-½.
    expect(round2[1]).toEqual([1, ...shown(7, 1.5), '', '', ...shown(1, 1.5)]);
    expect(round2.at(-1)).toEqual([
      'Changed by hand',
      'board 1 typed by hand, the other players paired around them by Double-Swiss',
      ...Array(9).fill(''),
    ]);
    // 2 to 6 once each: two matches and the pairing-allocated bye, none against 1 or 7.
    const rest = round2.slice(2, -1);
    expect(rest).toHaveLength(3);
    const seen = rest.flatMap((row) => (row[0] === 'Bye' ? [row[1]] : [row[1], row[7]]));
    expect(seen.sort()).toEqual([2, 3, 4, 5, 6]);
    expect(rest.every((row) => row.length === HEADER.length)).toBe(true);
  });

  it('a result missing in game 2 stops the next pairing, naming the board', () => {
    const { fake, addon } = setUp();
    pair(fake, addon);
    typeResults(fake, 1, [
      ['1-0', '1-0'],
      ['0-1', ''],
      ['½-½', '½-½'],
    ]);
    addon.menuPairNextRound();
    expect(fake.ui.alerts.map((a) => a.prompt).join('\n')).toMatch(
      /Round 1.*row 3.*board 2 \(No\. 5 - No\. 2\) has no result yet/s,
    );
    expect(fake.spreadsheet.getSheetByName('Round 2')).toBeNull();
  });

  it('explains, checks and answers why-not for a match round, at its first game', () => {
    const { fake, addon } = setUp();
    pair(fake, addon);
    typeResults(fake, 1, [
      ['1-0', '½-½'],
      ['0-1', '0-1'],
      ['½-½', '1-0 forfeit'],
    ]);
    pair(fake, addon);
    // Match 2 as worked out above: 2-1 (4.3.2), 7-3 (4.3.2), 4-6 (4.3.4), the bye to 5 (3.4).
    const text = addon.explainRound();
    const lines = text.split('\n');
    expect(lines[0]).toBe('Match round 2 (Double-Swiss system (C.04.5, 2026))');
    expect(lines.filter((l) => l.startsWith('Board '))).toEqual([
      'Board 1: Bell (#2, 2) - Ames (#1, 1.5); White to Bell: White to the player who had fewer Whites (4.3.2).',
      'Board 2: Gray (#7, 1.5) - Cruz (#3, 1.5); White to Gray: White to the player who had fewer Whites (4.3.2).',
      'Board 3: Dahl (#4, 0.5) - Ford (#6, 0.5); White to Dahl: the higher ranked player alternates from his last match (4.3.4).',
    ]);
    // 1 (1½) comes up into {2} (2 points), alone: [C4].
    expect(text).toContain(
      'Ames (#1, 1.5) meets Bell (#2, 2): the 2 scoregroup has 1 player to pair, an odd number: one player comes up ([C4])',
    );
    expect(text).toContain('Egan (#5, 0) gets the pairing-allocated bye');
    addon.menuExplainRound();
    expect(fake.ui.alerts).toEqual([]);
    expect(tab(fake, 'Round 2 why')[0]).toEqual([lines[0]]);
    expect(addon.whyNot(1, 4)).toBe(
      'Round 2: Ames (#1, 1.5) and Dahl (#4, 0.5) already played each other in match round 1: no two players meet twice ([C1]).',
    );

    expect(addon.checkRound()).toContain(
      'Round 2: no absolute criterion is broken.\nIt is as good as the engine’s own pairing',
    );
    // By hand: Ames and Ford change places, so Ames meets Dahl again (match 1).
    const round2 = fake.spreadsheet.getSheetByName('Round 2')!;
    round2.getRange(2, 8, 1, 4).setValues([shown(6, 0.5)]);
    round2.getRange(4, 8, 1, 4).setValues([shown(1, 1.5)]);
    const checked = addon.checkRound();
    expect(checked).toContain('Round 2: 1 absolute criterion is broken:');
    expect(checked).toContain(
      'board 3: Dahl (#4, 0.5) and Ames (#1, 1.5) already played each other in match round 1 ([C1])',
    );
  });
});
