/**
 * A team event after round 1 (every board won by the left player) and round
 * 2 paired, some of its results in: match 1 1½–½, match 2 forfeited whole by
 * its left team, match 3's right team with board 2 left empty. Player A1 has
 * a hostile name and a FIDE ID that must not reach the page.
 */
import { expect } from 'vitest';
import type { TeamAddonUnderTest } from './league-scenario.js';
import { sixTeams } from './six-teams.js';

export const HOSTILE_NAME = '<img src=x onerror="window.pwned = true"> A1';
export const PRIVATE_FIDE_ID = '98765001';

export interface MatchShown {
  left: string;
  right: string;
  boards: [string, string][];
}

export async function teamEventAfterRound1(addon: TeamAddonUnderTest) {
  const { d } = await sixTeams(addon, [['Rounds', 5]]);
  // Teams row 3 is A1: Player in column 2, FIDE ID in column 4.
  await d.edit('Teams', 3, 2, [[HOSTILE_NAME]]);
  await d.edit('Teams', 3, 4, [[PRIVATE_FIDE_ID]]);
  await d.run('pair');
  const round1 = await d.values('Round 1');
  expect(round1).toHaveLength(10);
  const winners1 = [round1[1]![3], round1[4]![3], round1[7]![3]].map(String);
  for (const row of [3, 4, 6, 7, 9, 10]) await d.edit('Round 1', row, 5, [['1-0']]);
  await d.run('pair');
  await d.edit('Round 2', 3, 5, [['1-0']]);
  await d.edit('Round 2', 4, 5, [['½-½']]);
  await d.edit('Round 2', 5, 5, [['0-1 forfeit']]);
  await d.edit('Round 2', 10, 6, [['']]);
  const round2 = await d.values('Round 2');
  const matches: MatchShown[] = [1, 4, 7].map((row) => ({
    left: String(round2[row]![3]),
    right: String(round2[row]![5]),
    boards: [
      [String(round2[row + 1]![3]), String(round2[row + 1]![5])],
      [String(round2[row + 2]![3]), String(round2[row + 2]![5])],
    ],
  }));
  return { d, winners1, matches };
}
