/**
 * The other readings of three open places of the Lim text, which only
 * scripts/measure-readings.mjs switches on (lim/readings.ts): each switch
 * does what the README's figures say it measures, and the product's reading
 * is the default.
 */
import { describe, expect, it } from 'vitest';
import type { ScoreGroup } from '../../src/engine/systems/lim/floaters.js';
import { pairMedianGroup, pairScoreGroup } from '../../src/engine/systems/lim/pair-group.js';
import type { LimReadings } from '../../src/engine/systems/lim/readings.js';
import { player, roundContext, show } from './players.js';

const at =
  (score: number) =>
  (id: number, met: number[] = []) =>
    player(id, { score, met });

describe('3.8: the up-floater of the median group', () => {
  // Median group at 1: natives 4-7; the down-floater 9 (1.5) and the up-floater 2 (0.5).
  const pairs = (readings: LimReadings = {}) => {
    const median: ScoreGroup = {
      score: 1,
      direction: 'down',
      atOrAboveMedian: true,
      natives: [4, 5, 6, 7].map((id) => at(1)(id)),
      floaters: [at(0.5)(2), at(1.5)(9)],
    };
    return show(pairMedianGroup(median, roundContext({ medianScore: 1, readings }))!);
  };

  it('decision: he meets the lowest numbered (bottom) player, as when pairing upwards', () => {
    expect(pairs()).toEqual(['4 v 9', '2 v 7', '5 v 6']);
  });

  it('other reading: "when pairing downward ... the highest numbered player available"', () => {
    expect(pairs({ medianUpFloaterFromTop: true })).toEqual(['4 v 9', '2 v 5', '6 v 7']);
  });
});

describe('3.6: "the floater with the highest pairing number" first', () => {
  // Down-floaters 3 and 5 (score 3) into the group at 2 with 10-13.
  const pairs = (readings: LimReadings = {}) => {
    const group: ScoreGroup = {
      score: 2,
      direction: 'down',
      atOrAboveMedian: true,
      natives: [10, 11, 12, 13].map((id) => at(2)(id)),
      floaters: [at(3)(5), at(3)(3)],
    };
    const adjacent: ScoreGroup = { ...group, score: 1, natives: [at(1)(20)], floaters: [] };
    return show(pairScoreGroup(group, adjacent, roundContext({ medianScore: 1, readings })).pairs);
  };

  it('decision: #3 (the higher, nearer #1) first', () => {
    expect(pairs()).toEqual(['3 v 10', '5 v 11', '12 v 13']);
  });

  it('other reading: #5 (the larger number) first', () => {
    expect(pairs({ highestNumberIsLargest: true })).toEqual(['5 v 10', '3 v 11', '12 v 13']);
  });
});

describe('3.3: "after excluding the opponents of other floaters"', () => {
  // The group at 2 (1-5) is odd and gives one player to the median group at 1 (20, 21),
  // into which the up-floater 30 (0.5) comes as well; 30 and 5 can only meet 20.
  const floaters = (readings: LimReadings = {}) => {
    const group: ScoreGroup = {
      score: 2,
      direction: 'down',
      atOrAboveMedian: true,
      natives: [at(2)(1), at(2)(2), at(2)(3), at(2)(4), at(2)(5, [21])],
      floaters: [],
    };
    const adjacent: ScoreGroup = {
      score: 1,
      direction: 'down',
      atOrAboveMedian: true,
      natives: [at(1)(20), at(1)(21, [5, 30])],
      floaters: [at(0.5)(30, [21])],
    };
    const ctx = roundContext({ medianScore: 1, readings });
    return pairScoreGroup(group, adjacent, ctx).floaters.map((p) => p.id);
  };

  it('decision: only floaters paired before him there count; 30, an up-floater, is paired after a down-floater (3.6.3), so #5 floats', () => {
    expect(floaters()).toEqual([5]);
  });

  it("other reading: every other floater's opponent is excluded, 20 is 30's, so #5 has none and #4 floats", () => {
    expect(floaters({ excludeEveryFloatersOpponents: true })).toEqual([4]);
  });
});

describe('3.4: "after excluding the opponents of other floaters who have lower scores or lower pairing numbers than the proposed floater"', () => {
  // The group at 0.5 (30-32) is odd and paired upwards: one of them floats up
  // into the median group at 1 (20, 21), which already holds the down-floater
  // 5 (1.5). 5 and 30 have both met 21, so each can only meet 20.
  const floaters = (readings: LimReadings = {}) => {
    const group: ScoreGroup = {
      score: 0.5,
      direction: 'up',
      atOrAboveMedian: false,
      natives: [at(0.5)(30, [21]), at(0.5)(31), at(0.5)(32)],
      floaters: [],
    };
    const median: ScoreGroup = {
      score: 1,
      direction: 'down',
      atOrAboveMedian: true,
      natives: [at(1)(20), at(1)(21, [5, 30])],
      floaters: [at(1.5)(5, [21])],
    };
    const ctx = roundContext({ medianScore: 1, readings });
    return pairScoreGroup(group, median, ctx).floaters.map((p) => p.id);
  };

  it('decision: 5 is paired before him (3.6.3, down-floaters first in the median group), so 20 is excluded, #30 has no compatible opponent there (3.9 c) and #31 floats', () => {
    expect(floaters()).toEqual([31]);
  });

  it('other reading: 5 has a higher score, not a lower one, so his opponent is not excluded and #30, the highest numbered, floats', () => {
    expect(floaters({ excludeByScoreAndNumber: true })).toEqual([30]);
  });
});
