import { describe, expect, test } from 'vitest';
import { computeStandings } from '../../src/engine/standings/index.js';
import { tournament } from '../support/engine/tournament-builder.js';

/**
 * ARO/C1 of a player whose only rated game is cut: the average of nothing,
 * no value (README decision; FIDE TEC's reference gives None too and writes it
 * "-0" in its text output). Whatever it is called, the player must rank after
 * everyone on the same points who has a value, as a 0 would (ratings are
 * positive), so the choice never changes a ranking.
 *
 * Ratings 1999, 1998, 1997, 1996 for players 1 .. 4.
 *   1: beat 2, then two half-point byes          2 pts, one game: ARO/C1 none
 *   2: lost to 1, beat 3, beat 4                 2 pts: 1999, 1997 (1996 cut) = 1998
 *   3: beat 4, lost to 2, pairing-allocated bye  2 pts: 1998 (1996 cut)
 *   4: lost to 3, full-point bye, lost to 2      1 pt
 */
const t = tournament(
  [
    { id: 1, rounds: ['2w1', 'H', 'H'] },
    { id: 2, rounds: ['1b0', '3w1', '4b1'] },
    { id: 3, rounds: ['4w1', '2b0', 'U'] },
    { id: 4, rounds: ['3b0', 'F', '2w0'] },
  ],
  { totalRounds: 3 },
);

describe('a tie-break without a value ranks last among those tied', () => {
  test('ARO/C1: player 1 (no value, the best pairing number) after 2 and 3 (1998 each, then TPN)', () => {
    const rows = computeStandings(t, { tiebreaks: 'ARO/C1,TPN' });
    expect(rows.map((r) => [r.id, r.rank, r.values[0]])).toEqual([
      [2, 1, 1998],
      [3, 2, 1998],
      [1, 3, null],
      [4, 4, 1998],
    ]);
  });
});
