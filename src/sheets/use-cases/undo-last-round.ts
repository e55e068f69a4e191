import type { AddonPorts, CellValue } from '../ports.js';
import { cellText } from '../workbook/cells.js';
import { describeProblem, ProblemList, WorkbookInputError } from '../workbook/input-problems.js';
import { RESULT_COLUMN } from '../workbook/round-tab.js';
import { standingsTabValues } from '../workbook/standings-tab.js';
import { reportRenamedRoundTabs } from '../workbook/tab-checks.js';
import {
  explanationTabName,
  PLAYERS_TAB,
  roundTabName,
  STANDINGS_TAB,
  UNDO_TAB,
} from '../workbook/tab-names.js';
import {
  tournamentFromWorkbook,
  type WorkbookValues,
} from '../workbook/tournament-from-workbook.js';
import { findUndoRecord, numbersTakenBack, type UndoRecord } from '../workbook/undo-record.js';
import { AddonError } from './addon-error.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { overwriteTab, readWorkbook, writeStandingsTab } from './workbook-io.js';

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
 * The Standings from what remains, or the reason they cannot be computed
 * (a problem elsewhere in the workbook, which undo does not need to refuse).
 */
function standingsAfterUndo(values: WorkbookValues): CellValue[][] | string {
  try {
    const current = tournamentFromWorkbook(values);
    return standingsTabValues(current.tournament, current.roundsComplete, current.settings);
  } catch (error) {
    if (!(error instanceof WorkbookInputError)) throw error;
    return describeProblem(error.problems[0]);
  }
}

/**
 * "Undo last round": deletes the last Round tab and puts back what pairing
 * it changed (the pairing numbers it gave), from the record pairing kept in
 * the hidden Undo tab, then recomputes the Standings from what remains: the
 * Standings pairing saw may be older than results entered since. If results
 * were entered in the round, `confirm` is asked first. Everything is worked
 * out before the first change.
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
    if (round === 0) throw new AddonError('There is no round to undo.');
    const tab = roundTabName(round);
    const results = read.values.rounds
      .get(round)!
      .slice(1)
      .filter((row) => typeof row[0] === 'number' && cellText(row[RESULT_COLUMN]) !== '').length;
    if (results > 0) {
      const question = `${tab} already has ${results} result${results === 1 ? '' : 's'}. Undo the round anyway? Its tab and results will be deleted.`;
      if (!confirm(question)) return { undone: false, round, question };
    }

    const found = findUndoRecord(read.undo, round);
    const record = found?.record ?? null;
    const standings = standingsAfterUndo(
      valuesAfterUndo(read.values, round, record?.playerNumbers ?? null),
    );
    const standingsSheet = read.sheets.get(STANDINGS_TAB);

    workbook.deleteSheet(read.sheets.get(tab)!);
    // Its explanation goes with it.
    const why = workbook.getSheetByName(explanationTabName(round));
    if (why !== null) workbook.deleteSheet(why);
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
      // There was no Standings tab before this round was paired.
      if (standingsSheet !== undefined) workbook.deleteSheet(standingsSheet);
    } else if (typeof standings !== 'string') {
      writeStandingsTab(workbook, read.sheets, standings, read.standings);
    } else {
      if (record !== null && standingsSheet !== undefined)
        overwriteTab(standingsSheet, record.standings!, read.standings ?? []);
      standingsNote = ` The Standings could not be recomputed (${standings}); choose "Refresh standings" once that is corrected.`;
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
        : `${tab} was undone.`;
    return { undone: true, round, message: message + standingsNote };
  });
}
