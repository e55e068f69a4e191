import type { Tournament } from '../model/tournament.js';
import { formatXxa } from './extension-records.js';
import { formatPlayerLine } from './player-line.js';
import { formatXxs } from './point-system-records.js';
import { tournamentSectionLines } from './tournament-section.js';

/**
 * Writes a tournament as TRF-16 with the JaVaFo TRF(x) extensions, the
 * dialect both JaVaFo and bbpPairings read: the tournament section, 001 lines, then
 * XXR, XXC, XXS (only when the scoring differs from 1/½/0), XXA, XXP, and the
 * lines kept verbatim. Byes and absences are written in the 001 lines
 * ("0000 - H"), so a file read from 240 or XXZ records comes back in that form.
 * Lines end with CR LF, as TRF-16 Remark 1 asks for a CR.
 */
export function writeTrf(t: Tournament): string {
  const lines = tournamentSectionLines(t.info);
  for (const p of t.players) lines.push(formatPlayerLine(p));
  if (t.totalRounds !== null) lines.push(`XXR ${t.totalRounds}`);
  if (t.initialColour !== null) lines.push(`XXC ${t.initialColour === 'w' ? 'white1' : 'black1'}`);
  const xxs = formatXxs(t.pointSystem);
  if (xxs !== null) lines.push(xxs);
  for (const [id, points] of t.acceleration) lines.push(formatXxa(id, points));
  for (const group of t.forbiddenPairs) lines.push(`XXP ${group.join(' ')}`);
  lines.push(...t.otherLines);
  return lines.map((l) => l + '\r\n').join('');
}
