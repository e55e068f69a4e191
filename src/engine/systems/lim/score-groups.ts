import type { PointSystem } from '../../model/tournament.js';
import { scoreKey } from './player-state.js';

/**
 * Lim 2.2: "The Median Score-group is the score-group with players having
 * the score equal to half the number of rounds that have been played."
 * Decision: with a point system other than 1-½-0, "half the number of
 * rounds" is read as half of what the rounds played were worth:
 * rounds × (win + loss) / 2, which is rounds / 2 under 1-½-0.
 */
export function medianScore(roundsPlayed: number, ps: PointSystem): number {
  return scoreKey((roundsPlayed * (ps.win + ps.loss)) / 2);
}

export interface GroupOrder {
  /** Score-groups above the median, highest first: paired downward. */
  readonly above: number[];
  /** Score-groups below the median, lowest first: paired upwards. */
  readonly below: number[];
  /** Paired last, downward. */
  readonly median: number;
}

/**
 * Lim 2.2: "Pairing begins with the highest score-group and proceeds
 * downward until just before the Median Score-group, then continues with
 * the lowest score-group and proceeds upwards to the Median Score-Group
 * which is paired last. The Median-Score-group is paired downward."
 * Decision: when no player has the median score, the median score-group is
 * still there, empty, and receives the floaters of both halves; this is what
 * 8.3 describes for round two when nobody drew in round one.
 */
export function scoreGroupOrder(scores: Iterable<number>, median: number): GroupOrder {
  const distinct = [...new Set(scores)];
  return {
    above: distinct.filter((s) => s > median).sort((a, b) => b - a),
    below: distinct.filter((s) => s < median).sort((a, b) => a - b),
    median,
  };
}
