/**
 * The contract between the sidebar (browser) and the add-on (Apps Script
 * server): what the sidebar may call through google.script.run and what it
 * gets back. Values cross that boundary serialised, so only plain data here.
 */
import { type SystemId } from '../../engine/systems/registry.js';
import type { TrfFile } from '../use-cases/export-trf.js';
import type { SettingsInput } from '../use-cases/save-settings.js';
import type { TournamentStatus } from '../use-cases/tournament-status.js';

export type { SettingsInput, TournamentStatus, TrfFile };

/** A system the sidebar offers; its words are the catalogue's (src/sidebar/named-things.ts), by its id. */
export interface SystemChoice {
  id: SystemId;
  /** False while the system is listed but not built yet. */
  available: boolean;
  /** 2 for two-game matches (Double-Swiss): the sidebar then offers game or match points. */
  gamesPerRound: 1 | 2;
  /** Its rounds come from a table made before round 1 (a round robin): the sidebar offers its schedule. */
  tableMade: boolean;
}

export interface SidebarState {
  spreadsheetName: string;
  /** The tournament's language (its code, `es`), as the tabs and the menu speak it: the sidebar's words follow. */
  language: string;
  /** The spreadsheet's locale (`es-MX`), in which the sidebar writes its numbers (0,5). */
  locale: string;
  /** The players' page once the script is deployed as a web app; null before. */
  playersPageUrl: string | null;
  status: TournamentStatus;
  systems: SystemChoice[];
}

export interface ActionResult {
  message: string;
  state: SidebarState;
}

export interface UndoResult extends ActionResult {
  /** Set when nothing was undone because the round has results: ask, then call again confirmed. */
  question: string | null;
}

export interface SidebarServer {
  getSidebarState(): SidebarState;
  saveSettings(input: SettingsInput): ActionResult;
  setUpTournament(): ActionResult;
  pairNextRound(): ActionResult;
  undoLastRound(confirmed: boolean): UndoResult;
  refreshStandings(): ActionResult;
  writeSchedule(): ActionResult;
  /** Read-only answers about the last round, as text: nothing to re-render. */
  explainRound(): string;
  checkRound(): string;
  whyNot(a: number, b: number): string;
  exportTrf(): TrfFile;
  /** `text` is the file's content, decoded by the browser. */
  importTrf(text: string): ActionResult;
  /** Opens the print page of `choice` ('pairings', ..., 'all') on `paper` ('a4', 'letter') in a dialog. */
  showPrintDialog(choice: string, paper: string): void;
}
