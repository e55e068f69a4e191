/**
 * The tabs the add-on reads and writes. Each has a key, the name it had in
 * English workbooks before tabs were recorded, by which the use cases know
 * it; the workbook calls it by its title in the tournament's language, and
 * recognises it by its record (tab-records/), whatever its name.
 */
import type { Translator } from '../../messages/index.js';

export const PLAYERS_TAB = 'Players';
export const SETTINGS_TAB = 'Settings';
export const STANDINGS_TAB = 'Standings';
export const CROSSTABLE_TAB = 'Crosstable';
export const BY_NAME_TAB = 'By name';
/** A round-robin's whole table, for printing (schedule-tab.ts). */
export const SCHEDULE_TAB = 'Schedule';
/** Hidden tab holding what "Undo last round" needs to restore the workbook exactly. */
export const UNDO_TAB = 'Undo data';
/** Hidden tab holding what an imported TRF file has that the other tabs do not show, for Export TRF. */
export const IMPORTED_FILE_TAB = 'Imported file';
/** A team event's teams and their rosters (C.04.6 1.1), read by the team kind (sheets/teams/). */
export const TEAMS_TAB = 'Teams';
/** A team event's standings (C.07 11-13). */
export const TEAM_STANDINGS_TAB = 'Team standings';
/** A team event's individual board results, for board prizes. */
export const BOARD_PRIZES_TAB = 'Board prizes';

const ROUND_TAB = /^Round (\d+)$/;

export function roundTabName(round: number): string {
  return `Round ${round}`;
}

/** The tab "Explain this round" writes its explanation into (not a Round tab: the reader ignores it). */
export function explanationTabName(round: number): string {
  return `Round ${round} why`;
}

/** Every tab the add-on writes or reads by its name. */
export function isAddonTab(name: string): boolean {
  return (
    name === PLAYERS_TAB ||
    name === SETTINGS_TAB ||
    name === STANDINGS_TAB ||
    name === CROSSTABLE_TAB ||
    name === BY_NAME_TAB ||
    name === SCHEDULE_TAB ||
    name === UNDO_TAB ||
    name === IMPORTED_FILE_TAB ||
    name === TEAMS_TAB ||
    name === TEAM_STANDINGS_TAB ||
    name === BOARD_PRIZES_TAB ||
    roundOfTab(name) !== null ||
    /^Round \d+ why$/.test(name)
  );
}

/** The round a tab holds, or null when the tab is not a Round tab. */
export function roundOfTab(name: string): number | null {
  const match = ROUND_TAB.exec(name);
  if (match === null) return null;
  const round = Number(match[1]);
  return round >= 1 ? round : null;
}

const WHY_TAB = /^Round (\d+) why$/;

/**
 * The order of the tabs (docs/organisers-guide.md): Settings, Players, Standings, Crosstable,
 * By name, then the rounds oldest first, each followed by its explanation.
 * Decision: oldest first, so that the tabs read in the order the rounds were
 * played and a new round always lands at the end of the rounds. Other tabs
 * (the organiser's own, the hidden Undo data) have no place: null.
 */
function tabRank(name: string): number | null {
  const fixed = [
    SETTINGS_TAB,
    PLAYERS_TAB,
    TEAMS_TAB,
    STANDINGS_TAB,
    TEAM_STANDINGS_TAB,
    BOARD_PRIZES_TAB,
    CROSSTABLE_TAB,
    BY_NAME_TAB,
    SCHEDULE_TAB,
  ].indexOf(name);
  if (fixed >= 0) return fixed;
  const round = roundOfTab(name);
  if (round !== null) return 10 + 2 * round;
  const why = WHY_TAB.exec(name);
  return why === null ? null : 11 + 2 * Number(why[1]);
}

/**
 * Where a new tab `name` goes among the tabs `existing` (0-based): just after
 * the last of ours that comes before it, else just before the first of ours
 * that comes after it, else at the end. Tabs of no place go at the end.
 */
export function tabInsertIndex(name: string, existing: readonly string[]): number {
  const rank = tabRank(name);
  if (rank === null) return existing.length;
  let after = -1;
  let before = -1;
  existing.forEach((other, index) => {
    const otherRank = tabRank(other);
    if (otherRank === null) return;
    if (otherRank < rank) after = index;
    else if (otherRank > rank && before < 0) before = index;
  });
  if (after >= 0) return after + 1;
  return before >= 0 ? before : existing.length;
}

/**
 * The tabs `tabs` (in the workbook's order) with ours put in the tab order
 * in the places ours already take; the others stay where they are.
 */
export function orderedTabs(tabs: readonly string[]): string[] {
  const ours = tabs
    .filter((name) => tabRank(name) !== null)
    .sort((a, b) => tabRank(a)! - tabRank(b)!);
  let next = 0;
  return tabs.map((name) => (tabRank(name) === null ? name : ours[next++]!));
}

/**
 * What the add-on records about a tab of key `key` (developer metadata in
 * Sheets, a defined name in .xlsx): a word that no language changes and a
 * defined name may hold; null for a tab that is not the add-on's.
 */
export function recordOfTab(key: string): string | null {
  const fixed = FIXED_RECORDS.find(([, name]) => name === key);
  if (fixed !== undefined) return fixed[0];
  const round = roundOfTab(key);
  if (round !== null) return `round.${round}`;
  const why = WHY_TAB.exec(key);
  return why === null ? null : `roundWhy.${Number(why[1])}`;
}

/** The key of the tab a record names; null for a record of no tab of ours. */
export function tabOfRecord(record: string): string | null {
  const fixed = FIXED_RECORDS.find(([name]) => name === record);
  if (fixed !== undefined) return fixed[1];
  const round = /^(round|roundWhy)\.([1-9]\d*)$/.exec(record);
  if (round === null) return null;
  const number = Number(round[2]);
  return round[1] === 'round' ? roundTabName(number) : explanationTabName(number);
}

const FIXED_RECORDS: readonly (readonly [string, string])[] = [
  ['settings', SETTINGS_TAB],
  ['players', PLAYERS_TAB],
  ['standings', STANDINGS_TAB],
  ['crosstable', CROSSTABLE_TAB],
  ['byName', BY_NAME_TAB],
  ['schedule', SCHEDULE_TAB],
  ['undo', UNDO_TAB],
  ['importedFile', IMPORTED_FILE_TAB],
  ['teams', TEAMS_TAB],
  ['teamStandings', TEAM_STANDINGS_TAB],
  ['boardPrizes', BOARD_PRIZES_TAB],
];

/** The name a tab of key `key` takes in the language of `t`; a tab not ours keeps its name. */
export function tabTitle(key: string, t: Translator): string {
  switch (key) {
    case SETTINGS_TAB:
      return t.text('tab.settings');
    case PLAYERS_TAB:
      return t.text('tab.players');
    case STANDINGS_TAB:
      return t.text('tab.standings');
    case CROSSTABLE_TAB:
      return t.text('tab.crosstable');
    case BY_NAME_TAB:
      return t.text('tab.byName');
    case SCHEDULE_TAB:
      return t.text('tab.schedule');
    case UNDO_TAB:
      return t.text('tab.undo');
    case IMPORTED_FILE_TAB:
      return t.text('tab.importedFile');
    case TEAMS_TAB:
      return t.text('tab.teams');
    case TEAM_STANDINGS_TAB:
      return t.text('tab.teamStandings');
    case BOARD_PRIZES_TAB:
      return t.text('tab.boardPrizes');
  }
  const round = roundOfTab(key);
  if (round !== null) return t.text('tab.round', { round });
  const why = WHY_TAB.exec(key);
  return why === null ? key : t.text('tab.roundWhy', { round: Number(why[1]) });
}
