/**
 * The built sidebar in the tournament's language (issue 31), in headless
 * Chromium at the 300-pixel width of a Sheets sidebar: Spanish from the
 * spreadsheet's locale, Russian from the Settings' Language row. Screenshots
 * go to /tmp/swiss-sidebar-es-*.png and /tmp/swiss-sidebar-ru-*.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, launchHeadless, type HeadlessBrowser } from '../support/browser/chromium.js';
import { connectSidebar } from '../support/browser/google-script-run.js';
import {
  loadBuiltScript,
  readBuilt,
  type LoadedScript,
} from '../support/apps-script/load-built-script.js';
import { enterClubTournament, sheet } from '../support/sheets/tournament-scenario.js';

const SIDEBAR_URL = 'https://sidebar.test/';
const SIDEBAR_WIDTH = 300;

describe.skipIf(!HAS_CHROMIUM)(
  'the sidebar in Spanish and Russian (needs /usr/bin/chromium)',
  () => {
    let browser: HeadlessBrowser;

    beforeAll(async () => {
      browser = await launchHeadless({ width: SIDEBAR_WIDTH, height: 760 });
    });

    afterAll(async () => {
      await browser?.close();
    });

    async function openSidebar(script: LoadedScript) {
      const page: Page = await browser.context.newPage();
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await connectSidebar(page, script);
      await page.route(SIDEBAR_URL, (route) =>
        route.fulfill({ contentType: 'text/html', body: readBuilt('Sidebar.html') }),
      );
      await page.goto(SIDEBAR_URL);
      await page.locator('#status:text-is("")').waitFor();
      return { page, pageErrors };
    }

    async function expectFitsWidth(page: Page) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        SIDEBAR_WIDTH,
      );
    }

    const text = (page: Page, selector: string) => page.locator(selector).first().textContent();

    it("speaks Spanish in a spreadsheet whose locale is Spain's", async () => {
      const script = loadBuiltScript({ spreadsheetName: 'Club' });
      script.fake.spreadsheet.locale = 'es_ES';
      const { page, pageErrors } = await openSidebar(script);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await text(page, '#setup')).toBe('Crear las pestañas del torneo');
      await page.locator('#setup').click();
      await expect.poll(() => page.locator('#pair').isVisible()).toBe(true);
      expect(await text(page, '#pair')).toBe('Emparejar la siguiente ronda');
      expect(await text(page, '#undo')).toBe('Deshacer la última ronda');
      expect(await text(page, '#settings-panel summary')).toBe('Configuración');
      expect(await text(page, 'label[for="colour"]')).toBe(
        'Color del primer cabeza de serie en la ronda 1',
      );
      expect(await page.locator('#unrated').getAttribute('placeholder')).toBe('Ninguno');
      expect(await text(page, '#explain-panel summary')).toBe('Explicar la ronda');
      await page.locator('#settings-panel summary').click();
      expect(
        await page.locator('#tiebreak-list li .tiebreak-text').first().getAttribute('title'),
      ).toBe('BH/C1: Buchholz, corte 1');
      await page.getByRole('button', { name: 'Bajar BH/C1' }).click();
      expect(await text(page, '#tiebreak-note')).toBe(
        'BH/C1 bajado: pulse Guardar configuración para conservar el cambio.',
      );
      await expectFitsWidth(page);
      await page.screenshot({ path: '/tmp/swiss-sidebar-es-settings.png', fullPage: true });
      expect(pageErrors).toEqual([]);
      await page.close();
    });

    it("shows the points with the spreadsheet's decimal mark and takes back either mark", async () => {
      for (const [locale, draw] of [
        ['es_ES', '0,5'],
        ['de_DE', '0,5'],
        ['ru_RU', '0,5'],
        ['es_MX', '0.5'],
        ['en_GB', '0.5'],
      ] as const) {
        const script = loadBuiltScript({ spreadsheetName: 'Club' });
        script.fake.spreadsheet.locale = locale;
        const { page, pageErrors } = await openSidebar(script);
        await page.locator('#setup').click();
        await expect.poll(() => page.locator('#pair').isVisible()).toBe(true);
        await page.locator('#settings-panel summary').click();
        expect(await page.locator('#draw').inputValue(), locale).toBe(draw);
        expect(await page.locator('#win').inputValue(), locale).toBe('1');
        if (locale === 'de_DE')
          // Typed with either mark, kept as the number it is, shown again with the comma.
          for (const [typed, kept, shown] of [
            ['0.25', 0.25, '0,25'],
            ['0,75', 0.75, '0,75'],
          ] as const) {
            await page.locator('#draw').fill(typed);
            await page.locator('#save').click();
            await page.locator('#save:enabled').waitFor();
            await expect
              .poll(() => {
                const state = script.call('getSidebarState') as {
                  status: { settings: { draw: number } };
                };
                return state.status.settings.draw;
              })
              .toBe(kept);
            await expect.poll(() => page.locator('#draw').inputValue()).toBe(shown);
          }
        expect(pageErrors).toEqual([]);
        await page.close();
      }
    });

    it('speaks Russian once the Settings say Русский, with Russian plural forms', async () => {
      const script = loadBuiltScript({ spreadsheetName: 'Club' });
      const addon = { fake: script.fake, call: (name: string) => void script.call(name) };
      enterClubTournament(addon, 'Dutch 2025');
      const settings = sheet(addon, 'Settings');
      settings.getRange(settings.getLastRow() + 1, 1, 1, 2).setValues([['Language', 'Русский']]);
      const { page, pageErrors } = await openSidebar(script);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
      expect(await text(page, '#progress')).toBe('Не начат (7 туров) · 20 участников');
      expect(await text(page, '#pair')).toBe('Жеребьёвка следующего тура');
      expect(await text(page, '#trf-panel summary')).toBe('Файлы TRF');

      await page.locator('#pair').click();
      await expect.poll(() => text(page, '#progress')).toBe('Тур 1 из 7 · 20 участников');
      expect(await text(page, '#open-boards')).toBe(
        'Без результата: 10 досок (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)',
      );
      await expectFitsWidth(page);
      await page.screenshot({ path: '/tmp/swiss-sidebar-ru-round-1.png', fullPage: true });

      await page.locator('#settings-panel summary').click();
      await page.locator('#tiebreak-code').selectOption('BH');
      expect(await page.locator('#tiebreak-modifier option').allTextContents()).toEqual([
        'Без усечения и предела',
        'Усечение 1 (/C1)',
        'Усечение 2 (/C2)',
        'Медиана 1 (/M1)',
        'Медиана 2 (/M2)',
      ]);
      await page.locator('#tiebreak-code').selectOption('BH');
      await page.locator('#tiebreak-add').click();
      expect(await text(page, '#tiebreak-note')).toBe('BH уже в списке.');
      expect(await text(page, 'label[for="colour"]')).toBe('Цвет первого номера в 1-м туре');
      await expectFitsWidth(page);
      await page.screenshot({ path: '/tmp/swiss-sidebar-ru-settings.png', fullPage: true });
      expect(pageErrors).toEqual([]);
      await page.close();
    });
  },
);
