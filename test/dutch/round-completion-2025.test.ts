import { describe, expect, it } from 'vitest';
import { buildPlayers } from '../../src/engine/systems/dutch/player-state.js';
import { RoundCompletion } from '../../src/engine/systems/dutch/edition-2025/round-completion.js';
import { tournament } from '../support/engine/tournament-builder.js';

/** Players to pair in `round`, in the order given by their ids (1 first). */
function roundOf(rows: { id: number; rounds: string[] }[], round: number) {
  const { toPair, context } = buildPlayers(tournament(rows), round, 'unplayed-above-loss');
  const players = [...toPair].sort((a, b) => a.id - b.id);
  return { players, context };
}

/** A mask over the players with the given ids set (players 1..n at indices 0..n-1). */
function out(n: number, ...ids: number[]): Uint8Array {
  const mask = new Uint8Array(n);
  for (const id of ids) mask[id - 1] = 1;
  return mask;
}

describe('2025 [C4]/[C5]: can the rest of the round still be paired', () => {
  // Rounds 1-2: 1-2, 3-4, then 1-3, 2-4. Round 3 may only pair 1-4 and 2-3 ([C1]).
  const rows = [
    { id: 1, rounds: ['2w1', '3b1'] },
    { id: 2, rounds: ['1b0', '4w1'] },
    { id: 3, rounds: ['4w1', '1w0'] },
    { id: 4, rounds: ['3b0', '2b0'] },
  ];

  it('holds while the players left can all meet someone they have not met', () => {
    const { players, context } = roundOf(rows, 3);
    const check = new RoundCompletion(players, context);
    expect(check.holdsWithout(out(4))).toBe(true);
    // 1-4 paired: 2-3 remains.
    expect(check.holdsWithout(out(4, 1, 4))).toBe(true);
  });

  it('fails when the players left have all met, and holds again once they are back', () => {
    const { players, context } = roundOf(rows, 3);
    const check = new RoundCompletion(players, context);
    // 1 and 2 taken out: 3 and 4 have met.
    expect(check.holdsWithout(out(4, 1, 2))).toBe(false);
    expect(check.holdsWithout(out(4, 1, 3))).toBe(false);
    expect(check.holdsWithout(out(4))).toBe(true);
  });

  it('with an odd number of players, holds only once the bye is open to a player who can be left out', () => {
    // Rounds 1-2: 1-2 (3 the bye), then 2-3 (1 the bye). Round 3 may only pair 1-3.
    const odd = [
      { id: 1, rounds: ['2w1', 'U'] },
      { id: 2, rounds: ['1b0', '3w1'] },
      { id: 3, rounds: ['U', '2b0'] },
    ];
    const { players, context } = roundOf(odd, 3);
    const check = new RoundCompletion(players, context);
    expect(check.holdsWithout(out(3))).toBe(false);
    check.openBye(2); // player 3: 1-2 have met
    expect(check.holdsWithout(out(3))).toBe(false);
    check.openBye(1); // player 2: 1-3 remains
    expect(check.holdsWithout(out(3))).toBe(true);
    // With 1 and 3 paired, 2 takes the bye; with 1 and 2 out, so does 3.
    expect(check.holdsWithout(out(3, 1, 3))).toBe(true);
    expect(check.holdsWithout(out(3, 1, 2))).toBe(true);
    // Only 1 left: the bye is not open to him.
    expect(check.holdsWithout(out(3, 2, 3))).toBe(false);
  });
});
