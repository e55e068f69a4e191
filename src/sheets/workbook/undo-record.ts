/**
 * What "Undo last round" needs to put the workbook back exactly as it was
 * before a round was paired, kept as JSON in a row of the hidden Undo tab:
 * column A the round, the next columns the JSON in pieces small enough for
 * a cell (Sheets holds at most 50,000 characters in one).
 */
import type { CellValue } from '../ports.js';
import { cellText, wholeNumber } from './cells.js';
import { PLAYER_COLUMNS } from './players-tab.js';

export interface UndoRecord {
  round: number;
  /** The Players tab's No. column (rows 2 and below) before the pairing, if it wrote numbers there. */
  playerNumbers: { column: number; values: CellValue[][] } | null;
  /** The Standings tab's values before the pairing; null when there was no such tab. */
  standings: CellValue[][] | null;
}

const PIECE = 40_000;
/** Starts every piece so that Sheets can never read one as a number, a date or a boolean. */
const MARK = '|';
const VERSION = 1;

/** The Undo tab row for a record. */
export function undoRow(record: UndoRecord): CellValue[] {
  const json = JSON.stringify({ version: VERSION, ...record });
  const pieces: string[] = [];
  for (let at = 0; at < json.length; at += PIECE) pieces.push(MARK + json.slice(at, at + PIECE));
  return [record.round, ...pieces];
}

/** The record of `round` in the Undo tab's values, or null when there is none. */
export function findUndoRecord(
  values: CellValue[][] | null,
  round: number,
): { row: number; record: UndoRecord } | null {
  if (values === null) return null;
  for (let index = values.length - 1; index >= 0; index--) {
    const [first, ...pieces] = values[index];
    if (wholeNumber(first) !== round) continue;
    try {
      const json = pieces.map((piece) => String(piece).slice(MARK.length)).join('');
      const parsed = JSON.parse(json) as UndoRecord & {
        version: number;
      };
      if (parsed.version !== VERSION || parsed.round !== round) return null;
      return {
        row: index + 1,
        record: {
          round: parsed.round,
          playerNumbers: parsed.playerNumbers,
          standings: parsed.standings,
        },
      };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The Players tab's No. column (rows 2 and below, at its header "No.") with
 * the numbers a pairing gave taken back: a No. that was not in the column
 * before that pairing is blanked, wherever its row is now. The rows are not
 * matched by position: the organiser may have sorted or filled the tab since.
 */
export function numbersTakenBack(
  players: readonly CellValue[][],
  given: NonNullable<UndoRecord['playerNumbers']>,
): { column: number; values: CellValue[][] } {
  const header = (players[0] ?? []).map((cell) => cellText(cell).toLowerCase());
  const found = header.indexOf(PLAYER_COLUMNS.number.toLowerCase());
  const column = found >= 0 ? found : given.column;
  const before = new Set(given.values.map(([value]) => wholeNumber(value)));
  const values = players.slice(1).map((row) => {
    const number = wholeNumber(row[column]);
    return [number !== null && !before.has(number) ? '' : (row[column] ?? '')];
  });
  return { column, values };
}
