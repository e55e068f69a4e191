import type { AddonPorts } from '../ports.js';
import { playersHeader } from '../workbook/players-tab.js';
import { ProblemList } from '../workbook/input-problems.js';
import { readSettingsTab, settingsTabValues } from '../workbook/settings-tab.js';
import { standingsHeader } from '../workbook/standings-tab.js';
import { PLAYERS_TAB, SETTINGS_TAB, STANDINGS_TAB } from '../workbook/tab-names.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { newTab, readWorkbook, writeSettingsTab } from './workbook-io.js';

/** "Create tournament tabs": the Settings, an empty Players tab and the Standings, whichever is missing. */
export function setUpTournament(ports: AddonPorts): string {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const read = readWorkbook(workbook);
    const made: string[] = [];
    // The Settings as far as they can be read: what is wrong with them is reported when pairing.
    const settings = readSettingsTab(
      read.values.settings,
      read.values.spreadsheetName,
      new ProblemList(),
    );
    if (read.values.settings === null) {
      writeSettingsTab(workbook, read.sheets, settingsTabValues(settings), null);
      made.push(SETTINGS_TAB);
    }
    if (read.values.players === null) {
      newTab(workbook, PLAYERS_TAB, [playersHeader()]);
      made.push(PLAYERS_TAB);
    }
    if (read.standings === null) {
      newTab(workbook, STANDINGS_TAB, [standingsHeader(settings.tiebreaks)]);
      made.push(STANDINGS_TAB);
    }
    workbook.getSheetByName(PLAYERS_TAB)?.activate();
    return made.length === 0
      ? 'The tournament tabs are already there.'
      : `Created the ${made.join(', ')} tab${made.length === 1 ? '' : 's'}. Enter one player a row in ${PLAYERS_TAB}, then pair round 1.`;
  });
}
