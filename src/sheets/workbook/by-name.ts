/**
 * The "By name" tab: the latest round with every player listed
 * alphabetically, with board, colour and opponent, so that a player finds
 * his board at a glance (chess-results' alphabetical list). Pure: values only.
 */
import { byeLabel } from './byes.js';
import type { TableCell } from './crosstable.js';
import { pointsSymbol, type RoundContent } from './round-tab.js';
import { COLUMN, type ColumnStyle } from './tab-layout.js';

export const BY_NAME_HEADER = ['Name', 'No.', 'Board', 'Colour', 'Opponent', 'No.'] as const;

export const BY_NAME_STYLES: readonly ColumnStyle[] = [
  COLUMN.text,
  COLUMN.id,
  COLUMN.board,
  COLUMN.result,
  COLUMN.text,
  COLUMN.id,
];

/** "1 point", "½ point", "0 points". */
function pointsWords(points: number): string {
  return `${pointsSymbol(points)} point${points === 1 || points === 0.5 ? '' : 's'}`;
}

/**
 * The order of localeCompare(…, 'en', { sensitivity: 'base' }), made once: localeCompare with
 * options builds a collator at every comparison, about 0.5 s of a 1,000-player click.
 */
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' });

/** Names in the reader's alphabetical order (accents and case aside), then by No. */
function byName(a: TableCell[], b: TableCell[]): number {
  return NAME_ORDER.compare(String(a[0]), String(b[0])) || Number(a[1]) - Number(b[1]);
}

/**
 * The tab for round `content` (games in board order, then the byes); header
 * included. A two-game match (C.04.5) shows both games' colours, game 2
 * reversing them, and a bye what it gives for the match (both games).
 */
export function byNameValues(content: RoundContent, gamesPerRound: 1 | 2 = 1): TableCell[][] {
  const rows: TableCell[][] = [];
  const [white, black] =
    gamesPerRound === 2 ? ['White, Black', 'Black, White'] : ['White', 'Black'];
  content.games.forEach((game, index) => {
    rows.push([
      game.white.name,
      game.white.number,
      index + 1,
      white,
      game.black.name,
      game.black.number,
    ]);
    rows.push([
      game.black.name,
      game.black.number,
      index + 1,
      black,
      game.white.name,
      game.white.number,
    ]);
  });
  for (const { code, player, points, free } of content.byes) {
    rows.push([
      player.name,
      player.number,
      '',
      '',
      `${byeLabel({ code, free })} (${pointsWords(points * gamesPerRound)})`,
      '',
    ]);
  }
  return [[...BY_NAME_HEADER], ...rows.sort(byName)];
}
