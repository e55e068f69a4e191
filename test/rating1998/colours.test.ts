import { describe, expect, it } from 'vitest';
import { colourDecision, colourOf } from '../../src/engine/systems/rating1998/colours.js';
import { pairRound1998 } from '../../src/engine/systems/rating1998/pair-round.js';
import { buildRoundView, PreferenceKind } from '../../src/engine/systems/rating1998/players.js';
import { tournament } from './builder.js';
import { view, type Spec } from './view.js';

/** The colour of the first player against the second, both given by hand. */
function colour(a: Spec, b: Spec, initialColour: 'w' | 'b' = 'w') {
  const v = view([a, b], { initialColour });
  const pa = v.players.find((p) => p.id === a.id)!;
  const pb = v.players.find((p) => p.id === b.id)!;
  return colourOf(pa, pb, initialColour);
}

describe('E colour allocation', () => {
  it('E.1 "Grant both colour preferences"', () => {
    expect(colour({ id: 1, colours: 'w' }, { id: 2, colours: 'b' })).toBe('b');
    expect(colour({ id: 1, colours: 'b' }, { id: 2, colours: 'w' })).toBe('w');
    // One without any game: the other gets his preference.
    expect(colour({ id: 1, colours: '' }, { id: 2, colours: 'bw' })).toBe('w');
  });

  it('E.2 "Grant the stronger colour preference": absolute over strong over mild', () => {
    // 2 has WW (absolute black), 1 has W (strong black): 1 gets white.
    expect(colour({ id: 1, colours: 'w' }, { id: 2, colours: 'ww' })).toBe('w');
    // 1 strong (W), 2 mild (BW): 1 gets black.
    expect(colour({ id: 1, colours: 'bww' }, { id: 2, colours: 'bw' })).toBe('b');
    expect(colour({ id: 2, colours: 'bw' }, { id: 1, colours: 'w' })).toBe('w');
  });

  it('E.2 between two strong preferences: the kinds decide, not the size of the colour difference', () => {
    // Last round, both over 50%: absolute preferences are off (A.7.a), so
    // B W W (+1) and W W B W (+2) are two strong preferences for black, and
    // E.2 does not separate them. E.3: from the latest game back W/W, then W
    // against B: 1 had white there, so 1 now gets black.
    const v = view([
      { id: 1, colours: 'bww', exempt: true },
      { id: 2, colours: 'wwbw', exempt: true },
    ]);
    expect(colourDecision(v.players[0]!, v.players[1]!, 'w')).toMatchObject({
      colour: 'b',
      article: 'E.3',
    });
  });

  it('A.7.a, E.2, E.3, E.4, F.3: the last round, two players over 50% who both want white', () => {
    // A.7.a: the absolute colour preference "is not in effect when pairing
    // players with a score of over 50% in the last round"; A.7.b: "A strong
    // colour preference occurs when a player's colour difference is unequal to
    // zero. The preference is white when the colour difference is < 0".
    // Round 7 of 7. Player 1: W B (H) W B B, difference -1 and black twice
    // running; player 2: B (-) W B (U) B, difference -2. Both have 3.5 of 6.
    const t = tournament(
      [
        { id: 1, rounds: ['11w1', '12b0', 'H', '13w1', '14b0', '15b1'] },
        { id: 2, rounds: ['16b1', '-', '17w0', '18b1', 'U', '19b='] },
      ],
      { totalRounds: 7 },
    );
    const v = buildRoundView(t, 7);
    expect(v.players.map((p) => [p.id, p.score, p.preference.kind])).toEqual([
      [1, 3.5, PreferenceKind.Strong],
      [2, 3.5, PreferenceKind.Strong],
    ]);
    expect(v.players.map((p) => p.colours.join(''))).toEqual(['wbwbb', 'bwbb']);
    expect(v.players.map((p) => p.preference.colour)).toEqual(['w', 'w']);
    // E.2 "Grant the stronger colour preference": two strong ones, neither
    // stronger. E.3 "Alternate the colours to the most recent round in which
    // they played with different colours", F.3: "BWW-B ... will be treated as
    // -BWWB with respect to E3": W B W B B against - B W B B, from the latest
    // back B/B, B/B, W/W, B/B: never different (round by round, round 4 would
    // have been W against B). E.4 "Grant the colour preference of the higher
    // ranked player": 1 has white.
    const [p1, p2] = v.players;
    expect(colourDecision(p1!, p2!, 'w')).toMatchObject({ colour: 'w', article: 'E.4' });
    expect(pairRound1998(t, 7).games).toMatchObject([
      { white: 1, black: 2, colourRule: '1998 E.4' },
    ]);
  });

  it('E.3 "Alternate the colours to the most recent round in which they played with different colours"', () => {
    // Both mild for black (difference 0, last game white). From the latest game back:
    // W/W, B/B, then B against W: 1 had black there, so 1 now gets white
    // (E.4 would have given the higher ranked player 1 his black).
    expect(colour({ id: 1, colours: 'wbbw' }, { id: 2, colours: 'bwbw' })).toBe('w');
    expect(colour({ id: 2, colours: 'bwbw' }, { id: 1, colours: 'wbbw' })).toBe('b');
  });

  it('F.3: "BWW-B (i.e. no valid game in round 4) will be treated as -BWWB with respect to E3"', () => {
    const t = tournament([
      { id: 1, rounds: ['3b1', '4w0', '5w1', '6w-', '7b='] }, // B W W (forfeit) B
      { id: 3, rounds: ['1w0', '', '', '', ''] },
      { id: 4, rounds: ['', '1b1', '', '', ''] },
      { id: 5, rounds: ['', '', '1b0', '', ''] },
      { id: 6, rounds: ['', '', '', '1b+', ''] },
      { id: 7, rounds: ['', '', '', '', '1w='] },
    ]);
    const p1 = buildRoundView(t, 6).players.find((p) => p.id === 1)!;
    expect(p1.colours).toEqual(['b', 'w', 'w', 'b']);
    // Against a player with W B W B, also mild for white: from the latest game
    // back B/B, W/W, then W against B: 1 had white, so 1 gets black.
    const v = view([{ id: 2, colours: 'wbwb' }]);
    expect(colourOf(p1, { ...v.players[0]!, rank: 1 }, 'w')).toBe('b');
  });

  it('E.4 "Grant the colour preference of the higher ranked player"', () => {
    // Same colours all along: E.3 cannot decide. 1 is ranked higher.
    expect(colour({ id: 1, colours: 'wb' }, { id: 2, colours: 'wb' })).toBe('w');
    expect(colour({ id: 2, colours: 'wb' }, { id: 1, colours: 'wb' })).toBe('b');
  });

  it('E.5 "In the first round all even numbered players in S1 will receive a colour different from all odd numbered players in S1"', () => {
    // Player 1 has the colour drawn by lot (A.7.c).
    expect(colour({ id: 1 }, { id: 2 }, 'w')).toBe('w');
    expect(colour({ id: 1 }, { id: 2 }, 'b')).toBe('b');
  });
});
