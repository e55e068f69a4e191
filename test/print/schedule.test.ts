/**
 * The round-robin schedule printed from the engine's Berger tables: C.05
 * Annex 1's table for 3 or 4 players is "Rd 1: 1-4, 2-3; Rd 2: 4-3, 1-2;
 * Rd 3: 2-4, 3-1", with 3 players number 4 the dummy (its opponent's bye).
 */
import { describe, expect, it } from 'vitest';
import { blankPlayer } from '../../src/engine/model/tournament.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { ENGLISH, translatorFor } from '../../src/messages/index.js';
import { schedulePage } from '../../src/print/schedule-page.js';

const context = {
  words: translatorFor(ENGLISH),
  tournament: 'Club round-robin',
  day: new Date(Date.UTC(2026, 1, 1)),
};
const players = (names: string[]) => names.map((name, index) => blankPlayer(index + 1, name));
const schedule = getSystem('round-robin').schedule!;

describe('the round-robin schedule', () => {
  it('prints each round of the Berger table for 4, White first', () => {
    const page = schedulePage(context, schedule, players(['Anna', 'Boris', 'Chen', 'Dora']));
    expect(page.title).toBe('Schedule: 4 players, 3 rounds');
    expect(page.tables.map((table) => table.heading)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    expect(page.tables.map((table) => table.rows)).toEqual([
      [
        ['1', '1', 'Anna', '', '4', 'Dora'],
        ['2', '2', 'Boris', '', '3', 'Chen'],
      ],
      [
        ['1', '4', 'Dora', '', '3', 'Chen'],
        ['2', '1', 'Anna', '', '2', 'Boris'],
      ],
      [
        ['1', '2', 'Boris', '', '4', 'Dora'],
        ['2', '3', 'Chen', '', '1', 'Anna'],
      ],
    ]);
  });

  it('gives the dummy’s opponent the bye with 3 players', () => {
    const page = schedulePage(context, schedule, players(['Anna', 'Boris', 'Chen']));
    expect(page.tables[0]!.rows).toEqual([
      ['1', '2', 'Boris', '', '3', 'Chen'],
      ['', '1', 'Anna', '', 'Bye', null],
    ]);
  });
});
