/**
 * Issue 31: "plural forms right (use the platform's Intl …, not string
 * concatenation)". The messages that count rounds, players or boards beside
 * a noun take the language's form for the count (Format.plural,
 * Intl.PluralRules): Russian 1 and 21 тур, 2 тура, 5 туров; no count put in
 * parentheses after a plural noun («всех туров (1)»).
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, translatorFor } from '../../src/messages/index.js';

const t = (code: string) => translatorFor(LANGUAGES.find((l) => l.code === code)!);

describe('Russian counts 1, 2, 5 and 21 with their forms', () => {
  const ru = t('ru');
  const counts = [1, 2, 5, 21];

  it('the tournament is over (the add-on, npm start, a team event): в 1 туре, в 2 турах', () => {
    expect(counts.map((rounds) => ru.text('pair.over', { rounds }).split('.')[0])).toEqual([
      'Турнир окончен: жеребьёвка проведена в 1 туре из 1',
      'Турнир окончен: жеребьёвка проведена в 2 турах из 2',
      'Турнир окончен: жеребьёвка проведена в 5 турах из 5',
      'Турнир окончен: жеребьёвка проведена в 21 туре из 21',
    ]);
    expect(ru.text('local.over', { rounds: 21 })).toBe(
      'Турнир окончен: жеребьёвка проведена в 21 туре из 21, все результаты внесены. Итоговое положение:',
    );
    expect(ru.text('team.over', { rounds: 1 })).toMatch(
      /^Турнир окончен: жеребьёвка проведена в 1 туре из 1\./,
    );
    expect(ru.text('team.problem.fewerRounds', { paired: 2 })).toBe(
      'жеребьёвка уже проведена в 2 турах; туров не может быть меньше',
    );
  });

  it('the players to pair in an explanation: 1 участник, 2 участника, 5 участников, 21 участник', () => {
    const bye = (players: number) =>
      ru.text('explain.bye', { player: 'Иванов', players, reasons: [] }).split(',')[0];
    expect(counts.map(bye)).toEqual([
      'Иванов свободен от игры по жеребьёвке: для пар 1 участник',
      'Иванов свободен от игры по жеребьёвке: для пар 2 участника',
      'Иванов свободен от игры по жеребьёвке: для пар 5 участников',
      'Иванов свободен от игры по жеребьёвке: для пар 21 участник',
    ]);
    const odd = (players: number) =>
      ru
        .text('explain.float.odd', {
          score: 2,
          players,
          player: 'Иванов',
          floatCount: 'x',
          floatScores: 'y',
          order: 'z',
        })
        .split(',')[0];
    expect(odd(21)).toBe('в группе 2 21 участник для пар');
    expect(odd(5)).toBe('в группе 2 5 участников для пар');
  });

  it('a Berger table: для 21 участника, для 22 участников; 1 тур, 2 тура, 5 туров, 21 тур', () => {
    const rounds = (total: number) =>
      ru.text('engine.noPairing.tableRounds', { players: 21, total, round: 30 }).split(';')[0];
    expect(counts.map(rounds)).toEqual([
      'в таблице для 21 участника 1 тур',
      'в таблице для 21 участника 2 тура',
      'в таблице для 21 участника 5 туров',
      'в таблице для 21 участника 21 тур',
    ]);
    expect(ru.text('table.source', { size: 22, constructed: false })).toBe(
      'C.05 приложение 1, таблица Бергера для 21 или 22 участников',
    );
  });
});

describe('one round, one board, one player in the other languages', () => {
  it('says the only round in the singular', () => {
    expect(t('en').text('pair.over', { rounds: 1 })).toMatch(
      /^The tournament is over: its 1 round is paired\./,
    );
    expect(t('es').text('local.over', { rounds: 1 })).toMatch(
      /^El torneo ha terminado: su única ronda está emparejada y/,
    );
    expect(t('de').text('pair.over', { rounds: 1 })).toMatch(
      /^Das Turnier ist zu Ende: Seine einzige Runde ist ausgelost\./,
    );
    expect(t('de').text('pair.over', { rounds: 7 })).toMatch(
      /^Das Turnier ist zu Ende: Alle 7 Runden sind ausgelost\./,
    );
    expect(t('fr').text('team.problem.fewerRounds', { paired: 1 })).toMatch(
      /^1 ronde est déjà appariée/,
    );
    expect(t('pt').text('team.problem.boardsPlayed', { boards: 1 })).toMatch(
      /têm 1 tabuleiro por match/,
    );
    expect(t('en').text('engine.noPairing.tableRounds', { players: 2, total: 1, round: 2 })).toBe(
      'the table for 2 players has 1 round; round 2 is not in it',
    );
    expect(
      t('es').text('explain.bye', { player: 'Ana', players: 1, reasons: [] }).split(',')[0],
    ).toBe('Ana recibe el bye asignado por el emparejamiento: hay 1 jugador por emparejar');
  });
});

describe('the players who went up to a higher scoregroup: 1 went, 2 went', () => {
  const upOdd = (code: string, wentUp: number) =>
    t(code).text('explain.float.upOdd', {
      score: 2,
      left: 21,
      wentUp,
      player: 'X',
      floatCount: 'a',
      floatScores: 'b',
      order: 'c',
    });

  it('in the verb of each language', () => {
    expect(upOdd('ru', 1)).toContain('остался 21 участник для пар (1 поднялся в более высокую)');
    expect(upOdd('ru', 2)).toContain('(2 поднялись в более высокую)');
    expect(upOdd('es', 1)).toContain('(1 subió a uno superior)');
    expect(upOdd('de', 1)).toContain('(1 ging in eine höhere hinauf)');
    expect(upOdd('fr', 1)).toContain('(1 est monté dans un groupe supérieur)');
    expect(upOdd('pt', 2)).toContain('(2 subiram para um grupo superior)');
  });
});
