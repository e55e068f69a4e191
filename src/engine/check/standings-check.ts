import type { Tournament } from '../model/tournament.js';
import { matchOfGame } from '../model/matches.js';
import { lastPairedRound } from '../model/rounds.js';
import { computeStandings, standingsTournament } from '../standings/index.js';
import { gamesPerRoundOfTypeCode } from '../systems/registry.js';
import { declaredTiebreaks } from '../tiebreaks/index.js';
import { declaredPointsDifferences } from '../trf/index.js';

/**
 * What a file's final columns say against its results (the 2026 endorsement
 * checklist makes wrong standings a failure): each player's points (TRF
 * columns 81-84) against the points his results give under the file's point
 * system, and, when the file lists its tie-breaks (records 202/212) and
 * ranks (columns 86-89), each rank against the standings those tie-breaks
 * give. One line per difference.
 */
export function standingsDifferences(t: Tournament): string[] {
  const out: string[] = [];
  for (const d of declaredPointsDifferences(t))
    out.push(`player ${d.id}: ${d.declared} points declared, ${d.fromResults} from the results`);
  const declared = declaredTiebreaks(t.info);
  if (declared !== null && t.players.some((p) => p.declaredRank !== null)) {
    // A two-game-match file (C.04.5) declares game points, and ranks as Art. 0 says.
    const ranked =
      gamesPerRoundOfTypeCode(t.info.systemCode) === 2
        ? standingsTournament(t, matchOfGame(lastPairedRound(t.players)), 'game-points').tournament
        : t;
    const rows = computeStandings(ranked, { tiebreaks: declared.tiebreaks });
    const rank = new Map(rows.map((r) => [r.id, r.rank]));
    for (const p of t.players) {
      if (p.declaredRank === null || !rank.has(p.id)) continue;
      if (rank.get(p.id) !== p.declaredRank)
        out.push(
          `player ${p.id}: rank ${p.declaredRank} declared, ${rank.get(p.id)} by the tie-breaks of records 202/212`,
        );
    }
  }
  return out;
}
