/**
 * Issue 31: "every alert, error and confirmation (with tab, row and what is
 * wrong, as today)" in the organiser's language. Each case provokes one
 * problem through the add-on in the in-memory spreadsheet (the Players,
 * Round and Settings tabs, a round-robin's refusals, the sidebar's Settings),
 * or through the team readers (Teams, a team Round tab, a team event's Settings), in each of the six languages: the Spanish and
 * German lines are written out here, and no language but English keeps an
 * English word of the problem.
 */
import { describe, expect, it } from 'vitest';
import type { RoundPairing } from '../../src/engine/model/tournament.js';
import { LANGUAGES, translatorFor, type Language } from '../../src/messages/index.js';
import { addonFunctions, type AddonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { readTeamRoundTab } from '../../src/sheets/teams/team-round-tab.js';
import { readTeamSettings } from '../../src/sheets/teams/team-settings.js';
import { readTeamsTab } from '../../src/sheets/teams/teams-tab.js';
import { ProblemList, problemsText } from '../../src/sheets/workbook/input-problems.js';
import { tabTitle } from '../../src/sheets/workbook/tab-names.js';
import { defaultPairingDeps } from '../../src/sheets/use-cases/pairing-deps.js';
import type { SettingsInput } from '../../src/sheets/use-cases/save-settings.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';
import { CLUB_PLAYERS, PLAYERS_HEADER, playerRow } from '../support/sheets/club-players.js';

/** The spreadsheet locale of each language, and its tabs' names as an organiser sees them. */
const SPREADSHEET: Record<string, { locale: string; settings: string; players: string }> = {
  en: { locale: 'en_US', settings: 'Settings', players: 'Players' },
  es: { locale: 'es_ES', settings: 'Configuración', players: 'Jugadores' },
  pt: { locale: 'pt_BR', settings: 'Configurações', players: 'Jogadores' },
  fr: { locale: 'fr_FR', settings: 'Paramètres', players: 'Joueurs' },
  de: { locale: 'de_DE', settings: 'Einstellungen', players: 'Spieler' },
  ru: { locale: 'ru_RU', settings: 'Настройки', players: 'Участники' },
};
const ROUND_1: Record<string, string> = {
  en: 'Round 1',
  es: 'Ronda 1',
  pt: 'Rodada 1',
  fr: 'Ronde 1',
  de: 'Runde 1',
  ru: 'Тур 1',
};
const ROUND_ROBIN: Record<string, string> = {
  en: 'Round robin',
  es: 'Todos contra todos',
  pt: 'Todos contra todos',
  fr: 'Toutes rondes',
  de: 'Rundenturnier',
  ru: 'Круговая',
};

/** Words of the English problems that no translation may keep. */
const ENGLISH_WORDS =
  /\b(row|rows|must|cannot|is not|already|should|there is|the|round|player|tab|blank|pairing)\b/i;

interface InMemory {
  fake: FakeAppsScript;
  addon: AddonFunctions;
  code: string;
}

function addonIn(code: string, engine = false): InMemory {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  fake.spreadsheet.locale = SPREADSHEET[code]!.locale;
  const pairings: RoundPairing[] = [];
  const system = simplePairingSystem(pairings);
  const addon = addonFunctions(
    () => appsScriptPorts(fake.services),
    engine ? defaultPairingDeps : { getSystem: () => system, drawColour: () => 'w' },
  );
  return { fake, addon, code };
}

function tab(book: InMemory, name: string) {
  const found = book.fake.spreadsheet.getSheetByName(name);
  if (found === null) throw new Error(`no tab ${name}`);
  return found;
}

/** The tabs made and the club's twenty players typed, rounds set to 5, as an organiser would. */
function entered(book: InMemory, system?: string, keepTiebreaks = false): InMemory {
  book.addon.menuSetUpTournament();
  tab(book, SPREADSHEET[book.code]!.players)
    .getRange(2, 1, CLUB_PLAYERS.length, PLAYERS_HEADER.length)
    .setValues(CLUB_PLAYERS.map(playerRow));
  const settings = tab(book, SPREADSHEET[book.code]!.settings);
  settings.getRange(3, 2).setValue(5);
  if (system !== undefined) settings.getRange(4, 2).setValue(system);
  // A round robin's default tie-breaks (C.07 Art. 8) instead of the Swiss list.
  if (system !== undefined && !keepTiebreaks) settings.getRange(9, 2).setValue('');
  return book;
}

/** Round 1 paired and every result typed (white wins). */
function round1Played(book: InMemory): InMemory {
  const alerts = book.fake.ui.alerts.length;
  book.addon.menuPairNextRound();
  expect(book.fake.ui.alerts.slice(alerts).map((a) => a.prompt)).toEqual([]);
  const round = tab(book, ROUND_1[book.code]!);
  for (let row = 2; row <= 11; row++) round.getRange(row, 6).setValue('1-0');
  return book;
}

/** The alert "Pair next round" answers with. */
function pairingAlert(book: InMemory): string {
  const alerts = book.fake.ui.alerts.length;
  book.addon.menuPairNextRound();
  const alert = book.fake.ui.alerts[alerts];
  if (alert === undefined) throw new Error('Pair next round gave no alert');
  return alert.prompt;
}

/** A team reader's problems, framed and said as the add-on shows them. */
function teamProblems(read: (problems: ProblemList) => void, language: Language): string {
  const problems = new ProblemList();
  read(problems);
  const t = translatorFor(language);
  return problemsText(problems.problems, t, (key) => tabTitle(key, t));
}

interface Case {
  name: string;
  shown: (code: string, language: Language) => string;
  /** The line the organiser reads, written out. */
  es: string;
  de: string;
}

const CASES: Case[] = [
  {
    name: 'Players: a rating that is not a number',
    shown: (code) => {
      const book = entered(addonIn(code));
      tab(book, SPREADSHEET[code]!.players).getRange(3, 4).setValue('21OO');
      return pairingAlert(book);
    },
    es: 'Jugadores, fila 3: el Elo «21OO» no es un número',
    de: 'Spieler, Zeile 3: die Elo-Zahl „21OO“ ist keine Zahl',
  },
  {
    name: 'Players: a duplicate name',
    shown: (code) => {
      const book = entered(addonIn(code));
      tab(book, SPREADSHEET[code]!.players).getRange(4, 2).setValue('Adams, Tom');
      return pairingAlert(book);
    },
    es: 'Jugadores, fila 4: «Adams, Tom» ya es el nombre de la fila 2',
    de: 'Spieler, Zeile 4: „Adams, Tom“ ist schon der Name in Zeile 2',
  },
  {
    name: 'Players: a round asked for twice',
    shown: (code) => {
      const book = entered(addonIn(code));
      tab(book, SPREADSHEET[code]!.players).getRange(5, 10).setValue('3, 3H');
      return pairingAlert(book);
    },
    es: 'Jugadores, fila 5: en «Byes / rondas de ausencia», la ronda 3 aparece dos veces',
    de: 'Spieler, Zeile 5: in „Freilose / abwesende Runden“: Runde 3 steht zweimal da',
  },
  {
    name: 'Settings: a number of rounds that is not one',
    shown: (code) => {
      const book = entered(addonIn(code));
      tab(book, SPREADSHEET[code]!.settings).getRange(3, 2).setValue('cien');
      return pairingAlert(book);
    },
    es: 'Configuración, fila 3: «cien» no es un número de rondas de 1 a 99',
    de: 'Einstellungen, Zeile 3: „cien“ ist keine Rundenzahl von 1 bis 99',
  },
  {
    name: 'Settings: a draw worth more than a win',
    shown: (code) => {
      const book = entered(addonIn(code));
      tab(book, SPREADSHEET[code]!.settings).getRange(7, 2).setValue(1.5);
      return pairingAlert(book);
    },
    es: 'Configuración, fila 6: una victoria (1) debe valer más que unas tablas (1,5), y unas tablas al menos lo que una derrota (0)',
    de: 'Einstellungen, Zeile 6: ein Sieg (1) muss mehr wert sein als ein Remis (1,5) und ein Remis mindestens so viel wie eine Niederlage (0)',
  },
  {
    name: 'Settings: Buchholz in a round robin (C.07 Art. 8)',
    shown: (code) => pairingAlert(entered(addonIn(code, true), ROUND_ROBIN[code], true)),
    es: 'Configuración, fila 9: BH/C1, BH no puede desempatar un torneo Todos contra todos: C.07 (2026) art. 8: la familia Buchholz no debe usarse en los torneos todos contra todos; escriba SB, DE, WIN, KS, o vacíe la celda de esa lista',
    de: 'Einstellungen, Zeile 9: BH/C1, BH kann kein Rundenturnier werten: C.07 (2026) Art. 8: die Buchholz-Familie darf in Rundenturnieren nicht verwendet werden; SB, DE, WIN, KS schreiben oder die Zelle der Liste leeren',
  },
  {
    name: 'Round: a result that is not one',
    shown: (code) => {
      const book = round1Played(entered(addonIn(code)));
      tab(book, ROUND_1[code]!).getRange(2, 6).setValue('ganó');
      return pairingAlert(book);
    },
    es: 'Ronda 1, fila 2: «ganó» no es un resultado; use uno de 1-0, ½-½, 0-1, 1-0 incomparecencia, 0-1 incomparecencia, doble incomparecencia, aplazada',
    de: 'Runde 1, Zeile 2: „ganó“ ist kein Ergebnis; eines von 1-0, ½-½, 0-1, 1-0 kampflos, 0-1 kampflos, beidseitig kampflos, hängend verwenden',
  },
  {
    name: 'Round: a game without its result',
    shown: (code) => {
      const book = round1Played(entered(addonIn(code)));
      tab(book, ROUND_1[code]!).getRange(3, 6).setValue('');
      return pairingAlert(book);
    },
    es: 'Ronda 1, fila 3: la mesa 2 (N.º 3 - N.º 4) todavía no tiene resultado',
    de: 'Runde 1, Zeile 3: Brett 2 (Nr. 3 - Nr. 4) hat noch kein Ergebnis',
  },
  {
    name: 'Round robin: a late entry after round 1 (C.05 Annex 1)',
    shown: (code) => {
      const book = round1Played(entered(addonIn(code, true), ROUND_ROBIN[code]));
      tab(book, SPREADSHEET[code]!.players)
        .getRange(22, 1, 1, PLAYERS_HEADER.length)
        .setValues([['', 'Zeller, Max', '', 1500, 'AUT', '', '', 'm', '', '', '', '']]);
      return pairingAlert(book);
    },
    es: 'Jugadores, fila 22: Zeller, Max no tiene N.º: un torneo todos contra todos no admite jugadores después de la ronda 1 (su tabla se sorteó para 20 jugadores); borre la fila, o inscriba al jugador en otro torneo',
    de: 'Spieler, Zeile 22: Zeller, Max hat keine Nr.: ein Rundenturnier kann nach Runde 1 keinen Spieler mehr aufnehmen (seine Berger-Tabelle wurde für 20 Spieler ausgelost); die Zeile entfernen oder den Spieler in einem anderen Turnier anmelden',
  },
  {
    name: 'Round robin: a bye asked for (C.05 Annex 1)',
    shown: (code) => {
      const book = round1Played(entered(addonIn(code, true), ROUND_ROBIN[code]));
      tab(book, SPREADSHEET[code]!.players).getRange(2, 10).setValue('2');
      return pairingAlert(book);
    },
    es: 'Jugadores, fila 2: Adams, Tom pide un bye o una ausencia en la ronda 2, pero un torneo todos contra todos mantiene a cada jugador en su mesa (C.05 anexo 1): borre aquí la ronda y escriba la incomparecencia en Ronda 2, o marque al jugador como retirado',
    de: 'Spieler, Zeile 2: Adams, Tom will in Runde 2 ein Freilos oder abwesend sein, aber ein Rundenturnier behält jeden Spieler an seinem Brett (C.05 Anhang 1): die Runde hier löschen und den kampflosen Verlust in Runde 2 eintippen, oder den Spieler als zurückgezogen markieren',
  },
  {
    name: "the sidebar's Settings: Rounds fewer than the rounds paired",
    shown: (code) => {
      const book = round1Played(entered(addonIn(code)));
      book.addon.menuPairNextRound();
      const settings = book.addon.getSidebarState().status.settings;
      try {
        book.addon.saveSettings({ ...settings, rounds: 1 } as unknown as SettingsInput);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('the Settings were saved');
    },
    es: 'Ya hay 2 rondas emparejadas: las Rondas no pueden ser menos.',
    de: '2 Runden sind schon ausgelost: Runden kann nicht kleiner sein.',
  },
  {
    name: 'Teams: a rating that is not a number',
    shown: (_, language) =>
      teamProblems(
        (problems) =>
          readTeamsTab(
            [
              ['Team', 'Player', 'Rating'],
              ['Knights', '', ''],
              ['', 'Ann', 'x'],
            ],
            problems,
          ),
        language,
      ),
    es: 'Equipos, fila 3: «x» no es un Elo (un número entero)',
    de: 'Mannschaften, Zeile 3: „x“ ist keine Elo-Zahl (eine ganze Zahl)',
  },
  {
    name: 'a team Round tab: a team the Teams tab does not have',
    shown: (_, language) =>
      teamProblems((problems) => {
        const teams = readTeamsTab(
          [
            ['Team', 'Player', 'Rating'],
            ['Knights', '', ''],
            ['', 'Ann', 2000],
            ['Rooks', '', ''],
            ['', 'Bob', 1900],
          ],
          problems,
        );
        readTeamRoundTab(
          2,
          [
            ['Match', 'Board', 'Colours', 'Team / player', 'Result', 'Team / player', 'Score'],
            [1, '', '', 'Knights', '', 'Bishops', ''],
          ],
          teams,
          problems,
        );
      }, language),
    es: 'Ronda 2, fila 2: «Bishops» no es un equipo de la pestaña Equipos',
    de: 'Runde 2, Zeile 2: „Bishops“ ist keine Mannschaft des Blatts Mannschaften',
  },
  {
    name: "a team event's Settings: boards that are not a number",
    shown: (_, language) =>
      teamProblems(
        (problems) => readTeamSettings([['Boards per match', 'x']], 'League', problems),
        language,
      ),
    es: 'Configuración, fila 1: "x" no es un número de tableros de 1 a 20',
    de: 'Einstellungen, Zeile 1: "x" ist keine Brettzahl von 1 bis 20',
  },
];

describe('every problem in the organiser’s language', () => {
  for (const c of CASES) {
    describe(c.name, () => {
      const shown = new Map(
        LANGUAGES.map((language) => [language.code, c.shown(language.code, language)]),
      );

      it('says the catalogue’s Spanish and German words', () => {
        expect(shown.get('es')!.split('\n'), shown.get('es')).toContain(c.es);
        expect(shown.get('de')!.split('\n')).toContain(c.de);
      });

      it('leaves no English word in the other languages, and says each differently', () => {
        const english = shown.get('en')!;
        for (const language of LANGUAGES.filter((l) => l.code !== 'en')) {
          const text = shown.get(language.code)!;
          expect(text, language.code).not.toMatch(ENGLISH_WORDS);
          expect(text, language.code).not.toBe(english);
        }
      });
    });
  }
});
