import { isPlayedGame, pointsAfter, recordPoints } from '../../model/results.js';
import type { Player, Tournament } from '../../model/tournament.js';

/** Burstein 1.8.1: the Index, Buchholz first, then Sonneborn-Berger. */
export interface OppositionIndex {
  readonly buchholz: number;
  readonly sonnebornBerger: number;
}

/**
 * Burstein 1.7.2, exception 2: a run of zero-point byes up to the current
 * round. Decision: an absence the player is known to have (zero-point bye
 * 'Z', '-' without opponent, or no record: withdrawn or not yet entered)
 * counts as such a bye; a forfeit loss does not (it had an opponent).
 */
function trailingZeroPointByes(p: Player, rounds: number): number {
  let run = 0;
  for (let r = rounds - 1; r >= 0; r--) {
    const rec = p.rounds[r];
    const zeroBye =
      rec === undefined ||
      (rec.opponent === null && (rec.result === 'Z' || rec.result === '-' || rec.result === null));
    if (!zeroBye) break;
    run++;
  }
  return run;
}

/**
 * The Index of every player before `round` (Burstein 1.7, 1.8.1), from the
 * tournament's own results only: points as registered, never the virtual
 * points of an acceleration (1.7.2, "Acceleration Methods").
 */
export function oppositionIndexes(t: Tournament, round: number): Map<number, OppositionIndex> {
  const played = round - 1;
  const ps = t.pointSystem;
  const own = new Map<number, number>();
  // 1.7.2 exception 2: for the player's over-the-board opponents, each
  // zero-point bye of a run that lasts up to the current round is a draw.
  const asOpponent = new Map<number, number>();
  for (const p of t.players) {
    const score = pointsAfter(p, ps, played);
    own.set(p.id, score);
    asOpponent.set(p.id, score + trailingZeroPointByes(p, played) * (ps.draw - ps.zeroPointBye));
  }
  const result = new Map<number, OppositionIndex>();
  for (const p of t.players) {
    let buchholz = 0;
    let sonnebornBerger = 0;
    for (let r = 0; r < played; r++) {
      const rec = p.rounds[r];
      const points = recordPoints(rec, ps);
      // 1.7.1: the (current) score of the opponent met; 1.7.2 rule 1: a round
      // not played counts as a game against himself with the points registered.
      const opponentScore =
        isPlayedGame(rec) && rec!.opponent !== null
          ? (asOpponent.get(rec!.opponent) ?? 0)
          : own.get(p.id)!;
      buchholz += opponentScore;
      sonnebornBerger += points * opponentScore;
    }
    result.set(p.id, { buchholz, sonnebornBerger });
  }
  return result;
}
