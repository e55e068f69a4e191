/**
 * The shape every language's messages take: the English catalogue's keys,
 * each a text or a function of typed parameters. A language that leaves a key
 * out, or gives a message other parameters, does not compile.
 */
import type { Format } from './format.js';
import type { english } from './languages/english.js';

type EnglishCatalogue = typeof english;

/** Every language's catalogue: English's keys, a string where English has one, else the same function type. */
export type Catalogue = {
  readonly [K in keyof EnglishCatalogue]: EnglishCatalogue[K] extends string
    ? string
    : EnglishCatalogue[K];
};

export type MessageKey = keyof Catalogue;

/** The keys whose message is a fixed text. */
export type TextKey = {
  [K in MessageKey]: Catalogue[K] extends string ? K : never;
}[MessageKey];

/** The keys whose message takes parameters. */
export type SentenceKey = Exclude<MessageKey, TextKey>;

/** The parameters of a message: none for a fixed text. */
export type ParamsOf<K extends MessageKey> = Catalogue[K] extends (
  params: infer P,
  format: Format,
) => string
  ? [params: P]
  : [];

/** A language the add-on speaks: its code (ISO 639-1), its own name, the locale of its words. */
export interface Language {
  readonly code: string;
  /** The language's name for itself, as the Settings row and the sidebar offer it. */
  readonly name: string;
  /** The BCP 47 locale whose plural rules the messages follow. */
  readonly locale: string;
  readonly messages: Catalogue;
}
