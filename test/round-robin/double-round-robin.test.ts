import { describe, expect, it } from 'vitest';
import {
  fullSchedule,
  scheduledRound,
  type ScheduleShape,
} from '../../src/engine/systems/round-robin/schedule.js';
import { FIDE_TABLES, parseTable } from './berger-tables.js';

/** Each player's colours over the whole event, byes left out ("three consecutive games"). */
function colourRuns(shape: ScheduleShape): Map<number, string> {
  const seq = new Map<number, string>();
  for (const round of fullSchedule(shape))
    for (const { white, black } of round.boards) {
      if (white === round.dummy || black === round.dummy) continue;
      seq.set(white, (seq.get(white) ?? '') + 'W');
      seq.set(black, (seq.get(black) ?? '') + 'B');
    }
  return seq;
}

const hasTriple = (shape: ScheduleShape) =>
  [...colourRuns(shape).values()].some((s) => /WWW|BBB/.test(s));

describe('FIDE_DOUBLEROUNDROBIN', () => {
  it('"For a double-round tournament it is recommended to reverse the order of the last two rounds of the first cycle" (10 players)', () => {
    const table = parseTable(FIDE_TABLES[10]!);
    const shape: ScheduleShape = { players: 10, cycles: 2, order: 'fide' };
    const played = (r: number) => scheduledRound(shape, r).boards.map((b) => [b.white, b.black]);
    for (let r = 1; r <= 7; r++) expect(played(r)).toEqual(table[r - 1]);
    expect(played(8)).toEqual(table[8]);
    expect(played(9)).toEqual(table[7]);
    // The second cycle: the table again, in order, colours reversed.
    for (let r = 1; r <= 9; r++)
      expect(played(9 + r)).toEqual(table[r - 1]!.map(([w, b]) => [b, w]));
    expect(scheduledRound(shape, 9)).toMatchObject({ cycle: 1, bergerRound: 8 });
    expect(scheduledRound(shape, 10)).toMatchObject({
      cycle: 2,
      bergerRound: 1,
      coloursReversed: true,
    });
  });

  it('"This is to avoid three consecutive games with the same colour": nobody gets three in a row, 3 to 40 players', () => {
    for (let n = 3; n <= 40; n++)
      expect(hasTriple({ players: n, cycles: 2, order: 'fide' })).toBe(false);
  });
});

describe('BERGER_DOUBLEROUNDROBIN', () => {
  it('repeats the table with the colours reversed, in the same order', () => {
    const table = parseTable(FIDE_TABLES[8]!);
    const shape: ScheduleShape = { players: 8, cycles: 2, order: 'berger' };
    for (let r = 1; r <= 7; r++) {
      expect(scheduledRound(shape, r).boards.map((b) => [b.white, b.black])).toEqual(table[r - 1]);
      expect(scheduledRound(shape, r + 7).boards.map((b) => [b.white, b.black])).toEqual(
        table[r - 1]!.map(([w, b]) => [b, w]),
      );
    }
  });

  it('Annex 1 Part 2.7: without the swap some player has one colour three times running at the junction (4 to 16 players)', () => {
    for (let n = 4; n <= 16; n += 2)
      expect(hasTriple({ players: n, cycles: 2, order: 'berger' })).toBe(true);
  });

  it('every pair meets twice, once with each colour', () => {
    for (const order of ['fide', 'berger'] as const)
      for (let n = 2; n <= 17; n++) {
        const games = new Map<string, number>();
        for (const round of fullSchedule({ players: n, cycles: 2, order }))
          for (const { white, black } of round.boards)
            if (white !== round.dummy && black !== round.dummy)
              games.set(`${white}-${black}`, (games.get(`${white}-${black}`) ?? 0) + 1);
        expect(games.size).toBe(n * (n - 1));
        expect([...games.values()].every((c) => c === 1)).toBe(true);
      }
  });
});

it('a single cycle plays the table as printed (BERGER_ROUNDROBIN = FIDE_ROUNDROBIN)', () => {
  const table = parseTable(FIDE_TABLES[6]!);
  for (const order of ['fide', 'berger'] as const)
    table.forEach((boards, i) =>
      expect(
        scheduledRound({ players: 5, cycles: 1, order }, i + 1).boards.map((b) => [
          b.white,
          b.black,
        ]),
      ).toEqual(boards),
    );
  expect(scheduledRound({ players: 5, cycles: 1, order: 'fide' }, 1).dummy).toBe(6);
  expect(() => scheduledRound({ players: 5, cycles: 1, order: 'fide' }, 6)).toThrow(
    /rounds 1 to 5/,
  );
});
