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
 * '3w1' (opponent 3, white, won), '5b=' (drew with black), '4w+' (forfeit
 * win), '4w*' (adjourned: no result yet), 'U' (pairing-allocated bye),
 * 'H' / 'Z' / 'F' (known absences) or '' (no record).
 * Ratings default to 2000 - id so that pairing numbers follow A.2.
 */
export interface Row {
  id: number;
  rating?: number;
  name?: string;
  title?: string;
  rounds?: string[];
  withdrawn?: boolean;
}

export function tournament(
  rows: Row[],
  options: { totalRounds?: number; initialColour?: Colour | null } = {},
): Tournament {
  const players: Player[] = rows.map((row) => ({
    id: row.id,
    name: row.name ?? `Player ${String(row.id).padStart(3, '0')}`,
    sex: '',
    title: row.title ?? '',
    rating: row.rating ?? 2000 - row.id,
    federation: '',
    fideId: '',
    birthDate: '',
    declaredPoints: null,
    declaredRank: null,
    rounds: (row.rounds ?? []).map(parseEntry),
    withdrawn: row.withdrawn ?? false,
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

function parseEntry(entry: string): RoundRecord | undefined {
  if (entry === '') return undefined;
  const m = /^(\d+)([wb])(.)$/.exec(entry);
  if (m) {
    const result = m[3] === '*' ? null : (m[3] as ResultCode);
    return { opponent: Number(m[1]), colour: m[2] as Colour, result };
  }
  return { opponent: null, colour: null, result: entry as ResultCode };
}

/** Players 1..n with no games yet. */
export function field(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
}
