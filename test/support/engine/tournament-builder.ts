import {
  DEFAULT_POINT_SYSTEM,
  type Colour,
  type Player,
  type ResultCode,
  type RoundRecord,
  type Tournament,
  type TournamentInfo,
} from '../../../src/engine/model/tournament.js';

/**
 * Small tournaments written by hand for the tests, the one notation of the
 * suite. A round entry is '3w1' (opponent 3, white, won), '5b=' (drew with
 * black), '7b0' (lost), 'W' / 'D' / 'L' in place of 1 / = / 0 for an unrated
 * game, '4w+' / '4w-' (forfeit won / lost), '4w*' (paired, no result yet),
 * 'U' (pairing-allocated bye), 'F' / 'H' / 'Z' (full-point, half-point,
 * zero-point bye), '-' (absent, zero points) or '' (no record).
 *
 * Both sides of every game must agree (opponents, opposite colours, mirrored
 * results), so a typo in a hand-made cross table fails loudly instead of
 * changing an expected value. Players not listed may be named as opponents.
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
  /** What the tournament says about itself (start date, system code). */
  info?: Omit<TournamentInfo, 'otherRecords'>;
}

/** Cross tables whose players are unrated unless a row gives a rating. */
export const UNRATED: Readonly<BuildOptions> = { rating: () => 0 };

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
  checkBothSides(players);
  players.sort((a, b) => a.id - b.id);
  return {
    info: { ...options.info, otherRecords: new Map() },
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

const MIRROR: Readonly<Record<string, string>> = {
  '1': '0',
  '0': '1',
  '=': '=',
  W: 'L',
  L: 'W',
  D: 'D',
  '+': '-',
  '-': '+',
};

function checkBothSides(players: readonly Player[]): void {
  const byId = new Map(players.map((p) => [p.id, p]));
  for (const p of players) {
    p.rounds.forEach((rec, i) => {
      if (rec?.opponent == null) return;
      const opponent = byId.get(rec.opponent);
      if (opponent === undefined) return;
      const other = opponent.rounds[i];
      const expected = rec.result === null ? null : MIRROR[rec.result];
      const doubleForfeit = rec.result === '-' && other?.result === '-';
      if (
        other?.opponent !== p.id ||
        other.colour === rec.colour ||
        (other.result !== expected && !doubleForfeit)
      ) {
        throw new Error(`round ${i + 1}: the records of ${p.id} and ${rec.opponent} disagree`);
      }
    });
  }
}
