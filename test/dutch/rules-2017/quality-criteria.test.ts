import { describe, expect, it } from 'vitest';
import { dutch2017, dutch2025 } from '../../../src/engine/systems/dutch/index.js';
import { field, normalise, paired } from './field.js';

describe('C.04.3 (2017) C.5-C.7 pairs, PSD and the next bracket', () => {
  it('C.5: maximise the number of pairs, even against the colour preferences', () => {
    // Scoregroup {1,2,3,4} (1 point): 4 has met 1 and 2, so only 1-2 and 3-4
    // pair everybody, and each of those pairs has one colour preference
    // refused (1 and 2 want white, 3 and 4 want black). 1-3 would suit both
    // colours but leave 2 and 4 to float. (C.6 agrees: in a homogeneous
    // bracket fewer downfloaters also make a smaller PSD.)
    const f = field({
      1: 'W1:4 B0',
      2: 'W1 B0:4',
      3: 'B1 W0',
      4: 'B0:1 W1:2',
      5: 'B0 W0',
      6: 'W0 B0',
    });
    // 1-2: same history, 1 ranks higher (E.4); 3-4 likewise.
    const expected = normalise('1-2 4-3 6-5');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected);
  });

  it('C.6 / A.8: minimise the PSD: of two MDPs that cannot both be paired, pair the one with more points', () => {
    // "minimize the PSD (This basically means: maximize the number of paired
    // MDP(s); and, as far as possible, pair the ones with the highest scores)."
    // 1 (3 points) and 2 (2.5) have met, so both move down to the 2-point
    // bracket {3,4,5}, where both have met 3 and 4: only 5 is left for them.
    // 1-5 gives the PSD [1.5 (2 floats: 2.5 - (2 - 1)), 1, 0]; 2-5 gives
    // [2, 0.5, 0]. 1 and 5 both want black, 2 and 5 would both get their
    // colour: C.6 comes first.
    const f = field({
      1: 'W1:3 B1:4 W=:2 W=',
      2: 'W1:4 B=:3 B=:1 B=',
      3: 'B0:1 W=:2 B1 W=',
      4: 'B0:2 W0:1 W1 B1',
      5: 'B1 W0 B1 W0',
      6: 'B1 W0 B0 W0',
      7: 'W1 B0 W0 B0',
      8: 'B1 W0 B0 W0',
    });
    // 1 has an absolute preference for black (+2): 5-1. 2 floats to {6,7,8}.
    const expected = normalise('5-1 4-3 2-6 7-8');
    expect(paired(dutch2017, f)).toBe(expected);
    // 2025 [C7]: "Minimise the scores (taken in descending order) of the
    // downfloaters": 2 (2.5) rather than 1 (3) floats.
    expect(paired(dutch2025, f)).toBe(expected);
  });

  it('C.7: choose the downfloater so that the next bracket has more pairs', () => {
    // {1,2,3} (2 points) floats one player. 3 has met 4, 5 and 6, the next
    // bracket (1 point): if 3 floats he cannot be paired there, and of 4, 5, 6
    // only one pair can be made (4 and 5 both have an absolute preference for
    // white, C.3); if 2 floats, 2-4 and 5-6 make two. 1-2 (3 floats) would
    // grant both colour preferences too, and comes first; 2-3 would not
    // (both want white). Nobody has floated before.
    const f = field({
      1: 'W1 B1 W0',
      2: 'B1 W1 B0',
      3: 'B0:4 W1:5 B1:6',
      4: 'W1:3 B0 B0',
      5: 'W0 B0:3 B1',
      6: 'B1 W0 W0:3',
      7: 'W0 B= W0',
      8: 'B0 W= B0',
    });
    // {2 | 4,5,6}: 2 meets 4 (who has the absolute preference: 4-2), then 5-6.
    const expected = normalise('3-1 4-2 5-6 8-7');
    expect(paired(dutch2017, f)).toBe(expected);
    // 2025 [C8]: "Choose the set of downfloaters so that in the following
    // bracket every criterion from [C1] to [C7] is complied with".
    expect(paired(dutch2025, f)).toBe(expected);
  });
});
