/**
 * Why the engine refuses a file or a round, as data beside its English
 * message: the key of a message in the add-on's catalogue (src/messages,
 * the `trf.` and `refusal.engine.` keys) with its parameters, which the
 * add-on says in the tournament's language. The engine chooses no language
 * and imports no message (the command line stays English, byte for byte):
 * it names the message and gives the numbers and the file's own text; a
 * word the organiser reads in a parameter (a field's name, a record) is a
 * refusal of its own, said in the same language.
 */
export interface Refusal {
  readonly key: string;
  readonly params?: Readonly<Record<string, RefusalPart>>;
}

export type RefusalPart =
  number | string | boolean | null | Refusal | readonly (string | Refusal)[];

export function refusal(key: string, params?: Readonly<Record<string, RefusalPart>>): Refusal {
  return params === undefined ? { key } : { key, params };
}

/** The refusal `error` carries, or null (an error with its English message only). */
export function refusalOf(error: unknown): Refusal | null {
  if (typeof error !== 'object' || error === null || !('refusal' in error)) return null;
  const found = (error as { refusal: unknown }).refusal;
  return typeof found === 'object' && found !== null && 'key' in found ? (found as Refusal) : null;
}
