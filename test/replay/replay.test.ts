import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RoundPairing, Tournament } from '../../src/engine/model/tournament.js';
import {
  inputForRound,
  NextRoundError,
  pairingShapeProblems,
  pairNextRoundInput,
  playersToPair,
} from '../../src/engine/pairing/index.js';
import {
  comparePairings,
  describeDifference,
  expectedPairing,
  isReproduced,
  replayTournament,
  UnreplayableRoundError,
} from '../../src/engine/replay/index.js';
import {
  NoValidPairingError,
  type PairingSystem,
} from '../../src/engine/systems/pairing-system.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { line001, trf } from '../trf/trf-lines.js';
import { fixture } from '../support/fixtures.js';

/**
 * Five players, three rounds played; player 4 asked in advance for a
 * half-point bye in round 4.
 * R1: 1-4 1-0, 5-2 draw, 3 PAB.  R2: 3-1 0-1, 4-5 forfeit win, 2 half-point bye.
 * R3: 2-1 1-0, 3-4 draw, 5 absent (Z).
 */
const LINES = [
  line001({ id: 1, points: '9.0', rank: 1, rounds: ['   4 w 1', '   3 b 1', '   2 b 0'] }),
  line001({ id: 2, rounds: ['   5 b =', '0000 - H', '   1 w 1'] }),
  line001({ id: 3, rounds: ['0000 - U', '   1 w 0', '   4 w ='] }),
  line001({ id: 4, rounds: ['   1 b 0', '   5 w +', '   3 b =', '0000 - H'] }),
  line001({ id: 5, rounds: ['   2 w =', '   4 b -', '0000 - Z'] }),
];
const T = readTrf(trf(...LINES, 'XXR 5', 'XXC black1'));

describe('inputForRound (fixtures/README.md "Replaying round r")', () => {
  it('keeps rounds 1..r-1 and, in round r, only the known absences', () => {
    const input = inputForRound(T, 3);
    expect(input.players.map((p) => p.rounds)).toStrictEqual([
      [
        { opponent: 4, colour: 'w', result: '1' },
        { opponent: 3, colour: 'b', result: '1' },
      ],
      [
        { opponent: 5, colour: 'b', result: '=' },
        { opponent: null, colour: null, result: 'H' },
      ],
      [
        { opponent: null, colour: null, result: 'U' },
        { opponent: 1, colour: 'w', result: '0' },
      ],
      [
        { opponent: 1, colour: 'b', result: '0' },
        { opponent: 5, colour: 'w', result: '+' },
      ],
      [
        { opponent: 2, colour: 'w', result: '=' },
        { opponent: 4, colour: 'b', result: '-' },
        { opponent: null, colour: null, result: 'Z' },
      ],
    ]);
  });

  it('recomputes points from rounds 1..r-1 (win, +, U = 1; draw, H = ½) and drops ranks', () => {
    const input = inputForRound(T, 3);
    expect(input.players.map((p) => [p.declaredPoints, p.declaredRank])).toStrictEqual([
      [2, null],
      [1, null],
      [1, null],
      [1, null],
      [0.5, null],
    ]);
  });

  it('drops a pairing-allocated bye of round r (it is the output, not the input)', () => {
    const input = inputForRound(T, 1);
    expect(input.players.every((p) => p.rounds.length === 0)).toBe(true);
  });

  it('keeps XXR and XXC as in the file and does not touch the original', () => {
    const input = inputForRound(T, 2);
    expect([input.totalRounds, input.initialColour]).toStrictEqual([5, 'b']);
    input.players[0]!.rounds.push(undefined);
    expect(T.players[0]!.rounds).toHaveLength(3);
  });
});

describe('expectedPairing', () => {
  it('lists each recorded game as (white, black) and the pairing-allocated bye', () => {
    expect(expectedPairing(T, 1)).toStrictEqual({
      games: [
        { white: 1, black: 4 },
        { white: 5, black: 2 },
      ],
      bye: 3,
      colourless: [],
    });
    // A forfeited game is still a pairing; a half-point bye is not the pairing-allocated bye.
    expect(expectedPairing(T, 2)).toStrictEqual({
      games: [
        { white: 3, black: 1 },
        { white: 4, black: 5 },
      ],
      bye: null,
      colourless: [],
    });
  });

  it('keeps the pair of a forfeit written without colours, its colours unknown', () => {
    // TRF-16: the colour column of an unplayed game may be "-" or blank.
    const t = readTrf(
      trf(
        line001({ id: 1, rounds: ['   2 - +'] }),
        line001({ id: 2, rounds: ['   1 - -'] }),
        line001({ id: 3, rounds: ['0000 - U'] }),
      ),
    );
    expect(expectedPairing(t, 1)).toStrictEqual({
      games: [],
      bye: 3,
      colourless: [{ white: 1, black: 2 }],
    });
  });

  it('refuses, with its own error and without naming the round its caller names, two pairing-allocated byes', () => {
    const t = T;
    const twoByes = {
      ...t,
      players: t.players.map((p) =>
        p.id === 1 ? { ...p, rounds: [{ opponent: null, colour: null, result: 'U' as const }] } : p,
      ),
    };
    expect(() => expectedPairing(twoByes, 1)).toThrow(UnreplayableRoundError);
    expect(() => expectedPairing(twoByes, 1)).toThrow(
      /^both 1 and 3 have the pairing-allocated bye$/,
    );
  });
});

describe('comparePairings', () => {
  const expected: RoundPairing = {
    games: [
      { white: 1, black: 2 },
      { white: 3, black: 4 },
    ],
    bye: 5,
  };

  it('finds no difference in board order alone', () => {
    expect(
      comparePairings(expected, { games: [...expected.games].reverse(), bye: 5 }),
    ).toStrictEqual([]);
  });

  it('reports reversed colours, other pairs and another bye', () => {
    const actual: RoundPairing = {
      games: [
        { white: 2, black: 1 },
        { white: 3, black: 5 },
      ],
      bye: 4,
    };
    const diffs = comparePairings(expected, actual);
    expect(diffs).toStrictEqual([
      { kind: 'colours', white: 1, black: 2 },
      { kind: 'missing', white: 3, black: 4 },
      { kind: 'extra', white: 3, black: 5 },
      { kind: 'bye', expected: 5, actual: 4 },
    ]);
    expect(diffs.map(describeDifference)).toStrictEqual([
      '1-2 paired with reversed colours (2-1)',
      '3-4 expected, not paired',
      '3-5 paired, not expected',
      'bye expected 5, got 4',
    ]);
  });

  it('matches a pair recorded without colours (a forfeit) in either colours, and names it when missing', () => {
    const recorded = { games: [], bye: null, colourless: [{ white: 1, black: 2 }] };
    expect(comparePairings(recorded, { games: [{ white: 2, black: 1 }], bye: null })).toStrictEqual(
      [],
    );
    expect(comparePairings(recorded, { games: [{ white: 1, black: 2 }], bye: null })).toStrictEqual(
      [],
    );
    const diffs = comparePairings(recorded, { games: [{ white: 1, black: 3 }], bye: null });
    expect(diffs.map(describeDifference)).toStrictEqual([
      '1 - 2 expected (a forfeit written without colours), not paired',
      '1-3 paired, not expected',
    ]);
  });
});

describe('pairNextRoundInput', () => {
  it('pairs the round after the last paired one, keeping the advance bye request', () => {
    const { round, input } = pairNextRoundInput(T);
    expect(round).toBe(4);
    expect(input.players[3]!.rounds[3]).toStrictEqual({
      opponent: null,
      colour: null,
      result: 'H',
    });
    expect(playersToPair(input, 4).map((p) => p.id)).toStrictEqual([1, 2, 3, 5]);
  });

  it('pairs round 1 of a tournament with no games yet', () => {
    const t = readTrf(
      trf(line001({ id: 1 }), line001({ id: 2, rounds: ['0000 - H'] }), line001({ id: 3 })),
    );
    const { round, input } = pairNextRoundInput(t);
    expect(round).toBe(1);
    expect(playersToPair(input, 1).map((p) => p.id)).toStrictEqual([1, 3]);
  });

  it('refuses while an earlier game has no result', () => {
    const t = readTrf(
      trf(line001({ id: 1, rounds: ['   2 w'] }), line001({ id: 2, rounds: ['   1 b'] })),
    );
    expect(() => pairNextRoundInput(t)).toThrow(NextRoundError);
    expect(() => pairNextRoundInput(t)).toThrow(/round 1 is not finished/);
  });

  it('refuses when every planned round is paired', () => {
    const t = readTrf(trf(...LINES.slice(0, 3), LINES[3]!.slice(0, 121), LINES[4]!, 'XXR 3'));
    expect(() => pairNextRoundInput(t)).toThrow(/all 3 rounds have been paired/);
  });

  it('leaves out withdrawn players', () => {
    const t: Tournament = {
      ...T,
      players: T.players.map((p) => ({ ...p, withdrawn: p.id === 1 })),
    };
    expect(playersToPair(pairNextRoundInput(t).input, 4).map((p) => p.id)).toStrictEqual([2, 3, 5]);
  });
});

describe('pairingShapeProblems', () => {
  const input = inputForRound(T, 4);

  it('accepts everyone present paired once', () => {
    const games = [
      { white: 1, black: 2 },
      { white: 5, black: 3 },
    ];
    expect(pairingShapeProblems(input, 4, { games, bye: null })).toStrictEqual([]);
  });

  it('names absent, missing, doubled and unknown players and a wrong bye', () => {
    expect(
      pairingShapeProblems(input, 4, {
        games: [
          { white: 1, black: 4 },
          { white: 1, black: 9 },
        ],
        bye: 5,
      }),
    ).toStrictEqual([
      'player 4 is not to be paired in round 4',
      'player 1 appears twice',
      'player 9 does not exist',
      'player 2 is not paired',
      'player 3 is not paired',
      '4 players to pair but a bye is given',
    ]);
  });
});

describe('replayTournament', () => {
  /** The recorded pairings, written out by hand. */
  const RECORDED: Record<number, RoundPairing> = {
    1: {
      games: [
        { white: 1, black: 4 },
        { white: 5, black: 2 },
      ],
      bye: 3,
    },
    2: {
      games: [
        { white: 3, black: 1 },
        { white: 4, black: 5 },
      ],
      bye: null,
    },
    3: {
      games: [
        { white: 2, black: 1 },
        { white: 3, black: 4 },
      ],
      bye: null,
    },
  };

  function fakeSystem(pair: (t: Tournament, round: number) => RoundPairing): PairingSystem {
    return { id: 'dutch', label: 'fake', name: 'fake', trfTypeCodes: [], options: [], pair };
  }

  it('hands the system the README input and reproduces the recorded rounds', () => {
    const seen: [number, number[]][] = [];
    const system = fakeSystem((input, round) => {
      // Nothing of round `round` but absences may reach the engine.
      expect(input.players.every((p) => p.rounds.length <= round)).toBe(true);
      expect(
        input.players.every(
          (p) => p.rounds[round - 1] === undefined || p.rounds[round - 1]!.opponent === null,
        ),
      ).toBe(true);
      seen.push([round, playersToPair(input, round).map((p) => p.id)]);
      return RECORDED[round]!;
    });
    const replays = replayTournament(T, system);
    expect(replays.map(isReproduced)).toStrictEqual([true, true, true]);
    expect(seen).toStrictEqual([
      [1, [1, 2, 3, 4, 5]],
      [2, [1, 3, 4, 5]],
      [3, [1, 2, 3, 4]],
    ]);
  });

  it('reports a round paired differently and a round the system cannot pair', () => {
    const system = fakeSystem((_input, round) => {
      if (round === 3) throw new NoValidPairingError('stuck');
      if (round === 2)
        return { games: [{ white: 1, black: 3 }, RECORDED[2]!.games[1]!], bye: null };
      return RECORDED[round]!;
    });
    const replays = replayTournament(T, system);
    expect(replays.map(isReproduced)).toStrictEqual([true, false, false]);
    expect(replays[1]!.differences).toStrictEqual([{ kind: 'colours', white: 3, black: 1 }]);
    expect(replays[2]!.noPairing).toBe('stuck');
    expect(replays[2]!.actual).toBeNull();
  });
});

describe('reference tournaments', () => {
  it('gives every round of a fixture an input without that round and a complete expected pairing', () => {
    const t = readTrf(readFileSync(fixture('dutch-2025/t0001.trf')));
    for (let r = 1; r <= 5; r++) {
      const input = inputForRound(t, r);
      const toPair = playersToPair(input, r).map((p) => p.id);
      const expected = expectedPairing(t, r);
      expect(pairingShapeProblems(input, r, expected)).toStrictEqual([]);
      expect(toPair.length).toBe(expected.games.length * 2 + (expected.bye === null ? 0 : 1));
    }
    // t0001 round 3 as written in the file: 2 has the bye, 1 plays black against 4.
    expect(expectedPairing(t, 3).bye).toBe(2);
    expect(expectedPairing(t, 3).games).toContainEqual({ white: 4, black: 1 });
  });
});
