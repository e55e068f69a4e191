import type { TeamRound } from '../model/team-rounds.js';
import type { TeamTournament } from '../model/teams.js';
import { adjustedScore, isVoluntaryUnplayed, roundScore, totalScore } from './team-scores.js';
import type { TeamScoreKind } from './team-tiebreak-spec.js';

interface Product {
  /** The opponent's (or dummy's) score: what "least significant" is judged on (14.1.2). */
  opponentScore: number;
  value: number;
  vur: boolean;
}

/**
 * C.07 13.2 ESB: the sum over the opponents of the opponent's final score
 * (`opponentKind`: the first letter, M or G) times the score made against it
 * (`againstKind`: the second letter), so EMGSB = opponent's MP x GP scored.
 * A match actually played uses the opponent's adjusted score (16.3); an
 * unplayed round is a dummy opponent with the team's own final score and
 * the points awarded for the round (16.4).
 */
export function extendedSonnebornBerger(
  t: Pick<TeamTournament, 'matchPoints' | 'gamePoints' | 'boards'>,
  rounds: ReadonlyMap<number, readonly TeamRound[]>,
  tpn: number,
  opponentKind: TeamScoreKind,
  againstKind: TeamScoreKind,
  cut: number,
): number {
  const own = rounds.get(tpn)!;
  const ownScore = totalScore(own, opponentKind);
  const products: Product[] = own.map((r) => {
    const played = r.kind === 'played' && r.opponent !== null;
    const opponentScore = played
      ? adjustedScore(t, rounds.get(r.opponent!)!, opponentKind)
      : ownScore;
    return {
      opponentScore,
      value: opponentScore * roundScore(r, againstKind),
      vur: !played && isVoluntaryUnplayed(r),
    };
  });
  for (let k = 0; k < cut && products.length > 0; k++) {
    // C.07 14.1.2: the opponent with the lowest score, on a tie the lowest product.
    const lsv = products.reduce((a, b) =>
      b.opponentScore < a.opponentScore ||
      (b.opponentScore === a.opponentScore && b.value < a.value)
        ? b
        : a,
    );
    // C.07 16.5.2: with a VUR left, the higher of the lowest VUR product and the LSV is cut.
    const vurs = products.filter((p) => p.vur);
    const lowestVur = vurs.length === 0 ? null : vurs.reduce((a, b) => (b.value < a.value ? b : a));
    const cutOne = lowestVur !== null && lowestVur.value >= lsv.value ? lowestVur : lsv;
    products.splice(products.indexOf(cutOne), 1);
  }
  return products.reduce((sum, p) => sum + p.value, 0);
}
