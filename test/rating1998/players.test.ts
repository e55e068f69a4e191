import { describe, expect, it } from 'vitest';
import {
  buildRoundView,
  colourPreference,
  PreferenceKind,
} from '../../src/engine/systems/rating1998/players.js';
import { tournament } from './builder.js';

const prefOf = (colours: string, exempt = false) =>
  colourPreference([...colours] as ('w' | 'b')[], exempt);

describe('A.2 order', () => {
  it('"score, rating, FIDE-title (IGM-WGM-IM-WIM-FM-WFM-no title), alphabetically"', () => {
    const t = tournament([
      { id: 1, rating: 2000, name: 'Zeta' },
      { id: 2, rating: 2000, name: 'Alpha' },
      { id: 3, rating: 2000, title: 'IM' },
      { id: 4, rating: 2000, title: 'WGM' },
      { id: 5, rating: 2000, title: 'WFM' },
      { id: 6, rating: 1900, title: 'GM', rounds: ['U'] },
      { id: 7, rating: 2100 },
      { id: 8, rating: 2000, title: 'FM' },
      { id: 9, rating: 2000, title: 'WIM' },
    ]);
    // Player 6 scored the point of a bye: he leads whatever his rating.
    // Then 7 by rating; among the 2000s, WGM above IM as the 1998 list has it,
    // then WIM, FM, WFM, and the untitled alphabetically.
    const order = buildRoundView(t, 2).players.map((p) => p.id);
    expect(order).toEqual([6, 7, 4, 3, 9, 8, 5, 2, 1]);
  });

  it('alphabetical order ignores case and accents', () => {
    const t = tournament([
      { id: 1, rating: 2000, name: 'émile' },
      { id: 2, rating: 2000, name: 'Dupont' },
      { id: 3, rating: 2000, name: 'Fabre' },
    ]);
    expect(buildRoundView(t, 1).players.map((p) => p.id)).toEqual([2, 1, 3]);
  });
});

describe('A.7 colour preferences', () => {
  it('no game played: no preference (before round one it is drawn by lot, A.7.c)', () => {
    expect(prefOf('')).toEqual({ kind: PreferenceKind.None, colour: null });
  });

  it('a. absolute when the colour difference is > 1 or < -1: white when < 0, otherwise black', () => {
    expect(prefOf('bwbb')).toEqual({ kind: PreferenceKind.Absolute, colour: 'w' });
    expect(prefOf('wbww')).toEqual({ kind: PreferenceKind.Absolute, colour: 'b' });
  });

  it('a. absolute after the same colour in the two latest rounds: white after two blacks', () => {
    expect(prefOf('ww')).toEqual({ kind: PreferenceKind.Absolute, colour: 'b' });
    expect(prefOf('wwbb')).toEqual({ kind: PreferenceKind.Absolute, colour: 'w' });
    expect(prefOf('bww')).toEqual({ kind: PreferenceKind.Absolute, colour: 'b' });
  });

  it('a. "(This rule is not in effect when pairing players with a score of over 50% in the last round)"', () => {
    expect(prefOf('ww', true)).toEqual({ kind: PreferenceKind.Strong, colour: 'b' });
    expect(prefOf('wwbb', true)).toEqual({ kind: PreferenceKind.Mild, colour: 'w' });
  });

  it('b. strong when the colour difference is unequal to zero: white when < 0, black otherwise', () => {
    expect(prefOf('w')).toEqual({ kind: PreferenceKind.Strong, colour: 'b' });
    expect(prefOf('bwb')).toEqual({ kind: PreferenceKind.Strong, colour: 'w' });
    // Unlike 2017, a colour difference of +1 is no less than strong here.
    expect(prefOf('wbw').kind).toBe(PreferenceKind.Strong);
  });

  it('c. mild when the colour difference is zero, "to alternate the colour with respect to the previous game"', () => {
    expect(prefOf('wb')).toEqual({ kind: PreferenceKind.Mild, colour: 'w' });
    expect(prefOf('bw')).toEqual({ kind: PreferenceKind.Mild, colour: 'b' });
  });

  it('F.2: byes and unplayed games do not count for colour', () => {
    const t = tournament([
      { id: 1, rounds: ['2w1', 'U', '3w+'] },
      { id: 2, rounds: ['1b0', '', ''] },
      { id: 3, rounds: ['', '', '1b-'] },
    ]);
    const p1 = buildRoundView(t, 4).players.find((p) => p.id === 1)!;
    expect(p1.colours).toEqual(['w']);
    expect(p1.colourDifference).toBe(1);
    expect(p1.preference).toEqual({ kind: PreferenceKind.Strong, colour: 'b' });
  });
});

describe('A.4 floats and A.5 byes', () => {
  const t = tournament([
    { id: 1, rounds: ['2w1', '3w=', '5b1'] },
    { id: 2, rounds: ['1b0', '4w1', 'U'] },
    { id: 3, rounds: ['4w=', '1b=', 'Z'] },
    { id: 4, rounds: ['3b=', '2b0', ''] },
    { id: 5, rounds: ['U', 'Z', '1w0'] },
  ]);
  const floats = (id: number) => buildRoundView(t, 4).players.find((p) => p.id === id)!.floats;

  it('"The higher ranked player receives a downfloat, the lower one an upfloat" (scores before the round)', () => {
    // Round 2: 1 (1 point) against 3 (half a point); 2 (0) against 4 (1/2).
    expect(floats(1)[1]).toBe('down');
    expect(floats(3)[1]).toBe('up');
    expect(floats(2)[1]).toBe('up');
    expect(floats(4)[1]).toBe('down');
    // Round 1: everyone on 0, no float.
    expect(floats(1)[2]).toBe(null);
  });

  it('"A bye is considered to be a downfloat"; not being paired gives no float', () => {
    expect(floats(2)[0]).toBe('down'); // bye in round 3
    expect(floats(5)[2]).toBe('down'); // bye in round 1
    expect(floats(3)[0]).toBe(null); // absent in round 3
  });
});

describe('B.1.b who may receive a bye', () => {
  it('"A player who has received a point without playing, either through a bye or due to an opponent not appearing in time, shall not receive a bye"', () => {
    const t = tournament([
      { id: 1, rounds: ['U'] },
      { id: 2, rounds: ['3w+'] },
      { id: 3, rounds: ['2b-'] },
      { id: 4, rounds: ['F'] },
      { id: 5, rounds: ['H'] },
      { id: 6, rounds: ['Z'] },
    ]);
    const eligible = Object.fromEntries(
      buildRoundView(t, 2).players.map((p) => [p.id, p.byeEligible]),
    );
    expect(eligible).toEqual({ 1: false, 2: false, 3: true, 4: false, 5: true, 6: true });
  });
});

describe('F.5 withdrawals and known absences; F.9 adjourned games', () => {
  it('"Players who withdraw ... will no longer be paired. Players known in advance not to play in a particular round are not paired"', () => {
    const t = tournament([
      { id: 1, rounds: ['2w1'] },
      { id: 2, rounds: ['1b0'], withdrawn: true },
      { id: 3, rounds: ['4w=', 'Z'] },
      { id: 4, rounds: ['3b='] },
    ]);
    expect(buildRoundView(t, 2).players.map((p) => p.id)).toEqual([1, 4]);
  });

  it('"Adjourned games are considered draws for pairing purposes only"', () => {
    const t = tournament([
      { id: 1, rounds: ['2w*'] },
      { id: 2, rounds: ['1b*'] },
    ]);
    const [p1, p2] = buildRoundView(t, 2).players;
    expect(p1!.score).toBe(0.5);
    expect(p2!.score).toBe(0.5);
    expect(p1!.colours).toEqual(['w']);
    expect(p1!.forbidden.has(2)).toBe(true);
  });
});

describe('note to section B: players over 50% in the last round', () => {
  it('are exempt only in the last round and only with more than half of the points so far', () => {
    const rows = [
      { id: 1, rounds: ['3w1', '4b1'] }, // 2 of 2
      { id: 2, rounds: ['4w=', '3b1'] }, // 1.5 of 2
      { id: 3, rounds: ['1b0', '2w0'] }, // 0
      { id: 4, rounds: ['2b=', '1w0'] }, // 0.5: exactly... less than 50%
      { id: 5, rounds: ['6w1', '6b0'] }, // 1 of 2: exactly 50%, not over
      { id: 6, rounds: ['5b0', '5w1'] },
    ];
    const exempt = (totalRounds: number) =>
      buildRoundView(tournament(rows, { totalRounds }), 3)
        .players.filter((p) => p.exempt)
        .map((p) => p.id)
        .sort();
    expect(exempt(3)).toEqual([1, 2]);
    expect(exempt(5)).toEqual([]);
  });
});
