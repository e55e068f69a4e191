import { ENGLISH, say, translatorFor, type Said, type Translator } from '../messages/index.js';

/** The catalogue's English: the command line's words for what the engine says in messages. */
export const ENGLISH_WORDS: Translator = translatorFor(ENGLISH);

/** A message of the engine (an explanation, a check, a table's name) as the command line prints it. */
export function inEnglish(message: Said): string {
  return say(ENGLISH_WORDS, message);
}
