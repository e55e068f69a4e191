import type { AddonPorts, Workbook } from '../ports.js';
import { standingsTabValues } from '../workbook/standings-tab.js';
import { tournamentFromWorkbook } from '../workbook/tournament-from-workbook.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { readWorkbook, writeStandingsTab, type WorkbookRead } from './workbook-io.js';

/** Rewrites the Standings from the tabs as `read`. */
export function refreshStandingsIn(workbook: Workbook, read: WorkbookRead): void {
  const current = tournamentFromWorkbook(read.values);
  const values = standingsTabValues(current.tournament, current.roundsComplete, current.settings);
  writeStandingsTab(workbook, read.sheets, values, read.standings);
}

/** "Refresh standings": the Standings after the last round whose results are all in. */
export function refreshStandings(ports: AddonPorts): string {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    refreshStandingsIn(workbook, readWorkbook(workbook));
    return 'Standings updated.';
  });
}
