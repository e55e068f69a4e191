import type { AddonPorts } from '../ports.js';
import { AppsScriptDocumentLock } from './document-lock.js';
import type { AppsScriptServices } from './services.js';
import { AppsScriptUserInterface } from './user-interface.js';
import { AppsScriptWebApp } from './web-app.js';
import { AppsScriptWorkbook } from './workbook.js';

/** The add-on's ports over the Apps Script services (the real ones, or test fakes). */
export function appsScriptPorts(services: AppsScriptServices): AddonPorts {
  const { SpreadsheetApp, HtmlService, LockService, ScriptApp, Session } = services;
  return {
    workbook: () => new AppsScriptWorkbook(SpreadsheetApp.getActiveSpreadsheet(), SpreadsheetApp),
    ui: () => new AppsScriptUserInterface(SpreadsheetApp.getUi(), SpreadsheetApp, HtmlService),
    lock: () => {
      // Apps Script returns null when the script is not bound to a document.
      const lock = LockService.getDocumentLock();
      if (lock === null) throw new Error('This add-on must run inside a spreadsheet.');
      return new AppsScriptDocumentLock(lock);
    },
    web: () => new AppsScriptWebApp(HtmlService, ScriptApp),
    userLocale: () => Session.getActiveUserLocale() || null,
  };
}
