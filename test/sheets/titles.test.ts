/**
 * The Title column (issue 30). TRF-16, record 001, columns 11-13: "Title:
 * GM, IM, WGM, FM, WIM, CM, WFM, WCM"; C.04.2 2.2.2: "FIDE title in the
 * order GM, IM, WGM, FM, WIM, CM, WFM, WCM, no title". Other programs write
 * FIDE's rating-list forms (g, m, f, ...), read as the titles they stand
 * for; national titles and categories (1N, NC, Italy's M) are kept as
 * written, never stop a pairing and order as no title.
 */
import { describe, expect, it } from 'vitest';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { compareInitialOrder } from '../../src/sheets/workbook/initial-order.js';
import { fideTitleOf, shownTitle } from '../../src/sheets/workbook/titles.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';

describe('fideTitleOf', () => {
  it.each([
    ['GM', 'GM'],
    ['gm', 'GM'],
    ['g', 'GM'],
    ['IGM', 'GM'],
    ['m', 'IM'],
    ['i', 'IM'],
    ['wg', 'WGM'],
    ['f', 'FM'],
    ['wm', 'WIM'],
    ['c', 'CM'],
    ['wf', 'WFM'],
    ['wc', 'WCM'],
    [' WCM ', 'WCM'],
  ])('"%s" is %s', (written, title) => expect(fideTitleOf(written)).toBe(title));

  it.each(['1N', '2N', 'NC', 'M', 'C', 'F', 'Dr', 'w', ''])(
    '"%s" is no FIDE title, and is shown as written',
    (written) => {
      expect(fideTitleOf(written)).toBeNull();
      expect(shownTitle(written)).toBe(written);
    },
  );
});

describe('the initial order (C.04.2 2.2.2) on equal ratings', () => {
  const entrant = (name: string, title: string) => ({ name, title, rating: 2000 });
  it('puts a FIDE title, in any written form, before a national one, which ranks as none', () => {
    const order = [
      entrant('Aa', '1N'),
      entrant('Bb', ''),
      entrant('Cc', 'f'),
      entrant('Dd', 'g'),
      entrant('Ee', 'M'),
    ].sort(compareInitialOrder);
    expect(order.map((e) => e.name)).toEqual(['Dd', 'Cc', 'Aa', 'Bb', 'Ee']);
  });
});

describe('Import TRF and pairing with national titles', () => {
  const line = (id: number, title: string, name: string, rating: number) =>
    `001 ${String(id).padStart(4)} m${title.padStart(3)} ${name.padEnd(33)} ${rating} ITA`;
  const FILE = [
    '012 Torneo',
    'XXR 5',
    line(1, 'g', 'Primo, Piero', 2500),
    line(2, '1N', 'Secondo, Sandro', 1900),
    line(3, 'NC', 'Terzo, Tino', 1500),
    line(4, 'M', 'Quarto, Quinto', 2100),
  ]
    .map((l) => `${l}\r\n`)
    .join('');

  it('keeps them in the Players tab as written, reads "g" as GM, and pairs round 1', () => {
    const fake = createFakeAppsScript({ spreadsheetName: 'Titles' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), {
      getSystem: () => simplePairingSystem([]),
      drawColour: () => 'w',
    });
    expect(addon.importTrf(FILE).message).toBe('Imported 4 players and 0 rounds.');
    const players = fake.spreadsheet.getSheetByName('Players')!.getDataRange().getValues();
    const title = players[0]!.indexOf('Title');
    expect(players.slice(1).map((row) => row[title])).toEqual(['GM', '1N', 'NC', 'M']);
    const paired = addon.pairNextRound();
    expect(paired.message).toMatch(/Round 1 paired/);
    expect(addon.exportTrf().content).toMatch(/^001 {4}2 m 1N Secondo, Sandro/m);
  });
});
