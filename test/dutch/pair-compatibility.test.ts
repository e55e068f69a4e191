import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inputForRound } from '../../src/engine/pairing/index.js';
import { recordedRounds } from '../../src/engine/replay/index.js';
import { dutchCompatible } from '../../src/engine/systems/dutch/absolute-criteria.js';
import { inRankOrder } from '../../src/engine/systems/dutch/colours.js';
import { PairCompatibility } from '../../src/engine/systems/dutch/pair-compatibility.js';
import { buildPlayers } from '../../src/engine/systems/dutch/player-state.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { fixture } from '../support/fixtures.js';
import { tournament } from '../support/engine/tournament-builder.js';

describe('PairCompatibility: C.1 and C.3 for every pair of a round at once', () => {
  // Rounds 1-2: 1 and 2 have had black twice (absolute preference for white); 3-6 once each.
  const rows = [
    { id: 1, rounds: ['3b1', '4b1'] },
    { id: 2, rounds: ['5b1', '6b0'] },
    { id: 3, rounds: ['1w0', '5b+'] },
    { id: 4, rounds: ['6w=', '1w0'] },
    { id: 5, rounds: ['2w0', '3w-'] },
    { id: 6, rounds: ['4b=', '2w1'] },
  ];
  const pairs = (totalRounds: number) => {
    const t = { ...tournament(rows, { totalRounds }), forbiddenPairs: [[4, 5]] };
    const { toPair, context } = buildPlayers(t, 3, 'every-unplayed-round');
    const players = [...toPair].sort((a, b) => a.id - b.id);
    const c = new PairCompatibility(players, context);
    const allowed: string[] = [];
    for (let i = 0; i < players.length; i++)
      for (let j = 0; j < players.length; j++)
        if (c.allows(i, j)) allowed.push(`${players[i]!.id}-${players[j]!.id}`);
    return allowed;
  };

  it('forbids players who met, the XXP pair, two non-topscorers insisting on one colour, and a player with himself', () => {
    // Met: 1-3, 1-4, 2-5, 2-6, 4-6; 3-5 was a forfeit (no game: C.1 does not forbid it).
    // XXP: 4-5. C.3: 1 and 2 must both have white (black twice), 4 black.
    expect(pairs(5)).toEqual([
      '1-5',
      '1-6',
      '2-3',
      '2-4',
      '3-2',
      '3-4',
      '3-5',
      '3-6',
      '4-2',
      '4-3',
      '5-1',
      '5-3',
      '5-6',
      '6-1',
      '6-3',
      '6-5',
    ]);
  });

  it('reads one row of the matrix at a time for a bracket in its own order (allowedBefore)', () => {
    const t = { ...tournament(rows, { totalRounds: 5 }), forbiddenPairs: [[4, 5]] };
    const { toPair, context } = buildPlayers(t, 3, 'every-unplayed-round');
    const players = [...toPair].sort((a, b) => a.id - b.id);
    const c = new PairCompatibility(players, context);
    // A bracket's players in another order than the round's list: 6, 3, 1, 5, 2, 4.
    const places = Int32Array.from([6, 3, 1, 5, 2, 4], (id) => id - 1);
    const row = new Uint8Array(6).fill(9);
    c.allowedBefore(places, 5, row);
    // Player 4 may meet 3 and 2, not 6 or 1 (met), not 5 (XXP); row[5] is left as it was.
    expect([...row]).toEqual([0, 1, 0, 0, 1, 9]);
    c.allowedBefore(places, 3, row);
    // Player 5 may meet 6, 3 and 1 (3-5 was a forfeit, no game).
    expect([...row.subarray(0, 3)]).toEqual([1, 1, 1]);
  });

  it('lets a topscorer of the last round meet a player with the same absolute preference (A.7)', () => {
    expect(pairs(3)).toContain('1-2');
    expect(pairs(3)).toContain('2-1');
  });

  it('answers as dutchCompatible for every pair of rounds of fields larger than one 32-bit word', () => {
    for (const [file, system] of [
      ['large/dutch-2017/p500.trf', 'every-unplayed-round'],
      ['more/dutch-2025/s13-00051.trf', 'unplayed-above-loss'],
    ] as const) {
      const t = readTrf(readFileSync(fixture(file)));
      for (const round of recordedRounds(t).filter((r) => r > 1)) {
        const { toPair, context } = buildPlayers(inputForRound(t, round), round, system);
        const players = inRankOrder(toPair);
        expect(players.length).toBeGreaterThan(32);
        const c = new PairCompatibility(players, context);
        let forbidden = 0;
        for (let i = 0; i < players.length; i++)
          for (let j = 0; j < players.length; j++) {
            const expected = i !== j && dutchCompatible(players[i]!, players[j]!, context);
            if (c.allows(i, j) !== expected)
              expect.fail(
                `${file} round ${round}: players ${players[i]!.id} and ${players[j]!.id}`,
              );
            if (!expected && i !== j) forbidden++;
          }
        expect(forbidden).toBeGreaterThan(0);
        expect(c.placeOf(players[7]!)).toBe(7);
      }
    }
  });
});
