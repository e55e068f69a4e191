/**
 * The contract between the sidebar (browser) and the add-on (Apps Script
 * server): what the sidebar may call through google.script.run and what it
 * gets back. Values cross that boundary serialised, so only plain data here.
 */
import type { SystemId } from '../engine/systems/pairing-system.js';
import type * as ServerEntry from './apps-script-entry.js';

export interface SystemChoice {
  id: SystemId;
  name: string;
  /** False while the system is listed but not built yet. */
  available: boolean;
}

export interface SidebarState {
  spreadsheetName: string;
  systems: SystemChoice[];
  /** The system this spreadsheet pairs with (a document setting). */
  selectedSystem: SystemId;
}

export interface SidebarServer {
  getSidebarState(): SidebarState;
  /** `systemId` arrives unchecked from the browser. */
  savePairingSystem(systemId: string): SidebarState;
  pairNextRound(): void;
}

type Implements<Module extends Api, Api> = Module extends Api ? true : never;

/** Compile-time proof that the server entry offers every function the sidebar calls. */
export type ServerEntryImplementsSidebarServer = Implements<typeof ServerEntry, SidebarServer>;
