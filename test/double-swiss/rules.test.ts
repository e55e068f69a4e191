import { describe, expect, it } from 'vitest';
import { bakuVirtualPoints } from '../../src/engine/acceleration/baku.js';
import { explainRound } from '../../src/engine/explain/explain-round.js';
import { pairRound } from '../../src/engine/pairing/index.js';
import { allocateColours } from '../../src/engine/systems/double-swiss/colours.js';
import { doubleSwiss } from '../../src/engine/systems/double-swiss/index.js';
import { SecondGameError } from '../../src/engine/systems/double-swiss/pair-round.js';
import {
  type DoubleSwissPlayer,
  doubleSwissPlayers,
} from '../../src/engine/systems/double-swiss/players.js';
import type { RoundPairing, Tournament } from '../../src/engine/model/tournament.js';
import { matchTournament, type MatchRound } from '../support/engine/match-builder.js';
import { ENGLISH, say, translatorFor } from '../../src/messages/index.js';

/** Pair match round `match` (its first game, TRF round 2·match − 1) through the entry point. */
const pairMatch = (t: Tournament, match: number) => pairRound(t, 2 * match - 1, doubleSwiss);
const whiteBlack = (p: RoundPairing) => p.games.map((g) => [g.white, g.black]);
const pairs = (p: RoundPairing) =>
  p.games
    .map((g) => [Math.min(g.white, g.black), Math.max(g.white, g.black)])
    .sort((a, b) => a[0]! - b[0]!);
/** The view of one player before match round `match`. */
const view = (t: Tournament, match: number, id: number) =>
  doubleSwissPlayers(t, match).find((p) => p.id === id)!;

describe('3.6 the bracket pairing: the first Pairing Identifier', () => {
  it('pairs round 1 top half against bottom half: identifier 1 2 3 4 5 6 7 8', () => {
    // 3.6.2: the tops' TPNs ascending, then their opponents'; {1,2,3,4} is the smallest set of tops.
    const t = matchTournament(8, [], { initialColour: 'w' });
    expect(pairs(pairMatch(t, 1))).toEqual([
      [1, 5],
      [2, 6],
      [3, 7],
      [4, 8],
    ]);
  });

  it('[C1]: when 1-5 and 3-7 met, the first legal identifier is 1 2 3 4 6 5 8 7', () => {
    // Round 1 all drawn 1-1: one scoregroup of eight in round 2.
    const t = matchTournament(8, [
      {
        matches: [
          [1, 5, '=='],
          [6, 2, '=='],
          [3, 7, '=='],
          [8, 4, '=='],
        ],
      },
    ]);
    expect(pairs(pairMatch(t, 2))).toEqual([
      [1, 6],
      [2, 5],
      [3, 8],
      [4, 7],
    ]);
  });

  it('Art. 0: a match forfeited (both games by one player) is no meeting; a single forfeited game is', () => {
    // 1 forfeited both games against 5: they may meet again. 2 forfeited one game against 6: they may not.
    const t = matchTournament(8, [
      {
        matches: [
          [1, 5, '--'],
          [6, 2, '+1'],
          [3, 7, '=='],
          [8, 4, '=='],
        ],
      },
    ]);
    expect(view(t, 2, 1).mayNotMeet.has(5)).toBe(false);
    expect(view(t, 2, 2).mayNotMeet.has(6)).toBe(true);
    // The forfeited match is not played (3.4.4), the match with one forfeited game is.
    expect(view(t, 2, 1).matchesPlayed).toBe(0);
    expect(view(t, 2, 2).matchesPlayed).toBe(1);
  });
});

describe('3.4 the pairing-allocated bye', () => {
  it('goes to the largest TPN in round 1 (lowest score, most matches played, largest TPN)', () => {
    const t = matchTournament(5, []);
    const p = pairMatch(t, 1);
    expect(p.bye).toBe(5);
    expect(pairs(p)).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('3.4.4: among the lowest scores, the player with more matches played before the larger TPN', () => {
    // 7 was absent in round 1 (zero points, no match); 4, 5, 6 lost 0-2.
    const t = matchTournament(7, [
      {
        matches: [
          [1, 4, '11'],
          [5, 2, '00'],
          [3, 6, '11'],
        ],
        byes: { 7: 'Z' },
      },
    ]);
    expect(pairMatch(t, 2).bye).toBe(6);
  });

  it('[C2]: not to a player who already had it', () => {
    // Round 1: 5 has the bye. Round 2: 4 is absent (zero points). Round 3: 4 and 5 have the lowest
    // score and as many matches; the larger TPN, 5, had the bye, so 4 gets it.
    const t = matchTournament(5, [
      {
        matches: [
          [1, 4, '11'],
          [3, 2, '00'],
        ],
        byes: { 5: 'U' },
      },
      {
        matches: [
          [1, 2, '=='],
          [3, 5, '11'],
        ],
        byes: { 4: 'Z' },
      },
    ]);
    t.pointSystem.pairingAllocatedBye = 0; // the tournament's rules give the bye nothing (1.4)
    expect(pairMatch(t, 3).bye).toBe(4);
  });

  it('[C2]: a match won by forfeit bars the bye, a single game won by forfeit does not', () => {
    const t = matchTournament(4, [
      {
        matches: [
          [1, 2, '++'],
          [3, 4, '+0'],
        ],
      },
    ]);
    expect(view(t, 2, 1).mayHaveBye).toBe(false);
    expect(view(t, 2, 3).mayHaveBye).toBe(true);
  });

  it('1.4: worth a match with one game won and one drawn, 1.5 with 1/½/0 (0.75 in each TRF round)', () => {
    const t = matchTournament(3, [{ matches: [[1, 2, '11']], byes: { 3: 'U' } }]);
    expect(view(t, 2, 3).score).toBe(15); // tenths
  });
});

describe('3.5 the upfloaters', () => {
  it('[C4] one upfloater for an odd scoregroup, [C5] with the highest score', () => {
    // After round 1: 1, 2, 4 have 2; 3 and 7 drew (1 each); 5, 6, 8 have 0.
    const t = matchTournament(8, [
      {
        matches: [
          [1, 5, '11'],
          [6, 2, '00'],
          [3, 7, '=='],
          [8, 4, '00'],
        ],
      },
    ]);
    // {1,2,4} + 3 (score 1 beats 0): 1-3, 2-4; then {7} + 5; then 6-8.
    // Colours: 4.3.2 does not decide 1-3 (one White each), 4.3.3 neither (both had White),
    // 4.3.4: the HRP 1 alternates to Black. 2-4 (both Black): 2, the HRP, alternates to White.
    // 5-7 (both Black): the HRP 7 alternates to White. 6-8 (both White): HRP 6 alternates to Black.
    expect(whiteBlack(pairMatch(t, 2))).toEqual([
      [3, 1],
      [2, 4],
      [7, 5],
      [8, 6],
    ]);
  });

  it('[C6]: the upfloater that leaves the next scoregroup pairable among itself', () => {
    const t = matchTournament(12, [
      {
        matches: [
          [1, 7, '11'],
          [8, 2, '00'],
          [3, 9, '=='],
          [10, 4, '00'],
          [5, 11, '11'],
          [6, 12, '=='],
        ],
      },
      {
        matches: [
          [1, 2, '11'], // 1: 4, 2: 2
          [4, 5, '=='], // 3 and 3
          [3, 6, '11'], // 3: 3, 6: 1
          [9, 12, '=='],
          [7, 8, '=='],
          [10, 11, '=='],
        ],
      },
    ]);
    const scores = doubleSwissPlayers(t, 3).map((p) => [p.id, p.score / 10]);
    expect(scores.slice(0, 6)).toEqual([
      [1, 4],
      [2, 2],
      [3, 3],
      [4, 3],
      [5, 3],
      [6, 1],
    ]);
    // {1} + one of 3, 4, 5 (nobody floated in round 2). Taking 3, first in 3.5.4's order, leaves
    // {4, 5}, who met: that scoregroup would need two upfloaters. Taking 4 leaves {3, 5}: none.
    const p = pairs(pairMatch(t, 3));
    expect(p).toContainEqual([1, 4]);
    expect(p).toContainEqual([3, 5]);
  });

  it('[C7]: except in the last round, an upfloater who did not float in the previous round', () => {
    const rounds: MatchRound[] = [
      {
        matches: [
          [1, 6, '11'],
          [7, 2, '00'],
          [3, 8, '=='],
          [9, 4, '=='],
          [5, 10, '11'],
        ],
      },
      {
        matches: [
          [1, 5, '11'], // 1: 4, 5: 2
          [2, 4, '=='], // 2: 3 (floated down), 4: 2 (floated up)
          [3, 9, '11'], // 3: 3, 9: 1, no float
          [8, 6, '=='], // 8: 2, 6: 1 (floats)
          [7, 10, '=='],
        ],
      },
    ];
    // {1} needs one of 2 and 3 (score 3); [C6] is the same either way (the other is left alone).
    // 2 floated in round 2, 3 did not: [C7] takes 3, although 2 comes first in the order.
    const notLast = matchTournament(10, rounds, { totalRounds: 10 });
    expect(pairs(pairMatch(notLast, 3))).toEqual([
      [1, 3],
      [2, 5],
      [4, 8],
      [6, 10],
      [7, 9],
    ]);
    // In the last round [C7] does not apply: 3.5.4's order takes 2.
    const last = matchTournament(10, rounds, { totalRounds: 6 });
    expect(pairs(pairMatch(last, 3))).toEqual([
      [1, 2],
      [3, 4],
      [5, 8],
      [6, 10],
      [7, 9],
    ]);
  });
});

describe('3.6 [C8]', () => {
  it('except in the last round, no upfloater against an opponent who floated in the previous round', () => {
    // 2's virtual points (XXA) in round 1 make his 1-1 against 6 a float for both.
    const rounds: MatchRound[] = [
      {
        matches: [
          [1, 5, '=='],
          [2, 6, '=='],
          [3, 7, '11'],
          [4, 8, '10'],
        ],
      },
    ];
    const build = (totalRounds: number) => {
      const t = matchTournament(8, rounds, { totalRounds });
      t.acceleration.set(2, [1, 1]);
      return t;
    };
    expect(view(build(10), 2, 2).floatedLastRound).toBe(true);
    expect(view(build(10), 2, 4).floatedLastRound).toBe(false);
    // {3} takes 1 ([C7]: 2 floated). Then {2,4,5,6,8} + 7: the first identifier 2 4 5 7 6 8
    // (2-7, 4-6, 5-8) gives the upfloater 7 the floater 2; the first without, 2 4 5 8 6 7.
    expect(pairs(pairMatch(build(10), 2))).toEqual([
      [1, 3],
      [2, 8],
      [4, 6],
      [5, 7],
    ]);
    expect(pairs(pairMatch(build(4), 2))).toEqual([
      [1, 3],
      [2, 7],
      [4, 6],
      [5, 8],
    ]);
  });
});

describe('Baku acceleration (C.04.7) over matches', () => {
  it('R counts matches; group A gets a match won 2-0, then a drawn match, spread over the games', () => {
    // 8 players, 4 matches (XXR 8): GA = 2·⌈8/4⌉ = 4; ⌈4/2⌉ = 2 accelerated matches, the first
    // ⌈2/2⌉ = 1 worth a win in each game, the second a draw in each.
    const t = matchTournament(8, [], { totalRounds: 8 });
    const points = bakuVirtualPoints(t, 1, 2);
    expect(points.get(1)).toEqual([1, 1, 0.5, 0.5]);
    expect(points.get(4)).toEqual([1, 1, 0.5, 0.5]);
    expect(points.has(5)).toBe(false);
    // Match 1 pairs group A among itself: 1-3, 2-4, then 5-7, 6-8.
    const p = pairRound(t, 1, doubleSwiss, { acceleration: 'baku' });
    expect(pairs(p)).toEqual([
      [1, 3],
      [2, 4],
      [5, 7],
      [6, 8],
    ]);
  });
});

describe('Art. 4 colours', () => {
  const player = (id: number, tpn: number, score: number, colours: string): DoubleSwissPlayer => ({
    id,
    tpn,
    score,
    mayNotMeet: new Set(),
    mayHaveBye: true,
    matchesPlayed: colours.length,
    colours: [...colours] as ('w' | 'b')[],
    floatedLastRound: false,
  });

  it('4.3.1: neither has played a match: the HRP gets the initial colour with an odd TPN', () => {
    expect(allocateColours(player(1, 3, 0, ''), player(2, 4, 0, ''), 'w').white).toBe(1);
    expect(allocateColours(player(1, 2, 0, ''), player(2, 4, 0, ''), 'w').white).toBe(2);
    expect(allocateColours(player(1, 3, 0, ''), player(2, 4, 0, ''), 'b').white).toBe(2);
  });

  it('4.3.1 in an explanation names the TPN used, which counts the players taking part (1.1)', () => {
    // 1 is absent from match 1: 2-5 take part with TPNs 1-4. 3.6.2 pairs 2-4 and 3-5; 2, TPN 1
    // (odd), takes the initial colour, White; 3, TPN 2 (even), the other one.
    const t = matchTournament(5, [{ byes: { 1: 'Z' } }], { initialColour: 'w' });
    const pairing = pairMatch(t, 1);
    const boards = explainRound(t, 1, doubleSwiss, pairing).boards.map((b) =>
      say(translatorFor(ENGLISH), b.text),
    );
    expect(boards).toEqual([
      'Board 1: Player 2 (#2, 0) - Player 4 (#4, 0); White to Player 2: neither has played a match: the higher ranked player (#2) has TPN 1, odd, and gets the initial colour, White (4.3.1).',
      'Board 2: Player 5 (#5, 0) - Player 3 (#3, 0); White to Player 5: neither has played a match: the higher ranked player (#3) has TPN 2, even, and gets the colour opposite the initial one, Black (4.3.1).',
    ]);
  });

  it('4.3.2: White to the player who had fewer Whites', () => {
    const m = allocateColours(player(1, 1, 10, 'wbw'), player(2, 2, 10, 'bbw'), 'w');
    expect([m.white, m.colourRule]).toEqual([2, '4.3.2']);
  });

  it('4.3.3: colours alternate from the most recent round in which they differed', () => {
    // Same number of Whites; last matches alike (b), before that 1 had w and 2 had b: 1 gets b.
    const m = allocateColours(player(1, 1, 10, 'bwb'), player(2, 2, 10, 'wbb'), 'w');
    expect([m.white, m.colourRule]).toEqual([2, '4.3.3']);
  });

  it('4.3.4: otherwise the HRP alternates from his last match', () => {
    const m = allocateColours(player(1, 1, 10, 'wb'), player(2, 2, 10, 'wb'), 'w');
    expect([m.white, m.colourRule]).toEqual([1, '4.3.4']);
  });

  it('4.3.5: an HRP without a match leaves it to the opponent, who alternates', () => {
    // 1 (HRP, a late entry with no match) and 2 (one match, Black): no Whites either.
    const m = allocateColours(player(1, 1, 10, ''), player(2, 2, 0, 'b'), 'w');
    expect([m.white, m.colourRule]).toEqual([2, '4.3.5']);
  });

  it('4.4: game 2 reverses the colours of game 1 (the generator writes both)', () => {
    const t = matchTournament(4, [
      {
        matches: [
          [1, 3, '10'],
          [4, 2, '=1'],
        ],
      },
    ]);
    for (const p of t.players) {
      expect(p.rounds[0]!.opponent).toBe(p.rounds[1]!.opponent);
      expect(p.rounds[0]!.colour).not.toBe(p.rounds[1]!.colour);
    }
  });
});

it('a match is paired at its first game: the second game of a match is no round to pair', () => {
  const t = matchTournament(4, [
    {
      matches: [
        [1, 3, '10'],
        [4, 2, '=1'],
      ],
    },
  ]);
  expect(() => doubleSwiss.pair(t, 2)).toThrow(SecondGameError);
  expect(() => doubleSwiss.pair(t, 2)).toThrow(/second game of match 1/);
});
