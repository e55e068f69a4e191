import { averageOfOpponentsBuchholz, buchholz, sonnebornBerger } from './buchholz.js';
import { directEncounter } from './direct-encounter.js';
import {
  gamesWithBlack,
  gamesWon,
  gamesWonWithBlack,
  koya,
  numberOfWins,
  progressiveScores,
  roundsElectedToPlay,
  standardPoints,
  tournamentPairingNumber,
} from './own-results.js';
import {
  averagePerfectPerformanceOfOpponents,
  averagePerformanceOfOpponents,
  averageRatingOfOpponents,
  ownRating,
  perfectTournamentPerformance,
  tournamentPerformance,
} from './rating-based.js';
import type { TiebreakContext } from './tiebreak-context.js';
import type { TiebreakCode, TiebreakSpec } from './tiebreak-spec.js';

/** Each player's value of one tie-break; null where it has none (e.g. ARO without a game). */
export type TiebreakValues = ReadonlyMap<number, number | null>;

/** Direct encounter, the drawing of lots and the pairing number rank the lower first; every other tie-break the higher value. */
export function lowerIsBetter(code: TiebreakCode): boolean {
  return code === 'DE' || code === 'LOT' || code === 'TPN';
}

/**
 * The values of `spec` for every player. `tiedGroups` (players still tied
 * when the tie-break is reached, best first) matters only to DE, which looks
 * at the games among them; LOT is drawn by the standings, not computed.
 */
export function tiebreakValues(
  ctx: TiebreakContext,
  spec: TiebreakSpec,
  tiedGroups: readonly (readonly number[])[],
): TiebreakValues {
  switch (spec.code) {
    case 'BH':
    case 'FB':
      return buchholz(ctx, spec);
    case 'SB':
      return sonnebornBerger(ctx, spec);
    case 'AOB':
      return averageOfOpponentsBuchholz(ctx, spec);
    case 'PS':
      return progressiveScores(ctx, spec);
    case 'KS':
      return koya(ctx, spec);
    case 'WIN':
      return numberOfWins(ctx);
    case 'WON':
      return gamesWon(ctx);
    case 'BPG':
      return gamesWithBlack(ctx);
    case 'BWG':
      return gamesWonWithBlack(ctx);
    case 'REP':
      return roundsElectedToPlay(ctx);
    case 'ARO':
      return averageRatingOfOpponents(ctx, spec);
    case 'TPR':
      return tournamentPerformance(ctx);
    case 'PTP':
      return perfectTournamentPerformance(ctx);
    case 'APRO':
      return averagePerformanceOfOpponents(ctx);
    case 'APPO':
      return averagePerfectPerformanceOfOpponents(ctx);
    case 'DE':
      return directEncounter(ctx, spec, tiedGroups);
    case 'STD':
      return standardPoints(ctx);
    case 'TPN':
      return tournamentPairingNumber(ctx);
    case 'RTNG':
      return ownRating(ctx);
    case 'LOT':
      throw new Error('the drawing of lots is made by the standings, not computed from results');
  }
}
