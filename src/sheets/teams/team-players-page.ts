/**
 * The players' page of a team event (the web app's doGet): the last Round
 * tab's matches with their boards and the Team standings, read from the tabs
 * as they stand. It only reads: no lock, no write.
 */
import { teamPlayersPageHtml } from '../players-page/team-players-page-html.js';
import type {
  PublicMatch,
  PublicTeamBye,
  TeamPlayersView,
} from '../players-page/team-players-view.js';
import { playersPageUnavailableHtml } from '../players-page/players-page-html.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { WorkbookInputError } from '../workbook/input-problems.js';
import { boardOutcome, BYE_WORDS, leftColour, matchScoreText } from './team-round-tab.js';
import { lastCompleteRound, teamStandingsValues } from './team-standings-tab.js';
import { readTeamWorkbook, tournamentOfWorkbook, type TeamWorkbook } from './team-workbook.js';

export function teamPlayersView(book: TeamWorkbook): TeamPlayersView {
  const { t, teams } = book;
  const latest = book.rounds.at(-1);
  const rosterNames = (tpn: number) => teams[tpn - 1]!.players.map((p) => p.name);
  const matches: PublicMatch[] = (latest?.matches ?? []).map((m) => ({
    number: m.number,
    left: teams[m.left - 1]!.name,
    right: teams[m.right - 1]!.name,
    rosterNames: [...rosterNames(m.left), ...rosterNames(m.right)],
    score: matchScoreText(m, t),
    forfeit: m.forfeit,
    boards: m.boards.map((b) => ({
      board: b.board,
      leftColour: leftColour(b.board),
      left: b.left?.name ?? '',
      right: b.right?.name ?? '',
      result: (m.forfeit === null ? boardOutcome(b) : null) ?? '',
    })),
  }));
  const byes: PublicTeamBye[] = (latest?.byes ?? []).map((bye) => ({
    team: teams[bye.tpn - 1]!.name,
    rosterNames: rosterNames(bye.tpn),
    label: t.text(BYE_WORDS[bye.kind]),
  }));
  const tournament = tournamentOfWorkbook(book);
  const after = lastCompleteRound(tournament, book.rounds.length);
  return {
    tournament: book.settings.name,
    round: book.rounds.length,
    totalRounds: book.settings.rounds,
    matches,
    byes,
    standingsAfter: after,
    standings: teamStandingsValues(tournament, book.settings, after, t),
  };
}

export function teamPlayersPage(ports: RecognisingPorts): unknown {
  const workbook = ports.workbook();
  const t = workbook.language();
  let html: string;
  let title = workbook.getName();
  try {
    const book = readTeamWorkbook(workbook);
    title = book.settings.name;
    html = teamPlayersPageHtml(teamPlayersView(book), t);
  } catch (error) {
    // As the individual players' page (use-cases/players-page.ts): a fault is logged, not shown.
    if (!(error instanceof WorkbookInputError)) console.error(error);
    html = playersPageUnavailableHtml(title, t);
  }
  return ports.web().page(html, title);
}
