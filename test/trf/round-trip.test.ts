import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  Colour,
  Player,
  PointSystem,
  ResultCode,
  RoundRecord,
  Tournament,
  TournamentInfo,
} from '../../src/engine/model/tournament.js';
import { blankPlayer } from '../../src/engine/model/tournament.js';
import { readTrf, writeTrf } from '../../src/engine/trf/index.js';

/** Results of one game as (white's code, black's code): both halves of a game must mirror. */
const GAME_RESULTS: readonly [ResultCode | null, ResultCode | null][] = [
  ['1', '0'],
  ['0', '1'],
  ['=', '='],
  ['+', '-'],
  ['-', '+'],
  ['-', '-'],
  ['W', 'L'],
  ['L', 'W'],
  ['D', 'D'],
  [null, null],
];

type Status = 'play' | 'H' | 'F' | 'Z' | '-' | 'none';

const nameChars = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ ,.-'éöüçŠŁ"];
const trimmedText = (maxLength: number) =>
  fc.array(fc.constantFrom(...nameChars), { maxLength }).map((cs) => cs.join('').trim());

const roundPlan = (n: number) =>
  fc.record({
    order: fc.array(fc.nat(), { minLength: n, maxLength: n }),
    status: fc.array(
      fc.constantFrom<Status>('play', 'play', 'play', 'play', 'play', 'H', 'F', 'Z', '-', 'none'),
      { minLength: n, maxLength: n },
    ),
    results: fc.array(fc.integer({ min: 0, max: GAME_RESULTS.length - 1 }), {
      minLength: n,
      maxLength: n,
    }),
    flip: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    colourlessForfeit: fc.boolean(),
    byeCode: fc.constantFrom<ResultCode>('U', '+'),
  });

const half = fc.integer({ min: 0, max: 6 }).map((k) => k / 2);

const pointSystem: fc.Arbitrary<PointSystem> = fc.record({
  win: half,
  draw: half,
  loss: half,
  forfeitWin: half,
  forfeitLoss: half,
  pairingAllocatedBye: half,
  halfPointBye: half,
  fullPointBye: half,
  zeroPointBye: half,
});

const infoText = trimmedText(40);
const tournamentInfo = fc
  .tuple(
    fc.record(
      {
        name: infoText,
        city: infoText,
        federation: infoText,
        startDate: infoText,
        endDate: infoText,
        type: infoText,
        chiefArbiter: infoText,
        deputyArbiters: infoText,
        timeControl: infoText,
        systemCode: fc.constantFrom('FIDE_DUTCH_2025', 'FIDE_LIM', ''),
        tiebreaks: fc.array(fc.constantFrom('BH/C1', 'BH', 'SB', 'DE', 'EMMSB'), { maxLength: 4 }),
      },
      { requiredKeys: [] },
    ),
    fc.uniqueArray(fc.tuple(fc.constantFrom('062', '132', '182', '222'), infoText), {
      selector: ([code]) => code,
      maxLength: 2,
    }),
  )
  .map(([named, other]): TournamentInfo => ({ ...named, otherRecords: new Map(other) }));
const OTHER_LINES = [
  '### a comment',
  'XXY 1 2 3',
  'GER    1 m    Nat, Name',
  '013 Team One                         1',
  'XXC rank',
];

const playerFields = fc.record({
  name: trimmedText(33),
  sex: fc.constantFrom('', 'm', 'w'),
  title: fc.constantFrom('', 'GM', 'IM', 'WGM', 'FM', 'g'),
  rating: fc.oneof(fc.constant(0), fc.integer({ min: 1000, max: 2900 })),
  federation: fc.constantFrom('', 'GER', 'AZE', 'NED'),
  fideId: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{1,11}$/)),
  birthDate: fc.constantFrom('', '1978', '1990/05/17', '2001/00/00'),
  declaredPoints: fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 199 }).map((k) => k / 2),
  ),
  declaredRank: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 9999 })),
});

/** Valid tournaments: games mirrored on both lines, at most one pairing-allocated bye per round. */
const tournament: fc.Arbitrary<Tournament> = fc
  .record({
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 14 }),
    rounds: fc.integer({ min: 0, max: 6 }),
  })
  .chain(({ ids, rounds }) => {
    const n = ids.length;
    const sortedIds = [...ids].sort((a, b) => a - b);
    return fc.record({
      ids: fc.constant(sortedIds),
      fields: fc.array(playerFields, { minLength: n, maxLength: n }),
      plans: fc.array(roundPlan(n), { minLength: rounds, maxLength: rounds }),
      totalRounds: fc.oneof(
        fc.constant(null),
        fc.integer({ min: Math.max(rounds, 1), max: rounds + 4 }),
      ),
      initialColour: fc.constantFrom<Colour | null>(null, 'w', 'b'),
      pointSystem,
      info: tournamentInfo,
      forbidden: fc.array(
        fc.uniqueArray(fc.constantFrom(...sortedIds), { minLength: 2, maxLength: 4 }),
        {
          maxLength: n >= 2 ? 3 : 0,
        },
      ),
      acceleration: fc.uniqueArray(
        fc.tuple(
          fc.constantFrom(...sortedIds),
          // XXA values for rounds past the last are refused: at most one a round played (XXR >= that).
          fc.array(fc.constantFrom(0, 0.5, 1, 2), { maxLength: rounds }),
        ),
        { selector: ([id]) => id, maxLength: 3 },
      ),
      otherLines: fc.array(fc.constantFrom(...OTHER_LINES), { maxLength: 3 }),
    });
  })
  .map((g) => {
    const players: Player[] = g.ids.map((id, i) => ({
      id,
      ...g.fields[i]!,
      rounds: [],
      withdrawn: false,
    }));
    g.plans.forEach((plan, r) => {
      const playing: number[] = [];
      players.forEach((p, i) => {
        const s = plan.status[i]!;
        let rec: RoundRecord | undefined;
        if (s === 'play') playing.push(i);
        else if (s !== 'none') rec = { opponent: null, colour: null, result: s };
        p.rounds[r] = rec;
      });
      playing.sort((a, b) => plan.order[a]! - plan.order[b]! || a - b);
      if (playing.length % 2 === 1) {
        const i = playing.pop()!;
        players[i]!.rounds[r] = { opponent: null, colour: null, result: plan.byeCode };
      }
      for (let k = 0; k < playing.length; k += 2) {
        const a = players[playing[k]!]!;
        const b = players[playing[k + 1]!]!;
        const [white, black] = plan.flip[k]! ? [b, a] : [a, b];
        const [rw, rb] = GAME_RESULTS[plan.results[k]!]!;
        const forfeit = rw === '+' || rw === '-';
        const noColours = forfeit && plan.colourlessForfeit;
        white.rounds[r] = { opponent: black.id, colour: noColours ? null : 'w', result: rw };
        black.rounds[r] = { opponent: white.id, colour: noColours ? null : 'b', result: rb };
      }
    });
    // TRF-16: a blank entry in a round others were paired in is "equivalent to Z".
    // Paired: somebody has an opponent or the pairing-allocated bye.
    const paired = g.plans.map((_, r) =>
      players.some(
        (p) => p.rounds[r]?.opponent != null || p.rounds[r]?.result === g.plans[r]!.byeCode,
      ),
    );
    const lastPaired = paired.lastIndexOf(true) + 1;
    for (const p of players) {
      for (let r = 0; r < lastPaired; r++)
        p.rounds[r] ??= { opponent: null, colour: null, result: 'Z' };
      while (p.rounds.length > 0 && p.rounds[p.rounds.length - 1] === undefined) p.rounds.pop();
    }
    // TRF-2026 152: without it, the initial colour is round 1's colour of its highest-ranked paired player.
    const topOfRoundOne = players.find((p) => p.rounds[0]?.opponent != null);
    const initialColour = g.initialColour ?? topOfRoundOne?.rounds[0]?.colour ?? null;
    // A repeated 112 line is kept among the other lines only when the section has one.
    const otherLines = [...g.otherLines];
    if (g.info.deputyArbiters !== undefined) otherLines.push('112 Second, Deputy');
    const t: Tournament = {
      info: g.info,
      players,
      totalRounds: g.totalRounds,
      initialColour,
      pointSystem: { ...g.pointSystem },
      forbiddenPairs: g.forbidden,
      acceleration: new Map(g.acceleration),
      otherLines,
    };
    return t;
  });

describe('TRF round trip (generated valid tournaments)', () => {
  it('readTrf(writeTrf(t)) equals t', () => {
    fc.assert(
      fc.property(tournament, (t) => {
        expect(readTrf(writeTrf(t))).toStrictEqual(t);
      }),
      { numRuns: 300 },
    );
  });

  it('writeTrf(readTrf(writeTrf(t))) equals writeTrf(t)', () => {
    fc.assert(
      fc.property(tournament, (t) => {
        const text = writeTrf(t);
        expect(writeTrf(readTrf(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the same tournament from the text as UTF-8 bytes', () => {
    fc.assert(
      fc.property(tournament, (t) => {
        expect(readTrf(new TextEncoder().encode(writeTrf(t)))).toStrictEqual(t);
      }),
      { numRuns: 100 },
    );
  });
});

describe('writer', () => {
  it('refuses a name that does not fit columns 15-47 rather than cutting it', () => {
    const t: Tournament = {
      info: { otherRecords: new Map() },
      players: [blankPlayer(1, 'A'.repeat(34))],
      totalRounds: null,
      initialColour: null,
      pointSystem: pointSystemDefault(),
      forbiddenPairs: [],
      acceleration: new Map(),
      otherLines: [],
    };
    expect(() => writeTrf(t)).toThrow(/name .* wider than 33 columns/);
  });
});

function pointSystemDefault(): PointSystem {
  return {
    win: 1,
    draw: 0.5,
    loss: 0,
    forfeitWin: 1,
    forfeitLoss: 0,
    pairingAllocatedBye: 1,
    halfPointBye: 0.5,
    fullPointBye: 1,
    zeroPointBye: 0,
  };
}
