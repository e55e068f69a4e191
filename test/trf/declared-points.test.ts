import { describe, expect, it } from 'vitest';
import { declaredPointsDifferences } from '../../src/engine/trf/index.js';
import { tournament } from '../support/engine/tournament-builder.js';

describe('declared points (TRF-16 columns 81-84) against the results', () => {
  // Round 1 played (1 beat 2, 3 drew 4); player 3 has asked for a half-point bye in round 2.
  const t = tournament([
    { id: 1, rounds: ['2w1'] },
    { id: 2, rounds: ['1b0'] },
    { id: 3, rounds: ['4w=', 'H'] },
    { id: 4, rounds: ['3b='] },
  ]);
  const declaring = (points: Record<number, number>) => ({
    ...t,
    players: t.players.map((p) => ({ ...p, declaredPoints: points[p.id] ?? null })),
  });

  it('agrees with the points after the rounds paired or after every entry of the line', () => {
    expect(declaredPointsDifferences(declaring({ 1: 1, 2: 0, 3: 0.5, 4: 0.5 }))).toEqual([]);
    expect(declaredPointsDifferences(declaring({ 3: 1 }))).toEqual([]);
  });

  it('names the player whose column neither total gives, with the total of every entry', () => {
    expect(declaredPointsDifferences(declaring({ 1: 0.5, 3: 1.5 }))).toEqual([
      { id: 1, line: null, declared: 0.5, fromResults: 1 },
      { id: 3, line: null, declared: 1.5, fromResults: 1 },
    ]);
  });
});
