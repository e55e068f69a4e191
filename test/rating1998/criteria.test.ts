import { describe, expect, it } from 'vitest';
import { colourAllowed, Criteria } from '../../src/engine/systems/rating1998/criteria.js';
import { buildRoundView } from '../../src/engine/systems/rating1998/players.js';
import { tournament } from './builder.js';
import { player, view } from './view.js';

describe('B.1.a "Two players shall not meet more than once"', () => {
  it('forbids a second game, but F.2: "Such a pairing is not considered to be illegal in future rounds" for an unplayed one', () => {
    const t = tournament([
      { id: 1, rounds: ['2w1'] },
      { id: 2, rounds: ['1b0'] },
      { id: 3, rounds: ['4w+'] },
      { id: 4, rounds: ['3b-'] },
    ]);
    const v = buildRoundView(t, 2);
    const crit = new Criteria(v.players);
    const rank = (id: number) => v.players.findIndex((p) => p.id === id);
    expect(crit.canPair(rank(1), rank(2))).toBe(false);
    expect(crit.canPair(rank(3), rank(4))).toBe(true);
    expect(crit.canPair(rank(1), rank(3))).toBe(true);
  });
});

describe('B.2 colours (absolute)', () => {
  it('a. "No player\'s colour difference will become >+2 or <-2"', () => {
    expect(colourAllowed({ ...player({ id: 1, colours: 'wbww' }), rank: 0 }, 'w')).toBe(false);
    expect(colourAllowed({ ...player({ id: 1, colours: 'wbww' }), rank: 0 }, 'b')).toBe(true);
    expect(colourAllowed({ ...player({ id: 1, colours: 'wbbb' }), rank: 0 }, 'b')).toBe(false);
  });

  it('b. "No player will receive the same colour three times in row"', () => {
    expect(colourAllowed({ ...player({ id: 1, colours: 'bww' }), rank: 0 }, 'w')).toBe(false);
    expect(colourAllowed({ ...player({ id: 1, colours: 'wbw' }), rank: 0 }, 'w')).toBe(true);
  });

  it('two players who both need the same colour cannot be paired', () => {
    const v = view([
      { id: 1, colours: 'ww' },
      { id: 2, colours: 'bww' },
      { id: 3, colours: 'bb' },
      { id: 4, colours: 'w' },
    ]);
    const crit = new Criteria(v.players);
    expect(crit.canPair(0, 1)).toBe(false); // both must have black
    expect(crit.canPair(0, 2)).toBe(true);
    expect(crit.canPair(0, 3)).toBe(true); // 4 may take a second white
  });

  it('note: "B2, B5 and B6 do not apply when pairing players with a score of over 50% in the last round"', () => {
    const v = view([
      { id: 1, colours: 'ww', exempt: true },
      { id: 2, colours: 'bww', exempt: true },
      { id: 3, colours: 'bww' },
    ]);
    const crit = new Criteria(v.players);
    expect(crit.canPair(0, 1)).toBe(true);
    expect(crit.canPair(1, 2)).toBe(true); // 2 takes white a third time, 3 takes black
    expect(crit.mayDownfloat(0, 0)).toBe(true);
  });
});

describe('A.8 x', () => {
  const xOf = (colours: string[]) => {
    const v = view(colours.map((c, i) => ({ id: i + 1, colours: c })));
    return new Criteria(v.players).x(v.players.map((_, i) => i));
  };

  it('"If b > w then x = b-q, else x = w-q", q being half the bracket rounded upwards', () => {
    // 8 players, 5 wanting white (w), 3 black: q = 4, x = 1.
    expect(xOf(['b', 'b', 'b', 'b', 'b', 'w', 'w', 'w'])).toBe(1);
    // 7 players, 6 wanting black: q = 4, x = 2.
    expect(xOf(['w', 'w', 'w', 'w', 'w', 'w', 'b'])).toBe(2);
    // 5 players, 2 white, 2 black, 1 without a game: q = 3, w - q < 0: every preference can be met.
    expect(xOf(['b', 'b', 'w', 'w', ''])).toBe(0);
  });
});

describe('B.5 and B.6 floats, and their dropping (C.9, C.10)', () => {
  const v = view([
    { id: 1, floats: 'd' },
    { id: 2, floats: '-d' },
    { id: 3, floats: 'u' },
    { id: 4, floats: '-u' },
    { id: 5, floats: 'd', exempt: true },
  ]);
  const crit = new Criteria(v.players);

  it('B.5 "No player shall receive an identical float in two consecutive rounds"', () => {
    expect(crit.mayDownfloat(0, 0)).toBe(false);
    expect(crit.mayUpfloat(0, 0)).toBe(true);
    expect(crit.mayUpfloat(2, 0)).toBe(false);
  });

  it('B.6 "No player shall have an identical float as two rounds before"', () => {
    expect(crit.mayDownfloat(1, 0)).toBe(false);
    expect(crit.mayUpfloat(3, 0)).toBe(false);
  });

  it('"Drop criterion B6 and B5 (in this order)"', () => {
    expect(crit.mayDownfloat(1, 1)).toBe(true); // B.6 dropped
    expect(crit.mayDownfloat(0, 1)).toBe(false); // B.5 still holds
    expect(crit.mayDownfloat(0, 2)).toBe(true);
    expect(crit.mayUpfloat(3, 1)).toBe(true);
    expect(crit.mayUpfloat(2, 2)).toBe(true);
  });

  it('do not apply over 50% in the last round', () => {
    expect(crit.mayDownfloat(4, 0)).toBe(true);
  });
});
