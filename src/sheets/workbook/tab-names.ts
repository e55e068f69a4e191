/** The tabs the add-on reads and writes, by name. */

export const PLAYERS_TAB = 'Players';
export const SETTINGS_TAB = 'Settings';
export const STANDINGS_TAB = 'Standings';
/** Hidden tab holding what "Undo last round" needs to restore the workbook exactly. */
export const UNDO_TAB = 'Undo data';

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
    name === UNDO_TAB ||
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
