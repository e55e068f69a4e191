import { ENGLISH, translatorFor } from '../../src/messages/index.js';
/**
 * Issue 33: "Everything the individual events have works here too": the
 * sidebar's status line and settings editor read and save a team event's
 * Settings (refusing what pairing refuses), and the menu's "Explain this
 * round" writes the team explanation into its tab. In process and through
 * the built dist/Code.js.
 */
import { describe, expect, it } from 'vitest';
import {
  explainTeamRound,
  formatTeamExplanation,
} from '../../src/engine/systems/team-swiss/index.js';
import { readTeamTournament } from '../../src/engine/trf/read-team.js';
import type { SidebarState } from '../../src/sheets/addon/sidebar-api.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import { inProcessTeamAddon } from './in-process.js';
import { sheetsDriver, type TeamAddonUnderTest } from './league-scenario.js';
import { sixTeams } from './six-teams.js';

/** What the sidebar sends: the form as the organiser left it, `change` applied. */
function form(state: SidebarState, change: Record<string, unknown> = {}) {
  const { settings, team } = state.status;
  return {
    name: settings.name,
    rounds: settings.rounds === null ? '' : String(settings.rounds),
    system: 'team',
    initialColour: settings.initialColour,
    win: String(settings.win),
    draw: String(settings.draw),
    loss: String(settings.loss),
    tiebreaks: settings.tiebreaks.join(', '),
    unratedRating: '',
    primary: team!.primary,
    colourType: team!.colourType,
    boards: String(team!.boards),
    baku: team!.baku,
    ...change,
  };
}

function refused(addon: TeamAddonUnderTest, input: unknown): string {
  try {
    addon.call('saveSettings', input);
  } catch (error) {
    return (error as Error).message;
  }
  return 'saved';
}

const ADDONS: [string, () => TeamAddonUnderTest][] = [
  ['in process', inProcessTeamAddon],
  [
    'dist/Code.js',
    () => {
      const script = loadBuiltScript({ spreadsheetName: 'County league' });
      return { fake: script.fake, call: (name, ...args) => script.call(name, ...args) };
    },
  ],
];

describe.each(ADDONS)('a team event in the sidebar (%s)', (_, makeAddon) => {
  it('says the round, the teams and what is next, from the Teams and Round tabs', async () => {
    const addon = makeAddon();
    const d = sheetsDriver(addon);
    await d.edit('Settings', 1, 1, [
      ['Setting', 'Value'],
      ['Pairing system', 'Team Swiss (C.04.6)'],
    ]);
    await d.run('setUp');
    const empty = addon.call('getSidebarState') as SidebarState;
    expect(empty.status.team).toMatchObject({ teams: 0, openMatches: [], boards: 4 });
    expect(empty.status.hasPlayersTab).toBe(true);

    await sixTeams(addon, [['Rounds', 5]]);
    const before = addon.call('getSidebarState') as SidebarState;
    expect(before.status).toMatchObject({
      roundsPaired: 0,
      totalRounds: 5,
      players: 18,
      problem: null,
      team: { teams: 6, openMatches: [], primary: 'mp', colourType: 'A', boards: 2 },
    });
    expect(before.status.settings.tiebreaks).toEqual(['MPvGP', 'BH']);

    await d.run('pair');
    const paired = addon.call('getSidebarState') as SidebarState;
    expect(paired.status.roundsPaired).toBe(1);
    expect(paired.status.team!.openMatches).toEqual([1, 2, 3]);
    // Match 2 forfeited whole, match 1's boards in: match 3 is still open.
    await d.edit('Round 1', 3, 5, [['1-0'], ['½-½']]);
    await d.edit('Round 1', 5, 5, [['1-0 forfeit']]);
    expect((addon.call('getSidebarState') as SidebarState).status.team!.openMatches).toEqual([3]);
  });

  it('saves the team rows the pairing and the export then use', async () => {
    const addon = makeAddon();
    const { d } = await sixTeams(addon);
    const state = addon.call('getSidebarState') as SidebarState;
    const result = addon.call(
      'saveSettings',
      form(state, {
        rounds: '7',
        primary: 'gp',
        colourType: 'B',
        boards: '3',
        win: '3',
        tiebreaks: 'EDE, BH:GP/C1',
      }),
    ) as { message: string; state: SidebarState };
    expect(result.message).toContain('Settings saved in the Settings tab.');
    expect(result.state.status.team).toMatchObject({ primary: 'gp', colourType: 'B', boards: 3 });
    expect(result.state.status.settings.tiebreaks).toEqual(['EDE', 'BH:GP/C1']);
    const settings = Object.fromEntries(await d.values('Settings'));
    expect(settings).toMatchObject({
      Rounds: 7,
      'Primary score': 'Game points',
      'Colour preferences': 'Type B',
      'Boards per match': 3,
      'Match points for a win': 3,
      'Team tie-breaks': 'EDE, BH:GP/C1',
    });
    const t = readTeamTournament(await d.run('export'));
    expect(t.info.systemCode).toBe('FIDE_TEAM_TYPEB_GP_MP');
    expect(t.matchPoints).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(t.totalRounds).toBe(7);
  });

  it('refuses what pairing would refuse, each problem named, and changes nothing', async () => {
    const addon = makeAddon();
    const { d } = await sixTeams(addon, [['Rounds', 5]]);
    const state = addon.call('getSidebarState') as SidebarState;
    const settingsBefore = await d.values('Settings');
    // C.04.7 1.4: "If gamepoints were the primary score, the Baku Acceleration could not be used."
    expect(refused(addon, form(state, { primary: 'gp', baku: true }))).toContain(
      'the Baku acceleration needs match points as the primary score (C.04.7 1.4)',
    );
    expect(refused(addon, form(state, { boards: '0' }))).toContain(
      '"0" is not a number of boards from 1 to 20',
    );
    expect(refused(addon, form(state, { win: '1', draw: '2' }))).toContain('Settings, row');
    expect(refused(addon, form(state, { tiebreaks: 'MPvGP, XYZ' }))).toContain('XYZ');
    expect(await d.values('Settings')).toEqual(settingsBefore);

    await d.run('pair');
    for (const row of [3, 4, 6, 7, 9, 10]) await d.edit('Round 1', row, 5, [['1-0']]);
    await d.run('pair');
    expect(refused(addon, form(state, { rounds: '1' }))).toContain(
      '2 rounds are already paired: Rounds cannot be fewer',
    );
    expect(refused(addon, form(state, { boards: '4' }))).toContain(
      'the rounds already paired have 2 boards a match: Boards per match cannot change now',
    );
    expect(await d.values('Settings')).toEqual(settingsBefore);
  });
});

describe.each(ADDONS)('the menu\'s "Explain this round" of a team event (%s)', (_, makeAddon) => {
  it('writes the team explanation of the last round into the tab "Round 1 why"', async () => {
    const addon = makeAddon();
    const { d } = await sixTeams(addon, [['Rounds', 5]]);
    const before = readTeamTournament(await d.run('export'));
    await d.run('pair');
    addon.call('menuExplainRound');
    expect(addon.fake.ui.alerts).toEqual([]);
    const options = { primary: 'mp', secondary: 'gp', colourType: 'A', baku: false } as const;
    const expected = formatTeamExplanation(
      explainTeamRound(before, 1, options),
      translatorFor(ENGLISH),
    )
      .trimEnd()
      .split('\n');
    expect((await d.values('Round 1 why')).map(([line]) => String(line))).toEqual(
      expected.map((line) => line.trimEnd()),
    );
    expect(expected.length).toBeGreaterThan(3);
  });
});
