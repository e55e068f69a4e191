import { describe, expect, it } from 'vitest';
import { dutch2017, dutch2025 } from '../../../src/engine/systems/dutch/index.js';
import { field, normalise, paired } from './field.js';

describe('C.04.3 (2017) A.3 / A.9 brackets, moved-down players and the collapsed last bracket', () => {
  it('A.3: a bracket is a scoregroup plus the players left unpaired above it (MDPs)', () => {
    // Scores: 1, 2, 3 have 1 point; 4 and 8 have 0.5 (they drew each other); 5, 6, 7 have 0.
    const f = field({
      1: 'W1:5',
      2: 'B1:6',
      3: 'W1:7',
      4: 'B=:8',
      5: 'B0:1',
      6: 'W0:2',
      7: 'B0:3',
      8: 'W=:4',
    });
    // {1,2,3}: 1-2, 3 is the downfloater. {3 | 4,8}: the MDP meets the first
    // resident, 4; 8 (who played 4) floats on. {8 | 5,6,7}: 8-5, remainder 6-7.
    const expected = normalise('2-1 4-3 5-8 7-6');
    expect(paired(dutch2017, f)).toBe(expected);
    expect(paired(dutch2025, f)).toBe(expected);
  });

  it("A.9: when a bracket's downfloaters leave the round impossible to complete, that bracket (the PPB) is paired again", () => {
    // "if ... the downfloaters (possibly none) produced by the bracket just
    // paired, together with all the remaining players, do not allow the
    // completion of the round-pairing ... The pairing process resumes with the
    // re-pairing of the PPB."
    // Scores: 1, 2: 1.5; 3, 4: 1; 5, 6: 0.5, and 5 and 6 have met.
    const f = field({
      1: 'W=:4 W1:5',
      2: 'B1:3 W=:4',
      3: 'W0:2 B1:6',
      4: 'B=:1 B=:2',
      5: 'W=:6 B0:1',
      6: 'B=:5 W0:3',
    });
    // The natural pairing 3-4 of the 1-point bracket leaves 5-6, a rematch.
    // Re-paired with C.4, the bracket downfloats both; the collapsed last
    // bracket {3,4 | 5,6} can only be 3-5 (3 has met 6) and 4-6.
    // Colours: 1 (WW) must have black; 3 and 5 both had WB: 3 ranks higher (E.4).
    const expected = normalise('2-1 3-5 4-6');
    expect(paired(dutch2017, f)).toBe(expected);
    // 2025 [C4] (completion in every bracket) gives the same pairing.
    expect(paired(dutch2025, f)).toBe(expected);
  });
});
