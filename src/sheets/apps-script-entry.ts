/**
 * The functions Apps Script calls by name: simple triggers, menu items and
 * the sidebar's google.script.run calls. scripts/build.mjs makes every export
 * of this module a top-level function of dist/Code.js, so export only those.
 */
import { appsScriptPorts } from './apps-script/addon-ports.js';
import { runtimeServices } from './apps-script/globals.js';
import { addAddonMenu, SIDEBAR_FILE, SIDEBAR_TITLE } from './menu.js';
import { pairNextRound as pairNextRoundIn } from './pair-next-round.js';
import type { AddonPorts } from './ports.js';
import type { SidebarState } from './sidebar-api.js';
import { savePairingSystem as savePairingSystemIn, sidebarState } from './sidebar-state.js';

function ports(): AddonPorts {
  return appsScriptPorts(runtimeServices());
}

/**
 * Simple trigger. It may run in AuthMode.NONE (add-on installed but not yet
 * used in this spreadsheet), where reading the spreadsheet is not allowed,
 * so it only builds the menu.
 */
export function onOpen(_event?: unknown): void {
  addAddonMenu(ports().ui());
}

/** Runs once when the add-on is installed, while the spreadsheet is already open. */
export function onInstall(event?: unknown): void {
  onOpen(event);
}

export function showSidebar(): void {
  ports().ui().showSidebar(SIDEBAR_FILE, SIDEBAR_TITLE);
}

export function pairNextRound(): void {
  pairNextRoundIn(ports());
}

export function getSidebarState(): SidebarState {
  return sidebarState(ports());
}

export function savePairingSystem(systemId: string): SidebarState {
  return savePairingSystemIn(ports(), systemId);
}
