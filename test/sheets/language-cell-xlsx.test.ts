/**
 * Issue 31 through `npm start` (the .xlsx path), as in Google Sheets
 * (language-cell.bundle.test.ts): the Settings' Language row typed by the
 * language's English name, another language's name or its own without
 * accents; a problem quoting a cell as typed («Нет», not "No"); a Language
 * cell no one can read refused in the tournament's language, naming its row,
 * the tabs keeping their names. The lines are written out by hand.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureRunLocal } from '../support/sheets/local-run.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-language-cell-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[]) {
  return captureRunLocal(argv, {
    example: 'examples/club.xlsx',
    defaultFile: join(dir, 'out', 'club.xlsx'),
  });
}

/** Sets column B of the Settings row whose column A or B is `find` (a new row when none is). */
async function setSetting(file: string, find: string, value: string): Promise<number> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const settings = book.worksheets[0]!;
  let row = 0;
  settings.eachRow((r, n) => {
    if (r.getCell(1).text === find || r.getCell(2).text === find) row = n;
  });
  if (row === 0) {
    row = settings.rowCount + 1;
    settings.getCell(row, 1).value = 'Language';
  }
  settings.getCell(row, 2).value = value;
  await book.xlsx.writeFile(file);
  return row;
}

async function sheetNames(file: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book.worksheets.map((sheet) => sheet.name);
}

const CASES = [
  {
    code: 'es',
    typed: 'espanol',
    settings: 'Configuración',
    players: 'Jugadores',
    row: 'Rondas',
    word: 'Blancas',
    english: /\bWhite\b/,
    wordProblem: 'Configuración, fila 3: «Blancas» no es un número de rondas de 1 a 99',
    unreadable: 'Espanyol',
    languageProblem: '«Espanyol» no es un idioma del complemento; elija English (inglés), Español,',
  },
  {
    code: 'es',
    typed: 'Spanisch',
    settings: 'Configuración',
    players: 'Jugadores',
    row: 'Aceleración',
    word: 'Ninguna',
    english: /\bNone\b/,
    wordProblem: null,
    unreadable: 'Spanish!',
    languageProblem: '«Spanish!» no es un idioma del complemento; elija English (inglés), Español,',
  },
  {
    code: 'de',
    typed: 'German',
    settings: 'Einstellungen',
    players: 'Spieler',
    row: 'Beschleunigung',
    word: 'Nein',
    english: /\bNo\b/,
    wordProblem: 'Einstellungen, Zeile 11: „Nein“ ist nicht Keine oder Baku',
    unreadable: 'Deutch',
    languageProblem:
      '„Deutch“ ist keine Sprache des Add-ons; English (Englisch), Español (Spanisch),',
  },
  {
    code: 'ru',
    typed: 'Russian',
    settings: 'Настройки',
    players: 'Участники',
    row: 'Цвет первого номера в 1-м туре',
    word: 'Нет',
    english: /\bNo\b/,
    wordProblem: 'Настройки, строка 5: «Нет» — не По жребию, Белые или Чёрные',
    unreadable: 'Russkiy',
    languageProblem:
      '«Russkiy» — не язык дополнения; выберите English (английский), Español (испанский),',
  },
];

describe.each(CASES)('npm start: the Language row typed "$typed"', (c) => {
  it(`is read, a problem quotes «${c.word}» as typed, and "${c.unreadable}" keeps the language`, async () => {
    expect((await run(['--fresh'])).status).toBe(0);
    const file = join(dir, 'out', 'club.xlsx');
    await setSetting(file, 'Language', c.typed);
    // A run that writes the workbook puts its tabs into the language the row names.
    expect((await run(['--standings'])).status).toBe(0);
    const names = await sheetNames(file);
    expect(names).toContain(c.settings);
    expect(names).toContain(c.players);

    if (c.wordProblem !== null) {
      await setSetting(file, c.row, c.word);
      const refused = await run([file]);
      expect(refused.status).toBe(1);
      expect(refused.err).toContain(c.wordProblem);
      expect(refused.err).not.toMatch(c.english);
      await setSetting(file, c.row, c.code === 'es' ? '7' : c.code === 'de' ? 'Keine' : 'Белые');
    }

    const row = await setSetting(file, c.typed, c.unreadable);
    const refused = await run([file]);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain(`${c.settings}, `);
    expect(refused.err).toContain(` ${row}: ${c.languageProblem}`);
    expect(await sheetNames(file)).toEqual(names);
  });
});
