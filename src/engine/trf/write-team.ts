import { pabValueOf, type TeamTournament } from '../model/teams.js';
import { formatPlayerLine } from './player-line.js';
import {
  format162,
  format300,
  format310,
  format320,
  format330,
  format352,
  format362,
  formatTeam250,
} from './team-records.js';
import { tournamentSectionLines } from './tournament-section.js';

/**
 * Writes a team tournament as TRF-2026: the tournament section, 142/152/162
 * and the team tags 352/362, the 001 lines with the board games, the Team
 * Section as 310 records (013 is being phased out, so a file read from 013
 * comes back as 310), then 320, 330, 300, 240, 260, 250 and the lines kept
 * verbatim. Lines end with CR LF (Remark 1 asks for a CR).
 */
export function writeTeamTournament(t: TeamTournament): string {
  const lines = tournamentSectionLines(t.info);
  if (t.totalRounds !== null) lines.push(`142 ${t.totalRounds}`);
  if (t.initialColour !== null) lines.push(`152 ${t.initialColour.toUpperCase()}`);
  const r162 = format162(t.gamePoints);
  if (r162 !== null) lines.push(r162);
  if (t.boardColours !== null) lines.push(format352(t.boardColours));
  const r362 = format362(t.matchPoints);
  if (r362 !== null) lines.push(r362);
  for (const p of t.players) lines.push(formatPlayerLine(p));
  for (const team of t.teams) lines.push(format310(team));
  // TRF-2026 320: the PAB's points are mandatory for pairing and tie-breaks, so a PAB
  // worth a draw by default (C.04.6 1.4) is written with its values for other programs.
  if (t.pabValue !== null || t.pabs.some((tpn) => tpn !== null))
    lines.push(format320(pabValueOf(t), t.pabs));
  for (const f of t.forfeits) lines.push(format330(f));
  for (const l of t.lineUps) lines.push(format300(l));
  for (const b of t.byes)
    lines.push(`240 ${b.type} ${String(b.round).padStart(3, '0')} ${String(b.team).padStart(4)}`);
  for (const p of t.prohibitions)
    lines.push(
      `260 ${String(p.firstRound).padStart(3, '0')} ${String(p.lastRound).padStart(3, '0')} ${p.teams.map((tpn) => String(tpn).padStart(4)).join(' ')}`,
    );
  for (const a of t.acceleration) lines.push(formatTeam250(a));
  lines.push(...t.otherLines);
  return lines.map((l) => l + '\r\n').join('');
}
