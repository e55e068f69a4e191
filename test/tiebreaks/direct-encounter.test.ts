import { describe, expect, test } from 'vitest';
import type { Tournament } from '../../src/engine/model/tournament.js';
import { directEncounter } from '../../src/engine/tiebreaks/direct-encounter.js';
import { finalRoundOf, tiebreakContext } from '../../src/engine/tiebreaks/tiebreak-context.js';
import { parseTiebreak } from '../../src/engine/tiebreaks/tiebreak-spec.js';
import { tournament, UNRATED } from '../support/engine/tournament-builder.js';

/**
 * C.07 6 on a group given as tied. The value is the place within the group
 * (1 first, shared while DE cannot separate), 0 when DE separates nobody.
 */
function de(t: Tournament, group: number[], code = 'DE'): Record<number, number> {
  const ctx = tiebreakContext(t, {
    round: finalRoundOf(t),
    edition: '2026',
    unratedRating: null,
  });
  return Object.fromEntries(directEncounter(ctx, parseTiebreak(code), [group]));
}

describe('C.07 6.2: all tied participants met', () => {
  // 1: beat 2 and 4, lost to 3 (2); 2: beat 3 and 4 (2); 3: beat 1, drew 4 (1.5); 4: 0.5.
  const t = tournament(
    [
      { id: 1, rounds: ['2w1', '3w0', '4w1'] },
      { id: 2, rounds: ['1b0', '4w1', '3w1'] },
      { id: 3, rounds: ['4w=', '1b1', '2b0'] },
      { id: 4, rounds: ['3b=', '2b0', '1b0'] },
    ],
    UNRATED,
  );

  test('"the sum of the scores from these encounters is used to produce separate standings"', () => {
    expect(de(t, [1, 3])).toEqual({ 1: 2, 3: 1 }); // 3 beat 1
    expect(de(t, [3, 4])).toEqual({ 3: 0, 4: 0 }); // they drew
  });

  test('a tie in the separate standings is broken by DE among the still-tied (1 beat 2)', () => {
    expect(de(t, [1, 2, 3, 4])).toEqual({ 1: 1, 2: 2, 3: 3, 4: 4 });
  });
});

describe('C.07 6.3: not all mutual games played', () => {
  test('a participant is placed above only if no result of the missing games could catch it', () => {
    // 1 beat 2, 3, 4 (3 of 3); 2 beat 3, never met 4 (1, at most 2); 4 met only 1 (0, at most 2).
    const t = tournament(
      [
        { id: 1, rounds: ['2w1', '3w1', '4w1'] },
        { id: 2, rounds: ['1b0', '', '3w1'] },
        { id: 3, rounds: ['', '1b0', '2b0'] },
        { id: 4, rounds: ['', '', '1b0'] },
      ],
      UNRATED,
    );
    expect(de(t, [1, 2, 3, 4])).toEqual({ 1: 1, 2: 2, 3: 2, 4: 2 });
  });

  test('placing goes on down the group while it is certain', () => {
    // 2 also beat 4; 3 and 4 never met: 1 and 2 are certain, 3 and 4 are not.
    const t = tournament(
      [
        { id: 1, rounds: ['2w1', '3w1', '4w1'] },
        { id: 2, rounds: ['1b0', '4w1', '3w1'] },
        { id: 3, rounds: ['', '1b0', '2b0'] },
        { id: 4, rounds: ['', '2b0', '1b0'] },
      ],
      UNRATED,
    );
    expect(de(t, [1, 2, 3, 4])).toEqual({ 1: 1, 2: 2, 3: 3, 4: 3 });
  });

  test('nobody met: DE separates nobody', () => {
    const t = tournament(
      [
        { id: 1, rounds: ['3w1'] },
        { id: 2, rounds: ['4w1'] },
        { id: 3, rounds: ['1b0'] },
        { id: 4, rounds: ['2b0'] },
      ],
      UNRATED,
    );
    expect(de(t, [1, 2])).toEqual({ 1: 0, 2: 0 });
  });
});

describe('C.07 6.1.1-6.1.2: forfeits and repeated meetings', () => {
  const forfeit = tournament(
    [
      { id: 1, rounds: ['2w+'] },
      { id: 2, rounds: ['1b-'] },
    ],
    UNRATED,
  );

  test('in a Swiss a forfeit is not an encounter, unless the list says /P', () => {
    expect(de(forfeit, [1, 2])).toEqual({ 1: 0, 2: 0 });
    expect(de(forfeit, [1, 2], 'DE/P')).toEqual({ 1: 1, 2: 2 });
  });

  test('two meetings count as their average', () => {
    const split = tournament(
      [
        { id: 1, rounds: ['2w1', '2b0'] },
        { id: 2, rounds: ['1b0', '1w1'] },
      ],
      UNRATED,
    );
    expect(de(split, [1, 2])).toEqual({ 1: 0, 2: 0 });
    const winAndDraw = tournament(
      [
        { id: 1, rounds: ['2w1', '2b='] },
        { id: 2, rounds: ['1b0', '1w='] },
      ],
      UNRATED,
    );
    expect(de(winAndDraw, [1, 2])).toEqual({ 1: 1, 2: 2 });
  });
});
