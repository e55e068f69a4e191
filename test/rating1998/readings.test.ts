/**
 * The other readings of two open places of the 1998 text and the former
 * reading of E.2, which only
 * scripts/measure-readings.mjs switches on (rating1998/readings.ts): each
 * switch does what the README's figures say it measures, and the product's
 * reading is the default.
 */
import { describe, expect, it } from 'vitest';
import { bracketProcedure } from '../../src/engine/systems/rating1998/bracket.js';
import { colourDecision } from '../../src/engine/systems/rating1998/colours.js';
import { Criteria } from '../../src/engine/systems/rating1998/criteria.js';
import { buildRoundView } from '../../src/engine/systems/rating1998/players.js';
import type { Rating1998Readings } from '../../src/engine/systems/rating1998/readings.js';
import { tournament } from './builder.js';
import { view, type Spec } from './view.js';

describe('A.3 with B.5/B.6: upfloats in a bracket treated as homogeneous', () => {
  // 1 and 2 (1.5) moved down to 3 and 4 (1): half the bracket came from above (A.3).
  // 3 received an upfloat in the previous round.
  const specs: Spec[] = [
    { id: 1, score: 1.5 },
    { id: 2, score: 1.5 },
    { id: 3, score: 1, floats: 'u' },
    { id: 4, score: 1 },
  ];
  const first = (readings: Rating1998Readings = {}) => {
    const v = view(specs);
    const crit = new Criteria(v.players, readings);
    for (const e of bracketProcedure(crit, { moved: [0, 1], residents: [2, 3], lowest: false }))
      if (e.kind === 'pairing')
        return e.pairing.pairs.map(([a, b]) => `${v.players[a]!.id}-${v.players[b]!.id}`);
    return null;
  };

  it('decision: no upfloat criterion, so C.6 pairs 1-3, 2-4', () => {
    expect(first()).toEqual(['1-3', '2-4']);
  });

  it('other reading: B.5 keeps 3 from a second upfloat, so no transposition will do and the C.8 exchange of 2 and 3 gives 1-2, 3-4', () => {
    expect(first({ upfloatsWhenTreatedHomogeneous: true })).toEqual(['1-2', '3-4']);
  });
});

describe('A.4: a forfeited pairing between unequal scores', () => {
  // Round 1: 1 beats 3, 4 beats 2. Round 2: 1 (1 point) wins against 2 (0) by forfeit.
  const t = tournament(
    [
      { id: 1, rounds: ['3w1', '2b+'] },
      { id: 2, rounds: ['4b0', '1w-'] },
      { id: 3, rounds: ['1b0', '4w1'] },
      { id: 4, rounds: ['2w1', '3b0'] },
    ],
    { totalRounds: 5 },
  );
  const floats = (readings: Rating1998Readings = {}) =>
    buildRoundView(t, 3, readings)
      .players.filter((p) => p.id <= 2)
      .map((p) => [p.id, p.floats[0]]);

  it('decision: floats like a played game (1 down, 2 up)', () => {
    expect(floats()).toEqual([
      [1, 'down'],
      [2, 'up'],
    ]);
  });

  it('other reading: no float for either', () => {
    expect(floats({ forfeitsDoNotFloat: true })).toEqual([
      [1, null],
      [2, null],
    ]);
  });
});

describe('E.2 between two strong preferences of different sizes (last round, over 50%)', () => {
  // A.7.a off: 1 (W B W B B, -1) and 2 (B W B B, -2) both have a strong
  // preference for white; 1 ranks higher; their aligned histories never differ (F.3).
  const v = view([
    { id: 1, colours: 'wbwbb', exempt: true },
    { id: 2, colours: 'bwbb', exempt: true },
  ]);
  const [p1, p2] = v.players;

  it('decision: E.2 does not decide; E.3 finds no round in which their colours differed, so E.4 gives 1, the higher ranked, white', () => {
    expect(colourDecision(p1!, p2!, 'w')).toMatchObject({ colour: 'w', article: 'E.4' });
  });

  it('former reading: the larger colour difference is the stronger, so 2 has white (E.2)', () => {
    expect(colourDecision(p1!, p2!, 'w', { e2ByColourDifference: true })).toMatchObject({
      colour: 'b',
      article: 'E.2',
    });
  });
});
