import { AccelerationError } from '../../engine/acceleration/baku.js';
import { checkRound } from '../../engine/check/index.js';
import {
  FixedGamesError,
  inputForRound,
  pairAroundFixedGames,
  pairRound,
  playersToPair,
  roundVirtualPoints,
} from '../../engine/pairing/index.js';
import { NoValidPairingError, type PairingSystem } from '../../engine/systems/pairing-system.js';
import { SYSTEM_NAMES } from '../../engine/systems/registry.js';
import { said, say as sayIn, tabNamed } from '../../messages/index.js';
import type { AddonPorts, Sheet, Workbook } from '../ports.js';
import { WorkbookInputError, type InputProblem } from '../workbook/input-problems.js';
import { latestTabContent, pairedRoundContent } from '../workbook/round-content.js';
import { roundLayout, roundTabValues } from '../workbook/round-tab.js';
import { pairingOptionsOf, settingsTabValues } from '../workbook/settings-tab.js';
import { PLAYERS_TAB, roundTabName, SETTINGS_TAB, UNDO_TAB } from '../workbook/tab-names.js';
import {
  forbiddenPairsAddedSince,
  lateForbiddenPairsWarning,
} from '../workbook/late-forbidden-pairs.js';
import {
  earliestPairedWith,
  findUndoRecord,
  undoRow,
  type UndoRecord,
} from '../workbook/undo-record.js';
import { drawChangeProblem } from '../workbook/table-draw.js';
import type { TournamentSettings } from '../workbook/settings-tab.js';
import { AddonError } from './addon-error.js';
import {
  fixedBoardNumbers,
  fixedGames,
  requireKeepableBoards,
  tournamentToPair,
  typedBoardsNote,
  typedBoardsWarning,
} from './typed-boards.js';
import { LOCK_TIMEOUT_MS, newDrawSeed, type PairingDeps } from './pairing-deps.js';
import type { WorkbookTournament } from '../workbook/tournament-from-workbook.js';
import { byNameTab, derivedTabs, writeDerivedTabs } from './refresh-standings.js';
import {
  insertTab,
  putTabsInOrder,
  readWorkbook,
  writeRoundTab,
  writeSettingsTab,
  type WorkbookRead,
} from './workbook-io.js';
import { tableRoundContent } from '../workbook/table-round-content.js';
import { languageOf, shownTabName } from '../tab-records/recognised-workbook.js';
import { reasonIn } from './engine-refusal.js';

export interface PairedRound {
  round: number;
  games: number;
  /** Players shown under the games: byes and absences. */
  unpaired: number;
  /** 2 for two-game matches: the Round tab has a result column for each game. */
  gamesPerRound: 1 | 2;
  message: string;
  /** What the organiser must see (shown in an alert, not a toast): the pairing was made all the same. */
  warnings: string[];
}

/** The message followed by its warnings, for where both are shown as one text. */
export function pairedRoundText(paired: PairedRound): string {
  return [paired.message, ...paired.warnings].join('\n\n');
}

function writeUndoRecord(
  workbook: Workbook,
  tabs: string[],
  existing: Sheet | undefined,
  record: UndoRecord,
): void {
  let sheet = existing;
  if (sheet === undefined) {
    sheet = insertTab(workbook, tabs, UNDO_TAB);
    sheet.hide();
  }
  const row = undoRow(record);
  sheet.getRange(record.round, 1, 1, row.length).setValues([row]);
}

/**
 * Every game paired so far must have its result before the next round is
 * paired, except a game declared adjourned when the system pairs around it
 * (1998 F.9 "Adjourned games are considered draws for pairing purposes only").
 */
function requireAllResults(current: WorkbookTournament, system: PairingSystem | null): void {
  const problems: InputProblem[] = current.openGames
    .filter((game) => !(game.adjourned && system?.pairsAroundAdjournedGames === true))
    .map((game) => ({
      tab: roundTabName(game.round),
      row: game.row,
      problem: game.adjourned
        ? said('problem.round.adjourned', {
            board: game.board,
            white: game.white,
            black: game.black,
            system: SYSTEM_NAMES[current.settings.system],
          })
        : said('problem.round.noResult', {
            board: game.board,
            white: game.white,
            black: game.black,
          }),
    }));
  if (problems.length > 0) throw new WorkbookInputError(problems);
}

/**
 * A round-robin's table keeps every player on his board every round
 * (C.05 Annex 1): a bye or absence asked for in the Players tab cannot be
 * given; the organiser types the forfeit in the Round tab instead, or marks
 * the player withdrawn (his games are then forfeits).
 */
function requireNoRequestedByes(current: WorkbookTournament, round: number): void {
  const problems: InputProblem[] = current.playersTab.players
    .filter((p) => p.byes.has(round))
    .map((p) => ({
      tab: PLAYERS_TAB,
      row: p.row,
      problem: said('problem.table.requestedBye', {
        name: p.name,
        round,
        tab: tabNamed(roundTabName(round)),
      }),
    }));
  if (problems.length > 0) throw new WorkbookInputError(problems);
}

/** A round-robin's draw, once round 1 is paired with it, stays as it was (C.05 Annex 1 Part 3.1). */
export function requireSameDraw(read: WorkbookRead, settings: TournamentSettings): void {
  const paired = findUndoRecord(read.undo, 1)?.record.draw;
  const now = {
    method: settings.drawingOfLots,
    seed: settings.drawingOfLots === 'hand' ? null : settings.drawSeed,
  };
  const problem = drawChangeProblem(paired, now);
  if (problem !== null) throw new WorkbookInputError([{ tab: SETTINGS_TAB, row: null, problem }]);
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
    // Not FIDE ID or Birth, which no pairing takes (Export TRF reads and checks them).
    const read = readWorkbook(workbook, { players: 'paired' });
    const { current, numberColumn, typed, drawnWithSeed } = tournamentToPair(
      read,
      deps.drawSeed ?? newDrawSeed,
    );
    const kept = typed !== null && typed.boards.length > 0;
    const { settings } = current;
    const system = deps.getSystem(settings.system);
    const say = languageOf(workbook);
    requireAllResults(current, system);
    const round = current.roundsPaired + 1;
    if (settings.rounds !== null && round > settings.rounds) {
      throw new AddonError(say.text('pair.over', { rounds: settings.rounds }));
    }
    // With two-game matches (C.04.5) Round tab N is TRF rounds 2N-1 and 2N, paired at the first.
    const firstGame = (round - 1) * current.gamesPerRound + 1;
    const t = inputForRound(current.tournament, firstGame);
    if (round === 1 && t.initialColour === null) t.initialColour = deps.drawColour();
    if (playersToPair(t, firstGame).length < 2) {
      throw new AddonError(
        say.text('pair.tooFew', { round, players: shownTabName(workbook, PLAYERS_TAB) }),
      );
    }
    if (system === null) {
      throw new AddonError(
        say.text('pair.notAvailable', { system: SYSTEM_NAMES[settings.system] }),
      );
    }
    if (typed !== null) requireKeepableBoards(typed, t, numberColumn, firstGame);
    if (system.schedule !== undefined) {
      requireNoRequestedByes(current, round);
      requireSameDraw(read, settings);
    }
    let pairing;
    try {
      pairing =
        typed === null
          ? pairRound(t, firstGame, system, pairingOptionsOf(settings))
          : pairAroundFixedGames(
              t,
              firstGame,
              system,
              fixedGames(typed),
              pairingOptionsOf(settings),
            );
    } catch (error) {
      if (error instanceof NoValidPairingError) {
        throw new AddonError(
          !kept
            ? say.text('pair.noPairing', { round, reason: reasonIn(say, error) })
            : say.text('pair.noPairingAround', {
                tab: shownTabName(workbook, roundTabName(round)),
                reason: reasonIn(say, error),
              }),
        );
      }
      if (error instanceof AccelerationError || error instanceof FixedGamesError)
        throw new AddonError(say.text('pair.nothingChanged', { reason: reasonIn(say, error) }));
      throw error;
    }
    const warnings: string[] = [];
    const earliest = earliestPairedWith(read.undo);
    if (earliest !== null) {
      const added = forbiddenPairsAddedSince(t.forbiddenPairs, earliest.pairedWith);
      const warning = lateForbiddenPairsWarning(added, t.players, earliest.round);
      if (warning !== null) warnings.push(sayIn(say, warning));
    }
    const content = {
      ...(system.schedule !== undefined
        ? tableRoundContent(t, firstGame, pairing)
        : pairedRoundContent(t, firstGame, pairing, {
            fixedBoards: typed === null ? new Map() : fixedBoardNumbers(typed),
            virtualPoints: roundVirtualPoints(t, firstGame, system, pairingOptionsOf(settings)),
          })),
      handMark: kept ? typedBoardsNote(typed, system.label) : null,
    };
    if (kept) {
      // What the typed boards break is told now, with the tab's board numbers.
      const onTab = {
        games: content.games.map((g) => ({ white: g.white.number, black: g.black.number })),
        bye: pairing.bye,
      };
      const broken = checkRound(t, firstGame, system, onTab, pairingOptionsOf(settings)).absolute;
      warnings.push(
        sayIn(say, typedBoardsWarning(typed, broken), (key) => shownTabName(workbook, key)),
      );
    }
    // Standings after the last complete round: the new round counts once all its results are in.
    const derived = derivedTabs(current.tournament, round - 1, settings, content);

    writeUndoRecord(workbook, read.tabs, read.sheets.get(UNDO_TAB), {
      round,
      playerNumbers:
        numberColumn === null ? null : { column: numberColumn.column, values: numberColumn.before },
      // The derived tabs as the add-on makes them before this round (the tabs themselves are not
      // read, see writeDerivedTab): Standings and Crosstable after the same rounds as now.
      standings: read.standings === null ? null : derived.standings,
      crosstable: read.crosstable === null ? null : derived.crosstable,
      byName: read.byName === null ? null : byNameTab(latestTabContent(current), settings),
      pairedWith: {
        forbiddenPairs: t.forbiddenPairs,
        highestNumber: Math.max(0, ...t.players.map((p) => p.id)),
      },
      ...(typed === null ? {} : { typedBoards: typed.values }),
      ...(system.schedule === undefined
        ? {}
        : {
            draw: {
              method: settings.drawingOfLots,
              seed: settings.drawingOfLots === 'hand' ? null : (settings.drawSeed ?? drawnWithSeed),
            },
          }),
    });
    if (drawnWithSeed !== null && settings.drawSeed === null) {
      // The seed is recorded so that the draw can be shown and made again (C.05 Annex 1 Part 3.1).
      const values = settingsTabValues({ ...settings, drawSeed: drawnWithSeed });
      writeSettingsTab(workbook, read, values, read.values.settings);
    }
    if (numberColumn !== null) {
      read.sheets
        .get(PLAYERS_TAB)!
        .getRange(2, numberColumn.column + 1, numberColumn.after.length, 1)
        .setValues(numberColumn.after);
    }
    if (typed !== null) {
      workbook.deleteSheet(read.sheets.get(roundTabName(round))!);
      read.tabs = read.tabs.filter((name) => name !== roundTabName(round));
    }
    const layout = roundLayout(current.gamesPerRound);
    const roundSheet = writeRoundTab(
      workbook,
      read.tabs,
      round,
      roundTabValues(content, layout),
      layout,
    );
    writeDerivedTabs(workbook, read, derived);
    putTabsInOrder(workbook, read.tabs);
    roundSheet.activate();

    const unpaired = content.byes.length;
    const games = content.games.length;
    return {
      round,
      games,
      unpaired,
      gamesPerRound: current.gamesPerRound,
      warnings,
      // The system as the Settings name it, in the language (the engine's full name is English).
      message: say.text('pair.paired', {
        round,
        system: say.text(`system.${settings.system}`),
        games,
        unpaired,
      }),
    };
  });
}
