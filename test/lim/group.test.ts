import { describe, expect, it } from 'vitest';
import type { ScoreGroup } from '../../src/engine/systems/lim/floaters.js';
import { pairMedianGroup, pairScoreGroup } from '../../src/engine/systems/lim/pair-group.js';
import type { LimPlayer, LimRound } from '../../src/engine/systems/lim/player-state.js';
import { player, roundContext, show } from './players.js';

/** A score-group above the median (paired downward) at score 2, next to a group at score 1. */
function above(
  natives: LimPlayer[],
  below: LimPlayer[],
  options: { floaters?: LimPlayer[]; ctx?: LimRound } = {},
) {
  const g: ScoreGroup = {
    score: 2,
    direction: 'down',
    atOrAboveMedian: true,
    natives,
    floaters: options.floaters ?? [],
  };
  const adjacent: ScoreGroup = { ...g, score: 1, natives: below, floaters: [] };
  const r = pairScoreGroup(g, adjacent, options.ctx ?? roundContext({ medianScore: 1 }));
  return { pairs: show(r.pairs), floaters: r.floaters.map((p) => p.id).sort((a, b) => a - b) };
}

/** A score-group below the median (paired upwards) at score 0, next to a group at score 1. */
function belowMedian(
  natives: LimPlayer[],
  higher: LimPlayer[],
  options: { floaters?: LimPlayer[]; ctx?: LimRound } = {},
) {
  const score = natives[0]?.score ?? 0;
  const g: ScoreGroup = {
    score,
    direction: 'up',
    atOrAboveMedian: false,
    natives,
    floaters: options.floaters ?? [],
  };
  const adjacent: ScoreGroup = {
    ...g,
    score: score + 1,
    natives: higher,
    direction: 'down',
    atOrAboveMedian: true,
  };
  const r = pairScoreGroup(g, adjacent, options.ctx ?? roundContext({ medianScore: score + 1 }));
  return { pairs: show(r.pairs), floaters: r.floaters.map((p) => p.id).sort((a, b) => a - b) };
}

const at =
  (score: number) =>
  (id: number, o: Parameters<typeof player>[1] = {}) =>
    player(id, { score, ...o });
const s2 = at(2);
const s1 = at(1);
const s0 = at(0);
/** Two players of the lower group who can meet anyone. */
const openBelow = () => [s1(20, { colours: 'wb' }), s1(21, { colours: 'bw' })];

describe('Lim 2.3: players with no suitable opponent are transferred before pairing', () => {
  it('a. "the player has already played all the players of his score-group"', () => {
    const r = above(
      [
        s2(1, { met: [2, 3, 4, 5] }),
        s2(2, { met: [1] }),
        s2(3, { met: [1] }),
        s2(4, { met: [1] }),
        s2(5, { met: [1] }),
      ],
      openBelow(),
    );
    expect(r.floaters).toEqual([1]);
    expect(r.pairs).toEqual(['2 v 4', '3 v 5']);
  });

  it('b. "two more of one colour ... and there is no compatible opponent ... to enable him to have a permissible colour"', () => {
    // #1 has two whites more and must have black; #2 and #3 must have black too; #4 has met him.
    const r = above(
      [
        s2(1, { colours: 'wwbw', met: [4] }),
        s2(2, { colours: 'bww' }),
        s2(3, { colours: 'wwbw' }),
        s2(4, { colours: 'bwbw', met: [1] }),
        s2(5, { colours: 'bwbw', met: [1] }),
      ],
      openBelow(),
    );
    expect(r.floaters).toContain(1);
    expect(r.pairs).not.toContainEqual(expect.stringMatching(/^1 v /));
  });

  it('c. "the same colour in the previous two rounds and there is no compatible player ... to have the alternate colour"', () => {
    const r = above(
      [
        s2(1, { colours: 'bww', met: [4] }),
        s2(2, { colours: 'bww' }),
        s2(3, { colours: 'bww' }),
        s2(4, { colours: 'wbb', met: [1] }),
      ],
      openBelow(),
    );
    // #1 floats (2.3.c); of 2, 3, 4 one more floats to make the group even (2.3.d).
    expect(r.floaters).toEqual([1, 3]);
    expect(r.pairs).toEqual(['2 v 4']);
  });

  it('d. "it is necessary to make even the number of players in the score-group"', () => {
    const r = above([s2(1), s2(2), s2(3), s2(4), s2(5)], openBelow());
    expect(r.floaters).toEqual([5]);
    expect(r.pairs).toEqual(['1 v 3', '2 v 4']);
  });
});

describe('Lim 3.2: choosing the floater that makes a group even', () => {
  // Due black: 1, 3, 4; due white: 2, 5.
  const natives = (rating4 = 2360, rating5 = 2350) => [
    s2(1, { colours: 'bw' }),
    s2(2, { colours: 'wb' }),
    s2(3, { colours: 'bw' }),
    s2(4, { colours: 'bw', rating: rating4 }),
    s2(5, { colours: 'wb', rating: rating5 }),
  ];

  it('"select as the floater a player who would tend to equalise the number of players due different colours"', () => {
    const r = above(natives(), openBelow());
    expect(r.floaters).toEqual([4]);
    // Left: 1 (black due), 2 (white), 3 (black), 5 (white): two of each, and 5.2
    // exchanges #1's proposed opponent #3 (also due black) for #5.
    expect(r.pairs).toEqual(['1 v 5', '2 v 3']);
  });

  it('Maxi-tournament: more than 100 points from the lowest numbered player, the lowest numbered player floats', () => {
    const maxi = roundContext({ medianScore: 1, maxi: true });
    expect(above(natives(2360, 2250), openBelow(), { ctx: maxi }).floaters).toEqual([5]);
    expect(above(natives(2350, 2250), openBelow(), { ctx: maxi }).floaters).toEqual([4]);
    // Not a Maxi-tournament: the rating gap does not matter.
    expect(above(natives(2360, 2250), openBelow()).floaters).toEqual([4]);
  });

  it('"If the number of players due white equals the number of players due black, the lowest numbered player is chosen ... when pairing downward"', () => {
    // 1 and 2 due white, 3 and 4 due black, 5 has no game yet.
    const r = above(
      [
        s2(1, { colours: 'b' }),
        s2(2, { colours: 'b' }),
        s2(3, { colours: 'w' }),
        s2(4, { colours: 'w' }),
        s2(5),
      ],
      openBelow(),
    );
    expect(r.floaters).toEqual([5]);
  });

  it('"... and the highest numbered player is chosen as the floater when pairing upwards"', () => {
    const r = belowMedian([s0(11), s0(12), s0(13)], [s1(5), s1(6)]);
    expect(r.floaters).toEqual([11]);
    expect(r.pairs).toEqual(['12 v 13']);
  });

  it('pairing upwards, the colour choice runs from the top: the highest numbered player due the surplus colour', () => {
    // Due white: 12, 13; due black: 11.
    const r = belowMedian(
      [s0(11, { colours: 'w' }), s0(12, { colours: 'b' }), s0(13, { colours: 'b' })],
      [s1(5), s1(6)],
    );
    expect(r.floaters).toEqual([12]);
  });
});

describe('Lim 3.3, 3.4, 3.5: the floater must have a compatible opponent in the adjacent group', () => {
  it('3.3 down: "the lowest numbered player in the score-group who has a compatible opponent in the lower score-group"', () => {
    const r = above([s2(1), s2(2), s2(3), s2(4), s2(5, { met: [20, 21] })], openBelow());
    expect(r.floaters).toEqual([4]);
  });

  it('3.3 "after excluding the opponents of other floaters who have higher scores or higher pairing numbers"', () => {
    // #1 has met everyone in his group and floats first (2.3.a); below, he can only meet
    // #20, who is also the only opponent #6 could have: #5 floats instead of #6.
    const r = above(
      [
        s2(1, { met: [2, 3, 4, 5, 6] }),
        s2(2, { met: [1] }),
        s2(3, { met: [1] }),
        s2(4, { met: [1] }),
        s2(5, { met: [1] }),
        s2(6, { met: [1, 21] }),
      ],
      [s1(20), s1(21, { met: [1, 6] })],
    );
    // Without 1 the group {2..6} is odd; #6 has no opponent left below once #1 takes #20.
    expect(r.floaters).toEqual([1, 5]);
  });

  it('3.4 up: "the highest numbered player in the score-group who has a compatible opponent in the higher score-group"', () => {
    const r = belowMedian(
      [s0(11, { met: [5, 6] }), s0(12), s0(13)],
      [s1(5, { met: [11] }), s1(6, { met: [11] })],
    );
    expect(r.floaters).toEqual([12]);
  });

  it('3.5 "otherwise he shall be floated to a further score-group": a floater with no opponent here moves on', () => {
    const floater = s2(9, { score: 3, met: [1, 2, 3, 4] });
    const r = above(
      [s2(1, { met: [9] }), s2(2, { met: [9] }), s2(3, { met: [9] }), s2(4, { met: [9] })],
      openBelow(),
      {
        floaters: [floater],
      },
    );
    expect(r.floaters).toEqual([9]);
    expect(r.pairs).toEqual(['1 v 3', '2 v 4']);
  });
});

describe('Lim 3.6, 3.7: the order in which floaters are paired', () => {
  const plain = (id: number, score: number) => player(id, { score });

  it('3.6.2 "the floater coming from the highest score group is paired first (not always the one with the highest pairing number)"', () => {
    const r = above([s2(10), s2(11), s2(12), s2(13)], openBelow(), {
      floaters: [plain(8, 3), plain(2, 2.5)],
    });
    expect(r.pairs).toEqual(['8 v 10', '2 v 11', '12 v 13']);
  });

  it('3.6.1 "the floater with the higher pairing number is paired first" (#3 before #5)', () => {
    const r = above([s2(10), s2(11), s2(12), s2(13)], openBelow(), {
      floaters: [plain(5, 3), plain(3, 3)],
    });
    expect(r.pairs).toEqual(['3 v 10', '5 v 11', '12 v 13']);
  });

  it('3.7, 3.7.2 pairing upwards: the up-floater from the lowest score-group first, with the lowest numbered player', () => {
    const r = belowMedian(
      [s0(30), s0(31), s0(32), s0(33)].map((p) => ({ ...p, score: 1 })),
      [],
      {
        floaters: [plain(15, 0.5), plain(20, 0)],
      },
    );
    // The group at score 1 (below a median of 1.5, say): #20 (score 0) first, with #33.
    expect(r.pairs).toEqual(['20 v 33', '15 v 32', '30 v 31']);
  });

  it('3.6.3 in the median group: "first pair the DF, then the UF and finally the remaining players"', () => {
    const median: ScoreGroup = {
      score: 1,
      direction: 'down',
      atOrAboveMedian: true,
      natives: [s1(4), s1(5), s1(6), s1(7)],
      floaters: [plain(2, 0.5), plain(9, 1.5)],
    };
    const pairs = pairMedianGroup(median, roundContext({ medianScore: 1 }));
    expect(show(pairs!)).toEqual(['4 v 9', '2 v 7', '5 v 6']);
  });

  it('3.7.3 below the median: "first pair the UF, then the DF, and finally the other remaining players"', () => {
    const r = belowMedian(
      [s0(30), s0(31), s0(32), s0(33)].map((p) => ({ ...p, score: 0.5 })),
      [],
      {
        floaters: [plain(3, 1), plain(40, 0)],
      },
    );
    expect(r.pairs).toEqual(['33 v 40', '3 v 30', '31 v 32']);
  });
});

describe('Lim 3.8: the floater meets a player due the alternate colour', () => {
  // The down-floater #9 is due white; #10 and #13 are due white too, #11 and #12 black.
  const natives = (rating10 = 2300, rating11 = 2290) => [
    s2(10, { colours: 'b', rating: rating10 }),
    s2(11, { colours: 'w', rating: rating11 }),
    s2(12, { colours: 'w' }),
    s2(13, { colours: 'b' }),
  ];
  const floater = () => player(9, { score: 3, colours: 'b' });

  it('"the floater is paired with the highest numbered player available who is due the alternate colour"', () => {
    const r = above(natives(), openBelow(), { floaters: [floater()] });
    expect(r.pairs[0]).toBe('9 v 11');
  });

  it('Maxi-tournament: only if "the ratings of proposed opponents who are exchanged for this purpose differ by 100 points or less"', () => {
    const maxi = roundContext({ medianScore: 1, maxi: true });
    expect(
      above(natives(2300, 2190), openBelow(), { floaters: [floater()], ctx: maxi }).pairs[0],
    ).toBe('9 v 10');
    expect(
      above(natives(2300, 2200), openBelow(), { floaters: [floater()], ctx: maxi }).pairs[0],
    ).toBe('9 v 11');
  });

  it('pairing upwards: "with the lowest numbered player available who is due the alternate colour"', () => {
    const uf = player(40, { score: 0, colours: 'w' }); // due black
    const r = belowMedian(
      [
        s0(30, { colours: 'b' }),
        s0(31, { colours: 'w' }),
        s0(32, { colours: 'b' }),
        s0(33, { colours: 'b' }),
      ].map((p) => ({ ...p, score: 0.5 })),
      [],
      { floaters: [uf] },
    );
    // 33 and 32 are due white, but #33 is the lowest numbered: 40 v 33.
    expect(r.pairs[0]).toBe('33 v 40');
    const r2 = belowMedian(
      [
        s0(30, { colours: 'b' }),
        s0(31, { colours: 'w' }),
        s0(32, { colours: 'b' }),
        s0(33, { colours: 'w' }),
      ].map((p) => ({ ...p, score: 0.5 })),
      [],
      { floaters: [uf] },
    );
    expect(r2.pairs[0]).toBe('32 v 40');
  });
});

describe('Lim 3.9: the four types of floaters', () => {
  it('"avoid floater(s) of type b": a down-floater passing through is not floated again when a player of the group can go', () => {
    const df = player(9, { score: 3 });
    const r = above([s2(1), s2(2), s2(3), s2(4)], openBelow(), { floaters: [df] });
    expect(r.floaters).toEqual([4]);
    expect(r.pairs[0]).toBe('1 v 9');
  });

  it('"avoid floater(s) of type c" before anything else of the group: a player with an opponent below goes', () => {
    const r = above(
      [s2(1), s2(2), s2(3, { met: [20, 21] }), s2(4, { met: [20, 21] }), s2(5, { met: [20, 21] })],
      openBelow(),
    );
    expect(r.floaters).toEqual([2]);
  });

  it('type c is preferred to type b: a player of the group with no opponent below rather than the floater passing through', () => {
    const df = player(9, { score: 3 });
    const lowerMet = { met: [20, 21] };
    const r = above(
      [s2(1, lowerMet), s2(2, lowerMet), s2(3, lowerMet), s2(4, lowerMet)],
      openBelow(),
      {
        floaters: [df],
      },
    );
    expect(r.floaters).toEqual([4]);
  });
});

describe('Lim 3.10: no second float to make a group even', () => {
  it('"A floater who has floated the round just before shall not be floated due to section 2.3.d"', () => {
    const r = above([s2(1), s2(2), s2(3), s2(4), s2(5, { floatedLastRound: true })], openBelow());
    expect(r.floaters).toEqual([4]);
  });

  it('"provided this will not produce other floaters of the types a, b, c"', () => {
    const noOpponentBelow = { met: [20, 21] };
    const r = above(
      [
        s2(1, noOpponentBelow),
        s2(2, noOpponentBelow),
        s2(3, noOpponentBelow),
        s2(4, noOpponentBelow),
        s2(5, { floatedLastRound: true }),
      ],
      openBelow(),
    );
    // Any other floater would have no opponent below (type c): #5 floats again.
    expect(r.floaters).toEqual([5]);
  });

  it('"provided this will not decrease the number of pairings of that score-group"', () => {
    // Compatible pairs: 1-2, 3-4, 3-5. Only without #4 or #5 can the rest all be paired;
    // both floated last round, and floating #3 instead would cost a pairing.
    const r = above(
      [
        s2(1, { met: [3, 4, 5] }),
        s2(2, { met: [3, 4, 5] }),
        s2(3, { met: [1, 2] }),
        s2(4, { met: [1, 2, 5], floatedLastRound: true }),
        s2(5, { met: [1, 2, 4], floatedLastRound: true }),
      ],
      openBelow(),
    );
    expect(r.floaters).toEqual([5]);
    expect(r.pairs).toEqual(['1 v 2', '3 v 4']);
  });
});

describe('Lim 6 within a score-group', () => {
  const pair = () => [s2(1, { colours: 'bww' }), s2(2, { colours: 'bww' })];
  it('before the last round, two players who both must have black float (2.3.c)', () => {
    expect(above(pair(), openBelow()).floaters).toEqual([1, 2]);
  });
  it('in the last round they are paired, same score before colours', () => {
    const r = above(pair(), openBelow(), {
      ctx: roundContext({ medianScore: 1, lastRound: true }),
    });
    expect(r.pairs).toEqual(['1 v 2']);
    expect(r.floaters).toEqual([]);
  });
});

describe("Lim 5.7: exchanges among a group's own players in a Maxi-tournament", () => {
  // #1 and #3 are both due white; #4 is due black. The proposed pairing is 1 v 3.
  const natives = (rating4: number) => [
    s2(1, { colours: 'b', rating: 2400 }),
    s2(2, { colours: 'w', rating: 2350 }),
    s2(3, { colours: 'b', rating: 2300 }),
    s2(4, { colours: 'w', rating: rating4 }),
  ];

  it('"an exchange of opponents to find ... one who is due the alternate colour is allowed only if the ratings of the opponents to be exchanged differ by 100 points or less"', () => {
    const maxi = roundContext({ medianScore: 1, maxi: true });
    expect(above(natives(2250), openBelow(), { ctx: maxi }).pairs[0]).toBe('1 v 4');
    expect(above(natives(2150), openBelow(), { ctx: maxi }).pairs[0]).toBe('1 v 3');
  });

  it('outside a Maxi-tournament the rating gap does not matter', () => {
    expect(above(natives(2150), openBelow()).pairs[0]).toBe('1 v 4');
  });
});
