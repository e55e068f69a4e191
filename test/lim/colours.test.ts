import { describe, expect, it } from 'vitest';
import {
  colourOf,
  dueColour,
  isCompatible,
  isPermissible,
} from '../../src/engine/systems/lim/colours.js';
import { player, roundContext } from './players.js';

const ctx = roundContext();

describe('Lim 5.1 (a), (b): the colour limits', () => {
  it('(a) "no player shall be given the same colour in three successive rounds"', () => {
    expect(isPermissible(player(1, { colours: 'bww' }), 'w')).toBe(false);
    expect(isPermissible(player(1, { colours: 'bww' }), 'b')).toBe(true);
    expect(isPermissible(player(1, { colours: 'wbw' }), 'w')).toBe(true);
  });

  it('(b) "no player shall be given three more of one colour than the other"', () => {
    expect(isPermissible(player(1, { colours: 'wwbw' }), 'w')).toBe(false);
    expect(isPermissible(player(1, { colours: 'wbww' }), 'w')).toBe(false);
    expect(isPermissible(player(1, { colours: 'wbw' }), 'w')).toBe(true);
  });
});

describe('Lim 2.1: compatibility', () => {
  it('players who have played each other are not compatible', () => {
    expect(isCompatible(player(1, { met: [2] }), player(2, { met: [1] }), ctx)).toBe(false);
  });

  it('"will not require either player to have the same colour in three successive rounds"', () => {
    // Both had white twice running: one of them would have a third white.
    expect(isCompatible(player(1, { colours: 'bww' }), player(2, { colours: 'bww' }), ctx)).toBe(
      false,
    );
    expect(isCompatible(player(1, { colours: 'bww' }), player(2, { colours: 'wbb' }), ctx)).toBe(
      true,
    );
  });

  it('"or to have three more of one colour than the other"', () => {
    expect(isCompatible(player(1, { colours: 'wwbw' }), player(2, { colours: 'wbww' }), ctx)).toBe(
      false,
    );
    expect(isCompatible(player(1, { colours: 'wwbw' }), player(2, { colours: 'bwbb' }), ctx)).toBe(
      true,
    );
  });
});

describe('Lim 6: the last round', () => {
  const last = roundContext({ lastRound: true });
  it('players with the same score are paired "even if it is necessary for one of the players to be given the same colour for the third round"', () => {
    const a = player(1, { score: 3, colours: 'bww' });
    const b = player(2, { score: 3, colours: 'bww' });
    expect(isCompatible(a, b, last)).toBe(true);
    expect(isCompatible(a, b, ctx)).toBe(false);
  });

  it('the exception is for players with the same score only', () => {
    const a = player(1, { score: 3, colours: 'bww' });
    const b = player(2, { score: 2.5, colours: 'bww' });
    expect(isCompatible(a, b, last)).toBe(false);
  });

  it('it does not allow a second game between the same players', () => {
    const a = player(1, { score: 3, met: [2] });
    const b = player(2, { score: 3, met: [1] });
    expect(isCompatible(a, b, last)).toBe(false);
  });
});

describe('Lim 5.5, 5.6: the due colour', () => {
  it('5.5 odd rounds, colours balanced: the alternate colour (5.1)', () => {
    expect(dueColour(player(1, { colours: 'wb' }))).toBe('w');
    expect(dueColour(player(1, { colours: 'bw' }))).toBe('b');
  });

  it('5.6 even rounds: "the colour that gives him an equal number of whites and blacks"', () => {
    expect(dueColour(player(1, { colours: 'wbw' }))).toBe('b');
    expect(dueColour(player(1, { colours: 'bbw' }))).toBe('w');
  });

  it('no game played yet: no colour due', () => {
    expect(dueColour(player(1))).toBeNull();
  });
});

describe('Lim 5.3, 5.4: who gets which colour', () => {
  it('each player his due colour when they differ', () => {
    expect(colourOf(player(1, { colours: 'wb' }), player(2, { colours: 'bw' }), ctx, true)).toBe(
      'w',
    );
  });

  it('5.3 "If one of the players ... had the same colour in the previous two rounds, he must be given the alternating colour"', () => {
    // Player 2 is due white by alternation, player 1 must have white after two blacks.
    const p1 = player(1, { colours: 'wbb' });
    const p2 = player(2, { colours: 'wbbwb' });
    expect(colourOf(p1, p2, ctx, true)).toBe('w');
    expect(colourOf(p2, p1, ctx, true)).toBe('b');
  });

  it('5.4 "the colours they had in earlier rounds, going back in sequence, shall decide who is given the alternate colour"', () => {
    // Both had white last. Going back, player 2 had white again, player 1 black.
    const p1 = player(1, { colours: 'wbw' });
    const p2 = player(2, { colours: 'bww' });
    expect(colourOf(p1, p2, ctx, true)).toBe('w');
    // Both are due black; the histories agree back to round 2, where player 4
    // had white (then white in round 3): player 4 gets black, whatever the ranking.
    const p3 = player(3, { colours: 'wbwbw', score: 2 });
    const p4 = player(4, { colours: 'bwwbw', score: 2 });
    expect(colourOf(p3, p4, ctx, true)).toBe('w');
    expect(colourOf(p4, p3, ctx, true)).toBe('b');
  });

  it('5.4 identical histories, median group or above: "the higher ranked is given the alternate colour"', () => {
    const high = player(3, { colours: 'wb', score: 2 });
    const low = player(7, { colours: 'wb', score: 2 });
    expect(colourOf(high, low, ctx, true)).toBe('w');
    expect(colourOf(low, high, ctx, true)).toBe('b');
  });

  it('5.4 identical histories, below the median: "the lower ranked player is given the alternate colour"', () => {
    const high = player(3, { colours: 'wb', score: 0 });
    const low = player(7, { colours: 'wb', score: 0 });
    expect(colourOf(high, low, ctx, false)).toBe('b');
    expect(colourOf(low, high, ctx, false)).toBe('w');
  });

  it('5.4 ranking counts the score first: a floater with more points is higher ranked', () => {
    const floater = player(9, { colours: 'wb', score: 2 });
    const native = player(2, { colours: 'wb', score: 1.5 });
    expect(colourOf(floater, native, ctx, true)).toBe('w');
  });

  it('5.6 "When both players of a pairing are due the same equalising colour ... the colour history will decide"', () => {
    // Round 4: both have one white more. Player 2 had white in the last two rounds.
    const p1 = player(1, { colours: 'wbw' });
    const p2 = player(2, { colours: 'bww' });
    expect(colourOf(p2, p1, ctx, true)).toBe('b');
  });

  it('a player with no game yet takes the other colour from one who has a colour due', () => {
    expect(colourOf(player(1), player(2, { colours: 'w' }), ctx, true)).toBe('w');
  });
});
