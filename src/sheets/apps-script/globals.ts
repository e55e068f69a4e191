import type {
  AppsScriptServices,
  GasHtmlService,
  GasLockService,
  GasScriptApp,
  GasSpreadsheetApp,
} from './services.js';

// Module-scoped declarations of the Apps Script globals, so that nothing else
// in the program can reach them by accident.
declare const SpreadsheetApp: GasSpreadsheetApp;
declare const HtmlService: GasHtmlService;
declare const LockService: GasLockService;
declare const ScriptApp: GasScriptApp;

/** The services of the Apps Script runtime the script is running in. */
export function runtimeServices(): AppsScriptServices {
  return { SpreadsheetApp, HtmlService, LockService, ScriptApp };
}
