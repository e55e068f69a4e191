/**
 * What "Undo last round" needs to put the workbook back exactly as it was
 * before a round was paired, kept as JSON in a row of the hidden Undo tab:
 * column A the round, the next columns the JSON in pieces small enough for
 * a cell (Sheets holds at most 50,000 characters in one).
 */
import type { CellValue } from '../ports.js';
import { cellText, wholeNumber } from './cells.js';
import { jsonCells, valueOfJsonCells } from './json-cells.js';
import { PLAYER_COLUMNS } from './players-tab.js';
import type { TableDraw } from './table-draw.js';

export interface UndoRecord {
  round: number;
  /** The Players tab's No. column (rows 2 and below) before the pairing, if it wrote numbers there. */
  playerNumbers: { column: number; values: CellValue[][] } | null;
  /**
   * The Standings tab before the pairing, null when there was no such tab:
   * its values as the add-on made them then (records of earlier versions:
   * as read), which Undo writes back only when it cannot work them out again.
   */
  standings: CellValue[][] | null;
  /**
   * The Crosstable and By name tabs before the pairing, as the Standings: null
   * when there was no such tab, undefined in a record made before they existed.
   */
  crosstable?: CellValue[][] | null;
  byName?: CellValue[][] | null;
  /** What the round was paired with (absent in records of older versions); see PairedWith. */
  pairedWith?: PairedWith;
  /** The Round tab as the organiser typed it before "Pair the rest" filled it; Undo puts it back. */
  typedBoards?: CellValue[][];
  /** A round-robin's drawing of lots as the round was paired with it (table-draw.ts). */
  draw?: TableDraw;
}

/**
 * The organiser's restrictions a round was paired with, kept so that later
 * changes can be told apart (C.02.03: a FIDE-rated event adds no forbidden
 * pair after round 1); the record goes when its round is undone.
 */
export interface PairedWith {
  /** The forbidden pairs (Not against, Club), lower number first. */
  forbiddenPairs: number[][];
  /** The highest pairing number then: players numbered later are late entries. */
  highestNumber: number;
}

const VERSION = 1;

/** The Undo tab row for a record. */
export function undoRow(record: UndoRecord): CellValue[] {
  return [record.round, ...jsonCells({ version: VERSION, ...record })];
}

/**
 * The records found in each Undo tab as read, by round: a record holds the derived tabs'
 * values (about 175,000 characters of JSON at 1,000 players), and a click asks for the same one several
 * times. The tab's values are never changed once read (a write makes a new read).
 */
const FOUND = new WeakMap<readonly CellValue[][], Map<number, FoundUndoRecord | null>>();

type FoundUndoRecord = { row: number; record: UndoRecord };

/** The record of `round` in the Undo tab's values, or null when there is none. */
export function findUndoRecord(
  values: CellValue[][] | null,
  round: number,
): FoundUndoRecord | null {
  if (values === null) return null;
  const found = FOUND.get(values) ?? new Map<number, FoundUndoRecord | null>();
  FOUND.set(values, found);
  if (!found.has(round)) found.set(round, parsedUndoRecord(values, round));
  // The callers read the record; none changes it.
  return found.get(round)!;
}

function parsedUndoRecord(values: CellValue[][], round: number): FoundUndoRecord | null {
  for (let index = values.length - 1; index >= 0; index--) {
    const [first, ...pieces] = values[index];
    if (wholeNumber(first) !== round) continue;
    try {
      const parsed = valueOfJsonCells(pieces) as UndoRecord & { version: number };
      if (parsed.version !== VERSION || parsed.round !== round) return null;
      const { version: _version, ...record } = parsed;
      return { row: index + 1, record };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The earliest round whose record says what it was paired with: round 1
 * when the add-on paired it; a later round when the first rounds were
 * imported from a TRF file (or paired by an older version).
 */
export function earliestPairedWith(
  values: CellValue[][] | null,
): { round: number; pairedWith: PairedWith } | null {
  const rounds = (values ?? [])
    .map(([first]) => wholeNumber(first))
    .filter((round): round is number => round !== null)
    .sort((a, b) => a - b);
  for (const round of rounds) {
    const pairedWith = findUndoRecord(values, round)?.record.pairedWith;
    if (pairedWith !== undefined) return { round, pairedWith };
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
