import { describe, expect, it } from 'vitest';
import { dutch2017, dutch2025 } from '../../../src/engine/systems/dutch/index.js';
import { field, normalise, paired } from './field.js';

/**
 * A past opponent marked 'v' had one point less than the player (the player
 * floated down in that round), '^' one point more (he floated up); see field.ts.
 *
 * In the C.12-C.15 cases every player who would float again would do so
 * with the same score difference, so C.16-C.19 point the same way: the count
 * criteria decide by the text (they come first), but these cases alone do
 * not tell the two apart. The C.16 and C.17 cases do: the counts are equal
 * there and only the score differences decide.
 */
describe('C.04.3 (2017) C.12-C.16 repeated floats', () => {
  it('C.12: fewest players who receive the same downfloat as the previous round', () => {
    // {1,2,3} (1 point) downfloats one player; 3, the natural one, floated
    // down in round 2. 1-2 and 1-3 both grant every colour preference.
    const f = field({
      1: 'B1 W0',
      2: 'W1 B0',
      3: 'W1 B0v',
      4: 'B0 W0',
      5: 'W0 B0',
      6: 'B0 W0',
    });
    // 1-3, 2 floats: 2-4, then 5-6.
    const expected = normalise('3-1 2-4 5-6');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // [C14]
  });

  it('C.13: fewest players who receive the same upfloat as the previous round', () => {
    // 1 (2 points) moves down to {2,3,4} (1 point). 2, the first resident,
    // floated up in round 2; 3 did not. All colour preferences can be granted.
    const f = field({
      1: 'W1 B1',
      2: 'B0 W1^',
      3: 'B1 W0',
      4: 'W0 B1',
    });
    // 1-3, remainder 2-4.
    const expected = normalise('1-3 4-2');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // [C15]
  });

  it('C.14: fewest players who receive the same downfloat as two rounds before', () => {
    // As for C.12, but 3 floated down in round 2 of 3, not in round 3.
    const f = field({
      1: 'B1 W1 B0',
      2: 'W1 B0 W1',
      3: 'W1 B0v W1',
      4: 'B0 W1 B0',
      5: 'W0 B1 W0',
      6: 'B1 W0 B0',
    });
    // 1-3, 2 floats: 4-2, then 6-5.
    const expected = normalise('1-3 4-2 6-5');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // [C16]
  });

  it('C.15: fewest players who receive the same upfloat as two rounds before', () => {
    // 1 (3 points) moves down to {2,3,4} (2 points); 2 floated up in round 2 of 3.
    const f = field({
      1: 'W1 B1 W1',
      2: 'B0 W1^ B1',
      3: 'B1 W0 B1',
      4: 'W1 B1 W0',
    });
    // 1-3 (3 and 1 both get their strong preference), remainder 2-4.
    const expected = normalise('3-1 2-4');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // [C17]
  });

  it('C.16: minimise the score differences of players who receive the same downfloat as the previous round', () => {
    // 1 and 2 (2.5 points) have met and move down to {3} (2 points): one of
    // them is paired with 3, the other floats on to {4,5,6}. 2 floated down
    // in round 3, 1 did not; whichever floats, each gets a downfloat (C.12
    // equal) and the PSD is the same ([1.5, 0.5]). Paired with 3, 2's score
    // difference is 0.5; floating on it would be 1.5 (2.5 - (2 - 1)). D.3
    // would pair 1, the lower BSN.
    const f = field({
      1: 'W=:2 B1 W1',
      2: 'B=:1 W1 W1v',
      3: 'B= W1 B=',
      4: 'B0 W1 B0',
      5: 'W0 B1 W0',
      6: 'B1 W0 B0',
    });
    // 3-2; 1 floats: 4-1, then 6-5.
    expect(paired(dutch2017, f)).toBe(normalise('3-2 4-1 6-5'));
    // Not asserted for 2025: [C18] speaks of "the score differences ... of
    // MDPs who received a downfloat the previous round", and gives no score
    // difference to an MDP who is not paired in the bracket (2017 A.8 did).
  });

  it('C.17: minimise the score differences of players who receive the same upfloat as the previous round', () => {
    // 1 (3 points) and 2 (2.5) both have an absolute preference for white
    // (C.3: they may not meet) and move down to {3,4} (2 points). 3 floated
    // up in round 3 and floats up again whoever he meets (C.13 equal); the
    // PSD is [1, 0.5] either way. Against 1 his score difference would be 1,
    // against 2 it is 0.5. The first candidate would be 1-3, 2-4.
    const f = field({
      1: 'W1 B1 B1',
      2: 'W1 B= B1',
      3: 'B1 W0 W1^',
      4: 'W1 B0 W1',
    });
    const expected = normalise('1-4 2-3');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // [C19]
  });
});
