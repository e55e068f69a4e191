/** The add-on's words in every language it speaks (docs/organisers-guide.md, "Languages"). */
export type {
  Catalogue,
  Language,
  MessageKey,
  ParamsOf,
  SentenceKey,
  TextKey,
} from './catalogue.js';
export type { Format, PluralForms } from './format.js';
export { ENGLISH, LANGUAGES, languageNamed, languageOfLocale } from './languages.js';
export { textsInEveryLanguage, translatorFor, type Translator } from './translator.js';
export {
  isSaid,
  RefusalError,
  refusalOf,
  said,
  say,
  tabNamed,
  type Part,
  type Said,
  type SaidParams,
  type TabNamed,
} from './said.js';
