/**
 * A team tournament written by an older program (TRF-16: 013 team lines, no
 * 320 record), whose pairing-allocated bye is only a '+' without opponent on
 * every board of the team. C.04.6 1.4: "This team receives a
 * pairing-allocated-bye: no opponent, no colour, and as many match points and
 * game points as are rewarded for a draw, unless the regulations of the team
 * competition state otherwise." The file's '+' is what that event gave, and
 * [C2] keeps such a team from a second PAB.
 */
import { describe, expect, it } from 'vitest';
import { teamRounds } from '../../src/engine/model/team-rounds.js';
import { readTeamTournament } from '../../src/engine/trf/read-team.js';
import { writeTeamTournament } from '../../src/engine/trf/write-team.js';
import { pairTeamRound } from '../../src/engine/systems/team-swiss/pair-round.js';
import { DEFAULT_TEAM_OPTIONS } from '../../src/engine/systems/team-swiss/options.js';
import { line001, trf } from '../trf/trf-lines.js';

/** 013: name 5-36, players 37-40, 42-45, ... */
function line013(name: string, ids: number[]): string {
  return `013 ${name.padEnd(32)}${ids.map((id) => String(id).padStart(4)).join(' ')}`;
}

/**
 * Five teams of two boards, round 1 played: Alpha–Bravo and Charlie–Delta
 * 1–1 (board 1 White for the first), Echo the PAB written as "0000 - +" on
 * both boards.
 */
function olderFile(echoRound1: [string, string] = ['0000 - +', '0000 - +']): string {
  return trf(
    '012 Old county league',
    '062 10',
    '082 5',
    '092 Team: Swiss-System',
    line001({ id: 1, points: '1.0', rounds: ['   3 w 1'] }),
    line001({ id: 2, points: '0.0', rounds: ['   4 b 0'] }),
    line001({ id: 3, points: '0.0', rounds: ['   1 b 0'] }),
    line001({ id: 4, points: '1.0', rounds: ['   2 w 1'] }),
    line001({ id: 5, points: '1.0', rounds: ['   7 w 1'] }),
    line001({ id: 6, points: '0.0', rounds: ['   8 b 0'] }),
    line001({ id: 7, points: '0.0', rounds: ['   5 b 0'] }),
    line001({ id: 8, points: '1.0', rounds: ['   6 w 1'] }),
    line001({ id: 9, points: '1.0', rounds: [echoRound1[0]] }),
    line001({ id: 10, points: '1.0', rounds: [echoRound1[1]] }),
    line013('Alpha', [1, 2]),
    line013('Bravo', [3, 4]),
    line013('Charlie', [5, 6]),
    line013('Delta', [7, 8]),
    line013('Echo', [9, 10]),
  );
}

describe("an older program's PAB, '+' on every board and no 320 record", () => {
  it('is the PAB of C.04.6 1.4, worth the game points the boards give and the match points they win', () => {
    const t = readTeamTournament(olderFile());
    expect(t.pabs.every((tpn) => tpn === null)).toBe(true);
    const round1 = [...teamRounds(t, 1)].map(([tpn, [r]]) => [
      tpn,
      r!.kind,
      r!.gamePoints,
      r!.matchPoints,
    ]);
    expect(round1).toEqual([
      [1, 'played', 1, 1],
      [2, 'played', 1, 1],
      [3, 'played', 1, 1],
      [4, 'played', 1, 1],
      // Two boards won: a won match's game points, so a won match's match points (2/1/0).
      [5, 'pab', 2, 2],
    ]);
  });

  it('keeps that team from a second PAB ([C2]): round 2 gives it to Delta (3.4.2, 3.4.4), not Echo', () => {
    const p = pairTeamRound(readTeamTournament(olderFile()), 2, DEFAULT_TEAM_OPTIONS);
    expect(p.pab).toBe(4);
  });

  it('is written back the same way: export, import, export gives the same file and the same rounds', () => {
    const once = writeTeamTournament(readTeamTournament(olderFile()));
    const again = readTeamTournament(once);
    expect(writeTeamTournament(again)).toBe(once);
    expect(teamRounds(again, 1).get(5)![0]).toEqual({
      kind: 'pab',
      opponent: null,
      colour: null,
      gamePoints: 2,
      matchPoints: 2,
    });
  });

  it('one board "+" and one board "-" is no PAB: a board lost as well is a match against no one', () => {
    const t = readTeamTournament(olderFile(['0000 - +', '0000 - -']));
    expect(teamRounds(t, 1).get(5)![0]!.kind).not.toBe('pab');
  });
});
