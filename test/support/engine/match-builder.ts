import type { Colour, ResultCode, Tournament } from '../../../src/engine/model/tournament.js';
import { type BuildOptions, tournament } from './tournament-builder.js';

/**
 * Double-Swiss tournaments written by hand for rule tests (C.04.5): each
 * match round lists its matches as [white of game 1, black of game 1,
 * results], the results being the game-1 White player's two game results
 * ('1=' won game 1, drew game 2; '-' a forfeit lost, '+' won), and the
 * players without an opponent with their bye or absence, written in both
 * games as Art. 0 asks. Every match is written as two TRF rounds, game 2 with
 * the colours reversed.
 */
export interface MatchRound {
  matches?: [number, number, string][];
  byes?: Record<number, 'U' | 'H' | 'Z' | 'F'>;
}

const MIRROR: Record<string, ResultCode> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+' };

export function matchTournament(
  players: number,
  rounds: readonly MatchRound[],
  options: BuildOptions = {},
): Tournament {
  const entries: string[][] = Array.from({ length: players }, () => []);
  rounds.forEach((round, k) => {
    for (const [white, black, results] of round.matches ?? []) {
      const [r1, r2] = [results[0]!, results[1]!];
      const put = (id: number, g: number, entry: string) => (entries[id - 1]![2 * k + g] = entry);
      const other = (c: Colour) => (c === 'w' ? 'b' : 'w');
      put(white, 0, `${black}w${r1}`);
      put(white, 1, `${black}${other('w')}${r2}`);
      put(black, 0, `${white}b${MIRROR[r1]}`);
      put(black, 1, `${white}${other('b')}${MIRROR[r2]}`);
    }
    for (const [id, code] of Object.entries(round.byes ?? {})) {
      entries[Number(id) - 1]![2 * k] = code;
      entries[Number(id) - 1]![2 * k + 1] = code;
    }
  });
  const t = tournament(
    entries.map((rounds, i) => ({ id: i + 1, rounds: Array.from(rounds, (e) => e ?? '') })),
    options,
  );
  t.info.systemCode = 'FIDE_DOUBLESWISS';
  t.pointSystem.pairingAllocatedBye = 0.75;
  return t;
}
