import type { TeamRound } from '../model/team-rounds.js';
import type { TeamTournament } from '../model/teams.js';
import { adjustedScore, isVoluntaryUnplayed, totalScore } from './team-scores.js';
import type { TeamScoreKind } from './team-tiebreak-spec.js';

interface Contribution {
  value: number;
  vur: boolean;
}

/**
 * C.07 13 with 8.1: Buchholz of a team on match or game points, the sum of
 * its opponents' scores. A match actually played adds the opponent's
 * adjusted score (16.3); every unplayed round (PAB, bye, forfeit) adds the
 * dummy opponent's, the team's own final score (16.4). Cut-n drops the n
 * least significant values, a VUR's first (16.5.1).
 */
export function teamBuchholz(
  t: Pick<TeamTournament, 'matchPoints' | 'gamePoints' | 'boards'>,
  rounds: ReadonlyMap<number, readonly TeamRound[]>,
  tpn: number,
  kind: TeamScoreKind,
  cut: number,
): number {
  const own = rounds.get(tpn)!;
  const ownScore = totalScore(own, kind);
  const contributions: Contribution[] = own.map((r) =>
    r.kind === 'played' && r.opponent !== null
      ? { value: adjustedScore(t, rounds.get(r.opponent)!, kind), vur: false }
      : { value: ownScore, vur: isVoluntaryUnplayed(r) },
  );
  // C.07 14.1, 16.5.1: each cut takes the lowest VUR contribution while there is one, else the lowest.
  for (let k = 0; k < cut && contributions.length > 0; k++) {
    const pool = contributions.some((c) => c.vur)
      ? contributions.filter((c) => c.vur)
      : contributions;
    const lowest = pool.reduce((a, b) => (b.value < a.value ? b : a));
    contributions.splice(contributions.indexOf(lowest), 1);
  }
  return contributions.reduce((sum, c) => sum + c.value, 0);
}
