/**
 * A 10-player and an 11-player double round-robin played to the end through
 * the add-on's menu functions over the fake spreadsheet: the organiser types
 * the players and the Settings, the drawing of lots gives the Berger numbers,
 * every round is paired from the table and its results typed, one player
 * withdraws at 40 % of the rounds and one at 60 %.
 *
 * What each round must be comes from the table as FIDE prints it
 * (test/round-robin/berger-tables.ts, copied from C.05 Annex 1) and the
 * Annex's rule for two cycles, not from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import {
  doubleRoundRobinPlan,
  playedResult,
  type PlannedEvent,
} from './double-round-robin-plan.js';

const tab = (fake: FakeAppsScript, name: string) =>
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

function setting(fake: FakeAppsScript, label: string): unknown {
  return tab(fake, 'Settings').find(([name]) => name === label)?.[1];
}

function setUp(event: PlannedEvent, seed: number) {
  const fake = createFakeAppsScript({ spreadsheetName: event.name });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
    drawSeed: () => seed,
  });
  addon.menuSetUpTournament();
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
  return { fake, addon, column };
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

function playThrough(event: PlannedEvent, seed: number, upTo = event.rounds) {
  const { fake, addon } = setUp(event, seed);
  const plan = doubleRoundRobinPlan(event.players.length);
  let names = new Map<number, string>();
  const gone = new Map<string, number>();
  for (let round = 1; round <= upTo; round++) {
    for (const w of event.withdrawals)
      if (w.after === round - 1) {
        withdraw(fake, w.name);
        gone.set(w.name, round);
      }
    addon.menuPairNextRound();
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
  addon.menuRefreshStandings();
  expect(fake.ui.alerts.map((a) => a.prompt)).toEqual([]);
  return { fake, addon, names, plan };
}

describe('a double round-robin played to the end through the add-on', () => {
  it('10 players, numbers typed by hand: every round is the FIDE table, withdrawals at 40 % and 60 %', () => {
    const event = tenPlayers();
    const { fake, names } = playThrough(event, 1);
    expect([...names].sort(([a], [b]) => a - b).map(([, n]) => n)).toEqual(
      event.players
        .slice()
        .sort((a, b) => a.typedNumber! - b.typedNumber!)
        .map((p) => p.name),
    );
    checkStandings(fake, event, names);
    checkCrosstable(fake, event, names);
  });

  it('11 players, drawn at random with a recorded seed: the dummy gives each player one free round a cycle', () => {
    const event = elevenPlayers();
    const { fake, names } = playThrough(event, 4242);
    expect(setting(fake, 'Drawing of lots')).toBe('At random');
    expect(setting(fake, 'Seed of the draw')).toBe(4242);
    expect([...names.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    checkStandings(fake, event, names);
    checkCrosstable(fake, event, names);
  });
});

/**
 * The Crosstable of a round robin is its grid: rows and columns in Berger
 * order, each cell the results against that opponent in the order played
 * (1, ½, 0; + and - for a forfeit), the diagonal crossed out.
 */
function checkCrosstable(fake: FakeAppsScript, event: PlannedEvent, names: Map<number, string>) {
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
  const [header, ...rows] = tab(fake, 'Crosstable');
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

describe('a round robin through a TRF file', () => {
  it('export, import into a new spreadsheet and export again lose nothing; the import continues from the table', () => {
    const event = elevenPlayers();
    const { fake, addon } = playThrough(event, 4242, 10);
    const first = addon.exportTrf().content;
    expect(first).toContain('\n192 FIDE_DOUBLEROUNDROBIN');
    expect(first).toContain('\n### Drawing of lots: at random, seed 4242');
    const copy = createFakeAppsScript({ spreadsheetName: 'Copy' });
    const again = addonFunctions(() => appsScriptPorts(copy.services), {
      getSystem,
      drawColour: () => 'w',
    });
    again.importTrf(first);
    expect(setting(copy, 'Pairing system')).toBe('Double round robin');
    expect(setting(copy, 'Drawing of lots')).toBe('At random');
    expect(setting(copy, 'Seed of the draw')).toBe(4242);
    expect(setting(copy, 'Tie-breaks')).toBe('SB, DE, WIN, KS');
    for (let round = 1; round <= 10; round++)
      expect(tab(copy, `Round ${round}`)).toEqual(tab(fake, `Round ${round}`));
    expect(tab(copy, 'Crosstable')).toEqual(tab(fake, 'Crosstable'));
    expect(again.exportTrf().content).toBe(first);
    // Round 11 of the table, from the imported workbook: the last of the first cycle.
    again.pairNextRound();
    const plan = doubleRoundRobinPlan(11)[10]!;
    expect(
      tab(copy, 'Round 11')
        .slice(1, 1 + plan.games.length)
        .map((r) => [r[1], r[6]]),
    ).toEqual(plan.games.map(([w, b]) => [w, b]));
  });
});

/**
 * The Standings against points added up here from the plan's results:
 * C.05 6.6 (as decided) leaves the 40 % withdrawal out of the ranking and
 * out of the others' scores; the 60 % one's results stand, the rest forfeits.
 */
function checkStandings(fake: FakeAppsScript, event: PlannedEvent, names: Map<number, string>) {
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
  const [header, ...rows] = tab(fake, 'Standings');
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

function tenPlayers(): PlannedEvent {
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

function elevenPlayers(): PlannedEvent {
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
