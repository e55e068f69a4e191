import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  readTrf,
  readTrfWithLines,
  refusedEventOf,
  teamEventOf,
  TrfError,
} from '../../src/engine/trf/index.js';
import { otherProgramsFile } from '../support/other-programs.js';
import { line001, trf } from './trf-lines.js';

const text = (name: string) => readFileSync(otherProgramsFile(name), 'utf8');

function readError(input: string): TrfError {
  try {
    readTrf(input);
  } catch (e) {
    expect(e).toBeInstanceOf(TrfError);
    return e as TrfError;
  }
  throw new Error('expected a TrfError');
}

describe("Swiss-Manager's export (column rulers, no XXC, a blank round, a forfeit without colours)", () => {
  const { tournament: t, notes } = readTrfWithLines(text('swiss-manager-open.trf'));

  it('skips the two numeric column rulers with one note naming their lines', () => {
    expect(notes).toStrictEqual([
      'lines 14, 15: column rulers (as Swiss-Manager writes above its players) skipped',
    ]);
    expect(t.otherLines.some((l) => /^\s*1\s|^123/.test(l))).toBe(false);
    // The "DDD SSSS ..." ruler starts like a national rating record and is kept verbatim, as before.
    expect(t.otherLines.filter((l) => l.startsWith('DDD SSSS'))).toHaveLength(1);
  });

  it('reads the initial colour from round 1: the top seed (No. 1) had Black', () => {
    // TRF-2026 152: needed "only if it differs from the colour of the highest ranked
    // participant who was paired in the first round".
    expect(t.initialColour).toBe('b');
  });

  it('reads a blank round entry as a zero-point absence (TRF-16: blank "equivalent to Z")', () => {
    expect(t.players[2]!.rounds[1]).toStrictEqual({ opponent: null, colour: null, result: 'Z' });
  });

  it('reads the forfeit written without colours', () => {
    expect(t.players[3]!.rounds[1]).toStrictEqual({ opponent: 2, colour: null, result: '+' });
    expect(t.players[1]!.rounds[1]).toStrictEqual({ opponent: 4, colour: null, result: '-' });
  });

  it('is an individual Swiss: nothing to refuse', () => {
    expect(refusedEventOf(t, { systemGiven: false })).toBeNull();
  });
});

describe('initial colour without XXC or 152 (TRF-2026 record 152)', () => {
  it('is the round-1 colour of the highest-ranked player paired there, when No. 1 was not', () => {
    const t = readTrf(
      trf(
        line001({ id: 1, rounds: ['0000 - H'] }),
        line001({ id: 2, rounds: ['   3 b 1'] }),
        line001({ id: 3, rounds: ['   2 w 0'] }),
      ),
    );
    expect(t.initialColour).toBe('b');
  });

  it('stays unknown (drawn by lot, as before) with no round 1, or when that game is a forfeit without colours', () => {
    expect(readTrf(trf(line001({ id: 1 }), line001({ id: 2 }))).initialColour).toBeNull();
    const forfeit = trf(
      line001({ id: 1, rounds: ['   2 - +'] }),
      line001({ id: 2, rounds: ['   1 - -'] }),
      line001({ id: 3, rounds: ['   4 w 1'] }),
      line001({ id: 4, rounds: ['   3 b 0'] }),
    );
    expect(readTrf(forfeit).initialColour).toBeNull();
  });

  it('gives way to XXC and 152', () => {
    const body = [
      line001({ id: 1, rounds: ['   2 b 1'] }),
      line001({ id: 2, rounds: ['   1 w 0'] }),
    ];
    expect(readTrf(trf(...body)).initialColour).toBe('b');
    expect(readTrf(trf('XXC white1', ...body)).initialColour).toBe('w');
    expect(readTrf(trf('152 W', ...body)).initialColour).toBe('w');
  });
});

describe('blank round entries (TRF-16: four blanks ≡ 0000, blank colour ≡ -, blank result ≡ Z)', () => {
  it('makes a line that stops before a round the others were paired in absent there, and leaves the rounds to come empty', () => {
    const t = readTrf(
      trf(
        line001({ id: 1, rounds: ['   2 w 1', '   3 w 1'] }),
        line001({ id: 2, rounds: ['   1 b 0'] }),
        line001({ id: 3, rounds: ['', '   1 b 0'] }),
      ),
    );
    expect(t.players[1]!.rounds).toStrictEqual([
      { opponent: 1, colour: 'b', result: '0' },
      { opponent: null, colour: null, result: 'Z' },
    ]);
    expect(t.players[2]!.rounds[0]).toStrictEqual({ opponent: null, colour: null, result: 'Z' });
    expect(t.players[0]!.rounds).toHaveLength(2);
  });

  it('lets a 240 record fill a blank entry', () => {
    const t = readTrf(
      trf(
        line001({ id: 1, rounds: ['   2 w 1'] }),
        line001({ id: 2, rounds: ['   1 b 0'] }),
        line001({ id: 3 }),
        '240 H 001 0003',
      ),
    );
    expect(t.players[2]!.rounds).toStrictEqual([{ opponent: null, colour: null, result: 'H' }]);
  });
});

describe('column rulers', () => {
  it('skips a tens ruler and a units ruler of any width, and nothing that only looks like one', () => {
    const { tournament, notes } = readTrfWithLines(
      trf(
        '         1         2         3',
        '1234567890123456789012345678901234',
        line001({ id: 1 }),
        '123 not a ruler',
      ),
    );
    expect(notes).toStrictEqual([
      'lines 1, 2: column rulers (as Swiss-Manager writes above its players) skipped',
    ]);
    expect(tournament.otherLines).toStrictEqual(['123 not a ruler']);
    expect(readTrfWithLines(trf(line001({ id: 1 }))).notes).toStrictEqual([]);
  });

  it('still refuses a line of blanks and digits that is no ruler', () => {
    expect(readError(trf('         2', line001({ id: 1 }))).message).toMatch(
      /^line 1, columns 1-3: unrecognised line/,
    );
  });
});

describe("other programs' dialects", () => {
  it('refuses a Z in record 162, naming bbpPairings and the fix', () => {
    const e = readError(text('bbp-162-z.trf'));
    expect(e.line).toBe(3);
    expect(e.column).toBe(24);
    expect(e.detail).toBe(
      'record 162: "Z" is the zero-point bye in bbpPairings\' dialect (its BBZ record), not a TRF-2026 symbol; TRF-2026 writes it A (absence: zero-point bye and forfeit loss): write A, or give the values as BBZ/BBF lines if they differ',
    );
  });
});

describe('XXA and 250 for rounds past the last (XXR/142)', () => {
  const players = [line001({ id: 1 }), line001({ id: 2 })];

  it('refuses an XXA value for round 4 of 3, naming its columns', () => {
    const e = readError(trf('XXR 3', ...players, 'XXA    1  1.0  1.0  0.0  1.0'));
    expect(e.line).toBe(4);
    expect([e.column, e.columnEnd]).toStrictEqual([25, 28]);
    expect(e.detail).toBe(
      'XXA: player 1 has a value for round 4, but the tournament has 3 rounds (XXR/142)',
    );
  });

  it('reads XXA values up to the last round, and any without XXR', () => {
    expect(
      readTrf(trf('XXR 3', ...players, 'XXA    1  1.0  1.0  0.5')).acceleration.get(1),
    ).toStrictEqual([1, 1, 0.5]);
    expect(
      readTrf(trf(...players, 'XXA    1  1.0  1.0  0.5  1.0')).acceleration.get(1),
    ).toHaveLength(4);
  });

  it('refuses a 250 range that ends past the last round', () => {
    const e = readError(trf('142 3', ...players, '250      1.0 001 004 0001 0002'));
    expect(e.detail).toBe(
      'record 250: accelerates rounds up to 4, but the tournament has 3 rounds (XXR/142)',
    );
  });
});

describe('team events are recognised (never paired as individual events)', () => {
  it('by 013 team lines (Swiss-Manager)', () => {
    const t = readTrf(text('team-013.trf'));
    expect(teamEventOf(t)).toBe(
      'record 013 (team line) "013 Schachklub Graz" makes it a team tournament; the individual systems do not pair team events (swiss-pair --team does, and so does the add-on with the system Team Swiss)',
    );
    expect(refusedEventOf(t, { systemGiven: true })).toBe(teamEventOf(t));
  });

  it("by record 192 on FIDE's TRF-2026 team example (310 lines, 250 Baku lines on teams)", () => {
    const t = readTrf(text('trf26-team.trf'));
    expect(teamEventOf(t)).toBe(
      'record 192 says "FIDE_TEAM_BAKU", a team tournament; the individual systems do not pair team events (swiss-pair --team does, and so does the add-on with the system Team Swiss)',
    );
  });

  it('by 310 lines alone, and by record 092', () => {
    const p = [line001({ id: 1 }), line001({ id: 2 })];
    expect(teamEventOf(readTrf(trf(...p, '310   1 India                            IND')))).toMatch(
      /^record 310 \(team line\) "310 {3}1 India/,
    );
    expect(teamEventOf(readTrf(trf('092 Team: Swiss-System', ...p)))).toMatch(
      /^record 092 says "Team: Swiss-System", a team tournament/,
    );
    expect(teamEventOf(readTrf(trf('092 Individual: Swiss-System', ...p)))).toBeNull();
    expect(teamEventOf(readTrf(trf('092 Individual Swiss with team prizes', ...p)))).toBeNull();
    expect(teamEventOf(readTrf(trf('092 Swiss team tournament', ...p)))).toMatch(
      /^record 092 says "Swiss team tournament", a team tournament/,
    );
  });

  it('says so in the record 250 message when match points are given', () => {
    const e = readError(trf(line001({ id: 1 }), '250 02.0      001 003 0001 0090'));
    expect(e.detail).toBe(
      'record 250: match points (columns 5-8) are for team events (swiss-pair --team), not individual ones; found "02.0"',
    );
  });
});
