import { describe, expect, it } from 'vitest';
import { buildPlayers } from '../../../src/engine/systems/dutch/player-state.js';
import { field } from './field.js';

describe('the hand-made fields of the rule tests', () => {
  it('gives scores, colours, opponents and floats as written', () => {
    const f = field({
      1: 'W1:2 B0v W1^',
      2: 'B0:1 W= Z',
      3: 'W+ U H Z',
    });
    expect(f.round).toBe(4);
    const { players, toPair } = buildPlayers(f.t, f.round, 'every-unplayed-round');
    // 3 is absent in round 4; the past opponents have withdrawn.
    expect(toPair.map((p) => p.id)).toEqual([1, 2]);
    const p1 = players.get(1)!;
    expect(p1.score).toBe(20); // tenths of a point
    expect(p1.colours).toEqual(['w', 'b', 'w']);
    expect([...p1.forbidden].filter((id) => id < 100)).toEqual([2]);
    expect([p1.float(1), p1.float(2), p1.float(3)]).toEqual(['up', 'down', 'none']);
    expect(players.get(2)!.score).toBe(5);
    expect(players.get(3)!.score).toBe(25);
    expect(players.get(3)!.colours).toEqual([]);
  });

  it('refuses a game whose opponent does not have the matching token', () => {
    expect(() => field({ 1: 'W1:2', 2: 'B1:1' })).toThrow(/should have 'B0:1'/);
  });
});
