/**
 * The names a Round tab shows beside its pairing numbers, digested: the add-on
 * keeps the digest of the names it wrote with the tab, so that a later read can
 * take the numbers alone and tell, from the Players tab's names for those
 * numbers, whether the names it did not read would match them
 * (round-consistency.ts's reportMovedNumbers is the check they serve).
 */
import type { CellValue } from '../ports.js';
import { cellText, wholeNumber } from './cells.js';
import { nameKey } from './name-key.js';
import type { RoundLayout } from './round-tab.js';
import { digestOf } from './written-record.js';

/** The No. column of White (and of a bye row's player); Black's is the layout's. */
const WHITE_NUMBER = 1;

/** A Round tab's record (Sheet.recordWritten): the digest of the names written beside the numbers. */
export interface RoundNamesRecord {
  names: string;
}

/**
 * The digest of the name beside every pairing number of `values` (header first), each
 * name given by `nameOf(row, column, number)`, in the form the check compares (nameKey).
 */
export function shownNamesDigest(
  values: readonly (readonly CellValue[])[],
  layout: RoundLayout,
  nameOf: (row: number, column: number, number: number) => string,
): string {
  const parts: string[] = [];
  values.forEach((cells, row) => {
    if (row === 0) return;
    for (const column of [WHITE_NUMBER, layout.black]) {
      const number = wholeNumber(cells[column]);
      if (number === null || number < 1) continue;
      parts.push(
        `${row}\u001f${column}\u001f${number}\u001f${nameKey(nameOf(row, column, number))}`,
      );
    }
  });
  return digestOf(parts.join('\u001e'));
}

/** The record of a Round tab as written: the names as they stand beside the numbers. */
export function roundNamesRecord(
  values: readonly (readonly CellValue[])[],
  layout: RoundLayout,
): string {
  const record: RoundNamesRecord = {
    names: shownNamesDigest(values, layout, (row, column) => cellText(values[row]![column + 1])),
  };
  return JSON.stringify(record);
}

/** The digest of a Round tab's record, null when it has none or not this kind. */
export function recordedNames(text: string | null): string | null {
  if (text === null) return null;
  try {
    const record = JSON.parse(text) as Partial<RoundNamesRecord> | null;
    return typeof record?.names === 'string' ? record.names : null;
  } catch {
    return null;
  }
}
