import { ENGLISH, say, translatorFor, type Said, type Translator } from '../messages/index.js';

let words: Translator | undefined;

/**
 * The catalogue's English: the command line's words for what the engine says in messages. Made
 * on first use, not as the bundle loads: its Intl plural and list rules take ICU's data in, about
 * 25 ms of every run's start, and most runs (a pairing, a check) never say a word of the engine.
 */
export function englishWords(): Translator {
  return (words ??= translatorFor(ENGLISH));
}

/** A message of the engine (an explanation, a check, a table's name) as the command line prints it. */
export function inEnglish(message: Said): string {
  return say(englishWords(), message);
}
