import { describe, expect, it } from 'vitest';
import { dutch2017, dutch2025 } from '../../../src/engine/systems/dutch/index.js';
import { field, normalise, paired } from './field.js';

/**
 * Section D: among candidates equally good on every criterion, the one
 * generated first (B.8). In each case below all players have the same
 * score, so S1 = {1,2,3} and S2 = {4,5,6} (BSNs = pairing numbers).
 */
describe('C.04.3 (2017) B.8 and section D: the order of the candidates', () => {
  it('D.1: transpositions of S2 in lexicographic order: 4-5-6, 4-6-5, 5-4-6, 5-6-4, ...', () => {
    // 4 has met 1 and 2. Every S1-S2 pair grants both colour preferences
    // (S1 wants black, S2 white), so the first legal transposition is perfect:
    // 4-5-6 and 4-6-5 (1-4) and 5-4-6 (2-4) are illegal, 5-6-4 is it.
    const f = field({
      1: 'B1:4 W0',
      2: 'B1 W0:4',
      3: 'B1 W0',
      4: 'W0:1 B1:2',
      5: 'W0 B1',
      6: 'W1 B0',
    });
    const expected = normalise('5-1 6-2 4-3');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // 4.2
  });

  it('B.8: with no perfect candidate, the first of the best ones', () => {
    // "a candidate is better than another if it better satisfies a quality
    // criterion ... or, all quality criteria being equally satisfied, it is
    // generated earlier". 1 and 4 have strong preferences for white (one
    // game with black, one absence); 2, 3 mild for white; 5, 6 mild for
    // black. Four players want white: one preference is always refused.
    // 4-5-6 and 4-6-5 (1-4) refuse a strong one; 5-4-6, 5-6-4, 6-4-5 and
    // 6-5-4 only a mild one: the earliest, 5-4-6.
    const f = field({
      1: 'B1 Z',
      2: 'W1 B0',
      3: 'W0 B1',
      4: 'Z B1',
      5: 'B1 W0',
      6: 'B0 W1',
    });
    const expected = normalise('1-5 4-2 3-6');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // 3.8
  });

  it('D.2.b-c: the exchange with the smallest BSN-sum difference; of equal ones, the highest BSN moved down from S1', () => {
    // 1 has met 4, 5 and 6, and 2 has met 5 and 6: no transposition works.
    // Exchange 3<->4 (difference 1) gives S1 {1,2,4}, S2 {3,5,6}: 1 and 2 can
    // only meet 3. Exchanges 3<->5 and 2<->4 (difference 2)
    // both work and all colour preferences can be granted in both:
    // 3<->5 gives S1 {1,2,5}, S2 {3,4,6}: 1-3, 2-4, 5-6;
    // 2<->4 gives S1 {1,3,4}, S2 {2,5,6}: 1-2, 3-5, 4-6.
    // D.2.c: "the highest different BSN among those moved from the original
    // S1 to S2": 3 rather than 2.
    const f = field({
      1: 'W=:4 B=:5 B=:6',
      2: 'W=:5 W=:6 B=',
      3: 'W= B= W=',
      4: 'B=:1 W= B=',
      5: 'B=:2 W=:1 B=',
      6: 'W= B=:2 W=:1',
    });
    const expected = normalise('1-3 4-2 5-6');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // 4.3
  });

  it('D.2.a: an exchange of one player comes before an exchange of two, whatever the BSN sums', () => {
    // "the smallest number of exchanged BSN(s) (e.g exchanging just one BSN
    // is better than exchanging two of them)". Eight players: 1, 3, 5, 7 had
    // black twice in a row (absolute for white), 2, 4, 6, 8 white (absolute
    // for black), so by C.3 only odd-even pairs are legal, and every legal
    // pairing grants all preferences. Of those, earlier games leave only
    // 1-2, 3-6, 4-5, 7-8 and 1-4, 2-3, 5-8, 6-7. S1 = {1,2,3,4}.
    // The first pairing comes from the exchange 2<->7 (sum difference 5):
    // S1 {1,3,4,7}, S2 {2,5,6,8}; the second from {3,4}<->{5,6} (difference
    // 4, but two players). No transposition and no one-player exchange with
    // a difference below 5 works, nor 3<->8 (difference 5, D.2.c first).
    const f = field({
      1: 'W=:6 W=:8 B= B= B=',
      2: 'B=:5 B=:7 W= W= W=',
      3: 'W=:4 B= W=:8 B= B=',
      4: 'B=:3 W= B=:7 W= W=',
      5: 'W=:2 W=:6 B= B= B=',
      6: 'B=:1 B=:5 W= W= W=',
      7: 'B= W=:2 W=:4 B= B=',
      8: 'W= B=:1 B=:3 W= W=',
    });
    const expected = normalise('1-2 3-6 5-4 7-8');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // 4.3.2 rule 1
  });

  it('D.3 / B.7: the MDPs with the lowest BSNs are paired; transpositions come before an MDP exchange', () => {
    // 1, 2, 3 (2 points) all have an absolute preference for white: they may
    // not meet (C.3) and all move down to {4,5} (1.5 points), where only two
    // of them can be paired; 1 has met 4. S1 = {1,2} (D.3.b), Limbo {3}:
    // 1-4 is illegal, the transposition 1-5 / 2-4 works and comes before
    // exchanging 3 into S1. 3 floats on to {6,7,8}.
    const f = field({
      1: 'W1:4 B0 B1',
      2: 'W1 B1 B0',
      3: 'W0 B1 B1',
      4: 'B0:1 W1 W=',
      5: 'B1 W0 W=',
      6: 'B0 W1 W0',
      7: 'W0 B1 W0',
      8: 'B0 W0 B1',
    });
    const expected = normalise('1-5 2-4 3-6 8-7');
    expect(paired(dutch2017, f)).toBe(expected);
    // 2025 4.4.2: "Valid sets of pairable MDP(s) are sorted according to their
    // smallest differing BSN".
    expect(paired(dutch2025, f)).toBe(expected);
  });
});
