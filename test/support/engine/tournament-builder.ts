import {
  DEFAULT_POINT_SYSTEM,
  type Colour,
  type Player,
  type ResultCode,
  type RoundRecord,
  type Tournament,
} from '../../../src/engine/model/tournament.js';

/**
 * Small tournaments written by hand for rule tests. A round entry is
 * '3w1' (opponent 3, white, won), '5b=' (drew with black), '7b0' (lost),
 * '4w+' (forfeit win), '4w*' (no result yet), 'U' (pairing-allocated bye),
 * 'H' / 'Z' / 'F' (known absences or requested byes) or '' (no record).
 */
export interface Row {
  id: number;
  rating?: number;
  name?: string;
  title?: string;
  rounds?: string[];
  withdrawn?: boolean;
}

export interface BuildOptions {
  totalRounds?: number;
  /** The colour of the top player in round 1; null: not decided. */
  initialColour?: Colour | null;
  /** Rating of a row that gives none (default 2000 - id, so that pairing numbers follow the ids). */
  rating?: (id: number) => number;
  /** Name of a row that gives none (default "Player <id>"). */
  name?: (id: number) => string;
}

export function tournament(rows: readonly Row[], options: BuildOptions = {}): Tournament {
  const rating = options.rating ?? ((id: number) => 2000 - id);
  const name = options.name ?? ((id: number) => `Player ${id}`);
  const players: Player[] = rows.map((row) => ({
    id: row.id,
    name: row.name ?? name(row.id),
    sex: '',
    title: row.title ?? '',
    rating: row.rating ?? rating(row.id),
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
