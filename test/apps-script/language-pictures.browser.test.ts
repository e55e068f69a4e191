/**
 * The guide's pictures of each language (docs/images/languages/ when
 * `node scripts/pictures.mjs` asks for them, else out/pictures/languages/), for a
 * speaker of it to read (issue 31: "screenshots of the sidebar and the
 * players' page in each language read by people who speak it"): the example
 * tournament (examples/club.trf) imported into the built Code.js over an
 * in-memory spreadsheet whose locale is the language's, round 5 paired from
 * the menu, then the sidebar (its width, all of it) and the players' page (a
 * phone's first screen, as the guide's picture) photographed in headless Chromium. One browser, one page
 * for each kind of picture. Needs Debian's chromium (/usr/bin/chromium).
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeHtmlOutput } from '../support/apps-script/index.js';
import {
  loadBuiltScript,
  readBuilt,
  type LoadedScript,
} from '../support/apps-script/load-built-script.js';
import { HAS_CHROMIUM, launchHeadless, type HeadlessBrowser } from '../support/browser/chromium.js';
import { connectSidebar } from '../support/browser/google-script-run.js';
import { pictureFolder } from '../support/browser/picture-folder.js';
import { runMenu } from '../support/sheets/tournament-scenario.js';

const EXAMPLE_TRF = fileURLToPath(new URL('../../examples/club.trf', import.meta.url));
const IMAGES = pictureFolder('languages/');
const SIDEBAR_URL = 'https://sidebar.test/';
/** As the guide's pictures: a few tens of kilobytes each. */
const MAX_BYTES = 80_000;
const SIDEBAR = { width: 300, height: 330 };
const PHONE = { width: 390, height: 560 };

/**
 * Each language with its spreadsheet's locale and words a speaker expects to
 * see, written out by hand: the sidebar's first button once paired, and the
 * players' page's heading of this round.
 */
const LANGUAGES = [
  { code: 'en', locale: 'en_GB', pair: 'Pair next round', pairings: 'Pairings, round 5' },
  {
    code: 'es',
    locale: 'es_ES',
    pair: 'Emparejar la siguiente ronda',
    pairings: 'Emparejamientos, ronda 5',
  },
  {
    code: 'pt',
    locale: 'pt_BR',
    pair: 'Emparceirar a próxima rodada',
    pairings: 'Emparceiramentos, rodada 5',
  },
  {
    code: 'fr',
    locale: 'fr_FR',
    pair: 'Apparier la ronde suivante',
    pairings: 'Appariements, ronde 5',
  },
  { code: 'de', locale: 'de_DE', pair: 'Nächste Runde auslosen', pairings: 'Paarungen, Runde 5' },
  {
    code: 'ru',
    locale: 'ru_RU',
    pair: 'Жеребьёвка следующего тура',
    pairings: 'Жеребьёвка, 5-й тур',
  },
] as const;

/** The example imported into a spreadsheet of `locale`, round 5 paired from the menu. */
function exampleIn(locale: string): LoadedScript {
  const script = loadBuiltScript({ spreadsheetName: 'Harbour Autumn Open 2026' });
  script.fake.spreadsheet.locale = locale;
  script.call('importTrf', readFileSync(EXAMPLE_TRF, 'utf8'));
  const addon = { fake: script.fake, call: (name: string) => void script.call(name) };
  expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
  return script;
}

/** The page's elements whose text is wider than they are: cut or overflowing. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      // A scrolling block, or a line cut on purpose with its whole text in a tooltip.
      .filter((element) => getComputedStyle(element).overflowX !== 'auto')
      .filter((element) => getComputedStyle(element).textOverflow !== 'ellipsis')
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}`),
  );
}

function save(path: string, picture: Buffer): void {
  writeFileSync(path, picture);
  expect(statSync(path).size).toBeLessThan(MAX_BYTES);
}

describe.skipIf(!HAS_CHROMIUM)('the pictures of each language, for its speakers', () => {
  let browser: HeadlessBrowser;
  let sidebar: Page;
  let phone: Page;
  /** The script the sidebar page talks to: each language's in turn. */
  let current: LoadedScript | null = null;

  beforeAll(async () => {
    browser = await launchHeadless(SIDEBAR);
    sidebar = await browser.context.newPage();
    await sidebar.setViewportSize(SIDEBAR);
    await connectSidebar(sidebar, {
      get fake() {
        return current!.fake;
      },
      get context() {
        return current!.context;
      },
      call: (name, ...args) => current!.call(name, ...args),
    });
    await sidebar.route(SIDEBAR_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: readBuilt('Sidebar.html') }),
    );
    phone = await browser.context.newPage();
    await phone.setViewportSize(PHONE);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  for (const language of LANGUAGES)
    it(`${language.code}: the sidebar and the players' page`, async () => {
      current = exampleIn(language.locale);

      await sidebar.goto(SIDEBAR_URL);
      await sidebar.locator('#status:text-is("")').waitFor();
      await expect
        .poll(() => sidebar.evaluate(() => document.documentElement.lang))
        .toBe(language.code);
      expect((await sidebar.locator('#pair').textContent())?.trim()).toBe(language.pair);
      expect(
        await sidebar.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(SIDEBAR.width);
      expect(await overflowing(sidebar)).toEqual([]);
      // The whole sidebar, its panels closed: every title a speaker reads first.
      save(`${IMAGES}sidebar-${language.code}.png`, await sidebar.screenshot({ fullPage: true }));
      // The Settings and Explain panels open: the settings, the tie-break editor, Why not?.
      await sidebar.evaluate(() => {
        for (const id of ['settings-panel', 'explain-panel'])
          document.getElementById(id)!.setAttribute('open', '');
      });
      expect(
        await sidebar.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(SIDEBAR.width);
      expect(await overflowing(sidebar)).toEqual([]);
      // From the Settings panel's title to the end of Explain: the top is the picture above.
      const top = (await sidebar.locator('#settings-panel').boundingBox())!;
      const end = (await sidebar.locator('#explain-panel').boundingBox())!;
      save(
        `${IMAGES}sidebar-open-${language.code}.png`,
        await sidebar.screenshot({
          fullPage: true,
          clip: { x: 0, y: top.y, width: SIDEBAR.width, height: end.y + end.height - top.y },
        }),
      );

      await phone.setContent((current.call('doGet') as FakeHtmlOutput).getContent());
      await expect.poll(() => phone.getByText(language.pairings).count()).toBeGreaterThan(0);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      save(`${IMAGES}players-page-${language.code}.png`, await phone.screenshot());
    });
});
