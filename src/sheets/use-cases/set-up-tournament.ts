import type { AddonPorts } from '../ports.js';
import { playersHeader } from '../workbook/players-tab.js';
import { ProblemList } from '../workbook/input-problems.js';
import { readSettingsTab, settingsTabValues } from '../workbook/settings-tab.js';
import {
  BY_NAME_TAB,
  CROSSTABLE_TAB,
  PLAYERS_TAB,
  SETTINGS_TAB,
  STANDINGS_TAB,
} from '../workbook/tab-names.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { BY_NAME_HEADER, BY_NAME_STYLES } from '../workbook/by-name.js';
import { crosstableHeader, crosstableStyles } from '../workbook/crosstable.js';
import { standingsHeader } from '../workbook/standings-tab.js';
import {
  newTab,
  readWorkbook,
  writeDerivedTab,
  writeSettingsTab,
  writeStandingsTab,
} from './workbook-io.js';
import { languageOf, shownTabName } from '../tab-records/recognised-workbook.js';

/**
 * "Create tournament tabs": the Settings, an empty Players tab, the
 * Standings, Crosstable and By name with their headers, whichever is missing.
 */
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
    const settingsValues = settingsTabValues(settings);
    if (read.values.settings === null) {
      writeSettingsTab(workbook, read, settingsValues, null);
      made.push(SETTINGS_TAB);
    }
    const playersValues = read.values.players ?? [playersHeader()];
    if (read.values.players === null) {
      newTab(workbook, read.tabs, PLAYERS_TAB, playersValues);
      made.push(PLAYERS_TAB);
    }
    // Headers only: the tabs are filled when round 1 is paired.
    if (read.standings === null) {
      writeStandingsTab(workbook, read, [standingsHeader(settings.tiebreaks)], null);
      made.push(STANDINGS_TAB);
    }
    if (read.crosstable === null) {
      const header = [crosstableHeader(0, settings.tiebreaks)];
      writeDerivedTab(
        workbook,
        read,
        CROSSTABLE_TAB,
        header,
        null,
        crosstableStyles(0, header[0].length),
      );
      made.push(CROSSTABLE_TAB);
    }
    if (read.byName === null) {
      writeDerivedTab(workbook, read, BY_NAME_TAB, [[...BY_NAME_HEADER]], null, BY_NAME_STYLES);
      made.push(BY_NAME_TAB);
    }
    workbook.getSheetByName(PLAYERS_TAB)?.activate();
    const say = languageOf(workbook);
    return made.length === 0
      ? say.text('setUp.already')
      : say.text('setUp.created', {
          tabs: made.map((key) => shownTabName(workbook, key)).join(', '),
          count: made.length,
          players: shownTabName(workbook, PLAYERS_TAB),
        });
  });
}
