/**
 * Issue 31, through the built dist/Code.js in node:vm: the Settings'
 * Language row read as an organiser types it (a language's English name,
 * another language's name for it, its own name without accents), a cell no
 * one can read refused with a problem in the tournament's language that
 * names the row and the choices, the tournament keeping its language and
 * its tabs' names; and a problem quoting the cell as it was typed («Нет»),
 * not as the English word the add-on read it as ("No"). The lines are
 * written out by hand, not taken from the catalogue under test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FakeSheet } from '../support/apps-script/index.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';

const CLUB_TRF = readFileSync(new URL('../../examples/club.trf', import.meta.url), 'utf8');

interface Case {
  code: string;
  /** The Language cell as typed, naming the language otherwise than by its own name. */
  typed: string;
  settings: string;
  players: string;
  /** A Settings row's label, a word of the add-on's typed into it where it does not belong, and its English. */
  row: string;
  word: string;
  english: RegExp;
  /** The line the organiser reads for that word. */
  wordProblem: string;
  /** A Language cell no one can read, and the line that names it. */
  unreadable: string;
  languageProblem: string;
}

const CASES: Case[] = [
  {
    code: 'es',
    typed: 'espanol',
    settings: 'Configuración',
    players: 'Jugadores',
    row: 'Rondas',
    word: 'Blancas',
    english: /\bWhite\b/,
    wordProblem: '«Blancas» no es un número de rondas de 1 a 99',
    unreadable: 'Espanyol',
    languageProblem:
      '«Espanyol» no es un idioma del complemento; elija English (inglés), Español, Português (Brasil) (portugués), Français (francés), Deutsch (alemán), Русский (ruso), o deje la celda vacía para el idioma de la hoja de cálculo',
  },
  {
    code: 'de',
    typed: 'German',
    settings: 'Einstellungen',
    players: 'Spieler',
    row: 'Beschleunigung',
    word: 'Nein',
    english: /\bNo\b/,
    wordProblem: '„Nein“ ist nicht Keine oder Baku',
    unreadable: 'Deutch',
    languageProblem:
      '„Deutch“ ist keine Sprache des Add-ons; English (Englisch), Español (Spanisch), Português (Brasil) (Portugiesisch), Français (Französisch), Deutsch, Русский (Russisch) wählen oder die Zelle für die Sprache des Tabellendokuments leer lassen',
  },
  {
    code: 'ru',
    typed: 'Russian',
    settings: 'Настройки',
    players: 'Участники',
    row: 'Цвет первого номера в 1-м туре',
    word: 'Нет',
    english: /\bNo\b/,
    wordProblem: '«Нет» — не По жребию, Белые или Чёрные',
    unreadable: 'Russkiy',
    languageProblem:
      '«Russkiy» — не язык дополнения; выберите English (английский), Español (испанский), Português (Brasil) (португальский), Français (французский), Deutsch (немецкий), Русский или оставьте ячейку пустой для языка таблицы',
  },
];

/** The club tournament imported into an English spreadsheet, its Language row typed as `typed`. */
function imported(typed: string) {
  const script = loadBuiltScript({ spreadsheetName: 'Club' });
  script.fake.spreadsheet.locale = 'en_US';
  script.fake.Session.locale = 'en_US';
  const tab = (name: string): FakeSheet => {
    const found = script.fake.spreadsheet.getSheetByName(name);
    if (found === null) throw new Error(`no tab "${name}"`);
    return found;
  };
  const names = () => script.fake.spreadsheet.getSheets().map((sheet) => sheet.getName());
  const menu = (name: string) => {
    const alerts = script.fake.ui.alerts.length;
    script.call(name);
    return script.fake.ui.alerts[alerts]?.prompt ?? null;
  };
  script.call('importTrf', CLUB_TRF);
  const settings = tab('Settings');
  settings.getRange(settings.getLastRow() + 1, 1, 1, 2).setValues([['Language', typed]]);
  return { tab, names, menu };
}

/** The row of a Settings tab whose label is `label`. */
function rowOf(settings: FakeSheet, label: string): number {
  const index = settings
    .getDataRange()
    .getValues()
    .findIndex(([cell]) => cell === label);
  if (index < 0) throw new Error(`no row "${label}"`);
  return index + 1;
}

describe.each(CASES)('dist/Code.js, the Language row and the problems ($code)', (c) => {
  it(`reads "${c.typed}" as the language: the tabs take its names`, () => {
    const { names, menu } = imported(c.typed);
    menu('menuRefreshStandings');
    expect(names()).toContain(c.settings);
    expect(names()).toContain(c.players);
    expect(names()).not.toContain('Players');
  });

  it(`quotes «${c.word}» as typed, with no English word`, () => {
    const { tab, menu } = imported(c.typed);
    menu('menuRefreshStandings');
    const settings = tab(c.settings);
    const row = rowOf(settings, c.row);
    settings.getRange(row, 2).setValue(c.word);
    const alert = menu('menuPairNextRound') ?? '';
    expect(alert).toContain(`${c.settings}, `);
    expect(alert).toContain(`${row}: ${c.wordProblem}`);
    expect(alert).not.toMatch(c.english);
  });

  it(`refuses "${c.unreadable}" naming the row and the choices, and keeps the language`, () => {
    const { tab, names, menu } = imported(c.typed);
    menu('menuRefreshStandings');
    const before = names();
    const settings = tab(c.settings);
    const row = rowOf(settings, settings.getRange(settings.getLastRow(), 1).getValue() as string);
    settings.getRange(row, 2).setValue(c.unreadable);
    const alert = menu('menuPairNextRound') ?? '';
    expect(alert).toContain(`${row}: ${c.languageProblem}`);
    expect(alert.startsWith(c.settings)).toBe(true);
    expect(names()).toEqual(before);
    // Nothing lost: the cell is as typed, and the next run with the name fixed pairs.
    expect(settings.getRange(row, 2).getValue()).toBe(c.unreadable);
  });
});
