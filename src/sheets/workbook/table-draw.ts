/**
 * The pairing numbers of a kind whose rounds come from a table (a
 * round-robin): the Berger numbers, from a drawing of lots made once,
 * before round 1 (C.05 Annex 1 Part 3.1: "ratings and titles play no
 * part"), and shown in the Players tab's No. column.
 */
import { randomDraw } from '../../engine/systems/round-robin/drawing-of-lots.js';
import { varmaDraw, VarmaError } from '../../engine/systems/round-robin/varma.js';
import { said, type Said } from '../../messages/index.js';
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
        said('problem.table.lateEntry', {
          name: p.name,
          players: players.length - unnumbered.length,
        }),
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
          ? said('problem.table.numberBlankByHand', { players: players.length })
          : said('problem.table.numberBlank'),
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
      // The one refusal of varmaDraw: a field outside the tables' 9 to 24 players.
      problems.add(PLAYERS_TAB, null, said('problem.table.varmaSize', { players: players.length }));
      problems.throwIfAny();
      return new Map();
    }
  } else numbers = randomDraw(players.length, seed);
  return new Map(players.map((p, i) => [p.row, numbers[i]!]));
}

const METHOD_WORDS = {
  random: 'problem.table.method.random',
  varma: 'problem.table.method.varma',
  hand: 'problem.table.method.hand',
} as const satisfies Record<DrawingMethod, string>;

/**
 * C.05 Annex 1 Part 3.1: the drawing of lots is made once, before round 1.
 * The Settings' draw must stay the one round 1 was paired with (kept in its
 * undo record); null when it does, or when no record says.
 */
export function drawChangeProblem(paired: TableDraw | undefined, now: TableDraw): Said | null {
  if (paired === undefined) return null;
  if (paired.method === now.method && paired.seed === now.seed) return null;
  return said('problem.table.drawChanged', {
    method: said(METHOD_WORDS[paired.method]),
    seed: paired.seed,
  });
}

/** The numbers typed by hand must be the table's numbers, 1 to N, each once. */
function reportNotOneToN(players: readonly PlayerRow[], problems: ProblemList): void {
  const n = players.length;
  for (const p of players)
    if (p.number! > n)
      problems.add(
        PLAYERS_TAB,
        p.row,
        said('problem.table.notBerger', { number: p.number!, players: n }),
      );
}
