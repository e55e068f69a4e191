/**
 * Writing a team event's tabs through the Workbook port: the Round tab (its
 * Result cells a dropdown, the rest protected with a warning except the
 * players' and results' columns, where line-ups are changed), the match
 * scores and the Team standings.
 */
import { ENGLISH, translatorFor, type Translator } from '../../messages/index.js';
import type { Sheet, Workbook } from '../ports.js';
import { insertTab, writeDerivedTab, writeLaidOutTab } from '../use-cases/workbook-io.js';
import { RESULT_CHOICES } from '../workbook/result-texts.js';
import { COLUMN as STYLE, withChoices } from '../workbook/tab-layout.js';
import { BOARD_PRIZES_TAB, roundTabName, TEAM_STANDINGS_TAB } from '../workbook/tab-names.js';
import { BOARD_PRIZES_STYLES, boardPrizesValues } from './board-prizes-tab.js';
import { COLUMN, teamRoundValues, type ByeKind, type MatchToWrite } from './team-round-tab.js';
import {
  lastCompleteRound,
  teamStandingsStyles,
  teamStandingsValues,
} from './team-standings-tab.js';
import { tournamentOfWorkbook, writeMatchScores, type TeamWorkbook } from './team-workbook.js';
import type { TeamRow } from './teams-tab.js';

const ROUND_STYLES = [
  STYLE.id,
  STYLE.board,
  STYLE.result,
  STYLE.text,
  // Wide enough for its dropdown's longest result in any language.
  withChoices(STYLE.result, RESULT_CHOICES),
  STYLE.text,
  STYLE.result,
];

const RESULT_HELP = translatorFor(ENGLISH).text('team.resultHelp', {
  choices: RESULT_CHOICES.join(', '),
});

export function writeTeamRoundTab(
  workbook: Workbook,
  tabs: string[],
  round: number,
  matches: readonly MatchToWrite[],
  byes: readonly { team: TeamRow; kind: ByeKind }[],
  t: Translator,
): Sheet {
  const values = teamRoundValues(matches, byes, t);
  const sheet = insertTab(workbook, tabs, roundTabName(round));
  writeLaidOutTab(sheet, values, ROUND_STYLES);
  const body = values.length - 1;
  if (body > 0) {
    sheet
      .getRange(2, COLUMN.result + 1, body, 1)
      // In English, as the choices are: the recognised workbook puts both into the language.
      .requireChoice(RESULT_CHOICES, RESULT_HELP);
    sheet.protectWithWarningExcept(
      t.text('team.roundProtection', { round }),
      sheet.getRange(2, COLUMN.left + 1, body, COLUMN.right - COLUMN.left + 1),
    );
  }
  return sheet;
}

/** The match scores on the Round tabs and the Team standings, from the tabs as read. */
export function writeTeamDerivedTabs(workbook: Workbook, book: TeamWorkbook): void {
  writeMatchScores(book);
  const t = tournamentOfWorkbook(book);
  const round = lastCompleteRound(t, book.rounds.length);
  const values = teamStandingsValues(t, book.settings, round, book.t);
  const old = book.sheets.get(TEAM_STANDINGS_TAB)?.getDataValues() ?? null;
  writeDerivedTab(
    workbook,
    book,
    TEAM_STANDINGS_TAB,
    values,
    old,
    teamStandingsStyles(values[0]!.length),
  );
  const prizes = boardPrizesValues(t, round, book.t);
  const oldPrizes = book.sheets.get(BOARD_PRIZES_TAB)?.getDataValues() ?? null;
  writeDerivedTab(workbook, book, BOARD_PRIZES_TAB, prizes, oldPrizes, BOARD_PRIZES_STYLES);
}
