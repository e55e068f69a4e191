import { describe, expect, it } from 'vitest';
import { DEFAULT_POINT_SYSTEM } from '../../src/engine/model/tournament.js';
import { readTrf, TrfError } from '../../src/engine/trf/index.js';
import { line001, trf } from './trf-lines.js';

/** Three players after two rounds; player 3 had the bye in round 1. */
const PLAYERS = [
  line001({ id: 1, rounds: ['   2 w 1', '   3 b ='] }),
  line001({ id: 2, rounds: ['   1 b 0', '0000 - U'] }),
  line001({ id: 3, rounds: ['0000 - U', '   1 w ='] }),
];

const read = (...extra: string[]) => readTrf(trf(...PLAYERS, ...extra));

function readError(...extra: string[]): TrfError {
  try {
    read(...extra);
  } catch (e) {
    expect(e).toBeInstanceOf(TrfError);
    return e as TrfError;
  }
  throw new Error('expected a TrfError');
}

describe('tournament section', () => {
  it('reads 012-132 and the TRF-2026 tags into named fields, a repeated 112 as an other line', () => {
    const t = read(
      '012 Open de Gros',
      '022 Donostia',
      '102 Chief, Arbiter',
      '112 Deputy, One',
      '112 Deputy, Two',
      '192 FIDE_DUTCH_2025',
      '202 BH/C1,BH,SB',
      '132                                        26/02/14  26/02/15',
    );
    expect(t.info).toStrictEqual({
      name: 'Open de Gros',
      city: 'Donostia',
      chiefArbiter: 'Chief, Arbiter',
      deputyArbiters: 'Deputy, One',
      systemCode: 'FIDE_DUTCH_2025',
      tiebreaks: ['BH/C1', 'BH', 'SB'],
      otherRecords: new Map([['132', '                                       26/02/14  26/02/15']]),
    });
    expect(t.otherLines).toStrictEqual(['112 Deputy, Two']);
  });

  it('lists tie-break codes from 202, or from 212 after PTS (MTB26)', () => {
    expect(read('202 BH/C1, BH ,SB').info.tiebreaks).toStrictEqual(['BH/C1', 'BH', 'SB']);
    expect(read('212 PTS,DE,WIN').info.tiebreaks).toStrictEqual(['DE', 'WIN']);
    expect(read('212 PTS').info.tiebreaks).toStrictEqual([]);
    expect(read().info.tiebreaks).toBeUndefined();
  });

  it('keeps comments, national rating records, team records and unknown codes verbatim', () => {
    const kept = [
      '### exported by hand',
      'GER    1 m    Alpha, Ann                        1987',
      '013 Team A                          1    2',
      'XXY whatever 1 2',
    ];
    expect(read(...kept).otherLines).toStrictEqual(kept);
  });
});

describe('number of rounds and initial colour', () => {
  it('reads XXR (TRF(x)) and 142 (TRF-2026)', () => {
    expect(read('XXR 9').totalRounds).toBe(9);
    expect(read('142 7').totalRounds).toBe(7);
    expect(read().totalRounds).toBeNull();
    expect(read('XXR 9', '142 9').totalRounds).toBe(9);
  });

  it('rejects XXR and 142 that disagree, and a non-number', () => {
    const e = readError('XXR 9', '142 8');
    expect(e.line).toBe(5);
    expect(e.message).toMatch(/number of rounds .* given as 9 on line 4 and as 8 here/);
    expect(readError('XXR nine').message).toMatch(/positive whole number/);
  });

  it('reads XXC white1 / black1 and 152 W / B', () => {
    expect(read('XXC white1').initialColour).toBe('w');
    expect(read('XXC black1').initialColour).toBe('b');
    expect(read('152 B').initialColour).toBe('b');
    // Given, they win over round 1 (player 1 had White there).
    expect(read('XXC black1').initialColour).toBe('b');
  });

  it('keeps XXC rank as an other line and rejects unknown XXC options', () => {
    const t = read('XXC rank black1');
    expect(t.initialColour).toBe('b');
    expect(t.otherLines).toStrictEqual(['XXC rank']);
    expect(readError('XXC white').message).toMatch(/unknown option "white"/);
    expect(readError('XXC white1', '152 B').message).toMatch(/initial colour/);
  });
});

describe('point systems', () => {
  it('reads the AUM example "XXS PAB=3 D=1 W=3" as 3/1/0 with PAB equal to a win', () => {
    const ps = read('XXS PAB=3 D=1 W=3').pointSystem;
    expect(ps).toStrictEqual({
      win: 3,
      draw: 1,
      loss: 0,
      forfeitWin: 3,
      forfeitLoss: 0,
      pairingAllocatedBye: 3,
      halfPointBye: 1,
      fullPointBye: 3,
      zeroPointBye: 0,
    });
  });

  it('keeps the default PAB=1 with "XXS W=3 / XXS D=1" (AUM example 2)', () => {
    expect(read('XXS W=3', 'XXS D=1').pointSystem.pairingAllocatedBye).toBe(1);
  });

  it('applies XXS items in order, later overriding earlier (AUM example 5)', () => {
    const a = read('XXS W=3 D=2 WL=1 BL=1', 'XXS PAB=3', 'XXS FPB=0 HPB=0 ZPB=0').pointSystem;
    expect([a.fullPointBye, a.halfPointBye, a.loss]).toStrictEqual([0, 0, 1]);
    const b = read('XXS PAB=3', 'XXS FPB=0 HPB=0 ZPB=0', 'XXS W=3 D=2 WL=1 BL=1').pointSystem;
    expect([b.fullPointBye, b.halfPointBye]).toStrictEqual([3, 2]);
  });

  it('rejects colour-dependent scoring and unknown XXS codes', () => {
    expect(readError('XXS WW=1 BW=2').message).toMatch(/colour-dependent scoring is not supported/);
    expect(readError('XXS QQ=1').message).toMatch(/unknown code "QQ"/);
    expect(readError('XXS W=x').message).toMatch(/expected a number/);
  });

  it('reads record 162 with symbol at column 6 and value at 7-10, P defaulting to W', () => {
    const ps = read('162  W 3.0    D 1.0    A 0.0').pointSystem;
    expect(ps).toStrictEqual({
      ...DEFAULT_POINT_SYSTEM,
      win: 3,
      draw: 1,
      forfeitWin: 3,
      fullPointBye: 3,
      halfPointBye: 1,
      pairingAllocatedBye: 3,
    });
    expect(read('162  W 3.0    P 1.0').pointSystem.pairingAllocatedBye).toBe(1);
  });

  it('accepts XXS and 162 that agree, and rejects them when they differ', () => {
    expect(read('XXS W=3 D=1 PAB=3', '162  W 3.0    D 1.0').pointSystem.win).toBe(3);
    expect(readError('XXS W=3 D=1', '162  W 2.0').message).toMatch(
      /record 162 gives a different point system from XXS/,
    );
  });

  it("reads bbpPairings' BBW/BBD/BBU lines", () => {
    const ps = read('BBW 3.0', 'BBD 1.0').pointSystem;
    expect([ps.win, ps.draw, ps.pairingAllocatedBye, ps.halfPointBye]).toStrictEqual([3, 1, 3, 1]);
  });
});

describe('accelerations, forbidden pairs, byes and absences', () => {
  it('reads XXA with values at columns 10+5(r-1), blanks as no points', () => {
    const t = read('XXA    1  1.0  1.0  0.5', 'XXA    3  0.0       1.0');
    expect([...t.acceleration]).toStrictEqual([
      [1, [1, 1, 0.5]],
      [3, [0, 0, 1]],
    ]);
  });

  it('rejects a misaligned XXA value and an XXA for an unknown player', () => {
    expect(readError('XXA    1 1.0').column).toBe(10);
    expect(readError('XXA    9  1.0').message).toMatch(/there is no player 9/);
    expect(readError('XXA    1  1.0', 'XXA    1  0.5').message).toMatch(
      /already has accelerations on line 4/,
    );
  });

  it('reads 250 ranges into per-player accelerations', () => {
    // Players 1-2 get 1.0 in rounds 1-2 and 0.5 in round 3.
    const t = read('250       1.0 001 002 0001 0002', '250       0.5 003 003 0001 0002');
    expect([...t.acceleration]).toStrictEqual([
      [1, [1, 1, 0.5]],
      [2, [1, 1, 0.5]],
    ]);
  });

  it('reads XXP groups and 260 prohibitions that cover the whole tournament', () => {
    expect(read('XXP 1 3', 'XXP 2 3 1').forbiddenPairs).toStrictEqual([
      [1, 3],
      [2, 3, 1],
    ]);
    expect(read('XXR 5', '260 001 005    1    2').forbiddenPairs).toStrictEqual([[1, 2]]);
  });

  it('rejects a 260 prohibition limited to some rounds rather than ignoring it', () => {
    expect(readError('XXR 5', '260 002 003    1    2').message).toMatch(/rounds 2-3 only/);
    expect(readError('XXP 1 7').message).toMatch(/there is no player 7/);
    expect(readError('XXP 1').message).toMatch(/at least 2/);
  });

  it('turns 240 records into bye entries of that round', () => {
    const t = read('240 H 003    1    3', '240 Z 004    2');
    expect(t.players.map((p) => p.rounds[2])).toStrictEqual([
      { opponent: null, colour: null, result: 'H' },
      undefined,
      { opponent: null, colour: null, result: 'H' },
    ]);
    expect(t.players[1]!.rounds).toStrictEqual([
      { opponent: 1, colour: 'b', result: '0' },
      { opponent: null, colour: null, result: 'U' },
      undefined,
      { opponent: null, colour: null, result: 'Z' },
    ]);
  });

  it('rejects a 240 bye that contradicts the player line', () => {
    const e = readError('240 H 002    1');
    expect(e.message).toMatch(/already records opponent 3/);
  });

  it('turns XXZ into zero-point absences of the round to be paired', () => {
    const t = read('XXZ 2 3');
    expect(t.players.map((p) => p.rounds[2])).toStrictEqual([
      undefined,
      { opponent: null, colour: null, result: 'Z' },
      { opponent: null, colour: null, result: 'Z' },
    ]);
  });

  it('rejects record 299 (abnormal points), which would change every score', () => {
    expect(readError('299 W     1.0 003 0001').message).toMatch(/299 .* not supported/);
  });
});
