/**
 * Names in any script: the PDF embeds DejaVu Sans, so Cyrillic, Greek and
 * Latin with accents print as themselves and read back as text; and each
 * language's page speaks its words, its players in its alphabetical order.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, translatorFor } from '../../src/messages/index.js';
import { byNamePage } from '../../src/print/by-name-page.js';
import { pairingsPage } from '../../src/print/pairings-page.js';
import { renderPdf } from '../../src/sheets/offline/print-pdf.js';
import type { RoundContent, ShownPlayer } from '../../src/sheets/workbook/round-tab.js';
import { pdfPages } from './pdf-text.js';

const NAMES = [
  'Иванчук, Василий',
  'Müller, Zoë',
  'Παπαδόπουλος, Νίκος',
  'Łukasiewicz, Żaneta',
  'Núñez, José Ángel',
];

const player = (number: number): ShownPlayer => ({
  number,
  name: NAMES[number - 1]!,
  rating: 2000,
  points: 0,
});

const ROUND: RoundContent = {
  games: [
    { white: player(1), black: player(2), result: '1-0' },
    { white: player(3), black: player(4), result: '0-1 forfeit' },
  ],
  byes: [{ code: 'H', player: player(5), points: 0.5 }],
};

const context = (code: string) => ({
  words: translatorFor(LANGUAGES.find((language) => language.code === code)!),
  tournament: 'Кубок Ёлки – Coupe d’Été',
  day: new Date(Date.UTC(2026, 0, 31)),
});

describe('names in any script', () => {
  it('print and read back as themselves, accents and all', async () => {
    const lines = (
      await pdfPages(await renderPdf([pairingsPage(context('en'), 1, ROUND)], 'a4'))
    )[0]!;
    expect(lines[0]).toBe('Кубок Ёлки – Coupe d’Été');
    expect(lines.slice(2, 6)).toEqual([
      'Board No. White Result No. Black',
      '1 1 Иванчук, Василий (0) 1–0 2 Müller, Zoë (0)',
      '2 3 Παπαδόπουλος, Νίκος (0) − + 4 Łukasiewicz, Żaneta (0)',
      '5 Núñez, José Ángel (0) ½ Half-point bye',
    ]);
  });

  it('in Russian: the words of the catalogue, the date and the players in Russian order', async () => {
    const pages = await pdfPages(
      await renderPdf(
        [pairingsPage(context('ru'), 3, ROUND), byNamePage(context('ru'), 3, ROUND)],
        'a4',
      ),
    );
    expect(pages).toHaveLength(2);
    expect(pages[0]![1]).toBe('Жеребьёвка 3-го тура 31 января 2026 г.');
    expect(pages[0]![2]).toBe('Доска № Белые Результат № Чёрные');
    expect(pages[0]!.at(-1)).toBe('Страница 1 из 1');
    expect(pages[0]![5]).toBe('5 Núñez, José Ángel (0) ½ Пропуск (½ очка)');
    // Russian collation puts Cyrillic first, then Latin, then Greek, each alphabetical.
    expect(pages[1]!.slice(2, 8)).toEqual([
      'Участник № Доска Цвет',
      'Иванчук, Василий 1 1 Белые',
      'Łukasiewicz, Żaneta 4 2 Чёрные',
      'Müller, Zoë 2 1 Чёрные',
      'Núñez, José Ángel 5 Пропуск (½ очка)',
      'Παπαδόπουλος, Νίκος 3 2 Белые',
    ]);
  });

  it('gives every language its own page words', () => {
    const titles = LANGUAGES.map(
      (language) => pairingsPage(context(language.code), 2, ROUND).title,
    );
    expect(titles).toEqual([
      'Pairings of round 2',
      'Emparejamientos de la ronda 2',
      'Emparceiramentos da rodada 2',
      'Appariements de la ronde 2',
      'Paarungen der 2. Runde',
      'Жеребьёвка 2-го тура',
    ]);
  });
});
