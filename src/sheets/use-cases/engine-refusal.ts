/**
 * The engine's refusals (src/engine/refusal.ts) as messages of the
 * catalogue, so that a TRF file's fault or a round with no valid pairing is
 * said in the tournament's language, naming the line as the English does.
 */
import { refusalOf, type Refusal, type RefusalPart } from '../../engine/refusal.js';
import {
  ENGLISH,
  say,
  type MessageKey,
  type Part,
  type Said,
  type Translator,
} from '../../messages/index.js';

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(ENGLISH.messages, key);
}

/** Every key the refusal names, nested ones included, is one the catalogue has. */
function known(refusal: Refusal): boolean {
  return (
    isMessageKey(refusal.key) &&
    Object.values(refusal.params ?? {}).every((part) =>
      Array.isArray(part)
        ? (part as readonly (string | Refusal)[]).every((w) => typeof w === 'string' || known(w))
        : typeof part !== 'object' || part === null || known(part as Refusal),
    )
  );
}

/** `refusal` as a message; the catalogue's keys were checked (known). */
function saidOfKnown(refusal: Refusal): Said {
  const params: Record<string, Part> = {};
  for (const [name, part] of Object.entries(refusal.params ?? {}) as [string, RefusalPart][]) {
    params[name] = Array.isArray(part)
      ? (part as readonly (string | Refusal)[]).map((w) =>
          typeof w === 'string' ? w : saidOfKnown(w),
        )
      : typeof part === 'object' && part !== null
        ? saidOfKnown(part as Refusal)
        : (part as string | number | boolean | null);
  }
  return refusal.params === undefined
    ? { key: refusal.key as MessageKey }
    : { key: refusal.key as MessageKey, params };
}

/** The engine refusal `error` carries, as a message; null without one (or one the catalogue lacks). */
export function saidOfEngineError(error: unknown): Said | null {
  const refusal = refusalOf(error);
  return refusal !== null && known(refusal) ? saidOfKnown(refusal) : null;
}

/** Why the engine refused, for a message's `reason`: its catalogue message, else its English text. */
export function reasonOf(error: Error): Said | string {
  return saidOfEngineError(error) ?? error.message;
}

/** Why the engine refused, said in the language of `t` (its English text without a message). */
export function reasonIn(t: Translator, error: Error): string {
  const said = saidOfEngineError(error);
  return said === null ? error.message : say(t, said);
}
