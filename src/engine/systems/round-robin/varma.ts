import { tableSize } from './berger-table.js';
import { lotFromSeed, type Lot } from './drawing-of-lots.js';

/**
 * C.05 Annex 2, the Varma tables: a "restricted" drawing of lots that keeps
 * the players of one federation in one group of Berger numbers (by the 1987
 * text, so that they do not meet in the last three rounds).
 */

/**
 * Annex 2 Direction 5, groups A, B, C and D by the even table size. Rows
 * 9/10 to 19/20 and A, B of 21/22 are FIDE text; C, D of 21/22 and the whole
 * 23/24 row come from a third-party transcription (marked [3P] in
 * shared/rules/round-robin-varma-C.05-annex2.txt).
 */
export const VARMA_TABLE: Readonly<Record<number, readonly (readonly number[])[]>> = {
  10: [
    [3, 4, 8],
    [5, 7, 9],
    [1, 6],
    [2, 10],
  ],
  12: [
    [4, 5, 9, 10],
    [1, 2, 7],
    [6, 8, 12],
    [3, 11],
  ],
  14: [
    [4, 5, 6, 11, 12],
    [1, 2, 8, 9],
    [7, 10, 13],
    [3, 14],
  ],
  16: [
    [5, 6, 7, 12, 13, 14],
    [1, 2, 3, 9, 10],
    [8, 11, 15],
    [4, 16],
  ],
  18: [
    [5, 6, 7, 8, 14, 15, 16],
    [1, 2, 3, 10, 11, 12],
    [9, 13, 17],
    [4, 18],
  ],
  20: [
    [6, 7, 8, 9, 15, 16, 17, 18],
    [1, 2, 3, 11, 12, 13, 14],
    [5, 10, 19],
    [4, 20],
  ],
  22: [
    [6, 7, 8, 9, 10, 17, 18, 19, 20],
    [1, 2, 3, 4, 12, 13, 14, 15],
    [11, 16, 21],
    [5, 22],
  ],
  24: [
    [6, 7, 8, 9, 10, 11, 19, 20, 21, 22],
    [1, 2, 3, 4, 13, 14, 15, 16, 17],
    [12, 18, 23],
    [5, 24],
  ],
};

export const VARMA_GROUP_NAMES = ['A', 'B', 'C', 'D'] as const;

export class VarmaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VarmaError';
  }
}

/**
 * The envelopes for `players` entrants. Annex 2 Direction 5: "can be used for
 * 9 to 24 players". With an odd number the row of the next even size is used
 * and its highest number, Annex 1's bye, is taken out of its envelope
 * (Annex 2 Part 3.2: otherwise a lower number would become the bye).
 */
export function varmaGroups(players: number): number[][] {
  if (players < 9 || players > 24)
    throw new VarmaError(
      `the Varma tables cover 9 to 24 players (C.05 Annex 2, direction 5), not ${players}`,
    );
  const size = tableSize(players);
  return VARMA_TABLE[size]!.map((g) => g.filter((n) => n <= players));
}

export interface VarmaEntrant {
  readonly name: string;
  /** FIDE federation code. */
  readonly federation: string;
}

export interface VarmaDraw {
  /** The Berger number of each entrant, in the order they were given. */
  readonly numbers: readonly number[];
  /** The entrants' indices in the order they drew (Direction 2). */
  readonly drawingOrder: readonly number[];
  /** Federations that no remaining envelope could hold whole, with the groups they were spread over. */
  readonly split: readonly { federation: string; groups: string[] }[];
}

/**
 * Direction 2: the federation with the most players draws first, equal ones
 * by the alphabetical order of the FIDE code; inside a federation, by the
 * alphabetical order of the names.
 */
export function varmaDrawingOrder(entrants: readonly VarmaEntrant[]): number[][] {
  const byFederation = new Map<string, number[]>();
  entrants.forEach((e, i) => {
    const fed = e.federation.trim().toUpperCase();
    byFederation.set(fed, [...(byFederation.get(fed) ?? []), i]);
  });
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...byFederation.entries()]
    .sort(([fa, a], [fb, b]) => b.length - a.length || compare(fa, fb))
    .map(([, members]) =>
      members.sort((a, b) => compare(entrants[a]!.name, entrants[b]!.name) || a - b),
    );
}

/**
 * Directions 1-4, simulated with a seeded lot: each contingent in turn
 * chooses, by lot, one of the envelopes that still hold enough numbers for
 * it, and its players draw their numbers from it; the numbers left in the
 * envelope stay for the later contingents.
 *
 * Decision (Annex 2 Part 3.3, a case the text leaves to the Chief Arbiter):
 * a contingent larger than every remaining envelope takes the fullest
 * envelope whole, then draws the rest the same way from the next fullest,
 * so that it is spread over as few groups as possible; the draw says so.
 */
export function varmaDraw(entrants: readonly VarmaEntrant[], seed: number): VarmaDraw {
  const envelopes = varmaGroups(entrants.length).map((numbers, g) => ({
    name: VARMA_GROUP_NAMES[g]!,
    numbers: [...numbers],
  }));
  const lot: Lot = lotFromSeed(seed);
  const numbers: number[] = new Array<number>(entrants.length).fill(0);
  const drawingOrder: number[] = [];
  const split: { federation: string; groups: string[] }[] = [];
  for (const contingent of varmaDrawingOrder(entrants)) {
    let waiting = [...contingent];
    const used: string[] = [];
    while (waiting.length > 0) {
      const fitting = envelopes.filter((e) => e.numbers.length >= waiting.length);
      const envelope =
        fitting.length > 0
          ? fitting[lot(fitting.length)]!
          : envelopes.reduce((a, b) => (b.numbers.length > a.numbers.length ? b : a));
      used.push(envelope.name);
      const drawing = waiting.slice(0, envelope.numbers.length);
      waiting = waiting.slice(drawing.length);
      for (const entrant of drawing) {
        const [n] = envelope.numbers.splice(lot(envelope.numbers.length), 1);
        numbers[entrant] = n!;
        drawingOrder.push(entrant);
      }
    }
    if (used.length > 1)
      split.push({ federation: entrants[contingent[0]!]!.federation, groups: used });
  }
  return { numbers, drawingOrder, split };
}
