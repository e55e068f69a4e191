import { addonFunctions } from '../../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../../src/sheets/apps-script/addon-ports.js';
import { defaultPairingDeps } from '../../../src/sheets/use-cases/pairing-deps.js';
import { line001, trf } from '../../trf/trf-lines.js';
import { createFakeAppsScript } from '../apps-script/index.js';

/**
 * An open of `players` players ("Player 01"…, rated from `top` down by one point) imported from a
 * TRF of 5 rounds into the in-memory workbook `name`, with the add-on's own pairing and white
 * drawn: the set-up of the tests that need a field of some size in the real tabs.
 */
export function importedOpen(name: string, players: number, top: number) {
  const digits = Math.max(2, String(players).length);
  const file = trf(
    `012 ${name} open`,
    'XXR 5',
    ...Array.from({ length: players }, (_, i) =>
      line001({
        id: i + 1,
        name: `Player ${String(i + 1).padStart(digits, '0')}`,
        rating: top - i,
      }),
    ),
  );
  const fake = createFakeAppsScript({ spreadsheetName: name });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    ...defaultPairingDeps,
    drawColour: () => 'w',
  });
  addon.importTrf(file);
  const tab = (tabName: string) => fake.spreadsheet.getSheetByName(tabName)!;
  return { fake, addon, tab };
}
