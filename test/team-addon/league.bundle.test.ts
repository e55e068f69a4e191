/**
 * The 12-team league of league-scenario.ts through the built dist/Code.js in
 * a node:vm context, as Apps Script runs it.
 */
import { describe, it } from 'vitest';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import {
  expectMatchScores,
  expectStandingsOfTally,
  playLeague,
  sheetsDriver,
} from './league-scenario.js';

describe('dist/Code.js plays a 12-team league', () => {
  it('pairs every round as swiss-pair --team -p does on the exported file, and scores it', async () => {
    const script = loadBuiltScript({ spreadsheetName: 'County league' });
    const addon = {
      fake: script.fake,
      call: (name: string, ...args: unknown[]) => script.call(name, ...args),
    };
    const driver = sheetsDriver(addon);
    const tally = await playLeague(driver);
    await expectMatchScores(driver);
    await expectStandingsOfTally(driver, tally);
  }, 120_000);
});
