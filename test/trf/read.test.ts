import { describe, expect, it } from 'vitest';
import { readTrf, TrfError } from '../../src/engine/trf/index.js';
import { line001, trf } from './trf-lines.js';

/** Four players, two rounds, consistent. */
const P1 = line001({
  id: 1,
  name: 'Alpha, Ann',
  rating: 2100,
  points: '1.5',
  rank: 1,
  rounds: ['   3 w 1', '   4 w ='],
});
const P2 = line001({
  id: 2,
  name: 'Bravo, Bob',
  rating: 2000,
  points: '1.5',
  rank: 2,
  rounds: ['   4 w =', '   3 b 1'],
});
const P3 = line001({
  id: 3,
  name: 'Charlie, Cy',
  rating: 1900,
  points: '0.0',
  rank: 4,
  rounds: ['   1 b 0', '   2 w 0'],
});
const P4 = line001({
  id: 4,
  name: 'Delta, Di',
  rating: 1800,
  points: '1.0',
  rank: 3,
  rounds: ['   2 b =', '   1 b ='],
});

function readError(text: string): TrfError {
  try {
    readTrf(text);
  } catch (e) {
    expect(e).toBeInstanceOf(TrfError);
    return e as TrfError;
  }
  throw new Error('expected a TrfError');
}

describe('001 player lines (TRF-16 column table)', () => {
  it('reads every field of the JaVaFo AUM sample line at its TRF-16 columns', () => {
    // The sample line of trf-16.txt, with the two opponents it names.
    const sample =
      '001    1 m  g Mirzoev Azer                      2527 AZE    13400304 1978        4.0    1    26 w 1    13 b 1';
    const t = readTrf(
      trf(
        sample,
        line001({ id: 13, rounds: ['', '   1 w 0'] }),
        line001({ id: 26, rounds: ['   1 b 0'] }),
      ),
    );
    expect(t.players[0]).toStrictEqual({
      id: 1,
      name: 'Mirzoev Azer',
      sex: 'm',
      title: 'g',
      rating: 2527,
      federation: 'AZE',
      fideId: '13400304',
      birthDate: '1978',
      declaredPoints: 4,
      declaredRank: 1,
      rounds: [
        { opponent: 26, colour: 'w', result: '1' },
        { opponent: 13, colour: 'b', result: '1' },
      ],
      withdrawn: false,
    });
    // TRF-16: "four blanks ≡ 0000", "blank ≡ -", result "(blank) Equivalent to Z":
    // an empty block in a round the others played is a zero-point absence.
    expect(t.players[1]!.rounds).toStrictEqual([
      { opponent: null, colour: null, result: 'Z' },
      { opponent: 1, colour: 'w', result: '0' },
    ]);
  });

  it('reads lines cut short after any complete field (trailing blanks trimmed)', () => {
    const t = readTrf(
      trf(
        '001    7      Short, Sam',
        '001    8',
        '001    9      Rated, Ray                        1650',
      ),
    );
    expect(
      t.players.map((p) => [p.id, p.name, p.rating, p.declaredPoints, p.rounds]),
    ).toStrictEqual([
      [7, 'Short, Sam', 0, null, []],
      [8, '', 0, null, []],
      [9, 'Rated, Ray', 1650, null, []],
    ]);
  });

  it('reads byes and absences with opponent 0000 or blanks, and letter codes in lower case', () => {
    // TRF-16: "Letter codes are case-insensitive (i.e. w, d, l, h, f, u, z can be used)".
    const t = readTrf(
      trf(
        line001({
          id: 1,
          rounds: ['0000 - U', '0000 - h', '     - z', '0000   f', '0000 - +', '0000 - -'],
        }),
        line001({ id: 2, rounds: ['0000 - Z'] }),
      ),
    );
    expect(t.players[0]!.rounds.map((r) => r?.result)).toStrictEqual([
      'U',
      'H',
      'Z',
      'F',
      '+',
      '-',
    ]);
    expect(t.players[0]!.rounds.every((r) => r?.opponent === null && r.colour === null)).toBe(true);
  });

  it('keeps declared points that disagree with the results, without complaint', () => {
    const wrong = line001({
      id: 1,
      name: 'Alpha, Ann',
      rating: 2100,
      points: '7.5',
      rank: 1,
      rounds: ['   3 w 1', '   4 w ='],
    });
    const t = readTrf(trf(wrong, P2, P3, P4));
    expect(t.players[0]!.declaredPoints).toBe(7.5);
  });

  it('sorts players by pairing number whatever the file order', () => {
    const t = readTrf(trf(P4, P2, P3, P1));
    expect(t.players.map((p) => p.id)).toStrictEqual([1, 2, 3, 4]);
  });

  it('records a paired game that has no result yet', () => {
    const t = readTrf(
      trf(line001({ id: 1, rounds: ['   2 b'] }), line001({ id: 2, rounds: ['   1 w'] })),
    );
    expect(t.players[0]!.rounds[0]).toStrictEqual({ opponent: 2, colour: 'b', result: null });
  });

  it('accepts a forfeit recorded without colours on both sides', () => {
    const t = readTrf(
      trf(line001({ id: 1, rounds: ['   2 - +'] }), line001({ id: 2, rounds: ['   1 - -'] })),
    );
    expect(t.players[1]!.rounds[0]).toStrictEqual({ opponent: 1, colour: null, result: '-' });
  });

  it('accepts a double forfeit ("-" on both lines)', () => {
    const t = readTrf(
      trf(line001({ id: 1, rounds: ['   2 w -'] }), line001({ id: 2, rounds: ['   1 b -'] })),
    );
    expect(t.players.map((p) => p.rounds[0]!.result)).toStrictEqual(['-', '-']);
  });
});

describe('malformed player lines', () => {
  it('rejects a line that stops inside the rating (columns 49-52)', () => {
    const e = readError(trf(P1.slice(0, 50), P2, P3, P4));
    expect([e.line, e.column, e.columnEnd]).toStrictEqual([1, 49, 52]);
    expect(e.message).toMatch(/^line 1, columns 49-52: the line ends inside the rating field/);
  });

  it('rejects a line that stops inside a round opponent field', () => {
    // Round 2 starts at column 102; opponent 1234 cut after column 103.
    const e = readError(trf(line001({ id: 5, rounds: ['', '1234 w 1'] }).slice(0, 103)));
    expect([e.line, e.column, e.columnEnd]).toStrictEqual([1, 102, 105]);
    expect(e.message).toMatch(/round 2 opponent/);
  });

  it('rejects a line that stops inside the points field', () => {
    const e = readError(trf(line001({ id: 1, points: '10.5' }).slice(0, 82)));
    expect([e.column, e.columnEnd]).toStrictEqual([81, 84]);
  });

  it('rejects letters in the pairing number, the rating and the points', () => {
    let e = readError(trf('001   1x      Name'));
    expect([e.line, e.column, e.columnEnd]).toStrictEqual([1, 5, 8]);
    expect(e.message).toContain('expected the pairing number as digits, found "1x"');
    e = readError(trf(line001({ id: 1, rating: '19a0' })));
    expect([e.column, e.columnEnd]).toStrictEqual([49, 52]);
    expect(e.message).toContain('"19a0"');
    e = readError(trf(line001({ id: 1, points: '3,5' })));
    expect([e.column, e.columnEnd]).toStrictEqual([81, 84]);
  });

  it('rejects letters in a round opponent field', () => {
    const e = readError(trf(line001({ id: 1, rounds: ['  1O w 1'] })));
    expect([e.column, e.columnEnd]).toStrictEqual([92, 95]);
  });

  it('rejects an unknown result code and names its column', () => {
    const e = readError(
      trf(
        line001({ id: 1, rounds: ['   2 w 1', '   2 b X'] }),
        line001({ id: 2, rounds: ['   1 b 0', '   1 w 1'] }),
      ),
    );
    expect([e.line, e.column]).toStrictEqual([1, 109]);
    expect(e.message).toMatch(/unknown result code "X"; expected one of 1 = 0 \+ - W D L H F U Z/);
  });

  it('rejects an unknown colour', () => {
    const e = readError(
      trf(line001({ id: 1, rounds: ['   2 x 1'] }), line001({ id: 2, rounds: ['   1 b 0'] })),
    );
    expect(e.column).toBe(97);
  });

  it('rejects a game result with opponent 0000 and a bye code with an opponent', () => {
    expect(readError(trf(line001({ id: 1, rounds: ['0000 - 1'] }))).message).toMatch(
      /needs an opponent/,
    );
    const e = readError(
      trf(line001({ id: 1, rounds: ['   2 w H'] }), line001({ id: 2, rounds: ['   1 b H'] })),
    );
    expect(e.message).toMatch(/bye or absence code and takes opponent 0000/);
  });

  it('rejects a played game without colour', () => {
    const e = readError(
      trf(line001({ id: 1, rounds: ['   2 - 1'] }), line001({ id: 2, rounds: ['   1 - 0'] })),
    );
    expect(e.message).toMatch(/needs the colour w or b/);
  });

  it('rejects a character in a separator column (a shifted or overlong field)', () => {
    const shifted = '001     1      Shifted, Sue'; // pairing number ends in column 9
    const e = readError(trf(shifted));
    expect([e.line, e.column]).toStrictEqual([1, 9]);
  });

  it('rejects duplicate pairing numbers, naming both lines', () => {
    const e = readError(trf(P1, P2, P3, P4, line001({ id: 3, name: 'Again' })));
    expect([e.line, e.column]).toStrictEqual([5, 5]);
    expect(e.message).toContain('pairing number 3 is already used on line 3');
  });

  it('rejects a file without player lines', () => {
    expect(readError(trf('012 Empty')).message).toMatch(/no player records/);
  });

  it('rejects a line that is not a TRF record', () => {
    const e = readError(trf(P1, P2, P3, P4, 'hello world'));
    expect(e.line).toBe(5);
    expect(e.message).toMatch(/unrecognised line/);
  });
});

describe('games must agree on both players’ lines', () => {
  it('rejects an opponent who does not exist', () => {
    const e = readError(trf(line001({ id: 1, rounds: ['  27 w 1'] })));
    expect([e.line, e.column, e.columnEnd]).toStrictEqual([1, 92, 95]);
    expect(e.message).toContain('there is no player 27');
  });

  it('rejects results that contradict each other (A beat B, B says draw)', () => {
    const p3 = line001({ id: 3, name: 'Charlie, Cy', rounds: ['   1 b =', '   2 w 0'] });
    const e = readError(trf(P1, P2, p3, P4));
    expect([e.line, e.column]).toStrictEqual([1, 99]);
    expect(e.message).toContain(
      "round 1: player 1 is paired with 3 with result 1, but player 3's round 1 entry (line 3)",
    );
    expect(e.message).toContain('the results contradict each other (expected 0)');
  });

  it('rejects a win on both lines', () => {
    const p4 = line001({ id: 4, rounds: ['   2 b =', '   1 b 1'] });
    const p1 = line001({ id: 1, rounds: ['   3 w 1', '   4 w 1'] });
    expect(readError(trf(p1, P2, P3, p4)).message).toMatch(/results contradict/);
  });

  it('rejects both players having white', () => {
    const p4 = line001({ id: 4, rounds: ['   2 w =', '   1 b ='] });
    const e = readError(trf(P1, P2, P3, p4));
    expect([e.line, e.column]).toStrictEqual([2, 97]);
    expect(e.message).toMatch(/expected the opposite colour/);
  });

  it('rejects an opponent whose entry points at someone else', () => {
    // Round 2: 1 says he met 4, 4 says he met 3 (and 3 says he met 2).
    const p4 = line001({ id: 4, rounds: ['   2 b =', '   3 b ='] });
    const e = readError(trf(P1, P2, P3, p4));
    expect([e.line, e.column]).toStrictEqual([1, 102]);
    expect(e.message).toContain("player 4's round 2 entry (line 4) has opponent 3");
  });

  it('rejects an opponent whose line has no entry for that round', () => {
    const p4 = line001({ id: 4, rounds: ['   2 b ='] });
    const e = readError(trf(P1, P2, P3, p4));
    expect(e.message).toContain("player 4's round 2 entry (line 4) has no entry");
  });

  it('rejects a forfeit win against a played loss', () => {
    const e = readError(
      trf(line001({ id: 1, rounds: ['   2 w +'] }), line001({ id: 2, rounds: ['   1 b 0'] })),
    );
    expect(e.message).toMatch(/expected -/);
  });

  it('rejects two pairing-allocated byes in one round', () => {
    // TRF-16: "U  Pairing-allocated bye (at most once per round)".
    const e = readError(
      trf(line001({ id: 1, rounds: ['0000 - U'] }), line001({ id: 2, rounds: ['0000 - U'] })),
    );
    expect([e.line, e.column]).toStrictEqual([2, 92]);
  });

  it('rejects an entry for a round beyond the number of rounds (XXR)', () => {
    const e = readError(trf(P1, P2, P3, P4, 'XXR 1'));
    expect([e.line, e.column]).toStrictEqual([1, 102]);
    expect(e.message).toMatch(/the tournament has 1 rounds/);
  });
});

describe('line ends and encodings', () => {
  const body = [P1, P2, P3, P4, 'XXR 3'];
  const expected = readTrf(body.join('\n'));

  it('reads CR, LF and CRLF line ends alike', () => {
    expect(readTrf(body.join('\r'))).toStrictEqual(expected);
    expect(readTrf(body.join('\r\n') + '\r\n')).toStrictEqual(expected);
    expect(expected.totalRounds).toBe(3);
    expect(expected.players).toHaveLength(4);
  });

  it('decodes UTF-8 bytes, and bytes that are not UTF-8 as Latin-1', () => {
    const name = 'Šarić, Željko Ölçer';
    const utf8 = new TextEncoder().encode(trf('012 Łódź Open', line001({ id: 1, name })));
    expect(readTrf(utf8).players[0]!.name).toBe(name);
    expect(readTrf(utf8).info.name).toBe('Łódź Open');
    // "Müller, Jürgen" in Latin-1: ü is the single byte 0xFC, invalid as UTF-8.
    const latin1 = Uint8Array.from(
      Buffer.from(trf(line001({ id: 1, name: 'Müller, Jürgen' })), 'latin1'),
    );
    expect(latin1.includes(0xfc)).toBe(true);
    expect(readTrf(latin1).players[0]!.name).toBe('Müller, Jürgen');
  });

  it('ignores a UTF-8 byte-order mark', () => {
    const withBom = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode(body.join('\n')),
    ]);
    expect(readTrf(withBom)).toStrictEqual(expected);
    expect(readTrf('\uFEFF' + body.join('\n'))).toStrictEqual(expected);
  });
});

describe('decoding where there is no TextDecoder (Apps Script)', () => {
  it('says to pass the text instead of failing with a reference error', async () => {
    const { decodeTrfBytes } = await import('../../src/engine/trf/decode.js');
    const saved = globalThis.TextDecoder;
    // @ts-expect-error -- removed for the test, as in Apps Script's runtime
    delete globalThis.TextDecoder;
    try {
      expect(() => decodeTrfBytes(new Uint8Array([48]))).toThrow(
        'read the file as text and pass the text',
      );
    } finally {
      globalThis.TextDecoder = saved;
    }
  });
});
