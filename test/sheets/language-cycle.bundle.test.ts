/**
 * Issue 31: "switching the language mid-tournament renames the add-on's tabs
 * and headers and loses nothing (results, hand edits, undo records, the
 * players' page link)". The built dist/Code.js in node:vm over the in-memory
 * spreadsheet: the club tournament (examples/club.trf) begun in Spanish and
 * switched through the six languages in turn (es → de → ru → fr → pt → en
 * → es), with a forbidden pair, a requested bye, a round changed by hand, a
 * withdrawal and an undo pending across a switch, gives the pairings and TRF
 * of the same tournament run in English, and ends with the very tabs of the
 * same tournament run in Spanish throughout.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';
import type { FakeHtmlOutput, FakeSheet } from '../support/apps-script/index.js';
import { loadBuiltScript, type LoadedScript } from '../support/apps-script/load-built-script.js';

const CLUB_TRF = readFileSync(new URL('../../examples/club.trf', import.meta.url), 'utf8');

/** What an organiser of each language sees and types, written out by hand. */
const WORDS = {
  en: {
    settings: 'Settings',
    players: 'Players',
    round: 'Round',
    withdrawn: 'withdrawn',
    forfeit: '1-0 forfeit',
    hand: 'Changed by hand',
    name: 'Name',
  },
  es: {
    settings: 'Configuración',
    players: 'Jugadores',
    round: 'Ronda',
    withdrawn: 'retirado',
    forfeit: '1-0 incomparecencia',
    hand: 'Cambiada a mano',
    name: 'Nombre',
  },
  de: {
    settings: 'Einstellungen',
    players: 'Spieler',
    round: 'Runde',
    withdrawn: 'zurückgezogen',
    forfeit: '1-0 kampflos',
    hand: 'Von Hand geändert',
    name: 'Name',
  },
  ru: {
    settings: 'Настройки',
    players: 'Участники',
    round: 'Тур',
    withdrawn: 'выбыл',
    forfeit: '1-0 неявка',
    hand: 'Изменён вручную',
    name: 'Имя',
  },
  fr: {
    settings: 'Paramètres',
    players: 'Joueurs',
    round: 'Ronde',
    withdrawn: 'retiré',
    forfeit: '1-0 forfait',
    hand: 'Modifiée à la main',
    name: 'Nom',
  },
  pt: {
    settings: 'Configurações',
    players: 'Jogadores',
    round: 'Rodada',
    withdrawn: 'desistente',
    forfeit: '1-0 W.O.',
    hand: 'Alterada à mão',
    name: 'Nome',
  },
} as const;
type Code = keyof typeof WORDS;

/** The "Language" row's label in each language, as the organiser finds it. */
const LANGUAGE_LABELS = ['Language', 'Idioma', 'Sprache', 'Язык', 'Langue'];

/** The English Players columns the organiser types in (the same place in every language). */
const PLAYERS_COLUMNS = {
  number: 0,
  status: 'Status',
  byes: 'Byes / absent rounds',
  notAgainst: 'Not against',
} as const;

class Run {
  readonly script: LoadedScript;
  language: Code;
  private columns: Record<'status' | 'byes' | 'notAgainst', number> | null = null;

  constructor(locale: string, language: Code) {
    this.script = loadBuiltScript({ spreadsheetName: 'Club' });
    this.script.fake.spreadsheet.locale = locale;
    this.script.fake.Session.locale = 'en_US';
    this.language = language;
  }

  get words() {
    return WORDS[this.language];
  }

  tab(name: string): FakeSheet {
    const tab = this.script.fake.spreadsheet.getSheetByName(name);
    if (tab === null) throw new Error(`no tab "${name}" among ${this.names().join(', ')}`);
    return tab;
  }

  names(): string[] {
    return this.script.fake.spreadsheet.getSheets().map((sheet) => sheet.getName());
  }

  /** Runs a menu item; the alert it shows, if any. */
  menu(name: string): string | null {
    const alerts = this.script.fake.ui.alerts.length;
    this.script.call(name);
    return this.script.fake.ui.alerts[alerts]?.prompt ?? null;
  }

  /** The Players columns, found once in English (the run that knows them: every run has them in one place). */
  useColumns(columns: Record<'status' | 'byes' | 'notAgainst', number>) {
    this.columns = columns;
  }

  englishColumns(): Record<'status' | 'byes' | 'notAgainst', number> {
    const header = this.tab('Players').getRange(1, 1, 1, 20).getValues()[0]!;
    return {
      status: header.indexOf(PLAYERS_COLUMNS.status) + 1,
      byes: header.indexOf(PLAYERS_COLUMNS.byes) + 1,
      notAgainst: header.indexOf(PLAYERS_COLUMNS.notAgainst) + 1,
    };
  }

  /** Types `value` in column `column` of player No. `player`'s row. */
  typeForPlayer(player: number, column: 'status' | 'byes' | 'notAgainst', value: string) {
    const players = this.tab(this.words.players);
    const row = players
      .getDataRange()
      .getValues()
      .findIndex((r) => r[0] === player);
    expect(row).toBeGreaterThan(0);
    players.getRange(row + 1, this.columns![column]).setValue(value);
  }

  roundTab(n: number): FakeSheet {
    return this.tab(`${this.words.round} ${n}`);
  }

  /** The results of a round, typed in the organiser's words: board 1 a forfeit, the others in turn. */
  typeResults(n: number) {
    const round = this.roundTab(n);
    round
      .getDataRange()
      .getValues()
      .forEach((row, index) => {
        if (typeof row[0] !== 'number') return;
        const result = index === 1 ? this.words.forfeit : ['1-0', '½-½', '0-1'][index % 3]!;
        round.getRange(index + 1, 6).setValue(result);
      });
  }

  /** Board 1's colours swapped by hand (the whole player blocks), then Check this round. */
  swapBoardOne(n: number) {
    const round = this.roundTab(n);
    const [white, black] = [round.getRange(2, 2, 1, 4), round.getRange(2, 7, 1, 4)];
    const [w, b] = [white.getValues(), black.getValues()];
    white.setValues(b);
    black.setValues(w);
    expect(this.menu('menuCheckRound')).toContain(this.words.hand);
  }

  /** The organiser types the language in the Settings' Language row (adding it), then refreshes. */
  switchTo(code: Code) {
    const settings = this.tab(this.words.settings);
    const values = settings.getDataRange().getValues();
    const row = values.findIndex(([label]) => LANGUAGE_LABELS.includes(String(label)));
    if (row < 0) settings.getRange(values.length + 1, 1, 1, 2).setValues([['Idioma', code]]);
    else settings.getRange(row + 1, 2).setValue(code);
    this.language = code;
    expect(this.menu('menuRefreshStandings')).toBeNull();
  }

  /** Every Round tab's boards: [board, white No., black No.]. */
  pairings(rounds: number): unknown[][][] {
    return Array.from({ length: rounds }, (_, i) =>
      this.roundTab(i + 1)
        .getDataRange()
        .getValues()
        .slice(1)
        .filter((row) => row[1] !== '')
        .map((row) => [typeof row[0] === 'number' ? row[0] : 'bye', row[1], row[6]]),
    );
  }
}

/**
 * The tournament, the same steps in every run; `switches` says which
 * language the organiser turns to before each step (none: stays).
 */
function play(run: Run, switches: readonly (Code | null)[], columns?: Run['columns']) {
  /** Before step `i`, the tournament's last round being `last`. */
  const step = (i: number, last: number) => {
    const code = switches[i];
    if (code !== null && code !== undefined) {
      run.switchTo(code);
      afterSwitch(run, last);
    }
  };
  const imported = run.script.call('importTrf', CLUB_TRF) as { message: string };
  expect(imported.message).toMatch(/\S/);
  run.useColumns(columns ?? run.englishColumns());
  step(0, 4);
  // A forbidden pair (1 and 20 meet in round 5 otherwise) and a bye asked for round 6.
  run.typeForPlayer(1, 'notAgainst', '20');
  run.typeForPlayer(12, 'byes', '6H');
  run.menu('menuPairNextRound');
  run.roundTab(5);
  run.swapBoardOne(5);
  step(1, 5);
  run.typeResults(5);
  run.typeForPlayer(13, 'status', run.words.withdrawn);
  expect(run.menu('menuPairNextRound')).toBeNull();
  // Round 6 is paired: its undo record is pending across the switch.
  step(2, 6);
  expect(run.menu('menuUndoLastRound')).toBeNull();
  expect(run.names()).not.toContain(`${run.words.round} 6`);
  expect(run.menu('menuPairNextRound')).toBeNull();
  run.typeResults(6);
  step(3, 6);
  expect(run.menu('menuPairNextRound')).toBeNull();
  run.typeResults(7);
  step(4, 7);
  expect(run.menu('menuRefreshStandings')).toBeNull();
  step(5, 7);
  const trf = (run.script.call('exportTrf') as { content: string }).content;
  const page = (run.script.call('doGet') as FakeHtmlOutput).getContent();
  return { trf, page, pairings: run.pairings(7) };
}

/** What every switch must show: the tabs and headers in the new language, the players' page still reading. */
function afterSwitch(run: Run, last: number) {
  const names = run.names();
  expect(names).toContain(run.words.settings);
  expect(names).toContain(run.words.players);
  expect(names).toContain(`${run.words.round} ${last}`);
  expect(run.tab(run.words.players).getRange(1, 2).getValue()).toBe(run.words.name);
  if (last >= 5)
    expect(run.roundTab(5).getDataRange().getValues().flat()).toContain(run.words.hand);
  const page = (run.script.call('doGet') as FakeHtmlOutput).getContent();
  expect(page).toContain('Коваленко');
}

describe('dist/Code.js: a tournament switched through the six languages loses nothing', () => {
  it('es → de → ru → fr → pt → en → es: the English pairings and TRF, the Spanish tabs', () => {
    const english = new Run('en_GB', 'en');
    const inEnglish = play(english, []);
    const columns = english.englishColumns();

    const spanish = new Run('es_ES', 'es');
    const inSpanish = play(spanish, [], columns);

    const switched = new Run('es_ES', 'es');
    const cycled = play(switched, ['de', 'ru', 'fr', 'pt', 'en', 'es'], columns);

    // The steps did what they say: 1 and 20 kept apart, No. 12's bye, No. 13 gone after round 5.
    const games = (round: number) => inEnglish.pairings[round - 1]!.map(([, w, b]) => [w, b]);
    expect(games(5)).not.toContainEqual([1, 20]);
    expect(games(5)).not.toContainEqual([20, 1]);
    expect(games(6)).toContainEqual([12, '']);
    expect(games(6).flat()).not.toContain(13);
    expect(inSpanish.pairings).toEqual(inEnglish.pairings);
    expect(cycled.pairings).toEqual(inEnglish.pairings);
    expect(cycled.trf).toBe(inEnglish.trf);
    expect(inSpanish.trf).toBe(inEnglish.trf);
    expect(cycled.trf).toContain('###');
    // Back in Spanish: every tab as the run that stayed in Spanish has it, the Language row aside.
    const contents = (run: Run) =>
      workbookSnapshot(run.script.fake.spreadsheet).map(({ name, values }) => ({
        name,
        values: values.filter(([label]) => label !== 'Idioma'),
      }));
    expect(contents(switched)).toEqual(contents(spanish));
    expect(cycled.page).toBe(inSpanish.page);
  });
});
