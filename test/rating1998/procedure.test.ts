import { describe, expect, it } from 'vitest';
import {
  bracketProcedure,
  type BracketPairing,
} from '../../src/engine/systems/rating1998/bracket.js';
import { Criteria } from '../../src/engine/systems/rating1998/criteria.js';
import { pairRound1998, pairView } from '../../src/engine/systems/rating1998/pair-round.js';
import { field, tournament } from './builder.js';
import { pairsOf, view, type Spec } from './view.js';

/**
 * The first pairing the C procedure gives for one bracket: `moved` came
 * from above, `residents` are this score; ids are mapped to A.2 ranks and back.
 */
function pairBracket(specs: Spec[], moved: number[], residents: number[], lowest = false) {
  const v = view(specs);
  const crit = new Criteria(v.players);
  const rank = (id: number) => v.players.findIndex((p) => p.id === id);
  const idOf = (i: number) => v.players[i]!.id;
  const byRank = (a: number, b: number) => a - b;
  const events = bracketProcedure(crit, {
    moved: moved.map(rank).sort(byRank),
    residents: residents.map(rank).sort(byRank),
    lowest,
  });
  for (const e of events) {
    if (e.kind !== 'pairing') continue;
    const p: BracketPairing = e.pairing;
    return { pairs: p.pairs.map(([a, b]) => [idOf(a), idOf(b)]), moved: p.moved.map(idOf) };
  }
  return null;
}

const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);
const same = (n: number, extra: (id: number) => Partial<Spec> = () => ({})): Spec[] =>
  ids(n).map((id) => ({ id, ...extra(id) }));

describe('round one (F.4, C.4-C.6, E.5, F.1)', () => {
  it('F.4: the highest player of S1 plays the highest of S2, colours alternate down S1', () => {
    const pairing = pairRound1998(tournament(field(8)), 1);
    expect(pairing).toMatchObject({
      games: [
        { white: 1, black: 5 },
        { white: 6, black: 2 },
        { white: 3, black: 7 },
        { white: 8, black: 4 },
      ],
      bye: null,
    });
  });

  it('F.4: "if the number of players is odd the lowest ranked player will receive a bye"', () => {
    const pairing = pairRound1998(tournament(field(7)), 1);
    expect(pairsOf(pairing.games)).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
    expect(pairing.bye).toBe(7);
  });

  it('A.7.c the colour of the top player "is determined by lot": XXC black1 gives him black', () => {
    const pairing = pairRound1998(tournament(field(4), { initialColour: 'b' }), 1);
    expect(pairing.games).toMatchObject([
      { white: 3, black: 1 },
      { white: 2, black: 4 },
    ]);
  });

  it('decision: no colour drawn (initialColour null) gives the top player white', () => {
    const pairing = pairRound1998(tournament(field(4), { initialColour: null }), 1);
    expect(pairing.games[0]).toMatchObject({ white: 1, black: 3 });
  });

  it('A.2 before round one: rating, then title (WGM above IM in this text), then name', () => {
    const t = tournament([
      { id: 1, rating: 2000, name: 'Adams' },
      { id: 2, rating: 2000, title: 'IM' },
      { id: 3, rating: 2000, title: 'WGM' },
      { id: 4, rating: 2100 },
    ]);
    // Order 4, 3, 2, 1: S1 = 4, 3; S2 = 2, 1.
    expect(pairRound1998(t, 1).games).toMatchObject([
      { white: 4, black: 2 },
      { white: 1, black: 3 },
    ]);
  });
});

describe('C.6 and C.7: transpositions', () => {
  it('C.6 pairs S1 against S2 in order when that keeps B.1 and B.2', () => {
    expect(pairBracket(same(6), [], ids(6))).toEqual({
      pairs: [
        [1, 4],
        [2, 5],
        [3, 6],
      ],
      moved: [],
    });
  });

  it('C.7 with D.1: a game between 4 and 8 already played is avoided by "5-6-8-7"', () => {
    const specs = same(8, (id) => (id === 4 ? { forbidden: [8] } : {}));
    expect(pairBracket(specs, [], ids(8))!.pairs).toEqual([
      [1, 5],
      [2, 6],
      [3, 8],
      [4, 7],
    ]);
  });

  it('C.7 with D.1: if 1 has met 5, every arrangement starting with 5 fails and "6-5-7-8" is next', () => {
    const specs = same(8, (id) => (id === 1 ? { forbidden: [5] } : {}));
    expect(pairBracket(specs, [], ids(8))!.pairs).toEqual([
      [1, 6],
      [2, 5],
      [3, 7],
      [4, 8],
    ]);
  });

  it('B.4 with x = 0: transpositions grant every colour preference', () => {
    // After round one: 1 and 3 want black, 2 and 4 white (mild). w = b = 2, q = 2, x = 0.
    // C.6 would give 1-3 and 2-4, two clashes; the first transposition 1-4, 2-3 has none.
    const specs: Spec[] = [
      { id: 1, colours: 'w' },
      { id: 2, colours: 'b' },
      { id: 3, colours: 'w' },
      { id: 4, colours: 'b' },
    ];
    expect(pairBracket(specs, [], ids(4))!.pairs).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });
  it('B.4 "x is deducted by one each time a colour preference cannot be granted": with x = 1 one clash is accepted', () => {
    // 1, 2, 3 want white, 4 black: w = 3, q = 2, x = 1. C.6 gives 1-3 (a clash) and 2-4: accepted as it stands.
    const specs: Spec[] = [
      { id: 1, colours: 'b' },
      { id: 2, colours: 'b' },
      { id: 3, colours: 'b' },
      { id: 4, colours: 'w' },
    ];
    expect(pairBracket(specs, [], ids(4))!.pairs).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });
});

describe('C.8 and D.2: exchanges', () => {
  it('when no transposition works, the exchange "a) 4 and 5" comes first, then its transpositions', () => {
    // 4 has met 5-8 and 1: no transposition pairs 4; after exchanging 4 and 5,
    // S1 = 1 2 3 5 and S2 = 4 6 7 8, and "6-4-7-8" is the first that works.
    const specs = same(8, (id) => (id === 4 ? { forbidden: [1, 5, 6, 7, 8] } : {}));
    expect(pairBracket(specs, [], ids(8))).toEqual({
      pairs: [
        [1, 6],
        [2, 4],
        [3, 7],
        [5, 8],
      ],
      moved: [],
    });
  });

  it('an exchange to keep x: two pairs each clashing give way to the exchange of 2 and 3', () => {
    // 1-3 already played. 1 and 4 want black, 2 and 3 white; x = 0.
    // Transposition 1-4, 2-3 clashes twice; the exchange 2<->3 gives 1-2, 3-4 with no clash.
    const specs: Spec[] = [
      { id: 1, colours: 'w', forbidden: [3] },
      { id: 2, colours: 'b' },
      { id: 3, colours: 'b' },
      { id: 4, colours: 'w' },
    ];
    expect(pairBracket(specs, [], ids(4))!.pairs).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});

describe('C.9: floats of the players moved down (B.5, B.6)', () => {
  it('B.5: a player who floated down last round is not moved down again if a transposition avoids it', () => {
    const specs = same(5, (id) => (id === 5 ? { floats: 'd' } : {}));
    expect(pairBracket(specs, [], ids(5))).toEqual({
      pairs: [
        [1, 3],
        [2, 5],
      ],
      moved: [4],
    });
  });

  it('B.6 as well: 5 floated last round and 4 two rounds ago, so 3 goes down', () => {
    const specs = same(5, (id) => (id === 5 ? { floats: 'd' } : id === 4 ? { floats: '-d' } : {}));
    expect(pairBracket(specs, [], ids(5))).toEqual({
      pairs: [
        [1, 4],
        [2, 5],
      ],
      moved: [3],
    });
  });

  it('exchanges (C.8) come before dropping the float criteria (C.9)', () => {
    // 3, 4, 5 all floated down last round: only S1 player 2 may go down. The
    // exchange 2<->3 comes first, and "4-5-2" is its first arrangement leaving 2 over.
    const specs = same(5, (id) => (id >= 3 ? { floats: 'd' } : {}));
    expect(pairBracket(specs, [], ids(5))).toEqual({
      pairs: [
        [1, 4],
        [3, 5],
      ],
      moved: [2],
    });
  });

  it('"Drop criterion B6 and B5 (in this order)": with B.6 dropped the B.5 one still stays', () => {
    // Everyone floated two rounds ago, 5 also last round: B.6 goes first, B.5 keeps 5 here.
    const specs = same(5, (id) => ({ floats: id === 5 ? 'dd' : '-d' }));
    expect(pairBracket(specs, [], ids(5))!.moved).toEqual([4]);
  });

  it('all dropped when nobody may float: the pairing of C.6', () => {
    const specs = same(5, () => ({ floats: 'd' }));
    expect(pairBracket(specs, [], ids(5))!.moved).toEqual([5]);
  });
});

describe('C.11 and C.14', () => {
  it('C.11 "As long as x is less than p: increase x by 1" rather than moving anyone down', () => {
    // x = 0 by A.8, but 1 has met 3 and 4: 1-2 (both want white) and 3-4 (both black) clash twice.
    const specs: Spec[] = [
      { id: 1, colours: 'b', forbidden: [3, 4] },
      { id: 2, colours: 'b' },
      { id: 3, colours: 'w' },
      { id: 4, colours: 'w' },
    ];
    expect(pairBracket(specs, [], ids(4))).toEqual({
      pairs: [
        [1, 2],
        [3, 4],
      ],
      moved: [],
    });
  });

  it('C.14 "Decrease p by 1": only one pair is possible, two players move down', () => {
    // Games left: 4 against anyone; 1-2, 1-3, 2-3 played. Nobody is without an opponent (C.1).
    const specs = same(4, (id) => (id < 4 ? { forbidden: [1, 2, 3].filter((x) => x !== id) } : {}));
    expect(pairBracket(specs, [], ids(4))).toEqual({ pairs: [[1, 4]], moved: [2, 3] });
  });
});

describe('C.1: a player without an opponent in the bracket', () => {
  it('"move this player down to the next score bracket"', () => {
    const specs = same(5, (id) => (id === 1 ? { forbidden: [2, 3, 4, 5] } : {}));
    expect(pairBracket(specs, [], ids(5))).toEqual({
      pairs: [
        [2, 4],
        [3, 5],
      ],
      moved: [1],
    });
  });
});

describe('heterogeneous brackets (A.3, A.6, C.6, C.10)', () => {
  const bracket = (extra: (id: number) => Partial<Spec> = () => ({})): Spec[] => [
    { id: 1, score: 2, ...extra(1) },
    ...ids(5, 2).map((id) => ({ id, score: 1, ...extra(id) })),
  ];

  it('A.6 "S1 contains all players moved down", paired first (B.3: score differences as small as possible); the remainder is homogeneous (A.3)', () => {
    expect(pairBracket(bracket(), [1], ids(5, 2))).toEqual({
      pairs: [
        [1, 2],
        [3, 5],
        [4, 6],
      ],
      moved: [],
    });
  });

  it('B.5 for upfloats: a resident who floated up last round does not meet the player from above', () => {
    const result = pairBracket(
      bracket((id) => (id === 2 ? { floats: 'u' } : {})),
      [1],
      ids(5, 2),
    );
    expect(result!.pairs[0]).toEqual([1, 3]);
  });

  it('C.10 "drop criterion B6 first and then B5 for upfloats" when every resident floated up', () => {
    const result = pairBracket(
      bracket((id) => (id > 1 ? { floats: 'u' } : {})),
      [1],
      ids(5, 2),
    );
    expect(result!.pairs[0]).toEqual([1, 2]);
  });

  it('C.10: a different opponent for the player moved down when the remainder cannot be paired', () => {
    // Residents 3..6 have all met each other but for 2: if 1 took 2 the
    // remainder 3-6 could not be paired at all. 1 plays 3 instead.
    const forbidden: Record<number, number[]> = { 3: [4, 5, 6], 4: [5, 6], 5: [6] };
    const result = pairBracket(
      bracket((id) => ({ forbidden: forbidden[id] ?? [] })),
      [1],
      ids(5, 2),
    );
    expect(result!.pairs[0]).toEqual([1, 3]);
    expect(result!.pairs).toContainEqual([2, 4]);
  });

  it('A.3 "A heterogeneous score bracket of which at least half of the players have come from a higher score bracket is also treated as though it was homogeneous"', () => {
    // Two from above and one resident: S1 = {1}, S2 = {2, 3}: 1 meets 2, the resident moves on.
    const specs: Spec[] = [
      { id: 1, score: 2 },
      { id: 2, score: 2 },
      { id: 3, score: 1 },
    ];
    expect(pairBracket(specs, [1, 2], [3])).toEqual({ pairs: [[1, 2]], moved: [3] });
  });
});

describe('C.12 and C.13: undoing the bracket above', () => {
  it('C.12: a player moved down with no opponent below makes the bracket above move someone else', () => {
    // 2 points: 1, 2, 3; 1 point: 4-7; 0: 8. 3 has met 4-7, so 1-2 with 3 down does not work:
    // the bracket above is paired 1-3 and 2 comes down instead.
    const specs: Spec[] = [
      { id: 1, score: 2 },
      { id: 2, score: 2 },
      { id: 3, score: 2, forbidden: [4, 5, 6, 7] },
      ...ids(4, 4).map((id) => ({ id, score: 1 })),
      { id: 8, score: 0 },
    ];
    const pairing = pairView(view(specs));
    expect(pairsOf(pairing.games)).toEqual([
      [1, 3],
      [2, 4],
      [5, 6],
      [7, 8],
    ]);
    expect(pairing.bye).toBe(null);
  });

  it('C.12 with nothing to undo above: the player moved down goes on down (C.1)', () => {
    // 1 is alone on 2 points and has met 2, 3 and 4: the bracket above can move nobody else.
    const specs: Spec[] = [
      { id: 1, score: 2, forbidden: [2, 3, 4] },
      { id: 2, score: 1 },
      { id: 3, score: 1 },
      { id: 4, score: 1 },
      { id: 5, score: 0 },
    ];
    const pairing = pairView(view(specs));
    expect(pairsOf(pairing.games)).toEqual([
      [1, 5],
      [2, 3],
    ]);
    expect(pairing.bye).toBe(4);
  });

  it('C.13: the lowest bracket cannot be paired, so the penultimate one is paired otherwise', () => {
    // 1 point: 1, 2, 3; 0: 4, 5. 3 coming down leaves 3, 4, 5: 4-5 and 3-4 were played and 4
    // had a bye already. With 2 coming down instead: 2-4, and 5 gets the bye.
    const specs: Spec[] = [
      { id: 1, score: 1 },
      { id: 2, score: 1 },
      { id: 3, score: 1, forbidden: [4] },
      { id: 4, score: 0, forbidden: [5], hadBye: true },
      { id: 5, score: 0 },
    ];
    const pairing = pairView(view(specs));
    expect(pairsOf(pairing.games)).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(pairing.bye).toBe(5);
  });

  it('C.13: "If in the penultimate score bracket p becomes zero ... the two lowest score brackets are joined"', () => {
    const specs: Spec[] = [
      { id: 1, score: 1 },
      { id: 2, score: 1 },
      { id: 3, score: 0, forbidden: [4] },
      { id: 4, score: 0 },
    ];
    expect(pairsOf(pairView(view(specs)).games)).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('A.5: the bye goes to the player left in the lowest bracket, never to one who had one (B.1.b)', () => {
    const specs: Spec[] = same(5, (id) => (id === 5 ? { hadBye: true } : {}));
    const pairing = pairView(view(specs));
    expect(pairing.bye).toBe(4);
    expect(pairsOf(pairing.games)).toEqual([
      [1, 3],
      [2, 5],
    ]);
  });
});

describe('F.1 board order', () => {
  it('"the score of the higher player; the sum of the scores of both; the rank according to A2 of the higher player"', () => {
    // 1 point: 2, 3, 4 (2 has met 3 and 4, so C.1 moves him down); 0: 5, 6, 7.
    // Games 3-4 (1 + 1), 2-5 (1 + 0), 6-7 (0 + 0). 3-4 and 2-5 tie on the
    // score of the higher player; the larger sum puts 3-4 first although 2 ranks above 3.
    const specs: Spec[] = [
      { id: 2, score: 1, forbidden: [3, 4] },
      { id: 3, score: 1 },
      { id: 4, score: 1 },
      { id: 5, score: 0 },
      { id: 6, score: 0 },
      { id: 7, score: 0 },
    ];
    const games = pairView(view(specs)).games.map((g) => [g.white, g.black].sort((a, b) => a - b));
    expect(games).toEqual([
      [3, 4],
      [2, 5],
      [6, 7],
    ]);
  });

  it('the rank of the higher player settles equal scores and sums', () => {
    const games = pairRound1998(tournament(field(6)), 1).games;
    expect(games.map((g) => Math.min(g.white, g.black))).toEqual([1, 2, 3]);
  });
});
