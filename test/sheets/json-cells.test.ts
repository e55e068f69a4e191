/**
 * JSON kept in the cells of a hidden tab (Undo data, Imported file): every
 * cell within Excel's 32,767 characters (Sheets allows 50,000), each a text
 * Sheets cannot read as a number or a date, and the value read back whole.
 */
import { describe, expect, it } from 'vitest';
import { jsonCells, valueOfJsonCells } from '../../src/sheets/workbook/json-cells.js';

describe('jsonCells', () => {
  it('splits a long value into cells Excel holds, and reads it back, blank cells after it ignored', () => {
    const value = { lines: Array.from({ length: 3000 }, (_, i) => `001 ${i} ${'x'.repeat(20)}`) };
    const cells = jsonCells(value);
    expect(JSON.stringify(value).length).toBeGreaterThan(60_000);
    expect(cells.length).toBeGreaterThan(2);
    for (const cell of cells) {
      expect(cell.length).toBeLessThanOrEqual(32_767);
      expect(cell.startsWith('|')).toBe(true);
    }
    expect(valueOfJsonCells([...cells, '', ''])).toEqual(value);
  });

  it('a value that is a number alone is still text in its cell', () => {
    expect(jsonCells(12)).toEqual(['|12']);
    expect(valueOfJsonCells(['|12'])).toBe(12);
  });
});
