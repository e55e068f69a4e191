/**
 * Export keeps the file (issue 30): a TRF file imported into the workbook
 * and exported again gives back every record the workbook does not own,
 * byte for byte (TRF-16 012-132, TRF-2026 192, the point system with the
 * pairing-allocated bye's value, comments, records unknown to the add-on),
 * the ranks as the file had them, and the system as declared; the
 * workbook's scores count the bye as the file does; export -> import ->
 * export is byte-stable; what the organiser changes is written anew.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureRunLocal } from '../support/sheets/local-run.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';

/** A TRF-16 player line, laid out column by column as TRF-16 says (the test's own layout). */
function playerLine(
  id: number,
  name: string,
  rating: number,
  points: string,
  rank: number,
  rounds: string[],
): string {
  const head =
    '001 ' +
    String(id).padStart(4) +
    ' m' +
    '   ' +
    ' ' +
    name.padEnd(33) +
    ' ' +
    String(rating).padStart(4) +
    ' ESP' +
    ' ' +
    String(1000 + id).padStart(11) +
    ' ' +
    '1980/01/01' +
    ' ' +
    points.padStart(4) +
    ' ' +
    String(rank).padStart(4) +
    '  ';
  return (
    head +
    rounds
      .map((r) => `${r}  `)
      .join('')
      .trimEnd()
  );
}

// A 2005 event as Swiss-Manager might have written it: a pairing-allocated bye worth ½ (BBU),
// ranks from its own tie-breaks (players 2 and 5 tie on 2, players 3 and 4 on ½).
const HEADER = [
  '012 Open de Prueba 2005',
  '022 Madrid',
  '032 ESP',
  '042 2005/07/01',
  '052 2005/07/03',
  '062 5',
  '072 5',
  '082 0',
  '092 Individual: Swiss-System',
  '102 Arbiter, Chief (12345678)',
  '112 Deputy, One',
  '122 90 min + 30 s',
  '132                                                                                        05/07/01  05/07/02  05/07/03',
  '192 FIDE_DUTCH_2017',
];
const PLAYERS = [
  playerLine(1, 'Alpha, Ana', 2100, '2.5', 1, ['   4 w 1', '   3 b 1', '   2 w =']),
  playerLine(2, 'Beta, Bea', 2000, '2.0', 3, ['   5 w =', '   4 b 1', '   1 b =']),
  playerLine(3, 'Gamma, Gil', 1900, '0.5', 5, ['0000 - U', '   1 w 0', '   5 b 0']),
  playerLine(4, 'Delta, Dan', 1800, '0.5', 4, ['   1 b 0', '   2 w 0', '0000 - U']),
  playerLine(5, 'Eps, Eva', 1700, '2.0', 2, ['   2 b =', '0000 - U', '   3 w 1']),
];
const TRAILER = [
  'XXR 3',
  'BBU 0.5',
  '### exported by a program the add-on does not know',
  'NAT 1 1234',
];
const FILE = [...HEADER, ...PLAYERS, ...TRAILER].map((line) => `${line}\r\n`).join('');

function addonOn(name: string) {
  const fake = createFakeAppsScript({ spreadsheetName: name });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem: () => simplePairingSystem([]),
    drawColour: () => 'w',
  });
  return { fake, addon };
}

function tab(fake: FakeAppsScript, name: string): unknown[][] {
  return fake.spreadsheet.getSheetByName(name)!.getDataRange().getValues();
}

const lines = (text: string) => text.split('\r\n').filter((line) => line !== '');
/** Columns 86-89 of each 001 line: the rank. */
const ranks = (text: string) =>
  lines(text)
    .filter((line) => line.startsWith('001'))
    .map((line) => [Number(line.slice(4, 8)), Number(line.slice(85, 89))]);

describe('Export TRF of an imported file', () => {
  it('gives back every record it does not own, byte for byte, and the file ranks', () => {
    const { addon } = addonOn('Keep');
    expect(addon.importTrf(FILE).message).toBe('Imported 5 players and 3 rounds.');
    const exported = addon.exportTrf().content;
    const out = lines(exported);
    for (const line of [...HEADER, ...TRAILER]) expect(out).toContain(line);
    expect(ranks(exported)).toEqual([
      [1, 1],
      [2, 3],
      [3, 5],
      [4, 4],
      [5, 2],
    ]);
    // Nothing the file lacked is added: no XXS, no 202/212 (042's date implies the tie-break edition).
    expect(out.filter((l) => /^(XXS|202|212|XXC|152)/.test(l))).toEqual([]);
    // The player lines are the workbook's: the points column counts the bye as ½.
    expect(out.filter((l) => l.startsWith('001')).map((l) => l.slice(80, 84))).toEqual([
      ' 2.5',
      ' 2.0',
      ' 0.5',
      ' 0.5',
      ' 2.0',
    ]);
  });

  it("counts the pairing-allocated bye as the file's ½ in the Standings", () => {
    const { fake, addon } = addonOn('Bye');
    addon.importTrf(FILE);
    addon.refreshStandings();
    const standings = tab(fake, 'Standings');
    const points = standings[0]!.findIndex((h) => h === 'Pts' || h === 'Points');
    const byNo = new Map(standings.slice(1).map((row) => [row[1], row[points]]));
    expect([...byNo].sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [1, 2.5],
      [2, 2],
      [3, 0.5],
      [4, 0.5],
      [5, 2],
    ]);
  });

  it('export -> import -> export is byte-stable', () => {
    const first = addonOn('First');
    first.addon.importTrf(FILE);
    const once = first.addon.exportTrf().content;
    const second = addonOn('Second');
    second.addon.importTrf(once);
    expect(second.addon.exportTrf().content).toBe(once);
  });

  it('writes anew what the organiser changed: the name (012), and the ranks once a result changes', () => {
    const { fake, addon } = addonOn('Changed');
    addon.importTrf(FILE);
    const settings = fake.spreadsheet.getSheetByName('Settings')!;
    const nameRow = tab(fake, 'Settings').findIndex(([label]) => label === 'Tournament') + 1;
    settings.getRange(nameRow, 2).setValue('Open 2005, corrected');
    // Round 3, board 1 (Alpha - Beta): the draw corrected to a win for Black.
    const round3 = fake.spreadsheet.getSheetByName('Round 3')!;
    const resultColumn = tab(fake, 'Round 3')[0]!.indexOf('Result') + 1;
    round3.getRange(2, resultColumn).setValue('0-1');
    const out = lines(addon.exportTrf().content);
    expect(out).toContain('012 Open 2005, corrected');
    expect(out).not.toContain('012 Open de Prueba 2005');
    for (const line of [...HEADER.slice(1), ...TRAILER]) expect(out).toContain(line);
    // Beta now leads alone with 2½ points: ranked 1 where the file said 3.
    expect(ranks(out.join('\r\n')).find(([id]) => id === 2)).toEqual([2, 1]);
    expect(out.find((l) => l.startsWith('001    2'))!.slice(80, 84)).toBe(' 2.5');
  });
});

describe('Export TRF of an imported file after a late entry', () => {
  it("writes the file's player counts (062, 072) anew, in their place, and leaves the rest", () => {
    const { fake, addon } = addonOn('Late');
    addon.importTrf(FILE);
    const players = fake.spreadsheet.getSheetByName('Players')!;
    const header = tab(fake, 'Players')[0]!;
    const row = tab(fake, 'Players').length + 1;
    players.getRange(row, header.indexOf('Name') + 1).setValue('Zeta, Zoe');
    // Unrated: 062 counts her, 072 does not.
    const out = lines(addon.exportTrf().content);
    expect(out.slice(0, 8)).toEqual([
      '012 Open de Prueba 2005',
      '022 Madrid',
      '032 ESP',
      '042 2005/07/01',
      '052 2005/07/03',
      '062 6',
      '072 5',
      '082 0',
    ]);
    players.getRange(row, header.indexOf('Rating') + 1).setValue(1650);
    expect(lines(addon.exportTrf().content)).toContain('072 6');
  });
});

describe('npm start on an .xlsx workbook: the same through the hidden tab of the file', () => {
  it('--import-trf then --export-trf keeps the records and ranks, and is byte-stable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keeps-file-'));
    const run = async (argv: string[]) => {
      const { status, said } = await captureRunLocal(argv, { example: '', defaultFile: '' });
      expect(status, said).toBe(0);
    };
    writeFileSync(join(dir, 'in.trf'), FILE);
    await run([join(dir, 'a.xlsx'), '--import-trf', join(dir, 'in.trf')]);
    await run([join(dir, 'a.xlsx'), '--export-trf', join(dir, 'a.trf')]);
    const once = readFileSync(join(dir, 'a.trf'), 'utf8');
    for (const line of [...HEADER, ...TRAILER]) expect(lines(once)).toContain(line);
    expect(ranks(once).find(([id]) => id === 2)).toEqual([2, 3]);
    await run([join(dir, 'b.xlsx'), '--import-trf', join(dir, 'a.trf')]);
    await run([join(dir, 'b.xlsx'), '--export-trf', join(dir, 'b.trf')]);
    expect(readFileSync(join(dir, 'b.trf'), 'utf8')).toBe(once);
  });
});

describe('Import TRF of a file with a rematch', () => {
  // Rounds 1 and 2 pair the same two boards: every pair meets twice (C.04.1 Art. 2 forbids it).
  const REMATCH = [
    '012 Rematch Open',
    'XXR 3',
    playerLine(1, 'Alpha, Ana', 2100, '1.5', 1, ['   2 w 1', '   2 b =']),
    playerLine(2, 'Beta, Bea', 2000, '0.5', 4, ['   1 b 0', '   1 w =']),
    playerLine(3, 'Gamma, Gil', 1900, '1.0', 2, ['   4 w =', '   4 b =']),
    playerLine(4, 'Delta, Dan', 1800, '1.0', 3, ['   3 b =', '   3 w =']),
  ]
    .map((line) => `${line}\r\n`)
    .join('');

  it('warns naming the players and rounds, and the workbook reads on', () => {
    const { addon } = addonOn('Rematch');
    const message = addon.importTrf(REMATCH).message;
    expect(message).toContain('Imported 4 players and 2 rounds.');
    expect(message).toContain(
      'No. 1 Alpha, Ana and No. 2 Beta, Bea (Round 1 and Round 2); No. 3 Gamma, Gil and No. 4 Delta, Dan (Round 1 and Round 2)',
    );
    // Not refused at the next reading ("already played each other"): the Standings are refreshed.
    expect(addon.refreshStandings().message).not.toMatch(/already played/);
  });
});
