/**
 * The functions Apps Script calls by name: simple triggers, menu items and
 * the sidebar's google.script.run calls. scripts/build.mjs makes every export
 * of this module a top-level function of dist/Code.js, so export only those.
 */
import { addonFunctions } from './addon-functions.js';
import { appsScriptPorts } from '../apps-script/addon-ports.js';
import { runtimeServices } from '../apps-script/globals.js';
import type { MenuFunctionName } from './menu.js';
import type { PrintParts } from './print-dialog.js';
import type {
  ActionResult,
  SettingsInput,
  SidebarServer,
  SidebarState,
  TrfFile,
  UndoResult,
} from './sidebar-api.js';
import { defaultPairingDeps } from '../use-cases/pairing-deps.js';

// The services are looked up on each call: loading the script must touch nothing.
const addon = addonFunctions(() => appsScriptPorts(runtimeServices()), defaultPairingDeps);

export function onOpen(_event?: unknown): void {
  addon.onOpen();
}

/** Runs once when the add-on is installed, while the spreadsheet is already open. */
export function onInstall(_event?: unknown): void {
  addon.onOpen();
}

/** The players' page, served when the script is deployed as a web app (docs/organisers-guide.md). */
export function doGet(_event?: unknown): unknown {
  return addon.doGet();
}

export function showSidebar(): void {
  addon.showSidebar();
}

export function menuPairNextRound(): void {
  addon.menuPairNextRound();
}

export function menuUndoLastRound(): void {
  addon.menuUndoLastRound();
}

export function menuCheckRound(): void {
  addon.menuCheckRound();
}

export function menuExplainRound(): void {
  addon.menuExplainRound();
}

export function menuRefreshStandings(): void {
  addon.menuRefreshStandings();
}

export function menuSetUpTournament(): void {
  addon.menuSetUpTournament();
}

export function menuPrint(): void {
  addon.menuPrint();
}

export function showPrintDialog(choice: unknown, paper: unknown): void {
  addon.showPrintDialog(choice, paper);
}

export function printPage(choice: unknown, paper: unknown): PrintParts {
  return addon.printPage(choice, paper);
}

export function getSidebarState(): SidebarState {
  return addon.getSidebarState();
}

export function saveSettings(input: SettingsInput): ActionResult {
  return addon.saveSettings(input);
}

export function explainRound(): string {
  return addon.explainRound();
}

export function checkRound(): string {
  return addon.checkRound();
}

export function whyNot(a: number, b: number): string {
  return addon.whyNot(a, b);
}

export function setUpTournament(): ActionResult {
  return addon.setUpTournament();
}

export function pairNextRound(): ActionResult {
  return addon.pairNextRound();
}

export function undoLastRound(confirmed: boolean): UndoResult {
  return addon.undoLastRound(confirmed);
}

export function refreshStandings(): ActionResult {
  return addon.refreshStandings();
}

export function writeSchedule(): ActionResult {
  return addon.writeSchedule();
}

export function menuWriteSchedule(): void {
  addon.menuWriteSchedule();
}

export function exportTrf(): TrfFile {
  return addon.exportTrf();
}

export function importTrf(text: string): ActionResult {
  return addon.importTrf(text);
}

/**
 * Compile-time proof that this entry exports every function a menu item or
 * the sidebar calls by name (a missing one fails only at run time in Sheets).
 */
void ({
  getSidebarState,
  saveSettings,
  explainRound,
  checkRound,
  whyNot,
  setUpTournament,
  pairNextRound,
  undoLastRound,
  refreshStandings,
  writeSchedule,
  exportTrf,
  importTrf,
  showSidebar,
  menuPairNextRound,
  menuUndoLastRound,
  menuCheckRound,
  menuExplainRound,
  menuRefreshStandings,
  menuWriteSchedule,
  menuSetUpTournament,
  menuPrint,
  showPrintDialog,
} satisfies SidebarServer & Record<MenuFunctionName, () => void>);
