import { AccelerationError } from '../../engine/acceleration/baku.js';
import { inputForRound, pairRound, playersToPair } from '../../engine/pairing/index.js';
import { NoValidPairingError } from '../../engine/systems/pairing-system.js';
import { SYSTEM_NAMES } from '../../engine/systems/registry.js';
import type { AddonPorts, Sheet, Workbook } from '../ports.js';
import { WorkbookInputError, type InputProblem } from '../workbook/input-problems.js';
import { pairedRoundContent } from '../workbook/round-content.js';
import { roundLayout, roundTabValues } from '../workbook/round-tab.js';
import { pairingOptionsOf } from '../workbook/settings-tab.js';
import { standingsTabValues } from '../workbook/standings-tab.js';
import { PLAYERS_TAB, roundTabName, UNDO_TAB } from '../workbook/tab-names.js';
import { undoRow, type UndoRecord } from '../workbook/undo-record.js';
import { AddonError } from './addon-error.js';
import { numberedWorkbook } from './numbered-workbook.js';
import { LOCK_TIMEOUT_MS, type PairingDeps } from './pairing-deps.js';
import type { WorkbookTournament } from '../workbook/tournament-from-workbook.js';
import { readWorkbook, writeRoundTab, writeStandingsTab } from './workbook-io.js';

export interface PairedRound {
  round: number;
  games: number;
  /** Players shown under the games: byes and absences. */
  unpaired: number;
  /** 2 for two-game matches: the Round tab has a result column for each game. */
  gamesPerRound: 1 | 2;
  message: string;
}

function writeUndoRecord(
  workbook: Workbook,
  existing: Sheet | undefined,
  record: UndoRecord,
): void {
  let sheet = existing;
  if (sheet === undefined) {
    sheet = workbook.insertSheet(UNDO_TAB);
    sheet.hide();
  }
  const row = undoRow(record);
  sheet.getRange(record.round, 1, 1, row.length).setValues([row]);
}

/** Every game paired so far must have its result before the next round is paired. */
function requireAllResults(current: WorkbookTournament): void {
  const problems: InputProblem[] = current.openGames.map((game) => ({
    tab: roundTabName(game.round),
    row: game.row,
    problem: `board ${game.board} (No. ${game.white} - No. ${game.black}) has no result yet`,
  }));
  if (problems.length > 0) throw new WorkbookInputError(problems);
}

/**
 * "Pair next round": reads every tab once, checks the input, pairs with the
 * chosen system and writes the new Round tab, the pairing numbers of new
 * players, the Standings and what Undo needs. Nothing is written unless the
 * pairing succeeded; every problem names its tab and row.
 */
export function pairNextRound(ports: AddonPorts, deps: PairingDeps): PairedRound {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const read = readWorkbook(workbook);
    const { read: current, numberColumn } = numberedWorkbook(read.values);
    requireAllResults(current);
    const round = current.roundsPaired + 1;
    const { settings } = current;
    if (settings.rounds !== null && round > settings.rounds) {
      throw new AddonError(
        `All ${settings.rounds} rounds are paired. To play more, raise "Rounds" in the Settings.`,
      );
    }
    // With two-game matches (C.04.5) Round tab N is TRF rounds 2N-1 and 2N, paired at the first.
    const firstGame = (round - 1) * current.gamesPerRound + 1;
    const t = inputForRound(current.tournament, firstGame);
    if (round === 1 && t.initialColour === null) t.initialColour = deps.drawColour();
    if (playersToPair(t, firstGame).length < 2) {
      throw new AddonError(
        `Round ${round} cannot be paired: fewer than two players on the ${PLAYERS_TAB} tab are active and not absent.`,
      );
    }
    const system = deps.getSystem(settings.system);
    if (system === null) {
      throw new AddonError(
        `${SYSTEM_NAMES[settings.system]} is not available yet. Choose another pairing system in the sidebar or the Settings tab.`,
      );
    }
    let pairing;
    try {
      pairing = pairRound(t, firstGame, system, pairingOptionsOf(settings));
    } catch (error) {
      if (error instanceof NoValidPairingError) {
        throw new AddonError(
          `No valid pairing exists for round ${round} (${error.message}). Nothing was changed.`,
        );
      }
      if (error instanceof AccelerationError)
        throw new AddonError(`${error.message}. Nothing was changed.`);
      throw error;
    }
    const content = pairedRoundContent(t, firstGame, pairing);
    // Standings after the last complete round: the new round counts once all its results are in.
    const standings = standingsTabValues(current.tournament, round - 1, settings);

    writeUndoRecord(workbook, read.sheets.get(UNDO_TAB), {
      round,
      playerNumbers:
        numberColumn === null ? null : { column: numberColumn.column, values: numberColumn.before },
      standings: read.standings,
    });
    if (numberColumn !== null) {
      read.sheets
        .get(PLAYERS_TAB)!
        .getRange(2, numberColumn.column + 1, numberColumn.after.length, 1)
        .setValues(numberColumn.after);
    }
    const layout = roundLayout(current.gamesPerRound);
    const roundSheet = writeRoundTab(workbook, round, roundTabValues(content, layout), layout);
    writeStandingsTab(workbook, read.sheets, standings, read.standings);
    roundSheet.activate();

    const unpaired = content.byes.length;
    const games = content.games.length;
    return {
      round,
      games,
      unpaired,
      gamesPerRound: current.gamesPerRound,
      message: `Round ${round} paired with ${system.name}: ${games} game${games === 1 ? '' : 's'}${unpaired > 0 ? `, ${unpaired} bye${unpaired === 1 ? '' : 's'} or absence${unpaired === 1 ? '' : 's'}` : ''}.`,
    };
  });
}
