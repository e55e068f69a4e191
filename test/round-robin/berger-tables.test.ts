import { describe, expect, it } from 'vitest';
import { bergerRound, tableSize } from '../../src/engine/systems/round-robin/berger-table.js';
import { COMPUTED_TABLES, FIDE_TABLES, parseTable } from './berger-tables.js';

const boardsOf = (size: number, round: number) =>
  bergerRound(size, round).map((b) => [b.white, b.black]);

describe('C.05 Annex 1: the printed Berger tables', () => {
  for (const [size, text] of Object.entries(FIDE_TABLES)) {
    it(`reproduces the FIDE table for ${Number(size) - 1} or ${size} players, pair for pair, board for board, colour for colour`, () => {
      const table = parseTable(text);
      expect(table).toHaveLength(Number(size) - 1);
      table.forEach((boards, i) => expect(boardsOf(Number(size), i + 1)).toEqual(boards));
    });
  }
  for (const [size, text] of Object.entries(COMPUTED_TABLES)) {
    it(`reproduces the construction rule's table for ${size} (Annex 1 Part 2.8, not FIDE text)`, () => {
      parseTable(text).forEach((boards, i) =>
        expect(boardsOf(Number(size), i + 1)).toEqual(boards),
      );
    });
  }
  it('"Where there is an odd number of players, the highest number counts as a bye"', () => {
    expect(tableSize(9)).toBe(10);
    expect(tableSize(10)).toBe(10);
    expect(tableSize(3)).toBe(4);
  });
});

/**
 * Annex 1 Part 2.4, the procedure of O. Milvang's "Berger explained" (the
 * generic construction of FIDE TEC's bergertables.py), written out here as
 * a second, independent reading: list the previous round's players board by
 * board, White before Black; the last meets n, who alternates colour; then
 * pair from the end of the list, the penultimate (White) against the last.
 */
function milvangTable(n: number): [number, number][][] {
  const rounds: [number, number][][] = [];
  let boards: [number, number][] = Array.from({ length: n / 2 }, (_, b) => [b + 1, n - b]);
  rounds.push(boards);
  for (let r = 2; r < n; r++) {
    const list = boards.flatMap(([w, b]) => [w, b]).filter((x) => x !== n);
    const last = list.pop()!;
    const next: [number, number][] = [r % 2 === 0 ? [n, last] : [last, n]];
    while (list.length > 0) {
      const black = list.pop()!;
      const white = list.pop()!;
      next.push([white, black]);
    }
    boards = next;
    rounds.push(boards);
  }
  return rounds;
}

it('agrees with the procedure of Annex 1 Part 2.4 for every even size up to 60', () => {
  for (let n = 2; n <= 60; n += 2)
    milvangTable(n).forEach((boards, i) => expect(boardsOf(n, i + 1)).toEqual(boards));
});

it('Part 2.6: one cycle is a round-robin, nobody has one colour three times running, and 1..n/2 get n/2 Whites', () => {
  for (let n = 4; n <= 40; n += 2) {
    const met = new Set<string>();
    const colours = new Map<number, string>();
    for (let r = 1; r < n; r++) {
      for (const { white, black } of bergerRound(n, r)) {
        met.add(`${Math.min(white, black)}-${Math.max(white, black)}`);
        colours.set(white, (colours.get(white) ?? '') + 'W');
        colours.set(black, (colours.get(black) ?? '') + 'B');
      }
    }
    expect(met.size).toBe((n * (n - 1)) / 2);
    for (const [id, seq] of colours) {
      expect(seq).not.toMatch(/WWW|BBB/);
      expect([...seq].filter((c) => c === 'W').length).toBe(id <= n / 2 ? n / 2 : n / 2 - 1);
    }
  }
});
