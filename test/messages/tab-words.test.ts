/**
 * The words the add-on writes into its tabs are read back in every language
 * (issue 31: "a workbook started in Spanish opened by an English-speaking
 * co-organiser still pairs"): no text may mean two different words.
 */
import { describe, expect, it } from 'vitest';
import { translatorFor, LANGUAGES } from '../../src/messages/index.js';
import { ALL_WORD_LISTS, wordsOfTab } from '../../src/sheets/tab-records/tab-words.js';

describe("the add-on's words in its tabs", () => {
  it('never read two ways: each text, in any language, is one word', () => {
    for (const list of ALL_WORD_LISTS)
      for (const [text, words] of list.meanings())
        expect([...words], `"${text}" reads as`).toHaveLength(1);
  });

  it('reads a Round tab written in German, and writes it in Russian', () => {
    const round = wordsOfTab('Round 4')!;
    const german = [
      ['Brett', 'Nr.', 'Weiß', 'Elo', 'Punkte', 'Ergebnis'],
      [1, 3, 'Kraus, Jan', 1900, 2, '0-1 Kampflos'],
      ['Spielfrei', 9, 'Weber, Eva', 1700, 1.5, '1'],
    ];
    const read = german.map((row, r) =>
      row.map((value) => (r === 0 ? round.header! : round.body).read(value)),
    );
    expect(read).toEqual([
      ['Board', 'No.', 'White', 'Rating', 'Points', 'Result'],
      [1, 3, 'Kraus, Jan', 1900, 2, '0-1 forfeit'],
      ['Bye', 9, 'Weber, Eva', 1700, 1.5, '1'],
    ]);
    const russian = translatorFor(LANGUAGES.find((l) => l.code === 'ru')!);
    expect(read[1]!.map((value) => round.body.written(value, russian))).toEqual([
      1,
      3,
      'Kraus, Jan',
      1900,
      2,
      '0-1 неявка',
    ]);
  });

  it("writes a round-robin's free player in the language and reads it back from any", () => {
    const round = wordsOfTab('Round 3')!;
    const spanish = translatorFor(LANGUAGES.find((l) => l.code === 'es')!);
    expect(round.body.written('Free (no game)', spanish)).toBe('Libre (sin partida)');
    expect(round.body.read('Libre (sin partida)')).toBe('Free (no game)');
    expect(round.body.read('Свободен (без партии)')).toBe('Free (no game)');
  });

  it("leaves the organiser's own tabs and the undo records alone", () => {
    expect(wordsOfTab('Undo data')).toBeNull();
    expect(wordsOfTab('My notes')).toBeNull();
    expect(wordsOfTab('Round 2 why')).toBeNull();
  });
});
