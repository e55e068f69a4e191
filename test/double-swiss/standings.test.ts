import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runStandings } from '../../src/cli/standings-command.js';
import { computeStandings, standingsTournament } from '../../src/engine/standings/index.js';
import { writeTrf } from '../../src/engine/trf/index.js';
import { matchTournament } from '../support/engine/match-builder.js';

/**
 * Match 1: 1 beats 3 in game 1 and wins game 2 by forfeit (a single forfeit: the match is
 * played, Art. 0); 4-2 both drawn. Match 2: 2-1 0-1 then drawn; 3 forfeits both games to 4
 * (the match ends by forfeit).
 * Game points: 1 3½, 4 3, 2 1½, 3 0. Match points (1/½/0 a match): 1 2, 4 1½, 2 ½, 3 0.
 */
const event = () =>
  matchTournament(4, [
    {
      matches: [
        [1, 3, '1+'],
        [4, 2, '=='],
      ],
    },
    {
      matches: [
        [2, 1, '0='],
        [3, 4, '--'],
      ],
    },
  ]);

const pointsOf = (rows: ReturnType<typeof computeStandings>) =>
  Object.fromEntries(rows.map((r) => [r.id, r.points]));

describe('standings of two-game matches (C.04.5 Art. 0)', () => {
  it('game points: a single forfeited game of a played match counts as played', () => {
    const { tournament, round } = standingsTournament(event(), 2, 'game-points');
    expect(round).toBe(4);
    expect(tournament.players[0]!.rounds[1]).toEqual({ opponent: 3, colour: 'b', result: '1' });
    expect(tournament.players[2]!.rounds[1]).toEqual({ opponent: 1, colour: 'w', result: '0' });
    // The match 3 forfeited entirely stays a forfeit.
    expect(tournament.players[2]!.rounds.slice(2).map((r) => r?.result)).toEqual(['-', '-']);
    expect(pointsOf(computeStandings(tournament, { round }))).toEqual({
      1: 3.5,
      2: 1.5,
      3: 0,
      4: 3,
    });
  });

  it('match points: one round a match, won, drawn or lost on its game points', () => {
    const { tournament, round } = standingsTournament(event(), 2, 'match-points');
    expect(round).toBe(2);
    expect(tournament.players[0]!.rounds).toEqual([
      { opponent: 3, colour: 'w', result: '1' },
      { opponent: 2, colour: 'b', result: '1' },
    ]);
    expect(tournament.players[3]!.rounds.map((r) => r?.result)).toEqual(['=', '+']);
    expect(pointsOf(computeStandings(tournament, { round }))).toEqual({
      1: 2,
      2: 0.5,
      3: 0,
      4: 1.5,
    });
  });

  it('match points: the bye is a match won (1.4), a half-point bye a drawn match', () => {
    const t = matchTournament(4, [{ matches: [[1, 2, '10']], byes: { 3: 'U', 4: 'H' } }]);
    const { tournament } = standingsTournament(t, 1, 'match-points');
    expect(pointsOf(computeStandings(tournament, { round: 1 }))).toEqual({
      1: 0.5,
      2: 0.5,
      3: 1,
      4: 0.5,
    });
  });

  it('swiss-pair --standings ranks a FIDE_DOUBLESWISS file by game points, or match points', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swiss-double-standings-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'event.trf');
    writeFileSync(file, writeTrf(event()));
    const run = async (args: string[]) => {
      let out = '';
      const code = await runStandings(['--standings', file, '--tiebreaks', 'BH', ...args], {
        stdout: (s) => (out += s),
        stderr: (s) => (out += s),
      });
      return {
        code,
        rows: out
          .trim()
          .split('\n')
          .slice(1)
          .map((l) => l.split('\t').slice(1, 4)),
      };
    };
    const games = await run([]);
    expect(games.code).toBe(0);
    expect(games.rows.map(([id, , pts]) => [id, pts])).toEqual([
      ['1', '3.5'],
      ['4', '3'],
      ['2', '1.5'],
      ['3', '0'],
    ]);
    const matches = await run(['--match-points']);
    expect(matches.rows.map(([id, , pts]) => [id, pts])).toEqual([
      ['1', '2'],
      ['4', '1.5'],
      ['2', '0.5'],
      ['3', '0'],
    ]);
    const first = await run(['--match-points', '--round', '1']);
    expect(first.rows.map(([id, , pts]) => [id, pts])).toEqual([
      ['1', '1'],
      ['2', '0.5'],
      ['4', '0.5'],
      ['3', '0'],
    ]);
  });
});
