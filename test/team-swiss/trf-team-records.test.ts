import { describe, expect, it } from 'vitest';
import { teamRounds } from '../../src/engine/model/team-rounds.js';
import { readTeamTournament } from '../../src/engine/trf/read-team.js';
import { TrfError } from '../../src/engine/trf/trf-error.js';
import { writeTeamTournament } from '../../src/engine/trf/write-team.js';
import { line001 } from '../trf/trf-lines.js';
import { play, teamTournament } from '../support/team/team-builder.js';

/** A line laid out column by column: [column, text] pairs, 1-based as in TRF-2026. */
function columns(...parts: [number, string][]): string {
  const cols: string[] = [];
  for (const [start, text] of parts)
    for (let i = 0; i < text.length; i++) cols[start - 1 + i] = text[i]!;
  return Array.from(cols, (c) => c ?? ' ')
    .join('')
    .trimEnd();
}

/** Record 310 by the TRF-2026 table: TPN 5-7, name 9-40, nickname 42-46, strength 48-53, MP 55-60, GP 62-67, rank 69-71, players 74-77, 79-82, ... */
function line310(
  tpn: number,
  name: string,
  roster: number[],
  extra: [number, string][] = [],
): string {
  return columns(
    [1, '310'],
    [5, String(tpn).padStart(3)],
    [9, name],
    ...extra,
    ...roster.map((id, k): [number, string] => [74 + 5 * k, String(id).padStart(4)]),
  );
}

describe('TRF-2026 team records', () => {
  it('reads the two 310 lines of the TRF-2026 example exactly as printed', () => {
    // TRF-2026 Record 310 example (columns as in the text).
    const example = [
      '310   1 India                            IND     2486   15.0   28.0  11     1    5   15   28   44',
      '310   2 Ukraine                          UKR     2478   14.0   26.5  14     2    4   20   27   22',
    ];
    const ids = [1, 5, 15, 28, 44, 2, 4, 20, 27, 22];
    const file = [...ids.map((id) => line001({ id })), ...example].join('\n');
    const t = readTeamTournament(file);
    expect(t.teams).toEqual([
      {
        tpn: 1,
        name: 'India',
        nickname: 'IND',
        strength: 2486,
        declaredMatchPoints: 15,
        declaredGamePoints: 28,
        declaredRank: 11,
        roster: [1, 5, 15, 28, 44],
      },
      {
        tpn: 2,
        name: 'Ukraine',
        nickname: 'UKR',
        strength: 2478,
        declaredMatchPoints: 14,
        declaredGamePoints: 26.5,
        declaredRank: 14,
        roster: [2, 4, 20, 27, 22],
      },
    ]);
    // Written back column for column.
    const written = writeTeamTournament(t).split('\r\n');
    expect(written).toContain(example[0]);
    expect(written).toContain(example[1]);
  });

  // Four teams of two boards: round 1 played (1-3 and 2-4), round 2 with a
  // forfeited match (330), a PAB (320) and a team's half-point bye (240).
  const players = [
    line001({ id: 1, rounds: ['   5 w 1', '   0 - U'] }),
    line001({ id: 2, rounds: ['   6 b =', '   0 - U'] }),
    line001({ id: 3, rounds: ['   7 w =', ''] }),
    line001({ id: 4, rounds: ['   8 b 0', ''] }),
    line001({ id: 5, rounds: ['   1 b 0', ''] }),
    line001({ id: 6, rounds: ['   2 w =', ''] }),
    line001({ id: 7, rounds: ['   3 b =', ''] }),
    line001({ id: 8, rounds: ['   4 w 1', ''] }),
    line001({ id: 9 }),
    line001({ id: 10 }),
  ];
  const league = [
    '012 Four-team league',
    '142 5',
    '192 FIDE_TEAM_TYPEB_GP_MP',
    '352 WB',
    // Tag 362: TW / TD / TL.
    '362 TW 3.0 TD 1.0 TL 0.0',
    ...players,
    line310(1, 'Alpha', [1, 2]),
    line310(2, 'Beta', [3, 4]),
    line310(3, 'Gamma', [5, 6]),
    line310(4, 'Delta', [7, 8, 9, 10]),
    // 320: PAB match points 5-8, game points 10-13, the PAB team of round 1 at 15-17, round 2 at 19-21.
    columns([1, '320'], [5, ' 1.0'], [10, ' 1.0'], [15, '000'], [19, '001']),
    // 330: type 5-6, round 8-10, White team 12-14, Black team 16-18.
    columns([1, '330'], [5, '-+'], [8, '002'], [12, '003'], [16, '004']),
    // 240: type 5, round 7-9, team 11-14.
    columns([1, '240'], [5, 'H'], [7, '003'], [11, '   2']),
    // 260: first round 5-7, last round 9-11, teams 13-16, 18-21.
    columns([1, '260'], [5, '001'], [9, '005'], [13, '   1'], [18, '   4']),
    // 300: round 5-7, team 9-11, opponent 13-15, players 17-20, 22-25.
    columns([1, '300'], [5, '001'], [9, '004'], [13, '002'], [17, '0007'], [22, '0008']),
  ].join('\r\n');

  it('reads teams, board games, 320, 330, 240, 260, 300, 352 and 362', () => {
    const t = readTeamTournament(league);
    expect(t.info.systemCode).toBe('FIDE_TEAM_TYPEB_GP_MP');
    expect(t.totalRounds).toBe(5);
    expect(t.boardColours).toEqual(['w', 'b']);
    expect(t.boards).toBe(2);
    expect(t.matchPoints).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(t.pabValue).toEqual({ matchPoints: 1, gamePoints: 1 });
    expect(t.pabs).toEqual([null, 1]);
    expect(t.forfeits).toEqual([{ type: '-+', round: 2, white: 3, black: 4 }]);
    expect(t.byes).toEqual([{ type: 'H', round: 3, team: 2 }]);
    expect(t.prohibitions).toEqual([{ firstRound: 1, lastRound: 5, teams: [1, 4] }]);
    expect(t.lineUps).toEqual([{ round: 1, team: 4, opponent: 2, boards: [7, 8] }]);
    expect(t.teams.map((x) => x.roster)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8, 9, 10],
    ]);
  });

  it('300: "plays with an unoccupied board": a last board written 0000 stays an empty board, read and written', () => {
    // Delta played round 1 with 7 on board 1 and nobody on board 2.
    const text = league.replace(
      columns([1, '300'], [5, '001'], [9, '004'], [13, '002'], [17, '0007'], [22, '0008']),
      columns([1, '300'], [5, '001'], [9, '004'], [13, '002'], [17, '0007'], [22, '0000']),
    );
    const t = readTeamTournament(text);
    expect(t.lineUps).toEqual([{ round: 1, team: 4, opponent: 2, boards: [7, null] }]);
    const again = readTeamTournament(writeTeamTournament(t));
    expect(again.lineUps).toEqual(t.lineUps);
    expect(writeTeamTournament(again)).toBe(writeTeamTournament(t));
  });

  it('works out each round of each team: opponent, first-board colour, game and match points', () => {
    const rounds = teamRounds(readTeamTournament(league), 2);
    // Round 1: Alpha 1.5-0.5 Gamma (board 1 White), Beta 0.5-1.5 Delta; TW = 3 by record 362.
    expect(rounds.get(1)![0]).toEqual({
      kind: 'played',
      opponent: 3,
      colour: 'w',
      gamePoints: 1.5,
      matchPoints: 3,
    });
    expect(rounds.get(3)![0]).toEqual({
      kind: 'played',
      opponent: 1,
      colour: 'b',
      gamePoints: 0.5,
      matchPoints: 0,
    });
    expect(rounds.get(2)![0]).toEqual({
      kind: 'played',
      opponent: 4,
      colour: 'w',
      gamePoints: 0.5,
      matchPoints: 0,
    });
    // Round 2: Alpha's PAB is worth what 320 says; Gamma (White) lost to Delta by forfeit, all boards.
    expect(rounds.get(1)![1]).toEqual({
      kind: 'pab',
      opponent: null,
      colour: null,
      gamePoints: 1,
      matchPoints: 1,
    });
    expect(rounds.get(3)![1]).toEqual({
      kind: 'forfeit-loss',
      opponent: 4,
      colour: 'w',
      gamePoints: 0,
      matchPoints: 0,
    });
    expect(rounds.get(4)![1]).toEqual({
      kind: 'forfeit-win',
      opponent: 3,
      colour: 'b',
      gamePoints: 2,
      matchPoints: 3,
    });
  });

  it('writes what it read, and reading that again writes the same file (lossless)', () => {
    const once = writeTeamTournament(readTeamTournament(league));
    const twice = writeTeamTournament(readTeamTournament(once));
    expect(twice).toBe(once);
    expect(readTeamTournament(once)).toEqual(readTeamTournament(league));
  });

  it("320 is written with the PAB's points (mandatory for pairing), by default a drawn match (C.04.6 1.4)", () => {
    const t = teamTournament(3, 4, 3);
    play(t, 1, ['1-2:1=0=', 'P:3']);
    // "as many match points and game points as are rewarded for a draw": 1 MP, 4 x 0.5 GP.
    expect(writeTeamTournament(t).split('\r\n')).toContain('320  1.0  2.0 003');
    t.pabValue = { matchPoints: 2, gamePoints: 4 };
    expect(writeTeamTournament(t).split('\r\n')).toContain('320  2.0  4.0 003');
  });

  it('reads the older 013 team lines, in file order as TPNs, and writes them as 310', () => {
    // 013: name 5-36, players 37-40, 42-45, ...
    const file = [
      line001({ id: 1 }),
      line001({ id: 2 }),
      line001({ id: 3 }),
      line001({ id: 4 }),
      columns([1, '013'], [5, 'Old Club'], [37, '   2'], [42, '   1']),
      columns([1, '013'], [5, 'New Club'], [37, '   3'], [42, '   4']),
    ].join('\n');
    const t = readTeamTournament(file);
    expect(t.teams.map((x) => [x.tpn, x.name, x.roster])).toEqual([
      [1, 'Old Club', [2, 1]],
      [2, 'New Club', [3, 4]],
    ]);
    expect(writeTeamTournament(t)).toContain(line310(1, 'Old Club', [2, 1]));
  });

  it('names the line of a roster that names a missing player, and of a match between three teams', () => {
    const missing = [line001({ id: 1 }), line310(1, 'A', [1, 7])].join('\n');
    expect(() => readTeamTournament(missing)).toThrow(/line 2: team 1's roster names player 7/);
    const split = [
      line001({ id: 1, rounds: ['   3 w 1'] }),
      line001({ id: 2, rounds: ['   5 b 1'] }),
      line001({ id: 3, rounds: ['   1 b 0'] }),
      line001({ id: 4 }),
      line001({ id: 5, rounds: ['   2 w 0'] }),
      line001({ id: 6 }),
      line310(1, 'A', [1, 2]),
      line310(2, 'B', [3, 4]),
      line310(3, 'C', [5, 6]),
    ].join('\n');
    let error: unknown;
    try {
      readTeamTournament(split);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TrfError);
    expect((error as TrfError).message).toMatch(
      /^line 2: round 1: team 1's players play teams 2 and 3/,
    );
  });

  it('refuses record 299 rather than pair on scores it would leave out', () => {
    const file = [line001({ id: 1 }), line310(1, 'A', [1]), '299 W  2.0  1.0 001    1'].join('\n');
    expect(() => readTeamTournament(file)).toThrow(/line 3, columns 1-3: record 299/);
  });

  it('refuses TPNs that do not run from 1 to the number of teams (C.04.6 1.1.1)', () => {
    // C.04.6 1.1.1: "Each team must have a different TPN, from 1 to the TPN corresponding to the number of teams."
    const file = [
      line001({ id: 1 }),
      line001({ id: 2 }),
      line310(1, 'A', [1]),
      line310(3, 'C', [2]),
    ].join('\n');
    expect(() => readTeamTournament(file)).toThrow(
      /line 4, columns 5-7: team pairing numbers must run from 1 to 2/,
    );
  });
});
