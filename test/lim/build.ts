import {
  DEFAULT_POINT_SYSTEM,
  type Colour,
  type Player,
  type ResultCode,
  type RoundRecord,
  type RoundPairing,
  type Tournament,
} from '../../src/engine/model/tournament.js';

/**
 * Tournaments written by hand for the Lim rule tests. A round entry is
 * '3w1' (opponent 3, white, won), '5b=' (drew with black), '7b0' (lost),
 * 'U' (pairing-allocated bye), 'H' / 'Z' / 'F' (known absences or requested
 * byes), '4w+' (forfeit win) or '' (no record).
 */
export function tournament(
  rows: { id: number; rating?: number; rounds?: string[] }[],
  options: { totalRounds?: number; initialColour?: Colour | null } = {},
): Tournament {
  const players: Player[] = rows.map((row) => ({
    id: row.id,
    name: `Player ${row.id}`,
    sex: '',
    title: '',
    rating: row.rating ?? 2400 - 10 * row.id,
    federation: '',
    fideId: '',
    birthDate: '',
    declaredPoints: null,
    declaredRank: null,
    rounds: (row.rounds ?? []).map(parseEntry),
    withdrawn: false,
  }));
  return {
    header: new Map(),
    players,
    totalRounds: options.totalRounds ?? null,
    initialColour: options.initialColour === undefined ? 'w' : options.initialColour,
    pointSystem: { ...DEFAULT_POINT_SYSTEM },
    forbiddenPairs: [],
    acceleration: new Map(),
    otherLines: [],
  };
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

function parseEntry(entry: string): RoundRecord | undefined {
  if (entry === '') return undefined;
  const m = /^(\d+)([wb])(.)$/.exec(entry);
  if (m) return { opponent: Number(m[1]), colour: m[2] as Colour, result: m[3] as ResultCode };
  return { opponent: null, colour: null, result: entry as ResultCode };
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
