import { describe, expect, it } from 'vitest';
import { buildPlayers } from '../../src/engine/systems/dutch/player-state.js';
import { tournament } from '../support/engine/tournament-builder.js';

const player = (
  t: ReturnType<typeof tournament>,
  round: number,
  id: number,
  rule: 'every-unplayed-round' | 'unplayed-above-loss' = 'every-unplayed-round',
) => buildPlayers(t, round, rule).players.get(id)!;

describe('C.04.3 A.6 colour differences and preferences', () => {
  it('A.6.a: a colour difference beyond +1 gives an absolute preference for the other colour', () => {
    // 1 played white, white, black, white: difference +2.
    const t = tournament([
      { id: 1, rounds: ['2w1', '3w1', '4b1', '5w1'] },
      { id: 2, rounds: ['1b0', '', '', ''] },
      { id: 3, rounds: ['', '1b0', '', ''] },
      { id: 4, rounds: ['', '', '1w0', ''] },
      { id: 5, rounds: ['', '', '', '1b0'] },
    ]);
    const p = player(t, 5, 1);
    expect(p.colourDifference).toBe(2);
    expect(p.absolutePreference).toBe(true);
    expect(p.colourPreference).toBe('b');
  });

  it('A.6.a: the same colour in the two latest rounds played gives an absolute preference', () => {
    // "or when a player had the same colour in the two latest rounds he played"
    const t = tournament([
      { id: 1, rounds: ['2w1', '3b1', '4b=', 'H'] },
      { id: 2, rounds: ['1b0', '', '', ''] },
      { id: 3, rounds: ['', '1w0', '', ''] },
      { id: 4, rounds: ['', '', '1w=', ''] },
    ]);
    const p = player(t, 5, 1);
    expect(p.colourDifference).toBe(-1);
    expect(p.repeatedColour).toBe('b');
    expect(p.absolutePreference).toBe(true);
    expect(p.colourPreference).toBe('w');
  });

  it('A.6.b: a colour difference of +1 is a strong preference for black', () => {
    const t = tournament([
      { id: 1, rounds: ['2w1'] },
      { id: 2, rounds: ['1b0'] },
    ]);
    expect(player(t, 2, 1)).toMatchObject({
      strongPreference: true,
      absolutePreference: false,
      colourPreference: 'b',
    });
    expect(player(t, 2, 2)).toMatchObject({ strongPreference: true, colourPreference: 'w' });
  });

  it('A.6.c: a colour difference of zero is a mild preference to alternate with the last game', () => {
    const t = tournament([
      { id: 1, rounds: ['2w1', '3b1'] },
      { id: 2, rounds: ['1b0', ''] },
      { id: 3, rounds: ['', '1w0'] },
    ]);
    expect(player(t, 3, 1)).toMatchObject({
      strongPreference: false,
      absolutePreference: false,
      colourPreference: 'w',
    });
  });

  it('A.6.d: players who did not play any games have no colour preference; forfeits give no colour', () => {
    const t = tournament([
      { id: 1, rounds: ['2w+', 'U'] },
      { id: 2, rounds: ['1b-', 'H'] },
    ]);
    expect(player(t, 3, 1).colourPreference).toBeNull();
    expect(player(t, 3, 2).colourPreference).toBeNull();
  });
});

describe('floats', () => {
  const t = tournament([
    { id: 1, rounds: ['2w1', '3w1'] },
    { id: 2, rounds: ['1b0', 'H'] },
    { id: 3, rounds: ['4w1', '1b0'] },
    { id: 4, rounds: ['3b0', 'Z'] },
  ]);

  it('2017 A.4.b: the higher scored player floats down, the lower one up; equal scores no float', () => {
    // Round 2: player 1 (1 point) met player 3 (1 point): no float. Round 1: everybody on 0.
    expect(player(t, 3, 1).float(1)).toBe('none');
    expect(player(t, 3, 3).float(2)).toBe('none');
  });

  it('2017 A.4.b: "A player who, for whatever reason, does not play in a round, also receives a downfloat"', () => {
    expect(player(t, 3, 2).float(1)).toBe('down'); // half-point bye
    expect(player(t, 3, 4).float(1)).toBe('down'); // zero-point absence
  });

  it('2025 1.4.3: only an unplayed round worth more than a loss gives a downfloat; 1.4.4: nobody else floats', () => {
    expect(player(t, 3, 2, 'unplayed-above-loss').float(1)).toBe('down');
    expect(player(t, 3, 4, 'unplayed-above-loss').float(1)).toBe('none');
  });

  it('scores at the time of the game decide the direction', () => {
    const u = tournament([
      { id: 1, rounds: ['2w1', '3w1'] },
      { id: 2, rounds: ['1b0', '4b1'] },
      { id: 3, rounds: ['4w1', '1b0'] },
      { id: 4, rounds: ['3b0', '2w0'] },
    ]);
    // Round 2: 2 (0 points) against 4 (0 points): none; 1 (1) against 3 (1): none.
    expect(player(u, 3, 2).float(1)).toBe('none');
    const v = tournament([
      { id: 1, rounds: ['2w1', '4w1'] },
      { id: 2, rounds: ['1b0', '3b1'] },
      { id: 3, rounds: ['4w1', '2w0'] },
      { id: 4, rounds: ['3b0', '1b0'] },
    ]);
    // Round 2: 1 (1 point) met 4 (0 points): 1 floated down, 4 up.
    expect(player(v, 3, 1).float(1)).toBe('down');
    expect(player(v, 3, 4).float(1)).toBe('up');
  });
});

describe('who is paired and the effective pairing numbers', () => {
  it('players with a known absence in the round are not paired but keep their place in the order', () => {
    const t = tournament([
      { id: 1, rounds: ['2w1', 'H'] },
      { id: 2, rounds: ['1b0', ''] },
      { id: 3, rounds: ['4w1', ''] },
      { id: 4, rounds: ['3b0', ''] },
    ]);
    const { toPair, players } = buildPlayers(t, 2, 'every-unplayed-round');
    expect(toPair.map((p) => p.id)).toEqual([2, 3, 4]);
    expect(players.get(1)!.rankIndex).toBe(0);
    expect(players.get(3)!.rankIndex).toBe(2);
  });

  it('a player absent from the start has no pairing number yet (C.04.2 late entries)', () => {
    const t = tournament([
      { id: 1, rounds: ['Z'] },
      { id: 2, rounds: [''] },
      { id: 3, rounds: [''] },
    ]);
    const { players } = buildPlayers(t, 1, 'every-unplayed-round');
    expect(players.has(1)).toBe(false);
    expect(players.get(2)!.rankIndex).toBe(0);
  });
});
