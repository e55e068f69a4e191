import type { AddonPorts } from '../ports.js';
import {
  PLAYERS_TAB,
  roundTabName,
  STANDINGS_TAB,
  UNDO_TAB,
  explanationTabName,
} from '../workbook/tab-names.js';
import { findUndoRecord } from '../workbook/undo-record.js';
import { AddonError } from './addon-error.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { refreshStandingsIn } from './refresh-standings.js';
import { overwriteTab, readWorkbook } from './workbook-io.js';
import { layoutOfTab } from '../workbook/round-tab.js';
import { cellText } from '../workbook/cells.js';

export type UndoOutcome =
  | { undone: true; round: number; message: string }
  /** Results were entered in the round; nothing was changed because the organiser did not confirm. */
  | { undone: false; round: number; question: string };

/**
 * "Undo last round": deletes the last Round tab and puts back what pairing
 * it changed (the pairing numbers it gave, the Standings), from the record
 * pairing kept in the hidden Undo tab. If results were entered in the round,
 * `confirm` is asked first.
 */
export function undoLastRound(
  ports: AddonPorts,
  confirm: (question: string) => boolean,
): UndoOutcome {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const read = readWorkbook(workbook);
    const round = Math.max(0, ...read.values.rounds.keys());
    if (round === 0) throw new AddonError('There is no round to undo.');
    const tab = roundTabName(round);
    const values = read.values.rounds.get(round)!;
    const { resultColumns } = layoutOfTab(values);
    const results = values
      .slice(1)
      .filter(
        (row) =>
          typeof row[0] === 'number' &&
          resultColumns.some((column) => cellText(row[column]) !== ''),
      ).length;
    if (results > 0) {
      const question = `${tab} already has ${results} result${results === 1 ? '' : 's'}. Undo the round anyway? Its tab and results will be deleted.`;
      if (!confirm(question)) return { undone: false, round, question };
    }

    const found = findUndoRecord(read.undo, round);
    workbook.deleteSheet(read.sheets.get(tab)!);
    // Its explanation goes with it.
    const why = workbook.getSheetByName(explanationTabName(round));
    if (why !== null) workbook.deleteSheet(why);
    if (found === null) {
      // A round that was not paired here (imported from a TRF file): nothing else to restore.
      refreshStandingsIn(workbook, read, round);
      return {
        undone: true,
        round,
        message: `${tab} was deleted. It was not paired by this add-on, so only the Standings were recomputed.`,
      };
    }
    const { record, row } = found;
    if (record.playerNumbers !== null) {
      const { column, values } = record.playerNumbers;
      read.sheets
        .get(PLAYERS_TAB)
        ?.getRange(2, column + 1, values.length, 1)
        .setValues(values);
    }
    const standings = read.sheets.get(STANDINGS_TAB);
    if (record.standings === null) {
      if (standings !== undefined) workbook.deleteSheet(standings);
    } else if (standings !== undefined) {
      overwriteTab(standings, record.standings, read.standings ?? []);
    }
    const undo = read.sheets.get(UNDO_TAB)!;
    const otherRecords = read.undo!.filter(
      (cells, index) => index + 1 !== row && cells.some((value) => cellText(value) !== ''),
    );
    if (otherRecords.length === 0) workbook.deleteSheet(undo);
    else undo.getRange(row, 1, 1, read.undo![row - 1].length).clearContent();
    return { undone: true, round, message: `${tab} was undone.` };
  });
}
