import {
  declaredPointsDifferences,
  readTrfWithLines,
  refusedEvent,
  type DeclaredPointsDifference,
  TrfError,
} from '../../engine/trf/index.js';
import type { AddonPorts } from '../ports.js';
import { UnshowableRoundError } from '../workbook/round-content.js';
import type { Tournament } from '../../engine/model/tournament.js';
import { fileRecordsOf } from '../../engine/trf/kept-records.js';
import { fingerprintOf, importedFileValues, type ImportedFile } from '../workbook/imported-file.js';
import { WorkbookInputError } from '../workbook/input-problems.js';
import { rematchesOf, type Rematch } from '../workbook/round-consistency.js';
import {
  IMPORTED_FILE_TAB,
  PLAYERS_TAB,
  roundOfTab,
  roundTabName,
  SETTINGS_TAB,
  STANDINGS_TAB,
} from '../workbook/tab-names.js';
import { tournamentFromWorkbook } from '../workbook/tournament-from-workbook.js';
import {
  settingsOfTournament,
  tabsOfTournament,
  type TournamentTabs,
} from '../workbook/workbook-from-tournament.js';
import { AddonError } from './addon-error.js';
import { reasonOf } from './engine-refusal.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { writeDerivedTabs } from './refresh-standings.js';
import {
  insertTab,
  newPlayersTab,
  readWorkbook,
  writeRoundTab,
  writeSettingsTab,
} from './workbook-io.js';
import { said, say, type Translator } from '../../messages/index.js';
import { languageOf, shownTabName } from '../tab-records/recognised-workbook.js';

/** At most this many points differences are spelled out; the rest are counted. */
const LISTED = 8;

/**
 * Warning: the workbook's points are always its results' (TRF-16 columns
 * 81-84 are a summary); a file whose summary says otherwise is imported, and
 * each player line where it differs is named so that the arbiter can check it.
 */
function declaredPointsWarning(
  differences: readonly DeclaredPointsDifference[],
  words: Translator,
): string {
  if (differences.length === 0) return '';
  // Each difference by its line and columns, the file's own terms, its numbers in the locale.
  const listed = differences.slice(0, LISTED).map((d) =>
    words.text('import.pointsDifference', {
      line: d.line,
      player: d.id,
      declared: d.declared,
      results: d.fromResults,
    }),
  );
  const more = differences.length - listed.length;
  return words.text('import.pointsWarning', { differences: listed.join('; '), more });
}

/**
 * Warning: a rematch among the file's rounds (C.04.1 Art. 2) is imported as
 * the event's history, and each is named so that the arbiter can check it.
 */
function rematchWarning(
  rematches: readonly Rematch[],
  t: Tournament,
  words: Translator,
  tabName: (key: string) => string,
): string {
  if (rematches.length === 0) return '';
  const name = (id: number) => t.players.find((p) => p.id === id)?.name ?? '';
  const listed = rematches.slice(0, LISTED).map((r) => {
    const [white, black] = [Math.min(r.white, r.black), Math.max(r.white, r.black)];
    return words.text('import.rematch', {
      white,
      whiteName: name(white),
      black,
      blackName: name(black),
      first: tabName(roundTabName(r.first)),
      round: tabName(roundTabName(r.round)),
    });
  });
  const more = rematches.length - listed.length;
  return words.text('import.rematchWarning', { rematches: listed, more });
}

/**
 * What the hidden "Imported file" tab keeps of `text`: its records, point
 * system and ranks, and what the workbook reads of the tabs just made of it,
 * so that export can tell what the organiser changed since. A file the tabs
 * cannot be read from (pairing names the problem) keeps everything as changed.
 */
function importedFileFrom(
  t: Tournament,
  text: string,
  tabs: TournamentTabs,
  spreadsheetName: string,
): { file: ImportedFile; rematches: Rematch[] } {
  const file: ImportedFile = {
    records: fileRecordsOf(text),
    settings: settingsOfTournament(t, spreadsheetName),
    pointSystem: { ...t.pointSystem },
    ranks: t.players.flatMap((p) => (p.declaredRank === null ? [] : [[p.id, p.declaredRank]])),
    roundsImported: tabs.rounds.length,
    read: { rounds: '', acceleration: '', forbiddenPairs: '' },
  };
  try {
    const back = tournamentFromWorkbook({
      spreadsheetName,
      players: tabs.players,
      settings: tabs.settings,
      rounds: new Map(tabs.rounds.map((values, index) => [index + 1, values])),
      importedFile: importedFileValues(file),
    });
    return {
      file: { ...file, settings: back.settings, read: fingerprintOf(back.tournament) },
      rematches: rematchesOf(back.roundRows, back.roundsPaired, back.gamesPerRound),
    };
  } catch (error) {
    if (error instanceof WorkbookInputError) return { file, rematches: [] };
    throw error;
  }
}

/**
 * "Import TRF": a new tournament in this spreadsheet from a TRF file: the
 * Settings (with the tie-breaks of records 202/212), Players, a Round tab
 * for every round the file has paired, and the Standings. Refused when the spreadsheet already holds a tournament.
 */
export function importTrf(ports: AddonPorts, text: string): string {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const taken = workbook
      .getSheets()
      .map((sheet) => sheet.getName())
      .filter(
        (name) =>
          name === PLAYERS_TAB ||
          name === SETTINGS_TAB ||
          name === STANDINGS_TAB ||
          roundOfTab(name) !== null,
      );
    if (taken.length > 0) {
      throw new AddonError(
        languageOf(workbook).text('import.taken', {
          tabs: taken.map((key) => shownTabName(workbook, key)).join(', '),
        }),
      );
    }
    let tabs;
    let imported;
    const words = languageOf(workbook);
    let pointsWarning = '';
    let rematches = '';
    let readNotes = '';
    try {
      const { tournament, lineOf, rulers } = readTrfWithLines(text);
      // What the reader skipped (Swiss-Manager's column rulers) is said, as swiss-pair says it.
      readNotes =
        rulers.length === 0
          ? ''
          : words.text('import.note', {
              note: words.text('import.rulersSkipped', { lines: rulers }),
            });
      const refused = refusedEvent(tournament, { systemGiven: false });
      if (refused !== null) throw new TrfError(refused.text, null, null, null, refused.refusal);
      pointsWarning = declaredPointsWarning(declaredPointsDifferences(tournament, lineOf), words);
      tabs = tabsOfTournament(tournament, workbook.getName());
      imported = importedFileFrom(tournament, text, tabs, workbook.getName());
      rematches = rematchWarning(imported.rematches, tournament, words, (key) =>
        shownTabName(workbook, key),
      );
    } catch (error) {
      if (error instanceof TrfError || error instanceof UnshowableRoundError) {
        throw new AddonError(
          say(words, said('import.failed', { reason: reasonOf(error) }), (key) =>
            shownTabName(workbook, key),
          ),
        );
      }
      throw error;
    }
    const read = readWorkbook(workbook);
    writeSettingsTab(workbook, read, tabs.settings, null);
    newPlayersTab(workbook, read.tabs, tabs.players);
    writeDerivedTabs(workbook, read, tabs);
    tabs.rounds.forEach((values, index) => writeRoundTab(workbook, read.tabs, index + 1, values));
    const kept = importedFileValues(imported.file);
    const keptTab = insertTab(workbook, read.tabs, IMPORTED_FILE_TAB);
    keptTab.hide();
    keptTab.getRange(1, 1, kept.length, kept[0]!.length).setValues(kept);
    workbook.getSheetByName(STANDINGS_TAB)?.activate();
    const players = tabs.players.length - 1;
    const done = languageOf(workbook).text('import.done', { players, rounds: tabs.rounds.length });
    const dropped = tabs.unsupportedTiebreaks;
    const warnings = pointsWarning + rematches + readNotes;
    return dropped.length === 0
      ? done + warnings
      : `${done}${warnings}${words.text('import.droppedTiebreaks', {
          tiebreaks: dropped,
          tab: shownTabName(workbook, SETTINGS_TAB),
        })}`;
  });
}
