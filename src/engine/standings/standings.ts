import { isPairingAllocatedBye, pointsAfter } from '../model/results.js';
import type { Tournament } from '../model/tournament.js';
import { editionForStartDate, type C07Edition } from '../tiebreaks/edition.js';
import {
  declaredRoundRobin,
  finalRoundOf,
  tiebreakContext,
} from '../tiebreaks/tiebreak-context.js';
import {
  DEFAULT_SWISS_TIEBREAKS,
  formatTiebreak,
  parseTiebreakList,
  type TiebreakSpec,
} from '../tiebreaks/tiebreak-spec.js';
import {
  lowerIsBetter,
  tiebreakValues,
  type TiebreakValues,
} from '../tiebreaks/tiebreak-values.js';
import { drawnPlaces } from './drawing-of-lots.js';
import { refusedTiebreakProblem, tableOf, tiebreakPolicyOf } from './kind-tiebreaks.js';
import { withdrawnBelowHalf, withoutGamesOf } from './round-robin-withdrawals.js';

export interface StandingsOptions {
  /** The organiser's ordered list (C.07 4.1), as specs or as text ("BH/C1,BH,SB,DE"); default DEFAULT_SWISS_TIEBREAKS. */
  readonly tiebreaks?: readonly TiebreakSpec[] | string;
  /** Standings after this round; default the last round with results (lastRoundWithResults). */
  readonly round?: number;
  /** The rating unrated players count at in the rating-based tie-breaks (C.07 10); none by default. */
  readonly unratedRating?: number | null;
  /** C.07 edition; default the one in force at the start date (TRF 042), else the latest. */
  readonly edition?: C07Edition;
  /** Pre-determined pairings (C.07 15.2); default: what records 192/092 say, else a Swiss. */
  readonly roundRobin?: boolean;
  /** LOT: player pairing numbers in the order the lots were drawn (first = best). */
  readonly lots?: readonly number[];
  /** LOT without a recorded draw: the seed of the draw (default: the tournament name). */
  readonly lotSeed?: string;
}

export interface StandingsRow {
  /** Shared by players the points and the whole list cannot separate (C.07 2.1). */
  readonly rank: number;
  /** Pairing number. */
  readonly id: number;
  readonly name: string;
  /** 0 when unrated. */
  readonly rating: number;
  readonly points: number;
  /** One value per tie-break of the list, in its order; null where a player has none. */
  readonly values: readonly (number | null)[];
  /** A round-robin withdrawal before half the games (C.05 6.6): listed after the ranking, without tie-breaks. */
  readonly excluded?: true;
}

/**
 * The last round with a result of its pairing: a game or forfeit with a
 * result, or the pairing-allocated bye (0 before that). Byes requested for
 * a later round, recorded before it is paired, do not make it played.
 */
export function lastRoundWithResults(t: Tournament): number {
  let last = 0;
  for (const p of t.players) {
    p.rounds.forEach((rec, i) => {
      if ((rec?.opponent != null && rec.result !== null) || isPairingAllocatedBye(rec)) {
        last = Math.max(last, i + 1);
      }
    });
  }
  return last;
}

/**
 * The list a standings option stands for: parsed when text; when absent, the
 * defaults of the tournament's kind (a round-robin's, from its descriptor)
 * or the Swiss ones.
 */
export function resolveTiebreaks(
  list: StandingsOptions['tiebreaks'],
  t?: Tournament,
): readonly TiebreakSpec[] {
  if (list === undefined) return (t && tiebreakPolicyOf(t)?.defaults) ?? DEFAULT_SWISS_TIEBREAKS;
  return typeof list === 'string' ? parseTiebreakList(list) : list;
}

/** Column titles for a standings table: rank, No., name, rating, points, then each tie-break as written ("BH/C1"). */
export function standingsColumnTitles(list: StandingsOptions['tiebreaks']): string[] {
  return ['Rk', 'No.', 'Name', 'Rtg', 'Pts', ...resolveTiebreaks(list).map(formatTiebreak)];
}

const EPSILON = 1e-9;

/** Orders two values of one tie-break: negative when `a` ranks ahead. No value ranks last. */
function compareValues(a: number | null, b: number | null, lowerFirst: boolean): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  if (Math.abs(a - b) < EPSILON) return 0;
  return lowerFirst ? a - b : b - a;
}

/** Splits each tied group by one tie-break's values, keeping the groups' order. */
function refine(groups: number[][], values: TiebreakValues, lowerFirst: boolean): number[][] {
  const out: number[][] = [];
  for (const group of groups) {
    const sorted = [...group].sort(
      (a, b) => compareValues(values.get(a) ?? null, values.get(b) ?? null, lowerFirst) || a - b,
    );
    let current: number[] = [];
    for (const id of sorted) {
      const prev = current[current.length - 1];
      if (
        prev !== undefined &&
        compareValues(values.get(prev) ?? null, values.get(id) ?? null, lowerFirst) !== 0
      ) {
        out.push(current);
        current = [];
      }
      current.push(id);
    }
    if (current.length > 0) out.push(current);
  }
  return out;
}

/**
 * Standings after a round (C.07 4.2): by points, then each tie-break of the
 * list in turn among the players still tied. Players the list cannot
 * separate share the rank and are listed by pairing number, unless the list
 * ends with LOT.
 */
export function computeStandings(t: Tournament, options: StandingsOptions = {}): StandingsRow[] {
  const tiebreaks = resolveTiebreaks(options.tiebreaks, t);
  const edition = options.edition ?? editionForStartDate(t.info.startDate);
  const refused = refusedTiebreakProblem(tiebreaks, tiebreakPolicyOf(t), edition);
  if (refused !== null) throw refused;
  const finalRound = finalRoundOf(t);
  const round = options.round ?? lastRoundWithResults(t);
  if (!Number.isInteger(round) || round < 0 || round > finalRound) {
    throw new RangeError(`no round ${round} in this tournament (it has ${finalRound})`);
  }
  const table = tableOf(t);
  // C.05 6.6 (summary): a round-robin withdrawal before half the games is left out of the ranking.
  const excluded = table === undefined ? new Set<number>() : withdrawnBelowHalf(t, round, table);
  const ctx = tiebreakContext(excluded.size > 0 ? withoutGamesOf(t, excluded) : t, {
    round,
    edition,
    roundRobin: options.roundRobin ?? (table !== undefined || declaredRoundRobin(t)),
    unratedRating: options.unratedRating ?? null,
  });
  const points = new Map(ctx.players.map((p) => [p.player.id, p.points]));
  let groups = refine(
    [ctx.players.map((p) => p.player.id).filter((id) => !excluded.has(id))],
    points,
    false,
  );
  const columns: TiebreakValues[] = [];
  for (const spec of tiebreaks) {
    const values =
      spec.code === 'LOT'
        ? drawnPlaces(
            ctx.players.map((p) => p.player.id),
            options.lots,
            options.lotSeed ?? t.info.name?.trim() ?? '',
          )
        : tiebreakValues(ctx, spec, groups);
    columns.push(values);
    groups = refine(groups, values, lowerIsBetter(spec.code));
  }
  const rows: StandingsRow[] = [];
  for (const group of groups) {
    const rank = rows.length + 1;
    for (const id of group) {
      const p = ctx.byId.get(id);
      if (p === undefined) continue;
      rows.push({
        rank,
        id,
        name: p.player.name,
        rating: p.player.rating,
        points: p.points,
        values: columns.map((c) => c.get(id) ?? null),
      });
    }
  }
  // Their results stay in the table (and the TRF) for rating; listed after the ranking, unranked by the list.
  const afterRanking = rows.length + 1;
  for (const p of t.players.filter((x) => excluded.has(x.id)))
    rows.push({
      rank: afterRanking,
      id: p.id,
      name: p.name,
      rating: p.rating,
      points: pointsAfter(p, t.pointSystem, round),
      values: tiebreaks.map(() => null),
      excluded: true,
    });
  return rows;
}
