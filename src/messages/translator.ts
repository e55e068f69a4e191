/**
 * Messages in one language, with numbers as one locale writes them: the
 * language's words, and the decimal mark of the spreadsheet (a Spanish text
 * in a spreadsheet set to Mexico writes 2.5, set to Spain 2,5).
 */
import type { Language, MessageKey, ParamsOf, TextKey } from './catalogue.js';
import { formatFor, type Format } from './format.js';
import type { Message } from './message.js';
import { LANGUAGES } from './languages.js';

export interface Translator {
  readonly language: Language;
  /** The locale numbers are written in: the spreadsheet's, else the language's. */
  readonly locale: string;
  readonly format: Format;
  text<K extends MessageKey>(key: K, ...params: ParamsOf<K>): string;
}

export function translatorFor(
  language: Language,
  numberLocale: string = language.locale,
): Translator {
  const format = formatFor(numberLocale, language.locale);
  return {
    language,
    locale: numberLocale,
    format,
    text(key, ...params) {
      const message: Message = language.messages[key];
      return typeof message === 'string'
        ? message
        : (message as (p: unknown, f: Format) => string)(params[0], format);
    },
  };
}

/** A fixed text in every language, English first: what the add-on recognises when reading it back. */
export function textsInEveryLanguage(key: TextKey): string[] {
  return [...new Set(LANGUAGES.map((language) => language.messages[key]))];
}
