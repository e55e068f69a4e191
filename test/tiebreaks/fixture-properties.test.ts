import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { RoundRecord, Tournament } from '../../src/engine/model/tournament.js';
import { computeStandings } from '../../src/engine/standings/index.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { FIXTURES } from '../support/fixtures.js';

/**
 * Properties of the tie-breaks over the reference tournaments of
 * ../shared/fixtures (every 12th file of each edition, at the final round
 * and half-way). The expected values come from a direct reading of C.07 in
 * this file, independent of the engine: the oracle below.
 */
const files = ['dutch-2017', 'dutch-2025'].flatMap((dir) =>
  readdirSync(join(FIXTURES, dir))
    .filter((f) => f.endsWith('.trf'))
    .sort()
    .filter((_, i) => i % 12 === 0)
    .map((f) => join(FIXTURES, dir, f)),
);

const LIST = 'BH,BH/C1,BH/C2,BH/M1,SB,SB/C1,PS,PS/C1,WIN,WON,BWG,BPG,REP,ARO,AOB';
const DRAW = 0.5;

/** C.07 16.1.2: a requested bye, a forfeit loss or an absence; PAB, FPB and forfeit wins are not voluntary. */
function isVur(rec: RoundRecord | undefined): boolean {
  if (rec === undefined || rec.result === null) return true;
  if (rec.opponent !== null) return rec.result === '-';
  return !['U', 'F', '+'].includes(rec.result);
}

function pointsOf(rec: RoundRecord | undefined): number {
  switch (rec?.result) {
    case '1':
    case 'W':
    case '+':
    case 'U':
    case 'F':
      return 1;
    case '=':
    case 'D':
    case 'H':
      return 0.5;
    default:
      return 0;
  }
}

interface Oracle {
  points: Map<number, number>;
  adjusted: Map<number, number>;
  /** Per round: [opponent or dummy score, points scored, VUR]. */
  rows: Map<number, [number, number, boolean][]>;
}

/** C.07 16.3 adjusted scores and 16.4 (2026) contributions, read straight from the records. */
function oracle(t: Tournament, n: number): Oracle {
  const points = new Map<number, number>();
  const adjusted = new Map<number, number>();
  for (const p of t.players) {
    const recs = Array.from({ length: n }, (_, i) => p.rounds[i]);
    points.set(
      p.id,
      recs.reduce((s, r) => s + pointsOf(r), 0),
    );
    const lastNonVur = recs.reduce((last, r, i) => (isVur(r) ? last : i + 1), 0);
    adjusted.set(
      p.id,
      recs.reduce(
        (s, r, i) => s + (i + 1 <= lastNonVur || r?.opponent != null ? pointsOf(r) : DRAW),
        0,
      ),
    );
  }
  const rows = new Map<number, [number, number, boolean][]>();
  for (const p of t.players) {
    const own = points.get(p.id) ?? 0;
    rows.set(
      p.id,
      Array.from({ length: n }, (_, i): [number, number, boolean] => {
        const r = p.rounds[i];
        const opp = r?.opponent ?? null;
        const played = opp !== null && ['1', '=', '0', 'W', 'D', 'L'].includes(r?.result ?? '');
        if (played) return [adjusted.get(opp) ?? NaN, pointsOf(r), false];
        const cap = opp !== null ? (adjusted.get(opp) ?? NaN) : DRAW * n;
        return [Math.min(own, cap), pointsOf(r), isVur(r)];
      }),
    );
  }
  return { points, adjusted, rows };
}

/** One low cut per C.07 14.1 and 16.5 on [score, value, vur] rows. */
function cutLow(rows: [number, number, boolean][]): [number, number, boolean][] {
  const lsv = [...rows].sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
  const vurs = rows.filter((r) => r[2]).sort((a, b) => a[1] - b[1]);
  const cut = vurs[0] !== undefined && lsv !== undefined && vurs[0][1] >= lsv[1] ? vurs[0] : lsv;
  return rows.filter((r) => r !== cut);
}

const total = (rows: [number, number, boolean][]) => rows.reduce((s, r) => s + r[1], 0);
const asBh = (rows: [number, number, boolean][]): [number, number, boolean][] =>
  rows.map(([score, , vur]) => [score, score, vur]);
const asSb = (rows: [number, number, boolean][]): [number, number, boolean][] =>
  rows.map(([score, pts, vur]) => [score, score * pts, vur]);

describe.each(files)('%s', (file) => {
  const t = readTrf(readFileSync(file));
  const final = t.totalRounds ?? 0;
  test.each([final, Math.max(1, Math.floor(final / 2))])('after round %i', (n) => {
    const rows = computeStandings(t, { round: n, tiebreaks: LIST });
    const o = oracle(t, n);
    const col = (name: string) => LIST.split(',').indexOf(name);
    for (const row of rows) {
      const v = (name: string) => row.values[col(name)];
      const mine = o.rows.get(row.id) ?? [];
      expect(row.points).toBe(o.points.get(row.id));
      // C.07 8.1 / 16: Buchholz is the sum of the opponents' adjusted scores and the (capped) dummies.
      const bh = asBh(mine);
      expect(v('BH')).toBeCloseTo(total(bh), 9);
      // 14.1, 14.2, 14.3 with 16.5: the right values are dropped.
      expect(v('BH/C1')).toBeCloseTo(total(cutLow(bh)), 9);
      expect(v('BH/C2')).toBeCloseTo(total(cutLow(cutLow(bh))), 9);
      const afterLow = cutLow(bh);
      // Median-1 cuts the highest of what is left, within the rounds: none after round 1.
      const highest = n > 1 ? Math.max(...afterLow.map((r) => r[1])) : 0;
      expect(v('BH/M1')).toBeCloseTo(total(afterLow) - highest, 9);
      const sb = asSb(mine);
      expect(v('SB')).toBeCloseTo(total(sb), 9);
      expect(v('SB/C1')).toBeCloseTo(total(cutLow(sb)), 9);
      // 7.5: the running score after round r is counted n - r + 1 times.
      const p = t.players.find((x) => x.id === row.id);
      const perRound = Array.from({ length: n }, (_, i) => pointsOf(p?.rounds[i]));
      expect(v('PS')).toBeCloseTo(
        perRound.reduce((s, x, i) => s + x * (n - i), 0),
        9,
      );
      expect(v('PS/C1')).toBeCloseTo((v('PS') ?? 0) - (perRound[0] ?? 0), 9);
      // 7.1-7.6: counts within each other.
      const [win, won, bwg, bpg, rep] = ['WIN', 'WON', 'BWG', 'BPG', 'REP'].map((x) => v(x) ?? -1);
      expect(win).toBeGreaterThanOrEqual(won ?? 0);
      expect(won).toBeGreaterThanOrEqual(bwg ?? 0);
      expect(bpg).toBeGreaterThanOrEqual(bwg ?? 0);
      expect(rep).toBeLessThanOrEqual(n);
      expect(rep).toBeGreaterThanOrEqual(won ?? 0);
      // 10.1: the rounded mean of the ratings of the opponents met over the board.
      const ratings = (p?.rounds.slice(0, n) ?? [])
        .filter(
          (r) => r?.opponent != null && ['1', '=', '0', 'W', 'D', 'L'].includes(r.result ?? ''),
        )
        .map((r) => t.players.find((x) => x.id === r?.opponent)?.rating ?? 0);
      const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(v('ARO')).toBe(ratings.length === 0 ? null : Math.floor(mean + 0.5));
    }
    // 8.2: AOB is the mean of those opponents' Buchholz.
    const bhOf = new Map(rows.map((r) => [r.id, r.values[col('BH')] ?? 0]));
    for (const row of rows) {
      const p = t.players.find((x) => x.id === row.id);
      const opps = (p?.rounds.slice(0, n) ?? [])
        .filter((r) => r?.opponent != null && ['1', '=', '0'].includes(r.result ?? ''))
        .map((r) => bhOf.get(r?.opponent ?? 0) ?? 0);
      const aob =
        opps.length === 0
          ? null
          : Math.floor((opps.reduce((a, b) => a + b, 0) / opps.length) * 100 + 0.5 + 1e-9) / 100;
      expect(row.values[col('AOB')]).toBe(aob);
    }
  });

  test('standings are ranked by points, then the list in order; only full ties share a rank', () => {
    const list = 'BH/C1,BH,SB,DE,WIN';
    const rows = computeStandings(t, { tiebreaks: list });
    const lowerFirst = list.split(',').map((x) => x === 'DE');
    rows.forEach((row, i) => {
      const prev = rows[i - 1];
      if (prev === undefined) return expect(row.rank).toBe(1);
      const keys = (r: typeof row) => [r.points, ...r.values];
      const a = keys(prev);
      const b = keys(row);
      const differ = a.findIndex((x, k) => x !== b[k]);
      if (differ < 0) {
        expect(row.rank).toBe(prev.rank);
        expect(row.id).toBeGreaterThan(prev.id);
      } else {
        expect(row.rank).toBe(i + 1);
        const better =
          differ > 0 && lowerFirst[differ - 1]
            ? (a[differ] ?? 0) < (b[differ] ?? 0)
            : (a[differ] ?? 0) > (b[differ] ?? 0);
        expect(better).toBe(true);
      }
    });
  });
});
