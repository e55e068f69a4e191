import {
  DEFAULT_POINT_SYSTEM,
  type Colour,
  type Player,
  type ResultCode,
  type RoundRecord,
  type Tournament,
} from '../../src/engine/model/tournament.js';

/**
 * Tournaments written by hand for the tests, one string per round:
 *   "3w1"  game against 3 with white, won ("=" draw, "0" lost; W D L unrated)
 *   "3b+"  forfeit won against 3 ("-" lost); "3w?" paired, no result yet
 *   "U" pairing-allocated bye, "F" full-point bye, "H" half-point bye,
 *   "Z" zero-point bye, "-" zero-point absence, "." no record.
 * The builder checks that both sides of every game agree, so a typo in a
 * hand-made cross table fails loudly instead of changing an expected value.
 */
export interface PlayerSpec {
  readonly id: number;
  readonly rating?: number;
  readonly name?: string;
  readonly rounds: readonly string[];
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
  '?': '?',
};

function record(text: string, where: string): RoundRecord | undefined {
  if (text === '.') return undefined;
  if (['U', 'F', 'H', 'Z', '-'].includes(text)) {
    return { opponent: null, colour: null, result: text as ResultCode };
  }
  const m = /^(\d+)([wb])([10=WDL+\-?])$/.exec(text);
  if (!m) throw new Error(`${where}: cannot read "${text}"`);
  return {
    opponent: Number(m[1]),
    colour: m[2] as Colour,
    result: m[3] === '?' ? null : (m[3] as ResultCode),
  };
}

export function buildTournament(
  players: readonly PlayerSpec[],
  options: { totalRounds?: number; header?: Record<string, string> } = {},
): Tournament {
  const built: Player[] = players.map((p) => ({
    id: p.id,
    name: p.name ?? `Player ${p.id}`,
    sex: '',
    title: '',
    rating: p.rating ?? 0,
    federation: '',
    fideId: '',
    birthDate: '',
    declaredPoints: null,
    declaredRank: null,
    rounds: p.rounds.map((text, i) => record(text, `player ${p.id} round ${i + 1}`)),
    withdrawn: false,
  }));
  const byId = new Map(built.map((p) => [p.id, p]));
  for (const p of built) {
    p.rounds.forEach((rec, i) => {
      if (rec?.opponent == null) return;
      const other = byId.get(rec.opponent)?.rounds[i];
      const expected = rec.result === null ? '?' : MIRROR[rec.result];
      const actual = other?.result === null ? '?' : other?.result;
      const doubleForfeit = rec.result === '-' && actual === '-';
      if (
        other?.opponent !== p.id ||
        other.colour === rec.colour ||
        (actual !== expected && !doubleForfeit)
      ) {
        throw new Error(`round ${i + 1}: the records of ${p.id} and ${rec.opponent} disagree`);
      }
    });
  }
  built.sort((a, b) => a.id - b.id);
  return {
    header: new Map(Object.entries(options.header ?? {})),
    players: built,
    totalRounds: options.totalRounds ?? Math.max(...players.map((p) => p.rounds.length)),
    initialColour: null,
    pointSystem: { ...DEFAULT_POINT_SYSTEM },
    forbiddenPairs: [],
    acceleration: new Map(),
    otherLines: [],
  };
}
