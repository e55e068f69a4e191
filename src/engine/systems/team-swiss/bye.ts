import type { Completion } from './legal-pairs.js';
import type { TeamState } from './team-state.js';

/**
 * C.04.6 3.4: the pairing-allocated bye goes to the team that "3.4.1 leaves
 * a legal pairing for all teams, 3.4.2 has the lowest score, 3.4.3 has
 * played the highest number of matches, 3.4.4 has the largest TPN"; [C2]: a
 * team that "has already received a pairing-allocated bye or won a match by
 * forfeit (or been given a FIDE-deprecated full-point bye) shall not
 * receive" it. Null when no team can have it.
 */
export function choosePab(teams: readonly TeamState[], completion: Completion): TeamState | null {
  const candidates = teams
    .filter((t) => !t.hadByeLikeWin)
    .sort((a, b) => a.score - b.score || b.played - a.played || b.tpn - a.tpn);
  for (const c of candidates) {
    if (completion.canPair(teams.filter((t) => t !== c).map((t) => t.tpn))) return c;
  }
  return null;
}
