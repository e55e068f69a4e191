import type { CellValue } from '../ports.js';
import { newPairingNumbers } from '../workbook/pairing-numbers.js';
import { isTableMade } from '../workbook/settings-tab.js';
import { tableNumbers } from '../workbook/table-draw.js';
import {
  tournamentFromWorkbook,
  type WorkbookTournament,
  type WorkbookValues,
} from '../workbook/tournament-from-workbook.js';

export interface NumberedWorkbook {
  /** The tournament with every player numbered. */
  read: WorkbookTournament;
  /** The Players tab's No. column (rows 2 and below) before and after numbering; null if unchanged. */
  numberColumn: { column: number; before: CellValue[][]; after: CellValue[][] } | null;
  /** The seed a drawing of lots made here used, for the Settings to record; null when none was drawn. */
  drawnWithSeed: number | null;
}

/**
 * The tournament as it will be once the players without a pairing number
 * have one: the numbers are written into a copy of the Players tab's values,
 * which is read again, so that what is paired is exactly what the tab will say.
 */
export function numberedWorkbook(values: WorkbookValues, newSeed?: () => number): NumberedWorkbook {
  const first = tournamentFromWorkbook(values);
  const { settings } = first;
  // A round-robin's numbers are its Berger numbers, drawn by lot (the seed the Settings record, or a new one).
  const seed =
    settings.drawingOfLots === 'hand' ? null : (settings.drawSeed ?? newSeed?.() ?? null);
  const numbers = !isTableMade(settings)
    ? newPairingNumbers(first.playersTab.players, first.roundsPaired)
    : tableNumbers(first.playersTab.players, first.roundsPaired, {
        method: settings.drawingOfLots,
        seed,
      });
  if (numbers.size === 0 || values.players === null)
    return { read: first, numberColumn: null, drawnWithSeed: null };
  const column = first.playersTab.numberColumn;
  const players = values.players.map((row, index) => {
    const number = numbers.get(index + 1);
    if (number === undefined) return row;
    const copy = [...row];
    copy[column] = number;
    return copy;
  });
  return {
    read: tournamentFromWorkbook({ ...values, players }),
    numberColumn: {
      column,
      before: values.players.slice(1).map((row) => [row[column] ?? '']),
      after: players.slice(1).map((row) => [row[column] ?? '']),
    },
    drawnWithSeed: isTableMade(settings) ? seed : null,
  };
}
