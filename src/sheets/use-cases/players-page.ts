import { playersPageHtml, playersPageUnavailableHtml } from '../players-page/players-page-html.js';
import { playersView } from '../players-page/players-view.js';
import type { AddonPorts } from '../ports.js';
import { WorkbookInputError } from '../workbook/input-problems.js';
import { latestTabContent } from '../workbook/round-content.js';
import { tournamentFromWorkbook } from '../workbook/tournament-from-workbook.js';
import { readWorkbook } from './workbook-io.js';
import { languageOf } from '../tab-records/recognised-workbook.js';

/**
 * The players' page (the web app's doGet): the last Round tab's pairings,
 * the standings and the crosstable, read from the tabs as they stand. It only
 * reads: no lock, no write, so a visit can never change the tournament.
 */
export function playersPage(ports: AddonPorts): unknown {
  const workbook = ports.workbook();
  const t = languageOf(workbook);
  let html: string;
  let title = workbook.getName();
  try {
    const read = readWorkbook(workbook);
    title = read.values.spreadsheetName;
    const current = tournamentFromWorkbook(read.values);
    const { tournament, roundsPaired, roundsComplete, settings } = current;
    title = settings.name;
    html = playersPageHtml(
      playersView({
        tournamentName: settings.name,
        t: tournament,
        round: roundsPaired,
        totalRounds: settings.rounds,
        latest: latestTabContent(current),
        throughRound: roundsComplete,
        choice: settings,
        gamesPerRound: current.gamesPerRound,
      }),
      t,
    );
  } catch (error) {
    // What is wrong with the tabs is for the organiser, who sees it when pairing. A fault of the
    // add-on or of the spreadsheet is not the players' either: they get the same page in their
    // language, not Google's English error, and the fault goes to the script's execution log.
    if (!(error instanceof WorkbookInputError)) console.error(error);
    html = playersPageUnavailableHtml(title, t);
  }
  return ports.web().page(html, title);
}
