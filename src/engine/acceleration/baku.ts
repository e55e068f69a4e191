import type { Tournament } from '../model/tournament.js';
import { RefusalError, said, type Said } from '../../messages/said.js';

/** The Baku acceleration cannot be applied to this tournament (an input error). */
export class AccelerationError extends RefusalError<Said | null> {
  override name = 'AccelerationError';
}

/**
 * C.04.7 1.2-1.4: the virtual points of the Baku acceleration, per player
 * and round (index 0 = round 1), as TRF(x) XXA would give them.
 * - 1.1: only "where the points for a win equal the points for two draws and
 *   the points for a loss are zero".
 * - 1.2: GA is the first half of the list, rounded up to an even number:
 *   2 x ceil(N/4) players.
 * - 1.3: a late entry takes its place in the list; "the last GA-participant
 *   shall be the same participant as in the previous round", so GA is
 *   everyone ranked up to him. Decision: the list of round 1 is the players
 *   with a record in round 1 (paired, bye or absence); when round 1 is the
 *   one being paired, everyone on the list.
 * - 1.4: the accelerated rounds are the first half of the rounds, rounded up;
 *   GA gets a win's points before the first half of them (rounded up), a
 *   draw's points before the rest; GB and later rounds get nothing.
 * - Decision (Double-Swiss, C.04.5, `gamesPerRound` 2): a round is a match,
 *   so R counts matches (XXR / 2) and a virtual win is a match won 2-0, the
 *   points of a game won in each of its two TRF rounds; a virtual draw, a
 *   game drawn in each. The text gives the "points for a win" of a round,
 *   and a Double-Swiss round is won by winning the match.
 */
export function bakuVirtualPoints(
  t: Tournament,
  round: number,
  gamesPerRound = 1,
): Map<number, number[]> {
  const ps = t.pointSystem;
  if (ps.loss !== 0 || ps.win !== 2 * ps.draw)
    throw new AccelerationError(
      `the Baku acceleration needs a win worth two draws and a loss worth nothing (C.04.7 1.1); this tournament scores ${ps.win} / ${ps.draw} / ${ps.loss}`,
      said('engine.baku.scoring', { scores: `${ps.win} / ${ps.draw} / ${ps.loss}` }),
    );
  if (t.totalRounds === null)
    throw new AccelerationError(
      'the Baku acceleration needs the number of rounds (C.04.7 1.4: the first half of the rounds are accelerated); give XXR or record 062/142',
      said('engine.baku.rounds'),
    );
  const startList = round === 1 ? t.players : t.players.filter((p) => p.rounds[0] !== undefined);
  const gaSize = 2 * Math.ceil(startList.length / 4);
  const lastGa = startList[gaSize - 1] ?? startList[startList.length - 1];
  const accelerated = Math.ceil(t.totalRounds / gamesPerRound / 2);
  const fullValue = Math.ceil(accelerated / 2);
  const points = Array.from({ length: accelerated * gamesPerRound }, (_, game) =>
    Math.floor(game / gamesPerRound) < fullValue ? ps.win : ps.draw,
  );
  const result = new Map<number, number[]>();
  if (lastGa === undefined) return result;
  for (const p of t.players) if (p.id <= lastGa.id) result.set(p.id, [...points]);
  return result;
}

/**
 * The tournament with the Baku acceleration's virtual points. Virtual points
 * the tournament already carries (XXA, record 250) override the computed
 * ones (TRF-2026), so it is returned as it is then.
 */
export function withBakuAcceleration(t: Tournament, round: number, gamesPerRound = 1): Tournament {
  if (t.acceleration.size > 0) return t;
  return { ...t, acceleration: bakuVirtualPoints(t, round, gamesPerRound) };
}
