import { said, type Said } from '../../messages/said.js';
import { isPlayedGame, recordPoints } from '../model/results.js';
import type { RoundPairing, Tournament } from '../model/tournament.js';
import { buildPlayers, SCORE_SCALE } from '../systems/dutch/player-state.js';
import type { ExplainedPlayer, ExplainedRound } from '../systems/explanation-articles.js';
import type { PairingSystem } from '../systems/pairing-system.js';

/** A player as an explanation names him: pairing number, name and pairing score. */
export interface PlayerRef {
  readonly id: number;
  readonly name: string;
  /** Pairing score in points (virtual points of an acceleration included). */
  readonly score: number;
}

/** What the explanation reads of a round: the players' state before it and the pairing made. */
export interface RoundFacts {
  readonly round: number;
  readonly ref: ReadonlyMap<number, PlayerRef>;
  readonly state: ReadonlyMap<number, ExplainedPlayer>;
  /** Opponent of each paired player, and the player with the bye. */
  readonly opponent: ReadonlyMap<number, number>;
  readonly bye: number | null;
  /** Players to pair, by score descending then pairing number. */
  readonly toPair: readonly number[];
  /** How the explanation names an earlier TRF round (`round 3`, or `match round 2`). */
  roundName(trfRound: number): Said;
  /** The earlier TRF round whose unplayed win bars `id` from the pairing-allocated bye, or null. */
  byeBarredIn(id: number): number | null;
}

/** C.04.1 Art. 4: the first round in which the player scored a win without playing, or null. */
function unplayedWinIn(t: Tournament, round: number, id: number): number | null {
  const rounds = t.players.find((x) => x.id === id)?.rounds.slice(0, round - 1) ?? [];
  const had = rounds.findIndex(
    (r) =>
      r !== undefined && !isPlayedGame(r) && recordPoints(r, t.pointSystem) >= t.pointSystem.win,
  );
  return had < 0 ? null : had + 1;
}

/** The Dutch player state, for the systems that do not read rounds their own way. */
function dutchRound(t: Tournament, round: number): ExplainedRound {
  const { toPair, players } = buildPlayers(t, round, 'unplayed-above-loss');
  return { toPair, players, roundName: (r) => said('explain.roundName', { round: r }) };
}

export function roundFacts(
  t: Tournament,
  round: number,
  pairing: RoundPairing,
  system: PairingSystem,
): RoundFacts {
  const explained = system.explainedRound?.(t, round) ?? dutchRound(t, round);
  const { toPair, players, roundName } = explained;
  const ref = new Map<number, PlayerRef>();
  for (const p of t.players) {
    const s = players.get(p.id);
    ref.set(p.id, { id: p.id, name: p.name, score: (s?.score ?? 0) / SCORE_SCALE });
  }
  const opponent = new Map<number, number>();
  for (const g of pairing.games) {
    opponent.set(g.white, g.black);
    opponent.set(g.black, g.white);
  }
  const order = [...toPair].sort((a, b) => b.score - a.score || a.rankIndex - b.rankIndex);
  return {
    round,
    ref,
    state: players,
    opponent,
    bye: pairing.bye,
    toPair: order.map((p) => p.id),
    roundName,
    byeBarredIn: (id) =>
      explained.byeBarredIn ? explained.byeBarredIn(id) : unplayedWinIn(t, round, id),
  };
}

/** The round in which `a` and `b` played each other over the board, or null. */
export function metInRound(t: Tournament, round: number, a: number, b: number): number | null {
  const p = t.players.find((x) => x.id === a);
  if (!p) return null;
  for (let r = 0; r < round - 1; r++) {
    const rec = p.rounds[r];
    if (isPlayedGame(rec) && rec!.opponent === b) return r + 1;
  }
  return null;
}

/** `Name (#12, 3.5)`, the score as the reader's language writes it. */
export function named(p: PlayerRef): Said {
  return said('explain.player', { name: p.name, id: p.id, score: p.score });
}
