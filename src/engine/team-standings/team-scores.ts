import type { TeamRound } from '../model/team-rounds.js';
import type { TeamTournament } from '../model/teams.js';
import type { TeamScoreKind } from './team-tiebreak-spec.js';

/** C.07 11.1: a round's match points or game points. */
export function roundScore(r: TeamRound, kind: TeamScoreKind): number {
  return kind === 'mp' ? r.matchPoints : r.gamePoints;
}

/** C.07 11.1: the team's match points or game points over its rounds. */
export function totalScore(rounds: readonly TeamRound[], kind: TeamScoreKind): number {
  return rounds.reduce((sum, r) => sum + roundScore(r, kind), 0);
}

/** C.07 16.1.2: a voluntary unplayed round (a requested bye, or a match lost by forfeit). */
export function isVoluntaryUnplayed(r: TeamRound): boolean {
  return (
    r.kind === 'half-bye' ||
    r.kind === 'zero-bye' ||
    r.kind === 'unpaired' ||
    r.kind === 'forfeit-loss' ||
    r.kind === 'double-forfeit'
  );
}

/**
 * C.07 16.3: the team's score as its opponents see it. A requested bye (a
 * 240 H/Z record, or no record: 16.1.1 a withdrawal) followed only by VURs,
 * or in the last round (16.2.5), counts as a drawn match (16.3.2); every
 * other round at what was awarded (16.3.1).
 */
export function adjustedScore(
  t: Pick<TeamTournament, 'matchPoints' | 'gamePoints' | 'boards'>,
  rounds: readonly TeamRound[],
  kind: TeamScoreKind,
): number {
  const draw = kind === 'mp' ? t.matchPoints.draw : t.boards * t.gamePoints.draw;
  let sum = 0;
  rounds.forEach((r, i) => {
    const requested = r.kind === 'half-bye' || r.kind === 'zero-bye' || r.kind === 'unpaired';
    const onlyVursAfter = rounds.slice(i + 1).every(isVoluntaryUnplayed);
    sum += requested && onlyVursAfter ? draw : roundScore(r, kind);
  });
  return sum;
}
