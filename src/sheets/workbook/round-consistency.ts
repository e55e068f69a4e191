/**
 * What the Round tabs and the Players tab say together that no pairing
 * could have made: a missing round, numbers moved on the Players tab, a
 * rematch, a bye asked for a round that pairs the player, rounds past the
 * Settings' number.
 */
import { said, tabNamed } from '../../messages/index.js';
import type { ProblemList } from './input-problems.js';
import { nameKey } from './name-key.js';
import type { PlayerRow } from './players-tab.js';
import { ADJOURNED, resultCodes, type ResultCell } from './result-texts.js';
import type { RoundRows } from './round-tab.js';
import { PLAYERS_TAB, roundTabName } from './tab-names.js';

/** The last round with a tab; each earlier round without one is reported. */
export function checkRoundSequence(
  rounds: ReadonlyMap<number, unknown>,
  problems: ProblemList,
): number {
  const last = Math.max(0, ...rounds.keys());
  for (let round = 1; round < last; round++) {
    if (!rounds.has(round)) {
      problems.add(
        roundTabName(round),
        null,
        said('problem.round.missingTab', { last: tabNamed(roundTabName(last)) }),
      );
    }
  }
  return last;
}

/**
 * A Round tab shows each number with the name it had when the round was
 * paired. When that name is now another player's, the numbers (or the
 * names) on the Players tab were moved, as sorting one column does: every
 * result would silently go to someone else. A name merely corrected matches
 * nobody and passes.
 */
export function reportMovedNumbers(
  roundRows: ReadonlyMap<number, RoundRows>,
  numbered: ReadonlyMap<number, PlayerRow>,
  players: readonly PlayerRow[],
  problems: ProblemList,
): void {
  const byName = new Map(players.map((row) => [nameKey(row.name), row]));
  const reported = new Set<number>();
  for (const [round, rows] of roundRows) {
    for (const { row, number, name } of rows.shown) {
      const now = numbered.get(number);
      if (now === undefined || reported.has(number) || nameKey(name) === nameKey(now.name))
        continue;
      const other = byName.get(nameKey(name));
      if (other === undefined || other === now) continue;
      reported.add(number);
      problems.add(
        roundTabName(round),
        row,
        said('problem.round.movedNumbers', {
          number,
          name,
          now: now.name,
          players: tabNamed(PLAYERS_TAB),
          other: other.number,
          row: other.row,
        }),
      );
    }
  }
}

/** Art. 0 of C.04.5 / C.04.2 3.5: the game or match is no meeting when forfeited (a match: one player forfeited both games). */
function forfeited(game: RoundRows['games'][number], gamesPerRound: 1 | 2): boolean {
  const isForfeit = (result: ResultCell | null | undefined) =>
    result != null && /forfeit/i.test(result);
  if (gamesPerRound === 1) return isForfeit(game.result);
  const lost = (result: ResultCell | null | undefined, side: 0 | 1) =>
    result != null && result !== ADJOURNED && resultCodes(result)[side] === '-';
  return (
    (lost(game.result, 0) && lost(game.secondResult, 0)) ||
    (lost(game.result, 1) && lost(game.secondResult, 1))
  );
}

/** A game with a result between two players who had played each other in an earlier round. */
export interface Rematch {
  round: number;
  /** Sheet row of the game in its Round tab. */
  row: number;
  white: number;
  black: number;
  /** The round they first played each other. */
  first: number;
}

/** The rematches of the Round tabs, in round and board order. */
export function rematchesOf(
  roundRows: ReadonlyMap<number, RoundRows>,
  roundsPaired: number,
  gamesPerRound: 1 | 2,
): Rematch[] {
  const met = new Map<string, number>();
  const rematches: Rematch[] = [];
  for (let round = 1; round <= roundsPaired; round++) {
    for (const game of roundRows.get(round)?.games ?? []) {
      const key = `${Math.min(game.white, game.black)}-${Math.max(game.white, game.black)}`;
      const first = met.get(key);
      if (first !== undefined && game.result !== null)
        rematches.push({ round, row: game.row, white: game.white, black: game.black, first });
      if (!forfeited(game, gamesPerRound) && first === undefined) met.set(key, round);
    }
  }
  return rematches;
}

/**
 * C.04.1 Art. 2: the same two players in two played games is a record no
 * pairing could make. A second game without a result yet is a pairing still
 * to be checked: "Check this round" names it with the system's article, and
 * the next round waits for its result anyway. Decision: a rematch in the
 * rounds of an imported TRF file is the event's history (the import warned
 * of it, naming the players): it is not refused again at every pairing.
 */
export function reportRematches(
  roundRows: ReadonlyMap<number, RoundRows>,
  roundsPaired: number,
  gamesPerRound: 1 | 2,
  roundsImported: number,
  problems: ProblemList,
): void {
  for (const { round, row, white, black, first } of rematchesOf(
    roundRows,
    roundsPaired,
    gamesPerRound,
  )) {
    if (round <= roundsImported) continue;
    problems.add(
      roundTabName(round),
      row,
      said('problem.round.rematch', { white, black, first: tabNamed(roundTabName(first)) }),
    );
  }
}

/**
 * A bye asked for a round already paired must be what that Round tab shows,
 * and one asked for a round past the Settings' last cannot be given.
 */
export function reportImpossibleByes(
  players: readonly PlayerRow[],
  roundRows: ReadonlyMap<number, RoundRows>,
  roundsPaired: number,
  totalRounds: number | null,
  problems: ProblemList,
): void {
  for (const row of players) {
    if (row.number === null) continue;
    for (const [round] of row.byes) {
      if (round > roundsPaired) continue;
      const played = (roundRows.get(round)?.games ?? []).some(
        (g) => g.white === row.number || g.black === row.number,
      );
      if (played)
        problems.add(
          PLAYERS_TAB,
          row.row,
          said('problem.players.absentButPaired', {
            round,
            tab: tabNamed(roundTabName(round)),
            number: row.number,
          }),
        );
    }
  }
  if (totalRounds === null) return;
  for (const row of players)
    for (const [round] of row.byes)
      if (round > totalRounds)
        problems.add(
          PLAYERS_TAB,
          row.row,
          said('problem.players.byePastLast', { round, rounds: totalRounds }),
        );
}

/** More Round tabs than the Settings' number of rounds. */
export function reportRoundsPastLast(
  roundsPaired: number,
  totalRounds: number | null,
  problems: ProblemList,
): void {
  if (totalRounds !== null && roundsPaired > totalRounds) {
    problems.add(
      roundTabName(roundsPaired),
      null,
      said('problem.round.pastLast', { rounds: totalRounds }),
    );
  }
}
