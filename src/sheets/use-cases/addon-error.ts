import { ENGLISH, say, translatorFor, type Said } from '../../messages/index.js';

/**
 * Something the organiser must know or fix; its message is shown as it is.
 * Given as a message of the catalogue, it is said in the tournament's
 * language where it reaches the organiser (errorInLanguage), in English
 * before that.
 */
export class AddonError extends Error {
  /** The message of the catalogue, when the error was given one. */
  readonly said: Said | null;

  constructor(message: string | Said) {
    super(typeof message === 'string' ? message : say(translatorFor(ENGLISH), message));
    this.name = 'AddonError';
    this.said = typeof message === 'string' ? null : message;
  }
}
