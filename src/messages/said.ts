/**
 * A message of the catalogue with its parameters, kept unsaid until it is
 * shown: the one shape of every word the engine and the add-on give the
 * organiser (an explanation, a check, a colour reason, a refusal, a problem
 * found while reading a tab). The engine builds it and chooses no language;
 * the add-on says it in the tournament's language, the command line in
 * English (src/cli/english.ts), from the same words.
 */
import type { MessageKey, ParamsOf } from './catalogue.js';

export type { MessageKey };
import type { Translator } from './translator.js';

/** A tab named by its key ('Players', 'Round 3'): said with the name the organiser sees on it. */
export interface TabNamed {
  readonly tab: string;
}

/** A word of a parameter: a text, a message said in the same language, or a tab. */
type Word = string | Said | TabNamed;

/** A parameter as a message is given it: a number, a flag, a word, or a list of words or numbers. */
export type Part = number | boolean | null | Word | readonly Word[] | readonly number[];

export interface Said {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, Part>>;
}

/** A message's parameters, where any text may also be a message or a tab said with it. */
type Wording<P> = {
  [N in keyof P]: string extends P[N]
    ? P[N] | Said | TabNamed
    : P[N] extends readonly string[]
      ? readonly Word[]
      : P[N];
};

export type SaidParams<K extends MessageKey> =
  ParamsOf<K> extends [params: infer P] ? [params: Wording<P>] : [];

export function said<K extends MessageKey>(key: K, ...params: SaidParams<K>): Said {
  return params.length === 0
    ? { key }
    : { key, params: params[0] as unknown as Readonly<Record<string, Part>> };
}

/** The tab of key `key`, named as the organiser sees it where the message is said. */
export function tabNamed(key: string): TabNamed {
  return { tab: key };
}

/**
 * Why the engine refused, as an error of the engine carries it (its
 * `refusal`: a TRF file's fault, a round with no valid pairing), or null for
 * an error with its English message only.
 */
export function refusalOf(error: unknown): Said | null {
  if (typeof error !== 'object' || error === null || !('refusal' in error)) return null;
  const found = (error as { refusal: unknown }).refusal;
  return typeof found === 'object' && found !== null && 'key' in found ? (found as Said) : null;
}

/**
 * An error that carries why it refused as its `refusal` (which refusalOf reads), each kind a
 * subclass that names itself. `R` is `Said` where every throw has its reason, `Said | null` where
 * one may have its English message only. Made over Error and over RangeError, so that an error
 * that was a RangeError is still one.
 */
function refusalErrorOver(kind: ErrorConstructor) {
  return class RefusalError<R extends Said | null = Said> extends kind {
    readonly refusal: R;

    // Where a refusal may be null, it may be left out.
    constructor(message: string, ...[refusal]: null extends R ? [refusal?: R] : [refusal: R]) {
      super(message);
      this.refusal = (refusal ?? null) as R;
    }
  };
}

// Marked pure, so that a bundle that throws none of them (the sidebar's) leaves them out.
export const RefusalError = /* @__PURE__ */ refusalErrorOver(Error);
export const RangeRefusalError = /* @__PURE__ */ refusalErrorOver(RangeError);

export function isSaid(part: Part): part is Said {
  return typeof part === 'object' && part !== null && 'key' in part;
}

function wordIn(t: Translator, word: Word, tabName: (key: string) => string): string {
  return typeof word === 'string'
    ? word
    : 'key' in word
      ? say(t, word, tabName)
      : tabName(word.tab);
}

/**
 * `message` in the language of `t`; a tab in it by `tabName` (its key, which
 * is its English title, when none is given).
 */
export function say(
  t: Translator,
  message: Said,
  tabName: (key: string) => string = (key) => key,
): string {
  const params: Record<string, string | number | boolean | null | (string | number)[]> = {};
  for (const [name, part] of Object.entries(message.params ?? {})) {
    params[name] =
      typeof part === 'number' || typeof part === 'boolean' || part === null
        ? part
        : Array.isArray(part)
          ? (part as readonly (Word | number)[]).map((word) =>
              typeof word === 'number' ? word : wordIn(t, word, tabName),
            )
          : wordIn(t, part as Word, tabName);
  }
  return (t.text as (key: MessageKey, params?: unknown) => string)(
    message.key,
    message.params === undefined ? undefined : params,
  );
}
