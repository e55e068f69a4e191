import { describe, expect, it } from 'vitest';
import { dutch2017, dutch2025 } from '../../../src/engine/systems/dutch/index.js';
import { field, normalise, paired } from './field.js';

describe('C.04.3 (2017) A.7 topscorers', () => {
  // 1 and 2 have 2 points of 2 and both played white twice (absolute
  // preference for black); 3 played black twice (absolute for white).
  const rows = {
    1: 'W1:4 W1:6',
    2: 'W1:5 W1:3',
    3: 'B1:6 B0:2',
    4: 'B0:1 W=:5',
    5: 'B0:2 B=:4',
    6: 'W0:3 B0:1',
  };

  it('A.7 / C.3: in the final round, topscorers with the same absolute colour preference may meet', () => {
    // "Topscorers are players who have a score of over 50% of the maximum
    // possible score when pairing the final round"; C.3 forbids only
    // non-topscorers with the same absolute preference to meet.
    const f = field(rows, { totalRounds: 3 });
    // 1-2: both absolute for black with the same difference and history: E.4,
    // 1 ranks higher. {3 | 4,5}: 3-5 are both absolute for white (C.3), so 3-4;
    // 5 floats to 6.
    const expected = normalise('2-1 3-4 5-6');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected);
  });

  it('A.7 / C.3: before the final round the same two players may not meet', () => {
    const f = field(rows, { totalRounds: 5 });
    // 1 and 2 both float: {1,2 | 3}: 2 has met 3, so 3-1; {2 | 4,5}: 2 has met
    // 5, so 4-2; 5-6.
    const expected = normalise('3-1 4-2 5-6');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected);
  });
});
