/**
 * The Berger tables of C.05 Annex 1 for any number of players. FIDE prints
 * them for 3 to 16 players; the closed form below (Annex 1 Part 2.3, checked
 * against every printed table by test/round-robin) gives the same pairs,
 * boards and colours there and extends them to any size.
 */

/** One board of a table round: Berger numbers, White first. */
export interface TableBoard {
  readonly white: number;
  readonly black: number;
}

/** C.05 Annex 1: "Where there is an odd number of players, the highest number counts as a bye." */
export function tableSize(players: number): number {
  if (!Number.isInteger(players) || players < 2)
    throw new RangeError(`a round-robin needs at least two players, got ${players}`);
  return players % 2 === 0 ? players : players + 1;
}

/** Rounds of one cycle for `players` entrants. */
export function roundsPerCycle(players: number): number {
  return tableSize(players) - 1;
}

/**
 * Round `round` (1 .. size-1) of the Berger table of `size` (even) numbers,
 * in board order. Annex 1 Part 2.3: the number meeting `size` is k with
 * 2k = round+1 (mod size-1); `size` is Black in odd rounds and White in even
 * ones on board 1; board i+1 is (k+i) against (k-i), both reduced into
 * 1 .. size-1.
 */
export function bergerRound(size: number, round: number): TableBoard[] {
  if (size < 2 || size % 2 !== 0)
    throw new RangeError(`a Berger table has an even size, got ${size}`);
  if (!Number.isInteger(round) || round < 1 || round > size - 1)
    throw new RangeError(`the table for ${size} numbers has rounds 1 to ${size - 1}, not ${round}`);
  const m = size - 1;
  const reduce = (x: number) => ((((x - 1) % m) + m) % m) + 1;
  const k = round % 2 === 1 ? (round + 1) / 2 : (round + size) / 2;
  const boards: TableBoard[] = [
    round % 2 === 1 ? { white: k, black: size } : { white: size, black: k },
  ];
  for (let i = 1; i < size / 2; i++) boards.push({ white: reduce(k + i), black: reduce(k - i) });
  return boards;
}
