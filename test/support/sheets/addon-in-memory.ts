import type { RoundPairing } from '../../../src/engine/model/tournament.js';
import { addonFunctions } from '../../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript } from '../apps-script/index.js';
import { simplePairingSystem } from './simple-pairing-system.js';
import type { AddonUnderTest } from './tournament-scenario.js';

/**
 * The add-on's functions over the in-memory workbook "Club", pairing with the simple system (the
 * pairings it returned kept in `pairings`) and drawing white: the spreadsheet's locale and the
 * user's (Session) as given, else the fake's (en_US, en).
 */
export function addonInMemory(
  locale?: string,
  userLocale?: string,
): AddonUnderTest & { pairings: RoundPairing[] } {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  if (locale !== undefined) fake.spreadsheet.locale = locale;
  if (userLocale !== undefined) fake.Session.locale = userLocale;
  const pairings: RoundPairing[] = [];
  const system = simplePairingSystem(pairings);
  const functions = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem: () => system,
    drawColour: () => 'w',
  });
  return {
    fake,
    pairings,
    call: (name) => (functions as unknown as Record<string, (e?: unknown) => void>)[name](),
  };
}
