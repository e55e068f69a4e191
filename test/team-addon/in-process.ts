/** The add-on's functions over the Apps Script ports and the fake spreadsheet, for team tests. */
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import type { TeamAddonUnderTest } from './league-scenario.js';

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
