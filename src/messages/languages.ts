/**
 * The languages the add-on speaks. Adding one: a catalogue file in
 * languages/ (typed `Catalogue`, so a missing message does not compile) and
 * its line here.
 */
import type { Language } from './catalogue.js';
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
 * The language an organiser typed or picked: its own name ("Español") or its
 * code ("es"), in any case; null when it is none of ours.
 */
export function languageNamed(text: string): Language | null {
  const wanted = text.trim().toLowerCase();
  return (
    LANGUAGES.find(
      (language) => language.name.toLowerCase() === wanted || language.code === wanted,
    ) ?? null
  );
}
