import { describe, expect, test } from 'vitest';
import { readTrf, writeTrf } from '../../src/engine/trf/index.js';
import { editionForStartDate } from '../../src/engine/tiebreaks/edition.js';
import {
  allowedModifiers,
  formatTiebreakList,
  parseTiebreak,
  parseTiebreakList,
  TiebreakListError,
  tiebreak,
} from '../../src/engine/tiebreaks/tiebreak-spec.js';
import { ENGLISH, LANGUAGES, say, translatorFor } from '../../src/messages/index.js';
import {
  declaredTiebreaks,
  tiebreakCodesOf,
} from '../../src/engine/tiebreaks/declared-tiebreaks.js';

describe('the organiser list (C.07 4.1) in MTB notation', () => {
  test('names and C.07 14 modifiers', () => {
    expect(parseTiebreakList('BH/C1, bh , SB/M2,KS/L-2,DE/P,AOB/F,LOT')).toEqual([
      tiebreak('BH', { cut: 1 }),
      tiebreak('BH'),
      tiebreak('SB', { median: 2 }),
      tiebreak('KS', { limit: -2 }),
      tiebreak('DE', { forfeitsAsPlayed: true }),
      tiebreak('AOB', { fore: true }),
      tiebreak('LOT'),
    ]);
  });

  test('the Handbook hyphen form, the 2023 name GE, and a leading PTS as record 212 writes it', () => {
    expect(parseTiebreakList('PTS,BH-C1,ARO-M1,GE')).toEqual([
      tiebreak('BH', { cut: 1 }),
      tiebreak('ARO', { median: 1 }),
      tiebreak('REP'),
    ]);
  });

  test('formats back to the canonical text', () => {
    const text =
      'BH/C1,BH/M1/P,FB/C2,SB/C1,PS/C1,KS/L+1,AOB/F,ARO/C1,TPR,PTP,APPO,APRO,WIN,WON,BPG,BWG,REP,DE,LOT';
    expect(formatTiebreakList(parseTiebreakList(text))).toBe(text);
  });

  test.each([
    ['XYZ', /unknown tie-break "XYZ"/],
    ['WIN/C1', /does not apply to WIN/],
    ['BH/L+1', /does not apply to BH/],
    ['BH/C0', /cuts nothing/],
    ['BH/C1/M1', /only one cut/],
    ['BH/Q', /unknown modifier/],
    ['LOT,BH', /LOT .* must be the last/],
    ['BH,PTS', /PTS .* can only open the list/],
  ])('refuses %s', (text, message) => {
    expect(() => parseTiebreakList(text)).toThrow(TiebreakListError);
    expect(() => parseTiebreakList(text)).toThrow(message);
  });

  test.each([
    ['', 'empty tie-break in the list'],
    [
      'bh/c1, foo/c1',
      'unknown tie-break "FOO" in "foo/c1"; known: BH, FB, AOB, SB, PS, DE, WIN, WON, BPG, BWG, REP, ARO, TPR, PTP, APRO, APPO, KS, STD, TPN, RTNG, LOT',
    ],
    ['SB/L+1', 'modifier "/L+1" does not apply to SB (in "SB/L+1")'],
    ['BH/M0', '"/M0" cuts nothing; write BH without it'],
    ['BH/C1/M1', 'only one cut or median modifier per tie-break (in "BH/C1/M1")'],
    [
      'BH/Q',
      'unknown modifier "/Q" in "BH/Q"; C.07 modifiers are /Cn, /Mn, /L+n, /L-n, and /P, /F',
    ],
    ['BH,PTS', 'PTS (points) can only open the list; standings always rank by points first'],
    ['LOT,BH', 'LOT (drawing of lots) must be the last tie-break (C.07 4.2)'],
  ])(
    'a refused list %j carries its reason as a message: in English the engine text %j, in the other languages not',
    (text, english) => {
      let error: unknown;
      try {
        if (text === '') parseTiebreak(' ');
        else parseTiebreakList(text);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(TiebreakListError);
      const { message, refusal } = error as TiebreakListError;
      expect(message).toBe(english);
      expect(say(translatorFor(ENGLISH), refusal)).toBe(english);
      for (const language of LANGUAGES.filter((l) => l !== ENGLISH))
        expect(say(translatorFor(language), refusal)).not.toBe(english);
    },
  );

  test('which modifiers each tie-break offers', () => {
    expect(allowedModifiers('BH')).toEqual({
      cut: true,
      median: true,
      limit: false,
      forfeitsAsPlayed: true,
      fore: false,
    });
    expect(allowedModifiers('KS')).toEqual({
      cut: false,
      median: false,
      limit: true,
      forfeitsAsPlayed: false,
      fore: false,
    });
    expect(Object.values(allowedModifiers('WIN')).some(Boolean)).toBe(false);
  });

  test('an empty list is no tie-breaks at all', () => {
    expect(parseTiebreakList('')).toEqual([]);
  });
});

const PLAYER =
  '001    1      A                                 2000                             0.0    1';
const trf = (...records: string[]) => readTrf(['012 Test', ...records, PLAYER].join('\n'));

describe('TRF-2026 records 202 and 212', () => {
  test('our list as the tournament declares it; LOT stays implicit (C.07 4.2)', () => {
    expect(tiebreakCodesOf(parseTiebreakList('BH/C1,BH,SB,DE,LOT'))).toEqual([
      'BH/C1',
      'BH',
      'SB',
      'DE',
    ]);
  });

  test('round trip through the TRF writer and reader', () => {
    const t = readTrf(
      '012 Test\n001    1      A                                 2000                             0.0    1\n',
    );
    t.info.tiebreaks = tiebreakCodesOf(parseTiebreakList('ARO/C1,BH/C1,BH,DE'));
    const text = writeTrf(t);
    expect(text).toContain('202 ARO/C1,BH/C1,BH,DE\r\n');
    expect(text).toContain('212 PTS,ARO/C1,BH/C1,BH,DE\r\n');
    expect(declaredTiebreaks(readTrf(text).info)).toEqual({
      tiebreaks: parseTiebreakList('ARO/C1,BH/C1,BH,DE'),
      unsupported: [],
    });
  });

  test('212 alone, codes this engine does not compute, and no record at all', () => {
    expect(declaredTiebreaks(trf('212 PTS,BH,EMMSB,TPN,MPVGP').info)).toEqual({
      tiebreaks: [tiebreak('BH'), tiebreak('TPN')],
      unsupported: ['EMMSB', 'MPVGP'],
    });
    expect(declaredTiebreaks(trf('212 PTS').info)).toEqual({ tiebreaks: [], unsupported: [] });
    expect(declaredTiebreaks(trf().info)).toBeNull();
  });
});

describe('which C.07 edition applies', () => {
  test('the 2026 text from 1 March 2026 (TRF 042 start date), the latest without a date', () => {
    expect(editionForStartDate('2026/02/28')).toBe('2024');
    expect(editionForStartDate('2026-03-01')).toBe('2026');
    expect(editionForStartDate(' 2024/8/1 ')).toBe('2024');
    expect(editionForStartDate('')).toBe('2026');
    expect(editionForStartDate(undefined)).toBe('2026');
  });
});
