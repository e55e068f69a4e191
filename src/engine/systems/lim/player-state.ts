import { playerHistory } from '../../model/history.js';
import { isPairingAllocatedBye, isPlayedGame, recordPoints } from '../../model/results.js';
import type { Colour, Player, RoundRecord, Tournament } from '../../model/tournament.js';
import { forbiddenOpponents } from '../common/forbidden-pairs.js';
import type { LimReadings } from './readings.js';

/** What the Lim rules need to know about one player before a round. */
export interface LimPlayer {
  /** Pairing number (Lim 2.4: players are arranged "in the order of their pairing numbers"). */
  readonly id: number;
  readonly rating: number;
  /**
   * Points before the round (Lim 2.2: "the players with the same score form a
   * score-group"). Decision: the Lim text knows no acceleration, so XXA points
   * are not added.
   */
  readonly score: number;
  /** Colours of the games actually played, oldest first (C.04.2 3.4: only played games count). */
  readonly colours: readonly Colour[];
  /** Whites minus blacks over the played games. */
  readonly colourDifference: number;
  /**
   * Players this one may not meet: earlier opponents over the board (C.04.1 2;
   * C.04.2 3.5: a forfeited game does not count as a meeting) and XXP.
   */
  readonly excluded: ReadonlySet<number>;
  /** C.04.1 4: already had the pairing-allocated bye or a full point without playing. */
  readonly byeBlocked: boolean;
  /** Lim 3.10: met an opponent of another score in the round just before. */
  readonly floatedLastRound: boolean;
}

export interface LimRound {
  /** The round being paired, 1-based. */
  readonly round: number;
  /** Lim 6: the last round of the tournament (only known when the number of rounds is). */
  readonly lastRound: boolean;
  /** Lim 2.2: the score of the median score-group. */
  readonly medianScore: number;
  /** Lim 3.2, 3.8, 5.7: the organiser declared a Maxi-tournament. */
  readonly maxi: boolean;
  /** Lim 7.2: the colour of player #1 in round one (by lot; see lim/index.ts). */
  readonly lotColour: Colour;
  /** Other readings of open texts, for measuring only; `{}` in the product (readings.ts). */
  readonly readings: LimReadings;
}

/**
 * Scores are compared as exact keys: points are sums of halves under the
 * usual point systems, and rounding to thousandths keeps other systems
 * (0.4 for a draw...) from splitting a score-group on floating-point noise.
 */
export function scoreKey(points: number): number {
  return Math.round(points * 1000) / 1000;
}

/**
 * Not paired in `round`: withdrawn, or a record for the round that is not a
 * pairing (a requested bye or a known absence; see PairingSystem).
 */
export function isToBePaired(player: Player, round: number): boolean {
  if (player.withdrawn) return false;
  const rec = player.rounds[round - 1];
  return rec === undefined || rec.opponent !== null || isPairingAllocatedBye(rec);
}

export function buildLimPlayers(t: Tournament, round: number): LimPlayer[] {
  const ps = t.pointSystem;
  const forbidden = forbiddenOpponents(t);
  const pointsBefore = new Map<number, readonly number[]>();
  const histories = t.players.map((p) => {
    const h = playerHistory(p, round, ps);
    pointsBefore.set(p.id, h.pointsBefore);
    return { player: p, history: h };
  });

  const result: LimPlayer[] = [];
  for (const { player, history } of histories) {
    if (!isToBePaired(player, round)) continue;
    const excluded = new Set<number>(history.playedOpponents);
    for (const id of forbidden.get(player.id) ?? []) excluded.add(id);
    result.push({
      id: player.id,
      rating: player.rating,
      score: scoreKey(history.points),
      colours: history.colours,
      colourDifference: history.colourDifference,
      excluded,
      byeBlocked: history.records.some((rec) => hadFullPointWithoutPlaying(rec, t)),
      floatedLastRound: floated(history.records[round - 2], player.id, round - 1, pointsBefore),
    });
  }
  return result.sort((a, b) => a.id - b.id);
}

/** C.04.1 4: the pairing-allocated bye, or as many points as a win in a round not played. */
function hadFullPointWithoutPlaying(rec: RoundRecord | undefined, t: Tournament): boolean {
  if (rec === undefined) return false;
  if (isPairingAllocatedBye(rec)) return true;
  return (
    !isPlayedGame(rec) &&
    rec.result !== null &&
    recordPoints(rec, t.pointSystem) >= t.pointSystem.win
  );
}

/**
 * Lim 3.10 "a floater who has floated the round just before": in round
 * `r`, the player was paired (played or forfeited) with an opponent whose
 * score before that round was different. Decision: a pairing-allocated bye
 * is not a float in Lim, whose floaters are players transferred to another
 * score-group (3.1), and the bye recipient is not transferred (1.1).
 */
function floated(
  rec: RoundRecord | undefined,
  id: number,
  r: number,
  pointsBefore: ReadonlyMap<number, readonly number[]>,
): boolean {
  if (r < 1 || rec === undefined || rec.opponent === null) return false;
  const mine = pointsBefore.get(id)?.[r - 1];
  const theirs = pointsBefore.get(rec.opponent)?.[r - 1];
  return mine !== undefined && theirs !== undefined && scoreKey(mine) !== scoreKey(theirs);
}
