/**
 * "Pair the rest" for a team event (issue 33: "Everything the individual
 * events have works here too"): matches typed by hand on a new Round tab are
 * kept, as typed, and C.04.6 pairs the other teams; matches [C1] forbids, a
 * team that does not play the round, or typed matches leaving no legal
 * pairing of the rest ([C1]-[C3]) are refused, nothing changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SidebarState } from '../../src/sheets/addon/sidebar-api.js';
import { inProcessTeamAddon } from './in-process.js';
import { sheetsDriver, type LeagueDriver, type TeamAddonUnderTest } from './league-scenario.js';
import { sixTeamsIn } from './six-teams.js';
import { xlsxDriver } from './xlsx-driver.js';

async function refusal(run: Promise<string>): Promise<string> {
  return run.then(
    () => 'done',
    (error: Error) => error.message,
  );
}

/** Where the event runs: a spreadsheet in process (with its sidebar), or an .xlsx file and npm start. */
type Place = () => { d: LeagueDriver; addon: TeamAddonUnderTest | null; done: () => void };

const PLACES: [string, Place][] = [
  [
    'in process',
    () => {
      const addon = inProcessTeamAddon();
      return { d: sheetsDriver(addon), addon, done: () => undefined };
    },
  ],
  [
    '.xlsx (npm start)',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'team-rest-'));
      return {
        d: xlsxDriver(dir, join(dir, 'league.xlsx')),
        addon: null,
        done: () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
];

/** Round 1 paired and every board won by the left team; its matches as [left, right]. */
async function afterRound1(place: Place) {
  const { d, addon, done } = place();
  onTestFinished(done);
  await sixTeamsIn(d, [['Rounds', 5]]);
  await d.run('pair');
  for (const row of [3, 4, 6, 7, 9, 10]) await d.edit('Round 1', row, 5, [['1-0']]);
  const tab = await d.values('Round 1');
  const round1 = [1, 4, 7].map((row) => [String(tab[row]![3]), String(tab[row]![5])]) as [
    string,
    string,
  ][];
  return { addon, d, round1 };
}

/** The matches of a Round tab as [left, right], in its order. */
async function matchesOf(d: LeagueDriver, tab: string): Promise<[string, string][]> {
  return (await d.values(tab))
    .filter((row) => typeof row[0] === 'number')
    .map((row) => [String(row[3]), String(row[5])]);
}

describe.each(PLACES)(
  'pair the rest of a team round around matches typed by hand (%s)',
  (_, place) => {
    it('keeps the typed match first, as typed, and pairs the other four teams without a rematch', async () => {
      const { addon, d, round1 } = await afterRound1(place);
      // Two teams that won in round 1 (two left teams), the second one on the left.
      const [first, second] = [round1[0]![0], round1[1]![0]];
      await d.edit('Round 2', 1, 1, [[1, '', '', second, '', first, '']]);
      if (addon !== null) {
        const state = addon.call('getSidebarState') as SidebarState;
        expect(state.status.roundsPaired).toBe(1);
        expect(state.status.team!.typedMatches).toBe(1);
      }

      await d.run('pair');
      const round2 = await matchesOf(d, 'Round 2');
      expect(round2[0]).toEqual([second, first]);
      expect(round2).toHaveLength(3);
      const teams = round2.flat().sort();
      expect(teams).toEqual(['Team A', 'Team B', 'Team C', 'Team D', 'Team E', 'Team F']);
      // C.04.6 [C1]: no two teams of round 1 meet again.
      const met = new Set(round1.map((m) => [...m].sort().join('|')));
      for (const m of round2) expect(met.has([...m].sort().join('|'))).toBe(false);
      // Each match with its boards: the line-ups written for the kept match too.
      const tab = await d.values('Round 2');
      expect(tab[2]!.slice(1, 6)).toEqual([
        1,
        'White – Black',
        `${second.slice(-1)}1`,
        '',
        `${first.slice(-1)}1`,
      ]);
    });

    it('refuses a typed match of two teams that have met ([C1]), naming its row, nothing changed', async () => {
      const { d, round1 } = await afterRound1(place);
      const [left, right] = round1[2]!;
      await d.edit('Round 2', 1, 1, [
        ['Match', 'Board', 'Colours', 'Team / player', 'Result', 'Team / player', 'Match score'],
        [1, '', '', right, '', left, ''],
      ]);
      const before = await d.values('Round 2');
      expect(await refusal(d.run('pair'))).toContain(
        `Round 2, row 2: ${right} and ${left} met in round 1: they cannot meet again (C.04.6 [C1])`,
      );
      expect(await d.values('Round 2')).toEqual(before);
    });

    it('refuses typed matches that leave the rest no legal pairing ([C1]-[C3])', async () => {
      const { d, round1 } = await afterRound1(place);
      const [[l1, r1], [l2, r2]] = round1 as [[string, string], [string, string]];
      // The two teams left over met in round 1's third match.
      await d.edit('Round 2', 1, 1, [
        [1, '', '', l1, '', l2, ''],
        [2, '', '', r1, '', r2, ''],
      ]);
      const before = await d.values('Round 2');
      expect(await refusal(d.run('pair'))).toContain(
        'No valid pairing of the other teams exists around the matches typed by hand in round 2 (C.04.6 [C1]-[C3]',
      );
      expect(await d.values('Round 2')).toEqual(before);
    });
  },
);
