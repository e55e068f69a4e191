import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { blankPlayer, type ResultCode } from '../../src/engine/model/tournament.js';
import type { TeamTournament } from '../../src/engine/model/teams.js';
import { computeBoardPrizes, defaultMinimumGames } from '../../src/engine/team-standings/index.js';
import { writeTeamTournament } from '../../src/engine/trf/write-team.js';
import { play, teamTournament } from '../support/team/team-builder.js';

function entry(
  t: TeamTournament,
  round: number,
  id: number,
  opponent: number,
  colour: 'w' | 'b',
  result: ResultCode,
): void {
  const p = t.players.find((x) => x.id === id)!;
  while (p.rounds.length < round - 1) p.rounds.push(undefined);
  p.rounds[round - 1] = { opponent, colour, result };
}

/**
 * Four teams of two boards (team k: players 2k-1, 2k), a substitute 9 for
 * team 4, three rounds:
 *   R1 1-2: p1 beats p3, p4-p2 drawn;        3-4: p7 beats p5, p8 beats p6.
 *   R2 1-3: p1-p5 drawn, p2 beats p6;         4-2: p7 beats p3, p4 beats p8.
 *   R3 1-4: p7 absent, p8 moves up to board 1 (loses to p1), substitute p9
 *           on board 2 (loses to p2);        2-3: p3 wins board 1 by forfeit
 *           from p5, p6-p4 drawn.
 */
function league(): TeamTournament {
  const t = teamTournament(4, 2, 3);
  t.players.push(blankPlayer(9, 'Player 9'));
  t.teams[3]!.roster.push(9);
  play(t, 1, ['1-2:1=', '3-4:00']);
  play(t, 2, ['1-3:=1', '4-2:10']);
  entry(t, 3, 1, 8, 'w', '1');
  entry(t, 3, 8, 1, 'b', '0');
  entry(t, 3, 9, 2, 'w', '0');
  entry(t, 3, 2, 9, 'b', '1');
  entry(t, 3, 3, 5, 'w', '+');
  entry(t, 3, 5, 3, 'b', '-');
  entry(t, 3, 6, 4, 'w', '=');
  entry(t, 3, 4, 6, 'b', '=');
  return t;
}

const summary = (t: TeamTournament, minimumGames?: number) =>
  computeBoardPrizes(t, minimumGames === undefined ? {} : { minimumGames }).tables.map((table) =>
    table.rows.map((r) => [
      r.rank,
      r.player.playerId,
      r.player.games,
      r.player.points,
      r.player.percentage === null ? null : Math.round(r.player.percentage * 10) / 10,
    ]),
  );

describe('board prizes (issue 33: points and percentage per player and per board)', () => {
  it('each board ranks its players by percentage of games played over the board, then games', () => {
    // Three rounds: at least ceil(2/3 x 3) = 2 games. Substitute 9 played one game: listed, not ranked.
    expect(summary(league())).toEqual([
      [
        [1, 7, 2, 2, 100],
        [2, 1, 3, 2.5, 83.3],
        [3, 5, 2, 0.5, 25],
        [4, 3, 2, 0, 0],
      ],
      [
        [1, 2, 3, 2.5, 83.3],
        [2, 4, 3, 2, 66.7],
        [3, 8, 3, 1, 33.3],
        [4, 6, 3, 0.5, 16.7],
        [null, 9, 1, 0, 0],
      ],
    ]);
  });

  it('the minimum number of games is a parameter: with 3, player 7 (2 games, 100%) is not ranked', () => {
    const board1 = summary(league(), 3)[0]!;
    expect(board1.map((r) => [r[0], r[1]])).toEqual([
      [1, 1],
      [null, 7],
      [null, 5],
      [null, 3],
    ]);
  });

  it('by default two thirds of the rounds, rounded up: 8 of 11 (Olympiad), 6 of 9, 5 of 7, 4 of 5', () => {
    expect([11, 9, 7, 5, 3, 1, 0].map(defaultMinimumGames)).toEqual([8, 6, 5, 4, 2, 1, 0]);
  });

  it('a board won or lost by forfeit is no game and no points: counted apart', () => {
    const players = computeBoardPrizes(league()).players;
    const p3 = players.find((p) => p.playerId === 3)!;
    const p5 = players.find((p) => p.playerId === 5)!;
    expect([p3.games, p3.points, p3.forfeitWins, p3.forfeitLosses]).toEqual([2, 0, 1, 0]);
    expect([p5.games, p5.points, p5.forfeitWins, p5.forfeitLosses]).toEqual([2, 0.5, 0, 1]);
  });

  it('a player competes on the board he played most games on, with all his games', () => {
    const p8 = computeBoardPrizes(league()).players.find((p) => p.playerId === 8)!;
    // Board 2 in rounds 1 and 2 (1 point), board 1 in round 3 (lost).
    expect(p8.boards).toEqual([
      { board: 1, games: 1, points: 0 },
      { board: 2, games: 2, points: 1 },
    ]);
    expect([p8.board, p8.games, p8.points]).toEqual([2, 3, 1]);
  });

  it('record 300 gives the boards of a line-up out of roster order', () => {
    const t = teamTournament(2, 2, 1);
    play(t, 1, ['1-2:10']);
    // Team 1 fielded player 2 on board 1 and player 1 on board 2.
    t.lineUps.push({ round: 1, team: 1, opponent: 2, boards: [2, 1] });
    const players = computeBoardPrizes(t).players;
    expect(players.filter((p) => p.team === 1).map((p) => [p.playerId, p.board])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('a PAB (320) and a forfeited match (330) give the players no game', () => {
    const t = teamTournament(3, 1, 2);
    play(t, 1, ['1-2:1', 'P:3']);
    t.forfeits.push({ round: 2, white: 3, black: 1, type: '+-' });
    const players = computeBoardPrizes(t).players;
    expect(players.map((p) => [p.playerId, p.games, p.points])).toEqual([
      [1, 1, 1],
      [2, 1, 0],
      [3, 0, 0],
    ]);
    expect(players[2]!.board).toBeNull();
  });

  describe('swiss-pair --team --board-prizes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'swiss-pair-prizes-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'league.trf');
    writeFileSync(path, writeTeamTournament(league()));
    async function run(argv: string[]) {
      let out = '';
      let err = '';
      const code = await main(argv, {
        stdout: (s) => void (out += s),
        stderr: (s) => void (err += s),
        stderrIsTTY: false,
      });
      return { code, out, err };
    }

    it('prints each board, ranked, with games, points, percentage and forfeits', async () => {
      const r = await run(['--team', '--board-prizes', path]);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      const lines = r.out.trimEnd().split('\n');
      expect(lines[0]).toBe(
        'Board prizes after round 3: games played over the board; ranked with at least 2 games',
      );
      expect(lines[1]).toBe('Board\tRank\tPlayer\tName\tTeam\tGames\tPoints\t%\tForfeits +/-');
      expect(lines[2]).toBe('1\t1\t7\tPlayer 7\tTeam 4\t2\t2\t100.0\t0/0');
      expect(lines[5]).toBe('1\t4\t3\tPlayer 3\tTeam 2\t2\t0\t0.0\t1/0');
      expect(lines[10]).toBe('2\t-\t9\tPlayer 9\tTeam 4\t1\t0\t0.0\t0/0');
    });

    it('--min-games and --round', async () => {
      const r = await run(['--team', '--board-prizes', path, '--min-games', '3', '--round', '2']);
      expect(r.code).toBe(0);
      const lines = r.out.trimEnd().split('\n');
      expect(lines[0]).toBe(
        'Board prizes after round 2: games played over the board; ranked with at least 3 games',
      );
      expect(lines.slice(2).every((l) => l.split('\t')[1] === '-')).toBe(true);
    });

    it('refuses a round the file does not have, and a bad minimum', async () => {
      const late = await run(['--team', '--board-prizes', path, '--round', '4']);
      expect(late.code).toBe(3);
      expect(late.err).toContain('--round 4, but the file has 3 rounds');
      const bad = await run(['--team', '--board-prizes', path, '--min-games', 'x']);
      expect(bad.code).toBe(3);
      expect(bad.err).toContain('--min-games takes a whole number');
    });
  });
});
