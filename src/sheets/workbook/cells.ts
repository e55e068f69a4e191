import type { CellValue } from '../ports.js';

/** A cell as trimmed text ('' for a blank). */
export function cellText(value: CellValue | undefined): string {
  if (value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

export function isBlankCell(value: CellValue | undefined): boolean {
  return cellText(value) === '';
}

export function isBlankRow(row: readonly CellValue[]): boolean {
  return row.every(isBlankCell);
}

/**
 * A whole number typed in a cell, whether Sheets stored it as a number or
 * (plain-text format) as digits; null when it is something else.
 */
export function wholeNumber(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const text = cellText(value);
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** A number typed in a cell (a decimal comma is accepted); null when it is not one. */
export function decimalNumber(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = cellText(value).replace(',', '.');
  if (text === '½') return 0.5;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : null;
}

/** "F2" for row 2, column 6. */
export function a1Notation(row: number, column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return `${letters}${row}`;
}

/** The last cell of an A1 range ("A1:N1001" or "A1"), as [row, column]; null for another text. */
export function lastCellOf(range: string): [number, number] | null {
  const last = /([A-Z]+)(\d+)$/.exec(range);
  if (last === null) return null;
  let column = 0;
  for (const letter of last[1]!) column = column * 26 + letter.charCodeAt(0) - 64;
  return [Number(last[2]), column];
}

/** How a cell is quoted back to the organiser in a message. */
export function quoted(value: CellValue): string {
  return `"${cellText(value)}"`;
}
