import type { TeamTournament } from '../../model/teams.js';
import type { TeamSwissOptions } from './options.js';
import { RefusalError, said, type Said } from '../../../messages/said.js';

export class TeamAccelerationError extends RefusalError<Said | null> {
  override name = 'TeamAccelerationError';
}

/**
 * Virtual points of a team before a round (C.04.7 applied to teams). Record
 * 250 ranges, when the file has them, override the Baku method (TRF-2026);
 * else C.04.7 1.2-1.4: GA = the first 2 x ceil(N/4) teams by TPN; the
 * accelerated rounds are the first ceil(R/2); GA gets a match win's points
 * before the first ceil(ceil(R/2)/2) of them and a draw's before the rest.
 */
export function teamVirtualPoints(
  t: TeamTournament,
  o: TeamSwissOptions,
): (tpn: number, round: number) => number {
  if (t.acceleration.length > 0) {
    // TRF-2026 250's own example (Baku on match points, 178 teams) writes "250 00.0 02.0": the match points in
    // the game-points field. On match points, a range with no match points and some game points is read so.
    const primaryOfRange = (r: (typeof t.acceleration)[number]) =>
      o.primary === 'gp' ? r.gamePoints : r.matchPoints === 0 ? r.gamePoints : r.matchPoints;
    return (tpn, round) =>
      t.acceleration
        .filter(
          (r) =>
            r.firstRound <= round &&
            round <= r.lastRound &&
            r.firstTeam <= tpn &&
            tpn <= r.lastTeam,
        )
        .reduce((s, r) => s + primaryOfRange(r), 0);
  }
  const mp = t.matchPoints;
  // C.04.7 1.1: "the points for a win equal the points for two draws and the points for a loss are zero".
  if (mp.loss !== 0 || mp.win !== 2 * mp.draw)
    throw new TeamAccelerationError(
      `the Baku acceleration needs match points where a win is two draws and a loss is zero (record 362 gives ${mp.win}/${mp.draw}/${mp.loss})`,
      said('engine.baku.teamScoring', { scores: `${mp.win}/${mp.draw}/${mp.loss}` }),
    );
  if (t.totalRounds === null)
    throw new TeamAccelerationError(
      'the Baku acceleration needs the number of rounds (record 142)',
      said('engine.baku.teamRounds'),
    );
  const gaSize = 2 * Math.ceil(t.teams.length / 4);
  const accelerated = Math.ceil(t.totalRounds / 2);
  const fullValue = Math.ceil(accelerated / 2);
  return (tpn, round) => {
    if (tpn > gaSize || round > accelerated) return 0;
    return round <= fullValue ? mp.win : mp.draw;
  };
}
