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
  /** White wins every game of round `round`, typed into its Round tab. */
  const play = (round: number) => {
    const values = tab(`Round ${round}`).getDataRange().getValues();
    values.forEach((row, r) => {
      if (r > 0 && typeof row[0] === 'number')
        tab(`Round ${round}`)
          .getRange(r + 1, 6)
          .setValue('1-0');
    });
  };
  /**
   * Rounds 1..`last` paired and played (white wins), the Standings refreshed after each but the
   * last, whose results are typed and not yet counted: the usual state before a click.
   */
  const playRounds = (last: number) => {
    for (let round = 1; round <= last; round++) {
      addon.pairNextRound();
      play(round);
      if (round < last) addon.refreshStandings();
    }
  };
  return { fake, addon, tab, play, playRounds };
}
