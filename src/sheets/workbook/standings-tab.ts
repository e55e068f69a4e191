/**
 * The Standings tab: rank, No., name, rating and points, best first.
 * Tie-break columns come after Points once the tie-break list is chosen:
 * `StandingsColumn`s added to the list passed to standingsTabValues.
 */
import { pointsAfter } from '../../engine/model/results.js';
import type { Player, Tournament } from '../../engine/model/tournament.js';
import type { CellValue } from '../ports.js';

/** A column after Points: a header and a value per player (a tie-break, later). */
export interface StandingsColumn {
  header: string;
  valueOf(player: Player): CellValue;
}

export const STANDINGS_HEADER = ['Rank', 'No.', 'Name', 'Rating', 'Points'] as const;

/**
 * Players by their points in rounds 1..`throughRound`, then pairing number.
 * Players with equal points share the rank until tie-breaks separate them
 * (C.07 2.1).
 */
export function standingsTabValues(
  t: Tournament,
  throughRound: number,
  extraColumns: readonly StandingsColumn[] = [],
): CellValue[][] {
  const rows = t.players
    .map((player) => ({ player, points: pointsAfter(player, t.pointSystem, throughRound) }))
    .sort((a, b) => b.points - a.points || a.player.id - b.player.id);
  let rank = 0;
  const body = rows.map(({ player, points }, index) => {
    if (index === 0 || points !== rows[index - 1].points) rank = index + 1;
    return [
      rank,
      player.id,
      player.name,
      player.rating === 0 ? '' : player.rating,
      points,
      ...extraColumns.map((column) => column.valueOf(player)),
    ];
  });
  return [[...STANDINGS_HEADER, ...extraColumns.map((column) => column.header)], ...body];
}
