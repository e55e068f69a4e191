import type { RatingPlayer } from './players.js';

/**
 * F.1 "After a pairing is complete sort the pairing before making them
 * public. The sorting criteria are (with descending priority) the score of
 * the higher player of the pairing involved; the sum of the scores of both
 * players of the pairing involved; the rank according to A2 of the higher
 * player of the pairing involved." The higher player is the one ranked
 * higher by A.2.
 */
export function boardOrder<T extends { a: RatingPlayer; b: RatingPlayer }>(games: T[]): T[] {
  const higher = (g: T) => (g.a.rank < g.b.rank ? g.a : g.b);
  return [...games].sort((g, h) => {
    const gh = higher(g);
    const hh = higher(h);
    return (
      hh.score - gh.score || h.a.score + h.b.score - (g.a.score + g.b.score) || gh.rank - hh.rank
    );
  });
}
