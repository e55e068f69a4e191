import { describe, expect, it } from 'vitest';
import {
  exchangeCandidates,
  proposedPairings,
} from '../../src/engine/systems/lim/exchange-order.js';
import type { ScoreGroup } from '../../src/engine/systems/lim/floaters.js';
import { pairScoreGroup } from '../../src/engine/systems/lim/pair-group.js';
import type { LimPlayer } from '../../src/engine/systems/lim/player-state.js';
import { group, playedAll, roundContext, show } from './players.js';

const ctx = roundContext();

function downward(natives: LimPlayer[]): { pairs: string[]; floaters: number[] } {
  const g: ScoreGroup = {
    score: 2,
    direction: 'down',
    atOrAboveMedian: true,
    natives,
    floaters: [],
  };
  const below: ScoreGroup = { ...g, score: 1, natives: [] };
  const r = pairScoreGroup(g, below, ctx);
  return { pairs: show(r.pairs), floaters: r.floaters.map((p) => p.id).sort((a, b) => a - b) };
}

function upward(natives: LimPlayer[]): string[] {
  const g: ScoreGroup = {
    score: 0,
    direction: 'up',
    atOrAboveMedian: false,
    natives,
    floaters: [],
  };
  const above: ScoreGroup = { ...g, score: 1, natives: [] };
  return show(pairScoreGroup(g, above, roundContext({ medianScore: 1 })).pairs);
}

/** The columns of the table of Lim 4.2, as printed. */
const TABLE_4_2 = [
  ['1 v 4', '2 v 5', '3 v 6'],
  ['1 v 5', '2 v 4', '3 v 6'],
  ['1 v 6', '2 v 4', '3 v 5'],
  ['1 v 3', '2 v 5', '4 v 6'],
  ['1 v 2', '3 v 5', '4 v 6'],
];

/** The columns of the table of Lim 4.3, as printed (#1 has found #6). */
const TABLE_4_3 = [
  ['1 v 6', '2 v 4', '3 v 5'],
  ['1 v 6', '2 v 5', '3 v 4'],
  ['1 v 6', '2 v 3', '4 v 5'],
  ['1 v 3', '2 v 6', '4 v 5'],
  ['1 v 2', '3 v 5', '4 v 6'],
];

describe('Lim 2.4 proposed pairings', () => {
  it('"1 v (n/2 + 1), 2 v (n/2 + 2), 3 v (n/2 + 3) … n/2 v n"', () => {
    const pairs = proposedPairings([1, 2, 3, 4, 5, 6, 7, 8]).map(([a, b]) => `${a} v ${b}`);
    expect(pairs).toEqual(['1 v 5', '2 v 6', '3 v 7', '4 v 8']);
  });

  it('a score-group whose players are all compatible is paired as proposed', () => {
    expect(downward(group(8)).pairs).toEqual(['1 v 5', '2 v 6', '3 v 7', '4 v 8']);
  });
});

describe('Lim 4.2: the exchanges to find a compatible opponent for #1', () => {
  it('the order of the table: 1 v 4, 1 v 5, 1 v 6, 1 v 3, 1 v 2, the rest proposed again by 2.4', () => {
    const players = [1, 2, 3, 4, 5, 6];
    const columns = exchangeCandidates(players).map((opponent) => {
      const rest = players.filter((p) => p !== 1 && p !== opponent);
      return [`1 v ${opponent}`, ...proposedPairings(rest).map(([a, b]) => `${a} v ${b}`)];
    });
    expect(columns).toEqual(TABLE_4_2);
  });

  TABLE_4_2.forEach((column, k) => {
    const refused = TABLE_4_2.slice(0, k).map((c) => Number(c[0]!.split(' v ')[1]));
    it(`#1 having met ${refused.join(', ') || 'nobody'}: the pairing is column ${k + 1}`, () => {
      expect(downward(group(6, playedAll(1, refused))).pairs).toEqual(column);
    });
  });
});

describe('Lim 4.3: the exchanges to find a compatible opponent for #2', () => {
  // #1 has met #4 and #5, so that "a compatible opponent, for example, #6, has been found for Player #1".
  const oneMet = playedAll(1, [4, 5]);
  const twoRefused = [4, 5, 3, 6];
  TABLE_4_3.forEach((column, k) => {
    const refused = twoRefused.slice(0, k);
    it(`#2 having met ${refused.join(', ') || 'nobody'}: the pairing is column ${k + 1}`, () => {
      expect(downward(group(6, [...oneMet, ...playedAll(2, refused)])).pairs).toEqual(column);
    });
  });
});

describe('Lim 4.1.b: pairing upwards', () => {
  it('"scrutiny of proposed pairings begins with the lowest numbered player"; the higher one is exchanged', () => {
    // The mirror image of 4.2: #6 has met #3, so #6 meets #2 and the rest is proposed again.
    expect(upward(group(6, [[6, 3]]))).toEqual(['2 v 6', '3 v 5', '1 v 4']);
    // #6 has met 3, 2 and 1: the next exchange is #4 (mirror of 1 v 3).
    expect(upward(group(6, playedAll(6, [3, 2, 1])))).toEqual(['4 v 6', '2 v 5', '1 v 3']);
  });
});

describe('Lim 4.4: no compatible opponent for #2 while #1 keeps his', () => {
  // "Player #1 and Player #2 have previously played each other and all the other players except Player #6".
  const met = (n: number): [number, number][] => {
    const others = Array.from({ length: n - 2 }, (_, i) => i + 3).filter((p) => p !== 6);
    return [[1, 2], ...playedAll(1, others), ...playedAll(2, others)];
  };

  it('4.4.a: in a group of seven, #2 floats instead of #7, and #7 is paired', () => {
    const r = downward(group(7, met(7)));
    expect(r.floaters).toEqual([2]);
    expect(r.pairs).toEqual(['1 v 6', '3 v 5', '4 v 7']);
  });

  it('4.4.b: in a group of six, "the lowest numbered player remaining must be floated in company with #2"', () => {
    const r = downward(group(6, met(6)));
    expect(r.floaters).toEqual([2, 5]);
    expect(r.pairs).toEqual(['1 v 6', '3 v 4']);
  });
});
