import type { AddonPorts } from '../ports.js';
import {
  PLAYERS_TAB,
  roundTabName,
  STANDINGS_TAB,
  UNDO_TAB,
  explanationTabName,
  BY_NAME_TAB,
  CROSSTABLE_TAB,
} from '../workbook/tab-names.js';
import { findUndoRecord } from '../workbook/undo-record.js';
import { AddonError } from './addon-error.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { refreshStandingsIn } from './refresh-standings.js';
import {
  insertTab,
  newTab,
  readWorkbook,
  writeDerivedTab,
  writeStandingsTab,
  type WorkbookRead,
} from './workbook-io.js';
import { derivedTabsOf, writeCrosstableAndByName } from './refresh-standings.js';
import type { CellValue, Workbook } from '../ports.js';
import { BY_NAME_STYLES } from '../workbook/by-name.js';
import { crosstableLayout } from '../workbook/crosstable.js';
import type { ColumnStyle } from '../workbook/tab-layout.js';
import type { UndoRecord } from '../workbook/undo-record.js';
import { WorkbookInputError } from '../workbook/input-problems.js';
import { layoutOfTab } from '../workbook/round-tab.js';
import { cellText } from '../workbook/cells.js';

/**
 * The Crosstable and By name as they stand without round `round`, with the
 * pairing numbers that round gave taken back. A workbook that cannot be read
 * any more (a hand edit since) keeps them as they were: pairing reports it.
 */
function refreshCrosstableAndByName(
  workbook: Workbook,
  read: WorkbookRead,
  round: number,
  numbers: UndoRecord['playerNumbers'],
): void {
  const rounds = new Map(read.values.rounds);
  rounds.delete(round);
  let players = read.values.players;
  if (players !== null && numbers !== null) {
    players = players.map((row, index) => {
      if (index === 0) return row;
      const copy = [...row];
      copy[numbers.column] = numbers.values[index - 1]?.[0] ?? '';
      return copy;
    });
  }
  try {
    writeCrosstableAndByName(workbook, read, derivedTabsOf({ ...read.values, players, rounds }));
  } catch (error) {
    if (!(error instanceof WorkbookInputError)) throw error;
  }
}

/** Puts a derived tab back as the record has it: deleted if it did not exist. */
function restoreTab(
  workbook: Workbook,
  read: WorkbookRead,
  name: string,
  values: CellValue[][] | null,
  old: CellValue[][] | null,
  layout: (values: CellValue[][]) => [readonly ColumnStyle[], readonly [number, number] | null],
): void {
  const sheet = read.sheets.get(name);
  if (values === null) {
    if (sheet !== undefined) workbook.deleteSheet(sheet);
    return;
  }
  const [styles, sameWidth] = layout(values);
  writeDerivedTab(workbook, read, name, values, old, styles, sameWidth);
}

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
    read.tabs = read.tabs.filter((name) => name !== tab && name !== explanationTabName(round));
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
    // "Pair the rest": the boards the organiser typed come back as typed.
    if (record.typedBoards !== undefined) {
      if (record.typedBoards.length > 0) newTab(workbook, read.tabs, tab, record.typedBoards);
      else insertTab(workbook, read.tabs, tab); // made for the round and left empty
    }
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
    } else {
      writeStandingsTab(workbook, read, record.standings, read.standings);
    }
    if (record.crosstable === undefined || record.byName === undefined) {
      refreshCrosstableAndByName(workbook, read, round, record.playerNumbers);
    } else {
      restoreTab(workbook, read, CROSSTABLE_TAB, record.crosstable, read.crosstable, (values) =>
        crosstableLayout(values),
      );
      restoreTab(workbook, read, BY_NAME_TAB, record.byName, read.byName, () => [
        BY_NAME_STYLES,
        null,
      ]);
    }
    const undo = read.sheets.get(UNDO_TAB)!;
    const otherRecords = read.undo!.filter(
      (cells, index) => index + 1 !== row && cells.some((value) => cellText(value) !== ''),
    );
    if (otherRecords.length === 0) workbook.deleteSheet(undo);
    else undo.getRange(row, 1, 1, read.undo![row - 1].length).clearContent();
    return {
      undone: true,
      round,
      message:
        record.typedBoards === undefined
          ? `${tab} was undone.`
          : `${tab} was undone: the boards typed by hand are back, as they were typed.`,
    };
  });
}
