/**
 * A simulated Apps Script project bound to one spreadsheet: the global
 * services a script sees, over one in-memory workbook, plus handles to
 * inspect what the script did.
 */
import type { AppsScriptServices } from '../../../src/sheets/apps-script/services.js';
import { FakeHtmlService } from './fake-html-service.js';
import { FakeLockService } from './fake-lock-service.js';
import { FakeConsole, FakeLogger } from './fake-logging.js';
import { FakePropertiesService } from './fake-properties-service.js';
import { FakeSpreadsheet, FakeSpreadsheetApp } from './fake-spreadsheet.js';
import { FakeScriptApp, FakeSession } from './fake-script-app.js';
import { FakeUi } from './fake-ui.js';

export * from './fake-html-service.js';
export * from './fake-lock-service.js';
export * from './fake-logging.js';
export * from './fake-properties-service.js';
export * from './fake-spreadsheet.js';
export * from './fake-script-app.js';
export * from './fake-ui.js';

export interface FakeAppsScriptOptions {
  spreadsheetName?: string;
  /** The project's HTML files by name (without .html). */
  htmlFiles?: Readonly<Record<string, string>>;
}

export interface FakeAppsScript {
  spreadsheet: FakeSpreadsheet;
  ui: FakeUi;
  SpreadsheetApp: FakeSpreadsheetApp;
  HtmlService: FakeHtmlService;
  LockService: FakeLockService;
  ScriptApp: FakeScriptApp;
  Session: FakeSession;
  PropertiesService: FakePropertiesService;
  Logger: FakeLogger;
  console: FakeConsole;
  /** The services for code that takes them as an argument (appsScriptPorts). */
  services: AppsScriptServices;
  /** The global names a script sees, for a node:vm context. */
  globals(): Record<string, unknown>;
}

export function createFakeAppsScript(options: FakeAppsScriptOptions = {}): FakeAppsScript {
  const spreadsheet = new FakeSpreadsheet(options.spreadsheetName);
  const ui = new FakeUi();
  const SpreadsheetApp = new FakeSpreadsheetApp(spreadsheet, ui);
  const HtmlService = new FakeHtmlService(options.htmlFiles);
  const LockService = new FakeLockService();
  const ScriptApp = new FakeScriptApp();
  const Session = new FakeSession();
  const PropertiesService = new FakePropertiesService();
  const Logger = new FakeLogger();
  const console = new FakeConsole();
  return {
    spreadsheet,
    ui,
    SpreadsheetApp,
    HtmlService,
    LockService,
    ScriptApp,
    Session,
    PropertiesService,
    Logger,
    console,
    services: { SpreadsheetApp, HtmlService, LockService, ScriptApp, Session },
    globals: () => ({
      SpreadsheetApp,
      HtmlService,
      LockService,
      PropertiesService,
      Logger,
      console,
      ScriptApp,
      Session,
    }),
  };
}
