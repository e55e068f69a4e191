import type {
  AppsScriptServices,
  GasHtmlService,
  GasLockService,
  GasScriptApp,
  GasSession,
  GasSpreadsheetApp,
} from './services.js';

// Module-scoped declarations of the Apps Script globals, so that nothing else
// in the program can reach them by accident.
declare const SpreadsheetApp: GasSpreadsheetApp;
declare const HtmlService: GasHtmlService;
declare const LockService: GasLockService;
declare const ScriptApp: GasScriptApp;
declare const Session: GasSession;

/** The services of the Apps Script runtime the script is running in. */
export function runtimeServices(): AppsScriptServices {
  return { SpreadsheetApp, HtmlService, LockService, ScriptApp, Session };
}
