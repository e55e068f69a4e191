import {
  DEFAULT_POINT_SYSTEM,
  type Colour,
  type Player,
  type ResultCode,
  type RoundRecord,
  type Tournament,
} from '../../src/engine/model/tournament.js';

/**
 * Small tournaments written by hand for rule tests. A round entry is
 * '3w1' (opponent 3, white, won), '5b=' (drew with black), 'U' (pairing-
 * allocated bye), 'H' / 'Z' / 'F' (known absences), '4w+' (forfeit win) or
 * '' (no record).
 */
export function tournament(
  rows: { id: number; rating?: number; rounds: string[] }[],
  options: { totalRounds?: number; initialColour?: Colour } = {},
): Tournament {
  const players: Player[] = rows.map((row) => ({
    id: row.id,
    name: `Player ${row.id}`,
    sex: '',
    title: '',
    rating: row.rating ?? 2000 - row.id,
    federation: '',
    fideId: '',
    birthDate: '',
    declaredPoints: null,
    declaredRank: null,
    rounds: row.rounds.map(parseEntry),
    withdrawn: false,
  }));
  return {
    header: new Map(),
    players,
    totalRounds: options.totalRounds ?? null,
    initialColour: options.initialColour ?? 'w',
    pointSystem: { ...DEFAULT_POINT_SYSTEM },
    forbiddenPairs: [],
    acceleration: new Map(),
    otherLines: [],
  };
}

function parseEntry(entry: string): RoundRecord | undefined {
  if (entry === '') return undefined;
  const m = /^(\d+)([wb])(.)$/.exec(entry);
  if (m) return { opponent: Number(m[1]), colour: m[2] as Colour, result: m[3] as ResultCode };
  return { opponent: null, colour: null, result: entry as ResultCode };
}
