/**
 * The pairing numbers of a kind whose rounds come from a table (a
 * round-robin): the Berger numbers, from a drawing of lots made once,
 * before round 1 (C.05 Annex 1 Part 3.1: "ratings and titles play no
 * part"), and shown in the Players tab's No. column.
 */
import { randomDraw } from '../../engine/systems/round-robin/drawing-of-lots.js';
import { varmaDraw, VarmaError } from '../../engine/systems/round-robin/varma.js';
import { ProblemList } from './input-problems.js';
import type { PlayerRow } from './players-tab.js';
import type { DrawingMethod } from './settings-tab.js';
import { PLAYERS_TAB } from './tab-names.js';

export interface TableDraw {
  readonly method: DrawingMethod;
  /** The seed of the draw; null for a draw by hand, or one not made yet. */
  readonly seed: number | null;
}

/**
 * Sheet row -> Berger number for the players without a No. Before round 1
 * with nobody numbered: drawn by `draw` (the Players tab's order is the
 * order the entrants draw in). Every No. typed: that is the draw, and it
 * must be 1 to N. After round 1: a player without a No. is a late entry,
 * which a table fixed before round 1 cannot take (C.05 Annex 1 Part 2: every
 * player meets every other once a cycle). Throws WorkbookInputError.
 */
export function tableNumbers(
  players: readonly PlayerRow[],
  roundsPaired: number,
  draw: TableDraw,
): Map<number, number> {
  const problems = new ProblemList();
  const unnumbered = players.filter((p) => p.number === null);
  if (roundsPaired > 0) {
    for (const p of unnumbered)
      problems.add(
        PLAYERS_TAB,
        p.row,
        `${p.name} has no No.: a round robin cannot take a player after round 1 (its table was drawn for ${players.length - unnumbered.length} players); remove the row, or enter the player in another tournament`,
      );
    problems.throwIfAny();
    return new Map();
  }
  if (unnumbered.length === 0) {
    reportNotOneToN(players, problems);
    problems.throwIfAny();
    return new Map();
  }
  if (unnumbered.length < players.length || draw.method === 'hand') {
    for (const p of unnumbered)
      problems.add(
        PLAYERS_TAB,
        p.row,
        draw.method === 'hand'
          ? `the No. is blank, and the Settings say the drawing of lots is made by hand: type every player's Berger number, 1 to ${players.length}`
          : `the No. is blank while other players have one: type every No. (the drawing of lots made by hand), or clear them all and the add-on draws them`,
      );
    problems.throwIfAny();
  }
  // Not drawn yet (an export before round 1): the players stay without a number.
  if (draw.seed === null) return new Map();
  const seed = draw.seed;
  let numbers: readonly number[];
  if (draw.method === 'varma') {
    try {
      numbers = varmaDraw(
        players.map((p) => ({ name: p.name, federation: p.federation })),
        seed,
      ).numbers;
    } catch (error) {
      if (!(error instanceof VarmaError)) throw error;
      problems.add(PLAYERS_TAB, null, `${error.message}: choose another drawing of lots`);
      problems.throwIfAny();
      return new Map();
    }
  } else numbers = randomDraw(players.length, seed);
  return new Map(players.map((p, i) => [p.row, numbers[i]!]));
}

/** The numbers typed by hand must be the table's numbers, 1 to N, each once. */
function reportNotOneToN(players: readonly PlayerRow[], problems: ProblemList): void {
  const n = players.length;
  for (const p of players)
    if (p.number! > n)
      problems.add(
        PLAYERS_TAB,
        p.row,
        `No. ${p.number} is not a Berger number of a table for ${n} players: the numbers are 1 to ${n}`,
      );
}
