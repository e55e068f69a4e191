/**
 * "Undo last round" for a team event: the last Round tab goes, and the match
 * scores and Team standings are worked out again from what remains. Pairing
 * changed nothing else (the teams and rosters stay as typed), so nothing else
 * is put back. A round with results asks `confirm` first.
 */
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { AddonError } from '../use-cases/addon-error.js';
import type { UndoOutcome } from '../use-cases/undo-last-round.js';
import { explanationTabName, roundTabName } from '../workbook/tab-names.js';
import { writeTeamDerivedTabs } from './team-tabs-io.js';
import { readTeamWorkbook } from './team-workbook.js';

export function undoLastTeamRound(
  ports: RecognisingPorts,
  confirm: (question: string) => boolean,
): UndoOutcome {
  const workbook = ports.workbook();
  const book = readTeamWorkbook(workbook);
  const { t } = book;
  const last = book.rounds[book.rounds.length - 1];
  if (last === undefined) throw new AddonError(t.text('team.nothingToUndo'));
  const round = last.round;
  const results =
    last.matches.filter((m) => m.forfeit !== null).length +
    last.matches.flatMap((m) => m.boards).filter((b) => b.result !== null).length;
  if (results > 0) {
    const question = t.text('team.undoQuestion', { round, results });
    if (!confirm(question)) return { undone: false, round, question };
  }
  const tab = roundTabName(round);
  workbook.deleteSheet(book.sheets.get(tab)!);
  const why = workbook.getSheetByName(explanationTabName(round));
  if (why !== null) workbook.deleteSheet(why);
  book.tabs = book.tabs.filter((name) => name !== tab && name !== explanationTabName(round));
  book.sheets.delete(tab);
  book.rounds.pop();
  book.roundValues.delete(round);
  writeTeamDerivedTabs(workbook, book);
  return { undone: true, round, message: t.text('team.undone', { round }) };
}
