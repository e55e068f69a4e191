import type { AddonPorts, CellValue, Workbook } from '../ports.js';
import { BY_NAME_HEADER, BY_NAME_STYLES, byNameValues } from '../workbook/by-name.js';
import { CROSSTABLE_POINTS, crosstableLayout, crosstableValues } from '../workbook/crosstable.js';
import type { RoundContent } from '../workbook/round-tab.js';
import { latestTabContent } from '../workbook/round-content.js';
import { standingsRows, type StandingsChoice } from '../workbook/standings-rows.js';
import { gamesPerRoundOf } from '../workbook/settings-tab.js';
import { STANDINGS_HEADER, standingsTabValues } from '../workbook/standings-tab.js';
import { BY_NAME_TAB, CROSSTABLE_TAB } from '../workbook/tab-names.js';
import type { Tournament } from '../../engine/model/tournament.js';
import {
  tournamentFromWorkbook,
  type WorkbookValues,
} from '../workbook/tournament-from-workbook.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import {
  putTabsInOrder,
  readWorkbook,
  startStandingsTab,
  writeDerivedTab,
  type WorkbookRead,
} from './workbook-io.js';
import { languageOf } from '../tab-records/recognised-workbook.js';

/** The tabs derived from the others: rewritten whole by pairing, Refresh standings and Undo. */
export interface DerivedTabs {
  standings: CellValue[][];
  crosstable: CellValue[][];
  byName: CellValue[][];
}

/**
 * The derived tabs of `t`: Standings and Crosstable after rounds
 * 1..`throughRound`, By name for `latest` (the last Round tab; none before round 1).
 */
export function derivedTabs(
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
  latest: RoundContent | null,
): DerivedTabs {
  // Both tabs rank the players alike: the standings (tie-breaks included) computed once.
  const rows = standingsRows(t, throughRound, choice);
  return {
    standings: standingsTabValues(t, throughRound, choice, rows),
    crosstable: crosstableValues(t, throughRound, choice, rows),
    byName: byNameTab(latest, choice),
  };
}

/** The By name tab of `latest` (the last Round tab; none before round 1). */
export function byNameTab(latest: RoundContent | null, choice: StandingsChoice): CellValue[][] {
  return latest === null
    ? [[...BY_NAME_HEADER]]
    : byNameValues(
        latest,
        choice.system === undefined ? 1 : gamesPerRoundOf({ system: choice.system }),
      );
}

/** The derived tabs as the tabs `values` say the tournament stands. */
export function derivedTabsOf(values: WorkbookValues): DerivedTabs {
  const current = tournamentFromWorkbook(values);
  const { tournament, roundsComplete, settings } = current;
  return derivedTabs(tournament, roundsComplete, settings, latestTabContent(current));
}

/**
 * Writes the Standings, Crosstable and By name tabs. `trustRecord` false
 * writes every value even where the record of what the add-on last wrote
 * says it is there already (Refresh standings: a value typed over is the
 * add-on's again), see writeDerivedTab.
 */
export function writeDerivedTabs(
  workbook: Workbook,
  read: WorkbookRead,
  tabs: DerivedTabs,
  options: { trustRecord?: boolean } = {},
): void {
  // The Standings are sorted after the Crosstable has copied their points and tie-breaks, which
  // both tabs hold in their rows' order until then (copiedBlock finds where they agree).
  const standings = startStandingsTab(workbook, read, tabs.standings, read.standings, options);
  const [styles, sameWidth] = crosstableLayout(tabs.crosstable);
  const points = tabs.crosstable[0]?.indexOf(CROSSTABLE_POINTS) ?? -1;
  writeDerivedTab(
    workbook,
    read,
    CROSSTABLE_TAB,
    tabs.crosstable,
    read.crosstable,
    styles,
    sameWidth,
    {
      ...options,
      ...(points < 0
        ? {}
        : {
            copyFrom: {
              source: standings.written,
              sourceColumn: STANDINGS_HEADER.length - 1,
              column: points,
            },
          }),
    },
  );
  standings.finish();
  writeDerivedTab(
    workbook,
    read,
    BY_NAME_TAB,
    tabs.byName,
    read.byName,
    BY_NAME_STYLES,
    null,
    options,
  );
}

/**
 * Rewrites the derived tabs from the tabs as `read`, every value of them:
 * what the organiser asks for to put them right (writeDerivedTabs).
 */
export function refreshStandingsIn(workbook: Workbook, read: WorkbookRead): void {
  writeDerivedTabs(workbook, read, derivedTabsOf(read.values), { trustRecord: false });
}

/** "Refresh standings": the Standings and Crosstable after the last round whose results are all in. */
export function refreshStandings(ports: AddonPorts): string {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const read = readWorkbook(workbook);
    refreshStandingsIn(workbook, read);
    putTabsInOrder(workbook, read.tabs);
    return languageOf(workbook).text('standings.updated');
  });
}
