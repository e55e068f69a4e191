import { describe, expect, it } from 'vitest';
import { importedOpen } from '../support/sheets/imported-open.js';

// A new Sheets tab has 1,000 rows, and getRange refuses a range past them:
// a field larger than that must grow the grid, not fail on import or pairing.
describe('a field of more than 1,000 players in Sheets', () => {
  it('imports, pairs round 1 and ranks, the tabs grown past their 1,000 rows', () => {
    const players = 1_005;
    const { fake, addon } = importedOpen('Big', players, 2600);
    const playersTab = fake.spreadsheet.getSheetByName('Players')!;
    expect(playersTab.getLastRow()).toBe(players + 1);
    addon.pairNextRound();
    const round1 = fake.spreadsheet.getSheetByName('Round 1')!.getDataRange().getValues();
    const boards = round1.filter((r) => typeof r[0] === 'number' && typeof r[6] === 'number');
    expect(boards).toHaveLength(502);
    // C.04.3 round 1: the top half meets the bottom half, 1 v 503 with White to 1 (1,005 is odd: the bye to 1,005, then 502 a half) (XXC absent, drawn 'w').
    expect([boards[0]![1], boards[0]![6]]).toEqual([1, 503]);
    expect(fake.spreadsheet.getSheetByName('Standings')!.getMaxRows()).toBeGreaterThan(1_000);
  }, 120_000);
});
