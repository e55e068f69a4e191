/** "Refresh standings" for a team event: the match scores on the Round tabs and the Team standings. */
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { writeTeamDerivedTabs } from './team-tabs-io.js';
import { readTeamWorkbook } from './team-workbook.js';

export function refreshTeamStandings(ports: RecognisingPorts): string {
  const workbook = ports.workbook();
  const book = readTeamWorkbook(workbook);
  writeTeamDerivedTabs(workbook, book);
  return book.t.text('team.refreshed');
}
