/**
 * Issue 31: the engine's refusals reach the organiser in the tournament's
 * language, naming the line of the TRF file as the command line does in
 * English. Each bad file is imported through the add-on in the in-memory
 * spreadsheet, in process and through the built dist/Code.js, with the
 * spreadsheet's locale set to Spanish or German; the expected sentences are
 * written out here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { defaultPairingDeps } from '../../src/sheets/use-cases/pairing-deps.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';

const CLUB_TRF = readFileSync(
  fileURLToPath(new URL('../fixtures/club-15/club.trf', import.meta.url)),
  'utf8',
);

/** Player 1's round 2 colour (line 2, column 107) written "x". */
const BAD_COLOUR = CLUB_TRF.replace('4.0    2     8 b 1     4 w 1', '4.0    2     8 b 1     4 x 1');
/** Player 2's rating (line 3, columns 49-52) written "23x3". */
const BAD_RATING = CLUB_TRF.replace(
  'Player0002               2313',
  'Player0002               23x3',
);

const CASES = [
  {
    name: 'a colour that is not w, b or -',
    trf: BAD_COLOUR,
    es: 'No se puede importar el archivo TRF: línea 2, columna 107: ronda 2: el color debe ser w, b, - o un espacio; hay «x»',
    de: 'Die TRF-Datei kann nicht importiert werden: Zeile 2, Spalte 107: Runde 2: als Farbe wird w, b, - oder ein Leerzeichen erwartet, gefunden: „x“',
  },
  {
    name: 'a rating that is not digits',
    trf: BAD_RATING,
    es: 'No se puede importar el archivo TRF: línea 3, columnas 49-52: el campo «Elo» debe contener cifras; contiene «23x3»',
    de: 'Die TRF-Datei kann nicht importiert werden: Zeile 3, Spalten 49-52: im Feld „Elo-Zahl“ werden Ziffern erwartet, gefunden: „23x3“',
  },
];

const LOCALES = { es: 'es_ES', de: 'de_DE' } as const;

function thrown(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    // An error of the built script comes from its own realm: not `instanceof Error` here.
    return String((error as { message?: unknown }).message);
  }
  throw new Error('nothing was refused');
}

describe('a bad TRF file imported in the organiser’s language', () => {
  for (const c of CASES) {
    for (const code of ['es', 'de'] as const) {
      it(`in process, ${code}: ${c.name}`, () => {
        const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
        fake.spreadsheet.locale = LOCALES[code];
        const addon = addonFunctions(() => appsScriptPorts(fake.services), defaultPairingDeps);
        expect(thrown(() => addon.importTrf(c.trf))).toBe(c[code]);
        expect(fake.spreadsheet.getSheets().map((sheet) => sheet.getName())).toHaveLength(1);
      });

      it(`through dist/Code.js, ${code}: ${c.name}`, () => {
        const script = loadBuiltScript({ spreadsheetName: 'Club' });
        script.fake.spreadsheet.locale = LOCALES[code];
        expect(thrown(() => script.call('importTrf', c.trf))).toBe(c[code]);
      });
    }
  }
});

/** Four players who have all met, with five rounds: round 4 has no valid pairing. */
const ALL_MET = [
  '012 All met',
  '001    1      Alpha                             2000                             1.5    1     2 w 1     3 b 0     4 w =',
  '001    2      Beta                              1990                             1.5    2     1 b 0     4 w 1     3 b =',
  '001    3      Gamma                             1980                             2.0    3     4 b =     1 w 1     2 w =',
  '001    4      Delta                             1970                             1.0    4     3 w =     2 b 0     1 b =',
  'XXR 5',
  '',
].join('\n');

const NO_PAIRING = {
  es: 'No existe ningún emparejamiento válido para la ronda 4 (ronda 4: ningún emparejamiento cumple los criterios absolutos ([C1]-[C3]) para los 4 jugadores). No se cambió nada.',
  de: 'Für Runde 4 gibt es keine gültige Paarung (Runde 4: keine Paarung erfüllt die absoluten Kriterien ([C1]-[C3]) für alle 4 Spieler). Nichts wurde geändert.',
};

describe('a round with no valid pairing, said in the organiser’s language', () => {
  for (const code of ['es', 'de'] as const) {
    it(`in process, ${code}`, () => {
      const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
      fake.spreadsheet.locale = LOCALES[code];
      const addon = addonFunctions(() => appsScriptPorts(fake.services), defaultPairingDeps);
      addon.importTrf(ALL_MET);
      expect(thrown(() => addon.pairNextRound())).toBe(NO_PAIRING[code]);
    });

    it(`through dist/Code.js, ${code}`, () => {
      const script = loadBuiltScript({ spreadsheetName: 'Club' });
      script.fake.spreadsheet.locale = LOCALES[code];
      script.call('importTrf', ALL_MET);
      expect(thrown(() => script.call('pairNextRound'))).toBe(NO_PAIRING[code]);
    });
  }
});
