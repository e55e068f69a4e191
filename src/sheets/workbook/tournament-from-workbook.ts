/**
 * The tournament as the workbook's values say it stands: the Players tab,
 * the Settings tab and the Round tabs, read into the engine's model. Pure:
 * it gets the values of each tab and touches no spreadsheet.
 */
import type { Player, RoundRecord, Tournament } from '../../engine/model/tournament.js';
import type { CellArea, CellValue } from '../ports.js';
import { ProblemList } from './input-problems.js';
import { readPlayersTab, type PlayerRow, type PlayersTab } from './players-tab.js';
import { isBlankRow } from './cells.js';
import { readRoundTab, roundLayout, type RoundRows } from './round-tab.js';
import { ADJOURNED, resultCodes, type ResultCell } from './result-texts.js';
import {
  gamesPerRoundOf,
  missingSettingRows,
  pointSystemOf,
  readSettingsTab,
  type TournamentSettings,
} from './settings-tab.js';
import { reportFormulaErrors, reportMergedCells, reportRenamedRoundTabs } from './tab-checks.js';
import { PLAYERS_TAB, roundTabName, SETTINGS_TAB } from './tab-names.js';

/** The values of every tab the add-on reads (null for a tab that does not exist). */
export interface WorkbookValues {
  spreadsheetName: string;
  players: CellValue[][] | null;
  settings: CellValue[][] | null;
  /** Round tabs by round number. */
  rounds: ReadonlyMap<number, CellValue[][]>;
  /** Merged blocks by tab name (tabs without any may be left out). */
  merged?: ReadonlyMap<string, readonly CellArea[]>;
  /** The first row of each tab the add-on does not know by name. */
  otherTabs?: ReadonlyMap<string, readonly CellValue[]>;
}

/** A game of a Round tab that has no result yet. */
export interface OpenGame {
  round: number;
  /** Sheet row. */
  row: number;
  board: number;
  white: number;
  black: number;
  /** The organiser declared it adjourned (1998 F.9) rather than leaving the Result empty. */
  adjourned: boolean;
}

export interface WorkbookTournament {
  settings: TournamentSettings;
  playersTab: PlayersTab;
  /** The last Round tab's round; 0 before round 1 is paired. */
  roundsPaired: number;
  /**
   * Games a Round tab holds: 2 for two-game matches (C.04.5), whose Round
   * tab N is TRF rounds 2N-1 and 2N of `tournament`; 1 otherwise.
   */
  gamesPerRound: 1 | 2;
  /**
   * Every player who has a pairing number, with rounds 1..roundsPaired as the
   * Round tabs say and later rounds' requested byes from the Players tab.
   */
  tournament: Tournament;
  /** Players the add-on has not numbered yet (all of them before round 1; late entries after). */
  unnumbered: PlayerRow[];
  /** Games without a result (adjourned ones included), in round and board order. */
  openGames: OpenGame[];
  /** The last round all of whose games have a result (and every round before it). */
  roundsComplete: number;
  /** The Round tabs as read, by round. */
  roundRows: ReadonlyMap<number, RoundRows>;
}

/** A player no Round tab lists in a paired round: withdrawn, not yet entered, or left out. */
const NOT_PAIRED: RoundRecord = { opponent: null, colour: null, result: '-' };

function checkRoundSequence(rounds: ReadonlyMap<number, unknown>, problems: ProblemList): number {
  const last = Math.max(0, ...rounds.keys());
  for (let round = 1; round < last; round++) {
    if (!rounds.has(round)) {
      problems.add(
        roundTabName(round),
        null,
        `the tab is missing, but there is a "${roundTabName(last)}" tab`,
      );
    }
  }
  return last;
}

/**
 * The records of a Round tab, one map a game: one for a round of one game,
 * two for two-game matches (C.04.5), game 2 with the colours reversed and
 * its result read left to right; a bye or absence holds for both games.
 */
function recordsOfRound(
  round: number,
  rows: RoundRows,
  numbered: ReadonlyMap<number, PlayerRow>,
  problems: ProblemList,
  /** Numbers already reported as nobody's: a deleted player row is one problem, not one a round. */
  unknownReported: Set<number>,
  gamesPerRound: 1 | 2,
): Map<number, RoundRecord>[] {
  const tab = roundTabName(round);
  const records = Array.from({ length: gamesPerRound }, () => new Map<number, RoundRecord>());
  const rowOf = new Map<number, number>();
  const place = (number: number, row: number, perGame: RoundRecord[]): void => {
    if (!numbered.has(number)) {
      if (!unknownReported.has(number))
        problems.add(tab, row, `No. ${number} is not a player's No. on the ${PLAYERS_TAB} tab`);
      unknownReported.add(number);
      return;
    }
    const first = rowOf.get(number);
    if (first !== undefined) {
      problems.add(tab, row, `No. ${number} is already on row ${first} of this round`);
      return;
    }
    rowOf.set(number, row);
    perGame.forEach((record, g) => records[g]!.set(number, record));
  };
  // An adjourned game is recorded without a result, as the TRF has no code for it.
  const codes = (result: ResultCell | null | undefined) =>
    result == null || result === ADJOURNED ? ([null, null] as const) : resultCodes(result);
  for (const game of rows.games) {
    if (game.white === game.black) {
      problems.add(tab, game.row, `No. ${game.white} cannot play against themselves`);
      continue;
    }
    const [white, black] = codes(game.result);
    const [left2, right2] = codes(game.secondResult);
    const second = gamesPerRound === 2;
    place(game.white, game.row, [
      { opponent: game.black, colour: 'w', result: white },
      ...(second ? [{ opponent: game.black, colour: 'b' as const, result: left2 }] : []),
    ]);
    place(game.black, game.row, [
      { opponent: game.white, colour: 'b', result: black },
      ...(second ? [{ opponent: game.white, colour: 'w' as const, result: right2 }] : []),
    ]);
  }
  for (const bye of rows.byes) {
    const record: RoundRecord = { opponent: null, colour: null, result: bye.code };
    place(
      bye.player,
      bye.row,
      records.map(() => ({ ...record })),
    );
  }
  return records;
}

/** Art. 0 of C.04.5 / C.04.2 3.5: the game or match is no meeting when forfeited (a match: one player forfeited both games). */
function forfeited(game: RoundRows['games'][number], gamesPerRound: 1 | 2): boolean {
  const isForfeit = (result: ResultCell | null | undefined) =>
    result != null && /forfeit/i.test(result);
  if (gamesPerRound === 1) return isForfeit(game.result);
  const lost = (result: ResultCell | null | undefined, side: 0 | 1) =>
    result != null && result !== ADJOURNED && resultCodes(result)[side] === '-';
  return (
    (lost(game.result, 0) && lost(game.secondResult, 0)) ||
    (lost(game.result, 1) && lost(game.secondResult, 1))
  );
}

function playerOf(row: PlayerRow, rounds: (RoundRecord | undefined)[]): Player {
  return {
    id: row.number!,
    name: row.name,
    sex: row.sex,
    title: row.title,
    rating: row.rating,
    federation: row.federation,
    fideId: row.fideId,
    birthDate: row.birth,
    declaredPoints: null,
    declaredRank: null,
    rounds,
    withdrawn: row.withdrawn,
  };
}

/** Collapsed, case-insensitive form of a name. */
const nameKey = (name: string) => name.replace(/\s+/g, ' ').toLowerCase();

/**
 * The entries of a "Not against" cell. Commas separate them, but names are
 * often written "Last, First": the longest run of comma-separated parts that
 * is a player's name is taken as one entry.
 */
function entriesOf(text: string, byName: ReadonlyMap<string, PlayerRow>): string[] {
  const parts = text.split(/[,;]/).map((p) => p.trim());
  const entries: string[] = [];
  for (let i = 0; i < parts.length;) {
    let taken = 1;
    for (let len = parts.length - i; len > 1; len--) {
      if (byName.has(nameKey(parts.slice(i, i + len).join(', ')))) {
        taken = len;
        break;
      }
    }
    const entry = parts.slice(i, i + taken).join(', ');
    if (entry !== '') entries.push(entry);
    i += taken;
  }
  return entries;
}

/**
 * The pairs that may not meet (every system treats them as TRF XXP): each
 * "Not against" entry, a pairing number or a name, on whichever side it is
 * typed, and, when the Settings say so, the players of one club. A player
 * not numbered yet is left out until he is (the numbering reads again).
 */
function forbiddenPairsOf(
  rows: readonly PlayerRow[],
  keepClubsApart: boolean,
  problems: ProblemList,
): number[][] {
  const byNumber = new Map<number, PlayerRow>();
  const byName = new Map<string, PlayerRow>();
  for (const row of rows) {
    if (row.number !== null) byNumber.set(row.number, row);
    byName.set(nameKey(row.name), row);
  }
  // Before the add-on numbers the players, a number refers to nobody yet: checked once numbered.
  const numberingPending = rows.some((row) => row.number === null);
  const seen = new Set<string>();
  const pairs: number[][] = [];
  const add = (a: number, b: number) => {
    const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
    if (seen.has(key)) return;
    seen.add(key);
    pairs.push([Math.min(a, b), Math.max(a, b)]);
  };
  for (const row of rows) {
    for (const entry of entriesOf(row.notAgainst, byName)) {
      const asNumber = /^\d+$/.test(entry) ? Number(entry) : null;
      const other = asNumber !== null ? byNumber.get(asNumber) : byName.get(nameKey(entry));
      const where = `in "Not against", "${entry}"`;
      if (other === undefined && asNumber !== null && numberingPending) continue;
      if (other === undefined) {
        problems.add(
          PLAYERS_TAB,
          row.row,
          asNumber !== null
            ? `${where} is not the No. of any player`
            : `${where} is not the name of any player`,
        );
      } else if (other === row) {
        problems.add(PLAYERS_TAB, row.row, `${where} is this player himself`);
      } else if (row.number !== null && other.number !== null) add(row.number, other.number);
    }
  }
  if (keepClubsApart) {
    const clubs = new Map<string, number[]>();
    for (const row of rows) {
      if (row.club === '' || row.number === null) continue;
      const key = row.club.toLowerCase();
      clubs.set(key, [...(clubs.get(key) ?? []), row.number]);
    }
    for (const members of clubs.values())
      for (let i = 0; i < members.length; i++)
        for (let j = i + 1; j < members.length; j++) add(members[i]!, members[j]!);
  }
  return pairs.sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
}

/**
 * A Round tab shows each number with the name it had when the round was
 * paired. When that name is now another player's, the numbers (or the
 * names) on the Players tab were moved, as sorting one column does: every
 * result would silently go to someone else. A name merely corrected matches
 * nobody and passes.
 */
function reportMovedNumbers(
  roundRows: ReadonlyMap<number, RoundRows>,
  numbered: ReadonlyMap<number, PlayerRow>,
  players: readonly PlayerRow[],
  problems: ProblemList,
): void {
  const byName = new Map(players.map((row) => [nameKey(row.name), row]));
  const reported = new Set<number>();
  for (const [round, rows] of roundRows) {
    for (const { row, number, name } of rows.shown) {
      const now = numbered.get(number);
      if (now === undefined || reported.has(number) || nameKey(name) === nameKey(now.name))
        continue;
      const other = byName.get(nameKey(name));
      if (other === undefined || other === now) continue;
      reported.add(number);
      problems.add(
        roundTabName(round),
        row,
        `No. ${number} is "${name}" here, but "${now.name}" on the ${PLAYERS_TAB} tab, where "${name}" is ${other.number === null ? 'without a No.' : `No. ${other.number}`} (row ${other.row}): the numbers or the names there were moved (a sort of one column?); put them back as they were`,
      );
    }
  }
}

/** A tab named like `name` but for case and spaces ("players ", "SETTINGS"), or null. */
function lookalikeTab(name: string, others: WorkbookValues['otherTabs']): string | null {
  const key = nameKey(name).trim();
  return [...(others?.keys() ?? [])].find((other) => nameKey(other).trim() === key) ?? null;
}

/** Reads the whole tournament; throws WorkbookInputError naming every problem found. */
export function tournamentFromWorkbook(values: WorkbookValues): WorkbookTournament {
  const problems = new ProblemList();
  reportRenamedRoundTabs(values.otherTabs ?? new Map(), new Set(values.rounds.keys()), problems);
  const readTabs = [SETTINGS_TAB, PLAYERS_TAB, ...[...values.rounds.keys()].map(roundTabName)];
  for (const tab of readTabs) reportMergedCells(tab, values.merged?.get(tab) ?? [], problems);
  if (values.players !== null) reportFormulaErrors(PLAYERS_TAB, values.players, problems);
  if (values.settings !== null) reportFormulaErrors(SETTINGS_TAB, values.settings, problems);
  for (const [round, tabValues] of values.rounds)
    reportFormulaErrors(roundTabName(round), tabValues, problems);
  // Every value of a tab that is not what it looks like would be read wrong: its cause alone is said.
  problems.throwIfAny();
  const settings = readSettingsTab(values.settings, values.spreadsheetName, problems);
  if (values.settings !== null && values.rounds.size > 0)
    missingSettingRows(values.settings, problems);
  const settingsLookalike =
    values.settings === null ? lookalikeTab(SETTINGS_TAB, values.otherTabs) : null;
  if (settingsLookalike !== null)
    problems.add(
      SETTINGS_TAB,
      null,
      `there is no tab named exactly "${SETTINGS_TAB}", but there is "${settingsLookalike}": rename it "${SETTINGS_TAB}"`,
    );
  else if (values.settings === null && values.rounds.size > 0)
    problems.add(
      SETTINGS_TAB,
      null,
      'there is no such tab, but rounds are paired: the number of rounds, the system and the points are set there; choose "Create tournament tabs" to make it again and check its values',
    );
  if (values.players === null) {
    const lookalike = lookalikeTab(PLAYERS_TAB, values.otherTabs);
    problems.add(
      PLAYERS_TAB,
      null,
      lookalike !== null
        ? `there is no tab named exactly "${PLAYERS_TAB}", but there is "${lookalike}": rename it "${PLAYERS_TAB}"`
        : 'there is no such tab: choose "Create tournament tabs" in the add-on menu, then enter the players',
    );
  }
  const playersTab: PlayersTab =
    values.players === null
      ? { players: [], numberColumn: 0, rowCount: 0, headerComplete: false }
      : readPlayersTab(values.players, problems);
  // Without the Players tab's columns no player is known: each Round tab would repeat the cause.
  if (!playersTab.headerComplete) problems.throwIfAny();
  const roundsPaired = checkRoundSequence(values.rounds, problems);

  const numbered = new Map<number, PlayerRow>();
  for (const row of playersTab.players) if (row.number !== null) numbered.set(row.number, row);

  // Every Round tab would name each of its players: the cause is said once.
  if (roundsPaired > 0 && numbered.size === 0 && values.players !== null) {
    problems.add(
      PLAYERS_TAB,
      null,
      `no player has a No., but rounds are paired: the players' rows or their No. column are gone (restore them, or use "Undo last round")`,
    );
    problems.throwIfAny();
  }

  const games = gamesPerRoundOf(settings);
  const layout = roundLayout(games);
  const roundRows = new Map<number, RoundRows>();
  const recordsByRound: Map<number, RoundRecord>[][] = [];
  const openGames: OpenGame[] = [];
  const unknownReported = new Set<number>();
  for (let round = 1; round <= roundsPaired; round++) {
    const tabValues = values.rounds.get(round);
    if (tabValues === undefined) continue;
    // A paired round lists every player; a tab emptied by hand would make them all absent.
    if (tabValues.slice(1).every(isBlankRow)) {
      problems.add(
        roundTabName(round),
        null,
        'the tab lists no game and no bye: restore its rows, or, if the round is to be paired again, use "Undo last round" (a tab made empty for the next round: delete it, or type the boards to keep into it)',
      );
      continue;
    }
    const rows = readRoundTab(roundTabName(round), tabValues, problems, layout);
    roundRows.set(round, rows);
    recordsByRound[round - 1] = recordsOfRound(
      round,
      rows,
      numbered,
      problems,
      unknownReported,
      games,
    );
    rows.games.forEach((game, index) => {
      const open = (result: ResultCell | null | undefined) =>
        result == null || result === ADJOURNED;
      if (open(game.result) || (games === 2 && open(game.secondResult))) {
        openGames.push({
          round,
          row: game.row,
          board: index + 1,
          white: game.white,
          black: game.black,
          adjourned: game.result === ADJOURNED || game.secondResult === ADJOURNED,
        });
      }
    });
  }
  reportMovedNumbers(roundRows, numbered, playersTab.players, problems);
  // C.04.1 Art. 2: the same two players in two played games is a record no pairing could make.
  // A second game without a result yet is a pairing still to be checked: "Check this round"
  // names it with the system's article, and the next round waits for its result anyway.
  const met = new Map<string, number>();
  for (let round = 1; round <= roundsPaired; round++) {
    for (const game of roundRows.get(round)?.games ?? []) {
      const key = `${Math.min(game.white, game.black)}-${Math.max(game.white, game.black)}`;
      const first = met.get(key);
      if (first !== undefined && game.result !== null)
        problems.add(
          roundTabName(round),
          game.row,
          `No. ${game.white} and No. ${game.black} already played each other in ${roundTabName(first)}`,
        );
      if (!forfeited(game, games) && first === undefined) met.set(key, round);
    }
  }
  // A bye asked for a round already paired must be what that Round tab shows.
  for (const row of playersTab.players) {
    if (row.number === null) continue;
    for (const [round] of row.byes) {
      if (round > roundsPaired) continue;
      const played = (roundRows.get(round)?.games ?? []).some(
        (g) => g.white === row.number || g.black === row.number,
      );
      if (played)
        problems.add(
          PLAYERS_TAB,
          row.row,
          `asks to be absent in round ${round}, but ${roundTabName(round)} pairs No. ${row.number} in a game`,
        );
    }
  }
  if (settings.rounds !== null) {
    for (const row of playersTab.players)
      for (const [round] of row.byes)
        if (round > settings.rounds)
          problems.add(
            PLAYERS_TAB,
            row.row,
            `asks for a bye or absence in round ${round}, but the Settings say the tournament has ${settings.rounds} rounds`,
          );
  }
  if (settings.rounds !== null && roundsPaired > settings.rounds) {
    problems.add(
      roundTabName(roundsPaired),
      null,
      `the Settings say the tournament has ${settings.rounds} rounds`,
    );
  }
  problems.throwIfAny();

  const players = [...numbered.values()]
    .sort((a, b) => a.number! - b.number!)
    .map((row) => {
      const rounds: (RoundRecord | undefined)[] = [];
      for (let round = 1; round <= roundsPaired; round++)
        for (let g = 0; g < games; g++)
          rounds.push(recordsByRound[round - 1]?.[g]?.get(row.number!) ?? { ...NOT_PAIRED });
      for (const [round, code] of row.byes) {
        if (round > roundsPaired)
          for (let g = 0; g < games; g++)
            rounds[(round - 1) * games + g] = { opponent: null, colour: null, result: code };
      }
      // Array.from turns the holes left before a later round's bye into undefined entries.
      return playerOf(row, Array.from(rounds));
    });

  const forbiddenPairs = forbiddenPairsOf(playersTab.players, settings.keepClubsApart, problems);
  problems.throwIfAny();
  const acceleration = new Map<number, number[]>();
  for (const row of numbered.values())
    if (row.virtualPoints.length > 0)
      // A match's virtual points go with its first game (the pairing adds both games').
      acceleration.set(
        row.number!,
        row.virtualPoints.flatMap((points) => (games === 2 ? [points, 0] : [points])),
      );

  const tournament: Tournament = {
    info: { name: settings.name, otherRecords: new Map() },
    players,
    totalRounds: settings.rounds === null ? null : settings.rounds * games,
    initialColour:
      settings.initialColour === 'white' ? 'w' : settings.initialColour === 'black' ? 'b' : null,
    pointSystem: pointSystemOf(settings),
    forbiddenPairs,
    acceleration,
    otherLines: [],
  };
  return {
    settings,
    playersTab,
    roundsPaired,
    gamesPerRound: games,
    tournament,
    unnumbered: playersTab.players.filter((row) => row.number === null),
    openGames,
    roundsComplete: openGames.length === 0 ? roundsPaired : openGames[0].round - 1,
    roundRows,
  };
}
