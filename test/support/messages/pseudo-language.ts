/**
 * A language for the tests only: English with every message visibly marked,
 * ⟦…⟧ around it and its letters accented, its parameters left as they are.
 * A word on screen that is neither marked nor data escaped the catalogue
 * (test/messages/every-word-translated.test.ts). It is registered as a
 * shipped language is, by a line in the list of languages, in builds made
 * for the tests (scripts/build.mjs --language).
 */
import type { Catalogue, Language } from '../../../src/messages/catalogue.js';
import type { Format } from '../../../src/messages/format.js';
import { english } from '../../../src/messages/languages/english.js';

/** Its code: qps, of the ISO 639 range kept for local use, which Windows gives its pseudo-locales. */
export const PSEUDO_CODE = 'qps';
/** The spreadsheet locale that chooses it, as Sheets writes a locale. */
export const PSEUDO_LOCALE = 'qps_PLOC';

export const MARK_OPEN = '⟦';
export const MARK_CLOSE = '⟧';

/** Each ASCII letter's accented stand-in: one code point each, none of them an ASCII letter. */
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);

/** Every letter a marked message writes: a word made of these alone is the catalogue's. */
export const PSEUDO_LETTERS: ReadonlySet<string> = new Set(Object.values(ACCENTED));

// A parameter's text is fenced by these while its message is said, so that it is left unaccented.
const FENCE_OPEN = '\uE000';
const FENCE_CLOSE = '\uE001';

function fenced(value: unknown): unknown {
  if (typeof value === 'string')
    return value === '' ? value : `${FENCE_OPEN}${value}${FENCE_CLOSE}`;
  if (Array.isArray(value)) return value.map(fenced);
  return value;
}

function marked(text: string): string {
  let depth = 0;
  let out = '';
  for (const character of text) {
    if (character === FENCE_OPEN) depth++;
    else if (character === FENCE_CLOSE) depth--;
    else out += depth > 0 ? character : (ACCENTED[character] ?? character);
  }
  return `${MARK_OPEN}${out}${MARK_CLOSE}`;
}

type Sentence = (params: Record<string, unknown> | undefined, format: Format) => string;

function pseudoMessage(message: string | Sentence): string | Sentence {
  if (typeof message === 'string') return marked(message);
  return (params, format) =>
    marked(
      message(
        params === undefined
          ? params
          : Object.fromEntries(Object.entries(params).map(([name, part]) => [name, fenced(part)])),
        format,
      ),
    );
}

const messages = Object.fromEntries(
  Object.entries(english).map(([key, message]) => [key, pseudoMessage(message as Sentence)]),
) as unknown as Catalogue;

export const language: Language = {
  code: PSEUDO_CODE,
  name: marked('Pseudo'),
  locale: 'en',
  messages,
};
