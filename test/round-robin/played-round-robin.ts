/**
 * A double round-robin played to the end through the add-on's menu, the
 * same way in process and through the built dist/Code.js: the organiser
 * types the players and the Settings, the drawing of lots gives the Berger
 * numbers, every round is paired from the table and its results typed, one
 * player withdraws at 40 % of the rounds and one at 60 %.
 *
 * What each round must be comes from the table as FIDE prints it
 * (berger-tables.ts, copied from C.05 Annex 1) and the Annex's rule for two
 * cycles, not from the code under test.
 */
import { expect } from 'vitest';
import type { FakeAppsScript } from '../support/apps-script/index.js';
import {
  doubleRoundRobinPlan,
  playedResult,
  type PlannedEvent,
} from './double-round-robin-plan.js';

/** The add-on under test: the fake spreadsheet and its global functions by name. */
export interface RoundRobinAddon {
  fake: FakeAppsScript;
  call(name: 'menuSetUpTournament' | 'menuPairNextRound' | 'menuRefreshStandings'): void;
}

/** A tab's values by name. */
export type TabReader = (name: string) => unknown[][];

export const tab = (fake: FakeAppsScript, name: string) =>
  fake.spreadsheet.getSheetByName(name)!.getDataRange().getValues();

function setSetting(fake: FakeAppsScript, label: string, value: string | number): void {
  const settings = fake.spreadsheet.getSheetByName('Settings')!;
  const values = settings.getDataRange().getValues();
  let row = values.findIndex(([name]) => name === label);
  if (row < 0) {
    row = values.length;
    settings.getRange(row + 1, 1).setValue(label);
  }
  settings.getRange(row + 1, 2).setValue(value);
}

export function setting(fake: FakeAppsScript, label: string): unknown {
  return tab(fake, 'Settings').find(([name]) => name === label)?.[1];
}

function setUp(event: PlannedEvent, addon: RoundRobinAddon) {
  const { fake } = addon;
  addon.call('menuSetUpTournament');
  const header = tab(fake, 'Players')[0]!;
  const column = (name: string) => header.indexOf(name);
  const rows = event.players.map((p) => {
    const row: (string | number)[] = header.map(() => '');
    row[column('No.')] = p.typedNumber ?? '';
    row[column('Name')] = p.name;
    row[column('Rating')] = p.rating;
    row[column('Federation')] = p.federation;
    return row;
  });
  fake.spreadsheet
    .getSheetByName('Players')!
    .getRange(1, 1, rows.length + 1, header.length)
    .setValues([header, ...rows]);
  setSetting(fake, 'Pairing system', 'Double round robin');
  setSetting(fake, 'Rounds', event.rounds);
  setSetting(fake, 'Tie-breaks', '');
  if (event.drawing !== undefined) setSetting(fake, 'Drawing of lots', event.drawing);
  fake.ui.alerts.length = 0;
  return { fake, column };
}

/** The players' names by their No. as the Players tab shows it after the draw. */
function namesByNumber(fake: FakeAppsScript): Map<number, string> {
  const [header, ...rows] = tab(fake, 'Players');
  const no = header!.indexOf('No.');
  const name = header!.indexOf('Name');
  return new Map(rows.map((r) => [Number(r[no]), String(r[name])]));
}

function withdraw(fake: FakeAppsScript, name: string): void {
  const [header, ...rows] = tab(fake, 'Players');
  const row = rows.findIndex((r) => r[header!.indexOf('Name')] === name);
  fake.spreadsheet
    .getSheetByName('Players')!
    .getRange(row + 2, header!.indexOf('Status') + 1)
    .setValue('withdrawn');
}

export function playThrough(addon: RoundRobinAddon, event: PlannedEvent, upTo = event.rounds) {
  const { fake } = setUp(event, addon);
  const plan = doubleRoundRobinPlan(event.players.length);
  let names = new Map<number, string>();
  const gone = new Map<string, number>();
  for (let round = 1; round <= upTo; round++) {
    for (const w of event.withdrawals)
      if (w.after === round - 1) {
        withdraw(fake, w.name);
        gone.set(w.name, round);
      }
    addon.call('menuPairNextRound');
    expect(fake.ui.alerts.map((a) => a.prompt)).toEqual([]);
    if (round === 1) names = namesByNumber(fake);
    const rows = tab(fake, `Round ${round}`);
    const expected = plan[round - 1]!;
    // Boards in the table's order, White first, by Berger number (the Players tab's No.).
    const boards = rows.slice(1, 1 + expected.games.length);
    expect(boards.map((r) => [r[0], r[1], r[6]])).toEqual(
      expected.games.map(([w, b], i) => [i + 1, w, b]),
    );
    // The player who meets the dummy (odd field) is free: no game, no point.
    const free = rows.slice(1 + expected.games.length);
    expect(free.map((r) => [r[0], r[1], r[5]])).toEqual(
      expected.free === null ? [] : [['Free (no game)', expected.free, '0']],
    );
    const sheet = fake.spreadsheet.getSheetByName(`Round ${round}`)!;
    expected.games.forEach(([w, b], i) => {
      const whiteGone = gone.has(names.get(w)!);
      const blackGone = gone.has(names.get(b)!);
      // C.05 6.6 (as decided): a withdrawn player's remaining games are lost by forfeit, written by the add-on.
      if (whiteGone || blackGone) {
        expect(boards[i]![5]).toBe(
          whiteGone && blackGone ? 'double forfeit' : whiteGone ? '0-1 forfeit' : '1-0 forfeit',
        );
        return;
      }
      expect(boards[i]![5]).toBe('');
      sheet.getRange(i + 2, 6).setValue(playedResult(w, b, round));
    });
  }
  addon.call('menuRefreshStandings');
  expect(fake.ui.alerts.map((a) => a.prompt)).toEqual([]);
  return { names, plan };
}

/**
 * The Standings against points added up here from the plan's results:
 * C.05 6.6 (as decided) leaves the 40 % withdrawal out of the ranking and
 * out of the others' scores; the 60 % one's results stand, the rest forfeits.
 */
export function checkStandings(tabOf: TabReader, event: PlannedEvent, names: Map<number, string>) {
  const plan = doubleRoundRobinPlan(event.players.length);
  const number = new Map([...names].map(([n, name]) => [name, n]));
  const leftAt = new Map(event.withdrawals.map((w) => [number.get(w.name)!, w.after + 1]));
  const excluded = new Set(
    event.withdrawals.filter((w) => w.excluded).map((w) => number.get(w.name)!),
  );
  const points = new Map<number, number>([...names.keys()].map((n) => [n, 0]));
  plan.forEach((round, i) => {
    const r = i + 1;
    for (const [w, b] of round.games) {
      const wGone = (leftAt.get(w) ?? Infinity) <= r;
      const bGone = (leftAt.get(b) ?? Infinity) <= r;
      let [pw, pb] = [0, 0];
      if (wGone || bGone) [pw, pb] = [wGone ? 0 : 1, bGone ? 0 : 1];
      else {
        const result = playedResult(w, b, r);
        [pw, pb] = result === '1-0' ? [1, 0] : result === '0-1' ? [0, 1] : [0.5, 0.5];
      }
      if (!excluded.has(b)) points.set(w, points.get(w)! + pw);
      if (!excluded.has(w)) points.set(b, points.get(b)! + pb);
    }
  });
  const [header, ...rows] = tabOf('Standings');
  expect(header).toEqual([
    'Rank',
    'No.',
    'Name',
    'Title',
    'Federation',
    'Rating',
    'Points',
    'SB',
    'DE',
    'WIN',
    'KS',
  ]);
  const ranked = rows.filter((r) => !excluded.has(Number(r[1])));
  for (const row of ranked) expect([row[1], row[6]]).toEqual([row[1], points.get(Number(row[1]))]);
  // Ranked by points first (C.07 4.2).
  const shownPoints = ranked.map((r) => Number(r[6]));
  expect(shownPoints).toEqual([...shownPoints].sort((a, b) => b - a));
  // The excluded player is listed after the ranking.
  expect(rows.slice(ranked.length).map((r) => Number(r[1]))).toEqual([...excluded]);
}

/**
 * The Crosstable of a round robin is its grid: rows and columns in Berger
 * order, each cell the results against that opponent in the order played
 * (1, ½, 0; + and - for a forfeit), the diagonal crossed out.
 */
export function checkCrosstable(tabOf: TabReader, event: PlannedEvent, names: Map<number, string>) {
  const n = event.players.length;
  const plan = doubleRoundRobinPlan(n);
  const number = new Map([...names].map(([k, name]) => [name, k]));
  const leftAt = new Map(event.withdrawals.map((w) => [number.get(w.name)!, w.after + 1]));
  const cells = new Map<string, string[]>();
  plan.forEach((round, i) => {
    const r = i + 1;
    for (const [w, b] of round.games) {
      const wGone = (leftAt.get(w) ?? Infinity) <= r;
      const bGone = (leftAt.get(b) ?? Infinity) <= r;
      let [sw, sb] = ['', ''];
      if (wGone || bGone) [sw, sb] = [wGone ? '-' : '+', bGone ? '-' : '+'];
      else {
        const result = playedResult(w, b, r);
        [sw, sb] = result === '1-0' ? ['1', '0'] : result === '0-1' ? ['0', '1'] : ['½', '½'];
      }
      cells.set(`${w}:${b}`, [...(cells.get(`${w}:${b}`) ?? []), sw]);
      cells.set(`${b}:${w}`, [...(cells.get(`${b}:${w}`) ?? []), sb]);
    }
  });
  const [header, ...rows] = tabOf('Crosstable');
  const numbers = Array.from({ length: n }, (_, i) => i + 1);
  expect(header!.slice(6, 6 + n)).toEqual(numbers.map(String));
  expect(rows.map((r) => r[1])).toEqual(numbers);
  for (const row of rows) {
    const me = Number(row[1]);
    expect(row[2]).toBe(names.get(me));
    expect(row.slice(6, 6 + n)).toEqual(
      numbers.map((o) => (o === me ? '×' : cells.get(`${me}:${o}`)!.join(' '))),
    );
  }
}

export function tenPlayers(): PlannedEvent {
  const names = [
    'Alves',
    'Brandt',
    'Castro',
    'Dumas',
    'Engel',
    'Fuchs',
    'Garcia',
    'Holm',
    'Ivanov',
    'Jansen',
  ];
  // Typed by hand: the draw was made at the players' meeting (C.05 Annex 1 Part 3.1).
  const numbers = [7, 3, 10, 1, 5, 9, 2, 8, 4, 6];
  return {
    name: 'Club championship',
    rounds: 18,
    drawing: 'By hand',
    players: names.map((name, i) => ({
      name,
      rating: 2200 - 37 * i,
      federation: 'ENG',
      typedNumber: numbers[i]!,
    })),
    // 40 % of 18 rounds: gone after round 7 (7 games of 18: below half, excluded);
    // 60 %: gone after round 11 (11 of 18: his results stand).
    withdrawals: [
      { name: 'Castro', after: 7, excluded: true },
      { name: 'Holm', after: 11, excluded: false },
    ],
  };
}

export function elevenPlayers(): PlannedEvent {
  const names = ['Abe', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ida', 'Jo', 'Kim'];
  return {
    name: 'Closed section',
    rounds: 22,
    players: names.map((name, i) => ({ name, rating: 2000 - 20 * i, federation: 'FRA' })),
    // 40 % of 22 rounds: after round 9 (at most 9 games of 20: excluded); 60 %: after round 13.
    withdrawals: [
      { name: 'Cy', after: 9, excluded: true },
      { name: 'Gus', after: 13, excluded: false },
    ],
  };
}
