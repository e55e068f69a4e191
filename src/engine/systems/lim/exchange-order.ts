/**
 * The order of Lim 2.4 and section 4, on a list already arranged in
 * scrutiny order: by pairing number from #1 down when pairing downward
 * (4.1.a), reversed when pairing upwards (4.1.b), which mirrors the tables.
 */

/**
 * Lim 2.4: "1 v (n/2 + 1), 2 v (n/2 + 2) … n/2 v n".
 */
export function proposedPairings<T>(players: readonly T[]): [T, T][] {
  const half = players.length / 2;
  const pairs: [T, T][] = [];
  for (let i = 0; i < half; i++) pairs.push([players[i]!, players[i + half]!]);
  return pairs;
}

/**
 * The opponents tried, in turn, for the first player of `players` (the one
 * scrutinised now), Lim 4.2: with six players, #1 meets 4, then 5, then 6
 * (its proposed opponent and then the rest of the bottom half), then 3 and
 * 2 (the top half, upwards from the middle). Whatever opponent is taken, the
 * players left are proposed again by 2.4, which gives every column of the
 * tables of 4.2 and 4.3.
 */
export function exchangeCandidates<T>(players: readonly T[]): T[] {
  const half = Math.floor(players.length / 2);
  const order: T[] = players.slice(half);
  for (let i = half - 1; i >= 1; i--) order.push(players[i]!);
  return order;
}
