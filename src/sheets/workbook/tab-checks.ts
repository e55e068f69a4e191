/**
 * Faults in the shape of the tabs rather than in their values: merged cells,
 * and a Round tab the add-on no longer recognises by its name. Each would
 * make the values say something other than what the organiser sees.
 */
import { said, tabNamed } from '../../messages/index.js';
import type { CellArea, CellValue } from '../ports.js';
import { a1Notation, cellText } from './cells.js';
import type { ProblemList } from './input-problems.js';
import { ROUND_HEADER } from './round-tab.js';
import { roundTabName } from './tab-names.js';

/**
 * A merged block holds one value for several cells: Sheets gives it to the
 * top-left cell and blanks the rest, other programs copy it into every cell
 * (board 2 would get board 1's result). Neither is what the organiser meant,
 * so any merged block in a tab the add-on reads is refused.
 */
export function reportMergedCells(
  tab: string,
  areas: readonly CellArea[],
  problems: ProblemList,
): void {
  for (const area of [...areas].sort((a, b) => a.row - b.row || a.column - b.column)) {
    const last = { row: area.row + area.numRows - 1, column: area.column + area.numColumns - 1 };
    problems.add(
      tab,
      area.row,
      said('problem.tabs.merged', {
        cells: `${a1Notation(area.row, area.column)}:${a1Notation(last.row, last.column)}`,
        rows: area.numRows > 1,
      }),
    );
  }
}

/** What Sheets and Excel show in a cell whose formula fails. */
const FORMULA_ERROR = /^#(REF!|N\/A|VALUE!|DIV\/0!|NAME\?|NUM!|NULL!|ERROR!|SPILL!|CALC!)$/;

/**
 * A formula's error in a cell the add-on reads would be taken as typed text
 * (a player named "#REF!") or, in a number column, misreported: each such
 * cell is named for what it is.
 */
export function reportFormulaErrors(
  tab: string,
  values: readonly (readonly CellValue[])[],
  problems: ProblemList,
): void {
  values.forEach((cells, index) =>
    cells.forEach((cell, column) => {
      // Only a text can be one (a number, date or boolean never reads as "#…"): every cell of
      // every tab read comes here.
      if (typeof cell !== 'string') return;
      const text = cellText(cell);
      if (FORMULA_ERROR.test(text))
        problems.add(
          tab,
          index + 1,
          said('problem.tabs.formulaError', {
            cell: a1Notation(index + 1, column + 1),
            value: text,
          }),
        );
    }),
  );
}

/** The header cells a Round tab starts with, compared without case or spacing. */
function isRoundHeader(header: readonly CellValue[]): boolean {
  return ROUND_HEADER.every(
    (text, column) => cellText(header[column]).toLowerCase() === text.toLowerCase(),
  );
}

/**
 * A tab that is a Round tab under another name ("Round 6 (old)", "round 6",
 * "R6", or any name with a Round tab's header): the add-on reads Round tabs
 * by name, so it would pair that round again. Refused, naming the tab,
 * unless its name gives a round that has its Round tab (a copy kept, notes
 * on "Round 6" beside "Round 6": nothing would be paired twice).
 */
export function reportRenamedRoundTabs(
  headers: ReadonlyMap<string, readonly CellValue[]>,
  roundsPaired: ReadonlySet<number>,
  problems: ProblemList,
): void {
  for (const [name, header] of headers) {
    const named = /^\s*(round|rd|r)\s*\.?\s*(\d+)/i.exec(name);
    if (named === null && !isRoundHeader(header)) continue;
    const mentioned = /(?:round|rd)\s*\.?\s*(\d+)|^\s*r\s*(\d+)/i.exec(name);
    if (mentioned !== null && roundsPaired.has(Number(mentioned[1] ?? mentioned[2]))) continue;
    const round = named === null ? 0 : Number(named[2]);
    const roundN = said('problem.tabs.roundN');
    const asked = round >= 1 ? tabNamed(roundTabName(round)) : roundN;
    problems.add(name, null, said('problem.tabs.roundLookalike', { roundN, asked }));
  }
}
