import { describe, expect, it } from 'vitest';
import { computeStandings, resolveTiebreaks } from '../../src/engine/standings/index.js';
import { formatTiebreak, TiebreakListError } from '../../src/engine/tiebreaks/index.js';
import { ENGLISH, languageNamed, say, translatorFor } from '../../src/messages/index.js';
import { tournament } from '../support/engine/tournament-builder.js';

/**
 * Five players, the Berger table for 5/6 (6 the dummy), every result
 * chosen by hand:
 * R1 1 bye, 2-5 1-0, 3-4 ½-½; R2 4 bye, 5-3 0-1, 1-2 1-0; R3 2 bye, 3-1 ½-½,
 * 4-5 1-0; R4 5 bye, 1-4 1-0, 2-3 0-1; R5 3 bye, 4-2 ½-½, 5-1 0-1.
 * Points: #1 3.5, #2 1.5, #3 3, #4 2, #5 0.
 */
const FIVE = (systemCode: string, startDate = '2026/05/01') =>
  tournament(
    [
      { id: 1, rounds: ['Z', '2w1', '3b=', '4w1', '5b1'] },
      { id: 2, rounds: ['5w1', '1b0', 'Z', '3w0', '4b='] },
      { id: 3, rounds: ['4w=', '5b1', '1w=', '2b1', 'Z'] },
      { id: 4, rounds: ['3b=', 'Z', '5w1', '1b0', '2w='] },
      { id: 5, rounds: ['2b0', '3w0', '4b0', 'Z', '1w0'] },
    ],
    { info: { systemCode, startDate } },
  );

const column = (rows: ReturnType<typeof computeStandings>, i: number) =>
  Object.fromEntries(rows.map((r) => [r.id, r.values[i]]));

describe('C.07 for a round-robin', () => {
  it('without a list the round-robin defaults rank it: SB, DE, WIN, KS', () => {
    expect(resolveTiebreaks(undefined, FIVE('FIDE_ROUNDROBIN')).map(formatTiebreak)).toEqual([
      'SB',
      'DE',
      'WIN',
      'KS',
    ]);
    expect(resolveTiebreaks(undefined, FIVE('FIDE_DUTCH_2025')).map(formatTiebreak)).toEqual([
      'BH/C1',
      'BH',
      'SB',
      'DE',
    ]);
  });

  it('9.2 Koya: points against those with at least 50% of the maximum, 4 games each with five players (threshold 2, met by #4)', () => {
    const rows = computeStandings(FIVE('FIDE_ROUNDROBIN'));
    expect(rows.map((r) => r.id)).toEqual([1, 3, 4, 2, 5]);
    expect(column(rows, 3)).toEqual({ 1: 1.5, 2: 0.5, 3: 1, 4: 0.5, 5: 0 });
    // 9.1 SB: opponents' final scores times the points against them (the bye scores nothing).
    expect(column(rows, 0)).toEqual({ 1: 5, 2: 1, 3: 4.25, 4: 2.25, 5: 0 });
    expect(column(rows, 2)).toEqual({ 1: 3, 2: 1, 3: 2, 4: 1, 5: 0 });
  });

  it('"Article 8 (the Buchholz family) must not be used in round-robins" (C.07 2026): refused with the reason', () => {
    for (const list of ['BH', 'SB,BH/C1', 'AOB', 'FB'])
      expect(() => computeStandings(FIVE('BERGER_DOUBLEROUNDROBIN'), { tiebreaks: list })).toThrow(
        TiebreakListError,
      );
    const refusal = (list: string) => {
      try {
        computeStandings(FIVE('FIDE_ROUNDROBIN'), { tiebreaks: list });
      } catch (e) {
        if (e instanceof TiebreakListError) return e.refusal;
      }
      throw new Error(`${list} was not refused`);
    };
    expect(say(translatorFor(ENGLISH), refusal('SB,BH/C1'))).toBe(
      'BH/C1 cannot rank this tournament: C.07 (2026) Art. 8: the Buchholz family must not be used in round-robins',
    );
    expect(say(translatorFor(languageNamed('de')!), refusal('BH,FB'))).toBe(
      'BH, FB kann dieses Turnier nicht werten: C.07 (2026) Art. 8: die Buchholz-Familie darf in Rundenturnieren nicht verwendet werden',
    );
    // Decision: a round-robin ranked under the 2024 text keeps its Buchholz (its status there is not known).
    expect(() =>
      computeStandings(FIVE('FIDE_ROUNDROBIN', '2025/05/01'), { tiebreaks: 'BH' }),
    ).not.toThrow();
    expect(() => computeStandings(FIVE('FIDE_DUTCH_2025'), { tiebreaks: 'BH' })).not.toThrow();
  });
});

describe('C.05 6.6 (as summarised): a withdrawal in a round-robin', () => {
  /** FIVE's table and results, #5 gone after round `after` (1 or 2): his later games are forfeits. */
  const withdrawal = (after: 1 | 2) =>
    tournament(
      [
        { id: 1, rounds: ['Z', '2w1', '3b=', '4w1', '5b+'] },
        { id: 2, rounds: ['5w1', '1b0', 'Z', '3w0', '4b='] },
        { id: 3, rounds: ['4w=', after === 1 ? '5b+' : '5b1', '1w=', '2b1', 'Z'] },
        { id: 4, rounds: ['3b=', 'Z', '5w+', '1b0', '2w='] },
        { id: 5, rounds: ['2b0', after === 1 ? '3w-' : '3w0', '4b-', 'Z', '1w-'] },
      ],
      { info: { systemCode: 'FIDE_ROUNDROBIN', startDate: '2026/05/01' } },
    );

  it("below half the games (1 of 4): left out of the ranking and of the others' scores, listed after it", () => {
    const rows = computeStandings(withdrawal(1));
    expect(rows.map((r) => [r.id, r.points, r.rank])).toEqual([
      [1, 2.5, 1],
      [3, 2, 2],
      [4, 1, 3],
      [2, 0.5, 4],
      [5, 0, 5],
    ]);
    expect(rows[4]).toMatchObject({ excluded: true, values: [null, null, null, null] });
    // Koya over the four left: 3 games each, threshold 1.5, met by #1 and #3.
    expect(column(rows, 3)).toEqual({ 1: 0.5, 2: 0, 3: 0.5, 4: 0.5, 5: null });
  });

  it('at half the games (2 of 4): the results stand, the rest are forfeits', () => {
    const rows = computeStandings(withdrawal(2));
    expect(rows.some((r) => r.excluded)).toBe(false);
    expect(rows.map((r) => [r.id, r.points])).toEqual([
      [1, 3.5],
      [3, 3],
      [4, 2],
      [2, 1.5],
      [5, 0],
    ]);
  });
});
