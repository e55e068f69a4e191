import { describe, expect, test } from 'vitest';
import {
  computeStandings,
  formatStandingsNumber,
  standingsColumnTitles,
} from '../../src/engine/standings/index.js';
import { parseTiebreakList } from '../../src/engine/tiebreaks/index.js';
import { tournament, UNRATED } from '../support/engine/tournament-builder.js';
import { unplayedRounds } from '../tiebreaks/unplayed-tournament.js';

/** C.07 2 and 4.2 on the hand-worked tournament of test/tiebreaks/unplayed-tournament.ts. */
const t = unplayedRounds;
const order = (rows: ReturnType<typeof computeStandings>) => rows.map((r) => [r.rank, r.id]);

describe('C.07 4.2: points first, then "the order specified by the respective tie-break"', () => {
  test('with no tie-breaks, tied players share the rank (C.07 2.1) and are listed by pairing number', () => {
    expect(order(computeStandings(t, { tiebreaks: '' }))).toEqual([
      [1, 1], [2, 2], [3, 5], [4, 3], [5, 4], [5, 7], [5, 8], [8, 6],
    ]); // prettier-ignore
  });

  test('the default list BH/C1, BH, SB, DE separates the three players on 1.5 by BH/C1', () => {
    const rows = computeStandings(t);
    expect(order(rows)).toEqual([
      [1, 1], [2, 2], [3, 5], [4, 3], [5, 4], [6, 8], [7, 7], [8, 6],
    ]); // prettier-ignore
    const four = rows.find((r) => r.id === 4);
    expect(four).toEqual({
      rank: 5,
      id: 4,
      name: 'Player 4',
      rating: 1900,
      points: 1.5,
      values: [11.5, 13, 3.5, 0],
    });
  });

  test('the list may be given as text or as parsed specs', () => {
    expect(computeStandings(t, { tiebreaks: 'SB,WIN' })).toEqual(
      computeStandings(t, { tiebreaks: parseTiebreakList('SB,WIN') }),
    );
  });

  test('standings after an earlier round use only the rounds up to it', () => {
    // After round 2: 1 has 2; 2 (1 + H), 4 and 8 (½ + forfeit won) 1.5; 7 (PAB) 1; 3 and 5 ½; 6 0.
    const rows = computeStandings(t, { tiebreaks: '', round: 2 });
    expect(order(rows)).toEqual([
      [1, 1], [2, 2], [2, 4], [2, 8], [5, 7], [6, 3], [6, 5], [8, 6],
    ]); // prettier-ignore
    expect(rows.map((r) => r.points)).toEqual([2, 1.5, 1.5, 1.5, 1, 0.5, 0.5, 0]);
  });

  test('before any result everyone shares the first place', () => {
    const fresh = tournament(
      [
        { id: 1, rounds: [] },
        { id: 2, rounds: [] },
      ],
      UNRATED,
    );
    expect(computeStandings(fresh)).toEqual([
      { rank: 1, id: 1, name: 'Player 1', rating: 0, points: 0, values: [0, 0, 0, 0] },
      { rank: 1, id: 2, name: 'Player 2', rating: 0, points: 0, values: [0, 0, 0, 0] },
    ]);
  });

  test('column titles for a standings table', () => {
    expect(standingsColumnTitles('BH/C1,SB')).toEqual([
      'Rk',
      'No.',
      'Name',
      'Rtg',
      'Pts',
      'BH/C1',
      'SB',
    ]);
  });

  test('by default, after the last round with results; a bye requested for the next round does not count', () => {
    const withNext = {
      ...t,
      totalRounds: 6,
      players: t.players.map((p) =>
        p.id === 3
          ? { ...p, rounds: [...p.rounds, { opponent: null, colour: null, result: 'H' as const }] }
          : p,
      ),
    };
    expect(computeStandings(withNext)).toEqual(computeStandings(t));
    expect(
      computeStandings(withNext, { round: 6, tiebreaks: '' }).find((r) => r.id === 3)?.points,
    ).toBe(2.5);
  });

  test('a round the tournament does not have is refused', () => {
    expect(() => computeStandings(t, { round: 6 })).toThrow(RangeError);
  });
});

describe('C.07 6: direct encounter among the players still tied', () => {
  // Six players, everyone met: 1, 2 and 3 finish on 3 points; 1 beat 2, drew 3; 2 beat 3.
  const t6 = tournament(
    [
      { id: 1, rounds: ['2w1', '5b=', '3b=', '4w1', '6b0'] },
      { id: 2, rounds: ['1b0', '3w1', '6b1', '5w1', '4b0'] },
      { id: 3, rounds: ['4w1', '2b0', '1w=', '6b1', '5w='] },
      { id: 4, rounds: ['3b0', '6w1', '5b=', '1b0', '2w1'] },
      { id: 5, rounds: ['6b0', '1w=', '4w=', '2b0', '3b='] },
      { id: 6, rounds: ['5w1', '4b0', '2w0', '3w0', '1w1'] },
    ],
    UNRATED,
  );

  test('the games among them rank them', () => {
    const rows = computeStandings(t6, { tiebreaks: 'DE' });
    expect(order(rows)).toEqual([
      [1, 1], [2, 2], [3, 3], [4, 4], [5, 6], [6, 5],
    ]); // prettier-ignore
    expect(rows.map((r) => r.values[0])).toEqual([1, 2, 3, 0, 0, 0]);
  });
});

describe('C.07 4.2: "any remaining tie should be broken by drawing of lots"', () => {
  test('LOT follows the order the lots were drawn in', () => {
    const rows = computeStandings(t, { tiebreaks: 'LOT', lots: [8, 7, 4, 6, 5, 3, 2, 1] });
    expect(order(rows).slice(4, 7)).toEqual([
      [5, 8],
      [6, 7],
      [7, 4],
    ]);
    expect(rows.slice(4, 7).map((r) => r.values[0])).toEqual([1, 2, 3]);
  });

  test('without a recorded draw, a seeded one: every rank distinct, the same each time', () => {
    const a = computeStandings(t, { tiebreaks: 'BH,LOT', lotSeed: 'Open 2026' });
    expect(a.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(computeStandings(t, { tiebreaks: 'BH,LOT', lotSeed: 'Open 2026' })).toEqual(a);
  });

  test('a recorded draw must place every player once', () => {
    expect(() => computeStandings(t, { tiebreaks: 'LOT', lots: [1, 2, 3] })).toThrow(/missing/);
    expect(() =>
      computeStandings(t, { tiebreaks: 'LOT', lots: [1, 1, 2, 3, 4, 5, 6, 7, 8] }),
    ).toThrow(/twice/);
  });
});

describe('numbers as plain decimal text', () => {
  test.each([
    [12.5, '12.5'],
    [4, '4'],
    [13.375, '13.375'],
    [0.1 + 0.2, '0.3'],
    [null, ''],
  ])('%s', (value, text) => {
    expect(formatStandingsNumber(value)).toBe(text);
  });
});
