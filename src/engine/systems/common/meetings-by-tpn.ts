/**
 * A system's [C1]/[C3] answer for every pair of a round's players, worked out once in a table by
 * TPN: the systems' matchings ask it of every pair of everyone still to pair, bracket after
 * bracket, and each answer otherwise costs two set look-ups.
 */
export function meetingsByTpn<P extends { readonly tpn: number }>(
  players: readonly P[],
  mayMeet: (a: P, b: P) => boolean,
): (a: P, b: P) => boolean {
  const size = Math.max(-1, ...players.map((p) => p.tpn)) + 1;
  const allowed = new Uint8Array(size * size);
  const seen = new Uint8Array(size);
  for (const p of players) {
    if (seen[p.tpn]) throw new Error('internal: two players with one TPN');
    seen[p.tpn] = 1;
  }
  for (let i = 0; i < players.length; i++)
    for (let j = i + 1; j < players.length; j++) {
      const a = players[i]!;
      const b = players[j]!;
      if (mayMeet(a, b)) allowed[a.tpn * size + b.tpn] = allowed[b.tpn * size + a.tpn] = 1;
    }
  return (a, b) => allowed[a.tpn * size + b.tpn] === 1;
}
