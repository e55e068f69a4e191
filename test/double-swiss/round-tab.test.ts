/**
 * A Round tab of two-game matches (C.04.5) with everything a Round tab of
 * one game has: bye rows with their points, pairing score columns, the
 * "Changed by hand" row, adjourned results, and the look of each column.
 */
import { describe, expect, it } from 'vitest';
import { describeProblem, ProblemList } from '../../src/sheets/workbook/input-problems.js';
import {
  readRoundTab,
  ROUND_STYLES,
  roundLayout,
  roundStyles,
  roundTabValues,
  type RoundContent,
} from '../../src/sheets/workbook/round-tab.js';
import { COLUMN } from '../../src/sheets/workbook/tab-layout.js';

const MATCH_HEADER = [
  'Board',
  'No.',
  'White',
  'Rating',
  'Points',
  'Game 1',
  'Game 2',
  'No.',
  'Black',
  'Rating',
  'Points',
];

const player = (number: number, points: number, pairingScore?: number) => ({
  number,
  name: `P${number}`,
  rating: 2000 - number,
  points,
  ...(pairingScore === undefined ? {} : { pairingScore }),
});

describe('a Round tab of two-game matches', () => {
  const content: RoundContent = {
    games: [{ white: player(1, 2), black: player(2, 1.5), result: '1-0', secondResult: '½-½' }],
    byes: [{ code: 'U', player: player(3, 1), points: 0.75 }],
    handMark: 'board 1 typed by hand',
  };

  it('has a result column a game, the bye points in each, and the hand mark as wide as the tab', () => {
    expect(roundTabValues(content, roundLayout(2))).toEqual([
      MATCH_HEADER,
      [1, 1, 'P1', 1999, 2, '1-0', '½-½', 2, 'P2', 1998, 1.5],
      ['Bye', 3, 'P3', 1997, 1, '0.75', '0.75', '', '', '', ''],
      ['Changed by hand', 'board 1 typed by hand', '', '', '', '', '', '', '', '', ''],
    ]);
  });

  it('adds the pairing score columns after Black, a bye’s under White', () => {
    const accelerated: RoundContent = {
      games: [{ white: player(1, 2, 3), black: player(2, 1.5), result: null, secondResult: null }],
      byes: [{ code: 'H', player: player(3, 1, 2), points: 0.5 }],
    };
    expect(roundTabValues(accelerated, roundLayout(2))).toEqual([
      [...MATCH_HEADER, 'Pairing score (White)', 'Pairing score (Black)'],
      [1, 1, 'P1', 1999, 2, '', '', 2, 'P2', 1998, 1.5, 3, ''],
      ['Half-point bye', 3, 'P3', 1997, 1, '½', '½', '', '', '', '', 2, ''],
    ]);
  });

  it('styles both result columns as results, the Black columns as in a one-game tab', () => {
    // A one-game tab's Result column: centred text, as wide as its dropdown's longest result.
    const RESULT_STYLE = ROUND_STYLES[5];
    expect(RESULT_STYLE).toMatchObject({ format: '@', align: 'center' });
    expect(RESULT_STYLE?.choices).toContain('1-0 forfeit');
    const values = roundTabValues(content, roundLayout(2));
    expect(roundStyles(values)).toEqual([
      COLUMN.board,
      COLUMN.id,
      COLUMN.text,
      COLUMN.count,
      COLUMN.points,
      RESULT_STYLE,
      RESULT_STYLE,
      COLUMN.id,
      COLUMN.text,
      COLUMN.count,
      COLUMN.points,
    ]);
    const accelerated = roundTabValues(
      { games: [{ ...content.games[0]!, white: player(1, 2, 3) }], byes: [] },
      roundLayout(2),
    );
    expect(roundStyles(accelerated)).toHaveLength(13);
    expect(roundStyles(accelerated).slice(11)).toEqual([COLUMN.points, COLUMN.points]);
  });

  it('leaves a one-game tab’s styles as they were', () => {
    const values = roundTabValues({
      games: [{ white: player(1, 0), black: player(2, 0), result: null }],
      byes: [],
    });
    expect(values[0]).toHaveLength(10);
    expect(roundStyles(values)).toBe(ROUND_STYLES);
  });

  it('reads both results (adjourned too), the bye with its points and the hand mark back', () => {
    const values = roundTabValues(content, roundLayout(2));
    values[1]![6] = 'adj.';
    const problems = new ProblemList();
    expect(readRoundTab('Round 2', values, problems, roundLayout(2))).toEqual({
      games: [{ row: 2, white: 1, black: 2, result: '1-0', secondResult: 'adjourned' }],
      byes: [{ row: 3, code: 'U', player: 3 }],
      handMark: 'board 1 typed by hand',
      // Each number with the name beside it, for the check against the Players tab.
      shown: [
        { row: 2, number: 1, name: 'P1' },
        { row: 2, number: 2, name: 'P2' },
        { row: 3, number: 3, name: 'P3' },
      ],
    });
    expect(problems.problems).toEqual([]);
  });

  it('names a bye row whose Game 2 holds a result', () => {
    const values = roundTabValues(content, roundLayout(2));
    values[2]![6] = '1-0';
    const problems = new ProblemList();
    readRoundTab('Round 2', values, problems, roundLayout(2));
    expect(problems.problems.map(describeProblem)).toEqual([
      'Round 2, row 3: this row is a "Bye", not a game: its Result shows only the points it gives (it has "1-0")',
    ]);
  });
});
