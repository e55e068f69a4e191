/**
 * Promise wrappers around google.script.run, one per server function. Each
 * call is spelled out as `google.script.run....name()` so that the bundle
 * test can find, in the built Sidebar.html, every server function the
 * sidebar calls.
 */
import type {
  ActionResult,
  SettingsInput,
  SidebarServer,
  SidebarState,
  TrfFile,
  UndoResult,
} from '../sheets/sidebar-api.js';

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

export function saveSettings(input: SettingsInput): Promise<ActionResult> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).saveSettings(input);
  });
}

export function setUpTournament(): Promise<ActionResult> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).setUpTournament();
  });
}

export function pairNextRound(): Promise<ActionResult> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).pairNextRound();
  });
}

export function undoLastRound(confirmed: boolean): Promise<UndoResult> {
  return new Promise((resolve, reject) => {
    google.script.run
      .withSuccessHandler(resolve)
      .withFailureHandler(reject)
      .undoLastRound(confirmed);
  });
}

export function refreshStandings(): Promise<ActionResult> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).refreshStandings();
  });
}

export function exportTrf(): Promise<TrfFile> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).exportTrf();
  });
}

export function importTrf(text: string): Promise<ActionResult> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).importTrf(text);
  });
}

export function explainRound(): Promise<string> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).explainRound();
  });
}

export function checkRound(): Promise<string> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).checkRound();
  });
}

export function whyNot(a: number, b: number): Promise<string> {
  return new Promise((resolve, reject) => {
    google.script.run.withSuccessHandler(resolve).withFailureHandler(reject).whyNot(a, b);
  });
}
