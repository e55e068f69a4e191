/**
 * "Print": the pages of the tournament as it stands, read from the tabs and
 * built into print models (src/print), in the tournament's language. Only
 * reads: nothing is written, so printing can never change the tournament.
 */
import { blankPlayer } from '../../engine/model/tournament.js';
import { getSystem } from '../../engine/systems/registry.js';
import type { Translator } from '../../messages/index.js';
import { byNamePage } from '../../print/by-name-page.js';
import { crosstablePage } from '../../print/crosstable-page.js';
import { pairingsPage } from '../../print/pairings-page.js';
import type { PrintContext } from '../../print/print-context.js';
import { PRINT_KINDS, type PrintDocument, type PrintKind } from '../../print/print-document.js';
import { schedulePage } from '../../print/schedule-page.js';
import { standingsPage } from '../../print/standings-page.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { latestTabContent } from '../workbook/round-content.js';
import {
  tournamentFromWorkbook,
  type WorkbookTournament,
} from '../workbook/tournament-from-workbook.js';
import { AddonError } from './addon-error.js';
import { readWorkbook } from './workbook-io.js';

/** What "Print" offers: one page kind, or every one this tournament has. */
export type PrintChoice = PrintKind | 'all';

export const PRINT_CHOICES: readonly PrintChoice[] = [...PRINT_KINDS, 'all'];

export function isPrintChoice(value: unknown): value is PrintChoice {
  return PRINT_CHOICES.includes(value as PrintChoice);
}

/** The kinds "all" prints: the round's pages once a round is paired, the schedule for a round-robin. */
function kindsOf(choice: PrintChoice, current: WorkbookTournament): PrintKind[] {
  if (choice !== 'all') return [choice];
  const tableMade = getSystem(current.settings.system).schedule !== undefined;
  return PRINT_KINDS.filter((kind) => {
    if (kind === 'schedule') return tableMade;
    if (kind === 'pairings' || kind === 'by-name') return current.roundsPaired > 0;
    return true;
  });
}

function documentOf(
  kind: PrintKind,
  current: WorkbookTournament,
  context: PrintContext,
): PrintDocument {
  const { words } = context;
  const { tournament, settings, roundsComplete } = current;
  switch (kind) {
    case 'pairings':
    case 'by-name': {
      const content = latestTabContent(current);
      if (content === null) throw new AddonError(words.text('print.noRound'));
      return kind === 'pairings'
        ? pairingsPage(context, current.roundsPaired, content, current.gamesPerRound)
        : byNamePage(context, current.roundsPaired, content);
    }
    case 'standings':
      return standingsPage(context, tournament, roundsComplete, settings);
    case 'crosstable':
      return crosstablePage(context, tournament, roundsComplete, settings);
    case 'schedule': {
      const schedule = getSystem(settings.system).schedule;
      if (schedule === undefined) throw new AddonError(words.text('print.notTable'));
      // Before the drawing of lots numbers the players, the schedule shows the numbers alone.
      const players =
        tournament.players.length > 0
          ? tournament.players
          : current.unnumbered.map((_, index) => blankPlayer(index + 1));
      return schedulePage(context, schedule, players);
    }
  }
}

/** The documents of `choice`, each its own pages, printed on `day`. */
export function printDocuments(
  ports: RecognisingPorts,
  choice: PrintChoice,
  day: Date,
): PrintDocument[] {
  const workbook = ports.workbook();
  const current = tournamentFromWorkbook(readWorkbook(workbook).values);
  const words: Translator = workbook.language();
  const context: PrintContext = { words, tournament: current.settings.name, day };
  return kindsOf(choice, current).map((kind) => documentOf(kind, current, context));
}
