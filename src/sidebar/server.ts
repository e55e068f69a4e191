/**
 * The sidebar's one way to call the add-on: a promise around
 * google.script.run for any function of the server contract. The bundle test
 * finds every function the sidebar calls by the names passed to `callServer`.
 */
import type { SidebarServer } from '../sheets/addon/sidebar-api.js';

type ServerCalls = {
  [Name in keyof SidebarServer]: (...args: Parameters<SidebarServer[Name]>) => void;
};

interface ScriptRun extends ServerCalls {
  withSuccessHandler(handler: (value: never) => void): ScriptRun;
  withFailureHandler(handler: (error: Error) => void): ScriptRun;
}

// Provided by the page Apps Script serves the sidebar in.
declare const google: { script: { run: ScriptRun } };

export function callServer<Name extends keyof SidebarServer>(
  name: Name,
  ...args: Parameters<SidebarServer[Name]>
): Promise<ReturnType<SidebarServer[Name]>> {
  return new Promise((resolve, reject) => {
    const run = google.script.run.withSuccessHandler(resolve).withFailureHandler(reject);
    (run[name] as (...values: typeof args) => void)(...args);
  });
}
