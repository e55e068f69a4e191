import { describe, expect, it } from 'vitest';
import { dutch2017, dutch2025 } from '../../../src/engine/systems/dutch/index.js';
import { field, normalise, paired } from './field.js';

/**
 * Each case is one bracket of four players with the same score; the first
 * candidate (B.3: 1-3, 2-4) breaks the criterion under test, the next one
 * (D.1: 1-4, 2-3) does not but is worse on a later criterion or on the order.
 */
describe('C.04.3 (2017) C.8-C.11 colour criteria', () => {
  it('C.8: fewest topscorers (or opponents) with a colour difference beyond +2 or -2', () => {
    // Final round, all four have 3 of 4 points: all are topscorers.
    // 1 and 3 played W W B W (difference +2, absolute for black, no repeat);
    // 2 played W B W and was absent (+1, strong for black); 4 played W B W B.
    const f = field(
      {
        1: 'W1 W1 B0 W1',
        2: 'W1 B1 W1 Z',
        3: 'W1 W0 B1 W1',
        4: 'W1 B1 W0 B1',
      },
      { totalRounds: 5 },
    );
    // 1-3 / 2-4: 3 would get white and a difference of +3 (one refused
    // preference, an absolute one). 1-4 / 2-3: 2 gets white (+2, not beyond),
    // also one refused preference, and a strong one (C.11): C.8 decides.
    const expected = normalise('4-1 2-3');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // [C10]
  });

  it('C.9: fewest topscorers (or opponents) with the same colour three times in a row', () => {
    // Final round, all four have 2 of 3 points. 1 and 3 played B W W
    // (absolute for black), 2 W B W (strong for black), 4 B W B (strong for white).
    const f = field(
      {
        1: 'B1 W1 W0',
        2: 'W1 B0 W1',
        3: 'B0 W1 W1',
        4: 'B1 W1 B0',
      },
      { totalRounds: 4 },
    );
    // 1-3: one of them gets a third white in a row. 1-4 / 2-3 refuses 2's
    // strong preference instead (+2, not beyond: C.8 is equal).
    const expected = normalise('4-1 2-3');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // [C11]
  });

  it('C.10: fewest players who do not get their colour preference', () => {
    // Mild preferences (colour difference 0): 1 and 3 want black, 2 and 4 white.
    const f = field({
      1: 'B1 W0',
      2: 'W1 B0',
      3: 'B0 W1',
      4: 'W0 B1',
    });
    // 1-3 / 2-4 refuses two preferences; 1-4 / 2-3 none.
    const expected = normalise('4-1 2-3');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // [C12]
  });

  it('C.11: fewest players who do not get their strong colour preference', () => {
    // 1 and 3 played one game, with white, and were absent once: strong for
    // black. 4 has a mild preference for black, 2 a mild one for white.
    const f = field({
      1: 'W1 Z',
      2: 'W0 B1',
      3: 'Z W1',
      4: 'B1 W0',
    });
    // Both candidates refuse one preference (C.10 equal): 1-3 refuses a
    // strong one (3 gets white), 1-4 / 2-3 a mild one (4 gets white).
    const expected = normalise('4-1 2-3');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected); // [C13]
  });
});
