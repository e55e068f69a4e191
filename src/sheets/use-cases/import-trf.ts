import {
  declaredPointsDifferences,
  describeDeclaredPointsDifference,
  readTrfWithLines,
  refusedEventOf,
  type DeclaredPointsDifference,
  TrfError,
} from '../../engine/trf/index.js';
import type { AddonPorts } from '../ports.js';
import { UnshowableRoundError } from '../workbook/round-content.js';
import { PLAYERS_TAB, roundOfTab, SETTINGS_TAB, STANDINGS_TAB } from '../workbook/tab-names.js';
import { tabsOfTournament } from '../workbook/workbook-from-tournament.js';
import { AddonError } from './addon-error.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { writeDerivedTabs } from './refresh-standings.js';
import { newTab, readWorkbook, writeRoundTab, writeSettingsTab } from './workbook-io.js';

/** At most this many points differences are spelled out; the rest are counted. */
const LISTED = 8;

/**
 * Warning: the workbook's points are always its results' (TRF-16 columns
 * 81-84 are a summary); a file whose summary says otherwise is imported, and
 * each player line where it differs is named so that the arbiter can check it.
 */
function declaredPointsWarning(differences: readonly DeclaredPointsDifference[]): string {
  if (differences.length === 0) return '';
  const listed = differences.slice(0, LISTED).map(describeDeclaredPointsDifference);
  const more = differences.length - listed.length;
  return ` Warning: the file's points column is not what its results give, and the workbook counts the results: ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}

/**
 * "Import TRF": a new tournament in this spreadsheet from a TRF file: the
 * Settings (with the tie-breaks of records 202/212), Players, a Round tab
 * for every round the file has paired, and the Standings. Refused when the spreadsheet already holds a tournament.
 */
export function importTrf(ports: AddonPorts, text: string): string {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const taken = workbook
      .getSheets()
      .map((sheet) => sheet.getName())
      .filter(
        (name) =>
          name === PLAYERS_TAB ||
          name === SETTINGS_TAB ||
          name === STANDINGS_TAB ||
          roundOfTab(name) !== null,
      );
    if (taken.length > 0) {
      throw new AddonError(
        `This spreadsheet already has a tournament (tabs ${taken.join(', ')}). Import into a new spreadsheet (File > New > Spreadsheet), or delete those tabs first.`,
      );
    }
    let tabs;
    let pointsWarning = '';
    try {
      const { tournament, lineOf } = readTrfWithLines(text);
      const refused = refusedEventOf(tournament, { systemGiven: false });
      if (refused !== null) throw new TrfError(refused);
      pointsWarning = declaredPointsWarning(declaredPointsDifferences(tournament, lineOf));
      tabs = tabsOfTournament(tournament, workbook.getName());
    } catch (error) {
      if (error instanceof TrfError || error instanceof UnshowableRoundError) {
        throw new AddonError(`The TRF file cannot be imported: ${error.message}`);
      }
      throw error;
    }
    const read = readWorkbook(workbook);
    writeSettingsTab(workbook, read, tabs.settings, null);
    newTab(workbook, read.tabs, PLAYERS_TAB, tabs.players);
    writeDerivedTabs(workbook, read, tabs);
    tabs.rounds.forEach((values, index) => writeRoundTab(workbook, read.tabs, index + 1, values));
    workbook.getSheetByName(STANDINGS_TAB)?.activate();
    const players = tabs.players.length - 1;
    const imported = `Imported ${players} player${players === 1 ? '' : 's'} and ${tabs.rounds.length} round${tabs.rounds.length === 1 ? '' : 's'}.`;
    const dropped = tabs.unsupportedTiebreaks;
    return dropped.length === 0
      ? imported + pointsWarning
      : `${imported}${pointsWarning} The file's tie-break${dropped.length === 1 ? '' : 's'} ${dropped.join(', ')} ${dropped.length === 1 ? 'is' : 'are'} not computed by this add-on and ${dropped.length === 1 ? 'was' : 'were'} left out of the ${SETTINGS_TAB} tab's list.`;
  });
}
