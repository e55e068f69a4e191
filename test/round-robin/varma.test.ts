import { describe, expect, it } from 'vitest';
import { bergerRound } from '../../src/engine/systems/round-robin/berger-table.js';
import { randomDraw } from '../../src/engine/systems/round-robin/drawing-of-lots.js';
import {
  varmaDraw,
  varmaDrawingOrder,
  varmaGroups,
  VarmaError,
} from '../../src/engine/systems/round-robin/varma.js';

/** C.05 Annex 2 Direction 5, copied from shared/rules/round-robin-varma-C.05-annex2.txt ([3P] cells included). */
const DIRECTION_5 = `
9/10 players: A: (3, 4, 8); B: (5, 7, 9); C: (1, 6); D: (2, 10)
11/12 players: A: (4, 5, 9, 10); B: (1, 2, 7); C: (6, 8, 12); D: (3, 11)
13/14 players: A: (4, 5, 6, 11, 12); B: (1, 2, 8, 9); C: (7, 10, 13); D: (3, 14)
15/16 players: A: (5, 6, 7, 12, 13, 14); B: (1, 2, 3, 9, 10); C: (8, 11, 15); D: (4, 16)
17/18 players: A: (5, 6, 7, 8, 14, 15, 16); B: (1, 2, 3, 10, 11, 12); C: (9, 13, 17); D: (4, 18)
19/20 players: A: (6, 7, 8, 9, 15, 16, 17, 18); B: (1, 2, 3, 11, 12, 13, 14); C: (5, 10, 19); D: (4, 20)
21/22 players: A: (6, 7, 8, 9, 10, 17, 18, 19, 20); B: (1, 2, 3, 4, 12, 13, 14, 15); C: (11, 16, 21); D: (5, 22)
23/24 players: A: (6, 7, 8, 9, 10, 11, 19, 20, 21, 22); B: (1, 2, 3, 4, 13, 14, 15, 16, 17); C: (12, 18, 23); D: (5, 24)
`;

const ROWS = new Map(
  DIRECTION_5.trim()
    .split('\n')
    .map((line) => {
      const size = Number(/^\d+\/(\d+)/.exec(line)![1]);
      const groups = [...line.matchAll(/[ABCD]: \(([\d, ]+)\)/g)].map((m) =>
        m[1]!.split(', ').map(Number),
      );
      return [size, groups] as const;
    }),
);

describe('C.05 Annex 2 Direction 5: the table', () => {
  for (const [size, groups] of ROWS) {
    it(`${size - 1}/${size} players: groups as in the Annex, the highest number out with ${size - 1}`, () => {
      expect(varmaGroups(size)).toEqual(groups);
      expect(varmaGroups(size - 1)).toEqual(groups.map((g) => g.filter((n) => n !== size)));
      expect(groups.flat().sort((a, b) => a - b)).toEqual(
        Array.from({ length: size }, (_, i) => i + 1),
      );
    });
  }

  it('"can be used for 9 to 24 players"', () => {
    expect(() => varmaGroups(8)).toThrow(VarmaError);
    expect(() => varmaGroups(25)).toThrow(/9 to 24 players/);
  });

  it('1987 text: players of one group "will not meet in the last three rounds" (every row but 11/12, where 6 and 12 meet in round 11)', () => {
    for (const [size, groups] of ROWS) {
      const lastThree = [size - 3, size - 2, size - 1].flatMap((r) => bergerRound(size, r));
      const clashes = lastThree.filter(({ white, black }) =>
        groups.some((g) => g.includes(white) && g.includes(black)),
      );
      expect(clashes).toEqual(size === 12 ? [{ white: 6, black: 12 }] : []);
    }
  });
});

describe('C.05 Annex 2 Directions 1-4: the draw', () => {
  it('Direction 2: the biggest federation first, equal ones by FIDE code, names alphabetically inside', () => {
    const entrants = [
      { name: 'Zeta', federation: 'NOR' },
      { name: 'Adams', federation: 'ENG' },
      { name: 'Carlsen', federation: 'NOR' },
      { name: 'Bacrot', federation: 'FRA' },
      { name: 'Anand', federation: 'IND' },
      { name: 'Short', federation: 'ENG' },
    ];
    expect(varmaDrawingOrder(entrants)).toEqual([[1, 5], [2, 0], [3], [4]]);
  });

  it('Direction 3: a contingent that fits an envelope draws all its numbers from it, for every size', () => {
    let draws = 0;
    for (let players = 9; players <= 24; players++)
      for (let seed = 1; seed <= 40; seed++) {
        const feds = ['ARM', 'ENG', 'FRA', 'GER', 'IND', 'NOR', 'USA'];
        const entrants = Array.from({ length: players }, (_, i) => ({
          name: `Player ${String(i).padStart(2, '0')}`,
          federation: feds[(i * ((seed % 5) + 1) + seed) % (2 + (seed % 6))]!,
        }));
        const draw = varmaDraw(entrants, seed);
        expect([...draw.numbers].sort((a, b) => a - b)).toEqual(
          Array.from({ length: players }, (_, i) => i + 1),
        );
        const groups = varmaGroups(players);
        const groupOf = (n: number) => groups.findIndex((g) => g.includes(n));
        const spread = new Map<string, Set<number>>();
        entrants.forEach((e, i) =>
          spread.set(
            e.federation,
            (spread.get(e.federation) ?? new Set()).add(groupOf(draw.numbers[i]!)),
          ),
        );
        for (const [fed, used] of spread) {
          const wasSplit = draw.split.some((s) => s.federation === fed);
          expect(used.size > 1).toBe(wasSplit);
        }
        draws++;
      }
    expect(draws).toBe(16 * 40);
  });

  it('contingents the size of the groups get one group each', () => {
    // 10 players: A 3, B 3, C 2, D 2.
    const entrants = ['AAA', 'AAA', 'AAA', 'BBB', 'BBB', 'BBB', 'CCC', 'CCC', 'DDD', 'DDD'].map(
      (federation, i) => ({ name: `P${i}`, federation }),
    );
    for (let seed = 0; seed < 30; seed++) {
      const { numbers, split } = varmaDraw(entrants, seed);
      expect(split).toEqual([]);
      const groups = varmaGroups(10).map((g) => g.join(','));
      for (const fed of ['AAA', 'BBB', 'CCC', 'DDD']) {
        const mine = numbers
          .filter((_, i) => entrants[i]!.federation === fed)
          .sort((a, b) => a - b);
        expect(groups).toContain(mine.join(','));
      }
    }
  });

  it('a contingent bigger than every envelope is spread over as few groups as possible, and said', () => {
    const entrants = Array.from({ length: 10 }, (_, i) => ({
      name: `P${i}`,
      federation: i < 5 ? 'BIG' : `F${i}`,
    }));
    const { numbers, split } = varmaDraw(entrants, 7);
    expect(split).toEqual([
      { federation: 'BIG', groups: [expect.any(String), expect.any(String)] },
    ]);
    expect(numbers).toHaveLength(10);
  });

  it('the same seed gives the same draw; the random draw is a permutation', () => {
    const entrants = Array.from({ length: 12 }, (_, i) => ({
      name: `P${i}`,
      federation: `F${i % 4}`,
    }));
    expect(varmaDraw(entrants, 42)).toEqual(varmaDraw(entrants, 42));
    expect(randomDraw(12, 42)).toEqual(randomDraw(12, 42));
    expect(randomDraw(12, 42)).not.toEqual(randomDraw(12, 43));
    expect([...randomDraw(12, 5)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});
