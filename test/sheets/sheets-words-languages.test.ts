/**
 * Issue 31, "Everything translated" and "nothing depends on a name in one
 * language", for the words the add-on writes into the workbook besides its
 * headers: the hidden imported file's tab, the note of a round changed by
 * hand (read back into the TRF export), the Crosstable's round headers and
 * its bye. The expected words are written out by hand, as a speaker writes
 * them, not taken from the catalogue under test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import { languageNamed, translatorFor } from '../../src/messages/index.js';
import { wordsOfTab } from '../../src/sheets/tab-records/tab-words.js';
import { SIX_NAMES, SIX_RATINGS } from '../support/sheets/six-players.js';

const CLUB_TRF = readFileSync(new URL('../../examples/club.trf', import.meta.url), 'utf8');

function addonIn(locale: string) {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  fake.spreadsheet.locale = locale;
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  return { fake, addon };
}

const tabNames = (fake: FakeAppsScript) => fake.spreadsheet.getSheets().map((s) => s.getName());

/** The TRF export of the club example imported in `locale`, and the tabs it left. */
function importedIn(locale: string) {
  const { fake, addon } = addonIn(locale);
  addon.importTrf(CLUB_TRF);
  return { fake, addon, trf: addon.exportTrf().content };
}

describe('the hidden tab of the imported file', () => {
  const english = importedIn('en_GB');

  it('is named in the language (Spanish, German) and hidden; the export is the English one', () => {
    for (const [locale, name] of [
      ['en_GB', 'Imported file'],
      ['es_ES', 'Archivo importado'],
      ['de_DE', 'Importierte Datei'],
    ] as const) {
      const { fake, trf } = importedIn(locale);
      const tab = fake.spreadsheet.getSheetByName(name);
      expect(tab, locale).not.toBeNull();
      expect(tab!.isSheetHidden()).toBe(true);
      expect(tabNames(fake).filter((n) => /Imported|importad|Importiert/.test(n))).toEqual([name]);
      expect(trf).toBe(english.trf);
    }
  });

  it('is found by its record, not its name: renamed by hand, or with its English name of before', () => {
    const spanish = importedIn('es_ES');
    spanish.fake.spreadsheet.getSheetByName('Archivo importado')!.setName('Imported file');
    expect(spanish.addon.exportTrf().content).toBe(english.trf);
    spanish.fake.spreadsheet.getSheetByName('Imported file')!.setName('Mi archivo');
    expect(spanish.addon.exportTrf().content).toBe(english.trf);
    // A workbook from before the records: every tab known by its English name alone.
    const old = importedIn('en_GB');
    for (const sheet of old.fake.spreadsheet.getSheets())
      for (const metadata of sheet.getDeveloperMetadata()) metadata.remove();
    expect(old.addon.exportTrf().content).toBe(english.trf);
  });
});

/** Six players typed into the Players tab, whatever its name. */
function typePlayers(fake: FakeAppsScript, playersTab: string) {
  const rows = SIX_NAMES.map((name, i) => ['', name, '', SIX_RATINGS[i]!]);
  fake.spreadsheet
    .getSheetByName(playersTab)!
    .getRange(1, 1, rows.length + 1, 4)
    .setValues([['No.', 'Name', 'Title', 'Rating'], ...rows]);
}

/** Board 1 of a Round tab with its colours swapped by hand, the whole player blocks moved. */
function swapBoardOne(fake: FakeAppsScript, roundTab: string) {
  const sheet = fake.spreadsheet.getSheetByName(roundTab)!;
  const [white, black] = [sheet.getRange(2, 2, 1, 4), sheet.getRange(2, 7, 1, 4)];
  const [whiteCells, blackCells] = [white.getValues(), black.getValues()];
  white.setValues(blackCells);
  black.setValues(whiteCells);
}

/** Types the Settings' "Language" row (its label in any of the languages), as an organiser would. */
function chooseLanguage(fake: FakeAppsScript, settingsTab: string, language: string) {
  const settings = fake.spreadsheet.getSheetByName(settingsTab)!;
  const values = settings.getDataRange().getValues();
  const labels = ['Language', 'Idioma', 'Sprache', 'Langue', 'Язык'];
  const row = values.findIndex(([label]) => labels.includes(String(label)));
  settings
    .getRange(row < 0 ? values.length + 1 : row + 1, 1, 1, 2)
    .setValues([[row < 0 ? 'Language' : values[row]![0]!, language]]);
}

/** Round 1 of six players paired in `locale`, changed by hand and checked: its tab's mark row. */
function handChangedIn(locale: string, tabs: { players: string; round: string }) {
  const { fake, addon } = addonIn(locale);
  addon.menuSetUpTournament();
  typePlayers(fake, tabs.players);
  addon.menuPairNextRound();
  swapBoardOne(fake, tabs.round);
  addon.menuCheckRound();
  const mark = fake.spreadsheet.getSheetByName(tabs.round)!.getDataRange().getValues().at(-1)!;
  return { fake, addon, mark: mark.slice(0, 2) };
}

describe('the note of a round changed by hand', () => {
  const english = handChangedIn('en_GB', { players: 'Players', round: 'Round 1' });
  const englishTrf = english.addon.exportTrf().content;

  it('is written in the language (Spanish, German); the TRF export has the English note', () => {
    expect(english.mark).toEqual([
      'Changed by hand',
      'differs from the pairing of Dutch 2025 (found by Check this round)',
    ]);
    expect(englishTrf).toContain(
      '\r\n### Round 1 changed by hand: differs from the pairing of Dutch 2025 (found by Check this round)\r\n',
    );
    const spanish = handChangedIn('es_ES', { players: 'Jugadores', round: 'Ronda 1' });
    expect(spanish.mark).toEqual([
      'Cambiada a mano',
      'difiere del emparejamiento de Holandés 2025 (visto con Comprobar esta ronda)',
    ]);
    expect(spanish.addon.exportTrf().content).toBe(englishTrf);
    const german = handChangedIn('de_DE', { players: 'Spieler', round: 'Runde 1' });
    expect(german.mark).toEqual([
      'Von Hand geändert',
      'weicht von der Paarung nach Holländisch 2025 ab (gefunden mit Diese Runde prüfen)',
    ]);
    expect(german.addon.exportTrf().content).toBe(englishTrf);
  });

  it('marked in Spanish, switched to German: the note in German, the same TRF as in English', () => {
    const { fake, addon } = handChangedIn('es_ES', { players: 'Jugadores', round: 'Ronda 1' });
    chooseLanguage(fake, 'Configuración', 'Deutsch');
    addon.menuRefreshStandings();
    const mark = fake.spreadsheet.getSheetByName('Runde 1')!.getDataRange().getValues().at(-1)!;
    expect(mark.slice(0, 2)).toEqual([
      'Von Hand geändert',
      'weicht von der Paarung nach Holländisch 2025 ab (gefunden mit Diese Runde prüfen)',
    ]);
    expect(addon.exportTrf().content).toBe(englishTrf);
  });

  it('an English note of an older workbook, or one the organiser wrote, is exported as it is', () => {
    const { fake, addon } = handChangedIn('es_ES', { players: 'Jugadores', round: 'Ronda 1' });
    const sheet = fake.spreadsheet.getSheetByName('Ronda 1')!;
    const row = sheet.getDataRange().getNumRows();
    sheet
      .getRange(row, 2)
      .setValue('differs from the pairing of Dutch 2025 (found by Check this round)');
    expect(addon.exportTrf().content).toBe(englishTrf);
    sheet.getRange(row, 2).setValue('mesa 1: colores cambiados por el árbitro');
    expect(addon.exportTrf().content).toContain(
      '\r\n### Round 1 changed by hand: mesa 1: colores cambiados por el árbitro\r\n',
    );
  });
});

describe("Pair the rest's note (boards typed by hand), as a Round tab writes and reads it", () => {
  const round = wordsOfTab('Round 2')!.body;
  const english = {
    one: 'board 3 typed by hand, the other players paired around them by Dutch 2025',
    two: 'boards 1, 5 typed by hand, the other players paired around them by Burstein',
  };
  it.each([
    [
      'es',
      'mesa 3 anotada a mano, los demás jugadores emparejados alrededor por Holandés 2025',
      'mesas 1, 5 anotadas a mano, los demás jugadores emparejados alrededor por Burstein',
    ],
    [
      'de',
      'Brett 3 von Hand eingetragen, die übrigen Spieler darum herum nach Holländisch 2025 gepaart',
      'Bretter 1, 5 von Hand eingetragen, die übrigen Spieler darum herum nach Burstein gepaart',
    ],
  ])(
    '%s: one board and two, written in the language and read back in English',
    (code, one, two) => {
      const t = translatorFor(languageNamed(code)!);
      expect(round.written(english.one, t)).toBe(one);
      expect(round.written(english.two, t)).toBe(two);
      expect(round.read(one)).toBe(english.one);
      expect(round.read(two)).toBe(english.two);
    },
  );
});

describe("the Crosstable's round headers and bye, on its tab, the printed page and the players' page", () => {
  // The club example after 4 rounds: three pairing-allocated byes (rounds 2 to 4).
  const cases = [
    { locale: 'en_GB', tab: 'Crosstable', rounds: ['R1', 'R2', 'R3', 'R4'], bye: 'bye' },
    { locale: 'es_ES', tab: 'Tabla cruzada', rounds: ['R1', 'R2', 'R3', 'R4'], bye: 'bye' },
    {
      locale: 'de_DE',
      tab: 'Kreuztabelle',
      rounds: ['R1', 'R2', 'R3', 'R4'],
      bye: 'spielfrei',
    },
    { locale: 'fr_FR', tab: 'Grille américaine', rounds: ['R1', 'R2', 'R3', 'R4'], bye: 'exempt' },
    { locale: 'ru_RU', tab: 'Турнирная таблица', rounds: ['Т1', 'Т2', 'Т3', 'Т4'], bye: 'своб.' },
  ];
  it.each(cases)('$locale: $rounds.0 … and "$bye"; the entries stay as FIDE writes them', (c) => {
    const { fake, addon } = importedIn(c.locale);
    addon.menuRefreshStandings();
    const [header, ...rows] = fake.spreadsheet.getSheetByName(c.tab)!.getDataRange().getValues();
    const first = header!.indexOf(c.rounds[0]);
    expect(header!.slice(first, first + 4)).toEqual(c.rounds);
    const entries = rows.flatMap((row) => row.slice(first, first + 4).map(String));
    expect(entries.filter((e) => e === c.bye)).toHaveLength(3);
    expect(entries).toContain('10w1');
    expect(entries.filter((e) => /^(bye|exempt|spielfrei|своб\.)$/.test(e) && e !== c.bye)).toEqual(
      [],
    );
    const printed = addon.printPage('crosstable', 'a4').body;
    expect(printed).toContain(`>${c.bye}<`);
    expect(printed).toContain('>10w1<');
    const page = (addon.doGet() as { getContent(): string }).getContent();
    expect(page).toContain(`>${c.rounds[3]}</th>`);
    expect(page).toContain(`>${c.bye}</td>`);
  });

  it('switched from German to Russian: the round headers follow', () => {
    const { fake, addon } = importedIn('de_DE');
    addon.menuRefreshStandings();
    chooseLanguage(fake, 'Einstellungen', 'Русский');
    addon.menuRefreshStandings();
    const header = fake.spreadsheet
      .getSheetByName('Турнирная таблица')!
      .getDataRange()
      .getValues()[0]!;
    expect(header).toContain('Т4');
    expect(header).not.toContain('R4');
  });
});

describe("Import TRF's notes and warnings, in the language with its numbers", () => {
  const SWISS_MANAGER = readFileSync(
    new URL('../trf/other-programs/swiss-manager-open.trf', import.meta.url),
    'latin1',
  );
  // Player 1's points column says 3.5 where his results give 2.5.
  const MISCOUNTED = SWISS_MANAGER.replace(/^001 {4}1 .*$/m, (line) =>
    line.replace(' 2.5 ', ' 3.5 '),
  );

  it.each([
    [
      'en_GB',
      " Warning: the file's points column is not what its results give, and the workbook counts the results: line 17, columns 81-84: player 1's points say 3.5, his results give 2.5.",
      ' Note: lines 14, 15: column rulers (as Swiss-Manager writes above its players) skipped.',
    ],
    [
      'es_ES',
      ' Atención: la columna de puntos del archivo no es lo que dan sus resultados, y la hoja cuenta los resultados: línea 17, columnas 81-84: los puntos del jugador 1 dicen 3,5, sus resultados dan 2,5.',
      ' Nota: líneas 14, 15: reglas de columnas (como las escribe Swiss-Manager sobre sus jugadores) omitidas.',
    ],
    [
      'de_DE',
      ' Achtung: die Punktespalte der Datei stimmt nicht mit ihren Ergebnissen überein, und das Tabellendokument zählt die Ergebnisse: Zeile 17, Spalten 81-84: die Punkte von Spieler 1 lauten 3,5, seine Ergebnisse ergeben 2,5.',
      ' Hinweis: Zeilen 14, 15: Spaltenlineale (wie sie Swiss-Manager über die Spieler schreibt) übersprungen.',
    ],
  ])('%s', (locale, warning, note) => {
    const { addon } = addonIn(locale);
    expect(MISCOUNTED).not.toBe(SWISS_MANAGER);
    const { message } = addon.importTrf(MISCOUNTED);
    expect(message).toContain(warning);
    expect(message).toContain(note);
  });
});
