import { describe, expect, it } from 'vitest';
import { pairRound } from '../../src/engine/pairing/index.js';
import { NoValidPairingError } from '../../src/engine/systems/pairing-system.js';
import { getSystem, systemOfTypeCode, typeCodeOf } from '../../src/engine/systems/registry.js';
import { doubleRoundRobin, roundRobin } from '../../src/engine/systems/round-robin/index.js';
import { tournament } from '../support/engine/tournament-builder.js';
import { FIDE_TABLES, parseTable } from './berger-tables.js';

const pairs = (p: { games: { white: number; black: number }[]; bye: number | null }) => ({
  games: p.games.map((g) => [g.white, g.black]),
  bye: p.bye,
});

describe('a round-robin round is the table round, whatever the results', () => {
  it('5 players, round 2: "Rd 2: 6-4, 5-3, 1-2." with 6 the bye ("the highest number counts as a bye")', () => {
    const t = tournament([
      { id: 1, rounds: ['Z'] },
      { id: 2, rounds: ['5w1'] },
      { id: 3, rounds: ['4w='] },
      { id: 4, rounds: ['3b='] },
      { id: 5, rounds: ['2b0'] },
    ]);
    expect(pairs(pairRound(t, 2, roundRobin))).toEqual({
      games: [
        [5, 3],
        [1, 2],
      ],
      bye: 4,
    });
  });

  it('a withdrawn player stays on his board: his game is a forfeit, not a re-pairing (C.05 6.6)', () => {
    const rounds = parseTable(FIDE_TABLES[4]!);
    const t = tournament([
      { id: 1, rounds: ['4w1'] },
      { id: 2, rounds: ['3w0'] },
      { id: 3, rounds: ['2b1'], withdrawn: true },
      { id: 4, rounds: ['1b0'] },
    ]);
    expect(pairs(pairRound(t, 2, roundRobin)).games).toEqual(rounds[1]);
  });

  it('a double round-robin continues into the second cycle with the colours reversed', () => {
    const table = parseTable(FIDE_TABLES[4]!);
    const t = tournament([
      { id: 1, rounds: ['4w1', '3b1', '2w1'] },
      { id: 2, rounds: ['3w0', '4w0', '1b0'] },
      { id: 3, rounds: ['2b1', '1w0', '4b1'] },
      { id: 4, rounds: ['1b0', '2b1', '3w0'] },
    ]);
    // FIDE order for 4: table rounds 1, 3, 2, then 1, 2, 3 reversed.
    expect(pairs(pairRound(t, 4, doubleRoundRobin)).games).toEqual(
      table[0]!.map(([w, b]) => [b, w]),
    );
    expect(() => pairRound(t, 4, doubleRoundRobin, { cycleOrder: 'berger' })).toThrow(
      /table pairs 1 with 2/,
    );
  });

  it('a file that left the table, or a late entry, is refused, not re-paired', () => {
    const late = tournament([
      { id: 1, rounds: ['3w1'] },
      { id: 2, rounds: ['Z'] },
      { id: 3, rounds: ['1b0'] },
      { id: 4, rounds: [] },
    ]);
    expect(() => pairRound(late, 2, roundRobin)).toThrow(NoValidPairingError);
    expect(() => pairRound(late, 2, roundRobin)).toThrow(
      /player 2 .* the table pairs 2 with 3|player 1 plays 3, but the table pairs 1 with 4/,
    );
    // Three players, 1 had the bye in round 1; a fourth would take the dummy's place.
    const entered = tournament([
      { id: 1, rounds: ['Z'] },
      { id: 2, rounds: ['3w0'] },
      { id: 3, rounds: ['2b1'] },
      { id: 4, rounds: [] },
    ]);
    expect(() => pairRound(entered, 2, roundRobin)).toThrow(
      /cannot take a player who enters after round 1/,
    );
    const full = tournament([
      { id: 1, rounds: ['2w1'] },
      { id: 2, rounds: ['1b0'] },
    ]);
    expect(() => pairRound(full, 2, roundRobin)).toThrow(/has 1 rounds; round 2 is not in it/);
  });
});

describe('the descriptors', () => {
  it('record 192 names them, and the code written keeps the order of the cycles', () => {
    expect(systemOfTypeCode('FIDE_ROUNDROBIN')).toEqual({ id: 'round-robin', options: {} });
    expect(systemOfTypeCode('BERGER_ROUNDROBIN')?.id).toBe('round-robin');
    expect(systemOfTypeCode('FIDE_DOUBLEROUNDROBIN')).toEqual({
      id: 'double-round-robin',
      options: {},
    });
    expect(systemOfTypeCode('BERGER_DOUBLEROUNDROBIN')).toEqual({
      id: 'double-round-robin',
      options: { cycleOrder: 'berger' },
    });
    expect(typeCodeOf('double-round-robin', { cycleOrder: 'berger' })).toBe(
      'BERGER_DOUBLEROUNDROBIN',
    );
    expect(typeCodeOf('double-round-robin')).toBe('FIDE_DOUBLEROUNDROBIN');
    expect(typeCodeOf('round-robin')).toBe('FIDE_ROUNDROBIN');
  });

  it('declare a table-made schedule, its rounds, and the tie-break policy', () => {
    expect(getSystem('round-robin').schedule?.rounds(10)).toBe(9);
    expect(getSystem('double-round-robin').schedule?.rounds(11)).toBe(22);
    expect(getSystem('dutch').schedule).toBeUndefined();
    expect(getSystem('round-robin').tiebreaks?.refused).toContain('BH');
  });
});
