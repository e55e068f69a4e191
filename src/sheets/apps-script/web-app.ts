import type { WebApp } from '../ports.js';
import type { GasHtmlService, GasScriptApp } from './services.js';

export class AppsScriptWebApp implements WebApp {
  constructor(
    private readonly htmlService: GasHtmlService,
    private readonly scriptApp: GasScriptApp,
  ) {}

  page(html: string, title: string): unknown {
    // A web page's own viewport meta tag is ignored: Apps Script serves it inside its frame.
    return this.htmlService
      .createHtmlOutput(html)
      .setTitle(title)
      .addMetaTag('viewport', 'width=device-width, initial-scale=1');
  }

  url(): string | null {
    return this.scriptApp.getService().getUrl() || null;
  }
}
