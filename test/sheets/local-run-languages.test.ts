/**
 * Issue 31: "Everything translated: … the offline `npm start` messages and
 * the workbook it writes", and "the example tournament and the README's
 * walkthrough work in every language (`npm start -- --fresh --lang pt`)".
 * What npm start says is in the language --lang asks for, else in the
 * workbook's (its Settings' Language row); the expected texts are written
 * out by hand, not taken from the catalogue under test.
 */
import { chmodSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalIo } from '../../src/sheets/offline/local-run.js';
import { captureRunLocal } from '../support/sheets/local-run.js';

const EXAMPLE_XLSX = fileURLToPath(new URL('../../examples/club.xlsx', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swiss-local-languages-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[], lockWaitMs?: number, ask?: LocalIo['ask']) {
  return captureRunLocal(
    argv,
    { example: 'examples/club.xlsx', defaultFile: join(dir, 'out', 'club.xlsx') },
    { lockWaitMs, ask },
  );
}

async function sheetNames(file: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book.worksheets.map((sheet) => sheet.name);
}

/** What npm start -- --fresh --lang CODE says, in each language, as a speaker writes it. */
const FRESH_RUNS = [
  {
    code: 'en',
    copied: `Copied examples/club.xlsx to `,
    typeResults:
      'Type the results in the Result column of Round 5, save, and run again for the next round.',
    saved: 'Saved ',
    roundTab: 'Round 5',
  },
  {
    code: 'es',
    copied: 'Copiado examples/club.xlsx a ',
    typeResults:
      'Anote los resultados en la columna Resultado de la pestaña Ronda 5, guarde y vuelva a ejecutar para la ronda siguiente.',
    saved: 'Guardado ',
    roundTab: 'Ronda 5',
  },
  {
    code: 'pt',
    copied: 'examples/club.xlsx copiado para ',
    typeResults:
      'Digite os resultados na coluna Resultado da aba Rodada 5, salve e execute de novo para a próxima rodada.',
    saved: ' salvo (abre no Excel, LibreOffice ou Google Sheets).',
    roundTab: 'Rodada 5',
  },
  {
    code: 'fr',
    copied: 'examples/club.xlsx copié vers ',
    typeResults:
      'Saisissez les résultats dans la colonne Résultat de l’onglet Ronde 5, enregistrez et relancez pour la ronde suivante.',
    saved: ' enregistré (s’ouvre dans Excel, LibreOffice ou Google Sheets).',
    roundTab: 'Ronde 5',
  },
  {
    code: 'de',
    copied: 'examples/club.xlsx nach ',
    typeResults:
      'Die Ergebnisse in die Spalte Ergebnis von Runde 5 eintragen, speichern und für die nächste Runde erneut aufrufen.',
    saved: ' gespeichert (öffnet sich in Excel, LibreOffice oder Google Sheets).',
    roundTab: 'Runde 5',
  },
  {
    code: 'ru',
    copied: 'examples/club.xlsx скопирован в ',
    typeResults:
      'Внесите результаты в столбец Результат листа Тур 5, сохраните и запустите снова для следующего тура.',
    saved: 'Сохранён ',
    roundTab: 'Тур 5',
  },
];

describe('npm start -- --fresh --lang CODE speaks the language', () => {
  for (const expected of FRESH_RUNS)
    it(`${expected.code}: pairs round 5 of the example and says so in the language`, async () => {
      const { status, out, err } = await run(['--fresh', '--lang', expected.code]);
      expect(err).toBe('');
      expect(status).toBe(0);
      expect(out).toContain(expected.copied);
      expect(out).toContain(expected.typeResults);
      expect(out).toContain(expected.saved);
      // The round printed under the tab's name in the language, the name the workbook has.
      expect(out).toContain(`\n${expected.roundTab}\n`);
      expect(await sheetNames(join(dir, 'out', 'club.xlsx'))).toContain(expected.roundTab);
    });

  it('pt and de: the paired round, its table and the closing line, word for word', async () => {
    const pt = await run(['--fresh', '--lang', 'pt']);
    expect(pt.out).toMatch(
      /^Rodada 5 emparceirada \(Holandês 2025\): 9 partidas, 1 bye ou ausência\.$/m,
    );
    // The table's header and the bye in Portuguese, as the tab shows them.
    expect(pt.out).toMatch(/^Mesa +Nº +Brancas +Rating +Pontos +Resultado +Nº +Pretas/m);
    const de = await run(['--fresh', '--lang', 'de']);
    expect(de.out).toMatch(
      /^Runde 5 mit Holländisch 2025 ausgelost: 9 Partien, 1 Freilos oder Abwesenheit\.$/m,
    );
    expect(de.out).toMatch(/^Brett +Nr\. +Weiß/m);
    // Points with the language's decimal mark in the printed table; the bye in German.
    expect(de.out).toMatch(/ 3,5 /);
    expect(de.out).toMatch(/^Freilos mit halbem Punkt +9 /m);
  });

  it("without --lang, a later run speaks the workbook's language (its Settings)", async () => {
    await run(['--fresh', '--lang', 'es']);
    const standings = await run(['--standings']);
    expect(standings.status).toBe(0);
    expect(standings.out).toContain('\nClasificación\n');
    expect(standings.out).toContain('Guardado ');
    // Its lock refusal, said before the workbook is read for the run, is in Spanish too.
    const file = join(dir, 'out', 'club.xlsx');
    writeFileSync(`${file}.lock`, String(process.ppid));
    const busy = await run([file], 200);
    expect(busy.status).toBe(1);
    expect(busy.err).toMatch(
      /club\.xlsx: otra ejecución \(proceso \d+\) está modificando este torneo; se esperó 0 s\. No se hizo nada: inténtelo de nuevo cuando haya terminado\./,
    );
    rmSync(`${file}.lock`);
  });

  it("a question on the terminal offers the language's answers: [j/N], and ja is a yes", async () => {
    await run(['--fresh', '--lang', 'de']);
    // Round 5 has no result yet: undone without a question; round 4 has its results.
    expect((await run(['--undo'])).status).toBe(0);
    const offered: string[] = [];
    const undone = await run(['--undo'], undefined, (question, answer) => {
      offered.push(`${question} ${answer.choices}`);
      expect(answer.isYes('nein')).toBe(false);
      expect(answer.isYes('y')).toBe(true);
      return answer.isYes('Ja');
    });
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatch(/^Runde 4 hat schon 9 Ergebnisse\. .* \[j\/N\]$/s);
    expect(undone.status).toBe(0);
    expect(await sheetNames(join(dir, 'out', 'club.xlsx'))).not.toContain('Runde 4');
  });

  it('a read-only workbook in Russian is refused in Russian', async () => {
    await run(['--fresh', '--lang', 'ru']);
    const file = join(dir, 'club-ro.xlsx');
    copyFileSync(join(dir, 'out', 'club.xlsx'), file);
    chmodSync(file, 0o444);
    const refused = await run([file]);
    expect(refused.status).toBe(1);
    expect(refused.err).toBe(
      `${file} доступен только для чтения: ничего не изменено. Разрешите запись или работайте с копией.`,
    );
  });

  it('a mistyped command with --lang fr: what is wrong and the help in French', async () => {
    const { status, err } = await run(['--lang', 'fr', '--pear']);
    expect(status).toBe(2);
    expect(err).toMatch(
      /^option inconnue --pear\n\nUsage\u00a0: npm start -- \[FICHIER\.xlsx\] \[ACTION\]/,
    );
    expect(err).toContain('--undo [--yes]      annule la dernière ronde');
    const help = await run(['--help', '--lang', 'de']);
    expect(help.out).toMatch(/^Aufruf: npm start -- \[DATEI\.xlsx\] \[AKTION\]/);
    // The options stay as typed; the languages are listed by their own names.
    expect(help.out).toContain('en, es, pt, fr, de, ru (English, Español, Português (Brasil)');
  });

  it("a mistyped command without --lang: said in the workbook's language (Spanish, German)", async () => {
    await run(['--fresh', '--lang', 'es']);
    const file = join(dir, 'out', 'club.xlsx');
    const spanish = await run([file, '--no-such-option']);
    expect(spanish.status).toBe(2);
    expect(spanish.err).toMatch(
      /^opción desconocida --no-such-option\n\nUso: npm start -- \[ARCHIVO\.xlsx\] \[ACCIÓN\]/,
    );
    // The default workbook (no file named) is the one read, and the help follows it too.
    expect((await run(['--pear'])).err).toMatch(/^opción desconocida --pear\n/);
    expect((await run(['--help'])).out).toMatch(/^Uso: npm start --/);
    await run(['--fresh', '--lang', 'de']);
    expect((await run(['--pear'])).err).toMatch(
      /^unbekannte Option --pear\n\nAufruf: npm start --/,
    );
    // No workbook to read: English.
    expect((await run([join(dir, 'none.xlsx'), '--pear'])).err).toMatch(
      /^unknown option --pear\n\nUsage: npm start --/,
    );
  });

  it('English stays the default: no --lang, an English workbook', async () => {
    copyFileSync(EXAMPLE_XLSX, join(dir, 'club.xlsx'));
    const { out } = await run([join(dir, 'club.xlsx'), '--standings']);
    expect(out).toContain('\nStandings\n');
    expect(out).toContain(
      `Saved ${join(dir, 'club.xlsx')} (opens in Excel, LibreOffice or Google Sheets).`,
    );
  });
});
