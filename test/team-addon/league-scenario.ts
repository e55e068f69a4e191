/**
 * A 12-team league of 4 boards played to the end through the add-on's menu
 * functions, as an organiser plays it: rosters with substitutes, a player
 * absent (his substitute plays), a line-up changed by hand, a board left
 * empty, a requested bye, a whole match forfeited, a withdrawal. Before each
 * round the add-on's TRF export is paired by `swiss-pair --team -p`, and the
 * Round tab the add-on writes must hold that pairing. Match scores and team
 * totals are checked against a tally the test keeps from the results it
 * typed. The same scenario runs in-process (test/team-addon) and through the
 * built dist/Code.js.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runTeam } from '../../src/cli/team-command.js';
import type { FakeAppsScript } from '../support/apps-script/index.js';

export interface TeamAddonUnderTest {
  fake: FakeAppsScript;
  call(functionName: string, ...args: unknown[]): unknown;
}

export type LeagueAction = 'setUp' | 'pair' | 'undo' | 'refresh' | 'check' | 'export';

/** How the scenario reaches the add-on: a spreadsheet in memory, or an .xlsx file and npm start. */
export interface LeagueDriver {
  /** Whether the workbook is new and needs its Settings' kind typed before the tabs are made. */
  typesKind: boolean;
  values(tab: string): Promise<unknown[][]>;
  /** Cells to change, from (row, column), 1-based. */
  edit(tab: string, row: number, column: number, values: unknown[][]): Promise<void>;
  /** Runs an action; throws what the organiser would be told if it failed. Returns its text. */
  run(action: LeagueAction): Promise<string>;
}

const MENU: Record<Exclude<LeagueAction, 'check' | 'export'>, string> = {
  setUp: 'menuSetUpTournament',
  pair: 'menuPairNextRound',
  undo: 'menuUndoLastRound',
  refresh: 'menuRefreshStandings',
};

/** The driver of an add-on over the fake spreadsheet (in-process or dist/Code.js). */
export function sheetsDriver(addon: TeamAddonUnderTest): LeagueDriver {
  const { fake } = addon;
  return {
    typesKind: true,
    values: async (tab) => {
      const sheet = fake.spreadsheet.getSheetByName(tab);
      return sheet === null ? [] : sheet.getDataRange().getValues();
    },
    edit: async (tab, row, column, values) => {
      let sheet = fake.spreadsheet.getSheetByName(tab);
      sheet ??= fake.spreadsheet.insertSheet(tab);
      sheet.getRange(row, column, values.length, values[0]!.length).setValues(values);
    },
    run: async (action) => {
      if (action === 'check') return String(addon.call('checkRound'));
      if (action === 'export') return (addon.call('exportTrf') as { content: string }).content;
      addon.call(MENU[action]);
      const alerts = fake.ui.alerts.splice(0);
      if (alerts.length > 0) throw new Error(alerts.map((a) => a.prompt).join('\n'));
      return '';
    },
  };
}

export const TEAMS = [
  'Knights',
  'Rooks',
  'Bishops',
  'Pawns',
  'Castles',
  'Forks',
  'Pins',
  'Skewers',
  'Gambits',
  'Zugzwang',
  'Fianchetto',
  'Outposts',
];
/** Team k has 6 players (4 regulars, 2 substitutes), except the last three, who have 5. */
export function rosterOf(k: number): string[] {
  const size = k >= 9 ? 5 : 6;
  return Array.from({ length: size }, (_, b) => `${TEAMS[k]} ${b + 1}`);
}

export const ROUNDS = 7;
/** Castles ask for a bye in round 3; Outposts withdraw from round 5. */
const REQUESTED_BYE = { team: 'Castles', round: 3 };
const WITHDRAWN = { team: 'Outposts', round: 5 };
/** Knights 2 cannot play round 2: Knights 5 (the first substitute) takes board 4. */
const ABSENT = { player: 'Knights 2', round: 2 };
/** Zugzwang 2 and 3 cannot play round 4: with 5 players, board 4 is left empty. */
const SHORT = { players: ['Zugzwang 2', 'Zugzwang 3'], round: 4 };

/** The pair list `swiss-pair --team IN -p` gives for the add-on's export. */
async function cliPairList(trf: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'team-league-'));
  const input = join(dir, 'league.trf');
  const output = join(dir, 'pairs.txt');
  writeFileSync(input, trf);
  let err = '';
  const code = await runTeam(['--team', input, '-p', output], {
    stdout: () => {},
    stderr: (text: string) => (err += text),
  } as never);
  expect(err).toBe('');
  expect(code).toBe(0);
  return readFileSync(output, 'utf8');
}

/** Deterministic results: a small linear congruential generator. */
function results(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    const x = state / 2147483648;
    return x < 0.4 ? '1-0' : x < 0.7 ? '½-½' : '0-1';
  };
}

const POINTS: Record<string, [number, number]> = {
  '1-0': [1, 0],
  '½-½': [0.5, 0.5],
  '0-1': [0, 1],
  '1-0 forfeit': [1, 0],
  '0-1 forfeit': [0, 1],
};

export interface LeagueTally {
  matchPoints: Map<string, number>;
  gamePoints: Map<string, number>;
  /** TPN pairs per round, white team first, as the CLI gave them. */
  pairLists: string[];
}

export async function playLeague(d: LeagueDriver): Promise<LeagueTally> {
  // A new spreadsheet: the organiser chooses the team kind in the Settings, then creates the tabs.
  if (d.typesKind)
    await d.edit('Settings', 1, 1, [
      ['Setting', 'Value'],
      ['Pairing system', 'Team Swiss (C.04.6)'],
    ]);
  await d.run('setUp');
  const settingsValues = await d.values('Settings');
  const row = (label: string) => settingsValues.findIndex(([l]) => l === label) + 1;
  expect(row('Boards per match')).toBeGreaterThan(0);
  await d.edit('Settings', row('Rounds'), 2, [[ROUNDS]]);
  await d.edit('Settings', row('Boards per match'), 2, [[4]]);
  await d.edit('Settings', row('Top seed colour in round 1'), 2, [['White']]);
  expect((await d.values('Teams'))[0]).toEqual([
    'Team',
    'Player',
    'Rating',
    'FIDE ID',
    'Not playing in rounds',
    'Withdrawn from round',
  ]);
  const teamRows: (string | number)[][] = [];
  TEAMS.forEach((team, k) => {
    teamRows.push([
      team,
      '',
      '',
      '',
      team === REQUESTED_BYE.team ? String(REQUESTED_BYE.round) : '',
      team === WITHDRAWN.team ? WITHDRAWN.round : '',
    ]);
    rosterOf(k).forEach((name, b) => {
      const absent =
        name === ABSENT.player
          ? String(ABSENT.round)
          : SHORT.players.includes(name)
            ? String(SHORT.round)
            : '';
      teamRows.push(['', name, 2400 - 20 * k - b, '', absent, '']);
    });
  });
  await d.edit('Teams', 2, 1, teamRows);

  const tally: LeagueTally = {
    matchPoints: new Map(TEAMS.map((t) => [t, 0])),
    gamePoints: new Map(TEAMS.map((t) => [t, 0])),
    pairLists: [],
  };
  const next = results(33);
  for (let round = 1; round <= ROUNDS; round++) {
    const expected = await cliPairList(await d.run('export'));
    tally.pairLists.push(expected);
    await d.run('pair');
    if (round === 2) {
      // Undo before any result: the tab goes without a question, and pairing again gives the same round.
      const before = await d.values('Round 2');
      await d.run('undo');
      expect(await d.values('Round 2')).toEqual([]);
      await d.run('pair');
      expect(await d.values('Round 2')).toEqual(before);
    }
    // "Check this round": the tab as written is the system's own pairing.
    expect(await d.run('check')).toContain(
      `Round ${round} is the pairing of the Swiss Team Pairing System (C.04.6).`,
    );
    const tab = await d.values(`Round ${round}`);
    expect(tab[0]).toEqual([
      'Match',
      'Board',
      'Colours',
      'Team / player',
      'Result',
      'Team / player',
      'Match score',
    ]);
    // The Round tab's matches (left team White on board 1) and PAB, as a pair list.
    const tpn = (name: unknown) => TEAMS.indexOf(String(name)) + 1;
    const lines: string[] = [];
    for (const cells of tab.slice(1))
      if (cells[0] !== '') lines.push(`${tpn(cells[3])} ${tpn(cells[5])}`);
    for (const cells of tab.slice(1))
      if (cells[0] === '' && cells[1] === '' && cells[4] === 'Pairing-allocated bye')
        lines.push(`${tpn(cells[3])} 0`);
    expect([String(lines.length), ...lines].join('\n') + '\n', `round ${round}`).toBe(expected);

    // Requested byes and withdrawals are shown, not paired.
    const byeRow = (team: string) => tab.find((c) => c[3] === team && c[0] === '' && c[1] === '');
    if (round === REQUESTED_BYE.round)
      expect(byeRow(REQUESTED_BYE.team)?.[4]).toBe('Bye requested');
    if (round >= WITHDRAWN.round) expect(byeRow(WITHDRAWN.team)?.[4]).toBe('Withdrawn');

    // Line-ups: the first available players in roster order, colours alternating from board 1.
    for (let r = 1; r < tab.length; r++) {
      const cells = tab[r]!;
      if (cells[0] === '') continue;
      for (let b = 1; b <= 4; b++) {
        const board = tab[r + b]!;
        expect(board[1]).toBe(b);
        expect(board[2]).toBe(b % 2 === 1 ? 'White – Black' : 'Black – White');
        for (const [column, team] of [
          [3, cells[3]],
          [5, cells[5]],
        ] as const) {
          const k = TEAMS.indexOf(String(team));
          const available = rosterOf(k).filter(
            (name) =>
              !(name === ABSENT.player && round === ABSENT.round) &&
              !(SHORT.players.includes(name) && round === SHORT.round),
          );
          expect(board[column], `round ${round} ${String(team)} board ${b}`).toBe(
            available[b - 1] ?? '',
          );
        }
      }
    }

    // The organiser changes a line-up in round 6: Knights play their substitute 5 on board 4.
    const knights = tab.findIndex((c) => c[0] !== '' && (c[3] === 'Knights' || c[5] === 'Knights'));
    if (round === 6) {
      const column = tab[knights]![3] === 'Knights' ? 4 : 6;
      await d.edit('Round 6', knights + 5, column, [['Knights 5']]);
    }

    // Results: the first match of round 4 is forfeited whole by the team on the right.
    let matchIndex = 0;
    for (let r = 1; r < tab.length; r++) {
      const cells = tab[r]!;
      if (cells[0] === '') continue;
      const [left, right] = [String(cells[3]), String(cells[5])];
      if (round === 4 && matchIndex === 0) {
        await d.edit(`Round ${round}`, r + 1, 5, [['1-0 forfeit']]);
        tally.gamePoints.set(left, tally.gamePoints.get(left)! + 4);
        tally.matchPoints.set(left, tally.matchPoints.get(left)! + 2);
      } else {
        let l = 0;
        let rr = 0;
        for (let b = 1; b <= 4; b++) {
          const board = tab[r + b]!;
          let result: string;
          if (board[3] === '' || board[5] === '')
            result = board[3] === '' ? '0-1 forfeit' : '1-0 forfeit';
          else {
            result = next();
            await d.edit(`Round ${round}`, r + b + 1, 5, [[result]]);
          }
          l += POINTS[result]![0];
          rr += POINTS[result]![1];
        }
        tally.gamePoints.set(left, tally.gamePoints.get(left)! + l);
        tally.gamePoints.set(right, tally.gamePoints.get(right)! + rr);
        const [ml, mr] = l > rr ? [2, 0] : l < rr ? [0, 2] : [1, 1];
        tally.matchPoints.set(left, tally.matchPoints.get(left)! + ml);
        tally.matchPoints.set(right, tally.matchPoints.get(right)! + mr);
      }
      matchIndex++;
    }
    // C.04.6 1.4: the PAB scores as a drawn match, 1 match point and 2 game points of 4 boards.
    for (const cells of tab.slice(1))
      if (cells[4] === 'Pairing-allocated bye') {
        const team = String(cells[3]);
        tally.matchPoints.set(team, tally.matchPoints.get(team)! + 1);
        tally.gamePoints.set(team, tally.gamePoints.get(team)! + 2);
      }
  }
  await d.run('refresh');
  return tally;
}

/** The Team standings tab against the tally: every team's match points and game points. */
export async function expectStandingsOfTally(d: LeagueDriver, tally: LeagueTally): Promise<void> {
  const standings = await d.values('Team standings');
  expect(standings[0]!.slice(0, 6)).toEqual([
    'Rank',
    'Team',
    'Match points',
    'Game points',
    'MPvGP',
    'BH',
  ]);
  expect(standings).toHaveLength(TEAMS.length + 1);
  for (const cells of standings.slice(1)) {
    const team = String(cells[1]);
    expect([team, cells[2], cells[3]]).toEqual([
      team,
      tally.matchPoints.get(team),
      tally.gamePoints.get(team),
    ]);
  }
  // Ranked on match points first (C.04.6 1.2.2).
  const mp = standings.slice(1).map((c) => Number(c[2]));
  expect([...mp].sort((a, b) => b - a)).toEqual(mp);
}

/** Every match score on the Round tabs against the boards' results as typed. */
export async function expectMatchScores(d: LeagueDriver): Promise<void> {
  for (let round = 1; round <= ROUNDS; round++) {
    const tab = await d.values(`Round ${round}`);
    for (let r = 1; r < tab.length; r++) {
      const cells = tab[r]!;
      if (cells[0] === '') continue;
      let l = 0;
      let rr = 0;
      if (cells[4] === '1-0 forfeit') l = 4;
      else
        for (let b = 1; b <= 4; b++) {
          const board = tab[r + b]!;
          const result =
            board[3] === '' ? '0-1 forfeit' : board[5] === '' ? '1-0 forfeit' : String(board[4]);
          l += POINTS[result]![0];
          rr += POINTS[result]![1];
        }
      const half = (x: number) => (Number.isInteger(x) ? String(x) : `${Math.floor(x) || ''}½`);
      expect(cells[6], `round ${round} match ${String(cells[0])}`).toBe(`${half(l)} – ${half(rr)}`);
    }
  }
}
