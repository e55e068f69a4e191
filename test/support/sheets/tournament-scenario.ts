/**
 * A whole club tournament played through the add-on's menu functions, as an
 * organiser plays it: 20 players, 7 rounds, results typed between rounds, a
 * requested half-point bye, a late entry, a withdrawal and an undo. Every tab
 * is checked after every step against what the test itself knows: the names
 * and ratings it typed, the numbers C.04.2 2.2 gives (worked out by hand),
 * and a running score it keeps from the results it entered.
 *
 * The same scenario runs in-process over a test pairing system
 * (test/sheets) and through the built dist/Code.js with a real FIDE system
 * (test/apps-script).
 */
import { expect } from 'vitest';
import type { RoundPairing } from '../../../src/engine/model/tournament.js';
import type { FakeAppsScript, FakeSheet } from '../apps-script/index.js';
import { workbookSnapshot } from '../apps-script/workbook-snapshot.js';
import { CLUB_PLAYERS, LATE_ENTRY, PLAYERS_HEADER, playerRow } from './club-players.js';

export interface AddonUnderTest {
  fake: FakeAppsScript;
  /** Runs one of the add-on's global functions, as Sheets runs a menu item. */
  call(functionName: string): void;
  /** The pairings the system returned, in order, when the test can see them. */
  pairings?: readonly RoundPairing[];
}

/** The Result dropdown: the results, then "adjourned" (1998 F.9). */
export const RESULT_CHOICES = [
  '1-0',
  '½-½',
  '0-1',
  '1-0 forfeit',
  '0-1 forfeit',
  'double forfeit',
  'adjourned',
];
const ROUND_HEADER = [
  'Board',
  'No.',
  'White',
  'Rating',
  'Points',
  'Result',
  'No.',
  'Black',
  'Rating',
  'Points',
];
const POINTS: Record<string, [number, number]> = {
  '1-0': [1, 0],
  '½-½': [0.5, 0.5],
  '0-1': [0, 1],
  '1-0 forfeit': [1, 0],
  '0-1 forfeit': [0, 1],
  'double forfeit': [0, 0],
};
const BYE_POINTS: Record<string, number> = { Bye: 1, 'Half-point bye': 0.5, Absent: 0 };
/** What a bye row's Result cell shows: its points, in the sign of the results. */
const BYE_RESULT: Record<string, string> = { Bye: '1', 'Half-point bye': '½', Absent: '0' };

/** The Standings columns of the default list (BH/C1, BH, SB, DE). */
export const DEFAULT_TIEBREAK_COLUMNS = ['BH/C1', 'BH', 'SB', 'DE'];

/**
 * Negative when Standings row `a` must come before `b` (points, then the
 * tie-break columns), 0 when nothing separates them.
 */
export function compareStandingsRows(
  a: readonly unknown[],
  b: readonly unknown[],
  tiebreaks: readonly string[],
): number {
  const keys = ['Points', ...tiebreaks];
  for (let k = 0; k < keys.length; k++) {
    const [x, y] = [a[6 + k], b[6 + k]];
    if (x === y) continue;
    if (x === '') return 1;
    if (y === '') return -1;
    // C.07 6: DE ranks by the place it gives within the tied group.
    const lowerFirst = keys[k].startsWith('DE');
    return lowerFirst ? (x as number) - (y as number) : (y as number) - (x as number);
  }
  return 0;
}

/** Runs a menu function; returns the alert it showed, or null when it showed a toast. */
export function runMenu(addon: AddonUnderTest, functionName: string): string | null {
  const alerts = addon.fake.ui.alerts.length;
  const toasts = addon.fake.spreadsheet.toasts.length;
  addon.call(functionName);
  const alert = addon.fake.ui.alerts[alerts];
  if (alert !== undefined) return alert.prompt;
  expect(addon.fake.spreadsheet.toasts.length, `${functionName} says something`).toBe(toasts + 1);
  return null;
}

export function sheet(addon: AddonUnderTest, name: string): FakeSheet {
  const found = addon.fake.spreadsheet.getSheetByName(name);
  if (found === null) throw new Error(`no tab ${name}`);
  return found;
}

function valuesOf(addon: AddonUnderTest, name: string): unknown[][] {
  const values = sheet(addon, name).getDataRange().getValues();
  addon.fake.spreadsheet.callLog.clear();
  return values;
}

/** Sets up the tabs and types the players and the settings, as an organiser would. */
export function enterClubTournament(addon: AddonUnderTest, systemLabel: string): void {
  expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
  const players = sheet(addon, 'Players');
  expect(players.getRange(1, 1, 1, PLAYERS_HEADER.length).getValues()).toEqual([PLAYERS_HEADER]);
  players
    .getRange(2, 1, CLUB_PLAYERS.length, PLAYERS_HEADER.length)
    .setValues(CLUB_PLAYERS.map(playerRow));
  const settings = sheet(addon, 'Settings');
  const labels = settings
    .getRange(1, 1, 10, 1)
    .getValues()
    .map(([v]) => v);
  const set = (label: string, value: string | number) =>
    settings.getRange(labels.indexOf(label) + 1, 2).setValue(value);
  set('Tournament', 'Club championship 2026');
  set('Rounds', 7);
  set('Pairing system', systemLabel);
  set('Top seed colour in round 1', 'White');
  addon.fake.spreadsheet.callLog.clear();
}

interface GameRow {
  row: number;
  board: number;
  white: number;
  black: number;
  whitePoints: number;
  blackPoints: number;
}

/** The result the test enters on a board: mostly wins, some draws, a forfeit now and then. */
function resultFor(round: number, board: number): string {
  if (round === 2 && board === 3) return '1-0 forfeit';
  if (round === 4 && board === 6) return 'double forfeit';
  if (round === 6 && board === 2) return '0-1 forfeit';
  const k = (round * 7 + board * 3) % 5;
  return k === 0 ? '½-½' : k === 1 ? '0-1' : '1-0';
}

export class ClubTournament {
  /** Pairing number -> points, kept by the test from the results it entered. */
  readonly score = new Map<number, number>();
  /** Pairing number -> name and rating as typed. */
  readonly typed = new Map<
    number,
    { name: string; rating: number | ''; title: string; federation: string }
  >();
  /** Pairs that have played a game (not a forfeit), as "a-b" with a < b. */
  readonly played = new Set<string>();
  readonly withdrawn = new Set<number>();
  /** Round -> pairing number with a requested half-point bye. */
  readonly halfByes = new Map<number, number>();

  /** The Settings tab as the organiser left it: pairing never changes it. */
  private readonly settings: unknown[][];

  constructor(readonly addon: AddonUnderTest) {
    for (const p of CLUB_PLAYERS) this.typed.set(p.expectedNumber, p);
    this.settings = valuesOf(addon, 'Settings');
  }

  pointsOf(id: number): number {
    return this.score.get(id) ?? 0;
  }

  /** Pairs the next round through the menu and checks every tab. */
  pairRound(round: number): void {
    const pairingsBefore = this.addon.pairings?.length ?? 0;
    expect(runMenu(this.addon, 'menuPairNextRound'), `pairing round ${round}`).toBeNull();
    const pairing = this.addon.pairings?.[pairingsBefore] ?? null;
    this.checkPlayersTab();
    this.checkRoundTab(round, pairing);
    this.checkStandings();
    this.checkByName(round);
    expect(valuesOf(this.addon, 'Settings')).toEqual(this.settings);
    expect(sheet(this.addon, 'Undo data').isSheetHidden()).toBe(true);
    const visible = this.addon.fake.spreadsheet
      .getSheets()
      .filter((s) => !s.isSheetHidden())
      .map((s) => s.getName());
    expect(visible.filter((name) => name.startsWith('Round '))).toEqual(
      Array.from({ length: round }, (_, i) => `Round ${i + 1}`),
    );
    expect(this.addon.fake.spreadsheet.getActiveSheet().getName()).toBe(`Round ${round}`);
    this.addon.fake.spreadsheet.callLog.clear();
  }

  /**
   * The By name tab: every player of the Round tab once, alphabetically (as
   * the test sorts them), with the board, colour and opponent the Round tab
   * gives, a bye with its label.
   */
  checkByName(round: number): void {
    const values = valuesOf(this.addon, 'By name');
    expect(values[0]).toEqual(['Name', 'No.', 'Board', 'Colour', 'Opponent', 'No.']);
    const expected: unknown[][] = [];
    for (const cells of valuesOf(this.addon, `Round ${round}`).slice(1)) {
      const [board, white, whiteName, , , , black, blackName] = cells;
      if (typeof board !== 'number') {
        expect(BYE_POINTS[board as string]).toBeDefined();
        expected.push([
          whiteName,
          white,
          '',
          '',
          expect.stringMatching(`^${String(board)} \\(`),
          '',
        ]);
        continue;
      }
      expected.push([whiteName, white, board, 'White', blackName, black]);
      expected.push([blackName, black, board, 'Black', whiteName, white]);
    }
    expected.sort((a, b) => (String(a[0]).toLowerCase() < String(b[0]).toLowerCase() ? -1 : 1));
    expect(values.slice(1)).toEqual(expected);
  }

  checkPlayersTab(): void {
    const values = valuesOf(this.addon, 'Players');
    expect(values[0]).toEqual(PLAYERS_HEADER);
    for (const row of values.slice(1)) {
      const typed = this.typed.get(row[0] as number);
      expect(typed, `No. ${String(row[0])}`).toBeDefined();
      expect(row[1], `name of No. ${String(row[0])}`).toBe(typed!.name);
    }
    expect(values.length - 1).toBe(this.typed.size);
  }

  gameRows(round: number): GameRow[] {
    return valuesOf(this.addon, `Round ${round}`)
      .map((cells, index) => ({ cells, row: index + 1 }))
      .filter(({ cells, row }) => row > 1 && typeof cells[0] === 'number')
      .map(({ cells, row }) => ({
        row,
        board: cells[0] as number,
        white: cells[1] as number,
        black: cells[6] as number,
        whitePoints: cells[4] as number,
        blackPoints: cells[9] as number,
      }));
  }

  checkRoundTab(round: number, pairing: RoundPairing | null): void {
    const name = `Round ${round}`;
    const values = valuesOf(this.addon, name);
    expect(values[0]).toEqual(ROUND_HEADER);
    const games = values.slice(1).filter((cells) => typeof cells[0] === 'number');
    const byes = values.slice(1).filter((cells) => typeof cells[0] !== 'number');
    const seen = new Set<number>();
    games.forEach((cells, index) => {
      expect(cells[0]).toBe(index + 1);
      expect(cells[5], 'no result yet').toBe('');
      for (const [no, nameCell, rating, points] of [cells.slice(1, 5), cells.slice(6, 10)]) {
        const id = no as number;
        expect(seen.has(id), `No. ${id} once in ${name}`).toBe(false);
        seen.add(id);
        expect(nameCell).toBe(this.typed.get(id)?.name);
        expect(rating).toBe(this.typed.get(id)?.rating);
        expect(points, `points of No. ${id} before ${name}`).toBe(this.pointsOf(id));
      }
      const key = [cells[1] as number, cells[6] as number].sort((a, b) => a - b).join('-');
      // C.04.1 2: "Two participants shall not play against each other more than once."
      expect(this.played.has(key), `${key} meet again in ${name}`).toBe(false);
    });
    // C.04.2 3.6: boards ordered by the higher-ranked player's score, then the sum of scores.
    const keys = games.map((cells) => {
      const [w, b] = [cells[4] as number, cells[9] as number];
      return [Math.max(w, b), w + b];
    });
    for (let i = 1; i < keys.length; i++) {
      const [prev, next] = [keys[i - 1], keys[i]];
      expect(prev[0] > next[0] || (prev[0] === next[0] && prev[1] >= next[1])).toBe(true);
    }
    for (const cells of byes) {
      expect(Object.keys(BYE_POINTS)).toContain(cells[0]);
      const id = cells[1] as number;
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      expect(cells[2]).toBe(this.typed.get(id)?.name);
      expect(cells[4]).toBe(this.pointsOf(id));
      expect(cells.slice(5)).toEqual([BYE_RESULT[cells[0] as string], '', '', '', '']);
    }
    // Every active player is in the round once; withdrawn players are not.
    const active = [...this.typed.keys()].filter((id) => !this.withdrawn.has(id));
    expect([...seen].sort((a, b) => a - b)).toEqual(active.sort((a, b) => a - b));
    const halfBye = this.halfByes.get(round);
    if (halfBye !== undefined) {
      expect(byes.find((cells) => cells[1] === halfBye)?.[0]).toBe('Half-point bye');
    }
    const pab = byes.filter((cells) => cells[0] === 'Bye');
    expect(pab.length).toBe((active.length - (halfBye === undefined ? 0 : 1)) % 2);
    if (pairing !== null) {
      const shown = games.map((cells) => ({ white: cells[1], black: cells[6] }));
      expect(new Set(shown.map((g) => `${String(g.white)}-${String(g.black)}`))).toEqual(
        new Set(pairing.games.map((g) => `${g.white}-${g.black}`)),
      );
      expect(pab.map((cells) => cells[1])).toEqual(pairing.bye === null ? [] : [pairing.bye]);
    }
    this.checkRoundFormatting(round, games.length);
  }

  checkRoundFormatting(round: number, games: number): void {
    const tab = sheet(this.addon, `Round ${round}`);
    const resultCells = tab.getRange(2, 6, games, 1);
    expect(resultCells.getNumberFormats().flat()).toEqual(Array(games).fill('@'));
    for (const [rule] of resultCells.getDataValidations()) {
      expect(rule?.getCriteriaValues()).toEqual([RESULT_CHOICES, true]);
      expect(rule?.getAllowInvalid()).toBe(false);
    }
    const [protection, ...others] = tab.getProtections('SHEET');
    expect(others).toEqual([]);
    expect(protection.isWarningOnly()).toBe(true);
    expect(protection.getUnprotectedRanges().map((r) => r.getA1Notation())).toEqual([
      `F2:F${games + 1}`,
    ]);
    expect(protection.covers(2, 2)).toBe(true);
    expect(protection.covers(2, 6)).toBe(false);
    expect(tab.getFrozenRows()).toBe(1);
    this.addon.fake.spreadsheet.callLog.clear();
  }

  /**
   * The Standings tab: every player once, the points the test kept, and the
   * order C.07 4.2 asks for: by points, then each tie-break column in turn
   * (DE gives places, lower first; a blank ranks last), then by No.; players
   * equal on points and every tie-break share the rank.
   */
  checkStandings(tiebreaks: readonly string[] = DEFAULT_TIEBREAK_COLUMNS): void {
    const values = valuesOf(this.addon, 'Standings');
    expect(values[0]).toEqual([
      'Rank',
      'No.',
      'Name',
      'Title',
      'Federation',
      'Rating',
      'Points',
      ...tiebreaks,
    ]);
    const rows = values.slice(1);
    expect(rows.length).toBe(this.typed.size);
    rows.forEach((cells, index) => {
      const id = cells[1] as number;
      expect(cells[2]).toBe(this.typed.get(id)?.name);
      expect(cells[3]).toBe(this.typed.get(id)?.title ?? '');
      expect(cells[4]).toBe(this.typed.get(id)?.federation ?? '');
      expect(cells[6], `standings points of No. ${id}`).toBe(this.pointsOf(id));
      for (const value of cells.slice(7))
        expect(typeof value === 'number' || value === '').toBe(true);
      if (index > 0) {
        const prev = rows[index - 1];
        const order = compareStandingsRows(prev, cells, tiebreaks);
        expect(
          order < 0 || (order === 0 && (prev[1] as number) < id),
          `No. ${id} after No. ${String(prev[1])}`,
        ).toBe(true);
        expect(cells[0]).toBe(order === 0 ? prev[0] : index + 1);
      } else expect(cells[0]).toBe(1);
    });
  }

  /** Types every result of the round and adds the byes' points, as the round is played. */
  playRound(round: number): void {
    const tab = sheet(this.addon, `Round ${round}`);
    for (const game of this.gameRows(round)) {
      const result = resultFor(round, game.board);
      tab.getRange(game.row, 6).setValue(result);
      const [w, b] = POINTS[result];
      this.score.set(game.white, this.pointsOf(game.white) + w);
      this.score.set(game.black, this.pointsOf(game.black) + b);
      if (!result.includes('forfeit')) {
        this.played.add([game.white, game.black].sort((x, y) => x - y).join('-'));
      }
    }
    for (const cells of valuesOf(this.addon, `Round ${round}`).slice(1)) {
      if (typeof cells[0] === 'number') continue;
      const id = cells[1] as number;
      this.score.set(id, this.pointsOf(id) + BYE_POINTS[cells[0] as string]);
    }
    this.addon.fake.spreadsheet.callLog.clear();
  }

  /** Writes into a player's row of the Players tab, as the organiser would. */
  editPlayer(id: number, column: string, value: string): void {
    const players = sheet(this.addon, 'Players');
    const values = players.getDataRange().getValues();
    const row = values.findIndex((cells) => cells[0] === id) + 1;
    players.getRange(row, PLAYERS_HEADER.indexOf(column) + 1).setValue(value);
    this.addon.fake.spreadsheet.callLog.clear();
  }

  addLateEntry(): void {
    const players = sheet(this.addon, 'Players');
    players.appendRow(playerRow(LATE_ENTRY));
    this.typed.set(LATE_ENTRY.expectedNumber, LATE_ENTRY);
    this.addon.fake.spreadsheet.callLog.clear();
  }
}

/** The whole tournament; returns the tournament for further checks. */
export function playClubTournament(addon: AddonUnderTest, systemLabel: string): ClubTournament {
  enterClubTournament(addon, systemLabel);
  const club = new ClubTournament(addon);
  const spreadsheet = addon.fake.spreadsheet;

  // Round 1: the add-on numbers the players in the initial order.
  club.pairRound(1);
  const numbers = valuesOf(addon, 'Players')
    .slice(1)
    .map((cells) => cells[0]);
  expect(numbers).toEqual(CLUB_PLAYERS.map((p) => p.expectedNumber));
  club.playRound(1);

  // No. 7 asks for a half-point bye in round 3.
  club.editPlayer(7, 'Byes / absent rounds', '3H');
  club.halfByes.set(3, 7);
  club.pairRound(2);
  club.playRound(2);

  // A late entry before round 3 gets the next number, 21, and 0 points.
  club.addLateEntry();
  club.pairRound(3);
  expect(valuesOf(addon, 'Players').at(-1)?.[0]).toBe(21);
  club.playRound(3);

  club.pairRound(4);
  club.playRound(4);

  // No. 12 withdraws after round 4.
  club.editPlayer(12, 'Status', 'withdrawn');
  club.withdrawn.add(12);
  const beforeRound5 = workbookSnapshot(spreadsheet);

  // Undo a round without results: back as before, without a question; the Standings,
  // Crosstable and By name (written when round 4 was paired, before its results) are those
  // after round 4 now, exactly as Refresh standings writes them.
  club.pairRound(5);
  expect(runMenu(addon, 'menuUndoLastRound')).toBeNull();
  const undone = workbookSnapshot(spreadsheet);
  const derived = ['Standings', 'Crosstable', 'By name'];
  const besidesStandings = (tabs: typeof undone) => tabs.filter((t) => !derived.includes(t.name));
  expect(besidesStandings(undone)).toEqual(besidesStandings(beforeRound5));
  club.checkStandings();
  expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
  expect(workbookSnapshot(spreadsheet)).toEqual(undone);

  // Undo a round with results: the organiser is asked; "No" keeps everything.
  club.pairRound(5);
  const tab = sheet(addon, 'Round 5');
  tab.getRange(2, 6).setValue('1-0');
  tab.getRange(3, 6).setValue('½-½');
  const withResults = workbookSnapshot(spreadsheet);
  const undoAnswering = (answer: 'YES' | 'NO') => {
    const alerts = addon.fake.ui.alerts.length;
    addon.fake.ui.alertAnswers.push(answer);
    addon.call('menuUndoLastRound');
    const [question, ...others] = addon.fake.ui.alerts.slice(alerts);
    expect(others).toEqual([]);
    expect(question.buttons).toBe('YES_NO');
    expect(question.prompt).toMatch(/^Round 5 already has 2 results\. Undo the round anyway\?/);
    return addon.fake.spreadsheet.toasts.at(-1)?.msg;
  };
  expect(undoAnswering('NO')).toBe('Nothing was undone.');
  expect(workbookSnapshot(spreadsheet)).toEqual(withResults);
  expect(undoAnswering('YES')).toBe('Round 5 was undone.');
  expect(workbookSnapshot(spreadsheet)).toEqual(undone);

  for (let round = 5; round <= 7; round++) {
    club.pairRound(round);
    club.playRound(round);
  }
  expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
  club.checkStandings();
  // The tie-breaks decide something: a player on equal points ahead of a lower No.
  const final = valuesOf(addon, 'Standings').slice(1);
  expect(
    final.some(
      (cells, i) =>
        i > 0 && cells[6] === final[i - 1][6] && (cells[1] as number) < (final[i - 1][1] as number),
    ),
  ).toBe(true);
  expect(runMenu(addon, 'menuPairNextRound')).toMatch(
    /^The tournament is over: all 7 rounds are paired\./,
  );
  expect(spreadsheet.getSheets().map((s) => s.getName())).toEqual([
    'Sheet1',
    'Settings',
    'Players',
    'Standings',
    'Crosstable',
    'By name',
    'Round 1',
    'Round 2',
    'Round 3',
    'Round 4',
    'Round 5',
    'Round 6',
    'Round 7',
    'Undo data',
  ]);
  return club;
}
