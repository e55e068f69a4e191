/**
 * Issue 31: a problem says what is wrong "with tab, row and what is wrong, as
 * today", in the organiser's language. The add-on reads its own words (Yes,
 * White, a bye, a status) in any language and hands them to the readers in
 * English; a cell that holds such a word where it does not belong must still
 * be quoted as the organiser typed it: «Нет», not "No".
 *
 * A property over the readers: in Spanish, German and Russian, each of the
 * add-on's words typed into each Settings value, a player's cells and a
 * Round tab's Result, Board and No. cells; every problem at such a row quotes
 * the cell as typed, and none holds the English word the organiser did not type.
 */
import { describe, expect, it } from 'vitest';
import {
  ENGLISH,
  LANGUAGES,
  say,
  translatorFor,
  type Language,
  type TextKey,
} from '../../src/messages/index.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { recognisingTabs } from '../../src/sheets/tab-records/recognising-ports.js';
import { ALL_WORD_LISTS, normalisedWord } from '../../src/sheets/tab-records/tab-words.js';
import { ProblemList } from '../../src/sheets/workbook/input-problems.js';
import { readPlayersTab } from '../../src/sheets/workbook/players-tab.js';
import { layoutOfTab, readRoundTab } from '../../src/sheets/workbook/round-tab.js';
import { readSettingsTab } from '../../src/sheets/workbook/settings-tab.js';
import { readWorkbook } from '../../src/sheets/use-cases/workbook-io.js';
import { CLUB_PLAYERS, PLAYERS_HEADER, playerRow } from '../support/sheets/club-players.js';
import { addonInMemory } from '../support/sheets/addon-in-memory.js';

const SHEETS: Record<string, { locale: string; settings: string; players: string; round: string }> =
  {
    es: { locale: 'es_ES', settings: 'Configuración', players: 'Jugadores', round: 'Ronda 1' },
    de: { locale: 'de_DE', settings: 'Einstellungen', players: 'Spieler', round: 'Runde 1' },
    ru: { locale: 'ru_RU', settings: 'Настройки', players: 'Участники', round: 'Тур 1' },
  };

/** The Settings rows whose value is checked (Rounds to Maxi-tournament), 1-based. */
const SETTINGS_ROWS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
/** The Players columns typed into on row 2: No., Rating, Sex, Status, Byes, Not against. */
const PLAYER_COLUMNS = [1, 4, 8, 9, 10, 11];

/** The add-on's tab words whose text in `language` is not their English text. */
function wordsOf(language: Language): { key: TextKey; typed: string; english: string }[] {
  const keys = new Set(ALL_WORD_LISTS.flatMap((list) => list.keys));
  return [...keys]
    .map((key) => ({ key, typed: language.messages[key], english: ENGLISH.messages[key] }))
    .filter(({ typed, english }) => normalisedWord(typed) !== normalisedWord(english));
}

function wordPattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'iu');
}

describe.each(['es', 'de', 'ru'])('problems quote the cell as typed (%s)', (code) => {
  const language = LANGUAGES.find((l) => l.code === code)!;
  const sheets = SHEETS[code]!;
  const addon = addonInMemory(sheets.locale);
  addon.call('menuSetUpTournament');
  const tab = (name: string) => addon.fake.spreadsheet.getSheetByName(name)!;
  tab(sheets.players)
    .getRange(2, 1, CLUB_PLAYERS.length, PLAYERS_HEADER.length)
    .setValues(CLUB_PLAYERS.map(playerRow));
  tab(sheets.settings).getRange(3, 2).setValue(5);
  addon.call('menuPairNextRound');
  const settings = tab(sheets.settings).getRange(1, 2, 13, 1).getValues();
  const player = tab(sheets.players).getRange(2, 1, 1, PLAYERS_HEADER.length).getValues();
  const boards = tab(sheets.round).getRange(2, 1, 2, 10).getValues();
  const t = translatorFor(language);

  /** The readers' problems with `typed` in every checked cell, said in the language, by tab and row. */
  function problemsWith(typed: string): { where: string; text: string }[] {
    for (const row of SETTINGS_ROWS) tab(sheets.settings).getRange(row, 2).setValue(typed);
    for (const column of PLAYER_COLUMNS) tab(sheets.players).getRange(2, column).setValue(typed);
    tab(sheets.round).getRange(2, 6).setValue(typed); // board 1's Result
    tab(sheets.round).getRange(3, 1).setValue(typed); // board 2's Board
    tab(sheets.round).getRange(4, 2).setValue(typed); // board 3's White No.
    const ports = recognisingTabs(appsScriptPorts(addon.fake.services));
    const values = readWorkbook(ports.workbook()).values;
    const problems = new ProblemList();
    readSettingsTab(values.settings, 'Club', problems);
    readPlayersTab(values.players!, problems);
    const round = values.rounds.get(1)!;
    readRoundTab('Round 1', round, problems, layoutOfTab(round));
    tab(sheets.settings).getRange(1, 2, 13, 1).setValues(settings);
    tab(sheets.players).getRange(2, 1, 1, PLAYERS_HEADER.length).setValues(player);
    tab(sheets.round).getRange(2, 1, 2, 10).setValues(boards);
    return problems.problems.map((p) => ({ where: `${p.tab} ${p.row}`, text: say(t, p.problem) }));
  }

  it.each(wordsOf(language))('$key typed as $typed', ({ typed, english }) => {
    const problems = problemsWith(typed);
    // Some of the cells take the word (a Status takes a status): the others are problems.
    expect(problems.length).toBeGreaterThan(0);
    for (const { where, text } of problems) {
      const rest = text.split(typed).join('');
      expect(rest, `${where}: ${text}`).not.toMatch(wordPattern(english));
    }
    // Each cell that is quoted is quoted as typed.
    const quoting = problems.filter(({ text }) => text.includes(typed));
    expect(quoting.length).toBeGreaterThan(0);
  });
});
