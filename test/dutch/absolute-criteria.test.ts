import { describe, expect, it } from 'vitest';
import { buildPlayers } from '../../src/engine/systems/dutch/player-state.js';
import { dutchCompatible } from '../../src/engine/systems/dutch/absolute-criteria.js';
import { eligibleForBye2017 } from '../../src/engine/systems/dutch/edition-2017/rules.js';
import { eligibleForBye2025 } from '../../src/engine/systems/dutch/edition-2025/weights.js';
import { tournament } from '../support/engine/tournament-builder.js';

describe('C.04.3 absolute criteria', () => {
  it('C.1: two players shall not play against each other more than once (a forfeit is no game)', () => {
    const t = tournament([
      { id: 1, rounds: ['2w1', '3w+'] },
      { id: 2, rounds: ['1b0', '4b='] },
      { id: 3, rounds: ['4w=', '1b-'] },
      { id: 4, rounds: ['3b=', '2w='] },
    ]);
    const { players, context } = buildPlayers(t, 3, 'every-unplayed-round');
    const p = (id: number) => players.get(id)!;
    expect(dutchCompatible(p(1), p(2), context)).toBe(false);
    expect(dutchCompatible(p(1), p(3), context)).toBe(true);
  });

  it('C.3: non-topscorers with the same absolute colour preference shall not meet', () => {
    const rows = [
      { id: 1, rounds: ['3b1', '4b1'] },
      { id: 2, rounds: ['5b1', '6b0'] },
      { id: 3, rounds: ['1w0', ''] },
      { id: 4, rounds: ['', '1w0'] },
      { id: 5, rounds: ['2w0', ''] },
      { id: 6, rounds: ['', '2w1'] },
    ];
    const early = buildPlayers(tournament(rows, { totalRounds: 5 }), 3, 'every-unplayed-round');
    expect(dutchCompatible(early.players.get(1)!, early.players.get(2)!, early.context)).toBe(
      false,
    );
    // A.7: in the final round, player 1 (2 of 2 points) is a topscorer: C.3 does not apply.
    const last = buildPlayers(tournament(rows, { totalRounds: 3 }), 3, 'every-unplayed-round');
    expect(dutchCompatible(last.players.get(1)!, last.players.get(2)!, last.context)).toBe(true);
  });

  it('C.2 (2017): no PAB after a PAB or a forfeit win; a requested full-point bye does not count', () => {
    const t = tournament([
      { id: 1, rounds: ['U', ''] },
      { id: 2, rounds: ['3w+', ''] },
      { id: 3, rounds: ['2b-', ''] },
      { id: 4, rounds: ['F', ''] },
      { id: 5, rounds: ['H', ''] },
    ]);
    const { players } = buildPlayers(t, 2, 'every-unplayed-round');
    const elig = (id: number) => eligibleForBye2017(players.get(id)!);
    expect([1, 2, 3, 4, 5].map(elig)).toEqual([false, false, true, true, true]);
  });

  it('2025 [C2]: no PAB after scoring, in one round without playing, the points of a win (full-point bye too)', () => {
    const t = tournament([
      { id: 1, rounds: ['U', ''] },
      { id: 2, rounds: ['3w+', ''] },
      { id: 3, rounds: ['2b-', ''] },
      { id: 4, rounds: ['F', ''] },
      { id: 5, rounds: ['H', ''] },
    ]);
    const { players } = buildPlayers(t, 2, 'unplayed-above-loss');
    const elig = (id: number) => eligibleForBye2025(players.get(id)!, t.pointSystem);
    expect([1, 2, 3, 4, 5].map(elig)).toEqual([false, false, true, false, true]);
  });
});
