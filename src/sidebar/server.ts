/**
 * Promise wrappers around google.script.run, one per server function. Each
 * call is spelled out as `google.script.run....name()` so that the bundle
 * test can find, in the built Sidebar.html, every server function the
 * sidebar calls.
 */
import type { SidebarServer, SidebarState } from '../sheets/sidebar-api.js';

type ServerCalls = {
  [Name in keyof SidebarServer]: (...args: Parameters<SidebarServer[Name]>) => void;
};

interface ScriptRun extends ServerCalls {
  withSuccessHandler(handler: (value: never) => void): ScriptRun;
  withFailureHandler(handler: (error: Error) => void): ScriptRun;
}

// Provided by the page Apps Script serves the sidebar in.
declare const google: { script: { run: ScriptRun } };

export function getSidebarState(): Promise<SidebarState> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).getSidebarState();
  });
}

export function savePairingSystem(systemId: string): Promise<SidebarState> {
  return new Promise((resolve, reject) => {
    google.script.run
      .withSuccessHandler(resolve)
      .withFailureHandler(reject)
      .savePairingSystem(systemId);
  });
}

export function pairNextRound(): Promise<void> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).pairNextRound();
  });
}
