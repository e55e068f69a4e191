import { ENGLISH, say, translatorFor } from '../../src/messages/index.js';
/**
 * A team event's tabs as the organiser types them: the Settings' options
 * reach the pairing and the TRF export (record 192, 362), and a wrong entry
 * in the Teams or a Round tab is refused with its tab and row, nothing
 * changed.
 */
import { describe, expect, it } from 'vitest';
import {
  explainTeamRound,
  formatTeamExplanation,
  whyNotTeams,
} from '../../src/engine/systems/team-swiss/index.js';
import { readTeamTournament } from '../../src/engine/trf/read-team.js';
import { inProcessTeamAddon } from './in-process.js';
import { sheetsDriver } from './league-scenario.js';
import { sixTeams as sixTeamsOf } from './six-teams.js';

/** Six teams of three players (two boards, one substitute), the Settings as given. */
function sixTeams(settings: [string, unknown][] = []) {
  return sixTeamsOf(inProcessTeamAddon(), settings);
}

/** What the organiser is told when the action fails. */
async function refusal(run: Promise<string>): Promise<string> {
  return run.then(
    () => 'done',
    (error: Error) => error.message,
  );
}

describe('the Settings of a team event', () => {
  it('name the options record 192 and 362 carry: game points first, type B, match points 3/1/0', async () => {
    const { d } = await sixTeams([
      ['Primary score', 'Game points'],
      ['Colour preferences', 'Type B'],
      ['Match points for a win', 3],
      ['Rounds', 5],
    ]);
    const t = readTeamTournament(await d.run('export'));
    expect(t.info.systemCode).toBe('FIDE_TEAM_TYPEB_GP_MP');
    expect(t.matchPoints).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(t.totalRounds).toBe(5);
    expect(t.boards).toBe(2);
    expect(t.teams.map((x) => [x.tpn, x.name, x.roster])).toEqual([
      [1, 'Team A', [1, 2, 3]],
      [2, 'Team B', [4, 5, 6]],
      [3, 'Team C', [7, 8, 9]],
      [4, 'Team D', [10, 11, 12]],
      [5, 'Team E', [13, 14, 15]],
      [6, 'Team F', [16, 17, 18]],
    ]);
  });

  it('"Colour preferences: None" writes a code that names its scores and no type', async () => {
    const { d } = await sixTeams([['Colour preferences', 'None']]);
    expect(readTeamTournament(await d.run('export')).info.systemCode).toBe('FIDE_TEAM_MP_GP');
  });

  it('refuse the Baku acceleration with game points first (C.04.7 1.4)', async () => {
    const { d } = await sixTeams([
      ['Primary score', 'Game points'],
      ['Baku acceleration', 'Yes'],
    ]);
    expect(await refusal(d.run('pair'))).toContain(
      'Settings: the Baku acceleration needs match points as the primary score (C.04.7 1.4)',
    );
    expect(await d.values('Round 1')).toEqual([]);
  });

  it('with Baku and match points, write FIDE_TEAM_TYPEA_MP_GP_BAKU', async () => {
    const { d } = await sixTeams([['Baku acceleration', 'Yes']]);
    expect(readTeamTournament(await d.run('export')).info.systemCode).toBe(
      'FIDE_TEAM_TYPEA_MP_GP_BAKU',
    );
  });
});

describe('a wrong entry in the Teams tab', () => {
  it('is named by its row: a player before any team, a team twice, a name twice, a rating', async () => {
    const addon = inProcessTeamAddon();
    const d = sheetsDriver(addon);
    await d.edit('Settings', 1, 1, [
      ['Setting', 'Value'],
      ['Pairing system', 'Team Swiss (C.04.6)'],
    ]);
    await d.run('setUp');
    await d.edit('Teams', 2, 1, [
      ['', 'Early bird', '', '', '', ''],
      ['Lions', '', '', '', '', ''],
      ['', 'Leo', 'strong', '', '', ''],
      ['', 'Leo', 1800, '', '', ''],
      ['Tigers', '', '', '', '', ''],
      ['', 'Tom', 1700, '', '', ''],
      ['Lions', 'Lea', 1600, '', '', ''],
    ]);
    const message = await refusal(d.run('pair'));
    expect(message).toContain('Teams, row 2: "Early bird" comes before any team');
    expect(message).toContain('Teams, row 4: "strong" is not a rating');
    expect(message).toContain('Teams, row 5: "Leo" is twice in the team "Lions"');
    expect(message).toContain('Teams, row 8: the team "Lions" is already on row 3');
    expect(await d.values('Round 1')).toEqual([]);
  });
});

describe('a Round tab as the organiser changes it', () => {
  it('keeps roster order in a line-up, names the row of a player out of order or not in the team', async () => {
    const { d } = await sixTeams();
    await d.run('pair');
    const tab = await d.values('Round 1');
    // Match 1's left team plays its substitute above its regular, and a stranger on the right.
    const left = String(tab[1]![3]).slice(-1);
    await d.edit('Round 1', 3, 4, [[`${left}3`]]);
    await d.edit('Round 1', 4, 6, [['Stranger']]);
    const message = await refusal(d.run('pair'));
    expect(message).toContain(
      `Round 1, row 4: "${left}2" plays on a lower board than a player listed after him in the team "Team ${left}"`,
    );
    expect(message).toContain(`Round 1, row 4: "Stranger" is not a player of the team`);
    expect(await d.values('Round 2')).toEqual([]);
  });

  it('records a changed line-up as TRF 300 and a board left empty as a forfeit', async () => {
    const { d } = await sixTeams();
    await d.run('pair');
    const tab = await d.values('Round 1');
    const [left, right] = [String(tab[1]![3]).slice(-1), String(tab[1]![5]).slice(-1)];
    // Left plays its substitute on board 2; right leaves board 2 empty.
    await d.edit('Round 1', 4, 4, [[`${left}3`]]);
    await d.edit('Round 1', 4, 6, [['']]);
    await d.edit('Round 1', 3, 5, [['½-½']]);
    const t = readTeamTournament(await d.run('export'));
    const tpn = (x: string) => 'ABCDEF'.indexOf(x) + 1;
    const id = (team: string, b: number) => (tpn(team) - 1) * 3 + b;
    expect(t.lineUps).toEqual([
      { round: 1, team: tpn(left), opponent: tpn(right), boards: [id(left, 1), id(left, 3)] },
      // The empty last board is written 0000 and read back as an empty board (TRF-2026 300).
      { round: 1, team: tpn(right), opponent: tpn(left), boards: [id(right, 1), null] },
    ]);
    // The substitute on board 2 wins it by forfeit: no opponent, '+'.
    expect(t.players.find((p) => p.id === id(left, 3))!.rounds[0]).toEqual({
      opponent: null,
      colour: null,
      result: '+',
    });
    // The empty board counts in the match score: ½ on board 1, the forfeit win on board 2.
    await d.run('refresh');
    expect((await d.values('Round 1'))[1]![6]).toBe('1½ – ½');
  });

  it('refuses a pairing while a board has no result, naming its row', async () => {
    const { d } = await sixTeams();
    await d.run('pair');
    expect(await refusal(d.run('pair'))).toContain(
      'Round 1, row 3: match 1, board 1 has no result yet',
    );
  });

  it('refuses results on the boards of a match forfeited whole', async () => {
    const { d } = await sixTeams();
    await d.run('pair');
    await d.edit('Round 1', 2, 5, [['0-1 forfeit']]);
    await d.edit('Round 1', 3, 5, [['1-0']]);
    expect(await refusal(d.run('refresh'))).toContain(
      'Round 1, row 3: the whole match is forfeited (its match row): leave the boards without results',
    );
  });
});

describe('Explain the round and Why not? for a team event', () => {
  it("give the engine's explanations of the last round from the tournament before it", async () => {
    const { addon, d } = await sixTeams([['Rounds', 5]]);
    const before = readTeamTournament(await d.run('export'));
    await d.run('pair');
    const options = { primary: 'mp', secondary: 'gp', colourType: 'A', baku: false } as const;
    const text = addon.call('explainRound');
    expect(text).toBe(
      formatTeamExplanation(explainTeamRound(before, 1, options), translatorFor(ENGLISH)),
    );
    expect(text).toMatch(/\S/);
    expect(addon.call('whyNot', 1, 2)).toBe(
      say(translatorFor(ENGLISH), whyNotTeams(before, 1, options, 1, 2)),
    );
  });
});
