/**
 * Issue 31: "The club walk-through (import, pair, results, undo, standings,
 * export) run in each language and compared with the English run: the same
 * pairings and the same TRF, with tab names and headers in the language."
 * The organiser of each run types the results in his language's words. The
 * same for a round robin and a team event, and the club walk-through again
 * with the workbook switched from Spanish to German and back on the way.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import {
  createFakeAppsScript,
  type FakeAppsScript,
  type FakeSheet,
} from '../support/apps-script/index.js';
import { runMenu } from '../support/sheets/tournament-scenario.js';

/** What an organiser of each language sees and types, written out by hand. */
const LANGUAGE_RUNS = [
  {
    locale: 'en_GB',
    settings: 'Settings',
    players: 'Players',
    standings: 'Standings',
    round: (n: number) => `Round ${n}`,
    roundHeader: ['Board', 'No.', 'White', 'Rating', 'Points', 'Result', 'No.', 'Black'],
    playersHeader: ['No.', 'Name', 'Title', 'Rating', 'Federation'],
    standingsHeader: ['Rank', 'No.', 'Name', 'Title', 'Federation', 'Rating', 'Points'],
    forfeit: '1-0 forfeit',
    settingsHeader: ['Setting', 'Value'],
    systemLabel: 'Pairing system',
    roundRobin: 'Round robin',
    teamSwiss: 'Team Swiss (C.04.6)',
    teams: 'Teams',
    schedule: 'Schedule',
    white: 'White',
    tiebreaksLabel: 'Tie-breaks',
    boardsLabel: 'Boards per match',
    colourLabel: 'Top seed colour in round 1',
  },
  {
    locale: 'es_ES',
    settings: 'Configuración',
    players: 'Jugadores',
    standings: 'Clasificación',
    round: (n: number) => `Ronda ${n}`,
    roundHeader: ['Mesa', 'N.º', 'Blancas', 'Elo', 'Puntos', 'Resultado', 'N.º', 'Negras'],
    playersHeader: ['N.º', 'Nombre', 'Título', 'Elo', 'Federación'],
    standingsHeader: ['Puesto', 'N.º', 'Nombre', 'Título', 'Federación', 'Elo', 'Puntos'],
    forfeit: '1-0 incomparecencia',
    settingsHeader: ['Ajuste', 'Valor'],
    systemLabel: 'Sistema de emparejamiento',
    roundRobin: 'Todos contra todos',
    teamSwiss: 'Suizo por equipos (C.04.6)',
    teams: 'Equipos',
    schedule: 'Calendario',
    white: 'Blancas',
    tiebreaksLabel: 'Desempates',
    boardsLabel: 'Tableros por match',
    colourLabel: 'Color del primer cabeza de serie en la ronda 1',
  },
  {
    locale: 'pt_BR',
    settings: 'Configurações',
    players: 'Jogadores',
    standings: 'Classificação',
    round: (n: number) => `Rodada ${n}`,
    roundHeader: ['Mesa', 'Nº', 'Brancas', 'Rating', 'Pontos', 'Resultado', 'Nº', 'Pretas'],
    playersHeader: ['Nº', 'Nome', 'Título', 'Rating', 'Federação'],
    standingsHeader: ['Posição', 'Nº', 'Nome', 'Título', 'Federação', 'Rating', 'Pontos'],
    forfeit: '1-0 W.O.',
    settingsHeader: ['Configuração', 'Valor'],
    systemLabel: 'Sistema de emparceiramento',
    roundRobin: 'Todos contra todos',
    teamSwiss: 'Suíço por equipes (C.04.6)',
    teams: 'Equipes',
    schedule: 'Tabela de rodadas',
    white: 'Brancas',
    tiebreaksLabel: 'Desempates',
    boardsLabel: 'Tabuleiros por match',
    colourLabel: 'Cor do primeiro cabeça de chave na rodada 1',
  },
  {
    locale: 'fr_FR',
    settings: 'Paramètres',
    players: 'Joueurs',
    standings: 'Classement',
    round: (n: number) => `Ronde ${n}`,
    roundHeader: ['Table', 'N°', 'Blancs', 'Elo', 'Points', 'Résultat', 'N°', 'Noirs'],
    playersHeader: ['N°', 'Nom', 'Titre', 'Elo', 'Fédération'],
    standingsHeader: ['Place', 'N°', 'Nom', 'Titre', 'Fédération', 'Elo', 'Points'],
    forfeit: '1-0 forfait',
    settingsHeader: ['Paramètre', 'Valeur'],
    systemLabel: "Système d'appariement",
    roundRobin: 'Toutes rondes',
    teamSwiss: 'Suisse par équipes (C.04.6)',
    teams: 'Équipes',
    schedule: 'Calendrier',
    white: 'Blancs',
    tiebreaksLabel: 'Départages',
    boardsLabel: 'Échiquiers par match',
    colourLabel: 'Couleur de la tête de série à la ronde 1',
  },
  {
    locale: 'de_DE',
    settings: 'Einstellungen',
    players: 'Spieler',
    standings: 'Tabelle',
    round: (n: number) => `Runde ${n}`,
    roundHeader: ['Brett', 'Nr.', 'Weiß', 'Elo', 'Punkte', 'Ergebnis', 'Nr.', 'Schwarz'],
    playersHeader: ['Nr.', 'Name', 'Titel', 'Elo', 'Land'],
    standingsHeader: ['Platz', 'Nr.', 'Name', 'Titel', 'Land', 'Elo', 'Punkte'],
    forfeit: '1-0 kampflos',
    settingsHeader: ['Einstellung', 'Wert'],
    systemLabel: 'Paarungssystem',
    roundRobin: 'Rundenturnier',
    teamSwiss: 'Schweizer System für Mannschaften (C.04.6)',
    teams: 'Mannschaften',
    schedule: 'Spielplan',
    white: 'Weiß',
    tiebreaksLabel: 'Feinwertungen',
    boardsLabel: 'Bretter je Mannschaftskampf',
    colourLabel: 'Farbe des Setzlistenersten in Runde 1',
  },
  {
    locale: 'ru_RU',
    settings: 'Настройки',
    players: 'Участники',
    standings: 'Положение',
    round: (n: number) => `Тур ${n}`,
    roundHeader: ['Доска', '№', 'Белые', 'Рейтинг', 'Очки', 'Результат', '№', 'Чёрные'],
    playersHeader: ['№', 'Имя', 'Звание', 'Рейтинг', 'Федерация'],
    standingsHeader: ['Место', '№', 'Имя', 'Звание', 'Федерация', 'Рейтинг', 'Очки'],
    forfeit: '1-0 неявка',
    settingsHeader: ['Параметр', 'Значение'],
    systemLabel: 'Система жеребьёвки',
    roundRobin: 'Круговая',
    teamSwiss: 'Командная швейцарская система (C.04.6)',
    teams: 'Команды',
    schedule: 'Расписание',
    white: 'Белые',
    tiebreaksLabel: 'Дополнительные показатели',
    boardsLabel: 'Досок в матче',
    colourLabel: 'Цвет первого номера в 1-м туре',
  },
] as const;

type LanguageRun = (typeof LANGUAGE_RUNS)[number];

const CLUB_TRF = readFileSync(new URL('../../examples/club.trf', import.meta.url), 'utf8');

interface Walked {
  /** Every Round tab's boards after the walk: [white No., black No.] (a bye's black No. blank). */
  pairings: unknown[][][];
  trf: string;
  tabs: string[];
  fake: FakeAppsScript;
}

function addonIn(locale: string, spreadsheetName = 'Club') {
  const fake = createFakeAppsScript({ spreadsheetName });
  fake.spreadsheet.locale = locale;
  const functions = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
    drawSeed: () => 7,
  });
  const addon = {
    fake,
    call: (name: string) => (functions as unknown as Record<string, () => void>)[name]!(),
  };
  return { fake, functions, addon };
}

/** Types the Settings' Language row (its label in any of the languages), as an organiser would. */
function chooseLanguage(fake: FakeAppsScript, settingsTab: string, language: string): void {
  const settings = fake.spreadsheet.getSheetByName(settingsTab)!;
  const values = settings.getDataRange().getValues();
  const labels = ['Language', 'Idioma', 'Sprache', 'Langue', 'Язык'];
  const row = values.findIndex(([label]) => labels.includes(String(label)));
  settings
    .getRange(row < 0 ? values.length + 1 : row + 1, 1, 1, 2)
    .setValues([[row < 0 ? 'Language' : values[row]![0]!, language]]);
}

/**
 * Every cell of every tab shown fits its column as the add-on lays it out
 * (Arial 10: 8 pixels a character, 9 in the bold header, 16 of padding), so
 * that no German or Russian word is cut; of a tab the organiser filled in
 * (`typedTabs`), the header.
 */
function expectEveryCellFits(fake: FakeAppsScript, typedTabs: readonly string[] = []): void {
  for (const sheet of fake.spreadsheet.getSheets()) {
    if (sheet.isSheetHidden()) continue;
    const values = sheet.getDataRange().getDisplayValues();
    (typedTabs.includes(sheet.getName()) ? values.slice(0, 1) : values).forEach((row, r) =>
      row.forEach((text, c) => {
        const needed = 16 + [...text].length * (r === 0 ? 9 : 8);
        expect(sheet.getColumnWidth(c + 1), `${sheet.getName()}: "${text}"`).toBeGreaterThanOrEqual(
          needed,
        );
      }),
    );
  }
}

function walkThrough(run: LanguageRun, switched = false): Walked {
  const { fake, functions, addon } = addonIn(run.locale);
  const imported = functions.importTrf(CLUB_TRF);
  expect(imported.message).toMatch(/\S/);
  expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
  const typeResults = (round: FakeSheet, forfeit: string) =>
    round
      .getDataRange()
      .getValues()
      .forEach((row, index) => {
        if (typeof row[0] !== 'number') return; // the header, a bye's row
        // Board 1 is won by forfeit, typed in the organiser's words; the others in turn.
        const result = index === 1 ? forfeit : ['1-0', '½-½', '0-1'][index % 3]!;
        round.getRange(index + 1, 6).setValue(result);
      });
  typeResults(fake.spreadsheet.getSheetByName(run.round(5))!, run.forfeit);
  // Mid-tournament, a German co-organiser takes over: undo, pair and results in German.
  const german = LANGUAGE_RUNS[4];
  const now = switched ? german : run;
  if (switched) chooseLanguage(fake, run.settings, 'Deutsch');
  // Undo with results in: the add-on asks first.
  fake.ui.alertAnswers.push('YES');
  expect(runMenu(addon, 'menuUndoLastRound')).toMatch(/\b9\b/);
  expect(fake.spreadsheet.getSheetByName(now.round(5))).toBeNull();
  expect(fake.spreadsheet.getSheetByName(run.round(5))).toBeNull();
  expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
  const round5 = fake.spreadsheet.getSheetByName(now.round(5))!;
  expect(round5.getDataRange().getValues()[0]!.slice(0, 8)).toEqual([...now.roundHeader]);
  typeResults(round5, now.forfeit);
  if (switched) {
    expect(fake.spreadsheet.getSheetByName(german.players)).not.toBeNull();
    expect(round5.getRange(2, 6).getValue()).toBe(german.forfeit);
    chooseLanguage(fake, german.settings, 'Español');
  }
  expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
  const trf = functions.exportTrf().content;
  const tabs = fake.spreadsheet.getSheets().map((sheet) => sheet.getName());
  const pairings = [1, 2, 3, 4, 5].map((n) =>
    fake.spreadsheet
      .getSheetByName(run.round(n))!
      .getDataRange()
      .getValues()
      .slice(1)
      .map((row) => [typeof row[0] === 'number' ? row[0] : 'bye', row[1], row[6]]),
  );
  return { pairings, trf, tabs, fake };
}

/** Results typed in turn on a tab's game rows (`isGame`), into its 0-based column `column`. */
function typeResultsInto(round: FakeSheet, column: number, isGame: (row: unknown[]) => boolean) {
  round
    .getDataRange()
    .getValues()
    .forEach((row, index) => {
      if (index > 0 && isGame(row))
        round.getRange(index + 1, column + 1).setValue(['1-0', '½-½', '0-1'][index % 3]!);
    });
}

/** The row of the Settings' label `label`, 1-based. */
function settingsRow(fake: FakeAppsScript, run: LanguageRun, label: string): number {
  const labels = fake.spreadsheet
    .getSheetByName(run.settings)!
    .getDataRange()
    .getValues()
    .map(([cell]) => cell);
  expect(labels, label).toContain(label);
  return labels.indexOf(label) + 1;
}

/**
 * A round robin of four players set up, entered and played in the language
 * (results typed, round 2 undone with its results and paired again), then
 * exported: each round's games (white No., black No.) and the TRF.
 */
function roundRobinWalk(run: LanguageRun): Walked {
  const { fake, functions, addon } = addonIn(run.locale);
  expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
  const players = fake.spreadsheet.getSheetByName(run.players)!;
  ['Adams, Tom', 'Baker, Sue', 'Costa, Rui', 'Dubois, Marc'].forEach((name, i) => {
    players.getRange(i + 2, 2).setValue(name);
    players.getRange(i + 2, 4).setValue(1800 - i);
  });
  const settings = fake.spreadsheet.getSheetByName(run.settings)!;
  settings.getRange(settingsRow(fake, run, run.systemLabel), 2).setValue(run.roundRobin);
  // C.07 Art. 8: no Buchholz in a round robin; an empty list takes the round-robin defaults.
  settings.getRange(settingsRow(fake, run, run.tiebreaksLabel), 2).setValue('');
  const isGame = (row: unknown[]) => typeof row[0] === 'number';
  const play = (n: number) => {
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    typeResultsInto(fake.spreadsheet.getSheetByName(run.round(n))!, 5, isGame);
  };
  play(1);
  play(2);
  fake.ui.alertAnswers.push('YES');
  expect(runMenu(addon, 'menuUndoLastRound')).toMatch(/\b2\b/);
  expect(fake.spreadsheet.getSheetByName(run.round(2))).toBeNull();
  play(2);
  play(3);
  expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
  const pairings = [1, 2, 3].map((n) =>
    fake.spreadsheet
      .getSheetByName(run.round(n))!
      .getDataRange()
      .getValues()
      .filter(isGame)
      .map((row) => [row[1], row[6]]),
  );
  const tabs = fake.spreadsheet.getSheets().map((sheet) => sheet.getName());
  return { pairings, trf: functions.exportTrf().content, tabs, fake };
}

/**
 * A team event (C.04.6) of six teams of three, two boards a match, chosen,
 * set up and played in the language for three rounds, round 2 undone with
 * its results and paired again: each round's matches (the teams' names) and
 * the TRF.
 */
function teamWalk(run: LanguageRun): Walked {
  const { fake, functions, addon } = addonIn(run.locale, 'County league');
  // The organiser creates the tabs, chooses Team Swiss in the system's dropdown and creates them again.
  expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
  fake.spreadsheet
    .getSheetByName(run.settings)!
    .getRange(settingsRow(fake, run, run.systemLabel), 2)
    .setValue(run.teamSwiss);
  expect(runMenu(addon, 'menuSetUpTournament')).toBeNull();
  const settings = fake.spreadsheet.getSheetByName(run.settings)!;
  settings.getRange(settingsRow(fake, run, run.boardsLabel), 2).setValue(2);
  settings.getRange(settingsRow(fake, run, run.colourLabel), 2).setValue(run.white);
  const rows: unknown[][] = [];
  for (const team of ['A', 'B', 'C', 'D', 'E', 'F']) {
    rows.push([`Team ${team}`, '', '', '', '', '']);
    for (let b = 1; b <= 3; b++) rows.push(['', `${team}${b}`, 2000 - b, '', '', '']);
  }
  fake.spreadsheet.getSheetByName(run.teams)!.getRange(2, 1, rows.length, 6).setValues(rows);
  // A board's row: no match number, its board number; the result in column 5.
  const isBoard = (row: unknown[]) => row[0] === '' && typeof row[1] === 'number';
  const play = (n: number) => {
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    typeResultsInto(fake.spreadsheet.getSheetByName(run.round(n))!, 4, isBoard);
  };
  play(1);
  play(2);
  fake.ui.alertAnswers.push('YES');
  runMenu(addon, 'menuUndoLastRound');
  expect(fake.spreadsheet.getSheetByName(run.round(2))).toBeNull();
  play(2);
  play(3);
  expect(runMenu(addon, 'menuRefreshStandings')).toBeNull();
  const pairings = [1, 2, 3].map((n) =>
    fake.spreadsheet
      .getSheetByName(run.round(n))!
      .getDataRange()
      .getValues()
      .filter((row) => row[0] !== '')
      .slice(1)
      .map((row) => [row[3], row[5]]),
  );
  const tabs = fake.spreadsheet.getSheets().map((sheet) => sheet.getName());
  return { pairings, trf: functions.exportTrf().content, tabs, fake };
}

describe('a round robin and a team event in every language give the English pairings and TRF', () => {
  let roundRobinInEnglish: Walked | null = null;
  let teamsInEnglish: Walked | null = null;
  const englishRoundRobin = () => (roundRobinInEnglish ??= roundRobinWalk(LANGUAGE_RUNS[0]));
  const englishTeams = () => (teamsInEnglish ??= teamWalk(LANGUAGE_RUNS[0]));

  it('English: every two of the four players meet once; every match is of two of the six teams', () => {
    const games = englishRoundRobin().pairings.flat();
    expect(games).toHaveLength(6);
    const met = games.map(([white, black]) => [white, black].sort().join('-'));
    expect(new Set(met)).toEqual(new Set(['1-2', '1-3', '1-4', '2-3', '2-4', '3-4']));
    const matches = englishTeams().pairings;
    expect(matches.map((round) => round.length)).toEqual([3, 3, 3]);
    for (const round of matches) expect(new Set(round.flat()).size, JSON.stringify(round)).toBe(6);
  });

  for (const run of LANGUAGE_RUNS.slice(1)) {
    it(`${run.locale}: the round robin's rounds and TRF bytes are the English run's`, () => {
      const walked = roundRobinWalk(run);
      expect(walked.pairings).toEqual(englishRoundRobin().pairings);
      expect(walked.trf).toBe(englishRoundRobin().trf);
      expect(walked.tabs).toEqual(expect.arrayContaining([run.settings, run.round(3)]));
      expectEveryCellFits(walked.fake, [run.players]);
    });

    it(`${run.locale}: the team event's matches and TRF bytes are the English run's`, () => {
      const walked = teamWalk(run);
      expect(walked.pairings).toEqual(englishTeams().pairings);
      expect(walked.trf).toBe(englishTeams().trf);
      expect(walked.tabs).toEqual(expect.arrayContaining([run.settings, run.teams, run.round(3)]));
      expectEveryCellFits(walked.fake, [run.teams]);
    });
  }
});

describe('the club walk-through in every language gives the English pairings and TRF', () => {
  let walkedInEnglish: Walked | null = null;
  const englishRun = () => (walkedInEnglish ??= walkThrough(LANGUAGE_RUNS[0]));

  it('English: round 5 is the reference pairing of the README (bbpPairings)', () => {
    const english = englishRun();
    // The README's games and bye, sorted; No. 7 is withdrawn (the file's comment line) and not listed.
    const games = english.pairings[4]!.map(([, white, black]) => `${white}-${black}`);
    expect(games.sort()).toEqual(
      ['1-20', '2-4', '8-19', '5-10', '11-13', '3-15', '17-6', '14-12', '18-16', '9-'].sort(),
    );
    expect(english.trf).toMatch(/^001 {4}1 /m);
  });

  for (const run of LANGUAGE_RUNS.slice(1)) {
    it(`${run.locale}: the same pairings and TRF bytes, its tabs and headers in the language`, () => {
      const english = englishRun();
      const walked = walkThrough(run);
      expect(walked.pairings).toEqual(english.pairings);
      expect(walked.trf).toBe(english.trf);
      expect(walked.tabs).toEqual(
        expect.arrayContaining([run.settings, run.players, run.standings, run.round(5)]),
      );
      const sheet = (name: string) => walked.fake.spreadsheet.getSheetByName(name)!;
      expect(sheet(run.players).getDataRange().getValues()[0]!.slice(0, 5)).toEqual([
        ...run.playersHeader,
      ]);
      expect(sheet(run.standings).getDataRange().getValues()[0]!.slice(0, 7)).toEqual([
        ...run.standingsHeader,
      ]);
      // The forfeit typed in the language is read as one: the TRF's '+' / '-'.
      expect(sheet(run.round(5)).getRange(2, 6).getValue()).toBe(run.forfeit);
      expectEveryCellFits(walked.fake);
    });
  }

  it('es_ES switched to German before the undo and back to Spanish before the standings: the same', () => {
    const english = englishRun();
    const spanish = LANGUAGE_RUNS[1];
    const walked = walkThrough(spanish, true);
    expect(walked.pairings).toEqual(english.pairings);
    expect(walked.trf).toBe(english.trf);
    // Back in Spanish, every tab: the German organiser's forfeit (1-0 kampflos) reads in Spanish.
    const shown = walked.fake.spreadsheet.getSheets().filter((sheet) => !sheet.isSheetHidden());
    const tabs = shown.map((sheet) => sheet.getName()).filter((name) => name !== 'Sheet1');
    expect(tabs).toEqual([
      'Configuración',
      'Jugadores',
      'Clasificación',
      'Tabla cruzada',
      'Por nombre',
      ...[1, 2, 3, 4, 5].map(spanish.round),
    ]);
    const round5 = walked.fake.spreadsheet.getSheetByName('Ronda 5')!.getDataRange().getValues();
    expect(round5[0]!.slice(0, 8)).toEqual([...spanish.roundHeader]);
    expect(round5[1]![5]).toBe('1-0 incomparecencia');
    expectEveryCellFits(walked.fake);
  });
});
