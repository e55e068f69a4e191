import { hasOpponent, isPlayedGame } from '../../model/results.js';
import type { Colour, Tournament } from '../../model/tournament.js';
import type { DutchPlayer } from '../dutch/player-state.js';

/** What the Dubov rules need to know about one player before a round. */
export interface DubovPlayer {
  /** Colour history, preferences, forbidden opponents, score (pairing score, in tenths), records. */
  readonly state: DutchPlayer;
  readonly id: number;
  readonly score: number;
  /** 1.2: the TPN as a 0-based position among the players taking part. */
  readonly tpn: number;
  /** 1.1: the rating the pairing uses. */
  readonly rating: number;
  /** 1.7: average rating of the opponents met over the board; 0 before a first game. */
  readonly aro: number;
  /** 1.6; 1.6.4: with no game played, a mild preference for Black. */
  readonly preference: Colour;
  /** 1.8.1: how often the player has been upfloated. */
  readonly upfloats: number;
  /** [C10]: upfloated in the previous round. */
  readonly upfloatedLastRound: boolean;
}

/**
 * 1.7.1: the ratings of the over-the-board opponents divided by their number,
 * "rounded to the nearest integer number (the higher, if the division ends
 * for 0.5)"; 1.7.3: zero before a first game.
 */
export function averageRatingOfOpponents(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.floor(sum / ratings.length + 0.5);
}

/**
 * Decision (1.8, [C8]-[C10]): a player was upfloated in a round when he was
 * paired (the game played or forfeited) against an opponent whose pairing
 * score before that round was higher than his own.
 */
function upfloatHistory(
  p: DutchPlayer,
  players: ReadonlyMap<number, DutchPlayer>,
  playedRounds: number,
): boolean[] {
  const ups: boolean[] = [];
  for (let r = 0; r < playedRounds; r++) {
    const rec = p.records[r];
    const back = playedRounds - r;
    if (!hasOpponent(rec)) {
      ups.push(false);
      continue;
    }
    const opp = players.get(rec!.opponent!);
    ups.push(opp !== undefined && opp.scoreBefore[back]! > p.scoreBefore[back]!);
  }
  return ups;
}

export function dubovPlayers(
  t: Tournament,
  players: ReadonlyMap<number, DutchPlayer>,
  toPair: readonly DutchPlayer[],
  playedRounds: number,
): DubovPlayer[] {
  const rating = new Map(t.players.map((p) => [p.id, p.rating]));
  return toPair.map((p) => {
    const opponents: number[] = [];
    for (const rec of p.records)
      if (isPlayedGame(rec) && rec!.opponent !== null)
        opponents.push(rating.get(rec!.opponent) ?? 0);
    const ups = upfloatHistory(p, players, playedRounds);
    return {
      state: p,
      id: p.id,
      score: p.score,
      tpn: p.rankIndex,
      rating: rating.get(p.id) ?? 0,
      aro: averageRatingOfOpponents(opponents),
      preference: p.colourPreference ?? 'b',
      upfloats: ups.filter(Boolean).length,
      upfloatedLastRound: ups[ups.length - 1] ?? false,
    };
  });
}
