import { getSystem, SYSTEM_NAMES } from '../../engine/systems/registry.js';
import type { AddonPorts } from '../ports.js';
import { SCHEDULE_STYLES, scheduleTabValues } from '../workbook/schedule-tab.js';
import { pairingOptionsOf, settingsTabValues } from '../workbook/settings-tab.js';
import { PLAYERS_TAB, SCHEDULE_TAB } from '../workbook/tab-names.js';
import { AddonError } from './addon-error.js';
import { languageOf, shownTabName } from '../tab-records/recognised-workbook.js';
import { numberedWorkbook } from './numbered-workbook.js';
import { say as sayIn } from '../../messages/index.js';
import { requireSameDraw } from './pair-next-round.js';
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
    const say = languageOf(workbook);
    if (schedule === undefined)
      throw new AddonError(
        say.text('schedule.notTable', { system: SYSTEM_NAMES[settings.system] }),
      );
    requireSameDraw(read, settings);
    if (tournament.players.length < 2)
      throw new AddonError(
        say.text('schedule.tooFew', { players: shownTabName(workbook, PLAYERS_TAB) }),
      );
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
    return say.text('schedule.written', {
      tab: shownTabName(workbook, SCHEDULE_TAB),
      rounds: schedule.rounds(names.size),
      source: sayIn(say, schedule.source(names.size)),
      players: column === null ? null : shownTabName(workbook, PLAYERS_TAB),
    });
  });
}
