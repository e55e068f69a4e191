/**
 * Issue 33: a 12-team league played to the end through the add-on's menu
 * functions over the Apps Script ports and the fake spreadsheet, each round
 * equal to `swiss-pair --team -p` on the add-on's own TRF export.
 */
import { describe, it } from 'vitest';
import { inProcessTeamAddon } from './in-process.js';
import {
  expectMatchScores,
  expectStandingsOfTally,
  playLeague,
  sheetsDriver,
} from './league-scenario.js';

describe('a 12-team league through the add-on', () => {
  it('pairs every round as swiss-pair --team -p does on the exported file, and scores it', async () => {
    const driver = sheetsDriver(inProcessTeamAddon());
    const tally = await playLeague(driver);
    await expectMatchScores(driver);
    await expectStandingsOfTally(driver, tally);
  }, 60_000);
});
