import { describe, expect, it } from 'vitest';
import { colourFor } from '../../src/engine/systems/dutch/colours.js';
import { buildPlayers } from '../../src/engine/systems/dutch/player-state.js';
import { tournament } from '../support/engine/tournament-builder.js';

function colourOf(t: ReturnType<typeof tournament>, round: number, a: number, b: number) {
  const { players, context } = buildPlayers(t, round, 'every-unplayed-round');
  return colourFor(players.get(a)!, players.get(b)!, context);
}

describe('C.04.3 E colour allocation', () => {
  it('E.1: grant both colour preferences', () => {
    const t = tournament([
      { id: 1, rounds: ['3w1'] },
      { id: 2, rounds: ['4b1'] },
      { id: 3, rounds: ['1b0'] },
      { id: 4, rounds: ['2w0'] },
    ]);
    // 1 wants black, 2 wants white.
    expect(colourOf(t, 2, 1, 2)).toBe('b');
    expect(colourOf(t, 2, 2, 1)).toBe('w');
  });

  it('E.2: grant the stronger colour preference (absolute over strong)', () => {
    const t = tournament([
      { id: 1, rounds: ['3w1', '4w1'] }, // WW: absolute for black
      { id: 2, rounds: ['5w1', 'H'] }, // W: strong for black
      { id: 3, rounds: ['1b0', ''] },
      { id: 4, rounds: ['', '1b0'] },
      { id: 5, rounds: ['2b0', ''] },
    ]);
    expect(colourOf(t, 3, 2, 1)).toBe('w');
  });

  it('E.2: "If both are absolute (topscorers) grant the wider colour difference"', () => {
    const t = tournament([
      { id: 1, rounds: ['3w1', '4b1', '5w1', '6w1'] }, // diff +2
      { id: 2, rounds: ['7b1', '8w1', '9w1', 'H'] }, // diff +1 but WW: absolute
      { id: 3, rounds: ['1b0', '', '', ''] },
      { id: 4, rounds: ['', '1w0', '', ''] },
      { id: 5, rounds: ['', '', '1b0', ''] },
      { id: 6, rounds: ['', '', '', '1b0'] },
      { id: 7, rounds: ['2w0', '', '', ''] },
      { id: 8, rounds: ['', '2b0', '', ''] },
      { id: 9, rounds: ['', '', '2b0', ''] },
    ]);
    expect(colourOf(t, 5, 1, 2)).toBe('b');
  });

  it('E.3: alternate the colours to the most recent time in which one had white and the other black', () => {
    // Both have a mild preference for black. Going back through their games:
    // W/W, B/B, then 1 had white and 2 black: 1 now gets black, 2 white.
    // (E.4 would have given black to 2, who has more points.)
    const t = tournament([
      { id: 1, rounds: ['3b1', '4w0', '5b1', '6w0'] },
      { id: 2, rounds: ['7w1', '8b1', '9b1', '10w0'] },
      { id: 3, rounds: ['1w0', '', '', ''] },
      { id: 4, rounds: ['', '1b1', '', ''] },
      { id: 5, rounds: ['', '', '1w0', ''] },
      { id: 6, rounds: ['', '', '', '1b1'] },
      { id: 7, rounds: ['2b0', '', '', ''] },
      { id: 8, rounds: ['', '2w0', '', ''] },
      { id: 9, rounds: ['', '', '2w0', ''] },
      { id: 10, rounds: ['', '', '', '2b1'] },
    ]);
    const { players } = buildPlayers(t, 5, 'every-unplayed-round');
    expect([players.get(1)!.colourPreference, players.get(2)!.colourPreference]).toEqual([
      'b',
      'b',
    ]);
    expect(colourOf(t, 5, 1, 2)).toBe('b');
    expect(colourOf(t, 5, 2, 1)).toBe('w');
  });

  it('E.4: grant the colour preference of the higher ranked player', () => {
    // Same mild preference, identical histories: the higher ranked (more points) gets it.
    const t = tournament([
      { id: 1, rounds: ['3w1'] },
      { id: 2, rounds: ['4w='] },
      { id: 3, rounds: ['1b0'] },
      { id: 4, rounds: ['2b='] },
    ]);
    // Both 1 and 2 have a strong preference for black; 1 has more points.
    expect(colourOf(t, 2, 1, 2)).toBe('b');
    expect(colourOf(t, 2, 2, 1)).toBe('w');
  });

  it('E.5: with no preferences, an odd pairing number takes the initial colour, an even one the other', () => {
    const white = tournament(
      [
        { id: 1, rounds: [] },
        { id: 2, rounds: [] },
        { id: 3, rounds: [] },
        { id: 4, rounds: [] },
      ],
      { initialColour: 'w' },
    );
    expect(colourOf(white, 1, 1, 3)).toBe('w');
    expect(colourOf(white, 1, 2, 4)).toBe('b');
    const black = tournament(
      [
        { id: 1, rounds: [] },
        { id: 2, rounds: [] },
        { id: 3, rounds: [] },
      ],
      { initialColour: 'b' },
    );
    expect(colourOf(black, 1, 1, 2)).toBe('b');
    // 2 ranks above 3 and has an even number: white, so 3 gets black.
    expect(colourOf(black, 1, 3, 2)).toBe('b');
  });
});
