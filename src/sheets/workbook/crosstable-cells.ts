/** The pieces of a Crosstable tab that the Swiss crosstable and the round-robin grid share. */
import type { ResultCode, RoundRecord } from '../../engine/model/tournament.js';

export type TableCell = string | number;

export const CROSSTABLE_PLAYER_HEADER = [
  'Rank',
  'No.',
  'Name',
  'Title',
  'Federation',
  'Rating',
] as const;

const GAME_SYMBOL: Partial<Record<ResultCode, string>> = {
  '1': '1',
  W: '1',
  '=': '½',
  D: '½',
  '0': '0',
  L: '0',
  '+': '+',
  '-': '-',
};

/** A game's result as a crosstable writes it: 1, ½, 0, or + and - for a forfeit (C.04.2 3.5). */
export function gameSymbol(record: RoundRecord): string {
  return record.result === null ? '' : (GAME_SYMBOL[record.result] ?? '');
}
