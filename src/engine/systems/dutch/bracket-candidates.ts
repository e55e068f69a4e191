import type { BracketShape } from './bracket-model.js';

/** Each player's nearest players in the shape's order, on each side. */
const NEIGHBOURS = 8;
/** Players on each side of a player's natural opponent (the same place in the other half). */
const NATURAL_WINDOW = 4;
/** The last players of the bracket and the first of the players below, every pair between them. */
const BOUNDARY = 16;
/** Players of each colour preference taken on each side of a player's natural opponent, and after him. */
const BY_COLOUR = 3;

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
 *  - the bracket's lowest players with the highest below: the downfloaters' opponents;
 *  - in each such group, players by colour preference, near and far (addByColour).
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
    addByColour(players, start, end, add);
    start = end;
  }
  for (let i = Math.max(mdpCount, bracketEnd - BOUNDARY); i < bracketEnd; i++)
    for (let j = bracketEnd, end = Math.min(n, bracketEnd + BOUNDARY); j < end; j++) add(i, j);
  let nextEnd = bracketEnd;
  while (nextEnd < n && players[nextEnd]!.score === players[bracketEnd]!.score) nextEnd++;
  addLowestResidents(players, mdpCount, bracketEnd, nextEnd, add);
}

/**
 * Each player of the next scoregroup [boundary, to) with the BY_COLOUR lowest residents
 * [from, boundary) of every colour preference. Where many residents float (a naive 9,999-player
 * round 3, 2025 edition: a bracket of 779 with 4,053 below), the optimum of near pairs alone left
 * the duals of players far below the boundary unbounded by any resident of the other preference:
 * the first certificate brought in 70,816 pairs (16 a row) and a second solve from scratch.
 */
function addLowestResidents(
  players: BracketShape['players'],
  from: number,
  boundary: number,
  to: number,
  add: (i: number, j: number) => void,
): void {
  if (boundary - from <= 2 * NEIGHBOURS || to - boundary <= 2 * NEIGHBOURS) return;
  const lowest: number[] = [];
  const taken = new Int32Array(CLASSES);
  for (let i = boundary - 1; i >= from; i--) {
    const c = colourClass(players[i]!);
    if (taken[c]! < BY_COLOUR) {
      taken[c]!++;
      lowest.push(i);
    }
  }
  for (let j = boundary; j < to; j++) for (const i of lowest) add(i, j);
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

/** Colour preferences as classes: none, white, black. */
const CLASSES = 3;

function colourClass(p: BracketShape['players'][number]): number {
  return p.colourPreference === null ? 0 : p.colourPreference === 'w' ? 1 : 2;
}

/**
 * Players [start, end) as one group, by colour preference ([C10]-[C13] weigh pairs by it): each
 * player with the next BY_COLOUR players of every preference after him and, at doubling
 * distances (16, 32, 64...), the first of every preference; each of the upper half with
 * BY_COLOUR players of every preference on each side of his natural opponent.
 *
 * Why: where the preferences are uneven, the optimum pairs a player with the nearest one he
 * suits on colours, which can be hundreds of places from his natural opponent; and in a bracket
 * of thousands whose pairs nearly all weigh the same, the optimum of near pairs alone had duals
 * that drifted along the ranks, so that the first certificate found most far pairs failing (in a
 * 9,999-player round 3, 562,919 pairs brought into one bracket). A few far pairs of each
 * preference per player hold the duals of one kind of player alike across the group.
 */
function addByColour(
  players: BracketShape['players'],
  start: number,
  end: number,
  add: (i: number, j: number) => void,
): void {
  const size = end - start;
  if (size <= 2 * NEIGHBOURS) return;
  // next[c * size + x]: the first player of class c at or after start + x, -1 if none; prev: at or before
  const next = new Int32Array(CLASSES * size).fill(-1);
  const prev = new Int32Array(CLASSES * size).fill(-1);
  for (let x = size - 1; x >= 0; x--) {
    const own = colourClass(players[start + x]!);
    for (let c = 0; c < CLASSES; c++)
      next[c * size + x] = c === own ? start + x : x + 1 < size ? next[c * size + x + 1]! : -1;
  }
  for (let x = 0; x < size; x++) {
    const own = colourClass(players[start + x]!);
    for (let c = 0; c < CLASSES; c++)
      prev[c * size + x] = c === own ? start + x : x > 0 ? prev[c * size + x - 1]! : -1;
  }
  const atOrAfter = (c: number, j: number) => (j < end ? next[c * size + j - start]! : -1);
  const atOrBefore = (c: number, j: number) => (j >= start ? prev[c * size + j - start]! : -1);
  const half = Math.floor(size / 2);
  for (let i = start; i < end; i++) {
    for (let c = 0; c < CLASSES; c++) {
      for (
        let j = atOrAfter(c, i + 1), k = 0;
        j >= 0 && k < BY_COLOUR;
        j = atOrAfter(c, j + 1), k++
      )
        add(i, j);
      for (let step = 2 * NEIGHBOURS; i + step < end; step *= 2) {
        const j = atOrAfter(c, i + step);
        if (j >= 0) add(i, j);
      }
    }
    if (i >= start + half) continue;
    const natural = i + half;
    for (let c = 0; c < CLASSES; c++) {
      for (
        let j = atOrAfter(c, natural), k = 0;
        j >= 0 && k < BY_COLOUR;
        j = atOrAfter(c, j + 1), k++
      )
        add(i, j);
      for (
        let j = atOrBefore(c, natural - 1), k = 0;
        j >= start + half && k < BY_COLOUR;
        j = atOrBefore(c, j - 1), k++
      )
        add(i, j);
    }
  }
}
