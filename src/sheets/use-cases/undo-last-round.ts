import type { AddonPorts, CellValue, Workbook } from '../ports.js';
import { BY_NAME_STYLES } from '../workbook/by-name.js';
import { cellText } from '../workbook/cells.js';
import { crosstableLayout } from '../workbook/crosstable.js';
import {
  ProblemList,
  problemsText,
  WorkbookInputError,
  type InputProblem,
} from '../workbook/input-problems.js';
import { layoutOfTab } from '../workbook/round-tab.js';
import type { ColumnStyle } from '../workbook/tab-layout.js';
import { reportRenamedRoundTabs } from '../workbook/tab-checks.js';
import {
  BY_NAME_TAB,
  CROSSTABLE_TAB,
  explanationTabName,
  PLAYERS_TAB,
  roundTabName,
  STANDINGS_TAB,
  UNDO_TAB,
} from '../workbook/tab-names.js';
import type { WorkbookValues } from '../workbook/tournament-from-workbook.js';
import { findUndoRecord, numbersTakenBack, type UndoRecord } from '../workbook/undo-record.js';
import { AddonError } from './addon-error.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { derivedTabsOf, writeDerivedTabs, type DerivedTabs } from './refresh-standings.js';
import {
  insertTab,
  newTab,
  readWorkbook,
  writeDerivedTab,
  type DerivedTabRead,
  writeStandingsTab,
  type WorkbookRead,
} from './workbook-io.js';
import { languageOf, shownTabName } from '../tab-records/recognised-workbook.js';

export type UndoOutcome =
  | { undone: true; round: number; message: string }
  /** Results were entered in the round; nothing was changed because the organiser did not confirm. */
  | { undone: false; round: number; question: string };

/** The tabs' values once `round` is undone: its tab gone, the pairing numbers it gave taken back. */
function valuesAfterUndo(
  values: WorkbookValues,
  round: number,
  numbers: UndoRecord['playerNumbers'],
): WorkbookValues {
  const rounds = new Map(values.rounds);
  rounds.delete(round);
  let players = values.players;
  if (numbers !== null && players !== null) {
    const taken = numbersTakenBack(players, numbers);
    players = players.map((row, index) => {
      if (index === 0) return row;
      const copy = [...row];
      copy[taken.column] = taken.values[index - 1][0];
      return copy;
    });
  }
  return { ...values, rounds, players };
}

/**
 * The Standings, Crosstable and By name from what remains, or the reason
 * they cannot be computed (a problem elsewhere in the workbook, which undo
 * does not need to refuse).
 */
function derivedTabsAfterUndo(
  values: WorkbookValues,
  describe: (problem: InputProblem) => string,
): DerivedTabs | string {
  try {
    return derivedTabsOf(values);
  } catch (error) {
    if (!(error instanceof WorkbookInputError)) throw error;
    return describe(error.problems[0]!);
  }
}

/** Puts a derived tab back as the record has it: deleted if it did not exist. */
function restoreTab(
  workbook: Workbook,
  read: WorkbookRead,
  name: string,
  values: CellValue[][] | null | undefined,
  old: DerivedTabRead,
  layout: (values: CellValue[][]) => [readonly ColumnStyle[], readonly [number, number] | null],
): void {
  if (values === undefined) return; // a record made before the tab existed
  const sheet = read.sheets.get(name);
  if (values === null) {
    if (sheet !== undefined) workbook.deleteSheet(sheet);
    return;
  }
  const [styles, sameWidth] = layout(values);
  writeDerivedTab(workbook, read, name, values, old, styles, sameWidth);
}

/** The derived tabs as the record kept them before the round was paired. */
function restoreDerivedTabs(workbook: Workbook, read: WorkbookRead, record: UndoRecord): void {
  if (record.standings === null) {
    const standings = read.sheets.get(STANDINGS_TAB);
    if (standings !== undefined) workbook.deleteSheet(standings);
  } else {
    writeStandingsTab(workbook, read, record.standings, read.standings);
  }
  restoreTab(workbook, read, CROSSTABLE_TAB, record.crosstable, read.crosstable, (values) =>
    crosstableLayout(values),
  );
  restoreTab(workbook, read, BY_NAME_TAB, record.byName, read.byName, () => [BY_NAME_STYLES, null]);
}

/**
 * "Undo last round": deletes the last Round tab and puts back what pairing
 * it changed (the pairing numbers it gave, boards typed by hand before Pair
 * the rest), from the record pairing kept in the hidden Undo tab, then
 * recomputes the Standings, Crosstable and By name from what remains: those
 * pairing saw may be older than results entered since. If results were
 * entered in the round, `confirm` is asked first. Everything is worked out
 * before the first change.
 */
export function undoLastRound(
  ports: AddonPorts,
  confirm: (question: string) => boolean,
): UndoOutcome {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const read = readWorkbook(workbook);
    // A Round tab renamed by hand is a later round than the last one named "Round N".
    const renamed = new ProblemList();
    reportRenamedRoundTabs(
      read.values.otherTabs ?? new Map(),
      new Set(read.values.rounds.keys()),
      renamed,
    );
    renamed.throwIfAny();
    const round = Math.max(0, ...read.values.rounds.keys());
    const say = languageOf(workbook);
    if (round === 0) throw new AddonError(say.text('undo.noRound'));
    const tab = roundTabName(round);
    const shownTab = shownTabName(workbook, tab);
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
      const question = say.text('undo.question', { tab: shownTab, results });
      if (!confirm(question)) return { undone: false, round, question };
    }

    const found = findUndoRecord(read.undo, round);
    const record = found?.record ?? null;
    const derived = derivedTabsAfterUndo(
      valuesAfterUndo(read.values, round, record?.playerNumbers ?? null),
      (problem) => problemsText([problem], say, (key) => shownTabName(workbook, key)),
    );

    workbook.deleteSheet(read.sheets.get(tab)!);
    // Its explanation goes with it.
    const why = workbook.getSheetByName(explanationTabName(round));
    if (why !== null) workbook.deleteSheet(why);
    read.tabs = read.tabs.filter((name) => name !== tab && name !== explanationTabName(round));
    // "Pair the rest": the boards the organiser typed come back as typed.
    if (record?.typedBoards !== undefined) {
      if (record.typedBoards.length > 0) newTab(workbook, read.tabs, tab, record.typedBoards);
      else insertTab(workbook, read.tabs, tab); // made for the round and left empty
    }
    if (record !== null && record.playerNumbers !== null && read.values.players !== null) {
      const { column, values } = numbersTakenBack(read.values.players, record.playerNumbers);
      if (values.length > 0)
        read.sheets
          .get(PLAYERS_TAB)
          ?.getRange(2, column + 1, values.length, 1)
          .setValues(values);
    }
    let standingsNote = '';
    if (record !== null && record.standings === null) {
      // There were no derived tabs before this round was paired.
      restoreDerivedTabs(workbook, read, record);
    } else if (typeof derived !== 'string') {
      writeDerivedTabs(workbook, read, derived);
    } else {
      if (record !== null) restoreDerivedTabs(workbook, read, record);
      standingsNote = ` ${say.text('undo.standingsNotRecomputed', { reason: derived })}`;
    }
    if (found !== null) {
      const undo = read.sheets.get(UNDO_TAB)!;
      const otherRecords = read.undo!.filter(
        (cells, index) => index + 1 !== found.row && cells.some((value) => cellText(value) !== ''),
      );
      if (otherRecords.length === 0) workbook.deleteSheet(undo);
      else undo.getRange(found.row, 1, 1, read.undo![found.row - 1].length).clearContent();
    }
    const message =
      found === null
        ? `${tab} was deleted. The hidden "${UNDO_TAB}" tab has no record of its pairing (it was imported, or the record was removed), so nothing else was restored.`
        : record?.typedBoards !== undefined
          ? say.text('undo.doneTyped', { tab: shownTab })
          : say.text('undo.done', { tab: shownTab });
    return { undone: true, round, message: message + standingsNote };
  });
}
