import type * as ServerEntry from './apps-script-entry.js';
import type { MenuItem, UserInterface } from './ports.js';

/** A menu item that can only name a function the server entry exports. */
interface AddonMenuItem extends MenuItem {
  functionName: keyof typeof ServerEntry;
}

export const ADDON_MENU: readonly AddonMenuItem[] = [
  { caption: 'Pair next round', functionName: 'menuPairNextRound' },
  { caption: 'Check this round', functionName: 'menuCheckRound' },
  { caption: 'Explain this round', functionName: 'menuExplainRound' },
  { caption: 'Undo last round', functionName: 'menuUndoLastRound' },
  { caption: 'Refresh standings', functionName: 'menuRefreshStandings' },
  { caption: 'Open sidebar', functionName: 'showSidebar' },
  { caption: 'Create tournament tabs', functionName: 'menuSetUpTournament' },
];

export const SIDEBAR_FILE = 'Sidebar';
export const SIDEBAR_TITLE = 'Swiss pairings';

export function addAddonMenu(ui: UserInterface): void {
  ui.addAddonMenu(ADDON_MENU);
}
