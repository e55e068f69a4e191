import { describe, expect, it } from 'vitest';
import { DEFAULT_POINT_SYSTEM } from '../../src/engine/model/tournament.js';
import { limSystem } from '../../src/engine/systems/lim/index.js';
import { medianScore, scoreGroupOrder } from '../../src/engine/systems/lim/score-groups.js';
import { NoValidPairingError } from '../../src/engine/systems/pairing-system.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { fromGames, gamesOf, tournament } from './build.js';

describe('Lim 2.2: the order in which score-groups are paired', () => {
  it('"highest ... downward until just before the Median Score-group, then ... the lowest ... upwards"', () => {
    expect(scoreGroupOrder([0, 2, 1, 1.5, 0.5], 1)).toEqual({
      above: [2, 1.5],
      below: [0, 0.5],
      median: 1,
    });
  });

  it('"the score equal to half the number of rounds that have been played"', () => {
    expect(medianScore(2, DEFAULT_POINT_SYSTEM)).toBe(1);
    expect(medianScore(3, DEFAULT_POINT_SYSTEM)).toBe(1.5);
    expect(medianScore(4, { ...DEFAULT_POINT_SYSTEM, win: 3, draw: 1 })).toBe(6);
  });

  it('8.3 round two: "begins with the highest score-group (1 point), continues with the lowest score-group (0 point) and finishes with the Median Score-group (0.5 point)"', () => {
    expect(scoreGroupOrder([1, 0.5, 0], 0.5)).toEqual({ above: [1], below: [0], median: 0.5 });
  });
});

describe('round two with no draws: the odd groups send their floaters to the median group', () => {
  // Round 1: 1 beat 6, 2 beat 7, 3 beat 8, 4 beat 9, 5 beat 10.
  const t = tournament([
    { id: 1, rounds: ['6w1'] },
    { id: 2, rounds: ['7b1'] },
    { id: 3, rounds: ['8w1'] },
    { id: 4, rounds: ['9b1'] },
    { id: 5, rounds: ['10w1'] },
    { id: 6, rounds: ['1b0'] },
    { id: 7, rounds: ['2w0'] },
    { id: 8, rounds: ['3b0'] },
    { id: 9, rounds: ['4w0'] },
    { id: 10, rounds: ['5b0'] },
  ]);

  it('pairs the winners downward, the losers upwards and the floaters in the median group', () => {
    // Winners: due black 1, 3, 5; due white 2, 4 -> #5 floats (3.2); 1 v 4, 2 v 3 (5.2).
    // Losers: due white 6, 8, 10; due black 7, 9 -> #6 floats up (3.2, the highest numbered);
    // upwards from #10: 10 v 7 (#8 is due white too), 8 v 9.
    // Median group: the down-floater #5 meets the up-floater #6.
    expect(gamesOf(limSystem.pair(t, 2))).toEqual(['4-1', '2-3', '6-5', '10-7', '8-9']);
  });

  it('is deterministic', () => {
    expect(limSystem.pair(t, 2)).toEqual(limSystem.pair(t, 2));
  });
});

describe('Lim 2.6: a blocked median score-group is extended step by step', () => {
  // After two rounds: 3 and 6 on 1.5, 1 and 2 on 1 (they met in round 1), 4 and 5 on 0.5.
  const t = tournament([
    { id: 1, rounds: ['2w=', '6b='] },
    { id: 2, rounds: ['1b=', '4b='] },
    { id: 3, rounds: ['4w1', '5w='] },
    { id: 4, rounds: ['3b0', '2w='] },
    { id: 5, rounds: ['6w0', '3b='] },
    { id: 6, rounds: ['5b1', '1w='] },
  ]);

  it('no floaters came from either side, so "the next pairing of the higher score-group shall be cracked"', () => {
    // The higher group would play 6 v 3; cracked, #3 and #6 join the median group as
    // down-floaters: #3 (must have black) meets #1 (due white), #6 meets #2.
    expect(gamesOf(limSystem.pair(t, 3))).toEqual(['1-3', '2-6', '5-4']);
  });
});

describe('Lim 1.1: the pairing-allocated bye in later rounds', () => {
  it('"the player with the lowest rank in the lowest score-group"', () => {
    const t = tournament([
      { id: 1, rounds: ['3w1'] },
      { id: 2, rounds: ['4w1'] },
      { id: 3, rounds: ['1b0'] },
      { id: 4, rounds: ['2b0'] },
      { id: 5, rounds: ['U'] },
    ]);
    expect(limSystem.pair(t, 2).bye).toBe(4);
  });

  it('C.04.1 4: never to a player who already had it', () => {
    // All on one point after two rounds; 5 and 4 had the bye: #3 gets it.
    const t = tournament([
      { id: 1, rounds: ['3w1', '2w='] },
      { id: 2, rounds: ['4w1', '1b='] },
      { id: 3, rounds: ['1b0', '5w1'] },
      { id: 4, rounds: ['2b0', 'U'] },
      { id: 5, rounds: ['U', '3b0'] },
    ]);
    expect(limSystem.pair(t, 3).bye).toBe(3);
  });

  it('C.04.1 4: nor to one who scored a full point without playing', () => {
    const t = tournament([
      { id: 1, rounds: ['3w1'] },
      { id: 2, rounds: ['5w1'] },
      { id: 3, rounds: ['1b0'] },
      { id: 4, rounds: ['F'] },
      { id: 5, rounds: ['2b0'] },
    ]);
    // The lowest group is {3, 5}: #5 is the lowest ranked.
    expect(limSystem.pair(t, 2).bye).toBe(5);
    // Had #5 taken a full-point bye instead, #3 would get it.
    const t2 = tournament([
      { id: 1, rounds: ['3w1'] },
      { id: 2, rounds: ['4w0'] },
      { id: 3, rounds: ['1b0'] },
      { id: 4, rounds: ['2b1'] },
      { id: 5, rounds: ['F'] },
    ]);
    expect(limSystem.pair(t2, 2).bye).toBe(3);
  });
});

describe('Lim 6: the last round', () => {
  // After three rounds: 1 and 2 lead on 3 points, both black-white-white; 3 and 4 are on
  // 0.5, both white-black-black; 5 and 6 on 1; 7 and 8 on 1.5 (the median group of round 4).
  const games: [number, number, '1' | '=' | '0'][][] = [
    [
      [5, 1, '0'],
      [6, 2, '0'],
      [3, 7, '='],
      [4, 8, '='],
    ],
    [
      [1, 3, '1'],
      [2, 4, '1'],
      [7, 5, '='],
      [8, 6, '='],
    ],
    [
      [1, 4, '1'],
      [2, 3, '1'],
      [5, 8, '='],
      [6, 7, '='],
    ],
  ];

  it('before the last round, two leaders who both must have black float (2.3.c, 5.3)', () => {
    const t = fromGames(8, games, { totalRounds: 5 });
    // 1 and 2 float to the median group (7, 8); 3 and 4 float up to 5 and 6.
    expect(gamesOf(limSystem.pair(t, 4))).toEqual(['7-1', '8-2', '3-5', '4-6']);
  });

  it('in the last round "players with the same score to be paired ... even if ... the same colour for the third round in succession"', () => {
    const t = fromGames(8, games, { totalRounds: 4 });
    // 5.4 with identical histories: the higher ranked gets his colour at or above the
    // median (1 black, 7 white), the lower ranked below it (4 white, 6 black).
    expect(gamesOf(limSystem.pair(t, 4))).toEqual(['2-1', '4-3', '5-6', '7-8']);
  });
});

describe('the system in the registry', () => {
  it('--lim is built and is this system', () => {
    expect(getSystem('lim')).toBe(limSystem);
  });

  it('says so when no pairing exists', () => {
    const t = tournament([
      { id: 1, rounds: ['2w1'] },
      { id: 2, rounds: ['1b0'] },
    ]);
    expect(() => limSystem.pair(t, 2)).toThrow(NoValidPairingError);
  });
});
