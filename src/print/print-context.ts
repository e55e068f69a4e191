/** What every page kind needs beside its data: the words and the day. */
import type { Translator } from '../messages/index.js';

export interface PrintContext {
  words: Translator;
  tournament: string;
  /** The day of printing (the workbook keeps no round dates). */
  day: Date;
}

/**
 * The day as the language writes it ("26 November 2026", "26. November
 * 2026"), by Intl in the spreadsheet's country (Format.date), never
 * assembled: a message of the catalogue, like every word on the page.
 */
export function printedDate(context: PrintContext): string {
  return context.words.text('print.date', { day: context.day });
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
