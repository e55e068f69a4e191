/**
 * The tables the add-on derives for readers (Crosstable, By name), the tab
 * order and the layout rules, on hand-made data with the expected values
 * worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { parseTiebreakList } from '../../src/engine/tiebreaks/index.js';
import { byNameValues } from '../../src/sheets/workbook/by-name.js';
import { crosstableValues } from '../../src/sheets/workbook/crosstable.js';
import { pointsSymbol, type RoundContent } from '../../src/sheets/workbook/round-tab.js';
import { orderedTabs, tabInsertIndex } from '../../src/sheets/workbook/tab-names.js';
import { COLUMN, PORTRAIT_WIDTH_PX, tabLayout } from '../../src/sheets/workbook/tab-layout.js';
import { tournament } from '../support/engine/tournament-builder.js';

describe('the Crosstable', () => {
  // R1: 1 beats 4 (1 white), 2 draws with 5 (2 white), 3 gets the pairing-allocated bye.
  // R2: 3 wins against 1 by forfeit (3 white), 4 beats 5 (4 black), 2 takes a half-point bye.
  // Points: 3 = 2; 1, 2 and 4 = 1; 5 = ½. No tie-breaks: equal points listed by No.
  const t = tournament([
    { id: 1, name: 'Ames', title: 'GM', rounds: ['4w1', '3b-'] },
    { id: 2, name: 'Bell', rounds: ['5w=', 'H'] },
    { id: 3, name: 'Cruz', rounds: ['U', '1w+'] },
    { id: 4, name: 'Dahl', rounds: ['1b0', '5b1'] },
    { id: 5, name: 'Egan', rounds: ['2b=', '4w0'], rating: 0 },
  ]);
  t.players[0].federation = 'NOR';

  // Decision (issue 35): an entry names the opponent by his pairing number, as chess-results'
  // crosstables do, so that it stays when ranks change.
  it('one row a player in standings order, each round as opponent No., colour and result', () => {
    expect(crosstableValues(t, 2, { tiebreaks: [], unratedRating: null })).toEqual([
      ['Rank', 'No.', 'Name', 'Title', 'Federation', 'Rating', 'R1', 'R2', 'Points'],
      [1, 3, 'Cruz', '', '', 1997, 'bye', '1w+', 2],
      [2, 1, 'Ames', 'GM', 'NOR', 1999, '4w1', '3b-', 1],
      [3, 2, 'Bell', '', '', 1998, '5w½', '½', 1],
      [4, 4, 'Dahl', '', '', 1996, '1b0', '5b1', 1],
      [5, 5, 'Egan', '', '', '', '2b½', '4w0', 0.5],
    ]);
  });

  it('after round 1 only, with a tie-break column after the points', () => {
    const values = crosstableValues(t, 1, {
      tiebreaks: parseTiebreakList('BH'),
      unratedRating: null,
    });
    expect(values[0]).toEqual([
      'Rank',
      'No.',
      'Name',
      'Title',
      'Federation',
      'Rating',
      'R1',
      'Points',
      'BH',
    ]);
    // After round 1: 1 and 3 have 1 (1 won a game, 3 had the bye), 2 and 5 ½, 4 0.
    const rows = values.slice(1);
    const byNo = new Map(rows.map((row) => [row[1], [row[6], row[7]]]));
    expect(byNo).toEqual(
      new Map([
        [1, ['4w1', 1]],
        [2, ['5w½', 0.5]],
        [3, ['bye', 1]],
        [4, ['1b0', 0]],
        [5, ['2b½', 0.5]],
      ]),
    );
    expect(rows.map((row) => row[0])).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the By name tab', () => {
  const player = (number: number, name: string) => ({ number, name, rating: 0, points: 0 });
  const round: RoundContent = {
    games: [
      { white: player(3, 'Cruz'), black: player(1, 'Ames'), result: null },
      { white: player(5, 'de Vries'), black: player(4, 'Dahl'), result: '1-0' },
    ],
    byes: [
      { code: 'H', player: player(2, 'Bell'), points: 0.5 },
      { code: 'U', player: player(6, 'Ford'), points: 1 },
      { code: 'Z', player: player(7, 'Gray'), points: 0 },
    ],
  };

  it('lists every player alphabetically, case aside, with board, colour and opponent', () => {
    expect(byNameValues(round)).toEqual([
      ['Name', 'No.', 'Board', 'Colour', 'Opponent', 'No.'],
      ['Ames', 1, 1, 'Black', 'Cruz', 3],
      ['Bell', 2, '', '', 'Half-point bye (½ point)', ''],
      ['Cruz', 3, 1, 'White', 'Ames', 1],
      ['Dahl', 4, 2, 'Black', 'de Vries', 5],
      ['de Vries', 5, 2, 'White', 'Dahl', 4],
      ['Ford', 6, '', '', 'Bye (1 point)', ''],
      ['Gray', 7, '', '', 'Absent (0 points)', ''],
    ]);
  });
});

describe('points in result symbols', () => {
  it.each([
    [1, '1'],
    [0.5, '½'],
    [0, '0'],
    [1.5, '1½'],
    [3, '3'],
  ])('%s is written %s', (points, text) => {
    expect(pointsSymbol(points)).toBe(text);
  });
});

describe('the tab order: Settings, Players, Standings, Crosstable, By name, rounds oldest first', () => {
  const tabs = ['Sheet1', 'Settings', 'Players', 'Standings', 'Round 1', 'Round 2', 'Undo data'];

  it.each([
    ['Crosstable', 4],
    ['By name', 4],
    ['Round 3', 6],
    ['Round 1 why', 5],
    ['Notes', 7],
  ])('%s goes at %i', (name, index) => {
    expect(tabInsertIndex(name, tabs)).toBe(index);
  });

  it('a tab before all of ours goes before the first of them; in a new spreadsheet, at the end', () => {
    expect(tabInsertIndex('Players', ['Standings', 'Round 1'])).toBe(0);
    expect(tabInsertIndex('Settings', ['Sheet1'])).toBe(1);
  });
});

describe('the layout of a tab', () => {
  const header = ['No.', 'Name', 'Points'];

  it('gives the longest name room, at about 7 pixels a character of Arial 10 and more', () => {
    const long = 'Wolfeschlegelsteinhausen, Hubert';
    const layout = tabLayout(
      [header, [1, 'Li', 1.5], [2, long, 0]],
      [COLUMN.count, COLUMN.text, COLUMN.points],
    );
    expect(layout.widths[1]).toBeGreaterThanOrEqual(long.length * 7 + 10);
    expect(layout.widths[0]).toBeLessThan(layout.widths[1]);
    expect(layout.landscape).toBe(false);
  });

  it('prints wider tabs across the page', () => {
    const wide = Array.from({ length: 30 }, (_, i) => `R${i + 1}`);
    const layout = tabLayout([wide, wide.map(() => '12w½')], []);
    expect(layout.widths.reduce((a, b) => a + b, 0)).toBeGreaterThan(PORTRAIT_WIDTH_PX);
    expect(layout.landscape).toBe(true);
  });

  it('gives the columns of a span one width, the widest', () => {
    const layout = tabLayout(
      [
        ['a', 'b', 'c'],
        ['1', '22222222', '3'],
      ],
      [],
      [0, 2],
    );
    expect(new Set(layout.widths).size).toBe(1);
  });
});

describe('tabs out of order (an earlier version, a hand) are put back in order', () => {
  it('ours take the tab order in the places they hold; other tabs stay put', () => {
    expect(
      orderedTabs(['Sheet1', 'Settings', 'Players', 'Round 1', 'Notes', 'Standings', 'Round 2']),
    ).toEqual(['Sheet1', 'Settings', 'Players', 'Standings', 'Notes', 'Round 1', 'Round 2']);
    const inOrder = ['Settings', 'Players', 'Standings', 'Crosstable', 'By name', 'Round 1'];
    expect(orderedTabs(inOrder)).toEqual(inOrder);
  });
});
