import { describe, expect, it } from 'vitest';
import { recordForfeitedMatch, recordMatch } from '../../src/engine/model/team-matches.js';
import { teamRounds } from '../../src/engine/model/team-rounds.js';
import { teamTournament } from '../support/team/team-builder.js';

describe('board line-ups and colours', () => {
  it('the team with White on board 1 has White on the odd boards; the line-up is the first players in roster order', () => {
    const t = teamTournament(2, 4, 3);
    t.teams[0]!.roster.push(99); // a substitute after the regulars stays out
    recordMatch(t, 1, 1, 2, ['1', '=', '0', '1']);
    const colourOf = (id: number) => t.players.find((p) => p.id === id)!.rounds[0]?.colour;
    expect([1, 2, 3, 4].map(colourOf)).toEqual(['w', 'b', 'w', 'b']);
    expect([5, 6, 7, 8].map(colourOf)).toEqual(['b', 'w', 'b', 'w']);
    // Results are seen from each board's White: 1-0 (team 1), draw, 0-1 (team 1's White lost), 1-0 (team 2's White).
    const r = teamRounds(t, 1);
    expect(r.get(1)![0]).toEqual({
      kind: 'played',
      opponent: 2,
      colour: 'w',
      gamePoints: 1.5,
      matchPoints: 0,
    });
    expect(r.get(2)![0]).toEqual({
      kind: 'played',
      opponent: 1,
      colour: 'b',
      gamePoints: 2.5,
      matchPoints: 2,
    });
  });

  it('record 352 gives the colour sequence of the team with White on board 1 ("WBBW")', () => {
    const t = teamTournament(2, 4, 3);
    t.boardColours = ['w', 'b', 'b', 'w'];
    recordMatch(t, 1, 2, 1, [null, null, null, null]);
    const colourOf = (id: number) => t.players.find((p) => p.id === id)!.rounds[0]?.colour;
    expect([5, 6, 7, 8].map(colourOf)).toEqual(['w', 'b', 'b', 'w']);
    expect(teamRounds(t, 1).get(2)![0]).toMatchObject({ kind: 'pending', colour: 'w' });
  });

  it('1.6.1: an empty first board (record 300) takes its colour from the sequence of the first occupied board', () => {
    const t = teamTournament(2, 2, 3);
    recordMatch(t, 1, 1, 2, ['1', '1']);
    // Team 1's board 1 left empty: its player 1 did not play, board 2's player 2 (Black on board 2) did.
    t.players.find((p) => p.id === 1)!.rounds[0] = { opponent: null, colour: null, result: '-' };
    t.players.find((p) => p.id === 3)!.rounds[0] = { opponent: null, colour: null, result: '+' };
    t.lineUps.push({ round: 1, team: 1, opponent: 2, boards: [null, 2] });
    expect(teamRounds(t, 1).get(1)![0]).toMatchObject({ kind: 'played', opponent: 2, colour: 'w' });
  });

  it('a forfeited match (330) is written with its boards forfeited, and reads as the 330 says', () => {
    const t = teamTournament(2, 2, 3);
    recordForfeitedMatch(t, 1, 1, 2, '-+');
    expect(t.forfeits).toEqual([{ round: 1, white: 1, black: 2, type: '-+' }]);
    const entry = (id: number) => t.players.find((p) => p.id === id)!.rounds[0];
    // Team 1 (White on board 1) lost by forfeit: its players "-", team 2's "+", scheduled colours kept.
    expect(
      [1, 2, 3, 4].map((id) => [entry(id)?.opponent, entry(id)?.colour, entry(id)?.result]),
    ).toEqual([
      [3, 'w', '-'],
      [4, 'b', '-'],
      [1, 'b', '+'],
      [2, 'w', '+'],
    ]);
    const r = teamRounds(t, 1);
    expect(r.get(1)![0]).toMatchObject({ kind: 'forfeit-loss', gamePoints: 0, matchPoints: 0 });
    expect(r.get(2)![0]).toMatchObject({ kind: 'forfeit-win', gamePoints: 2, matchPoints: 2 });
    recordForfeitedMatch(t, 2, 2, 1, '--');
    expect(teamRounds(t, 2).get(2)![1]).toMatchObject({ kind: 'double-forfeit', gamePoints: 0 });
  });
});
