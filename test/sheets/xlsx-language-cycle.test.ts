/**
 * Issue 31, the .xlsx path: "the .xlsx written in one language read back
 * with npm start --lang another", and a switch mid-tournament loses nothing.
 * The example (examples/club.xlsx) played by npm start from round 5 to 7,
 * each run in the next language (es → de → ru → fr → pt → en → es), the
 * results typed in the workbook in the language it is in, a round undone
 * across a switch, gives the pairings and TRF of the same runs in English
 * and ends with the very workbook of the runs in Spanish throughout. A
 * Round tab deleted and remade by hand, and a Settings tab made by hand,
 * are read as the add-on's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureRunLocal } from '../support/sheets/local-run.js';

const EXAMPLE = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));

/** The words of each language an organiser types and sees, written out by hand. */
const WORDS = {
  en: { round: 'Round', forfeit: '1-0 forfeit', settings: 'Settings', players: 'Players' },
  es: {
    round: 'Ronda',
    forfeit: '1-0 incomparecencia',
    settings: 'Configuración',
    players: 'Jugadores',
  },
  de: { round: 'Runde', forfeit: '1-0 kampflos', settings: 'Einstellungen', players: 'Spieler' },
  ru: { round: 'Тур', forfeit: '1-0 неявка', settings: 'Настройки', players: 'Участники' },
  fr: { round: 'Ronde', forfeit: '1-0 forfait', settings: 'Paramètres', players: 'Joueurs' },
  pt: { round: 'Rodada', forfeit: '1-0 W.O.', settings: 'Configurações', players: 'Jogadores' },
} as const;
type Code = keyof typeof WORDS;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-xlsx-cycle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

class Workbook {
  constructor(private readonly file: string) {}

  async run(argv: string[]): Promise<string> {
    const { status, out, err } = await captureRunLocal(argv, {
      example: EXAMPLE,
      defaultFile: this.file,
    });
    expect(err).toBe('');
    expect(status).toBe(0);
    return out;
  }

  async open(): Promise<ExcelJS.Workbook> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(this.file);
    return book;
  }

  async save(book: ExcelJS.Workbook) {
    await book.xlsx.writeFile(this.file);
  }

  /** Types the results of round `n`, the tab in the language `code`: board 1 a forfeit, the others in turn. */
  async typeResults(n: number, code: Code) {
    const book = await this.open();
    const round = book.getWorksheet(`${WORDS[code].round} ${n}`);
    expect(round, `${WORDS[code].round} ${n}`).toBeDefined();
    round!.eachRow((row, r) => {
      if (typeof row.getCell(1).value !== 'number') return;
      row.getCell(6).value = r === 2 ? WORDS[code].forfeit : ['1-0', '½-½', '0-1'][r % 3]!;
    });
    await this.save(book);
  }

  /** Every sheet's name and values. */
  async contents(): Promise<{ name: string; values: unknown[][] }[]> {
    const book = await this.open();
    return book.worksheets.map((sheet) => {
      const values: unknown[][] = [];
      sheet.eachRow({ includeEmpty: true }, (row) => {
        values.push((row.values as unknown[]).slice(1).map((v) => v ?? ''));
      });
      // Rows left empty at the end hold nothing (a switch makes the Players' dropdowns again
      // down to row 1000, as ExcelJS keeps them: rows with a rule and no value).
      while (values.length > 0 && values.at(-1)!.every((v) => v === '')) values.pop();
      return { name: sheet.name, values };
    });
  }

  async games(n: number, code: Code): Promise<string[]> {
    const book = await this.open();
    const games: string[] = [];
    book.getWorksheet(`${WORDS[code].round} ${n}`)!.eachRow((row, r) => {
      if (r > 1 && row.getCell(2).value !== null)
        games.push(`${String(row.getCell(2).value)}-${String(row.getCell(7).value ?? '')}`);
    });
    return games;
  }
}

/**
 * Rounds 5 to 7 of the example by npm start, the runs in the languages
 * `codes` in turn (seven runs and an export), round 6 undone and paired again.
 */
async function play(book: Workbook, codes: readonly Code[]) {
  const [first, second, third, fourth, fifth, sixth, seventh] = codes as [
    Code,
    Code,
    Code,
    Code,
    Code,
    Code,
    Code,
  ];
  await book.run(['--fresh', '--lang', first]);
  await book.typeResults(5, first);
  await book.run(['--lang', second]);
  await book.run(['--undo', '--yes', '--lang', third]);
  await book.run(['--lang', fourth]);
  await book.typeResults(6, fourth);
  await book.run(['--lang', fifth]);
  await book.typeResults(7, fifth);
  await book.run(['--standings', '--lang', sixth]);
  const trf = join(dir, `${codes.join('')}.trf`);
  await book.run(['--standings', '--lang', seventh]);
  // An export leaves the file as it is (it saves nothing): the language is switched before.
  await book.run(['--export-trf', trf]);
  const games = [];
  for (const n of [5, 6, 7]) games.push(await book.games(n, seventh));
  return { games, trf: readFileSync(trf, 'utf8'), contents: await book.contents() };
}

describe('npm start: the example switched through the six languages, one run each', () => {
  it('es → de → ru → fr → pt → en → es: the English pairings and TRF, the Spanish workbook', async () => {
    const english = await play(new Workbook(join(dir, 'en.xlsx')), [
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
    const spanish = await play(new Workbook(join(dir, 'es.xlsx')), [
      'es',
      'es',
      'es',
      'es',
      'es',
      'es',
      'es',
    ]);
    const cycled = await play(new Workbook(join(dir, 'cycle.xlsx')), [
      'es',
      'de',
      'ru',
      'fr',
      'pt',
      'en',
      'es',
    ]);
    expect([...english.games[0]!].sort()).toEqual(
      ['1-20', '2-4', '8-19', '5-10', '11-13', '3-15', '17-6', '14-12', '18-16', '9-'].sort(),
    );
    expect(cycled.games).toEqual(english.games);
    expect(spanish.games).toEqual(english.games);
    expect(cycled.trf).toBe(english.trf);
    expect(cycled.contents).toEqual(spanish.contents);
  });
});

describe('npm start reads tabs made by hand as the add-on’s', () => {
  it('a Round tab deleted and remade by hand, a Settings tab made by hand in French', async () => {
    const book = new Workbook(join(dir, 'club.xlsx'));
    await book.run(['--fresh', '--lang', 'fr']);
    await book.typeResults(5, 'fr');
    const made = await book.open();
    // Ronde 5 copied into a new tab of the same name, the old one deleted.
    const old = made.getWorksheet('Ronde 5')!;
    const rows: unknown[][] = [];
    old.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    made.removeWorksheet(old.id);
    const settings = made.getWorksheet('Paramètres')!;
    const settingRows: unknown[][] = [];
    settings.eachRow((row) => settingRows.push((row.values as unknown[]).slice(1)));
    made.removeWorksheet(settings.id);
    const remade = made.addWorksheet('Ronde 5');
    rows.forEach((row, r) =>
      row.forEach(
        (value, c) => (remade.getCell(r + 1, c + 1).value = (value ?? null) as ExcelJS.CellValue),
      ),
    );
    // The Settings retyped by hand in a tab of the organiser's name, with the typographic apostrophe.
    const reglages = made.addWorksheet('Réglages');
    settingRows.forEach((row, r) =>
      row.forEach(
        (value, c) =>
          (reglages.getCell(r + 1, c + 1).value = (
            typeof value === 'string' ? value.replace("'", '’') : (value ?? null)
          ) as ExcelJS.CellValue),
      ),
    );
    await book.save(made);
    const said = await book.run(['--lang', 'fr']);
    expect(said).toContain('Ronde 6');
    const names = (await book.open()).worksheets.map((sheet) => sheet.name);
    expect(names.filter((name) => name.startsWith('Ronde 5'))).toEqual(['Ronde 5']);
    expect(names).toContain('Réglages');
    expect(names).not.toContain('Paramètres');
  });
});
