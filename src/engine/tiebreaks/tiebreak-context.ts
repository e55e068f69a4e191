import type { Player, PointSystem, Tournament } from '../model/tournament.js';
import type { C07Edition } from './edition.js';
import { roundOutcome, type RoundOutcome } from './round-outcome.js';

/** One player's rounds 1 .. round as the tie-breaks read them. */
export interface PlayerRounds {
  readonly player: Player;
  /** Index 0 is round 1; exactly `round` entries. */
  readonly outcomes: readonly RoundOutcome[];
  /** Points after the standings round. */
  readonly points: number;
  /** The last round that was not a voluntary unplayed round (C.07 16.2), 0 if none. */
  readonly lastNonVurRound: number;
}

/** Everything a tie-break needs, computed once per standings. */
export interface TiebreakContext {
  /** Standings after this round. */
  readonly round: number;
  /** The tournament's last round (Fore Buchholz looks at it, C.07 8.3). */
  readonly finalRound: number;
  readonly edition: C07Edition;
  /**
   * Pre-determined pairings (a round robin): C.07 15.2, forfeits count as
   * games and rounds without an opponent count for nothing. Otherwise a Swiss (C.07 16).
   */
  readonly roundRobin: boolean;
  readonly pointSystem: PointSystem;
  /** Rating given to unrated players by the organiser (C.07 10), or null when none was set. */
  readonly unratedRating: number | null;
  readonly players: readonly PlayerRounds[];
  readonly byId: ReadonlyMap<number, PlayerRounds>;
  /** Values shared between tie-breaks (adjusted scores, Buchholz), keyed by what they are. */
  readonly memo: Map<string, unknown>;
}

export interface ContextOptions {
  readonly round: number;
  readonly edition: C07Edition;
  readonly roundRobin?: boolean;
  readonly unratedRating: number | null;
}

/** The number of rounds the tournament has: planned (XXR) or as far as the records go. */
export function finalRoundOf(t: Tournament): number {
  let last = t.totalRounds ?? 0;
  for (const p of t.players) last = Math.max(last, p.rounds.length);
  return last;
}

export function tiebreakContext(t: Tournament, opts: ContextOptions): TiebreakContext {
  const ids = new Set(t.players.map((p) => p.id));
  const players = t.players.map((player): PlayerRounds => {
    const outcomes: RoundOutcome[] = [];
    let points = 0;
    let lastNonVurRound = 0;
    for (let r = 1; r <= opts.round; r++) {
      const o = roundOutcome(player.rounds[r - 1], t.pointSystem);
      if (o.opponent !== null && !ids.has(o.opponent)) {
        throw new RangeError(
          `round ${r}: player ${player.id} is paired with ${o.opponent}, who is not in the tournament`,
        );
      }
      outcomes.push(o);
      points += o.points;
      if (!o.vur) lastNonVurRound = r;
    }
    return { player, outcomes, points, lastNonVurRound };
  });
  return {
    round: opts.round,
    finalRound: Math.max(finalRoundOf(t), opts.round),
    edition: opts.edition,
    roundRobin: opts.roundRobin ?? false,
    pointSystem: t.pointSystem,
    unratedRating: opts.unratedRating,
    players,
    byId: new Map(players.map((p) => [p.player.id, p])),
    memo: new Map(),
  };
}

/**
 * Whether the file says the pairings were pre-determined: a round-robin code
 * in TRF-2026 record 192 (BERGER_ROUNDROBIN, FIDE_DOUBLEROUNDROBIN, ...) or
 * the words in record 092.
 */
export function declaredRoundRobin(t: Tournament): boolean {
  const code = t.info.systemCode?.toUpperCase() ?? '';
  const type = t.info.type ?? '';
  return code.includes('ROUNDROBIN') || /round[\s_-]*robin|berger/i.test(type);
}

/** The value `compute` gives, computed once per context under `key`. */
export function memoised<T>(ctx: TiebreakContext, key: string, compute: () => T): T {
  if (ctx.memo.has(key)) return ctx.memo.get(key) as T;
  const value = compute();
  ctx.memo.set(key, value);
  return value;
}

export function playerRounds(ctx: TiebreakContext, id: number): PlayerRounds {
  const p = ctx.byId.get(id);
  if (p === undefined) throw new RangeError(`no player ${id} in the tournament`);
  return p;
}
