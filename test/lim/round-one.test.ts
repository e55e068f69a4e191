import { describe, expect, it } from 'vitest';
import { limSystem } from '../../src/engine/systems/lim/index.js';
import { fresh, gamesOf, tournament } from './build.js';

describe('Lim 7.2: round one', () => {
  // "the pairings for the first round in a tournament of forty players would be either
  //  1 v 21, 22 v 2, 3 v 23, 24 v 4, … 40 v 20; or 21 v 1, 2 v 22, 23 v 3, 4 v 24 … 20 v 40"
  const expected = (firstWhite: boolean) =>
    Array.from({ length: 20 }, (_, i) => {
      const top = i + 1;
      const bottom = i + 21;
      const topWhite = firstWhite === (top % 2 === 1);
      return topWhite ? `${top}-${bottom}` : `${bottom}-${top}`;
    });

  it('player #1 drew white: 1 v 21, 22 v 2, 3 v 23, 24 v 4, … 40 v 20', () => {
    const p = limSystem.pair(fresh(40, { initialColour: 'w' }), 1);
    expect(gamesOf(p)).toEqual(expected(true));
    expect(gamesOf(p).slice(0, 4)).toEqual(['1-21', '22-2', '3-23', '24-4']);
    expect(gamesOf(p)[19]).toBe('40-20');
    expect(p.bye).toBeNull();
  });

  it('player #1 drew black: 21 v 1, 2 v 22, 23 v 3, 4 v 24 … 20 v 40', () => {
    const p = limSystem.pair(fresh(40, { initialColour: 'b' }), 1);
    expect(gamesOf(p)).toEqual(expected(false));
    expect(gamesOf(p)[19]).toBe('20-40');
  });

  it('no colour drawn (initialColour null): the documented choice, #1 white, every time', () => {
    const a = limSystem.pair(fresh(40, { initialColour: null }), 1);
    const b = limSystem.pair(fresh(40, { initialColour: null }), 1);
    expect(gamesOf(a)).toEqual(expected(true));
    expect(b).toEqual(a);
  });
});

describe('Lim 7.1: the bye in round one', () => {
  it('"If the number of players is uneven the lowest rated player in the Pairing List is given the pairing-allocated bye"', () => {
    const p = limSystem.pair(fresh(11), 1);
    expect(p.bye).toBe(11);
    expect(gamesOf(p)).toEqual(['1-6', '7-2', '3-8', '9-4', '5-10']);
  });

  it('players known to be absent are not paired, and the colours run down the players who are', () => {
    const t = tournament([
      { id: 1 },
      { id: 2, rounds: ['H'] },
      { id: 3 },
      { id: 4 },
      { id: 5 },
      { id: 6 },
      { id: 7, rounds: ['Z'] },
    ]);
    const p = limSystem.pair(t, 1);
    // Paired: 1, 3, 4, 5, 6 -> bye to 6; then 1 v 4 (1 white), 3 v 5 (second board: black for 3).
    expect(p.bye).toBe(6);
    expect(gamesOf(p)).toEqual(['1-4', '5-3']);
  });

  it('a forbidden pair (XXP) is exchanged as in 4.2', () => {
    const t = fresh(6);
    t.forbiddenPairs = [[1, 4]];
    expect(gamesOf(limSystem.pair(t, 1))).toEqual(['1-5', '4-2', '3-6']);
  });
});
