import { describe, expect, it } from 'vitest';
import { teamVirtualPoints } from '../../src/engine/systems/team-swiss/acceleration.js';
import { DEFAULT_TEAM_OPTIONS } from '../../src/engine/systems/team-swiss/options.js';
import { roundState } from '../../src/engine/systems/team-swiss/team-state.js';
import { readTeamTournament } from '../../src/engine/trf/read-team.js';
import { line001 } from '../trf/trf-lines.js';
import { play, teamTournament } from '../support/team/team-builder.js';

describe('Baku acceleration for teams (C.04.7)', () => {
  it('"Example (teams, 11 rounds, match points 2/1/0): GA gets +2 MP in rounds 1-3 and +1 MP in rounds 4-6"', () => {
    // 1.2: GA is the first half rounded up to an even number: 2 x ceil(10/4) = 6 of 10 teams.
    const virtual = teamVirtualPoints(teamTournament(10, 4, 11), {
      ...DEFAULT_TEAM_OPTIONS,
      baku: true,
    });
    expect([1, 2, 3, 4, 5, 6, 7, 11].map((r) => virtual(1, r))).toEqual([2, 2, 2, 1, 1, 1, 0, 0]);
    expect(virtual(6, 1)).toBe(2);
    expect(virtual(7, 1)).toBe(0);
  });

  it('1.1: only "where the points for a win equal the points for two draws and the points for a loss are zero"', () => {
    const t = teamTournament(10, 4, 11);
    t.matchPoints = { win: 3, draw: 1, loss: 0 };
    expect(() => teamVirtualPoints(t, { ...DEFAULT_TEAM_OPTIONS, baku: true })).toThrow(
      /a win is two draws/,
    );
  });

  it('record 250 ranges, when the file has them, give the virtual points instead (TRF-2026)', () => {
    const t = teamTournament(10, 4, 11);
    t.acceleration.push({
      matchPoints: 1.5,
      gamePoints: 3,
      firstRound: 1,
      lastRound: 2,
      firstTeam: 1,
      lastTeam: 4,
    });
    const virtual = teamVirtualPoints(t, DEFAULT_TEAM_OPTIONS);
    expect([virtual(4, 2), virtual(5, 2), virtual(4, 3)]).toEqual([1.5, 0, 0]);
  });

  it('record 250 as TRF-2026\'s example writes it: "250 00.0 02.0 001 003 0001 0090" (178 teams, 11 rounds, match points)', () => {
    // The example is the Baku method on match points (GA = 2 x ceil(178/4) = 90; +2 in rounds 1-3, +1 in 4-6),
    // with the values in the game-points field (columns 10-13): on match points they are read as match points.
    const t = readTeamTournament(
      [
        '012 Example',
        '142 11',
        '192 FIDE_TEAM',
        ...Array.from({ length: 178 }, (_, k) => line001({ id: k + 1 })),
        ...Array.from(
          { length: 178 },
          (_, k) =>
            `310 ${String(k + 1).padStart(3)} ${`T${k + 1}`.padEnd(32)}${' '.repeat(33)}${String(k + 1).padStart(4)}`,
        ),
        '250 00.0 02.0 001 003 0001 0090',
        '250 00.0 01.0 004 006 0001 0090',
      ].join('\n'),
    );
    const virtual = teamVirtualPoints(t, DEFAULT_TEAM_OPTIONS);
    expect([1, 3, 4, 6, 7].map((r) => virtual(90, r))).toEqual([2, 2, 1, 1, 0]);
    expect(virtual(91, 1)).toBe(0);
    // On game points the game-points field is what it says.
    const gp = { ...DEFAULT_TEAM_OPTIONS, primary: 'gp' as const, secondary: 'mp' as const };
    expect(teamVirtualPoints(t, gp)(1, 1)).toBe(2);
  });

  it('1.5: the pairing score is the match points plus the virtual points of the round', () => {
    const t = play(teamTournament(8, 2, 7), 1, ['1-5:11', '6-2:==', '3-7:00', '8-4:1=']);
    const scores = roundState(t, 2, { ...DEFAULT_TEAM_OPTIONS, baku: true }).teams.map((x) => [
      x.tpn,
      x.score,
    ]);
    // GA = teams 1-4 (2 x ceil(8/4)); rounds 1-2 full (+2), round 3-4 half (ceil(7/2) = 4 accelerated).
    expect(scores).toEqual([
      [1, 4],
      [2, 3],
      [3, 2],
      [4, 2],
      [5, 0],
      [6, 1],
      [7, 2],
      [8, 2],
    ]);
  });
});

describe('a team before a round (1.5, 1.6, [C2])', () => {
  it('1.5: "A floater is a team that plays against an opponent with a different score"', () => {
    const t = play(teamTournament(4, 2, 5), 1, ['1-3:11', '4-2:11']);
    play(t, 2, ['1-4:==', '3-2:==']);
    const state = roundState(t, 3, DEFAULT_TEAM_OPTIONS);
    // Round 2: 1 and 4 had 2 MP each; 3 and 2 had 0: nobody floated. Round 1: all on 0.
    expect(state.teams.map((x) => x.floatedLastRound)).toEqual([false, false, false, false]);
    play(t, 3, ['1-2:11', '3-4:11']);
    // Round 3: 1 (3 MP) against 2 (1 MP), 3 (1) against 4 (3): all four floated.
    expect(roundState(t, 4, DEFAULT_TEAM_OPTIONS).teams.map((x) => x.floatedLastRound)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('1.6: colour and colour difference from the first board of matches actually played; [C2] after a PAB or a forfeit win', () => {
    const t = play(teamTournament(3, 2, 5), 1, ['1-2:1=', 'P:3']);
    t.forfeits.push({ round: 2, white: 3, black: 1, type: '+-' });
    const [one, two, three] = roundState(t, 3, DEFAULT_TEAM_OPTIONS).teams;
    expect([one!.colours, one!.colourDifference, two!.colours, three!.colours]).toEqual([
      ['w'],
      1,
      ['b'],
      [],
    ]);
    expect([one!.hadByeLikeWin, two!.hadByeLikeWin, three!.hadByeLikeWin]).toEqual([
      false,
      false,
      true,
    ]);
    // GHR 3.5: 3 and 1 did not play their match, so they may meet again; 1 and 2 may not.
    expect([...one!.cannotMeet]).toEqual([2]);
  });
});
