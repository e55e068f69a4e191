import type { Colour, RoundPairing, Tournament } from '../../src/engine/model/tournament.js';
import { type Row, tournament as build } from '../support/engine/tournament-builder.js';

/**
 * Tournaments written by hand for the Lim rule tests (entries as in
 * test/support/engine/tournament-builder.ts), ratings 2400 - 10 * id unless given.
 */
export function tournament(
  rows: readonly Row[],
  options: { totalRounds?: number; initialColour?: Colour | null } = {},
): Tournament {
  return build(rows, { ...options, rating: (id) => 2400 - 10 * id });
}

/** Players 1..n with no rounds yet. */
export function fresh(
  n: number,
  options: { totalRounds?: number; initialColour?: Colour | null } = {},
) {
  return tournament(
    Array.from({ length: n }, (_, i) => ({ id: i + 1 })),
    options,
  );
}

/**
 * Append round `round` to `t`: the pairing with the given results. `result`
 * gives white's result code for each game ('1', '=', '0').
 */
export function record(
  t: Tournament,
  round: number,
  pairing: RoundPairing,
  result: (white: number, black: number) => '1' | '=' | '0',
): void {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const opposite = { '1': '0', '=': '=', '0': '1' } as const;
  for (const { white, black } of pairing.games) {
    const r = result(white, black);
    byId.get(white)!.rounds[round - 1] = { opponent: black, colour: 'w', result: r };
    byId.get(black)!.rounds[round - 1] = { opponent: white, colour: 'b', result: opposite[r] };
  }
  if (pairing.bye !== null)
    byId.get(pairing.bye)!.rounds[round - 1] = { opponent: null, colour: null, result: 'U' };
}

/** Games as 'white-black' strings, sorted, for readable comparisons. */
export function gamesOf(pairing: RoundPairing): string[] {
  return pairing.games.map((g) => `${g.white}-${g.black}`).sort(compareGame);
}

function compareGame(x: string, y: string): number {
  const [a, b] = x.split('-').map(Number);
  const [c, d] = y.split('-').map(Number);
  return Math.min(a!, b!) - Math.min(c!, d!) || a! - c!;
}

/** Unordered pairs 'low v high', sorted, ignoring colours. */
export function pairsOf(pairing: RoundPairing): string[] {
  return pairing.games
    .map((g) => [Math.min(g.white, g.black), Math.max(g.white, g.black)])
    .sort((x, y) => x[0]! - y[0]!)
    .map(([a, b]) => `${a} v ${b}`);
}

/**
 * A tournament of players 1..n from its games, round by round: [white,
 * black, white's result]; a number alone is a pairing-allocated bye.
 */
export function fromGames(
  n: number,
  rounds: ([number, number, '1' | '=' | '0'] | number)[][],
  options: { totalRounds?: number; initialColour?: Colour | null } = {},
): Tournament {
  const t = fresh(n, options);
  rounds.forEach((games, r) => {
    const pairing: RoundPairing = { games: [], bye: null };
    const results = new Map<string, '1' | '=' | '0'>();
    for (const g of games) {
      if (typeof g === 'number') pairing.bye = g;
      else {
        pairing.games.push({ white: g[0], black: g[1] });
        results.set(`${g[0]}-${g[1]}`, g[2]);
      }
    }
    record(t, r + 1, pairing, (w, b) => results.get(`${w}-${b}`)!);
  });
  return t;
}
