/**
 * The catalogues: every language gives every message (issue 31: "a missing
 * translation fails the tests; a test lists every key per language"), plural
 * forms and decimal marks come from the locale, and locales and typed names
 * find their language.
 */
import { describe, expect, it } from 'vitest';
import {
  ENGLISH,
  LANGUAGES,
  languageNamed,
  languageOfLocale,
  translatorFor,
  type Language,
  type ParamsOf,
  type SentenceKey,
} from '../../src/messages/index.js';
import { formatFor } from '../../src/messages/format.js';

/** Parameters for every message that takes some: a new one without its line here does not compile. */
const SAMPLE_PARAMS: { [K in SentenceKey]: ParamsOf<K>[0] } = {
  'tab.round': { round: 3 },
  'tab.roundWhy': { round: 3 },
  'sidebar.notStarted': { players: 21 },
  'sidebar.notStartedOf': { rounds: 7, players: 22 },
  'sidebar.round': { round: 2, players: 25 },
  'sidebar.roundOf': { round: 2, rounds: 7, players: 1 },
  'sidebar.typedBoards': { round: 3, count: 2, boards: '1, 4' },
  'sidebar.openBoards': { count: 5, boards: '1, 2, 3, 4, 5' },
  'sidebar.notAvailable': { system: 'Lim' },
  'sidebar.importing': { file: 'club.trf' },
  'sidebar.downloaded': { file: 'club.trf' },
  'tiebreak.cutChoice': { n: 1 },
  'tiebreak.medianChoice': { n: 2 },
  'tiebreak.limitChoice': { limit: -2 },
  'tiebreak.cut': { n: 1 },
  'tiebreak.median': { n: 1 },
  'tiebreak.limit': { limit: '+1' },
  'tiebreak.moveUp': { item: 'BH' },
  'tiebreak.moveDown': { item: 'BH' },
  'tiebreak.remove': { item: 'BH' },
  'tiebreak.movedUp': { item: 'BH' },
  'tiebreak.movedDown': { item: 'BH' },
  'tiebreak.removed': { item: 'BH' },
  'tiebreak.added': { item: 'BH' },
  'tiebreak.already': { item: 'BH' },
  'print.pairingsOf': { round: 6 },
  'print.byNameOf': { round: 6 },
  'print.standingsAfter': { round: 5 },
  'print.crosstableAfter': { round: 5 },
  'print.scheduleOf': { players: 21, rounds: 21 },
  'print.round': { round: 2 },
  'print.page': { page: '2', pages: '5' },
  'print.game': { game: 2 },
  'team.matchScore': { left: 'Knights', right: 'Knights' },
  'team.resultHelp': { choices: 'Knights' },
  'team.roundProtection': { round: 3 },
  'team.paired': { round: 3, matches: 6, byes: 1 },
  'team.over': { rounds: 7 },
  'team.noPairing': { round: 3, reason: 'Knights' },
  'team.undoQuestion': { round: 3, results: 5 },
  'team.undone': { round: 3 },
  'team.tabsMade': { tabs: 'Knights' },
  'team.check.same': { round: 3 },
  'team.check.differs': { round: 3 },
  'team.check.metBefore': { white: 'Knights', black: 'Knights' },
  'team.check.systemPairs': { white: 'Knights', black: 'Knights' },
  'team.check.tabPairs': { white: 'Knights', black: 'Knights' },
  'team.check.pab': { tab: 'Knights', system: 'Knights' },
  'team.problem.teamAgain': { team: 'Knights', row: 4 },
  'team.problem.playerWithoutTeam': { player: 'Knights' },
  'team.problem.playerTwice': { player: 'Knights', team: 'Knights' },
  'team.problem.rating': { value: 'Knights' },
  'team.problem.absent': { value: 'Knights' },
  'team.problem.withdrawn': { value: 'Knights' },
  'team.problem.emptyTeam': { team: 'Knights' },
  'team.problem.rounds': { value: 'Knights', max: 20 },
  'team.problem.colour': { value: 'Knights' },
  'team.problem.primary': { value: 'Knights' },
  'team.problem.points': { value: 'Knights' },
  'team.problem.colourType': { value: 'Knights' },
  'team.problem.boards': { value: 'Knights', max: 20 },
  'team.problem.yesNo': { value: 'Knights' },
  'team.problem.tiebreaks': { value: 'Knights', reason: 'Knights' },
  'team.problem.language': { value: 'Knights', languages: 'Knights' },
  'team.problem.matchPointOrder': { win: 2, draw: 1, loss: 0 },
  'team.problem.missingRound': { last: 4 },
  'team.problem.unknownTeam': { team: 'Knights' },
  'team.problem.teamTwiceInRound': { team: 'Knights', row: 4 },
  'team.problem.matchResult': { value: 'Knights' },
  'team.problem.boardNumber': { value: 'Knights' },
  'team.problem.notInTeam': { player: 'Knights', team: 'Knights' },
  'team.problem.boardResult': { value: 'Knights' },
  'team.problem.resultOnEmptyBoard': { value: 'Knights' },
  'team.problem.byeWord': { value: 'Knights' },
  'team.problem.playerTwiceInMatch': { player: 'Knights' },
  'team.problem.lineUpOrder': { player: 'Knights', team: 'Knights' },
  'team.problem.noResult': { match: 2, board: 3 },
  'team.problem.tooFewTeams': { round: 3 },
  'team.importTaken': { tabs: 'Settings, Teams' },
  'team.importRefused': { reason: 'record 310: bad' },
  'team.imported': { teams: 12, rounds: 3 },
  'help.result': { choices: '1-0, ½-½, 0-1' },
  'help.secondGame': { choices: '1-0, ½-½, 0-1' },
  'help.oneOf': { choices: 'Yes, No' },
  'pair.paired': { round: 2, system: 'Dutch 2025', games: 7, unpaired: 1 },
  'pair.over': { rounds: 5 },
  'schedule.notTable': { system: 'Lim' },
  'schedule.tooFew': { players: 'Players' },
  'schedule.written': {
    tab: 'Schedule',
    rounds: 18,
    source: 'C.05 Annex 1, Berger table for 9 or 10 players',
    players: 'Players',
  },
  'pair.tooFew': { round: 1, players: 'Players' },
  'pair.notAvailable': { system: 'Lim' },
  'pair.noPairing': { round: 4, reason: 'no bye possible' },
  'pair.noPairingAround': { tab: 'Round 4', reason: 'no bye possible' },
  'pair.nothingChanged': { reason: 'Baku acceleration needs an even field' },
  'setUp.created': { tabs: 'Settings, Players', count: 2, players: 'Players' },
  'settings.saved': { tab: 'Settings' },
  'import.done': { players: 15, rounds: 5 },
  'lock.busy': { ms: 30000 },
  'problem.atRow': { tab: 'Players', row: 4, problem: 'the name is blank' },
  'problem.inTab': { tab: 'Players', problem: 'no such tab' },
  'problem.more': { count: 3 },
  'undo.question': { tab: 'Round 6', results: 7 },
  'undo.done': { tab: 'Round 6' },
  'undo.doneTyped': { tab: 'Round 6' },
  'undo.standingsNotRecomputed': { reason: 'a result is missing' },
  'round.protection': { round: 3 },
  'status.noPlayersTab': { players: 'Players', create: 'Create tournament tabs' },
  'explain.written': { round: 3, tab: 'Round 3 why' },
  'import.taken': { tabs: 'Players, Round 1' },
  'import.failed': { reason: 'line 3: bad date' },
  'language.noSettingsTab': { tab: 'Settings' },
  'page.round': { round: 2 },
  'page.match': { match: 3 },
  'sidebar.teamsProgress': { round: 2, rounds: 7, teams: 12 },
  'sidebar.openMatches': { count: 2, matches: '1, 4' },
  'sidebar.pairRound': { round: 3 },
  'team.problem.fewerRounds': { paired: 3 },
  'team.problem.boardsPlayed': { boards: 4 },
  'team.keptNoPairing': { round: 3, reason: 'Knights' },
  'team.problem.keptNotPlaying': { team: 'Knights', round: 3 },
  'team.problem.keptMetBefore': { left: 'Knights', right: 'Knights', round: 2 },
  'sidebar.typedMatches': { round: 3, count: 2 },
  'page.roundOf': { round: 2, rounds: 7 },
  'page.afterRound': { round: 1 },
  'page.pairingsOfRound': { round: 2 },
  'page.crosstableKey': { after: 'After round 1' },
  'page.points': { points: '2.5' },
};

const englishKeys = Object.keys(ENGLISH.messages).sort();

function language(code: string): Language {
  const found = LANGUAGES.find((l) => l.code === code);
  if (found === undefined) throw new Error(`no language ${code}`);
  return found;
}

describe('the catalogues', () => {
  it('ship English, Spanish, Portuguese (Brazil), French, German and Russian', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'es', 'pt', 'fr', 'de', 'ru']);
  });

  for (const lang of LANGUAGES) {
    it(`${lang.name} gives exactly the English keys, each a non-empty text`, () => {
      const keys = Object.keys(lang.messages).sort();
      expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
      expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
      const t = translatorFor(lang);
      for (const key of englishKeys as (keyof typeof ENGLISH.messages)[]) {
        const params = (SAMPLE_PARAMS as Record<string, unknown>)[key];
        const text = (t.text as (k: string, p?: unknown) => string)(key, params);
        expect(text, `${lang.code} ${key}`).toMatch(/\S/);
        expect(text, `${lang.code} ${key}`).not.toMatch(/undefined|\[object|NaN/);
      }
    });
  }

  it('names every language by its own name, all different', () => {
    const names = LANGUAGES.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Русский');
  });

  it('translates the tab names of every language differently from each other within it', () => {
    for (const lang of LANGUAGES) {
      const t = translatorFor(lang);
      const tabs = [
        t.text('tab.settings'),
        t.text('tab.players'),
        t.text('tab.standings'),
        t.text('tab.crosstable'),
        t.text('tab.byName'),
        t.text('tab.undo'),
        t.text('tab.round', { round: 1 }),
        t.text('tab.roundWhy', { round: 1 }),
      ];
      expect(new Set(tabs).size, lang.code).toBe(tabs.length);
    }
  });
});

describe('plural forms and numbers follow the locale (Intl)', () => {
  const players = (locale: string) => {
    const format = formatFor(locale);
    return (count: number) =>
      format.plural(count, {
        one: `${count} one`,
        few: `${count} few`,
        many: `${count} many`,
        other: `${count} other`,
      });
  };

  it('Russian: 1, 21 one (участник); 2, 22 few (участника); 5, 11 many (участников)', () => {
    expect([1, 2, 5, 11, 21, 22].map(players('ru'))).toEqual([
      '1 one',
      '2 few',
      '5 many',
      '11 many',
      '21 one',
      '22 few',
    ]);
  });

  it('the sidebar counts players, rounds and boards with each language’s plural forms', () => {
    const ru = translatorFor(language('ru'));
    expect(ru.text('sidebar.notStartedOf', { rounds: 5, players: 21 })).toBe(
      'Не начат (5 туров) · 21 участник',
    );
    expect(ru.text('sidebar.roundOf', { round: 2, rounds: 7, players: 22 })).toBe(
      'Тур 2 из 7 · 22 участника',
    );
    expect(ru.text('sidebar.openBoards', { count: 11, boards: '1, 2' })).toBe(
      'Без результата: 11 досок (1, 2)',
    );
    const es = translatorFor(language('es'));
    expect(es.text('sidebar.roundOf', { round: 1, rounds: 7, players: 1 })).toBe(
      'Ronda 1 de 7 · 1 jugador',
    );
    expect(es.text('sidebar.openBoards', { count: 10, boards: '1, 2' })).toBe(
      '10 tableros sin resultado: 1, 2',
    );
    const fr = translatorFor(language('fr'));
    expect(fr.text('sidebar.notStarted', { players: 0 })).toBe('Pas commencé · 0 joueur');
  });

  it('English 0 is plural; French 0 is singular (0 joueur)', () => {
    expect([0, 1, 2].map(players('en'))).toEqual(['0 other', '1 one', '2 other']);
    expect([0, 1, 2].map(players('fr'))).toEqual(['0 one', '1 one', '2 other']);
  });

  it('writes the decimal mark of the number locale, not of the language', () => {
    expect(formatFor('en').number(2.5, 1)).toBe('2.5');
    expect(formatFor('de').number(2.5, 1)).toBe('2,5');
    expect(formatFor('es-MX').number(2.5, 1)).toBe('2.5');
    expect(translatorFor(language('es'), 'es-ES').format.number(3, 1)).toBe('3,0');
  });
});

describe('finding the language', () => {
  it('of a locale as Sheets or a browser writes it', () => {
    expect(languageOfLocale('es_ES')?.code).toBe('es');
    expect(languageOfLocale('pt_BR')?.code).toBe('pt');
    expect(languageOfLocale('pt_PT')?.code).toBe('pt');
    expect(languageOfLocale('de-AT')?.code).toBe('de');
    expect(languageOfLocale('en_GB')?.code).toBe('en');
    expect(languageOfLocale('ja_JP')).toBeNull();
    expect(languageOfLocale('')).toBeNull();
    expect(languageOfLocale(null)).toBeNull();
  });

  it('typed by its own name or its code, in any case', () => {
    expect(languageNamed('Español')?.code).toBe('es');
    expect(languageNamed(' deutsch ')?.code).toBe('de');
    expect(languageNamed('RU')?.code).toBe('ru');
    expect(languageNamed('Português (Brasil)')?.code).toBe('pt');
    expect(languageNamed('Klingon')).toBeNull();
  });
});
