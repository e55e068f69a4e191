/**
 * Issue 33: a 12-team league played to the end through the add-on's menu
 * functions over the Apps Script ports and the fake spreadsheet, each round
 * equal to `swiss-pair --team -p` on the add-on's own TRF export.
 */
import { describe, it } from 'vitest';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import {
  expectMatchScores,
  expectStandingsOfTally,
  playLeague,
  sheetsDriver,
  type TeamAddonUnderTest,
} from './league-scenario.js';

export function inProcessTeamAddon(): TeamAddonUnderTest {
  const fake = createFakeAppsScript({
    spreadsheetName: 'County league',
    htmlFiles: { Sidebar: '<p>sidebar</p>' },
  });
  const functions = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem: () => null,
    drawColour: () => 'w',
  });
  return {
    fake,
    call: (name, ...args) =>
      (functions as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(...args),
  };
}

describe('a 12-team league through the add-on', () => {
  it('pairs every round as swiss-pair --team -p does on the exported file, and scores it', async () => {
    const driver = sheetsDriver(inProcessTeamAddon());
    const tally = await playLeague(driver);
    await expectMatchScores(driver);
    await expectStandingsOfTally(driver, tally);
  }, 60_000);
});
