import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import {
  computeTeamStandings,
  parseTeamTiebreakList,
  TeamTiebreakError,
} from '../../src/engine/team-standings/index.js';
import { readTeamTournament } from '../../src/engine/trf/read-team.js';
import { line001, trf } from '../trf/trf-lines.js';

/** Record 310 by columns: TPN 5-7, name 9-40, players from 74 every 5 columns. */
function line310(tpn: number, name: string, roster: number[]): string {
  return `310 ${String(tpn).padStart(3)} ${name.padEnd(32)}${' '.repeat(33)}${roster.map((id) => String(id).padStart(4)).join(' ')}`;
}

/**
 * Five teams of two boards, two rounds, match points 2/1/0, no 320 values (a
 * PAB is a drawn match, C.04.6 1.4: 1 MP and 2 x 0.5 = 1 GP).
 *   R1: T1-T2 1.5-0.5 (board 1 1-0, board 2 =), T3-T4 1-1, T5 PAB.
 *   R2: T1-T3 1-1, T5-T2 2-0, T4 PAB.
 * Totals: T1 MP 2+1=3 GP 1.5+1=2.5; T2 MP 0 GP 0.5+0=0.5; T3 MP 1+1=2 GP 1+1=2;
 *         T4 MP 1+1=2 GP 1+1=2; T5 MP 1+2=3 GP 1+2=3.
 */
const FIVE_TEAMS = trf(
  '012 Five teams',
  '142 2',
  '192 FIDE_TEAM',
  line001({ id: 1, rounds: ['   3 w 1', '   5 w 1'] }),
  line001({ id: 2, rounds: ['   4 b =', '   6 b 0'] }),
  line001({ id: 3, rounds: ['   1 b 0', '   9 b 0'] }),
  line001({ id: 4, rounds: ['   2 w =', '  10 w 0'] }),
  line001({ id: 5, rounds: ['   7 w =', '   1 b 0'] }),
  line001({ id: 6, rounds: ['   8 b =', '   2 w 1'] }),
  line001({ id: 7, rounds: ['   5 b =', '0000 - U'] }),
  line001({ id: 8, rounds: ['   6 w =', '0000 - U'] }),
  line001({ id: 9, rounds: ['0000 - U', '   3 w 1'] }),
  line001({ id: 10, rounds: ['0000 - U', '   4 b 1'] }),
  line310(1, 'One', [1, 2]),
  line310(2, 'Two', [3, 4]),
  line310(3, 'Three', [5, 6]),
  line310(4, 'Four', [7, 8]),
  line310(5, 'Five', [9, 10]),
);

function standings(file: string, codes: string, primary: 'mp' | 'gp' = 'mp') {
  const rows = computeTeamStandings(readTeamTournament(file), {
    primary,
    tiebreaks: parseTeamTiebreakList(codes.split(',')),
  });
  return rows.map((r) => [r.rank, r.tpn, r.matchPoints, r.gamePoints, ...r.values]);
}

describe('team standings (C.07 11-13)', () => {
  it('C.07 11.1 "Match Points ... Game Points": both totals, ranked on the primary score', () => {
    // MP: T1 3, T5 3, T3 2, T4 2, T2 0; ties share the rank and are listed by TPN.
    expect(standings(FIVE_TEAMS, '')).toEqual([
      [1, 1, 3, 2.5],
      [1, 5, 3, 3],
      [3, 3, 2, 2],
      [3, 4, 2, 2],
      [5, 2, 0, 0.5],
    ]);
    // Primary GP (record 192 FIDE_TEAM_GP_MP): T5 3, T1 2.5, T3 2 = T4 2, T2 0.5.
    expect(standings(FIVE_TEAMS, '', 'gp').map((r) => r[1])).toEqual([5, 1, 3, 4, 2]);
  });

  it('C.07 13.1 "MPvGP: GP in competitions decided by MP, or MP in competitions decided by GP"', () => {
    // Decided by MP: T5 (GP 3) above T1 (GP 2.5); T3 and T4 both GP 2, still tied.
    expect(standings(FIVE_TEAMS, 'MPvGP').map((r) => [r[0], r[1], r[4]])).toEqual([
      [1, 5, 3],
      [2, 1, 2.5],
      [3, 3, 2],
      [3, 4, 2],
      [5, 2, 0.5],
    ]);
    // Decided by GP: MPvGP is the match points (T3 2, T4 2 still tied).
    expect(standings(FIVE_TEAMS, 'MPvGP', 'gp').map((r) => r[4])).toEqual([3, 3, 2, 2, 0]);
  });

  it('C.07 13 with 8.1 "the sum of the scores of each of the opponents", on MP and on GP, a PAB as the dummy opponent (16.4)', () => {
    // BH on MP (the primary score):
    //   T1: T2 0 + T3 2 = 2;  T5: PAB -> own 3 (16.4) + T2 0 = 3;  T3: T4 2 + T1 3 = 5;
    //   T4: T3 2 + PAB -> own 2 = 4;  T2: T1 3 + T5 3 = 6.
    // BH:GP: T1: T2 0.5 + T3 2 = 2.5;  T5: own 3 + T2 0.5 = 3.5;  T3: T4 2 + T1 2.5 = 4.5;
    //   T4: T3 2 + own 2 = 4;  T2: T1 2.5 + T5 3 = 5.5.
    const rows = standings(FIVE_TEAMS, 'MPvGP,BH,BH:GP,BH:MP');
    expect(rows).toEqual([
      [1, 5, 3, 3, 3, 3, 3.5, 3],
      [2, 1, 3, 2.5, 2.5, 2, 2.5, 2],
      [3, 3, 2, 2, 2, 5, 4.5, 5],
      [4, 4, 2, 2, 2, 4, 4, 4],
      [5, 2, 0, 0.5, 0.5, 6, 5.5, 6],
    ]);
  });

  it('C.07 13.4 SSSC "the secondary score plus ... Buchholz on the primary score ... divided by a normalising factor"', () => {
    // SSSC/K4 = GP + BH(MP) / 4 with the Buchholz values above:
    //   T1 2.5 + 2/4 = 3; T2 0.5 + 6/4 = 2; T3 2 + 5/4 = 3.25; T4 2 + 4/4 = 3; T5 3 + 3/4 = 3.75.
    const rows = standings(FIVE_TEAMS, 'SSSC/K4');
    expect([1, 2, 3, 4, 5].map((tpn) => rows.find((r) => r[1] === tpn)![4])).toEqual([
      3, 2, 3.25, 3, 3.75,
    ]);
  });

  it('C.07 14.1 Cut-1 "Cut the Least Significant Value" on team Buchholz', () => {
    // BH/C1 on MP: T5 {3, 0} -> 3;  T1 {0, 2} -> 2;  T3 {2, 3} -> 3;  T4 {2, 2} -> 2;  T2 {3, 3} -> 3.
    // BH/C2 drops both: 0 for everyone.
    expect(standings(FIVE_TEAMS, 'MPvGP,BH/C1,BH/C2').map((r) => [r[1], r[5], r[6]])).toEqual([
      [5, 3, 0],
      [1, 2, 0],
      [3, 3, 0],
      [4, 2, 0],
      [2, 3, 0],
    ]);
  });

  it('C.07 13.2 ESB "the sum over opponents of (the opponent\'s final MP or GP) x (the MP or GP scored against that opponent)"', () => {
    // Per round (opponent: MP, GP scored): T1 T2: 2, 1.5 | T3: 1, 1.   T2 T1: 0, 0.5 | T5: 0, 0.
    //   T3 T4: 1, 1 | T1: 1, 1.   T4 T3: 1, 1 | PAB: 1, 1.   T5 PAB: 1, 1 | T2: 2, 2.
    // Finals MP: T1 3, T2 0, T3 2, T4 2, T5 3; GP: T1 2.5, T2 0.5, T3 2, T4 2, T5 3.
    // A PAB is the dummy opponent with the team's own final score (16.4).
    // EMMSB: T1 0x2 + 2x1 = 2; T2 3x0 + 3x0 = 0; T3 2x1 + 3x1 = 5; T4 2x1 + 2x1 = 4; T5 3x1 + 0x2 = 3.
    // EMGSB: T1 0x1.5 + 2x1 = 2; T2 3x0.5 + 3x0 = 1.5; T3 2x1 + 3x1 = 5; T4 2x1 + 2x1 = 4; T5 3x1 + 0x2 = 3.
    // EGMSB: T1 0.5x2 + 2x1 = 3; T2 2.5x0 + 3x0 = 0; T3 2x1 + 2.5x1 = 4.5; T4 2x1 + 2x1 = 4; T5 3x1 + 0.5x2 = 4.
    // EGGSB: T1 0.5x1.5 + 2x1 = 2.75; T2 2.5x0.5 + 3x0 = 1.25; T3 2x1 + 2.5x1 = 4.5; T4 2x1 + 2x1 = 4;
    //   T5 3x1 + 0.5x2 = 4.
    // EGGSB/C1 (14.1.2: the opponent with the lowest GP, on a tie the lowest product):
    //   T1 cuts T2's 0.75 -> 2; T2 cuts T1's 1.25 (GP 2.5 < 3), not the smaller 0 -> 0; T3 cuts T4's 2 -> 2.5;
    //   T4 T3 and dummy both GP 2, product 2 -> 2; T5 cuts T2's 1 -> 3.
    const rows = standings(FIVE_TEAMS, 'EMMSB,EMGSB,EGMSB,EGGSB,EGGSB/C1');
    const byTpn = (tpn: number) => rows.find((r) => r[1] === tpn)!.slice(4);
    expect([1, 2, 3, 4, 5].map(byTpn)).toEqual([
      [2, 2, 3, 2.75, 2],
      [0, 1.5, 0, 1.25, 0],
      [5, 5, 4.5, 4.5, 2.5],
      [4, 4, 4, 4, 2],
      [3, 3, 4, 4, 3],
    ]);
  });

  /**
   * Four teams of two boards, two rounds. R1: T1-T4 2-0, T2-T3 1-1.
   * R2: T4 withdrawn (no record), T1-T2 1.5-0.5, T3 a half-point bye (240 H: 1 MP, 2 x 0.5 GP).
   * Totals MP: T1 4, T2 1, T3 2, T4 0.
   */
  const WITHDRAWAL = trf(
    '012 Withdrawal',
    '142 2',
    '192 FIDE_TEAM',
    line001({ id: 1, rounds: ['   7 w 1', '   3 w 1'] }),
    line001({ id: 2, rounds: ['   8 b 1', '   4 b ='] }),
    line001({ id: 3, rounds: ['   5 w =', '   1 b 0'] }),
    line001({ id: 4, rounds: ['   6 b =', '   2 w ='] }),
    line001({ id: 5, rounds: ['   3 b ='] }),
    line001({ id: 6, rounds: ['   4 w ='] }),
    line001({ id: 7, rounds: ['   1 b 0'] }),
    line001({ id: 8, rounds: ['   2 w 0'] }),
    line310(1, 'One', [1, 2]),
    line310(2, 'Two', [3, 4]),
    line310(3, 'Three', [5, 6]),
    line310(4, 'Four', [7, 8]),
    '240 H 002    3',
  );

  it('C.07 16.3.2 "Unplayed rounds of category 16.2.5 are evaluated as draws" in the opponents\' Buchholz', () => {
    // T4's round 2 (withdrawn, the last round) counts as a drawn match for T1: T4 0 + 1 = 1.
    // T1 BH:MP = T4 1 + T2 1 = 2 (it would be 1 with T4's 0 MP).
    // BH:GP: T4 adjusted 0 + 2 x 0.5 = 1, T2 GP 1 + 0.5 = 1.5 -> T1 2.5.
    const rows = standings(WITHDRAWAL, 'BH:MP,BH:GP');
    expect(rows.find((r) => r[1] === 1)).toEqual([1, 1, 4, 3.5, 2, 2.5]);
  });

  it('C.07 16.5.1 a cut takes the VUR contribution first in Buchholz', () => {
    // T3: R1 T2 (1 MP) + R2 half-point bye, a VUR, counted as the dummy, its own 2 MP = 3.
    // BH/C1 cuts the VUR's 2, not the lower 1: 1.
    const rows = standings(WITHDRAWAL, 'BH,BH/C1');
    expect(rows.find((r) => r[1] === 3)).toEqual([2, 3, 2, 2, 3, 1]);
  });

  it('C.07 16.5.2 ESB: the higher of the lowest VUR product and the least significant value is cut', () => {
    // T3 EMMSB: T2 (final MP 1) x 1 + the half-point bye's dummy (own 2 MP) x 1 = 3.
    // EMMSB/C1: the LSV is T2's 1, the VUR's product 2 is higher: 2 is cut -> 1.
    // T1 EMMSB: T4 adjusted 1 (16.3.2) x 2 + T2 1 x 2 = 4.
    const rows = standings(WITHDRAWAL, 'EMMSB,EMMSB/C1');
    expect(rows.find((r) => r[1] === 3)!.slice(4)).toEqual([3, 1]);
    expect(rows.find((r) => r[1] === 1)!.slice(4)).toEqual([4, 2]);
  });

  /**
   * Four teams of two boards, two rounds. R1: T1-T2 1.5-0.5, T3-T4 2-0. R2: T3-T1 1.5-0.5, T2-T4 2-0.
   * MP: T1 2+0 = 2, T2 0+2 = 2, T3 4, T4 0. GP: T1 1.5+0.5 = 2, T2 0.5+2 = 2.5, T3 2+1.5 = 3.5, T4 0.
   */
  const MET = trf(
    '012 Met',
    '142 2',
    '192 FIDE_TEAM',
    line001({ id: 1, rounds: ['   3 w 1', '   5 b 0'] }),
    line001({ id: 2, rounds: ['   4 b =', '   6 w ='] }),
    line001({ id: 3, rounds: ['   1 b 0', '   7 w 1'] }),
    line001({ id: 4, rounds: ['   2 w =', '   8 b 1'] }),
    line001({ id: 5, rounds: ['   7 w 1', '   1 w 1'] }),
    line001({ id: 6, rounds: ['   8 b 1', '   2 b ='] }),
    line001({ id: 7, rounds: ['   5 b 0', '   3 b 0'] }),
    line001({ id: 8, rounds: ['   6 w 0', '   4 w 0'] }),
    line310(1, 'One', [1, 2]),
    line310(2, 'Two', [3, 4]),
    line310(3, 'Three', [5, 6]),
    line310(4, 'Four', [7, 8]),
  );

  it('C.07 13 with 6.1 "the sum of the scores from these encounters is used to produce separate standings"', () => {
    // T1 and T2 are tied on 2 MP and met in round 1: T1 scored 2 MP, T2 0, so T1 is first (DE 1, 2).
    // T3 and T4 are alone on their scores: DE 0. MPvGP after DE does not reorder them.
    expect(standings(MET, 'DE,MPvGP').map((r) => [r[0], r[1], r[4], r[5]])).toEqual([
      [1, 3, 0, 3.5],
      [2, 1, 1, 2],
      [3, 2, 2, 2.5],
      [4, 4, 0, 0],
    ]);
    // MPvGP first ranks T2 (GP 2.5) above T1 (GP 2); DE then meets no tie.
    expect(standings(MET, 'MPvGP,DE').map((r) => [r[1], r[5]])).toEqual([
      [3, 0],
      [2, 0],
      [1, 0],
      [4, 0],
    ]);
    // FIVE_TEAMS: T1 and T5 (3 MP) never met, each could still reach 2 (6.3): not separated;
    // T3 and T4 (2 MP) drew their match, 1 MP each: not separated. DE is 0 for all.
    expect(standings(FIVE_TEAMS, 'DE').map((r) => r[4])).toEqual([0, 0, 0, 0, 0]);
  });

  it('C.07 13.3.1 EDE "DE on the primary score, then on the secondary score"', () => {
    // Three teams of two boards, each with one PAB (1 MP, 1 GP): T1-T2 2-0, T2-T3 1.5-0.5, T3-T1 1.5-0.5.
    // MP: 2 + 1 = 3 each, all tied. DE on MP: each scored 2 MP in the group: not separated, 0.
    // EDE then on GP among them: T1 2 + 0.5 = 2.5, T2 0 + 1.5 = 1.5, T3 0.5 + 1.5 = 2 -> T1 1, T3 2, T2 3.
    const cycle = trf(
      '012 Cycle',
      '142 3',
      '192 FIDE_TEAM',
      line001({ id: 1, rounds: ['   3 w 1', '0000 - U', '   5 b 0'] }),
      line001({ id: 2, rounds: ['   4 b 1', '0000 - U', '   6 w ='] }),
      line001({ id: 3, rounds: ['   1 b 0', '   5 w 1', '0000 - U'] }),
      line001({ id: 4, rounds: ['   2 w 0', '   6 b =', '0000 - U'] }),
      line001({ id: 5, rounds: ['0000 - U', '   3 b 0', '   1 w 1'] }),
      line001({ id: 6, rounds: ['0000 - U', '   4 w =', '   2 b ='] }),
      line310(1, 'One', [1, 2]),
      line310(2, 'Two', [3, 4]),
      line310(3, 'Three', [5, 6]),
    );
    expect(standings(cycle, 'DE,EDE').map((r) => [r[0], r[1], r[2], r[4], r[5]])).toEqual([
      [1, 1, 3, 0, 1],
      [2, 3, 3, 0, 2],
      [3, 2, 3, 0, 3],
    ]);
  });

  it('refuses the team tie-breaks not computed yet, naming them', () => {
    for (const code of [
      'EDEBT',
      'SSSC',
      'SSSC/F/K4',
      'EMMSB:GP',
      'EGGSB/M1',
      'DE/P',
      'BC',
      'TBR',
      'BBE',
    ])
      expect(() => parseTeamTiebreakList([code])).toThrow(TeamTiebreakError);
    expect(() => parseTeamTiebreakList(['EDEBT'])).toThrow(
      /team tie-break EDEBT .*not computed yet/,
    );
    expect(() => parseTeamTiebreakList(['SSSC'])).toThrow(/needs its normalising factor/);
    expect(() => parseTeamTiebreakList(['BH/M1'])).toThrow(/"\/M1" is not computed/);
  });
});

describe('swiss-pair --team --standings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'team-standings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const code = await main(argv, {
      stdout: (t) => void (out += t),
      stderr: (t) => void (err += t),
      stderrIsTTY: false,
    });
    return { code, out, err };
  }
  function file(name: string, text: string): string {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  }

  it('prints rank, TPN, team, MP, GP and the tie-breaks of record 202, tab-separated', async () => {
    const path = file('five.trf', FIVE_TEAMS + '202 MPvGP,BH:GP\r\n');
    const r = await run(['--team', '--standings', path]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // The values worked out by hand above (MPvGP, then BH on GP).
    expect(r.out).toBe(
      [
        'Rank\tTPN\tTeam\tMP\tGP\tMPvGP\tBH:GP',
        '1\t5\tFive\t3\t3\t3\t3.5',
        '2\t1\tOne\t3\t2.5\t2.5\t2.5',
        '3\t3\tThree\t2\t2\t2\t4.5',
        '4\t4\tFour\t2\t2\t2\t4',
        '5\t2\tTwo\t0\t0.5\t0.5\t5.5',
        '',
      ].join('\n'),
    );
  });

  it("--tiebreaks replaces the file's list; a team tie-break not computed yet is refused by name", async () => {
    const path = file('five-ede.trf', FIVE_TEAMS + '212 PTS,EDEBT,BH\r\n');
    const refused = await run(['--team', '--standings', path]);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toMatch(
      /records 202\/212: "EDEBT": the team tie-break EDEBT .*not computed yet/,
    );
    const chosen = await run(['--team', '--standings', path, '--tiebreaks', 'BH/C1']);
    expect(chosen.code).toBe(0);
    // BH/C1 alone after MP (worked out above): T5 3 above T1 2.
    expect(chosen.out.split('\n').slice(0, 3)).toEqual([
      'Rank\tTPN\tTeam\tMP\tGP\tBH/C1',
      '1\t5\tFive\t3\t3\t3',
      '2\t1\tOne\t3\t2.5\t2',
    ]);
  });
});
