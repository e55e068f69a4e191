/**
 * Issue 31: every error the organiser can meet is said in the tournament's
 * language. A fault of the add-on itself (an engine bug, a spreadsheet call
 * that fails) is said as such, "something went wrong inside the add-on …
 * please send this file", in the language, with the English technical detail
 * kept for the report, never as a bare English message; an engine refusal
 * no use case framed is said in the language too. Tried in the add-on (in
 * process and through the built dist/Code.js) and in npm start's run. The
 * expected sentences are written out here, not taken from the catalogue.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PairingSystem } from '../../src/engine/systems/pairing-system.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { said } from '../../src/messages/index.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import {
  enterClubTournament,
  runMenu,
  type AddonUnderTest,
} from '../support/sheets/tournament-scenario.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));

/** The Dutch system with a bug: its pairing throws as an engine fault would. */
function brokenSystem(fault: () => never): PairingSystem {
  return { ...getSystem('dutch'), pair: fault };
}

/** The add-on in process over the in-memory workbook "Club", pairing with `system`. */
function addonPairingWith(system: PairingSystem) {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const functions = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem: () => system,
    drawColour: () => 'w',
  });
  const addon: AddonUnderTest = {
    fake,
    call: (name) => (functions as unknown as Record<string, () => void>)[name]!(),
  };
  return { fake, functions, addon };
}

const ENGINE_BUG = () => {
  throw new Error('internal: a chosen MDP lost its opponent');
};

/** The first sentence of each language's report of a fault, and of its request. */
const SAID = {
  es: {
    locale: 'es_ES',
    opens: 'Algo ha fallado dentro del complemento (',
    asks: 'Envíe este archivo y este mensaje a quien se encarga del complemento.',
  },
  de: {
    locale: 'de_DE',
    opens: 'Im Add-on ist etwas schiefgegangen (',
    asks: 'Bitte senden Sie diese Datei und diese Meldung an die Person, die das Add-on für Sie betreut.',
  },
  ru: {
    locale: 'ru_RU',
    opens: 'Внутри дополнения что-то пошло не так (',
    asks: 'Пожалуйста, отправьте этот файл и это сообщение тому, кто обслуживает для вас дополнение.',
  },
} as const;

/** The club tournament typed in English, then opened where the spreadsheet's locale is `locale`. */
function clubIn(addon: AddonUnderTest, locale: string): void {
  enterClubTournament(addon, 'Dutch 2025');
  addon.fake.spreadsheet.locale = locale;
}

describe('a fault of the add-on, said in the language with its English detail', () => {
  for (const [code, words] of Object.entries(SAID)) {
    it(`in process, ${code}: an engine bug while pairing`, () => {
      const { fake, addon } = addonPairingWith(brokenSystem(ENGINE_BUG));
      clubIn(addon, words.locale);
      const tabs = fake.spreadsheet.getSheets().map((tab) => tab.getName());
      const alert = runMenu(addon, 'menuPairNextRound');
      expect(alert).not.toBeNull();
      expect(alert!.startsWith(words.opens)).toBe(true);
      expect(alert).toContain('Error: internal: a chosen MDP lost its opponent, at ');
      expect(alert!.endsWith(words.asks)).toBe(true);
      // Nothing was written: no Round tab.
      expect(fake.spreadsheet.getSheets().map((tab) => tab.getName())).toEqual(tabs);
    });

    it(`through dist/Code.js, ${code}: a spreadsheet call that fails`, () => {
      const script = loadBuiltScript({ spreadsheetName: 'Club' });
      const addon: AddonUnderTest = { fake: script.fake, call: (name) => void script.call(name) };
      clubIn(addon, words.locale);
      script.fake.spreadsheet.insertSheet = () => {
        throw new TypeError('Service Spreadsheets failed while accessing document');
      };
      const alert = runMenu(addon, 'menuPairNextRound');
      expect(alert).not.toBeNull();
      expect(alert!.startsWith(words.opens)).toBe(true);
      expect(alert).toContain('TypeError: Service Spreadsheets failed while accessing document');
      expect(alert!.endsWith(words.asks)).toBe(true);
    });
  }

  it('in process, the sidebar: the same fault is thrown to the sidebar said in the language', () => {
    const { functions, addon } = addonPairingWith(brokenSystem(ENGINE_BUG));
    clubIn(addon, 'ru_RU');
    expect(() => functions.pairNextRound()).toThrow(
      /^Внутри дополнения что-то пошло не так \(Error: internal: a chosen MDP lost its opponent, at .+\)\. Пожалуйста, отправьте этот файл/,
    );
  });

  it('in process: an engine refusal no use case framed is said in the language', () => {
    const refusing = () => {
      // A refusal of a kind Pair next round does not frame (it frames NoValidPairingError).
      throw Object.assign(new RangeError('no pairing'), {
        refusal: said('engine.noPairing.teamsMeetAgain', { round: 1 }),
      });
    };
    const { addon } = addonPairingWith(brokenSystem(refusing));
    clubIn(addon, 'de_DE');
    expect(runMenu(addon, 'menuPairNextRound')).toBe(
      'Runde 1: die Mannschaften lassen sich nicht alle paaren, ohne dass sich welche erneut begegnen (C.04.6 [C1], [C3])',
    );
  });
});

/** Each language's refusal of a tournament name on two lines, as Export TRF says it. */
const LINE_BREAK = {
  es_ES:
    'no se puede escribir el TRF: el registro 012 («Club\nchampionship») contiene un salto de línea, que una línea TRF no admite: escriba el texto en una sola línea',
  de_DE:
    'TRF kann nicht geschrieben werden: Datensatz 012 („Club\nchampionship“) enthält einen Zeilenumbruch, den eine TRF-Zeile nicht aufnehmen kann: den Text in eine Zeile schreiben',
  ru_RU:
    'нельзя записать TRF: запись 012 («Club\nchampionship») содержит перенос строки, а строка TRF его не допускает: напишите текст в одну строку',
} as const;

describe('Export TRF of a tournament name typed on two lines', () => {
  for (const [locale, expected] of Object.entries(LINE_BREAK)) {
    it(`through dist/Code.js, ${locale}: refused in the language, naming the text`, () => {
      const script = loadBuiltScript({ spreadsheetName: 'Club' });
      const addon: AddonUnderTest = { fake: script.fake, call: (name) => void script.call(name) };
      enterClubTournament(addon, 'Dutch 2025');
      const settings = script.fake.spreadsheet.getSheetByName('Settings')!;
      const labels = settings
        .getRange(1, 1, 10, 1)
        .getValues()
        .map(([v]) => v);
      settings.getRange(labels.indexOf('Tournament') + 1, 2).setValue('Club\nchampionship');
      script.fake.spreadsheet.locale = locale;
      let message: unknown = null;
      try {
        script.call('exportTrf');
      } catch (error) {
        // An error of the built script comes from its own realm: not `instanceof Error` here.
        message = (error as { message?: unknown }).message;
      }
      expect(message).toBe(expected);
    });
  }
});

describe('npm start: a fault said in the workbook’s language', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'swiss-faults-language-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  for (const [code, words] of Object.entries(SAID)) {
    it(`${code}: an engine bug while pairing the example`, async () => {
      const file = join(dir, 'club.xlsx');
      copyFileSync(EXAMPLE_XLSX, file);
      const { status, errs } = await captureRunLocal(
        [file, '--lang', code],
        { example: 'examples/club.xlsx', defaultFile: file },
        {},
        { getSystem: () => brokenSystem(ENGINE_BUG), drawColour: () => 'w' },
      );
      expect(status).not.toBe(0);
      const [first, ...rest] = errs;
      expect(first!.startsWith(words.opens)).toBe(true);
      expect(first).toContain('Error: internal: a chosen MDP lost its opponent, at ');
      expect(first!.endsWith(words.asks)).toBe(true);
      expect(rest.join('\n')).toContain(file);
    });
  }

  it('the computer refusing a file is said as that, naming the file, not as a fault of the add-on', async () => {
    const file = join(dir, 'club.xlsx');
    copyFileSync(EXAMPLE_XLSX, file);
    const { status, errs } = await captureRunLocal(
      [file, '--lang', 'de', '--export-trf', join(dir, 'no', 'such', 'club.trf')],
      { example: 'examples/club.xlsx', defaultFile: file },
    );
    expect(status).not.toBe(0);
    expect(errs[0]).toBe(
      `Der Computer hat dem Add-on das Lesen oder Schreiben einer Datei verweigert (ENOENT: no such file or directory, open '${join(dir, 'no', 'such', 'club.trf')}').`,
    );
  });
});
