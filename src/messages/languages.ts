/**
 * The languages the add-on speaks. Adding one: a catalogue file in
 * languages/ (typed `Catalogue`, so a missing message does not compile) and
 * its line here.
 */
import type { Language } from './catalogue.js';
import { displayNames } from './format.js';
import { english } from './languages/english.js';
import { french } from './languages/french.js';
import { german } from './languages/german.js';
import { portugueseBrazil } from './languages/portuguese-brazil.js';
import { russian } from './languages/russian.js';
import { spanish } from './languages/spanish.js';

/**
 * The catalogue's own language, named apart from the list so that a bundle that speaks only
 * English (the command line) carries no other catalogue: half of its size, read on every run.
 */
export const ENGLISH: Language = { code: 'en', name: 'English', locale: 'en', messages: english };

export const LANGUAGES: readonly Language[] = [
  ENGLISH,
  { code: 'es', name: 'Español', locale: 'es', messages: spanish },
  { code: 'pt', name: 'Português (Brasil)', locale: 'pt-BR', messages: portugueseBrazil },
  { code: 'fr', name: 'Français', locale: 'fr', messages: french },
  { code: 'de', name: 'Deutsch', locale: 'de', messages: german },
  { code: 'ru', name: 'Русский', locale: 'ru', messages: russian },
];

/**
 * The language of a locale as Sheets (`es_ES`, `pt_BR`) or a browser (`de-AT`)
 * writes it, by its language part; null for a language the add-on does not speak.
 * Decision: every Portuguese locale gets the Brazilian catalogue, the only
 * Portuguese one, rather than English.
 */
export function languageOfLocale(locale: string | null | undefined): Language | null {
  if (locale === null || locale === undefined) return null;
  const code = locale.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.code === code) ?? null;
}

/**
 * The language an organiser typed or picked, as a person types it: its own
 * name ("Español"), its code ("es"), or its name in any of the add-on's
 * languages ("Spanish", "Espagnol", "Spanisch", "испанский", "Brazilian
 * Portuguese", from the platform's Intl.DisplayNames), in any case, with or
 * without its accents ("espanol", "Francais"); null when it is none of ours.
 */
export function languageNamed(text: string): Language | null {
  return namedLanguages().get(looseName(text)) ?? null;
}

let named: Map<string, Language> | null = null;

/** Every name of every language, as looseName writes it. */
function namedLanguages(): Map<string, Language> {
  if (named !== null) return named;
  named = new Map();
  for (const language of LANGUAGES) {
    named.set(looseName(language.name), language);
    named.set(looseName(language.code), language);
  }
  for (const speaker of LANGUAGES) {
    const names = displayNames(speaker.locale);
    if (names === null) continue;
    for (const language of LANGUAGES)
      for (const code of new Set([language.code, language.locale])) {
        const name = names.of(code);
        if (name !== undefined && !named.has(looseName(name))) named.set(looseName(name), language);
      }
  }
  return named;
}

/**
 * A language's name as compared: accents dropped (é, ê, ç, ё, й alike), any
 * case, brackets and runs of spaces (non-breaking too), hyphens or underscores
 * as one space, zero-width spaces none.
 */
function looseName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\u200b-\u200d\u2060\ufeff]/gu, '')
    .toLowerCase()
    .replace(/[\s()_-]+/g, ' ')
    .trim();
}
