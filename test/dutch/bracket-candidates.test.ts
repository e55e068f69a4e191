import { describe, expect, it } from 'vitest';
import { forEachCandidate } from '../../src/engine/systems/dutch/bracket-candidates.js';
import type { DutchPlayer } from '../../src/engine/systems/dutch/player-state.js';

/** A bracket alone of `n` players of one score, with the given colour preference each. */
function candidates(preferences: ('w' | 'b' | null)[]): Set<string> {
  const players = preferences.map(
    (colourPreference) => ({ score: 1, colourPreference }) as DutchPlayer,
  );
  const pairs = new Set<string>();
  forEachCandidate({ players, mdpCount: 0, bracketEnd: players.length }, (i, j) => {
    expect(i).toBeLessThan(j);
    pairs.add(`${i}-${j}`);
  });
  return pairs;
}

describe("a lazy bracket's candidate pairs (bracket-candidates.ts)", () => {
  // Where the preferences are uneven the optimum pairs a player with the nearest player he suits
  // on colours, however far from his natural opponent: the candidates must hold such a pair.
  it('give each of the upper half a player of every preference from his natural opponent on', () => {
    // 200 players wanting white but the last, who wants black: player 0's natural opponent is 100
    const pairs = candidates([...Array<'w'>(199).fill('w'), 'b']);
    expect(pairs.has('0-199')).toBe(true);
    expect(pairs.has('99-199')).toBe(true);
    // and the near window alone would not reach him
    expect(pairs.has('0-150')).toBe(false);
  });

  it('give each player far partners of every preference, at doubling distances', () => {
    const pairs = candidates(Array.from({ length: 400 }, (_, x) => (x % 2 === 0 ? 'w' : 'b')));
    // player 1 (black): the first of each preference at 16, 32, 64, 128 and 256 places on
    for (const j of [17, 18, 33, 34, 65, 66, 129, 130, 257, 258])
      expect(pairs.has(`1-${j}`)).toBe(true);
    expect(pairs.has('1-100')).toBe(false);
  });

  it('hold a bracket of one preference (round 1) by near, natural and far pairs, not whole rows', () => {
    const pairs = candidates(Array<null>(400).fill(null));
    // near: 8 after him; natural: 200 ± 4; far steps by preference: 16, 32, 64, 128, 256 on
    expect(pairs.has('0-8')).toBe(true);
    expect(pairs.has('0-204')).toBe(true);
    expect(pairs.has('0-16')).toBe(true);
    expect(pairs.has('0-100')).toBe(false);
  });

  // Where residents float, each player below needs a resident of every preference among his
  // candidates, or the first optimum's duals leave most of them failing with residents.
  it('give each player of the next scoregroup the lowest residents of every preference', () => {
    // residents 0-99 (score 2): white preferences but 80 and 90 (black), 85 (none); 200 below (score 1)
    const players = [
      ...Array.from({ length: 100 }, (_, x) => ({
        score: 2,
        colourPreference: x === 80 || x === 90 ? 'b' : x === 85 ? null : 'w',
      })),
      ...Array.from({ length: 200 }, () => ({ score: 1, colourPreference: 'w' })),
    ] as DutchPlayer[];
    const pairs = new Set<string>();
    forEachCandidate({ players, mdpCount: 0, bracketEnd: 100 }, (i, j) => pairs.add(`${i}-${j}`));
    // the lowest three white (99, 98, 97), both blacks, the one without a preference
    for (const i of [99, 98, 97, 90, 80, 85]) expect(pairs.has(`${i}-299`), `${i}`).toBe(true);
    expect(pairs.has('96-299')).toBe(false);
    expect(pairs.has('0-299')).toBe(false);
  });
});
