/**
 * "Export TRF" for a team event: a TRF-2026 team file (records 310, 320,
 * 330, 300, 240, 362; record 192 naming the options, 142 the rounds) that
 * `swiss-pair --team` pairs the same way.
 */
import { writeTeamTournament } from '../../engine/trf/write-team.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import type { TrfFile } from '../use-cases/export-trf.js';
import { byesOfRound } from './pair-next-team-round.js';
import { readTeamWorkbook, tournamentOfWorkbook } from './team-workbook.js';

export function exportTeamTrf(ports: RecognisingPorts): TrfFile {
  const book = readTeamWorkbook(ports.workbook());
  const t = tournamentOfWorkbook(book);
  // The byes already known for the rounds to come (Teams tab), as 240 records written before pairing.
  const paired = book.rounds.length;
  for (let round = paired + 1; round <= (book.settings.rounds ?? paired + 1); round++)
    for (const { team } of byesOfRound(book.teams, round))
      t.byes.push({ round, team: team.tpn, type: 'Z' });
  const content = writeTeamTournament(t);
  const base = book.settings.name.replace(/[^\p{L}\p{N} _.-]+/gu, '').trim() || 'tournament';
  return { fileName: `${base}.trf`, content };
}
