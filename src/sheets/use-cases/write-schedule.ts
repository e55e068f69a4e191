import { getSystem, SYSTEM_NAMES } from '../../engine/systems/registry.js';
import type { AddonPorts } from '../ports.js';
import { SCHEDULE_STYLES, scheduleTabValues } from '../workbook/schedule-tab.js';
import { pairingOptionsOf, settingsTabValues } from '../workbook/settings-tab.js';
import { PLAYERS_TAB, SCHEDULE_TAB } from '../workbook/tab-names.js';
import { AddonError } from './addon-error.js';
import { numberedWorkbook } from './numbered-workbook.js';
import { LOCK_TIMEOUT_MS, newDrawSeed, type PairingDeps } from './pairing-deps.js';
import { putTabsInOrder, readWorkbook, writeDerivedTab, writeSettingsTab } from './workbook-io.js';

/**
 * "Write the round-robin schedule": every round of the table on the
 * Schedule tab, for printing. Before round 1 it makes the drawing of lots
 * the Settings say (C.05 Annex 1 Part 3.1: made once, before round 1), so
 * that the numbers can be announced and the schedule posted before play:
 * the Players tab's No. column and the seed in the Settings, which round 1
 * then pairs from. After round 1 the numbers stand; it only writes the tab.
 */
export function writeSchedule(ports: AddonPorts, deps: Pick<PairingDeps, 'drawSeed'>): string {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const read = readWorkbook(workbook);
    const numbered = numberedWorkbook(read.values, deps.drawSeed ?? newDrawSeed);
    const { settings, tournament } = numbered.read;
    const schedule = getSystem(settings.system).schedule;
    if (schedule === undefined)
      throw new AddonError(
        `The schedule is for a round robin, whose rounds come from a table: ${SYSTEM_NAMES[settings.system]} pairs each round from the results. Choose Round robin or Double round robin in the Settings.`,
      );
    if (tournament.players.length < 2)
      throw new AddonError(`A round robin needs at least two players on the ${PLAYERS_TAB} tab.`);
    if (numbered.drawnWithSeed !== null && settings.drawSeed === null)
      writeSettingsTab(
        workbook,
        read,
        settingsTabValues({ ...settings, drawSeed: numbered.drawnWithSeed }),
        read.values.settings,
      );
    const column = numbered.numberColumn;
    if (column !== null)
      read.sheets
        .get(PLAYERS_TAB)!
        .getRange(2, column.column + 1, column.after.length, 1)
        .setValues(column.after);
    const names = new Map(tournament.players.map((p) => [p.id, p.name]));
    const values = scheduleTabValues(schedule, names, pairingOptionsOf(settings));
    const old = read.sheets.get(SCHEDULE_TAB)?.getDataValues() ?? null;
    writeDerivedTab(workbook, read, SCHEDULE_TAB, values, old, SCHEDULE_STYLES);
    putTabsInOrder(workbook, read.tabs);
    const drawn =
      column === null
        ? ''
        : ` The drawing of lots gave the Berger numbers in the ${PLAYERS_TAB} tab.`;
    return `${SCHEDULE_TAB}: ${schedule.rounds(names.size)} rounds of ${schedule.source(names.size)}.${drawn}`;
  });
}
