/** What every page kind needs beside its data: the words and the day. */
import type { Translator } from '../messages/index.js';

export interface PrintContext {
  words: Translator;
  tournament: string;
  /** The day of printing (the workbook keeps no round dates). */
  day: Date;
}

/**
 * The locale of a printed date: the tournament's language in the
 * spreadsheet's country (Spanish in a spreadsheet set to Mexico: es-MX),
 * else the language's own locale.
 */
export function dateLocale(words: Translator): string {
  const region = /^[a-zA-Z]{2,3}[-_]([A-Z]{2}|\d{3})(?![A-Za-z])/.exec(words.locale)?.[1];
  const wanted = region === undefined ? null : `${words.language.code}-${region}`;
  return wanted !== null && Intl.DateTimeFormat.supportedLocalesOf(wanted).length > 0
    ? wanted
    : words.language.locale;
}

/** The day as the language writes it ("26 November 2026", "26. November 2026"), by Intl, never assembled. */
export function printedDate(context: PrintContext): string {
  return new Intl.DateTimeFormat(dateLocale(context.words), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(context.day);
}

/** The page label with placeholders, filled in by each renderer. */
export function pageWords(context: PrintContext): string {
  return context.words.text('print.page', { page: '{page}', pages: '{pages}' });
}

/** The fields every document shares. */
export function documentBase(context: PrintContext) {
  return {
    lang: context.words.language.locale,
    tournament: context.tournament,
    date: printedDate(context),
    pageWords: pageWords(context),
  };
}
