/**
 * Pairing numbers for players who have none yet (C.04.2 2.3, 2.4): before
 * round 1 every player is numbered in the initial order of C.04.2 2.2, unless
 * the organiser numbered them all; a late entry gets the next free number.
 */
import { said } from '../../messages/index.js';
import { inInitialOrder } from './initial-order.js';
import { ProblemList } from './input-problems.js';
import type { PlayerRow } from './players-tab.js';
import { PLAYERS_TAB } from './tab-names.js';

/** Sheet row -> the pairing number the player gets. Throws WorkbookInputError. */
export function newPairingNumbers(
  players: readonly PlayerRow[],
  roundsPaired: number,
): Map<number, number> {
  const unnumbered = players.filter((p) => p.number === null);
  const assigned = new Map<number, number>();
  if (unnumbered.length === 0) return assigned;
  if (roundsPaired === 0 && unnumbered.length < players.length) {
    const problems = new ProblemList();
    for (const player of unnumbered) {
      problems.add(PLAYERS_TAB, player.row, said('problem.players.numberBlank'));
    }
    problems.throwIfAny();
  }
  // C.04.2 2.4: a late entry is "given an appropriate TPN"; the next free number keeps
  // every earlier round's numbers, which must not change after round 4 (C.04.2 2.3).
  let next = Math.max(0, ...players.map((p) => p.number ?? 0)) + 1;
  for (const player of inInitialOrder(unnumbered)) assigned.set(player.row, next++);
  return assigned;
}
