import type { MessageKey, TextKey, Translator } from '../../messages/index.js';
import type { MenuItem, UserInterface } from '../ports.js';

/** The server entry proves at compile time that it exports every function named here. */
export const ADDON_MENU = [
  { caption: 'menu.pairNextRound', functionName: 'menuPairNextRound' },
  { caption: 'menu.checkRound', functionName: 'menuCheckRound' },
  { caption: 'menu.explainRound', functionName: 'menuExplainRound' },
  { caption: 'menu.undoLastRound', functionName: 'menuUndoLastRound' },
  { caption: 'menu.refreshStandings', functionName: 'menuRefreshStandings' },
  { caption: 'menu.print', functionName: 'menuPrint' },
  { caption: 'menu.writeSchedule', functionName: 'menuWriteSchedule' },
  { caption: 'menu.openSidebar', functionName: 'showSidebar' },
  { caption: 'menu.createTabs', functionName: 'menuSetUpTournament' },
] as const satisfies readonly { caption: TextKey & MessageKey; functionName: string }[];

export type MenuFunctionName = (typeof ADDON_MENU)[number]['functionName'];

export const SIDEBAR_FILE = 'Sidebar';

export function addAddonMenu(ui: UserInterface, t: Translator): void {
  ui.addAddonMenu(
    ADDON_MENU.map(({ caption, functionName }): MenuItem => ({
      caption: t.text(caption),
      functionName,
    })),
  );
}
