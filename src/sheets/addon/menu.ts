import type { MenuItem, UserInterface } from '../ports.js';

/** The server entry proves at compile time that it exports every function named here. */
export const ADDON_MENU = [
  { caption: 'Pair next round', functionName: 'menuPairNextRound' },
  { caption: 'Check this round', functionName: 'menuCheckRound' },
  { caption: 'Explain this round', functionName: 'menuExplainRound' },
  { caption: 'Undo last round', functionName: 'menuUndoLastRound' },
  { caption: 'Refresh standings', functionName: 'menuRefreshStandings' },
  { caption: 'Open sidebar', functionName: 'showSidebar' },
  { caption: 'Create tournament tabs', functionName: 'menuSetUpTournament' },
] as const satisfies readonly MenuItem[];

export type MenuFunctionName = (typeof ADDON_MENU)[number]['functionName'];

export const SIDEBAR_FILE = 'Sidebar';
export const SIDEBAR_TITLE = 'Swiss pairings';

export function addAddonMenu(ui: UserInterface): void {
  ui.addAddonMenu(ADDON_MENU);
}
