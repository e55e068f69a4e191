/**
 * ScriptApp as far as the add-on uses it: the web app's address, which
 * getService().getUrl() answers once the script is deployed as a web app
 * (null before).
 */
import type { GasScriptApp, GasService } from '../../../src/sheets/apps-script/services.js';

export const AuthMode = Object.freeze({
  NONE: 'NONE',
  CUSTOM_FUNCTION: 'CUSTOM_FUNCTION',
  LIMITED: 'LIMITED',
  FULL: 'FULL',
});

export class FakeScriptApp implements GasScriptApp {
  readonly AuthMode = AuthMode;
  /** The deployment's /exec address; null until a test deploys the web app. */
  webAppUrl: string | null = null;

  getService(): GasService {
    return { getUrl: () => this.webAppUrl };
  }
}

/** Session as far as the add-on uses it: the user's locale (Google account language). */
export class FakeSession {
  /** '' is what Apps Script answers when the locale cannot be had. */
  locale = 'en';

  getActiveUserLocale(): string {
    return this.locale;
  }
}
