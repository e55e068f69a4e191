/**
 * The Crosstable of a kind whose rounds come from a table (a round-robin):
 * the all-play-all grid, one row and one column a player, both in the order
 * of the Berger numbers, each cell the results against that opponent (two
 * with a double round-robin, in the order played), the diagonal crossed
 * out. Rank, points and tie-breaks come from the same standings as the
 * Standings tab; a player left out of the ranking (C.05 6.6, below half the
 * games) has no rank.
 */
import type { Tournament } from '../../engine/model/tournament.js';
import { formatTiebreak, type TiebreakSpec } from '../../engine/tiebreaks/index.js';
import { CROSSTABLE_PLAYER_HEADER, gameSymbol, type TableCell } from './crosstable-cells.js';
import { standingsRows, type StandingsChoice } from './standings-rows.js';
import { numberCell } from './standings-tab.js';

/** The cell where a player meets himself. */
export const SELF = '×';

export function crosstableGridHeader(
  players: number,
  tiebreaks: readonly TiebreakSpec[],
): TableCell[] {
  return [
    ...CROSSTABLE_PLAYER_HEADER,
    ...Array.from({ length: players }, (_, i) => String(i + 1)),
    'Points',
    ...tiebreaks.map(formatTiebreak),
  ];
}

export function crosstableGridValues(
  t: Tournament,
  throughRound: number,
  choice: StandingsChoice,
): TableCell[][] {
  const rows = new Map(standingsRows(t, throughRound, choice).map((row) => [row.id, row]));
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const body = [...t.players]
    .sort((a, b) => a.id - b.id)
    .map((player): TableCell[] => {
      const row = rows.get(player.id);
      const cells = ids.map((opponent) => {
        if (opponent === player.id) return SELF;
        return player.rounds
          .slice(0, throughRound)
          .filter((r) => r?.opponent === opponent)
          .map((r) => gameSymbol(r!))
          .join(' ');
      });
      return [
        row === undefined || row.excluded === true ? '' : row.rank,
        player.id,
        player.name,
        player.title,
        player.federation,
        player.rating === 0 ? '' : player.rating,
        ...cells,
        numberCell(row?.points ?? null),
        ...(row?.values ?? []).map(numberCell),
      ];
    });
  return [crosstableGridHeader(ids.length, choice.tiebreaks), ...body];
}
