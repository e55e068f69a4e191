import { RangeRefusalError, said, type Said } from '../../messages/said.js';
import { isKnownAbsence } from '../model/results.js';
import type { RoundPairing, Tournament } from '../model/tournament.js';
import type { PairingOptions, PairingSystem } from '../systems/pairing-system.js';
import { systemNameSaid } from '../systems/registry.js';
import { pairRound } from './pair-round.js';
import { playersToPair } from './round-input.js';

/** A game the organiser fixed by hand before the round is paired. */
export interface FixedGame {
  white: number;
  black: number;
}

/** What is wrong with a fixed game, by its index in the list: in English and as a message. */
export interface FixedGameProblem {
  index: number;
  problem: string;
  said: Said;
}

/**
 * The fixed games cannot be kept (pairAroundFixedGames). The add-on checks
 * fixedGameProblems first and names the tab's rows; this is the refusal of
 * a caller that did not.
 */
export class FixedGamesError extends RangeRefusalError<Said> {
  override name = 'FixedGamesError';
}

/**
 * Why the fixed games cannot be kept: each player must be one the round
 * pairs (not withdrawn, not asking for a bye or absent), on one board only,
 * and not against himself. Whether the game breaks a rule (a rematch, a
 * forbidden pair, colours) is the arbiter's decision: Check this round says.
 */
export function fixedGameProblems(
  t: Tournament,
  round: number,
  fixed: readonly FixedGame[],
): FixedGameProblem[] {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const seen = new Map<number, number>();
  const problems: FixedGameProblem[] = [];
  fixed.forEach((game, index) => {
    const add = (problem: string, message: Said) =>
      problems.push({ index, problem, said: message });
    if (game.white === game.black) {
      add(
        `No. ${game.white} cannot play against themselves`,
        said('problem.round.self', { number: game.white }),
      );
      return;
    }
    for (const id of [game.white, game.black]) {
      const player = byId.get(id);
      if (player === undefined)
        add(
          `No. ${id} is not a player's pairing number`,
          said('problem.typed.unknown', { number: id }),
        );
      else if (player.withdrawn)
        add(`No. ${id} has withdrawn`, said('problem.typed.withdrawn', { number: id }));
      else if (isKnownAbsence(player.rounds[round - 1]))
        add(
          `No. ${id} asked for a bye or is absent in round ${round}`,
          said('problem.typed.absent', { number: id, round }),
        );
      const first = seen.get(id);
      if (first !== undefined)
        add(
          `No. ${id} is already on board ${first + 1} of the list`,
          said('problem.typed.twice', { number: id, board: first + 1 }),
        );
      else seen.set(id, index);
    }
  });
  return problems;
}

/**
 * "Pair the rest": the fixed games are kept as they are, and the system
 * pairs the other players. The fixed players are taken out of the field:
 * for the system they are absent in this round (a known absence, as a
 * requested bye is), so they are not paired again, cannot get the
 * pairing-allocated bye, and the brackets, the pairing numbers among those
 * taking part and the bye are those of the players left. Their earlier
 * rounds still count for everyone else (colours, opponents, scores). Throws
 * FixedGamesError when fixedGameProblems finds any (the callers check first).
 */
export function pairAroundFixedGames(
  t: Tournament,
  round: number,
  system: PairingSystem,
  fixed: readonly FixedGame[],
  options: PairingOptions = {},
): RoundPairing {
  // C.05 Annex 1: a table-made round has no rest to pair; every game is the table's.
  if (system.schedule !== undefined && fixed.length > 0)
    throw new FixedGamesError(
      `fixed games: the ${system.name} makes every game from its table; there is nothing to pair around`,
      said('engine.fixedGames.table', { system: systemNameSaid(system) }),
    );
  const problems = fixedGameProblems(t, round, fixed);
  if (problems.length > 0)
    throw new FixedGamesError(
      `fixed games: ${problems.map((p) => p.problem).join('; ')}`,
      said('engine.fixedGames.problems', { problems: problems.map((p) => p.said) }),
    );
  const taken = new Set(fixed.flatMap((g) => [g.white, g.black]));
  const rest: Tournament = {
    ...t,
    players: t.players.map((p) => {
      if (!taken.has(p.id)) return p;
      const rounds = p.rounds.slice(0, round - 1);
      while (rounds.length < round - 1) rounds.push(undefined);
      rounds.push({ opponent: null, colour: null, result: 'Z' });
      return { ...p, rounds };
    }),
  };
  const games = fixed.map((g) => ({ white: g.white, black: g.black }));
  if (playersToPair(rest, round).length === 0) return { games, bye: null };
  const pairing = pairRound(rest, round, system, options);
  return { games: [...games, ...pairing.games], bye: pairing.bye };
}
