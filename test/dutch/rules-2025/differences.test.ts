import { describe, expect, it } from 'vitest';
import { dutch2017, dutch2025 } from '../../../src/engine/systems/dutch/index.js';
import { field, normalise, paired } from '../rules-2017/field.js';

/**
 * The changes of the 2025 edition that change a pairing, each shown on one
 * input paired by both editions (see dutch-differences-2017-to-2025.txt).
 */
describe('C.04.3 (2025) differences from the 2017 edition', () => {
  it('[C2]: no pairing-allocated bye after a full-point bye', () => {
    // 2025 [C2]: no PAB for a participant who "has already scored in one
    // single round, without playing, as many points as rewarded for a win";
    // 2017 C.2 names only a PAB and a forfeit win. 5 had a full-point bye.
    const f = field({
      1: 'W1 B1',
      2: 'B1 W1',
      3: 'W1 B=',
      4: 'B1 W=',
      5: 'F B0',
    });
    // 2017: 5, alone at the bottom, gets the bye.
    expect(paired(dutch2017, f)).toBe(normalise('1-2 3-4 bye 5'));
    // 2025: {3,4} may not pair 3-4 ([C4]); both move down to 5, and the one
    // left gets the bye. 3 (W B) and 5 (one game with black) both want white,
    // 4 wants black: 5-4 ([C12]), 3 the bye.
    expect(paired(dutch2025, f)).toBe(normalise('1-2 5-4 bye 3'));
  });

  it('[C4] / 1.3.1: completion is checked in every bracket, and there is no collapsed scoregroup', () => {
    // Only 3 may get the bye: everybody else has a forfeit win. 8 and 9 have met.
    // Scores: 1, 2: 3.5; 3, 4, 5: 3; 6, 7: 2.5; 8, 9: 2; 10, 11: 1.
    const f = field({
      1: 'B+ B1 W1 B=',
      2: 'W+ W1 B1 W=',
      3: 'W1 B1 W0 B1',
      4: 'B+ B1 W1 B0',
      5: 'W+ W1 B1 W0',
      6: 'B+ B= W1 B0',
      7: 'W+ W= B1 W0',
      8: 'W+ W=:9 B0 W=',
      9: 'B+ B=:8 W0 B=',
      10: 'B+ B0 W0 B0',
      11: 'W+ W0 B0 W0',
    });
    // 2017: {3,4,5} pairs 3-5 (colours) and floats 4, who cannot have the
    // bye: it is the PPB, paired again as 4-5 with 3 floating. Everybody
    // below is one collapsed scoregroup; the CLB {3 | 6..11} gives 3 the
    // bye and minimises the PSD: 6-8, 7-9, 10-11 (SDs 0.5, 0.5, 0) rather
    // than 6-7, 8-10, 9-11 (0, 1, 1).
    expect(paired(dutch2017, f)).toBe(normalise('1-2 4-5 6-8 9-7 10-11 bye 3'));
    // 2025: the scoregroups stay brackets. {3 | 6,7}: 3 may not be paired
    // ([C4]), 6-7 ([C6]); {3 | 8,9}: 8-9 have met, all float; 10-8, 9-11.
    expect(paired(dutch2025, f)).toBe(normalise('1-2 4-5 6-7 10-8 9-11 bye 3'));
  });

  it('[C5]: the bye goes to the lowest score possible, even at the cost of a higher bracket', () => {
    // 4, 5, 6 (2 points) have all met each other; 5 and 6 have forfeit wins
    // (no bye). 7 (0 points) may have the bye only if 1, 2 and 3 (3 points)
    // all play 4, 5 and 6.
    const f = field({
      1: 'W1 B1 W1',
      2: 'W1 B1 W1',
      3: 'W1 B1 W1',
      4: 'B1:5 W0:6 B1',
      5: 'W0:4 W+ B1:6',
      6: 'B+ B1:4 W0:5',
      7: 'B0 W0 B0',
    });
    // 2017: 1-2, 3 floats; {3 | 4,5,6} pairs 3-4 and leaves 5, 6 and 7
    // unable to finish: it is the PPB, paired again as 3-5 (colours), and
    // the CLB {4,6 | 7} is 7-6 with the bye to 4 (2 points).
    expect(paired(dutch2017, f)).toBe(normalise('2-1 5-3 7-6 bye 4'));
    // 2025 [C5]: "Minimise the score of the assignee of the
    // pairing-allocated-bye": 7 (0 points). {1,2,3} pairs nobody, then
    // 1-4, 2-5, 3-6 (one colour refused whatever the order: the first).
    expect(paired(dutch2025, f)).toBe(normalise('4-1 5-2 6-3 bye 7'));
  });

  it('[C9]: the bye goes to the player with the fewest unplayed games', () => {
    // {5,6,7} (1 point) gives the bye; 7, the natural one, was absent in round 1.
    const f = field({
      1: 'W1 B1 W0 B0',
      2: 'B1 W1 B0 W0',
      3: 'W1 B0 W1 B0',
      4: 'B0 W1 B1 W0',
      5: 'W1 B0 W0 B0',
      6: 'B1 W0 B0 W0',
      7: 'Z W1 B0 W0',
    });
    // 2017: 5-6 (both colour preferences), bye 7.
    expect(paired(dutch2017, f)).toBe(normalise('1-4 3-2 5-6 bye 7'));
    // 2025: "Minimise the number of unplayed games of the assignee of the
    // pairing-allocated-bye": 5 or 6; 5-7 grants both preferences, bye 6.
    expect(paired(dutch2025, f)).toBe(normalise('1-4 3-2 5-7 bye 6'));
  });

  it.each([
    { what: 'a zero-point bye', history: 'W1 Z', in2017: 'float', in2025: 'no float' },
    { what: 'a forfeit loss', history: 'W1 B-', in2017: 'float', in2025: 'no float' },
    { what: 'a half-point bye', history: 'W= H', in2017: 'float', in2025: 'float' },
    { what: 'a pairing-allocated bye', history: 'W0 U', in2017: 'float', in2025: 'float' },
  ])(
    '1.4.3 / 1.4.4: after $what in the previous round (2017: $in2017, 2025: $in2025)',
    ({ history, in2017, in2025 }) => {
      // 2017 A.4.b: "A player who, for whatever reason, does not play in a
      // round, also receives a downfloat." 2025 1.4.3: only one who gets the
      // PAB or "without playing in a round, scores more points than those
      // rewarded for a loss"; 1.4.4: "No players other than those listed ...
      // can receive floats." {1,2,3} (1 point) downfloats one player; 3 is the
      // natural one, and 1-2 and 1-3 both grant every colour preference.
      const f = field({ 1: 'W0 B1', 2: 'B0 W1', 3: history, 4: 'W0 B0', 5: 'W0 B0', 6: 'B0 W0' });
      // With a float in round 2, 3 does not float again (C.12 / [C14]).
      const floated = normalise('1-3 4-2 5-6');
      const notFloated = normalise('1-2 4-3 5-6');
      expect(paired(dutch2017, f)).toBe(in2017 === 'float' ? floated : notFloated);
      expect(paired(dutch2025, f)).toBe(in2025 === 'float' ? floated : notFloated);
    },
  );
});
