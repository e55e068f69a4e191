import { pointsAfter } from '../model/results.js';
import { lastPairedRound } from '../model/rounds.js';
import type { Tournament } from '../model/tournament.js';
import { formatPoints } from './player-line.js';

/** A player whose points column (TRF-16 columns 81-84) the results do not give. */
export interface DeclaredPointsDifference {
  id: number;
  /** The player's 001 line, when known. */
  line: number | null;
  declared: number;
  fromResults: number;
}

const SAME = 1e-9;

/**
 * Each player's declared points against his results under the file's point
 * system. Decision (TRF-16, columns 81-84 "Points"): the column may be
 * written after the rounds paired or after every entry of the line (a
 * requested bye of a later round included); either total agrees.
 */
export function declaredPointsDifferences(
  t: Tournament,
  lineOf: ReadonlyMap<number, number> = new Map(),
): DeclaredPointsDifference[] {
  const paired = lastPairedRound(t.players);
  const out: DeclaredPointsDifference[] = [];
  for (const p of t.players) {
    if (p.declaredPoints === null) continue;
    const played = pointsAfter(p, t.pointSystem, Math.min(paired, p.rounds.length));
    // Entries after the rounds paired (requested byes) are rare: most lines have one total.
    const all = p.rounds.length > paired ? pointsAfter(p, t.pointSystem) : played;
    const agrees =
      Math.abs(all - p.declaredPoints) <= SAME || Math.abs(played - p.declaredPoints) <= SAME;
    if (!agrees)
      out.push({
        id: p.id,
        line: lineOf.get(p.id) ?? null,
        declared: p.declaredPoints,
        fromResults: all,
      });
  }
  return out;
}

/** "line 14, columns 81-84: player 3's points say 5.0, his results give 4.0". */
export function describeDeclaredPointsDifference(d: DeclaredPointsDifference): string {
  const where = d.line === null ? 'columns 81-84' : `line ${d.line}, columns 81-84`;
  return `${where}: player ${d.id}'s points say ${formatPoints(d.declared)}, his results give ${formatPoints(d.fromResults)}`;
}
