import type { BracketShape } from './bracket-model.js';

/** Each player's nearest players in the shape's order, on each side. */
const NEIGHBOURS = 8;
/** Players on each side of a player's natural opponent (the same place in the other half). */
const NATURAL_WINDOW = 4;
/** The last players of the bracket and the first of the players below, every pair between them. */
const BOUNDARY = 16;

/**
 * The pairs a bracket's matching starts from when it holds only some of
 * them (bracket-edges.ts): those where the optimum and the choices of
 * section D are to be expected. The candidates only decide what is tried
 * first; the dual certificate of every solve brings in whatever pair the
 * optimum of the whole bracket needs, so this choice never changes a
 * pairing, only how many re-solves that takes.
 *  - every pair of an MDP with a resident (B.3: S1 holds the MDPs; D.1 and D.3 choose among all
 *    residents; an MDP's pairs below the bracket come in through the certificate);
 *  - each player's nearest players in rank order: ties on every criterion are broken by
 *    section D's order, which favours near ranks;
 *  - each resident's natural opponent, the same place in the other half (B.2, D.1: S1 meets
 *    S2 in order), with a window around it; the same inside each scoregroup below;
 *  - the bracket's lowest players with the highest below: the downfloaters' opponents.
 * Calls add(i, j) with i < j, possibly more than once for a pair.
 */
export function forEachCandidate(
  shape: Pick<BracketShape, 'players' | 'mdpCount' | 'bracketEnd'>,
  add: (i: number, j: number) => void,
): void {
  const { players, mdpCount, bracketEnd } = shape;
  const n = players.length;
  for (let i = 0; i < mdpCount; i++) for (let j = mdpCount; j < bracketEnd; j++) add(i, j);
  for (let i = mdpCount; i < n; i++)
    for (let j = i + 1, end = Math.min(n, i + NEIGHBOURS + 1); j < end; j++) add(i, j);
  let start = mdpCount;
  while (start < n) {
    let end = start + 1;
    if (start >= bracketEnd) while (end < n && players[end]!.score === players[start]!.score) end++;
    else end = bracketEnd;
    addNaturalOpponents(start, end, add);
    start = end;
  }
  for (let i = Math.max(mdpCount, bracketEnd - BOUNDARY); i < bracketEnd; i++)
    for (let j = bracketEnd, end = Math.min(n, bracketEnd + BOUNDARY); j < end; j++) add(i, j);
}

/** Players [start, end) as one group: each of the upper half with the window around its natural opponent. */
function addNaturalOpponents(
  start: number,
  end: number,
  add: (i: number, j: number) => void,
): void {
  const half = Math.floor((end - start) / 2);
  if (half <= NEIGHBOURS) return;
  for (let i = start; i < start + half; i++) {
    const from = Math.max(start + half, i + half - NATURAL_WINDOW);
    const to = Math.min(end - 1, i + half + NATURAL_WINDOW);
    for (let j = from; j <= to; j++) add(i, j);
  }
}
