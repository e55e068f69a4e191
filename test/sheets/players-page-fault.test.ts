/**
 * Issue 31: the players' page is in the tournament's language even when the
 * add-on or the spreadsheet fails while reading it. Google would show a thrown
 * error as its own English error page; the players get the page that says the
 * pairings are being updated, in their language, and the fault goes to the
 * script's log (console.error) for whoever looks after the add-on. Through the
 * built dist/Code.js. The expected sentences are written out here.
 */
import { describe, expect, it } from 'vitest';
import type { FakeHtmlOutput } from '../support/apps-script/fake-html-service.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import {
  enterClubTournament,
  runMenu,
  type AddonUnderTest,
} from '../support/sheets/tournament-scenario.js';

const UPDATING = {
  es_ES: 'Los emparejamientos se están actualizando. Recargue la página en un minuto.',
  ru_RU: 'Жеребьёвка обновляется. Обновите страницу через минуту.',
} as const;

describe("the players' page when reading the workbook fails", () => {
  for (const [locale, updating] of Object.entries(UPDATING)) {
    it(`${locale}: the page says so in the language, and the fault is logged`, () => {
      const script = loadBuiltScript({ spreadsheetName: 'Club' });
      const addon: AddonUnderTest = { fake: script.fake, call: (name) => void script.call(name) };
      enterClubTournament(addon, 'Dutch 2025');
      script.fake.spreadsheet.locale = locale;
      expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
      const before = (script.call('doGet') as FakeHtmlOutput).getContent();
      expect(before).not.toContain(updating);

      // Every tab's cells fail to read from now on, as when Google's service is down.
      for (const tab of script.fake.spreadsheet.getSheets()) {
        tab.getRange = () => {
          throw new TypeError('Service Spreadsheets failed while accessing document');
        };
      }
      const page = (script.call('doGet') as FakeHtmlOutput).getContent();
      expect(page).toContain(`<p>${updating}</p>`);
      expect(page).not.toMatch(/TypeError|Service Spreadsheets/);
      const logged = script.fake.console.entries.filter((e) => e.level === 'error');
      expect(logged).toHaveLength(1);
      expect(String(logged[0]!.values[0])).toContain(
        'TypeError: Service Spreadsheets failed while accessing document',
      );
    });
  }
});
