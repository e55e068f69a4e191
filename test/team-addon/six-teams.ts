/** Six teams of three players (two boards, one substitute) typed into a new team event. */
import { expect } from 'vitest';
import { sheetsDriver, type LeagueDriver, type TeamAddonUnderTest } from './league-scenario.js';

/** Teams A to F, players A1-A3 ... F1-F3 (ratings 1999, 1998, 1997), the Settings as given. */
export async function sixTeams(addon: TeamAddonUnderTest, settings: [string, unknown][] = []) {
  const d = sheetsDriver(addon);
  await sixTeamsIn(d, settings);
  return { addon, d };
}

/** The same through any driver: a spreadsheet's kind typed first, an .xlsx file made --team. */
export async function sixTeamsIn(d: LeagueDriver, settings: [string, unknown][] = []) {
  if (d.typesKind)
    await d.edit('Settings', 1, 1, [
      ['Setting', 'Value'],
      ['Pairing system', 'Team Swiss (C.04.6)'],
    ]);
  await d.run('setUp');
  const labels = (await d.values('Settings')).map(([l]) => l);
  for (const [label, value] of [
    ['Boards per match', 2],
    ['Top seed colour in round 1', 'White'],
    ...settings,
  ] as [string, unknown][]) {
    const at = labels.indexOf(label);
    expect(at, label).toBeGreaterThan(0);
    await d.edit('Settings', at + 1, 2, [[value]]);
  }
  const rows: unknown[][] = [];
  for (const team of ['A', 'B', 'C', 'D', 'E', 'F']) {
    rows.push([`Team ${team}`, '', '', '', '', '']);
    for (let b = 1; b <= 3; b++) rows.push(['', `${team}${b}`, 2000 - b, '', '', '']);
  }
  await d.edit('Teams', 2, 1, rows);
}
