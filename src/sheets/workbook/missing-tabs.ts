/**
 * The Settings and Players tabs when they are not there: a tab renamed by
 * a slip of case or a space is named, and a missing one says how to get it back.
 */
import { said, tabNamed } from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import type { ProblemList } from './input-problems.js';
import { nameKey } from './name-key.js';
import { PLAYERS_TAB, SETTINGS_TAB } from './tab-names.js';

export interface TabsPresent {
  players: CellValue[][] | null;
  settings: CellValue[][] | null;
  /** Whether any Round tab exists. */
  roundsPaired: boolean;
  /** The first row of each tab the add-on does not know by name. */
  otherTabs?: ReadonlyMap<string, readonly CellValue[]>;
}

/** A tab named like `name` but for case and spaces ("players ", "SETTINGS"), or null. */
function lookalikeTab(name: string, others: TabsPresent['otherTabs']): string | null {
  const key = nameKey(name).trim();
  return [...(others?.keys() ?? [])].find((other) => nameKey(other).trim() === key) ?? null;
}

export function reportMissingTabs(tabs: TabsPresent, problems: ProblemList): void {
  const settingsLookalike =
    tabs.settings === null ? lookalikeTab(SETTINGS_TAB, tabs.otherTabs) : null;
  if (settingsLookalike !== null)
    problems.add(
      SETTINGS_TAB,
      null,
      said('problem.tabs.lookalike', {
        tab: tabNamed(SETTINGS_TAB),
        lookalike: settingsLookalike,
      }),
    );
  else if (tabs.settings === null && tabs.roundsPaired)
    problems.add(
      SETTINGS_TAB,
      null,
      said('problem.tabs.noSettings', { create: said('menu.createTabs') }),
    );
  if (tabs.players === null) {
    const lookalike = lookalikeTab(PLAYERS_TAB, tabs.otherTabs);
    problems.add(
      PLAYERS_TAB,
      null,
      lookalike !== null
        ? said('problem.tabs.lookalike', { tab: tabNamed(PLAYERS_TAB), lookalike })
        : said('problem.tabs.noPlayers', { create: said('menu.createTabs') }),
    );
  }
}
