import { CardinalityMatcher } from '../../matching/index.js';

/** Each player's candidates among the next ones in the list, asked before every other pair. */
const NEIGHBOURS = 8;

/**
 * Can the `count` players of a list all be paired among themselves, `mayMeet(i, j)` saying by
 * their places whether two may meet? (The C.04.4 systems' [C4], the bye's "leaves a complete
 * pairing of the others".) A complete pairing that uses some of the allowed pairs is one of all of
 * them: each player's next few in the list are tried first, and only when they leave someone
 * unpaired are the other pairs asked, the matching resuming from what the first ones paired.
 * Asking every pair of everyone still to pair, at every scoregroup and for every bye candidate,
 * was a tenth to a fifth of a Dubov or Burstein round at 1,000 players; the answer is the same.
 */
export function pairsEveryone(count: number, mayMeet: (i: number, j: number) => boolean): boolean {
  if (count % 2 === 1) return false;
  const m = new CardinalityMatcher(count);
  const near = (i: number) => Math.min(count - 1, i + NEIGHBOURS);
  for (let i = 0; i < count; i++)
    for (let j = i + 1; j <= near(i); j++) if (mayMeet(i, j)) m.setEdge(i, j, true);
  m.solve();
  if (m.isPerfect()) return true;
  for (let i = 0; i < count; i++)
    for (let j = near(i) + 1; j < count; j++) if (mayMeet(i, j)) m.setEdge(i, j, true);
  m.solve();
  return m.isPerfect();
}
