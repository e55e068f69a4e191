import { recordPoints } from '../model/results.js';
import type { Colour, PointSystem, RoundRecord } from '../model/tournament.js';

/**
 * What one round was for one player, in the terms of C.07 15-16. Every round
 * up to the standings round gets an outcome: a round the player has no record
 * in (not yet entered, or withdrawn) is an absence (C.07 16.1.1: every round
 * after a withdrawal counts as a zero-point bye).
 */
export type OutcomeKind =
  /** A game played over the board, rated or not (TRF 1 = 0 W D L). */
  | 'game'
  | 'forfeitWin'
  | 'forfeitLoss'
  /** Paired, result not entered yet. */
  | 'pending'
  | 'pairingAllocatedBye'
  | 'fullPointBye'
  | 'halfPointBye'
  | 'zeroPointBye'
  /** No record for the round: not paired and not scored (withdrawn, or not entered yet). */
  | 'absent';

export interface RoundOutcome {
  readonly kind: OutcomeKind;
  /** Points under the tournament's point system. */
  readonly points: number;
  /** The scheduled opponent (played, forfeited or pending), else null. */
  readonly opponent: number | null;
  readonly colour: Colour | null;
  /** A game played over the board (C.07 15.1: anything else is an unplayed round). */
  readonly played: boolean;
  /**
   * C.07 16.1.2 voluntary unplayed round: a requested bye (half- or
   * zero-point), a forfeit loss, or a round after withdrawing. Rounds that
   * brought a win's points without play (PAB, full-point bye, forfeit win)
   * are not voluntary; nor is a pending game, whose player is paired.
   */
  readonly vur: boolean;
  /** For a played game, its score on the rating scale (1, ½, 0; B.02), whatever the point system. */
  readonly ratingScore: number | null;
}

const ABSENT: RoundOutcome = Object.freeze({
  kind: 'absent',
  points: 0,
  opponent: null,
  colour: null,
  played: false,
  vur: true,
  ratingScore: null,
});

function outcome(
  kind: OutcomeKind,
  points: number,
  rec: RoundRecord,
  vur: boolean,
  ratingScore: number | null = null,
): RoundOutcome {
  const paired =
    kind === 'game' || kind === 'forfeitWin' || kind === 'forfeitLoss' || kind === 'pending';
  return {
    kind,
    points,
    opponent: paired ? rec.opponent : null,
    colour: paired ? rec.colour : null,
    played: kind === 'game',
    vur,
    ratingScore,
  };
}

export function roundOutcome(rec: RoundRecord | undefined, ps: PointSystem): RoundOutcome {
  if (rec === undefined || (rec.result === null && rec.opponent === null)) return ABSENT;
  const points = recordPoints(rec, ps);
  if (rec.opponent !== null) {
    switch (rec.result) {
      case null:
        return outcome('pending', points, rec, false);
      case '+':
        return outcome('forfeitWin', points, rec, false);
      case '-':
        return outcome('forfeitLoss', points, rec, true);
      case '1':
      case 'W':
        return outcome('game', points, rec, false, 1);
      case '=':
      case 'D':
        return outcome('game', points, rec, false, 0.5);
      case '0':
      case 'L':
        return outcome('game', points, rec, false, 0);
      default:
        // A bye code against an opponent cannot be read from a TRF; score it as the bye it names.
        break;
    }
  }
  switch (rec.result) {
    case 'U':
    case '+':
      return outcome('pairingAllocatedBye', points, rec, false);
    case 'F':
    case '1':
    case 'W':
      return outcome('fullPointBye', points, rec, false);
    case 'H':
    case '=':
    case 'D':
      return outcome('halfPointBye', points, rec, true);
    default:
      return outcome('zeroPointBye', points, rec, true);
  }
}
