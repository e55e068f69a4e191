import type { Tournament } from '../../src/engine/model/tournament.js';
import { computeStandings, type StandingsOptions } from '../../src/engine/standings/index.js';

/** One tie-break's value for every player, by pairing number, through the public standings API. */
export function valuesOf(
  t: Tournament,
  tiebreak: string,
  options: Omit<StandingsOptions, 'tiebreaks'> = {},
): Record<number, number | null> {
  const out: Record<number, number | null> = {};
  for (const row of computeStandings(t, { ...options, tiebreaks: tiebreak }))
    out[row.id] = row.values[0] ?? null;
  return out;
}

/** The values for the listed players only. */
export function pick<T>(values: Record<number, T>, ...ids: number[]): Record<number, T> {
  return Object.fromEntries(ids.map((id) => [id, values[id]])) as Record<number, T>;
}
