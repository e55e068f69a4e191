/**
 * Six players typed into the Players tab for the organiser-control tests:
 * numbered by rating, so No. 1 is Adams ... No. 6 is Fox; round 1 of the
 * Dutch system with White for No. 1 is then 1-4, 5-2, 3-6.
 */
import type { FakeAppsScript } from '../apps-script/index.js';
import { PLAYERS_HEADER } from './club-players.js';

export const SIX_NAMES = [
  'Adams, Tom',
  'Baker, Sue',
  'Costa, Rui',
  'Dubois, Marc',
  'Eriksen, Lars',
  'Fox, Ann',
] as const;
export const SIX_RATINGS = [2150, 2100, 2050, 2000, 1950, 1900] as const;

/** The first columns of a Round tab, as an organiser copies them to type boards. */
export const ROUND_HEADER_TYPED = ['Board', 'No.', 'White', 'Rating', 'Points', 'Result', 'No.'];

/** Types the six players (Players tab made by "Create tournament tabs"), by 0-based index. */
export function typeSixPlayers(
  fake: FakeAppsScript,
  columns: { notAgainst?: Record<number, string>; status?: Record<number, string> } = {},
): void {
  const rows = SIX_NAMES.map((name, i) => [
    '',
    name,
    '',
    SIX_RATINGS[i]!,
    '',
    '',
    '',
    'm',
    columns.status?.[i] ?? 'active',
    '',
    columns.notAgainst?.[i] ?? '',
    '',
  ]);
  fake.spreadsheet
    .getSheetByName('Players')!
    .getRange(1, 1, rows.length + 1, PLAYERS_HEADER.length)
    .setValues([PLAYERS_HEADER, ...rows]);
}

/** A tab's values. */
export function tabValues(fake: FakeAppsScript, name: string): unknown[][] {
  return fake.spreadsheet.getSheetByName(name)!.getDataRange().getValues();
}

/** The boards of a Round tab as "board: white-black". */
export function boardsOf(values: unknown[][]): string[] {
  return values.filter((r) => typeof r[0] === 'number').map((r) => `${r[0]}: ${r[1]}-${r[6]}`);
}

/** A new tab "Round N" with boards typed by hand: [board, white, black] rows under the header. */
export function typeBoards(fake: FakeAppsScript, round: number, boards: number[][]): unknown[][] {
  const sheet = fake.spreadsheet.insertSheet(`Round ${round}`);
  const rows = boards.map(([board, white, black]) => [board, white, '', '', '', '', black]);
  const values = [ROUND_HEADER_TYPED, ...rows];
  sheet.getRange(1, 1, values.length, 7).setValues(values);
  return values;
}
