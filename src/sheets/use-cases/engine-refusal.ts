/**
 * The engine's refusals (a message it carries as `refusal`, src/messages/said.ts)
 * said in the tournament's language, so that a TRF file's fault or a round
 * with no valid pairing names the line as the English does.
 */
import { refusalOf, say, type Said, type Translator } from '../../messages/index.js';

/** The engine refusal `error` carries, as a message; null without one. */
export function saidOfEngineError(error: unknown): Said | null {
  return refusalOf(error);
}

/** Why the engine refused, for a message's `reason`: its catalogue message, else its English text. */
export function reasonOf(error: Error): Said | string {
  return refusalOf(error) ?? error.message;
}

/** Why the engine refused, said in the language of `t` (its English text without a message). */
export function reasonIn(t: Translator, error: Error): string {
  const said = refusalOf(error);
  return said === null ? error.message : say(t, said);
}
