/**
 * An error as the organiser reads it, in the tournament's language: the
 * problems of the workbook framed with their tab's name and row, a refusal
 * given as a message of the catalogue (the add-on's or one the engine
 * carries), the document lock's refusal. Anything else is a fault of the
 * add-on (or of the computer under it): said in the language as such, with
 * its English technical detail kept for whoever is sent the report.
 */
import type { Workbook } from '../ports.js';
import { ENGLISH, refusalOf, say, translatorFor, type Translator } from '../../messages/index.js';
import { languageOf, shownTabName } from '../tab-records/recognised-workbook.js';
import { problemsText, WorkbookInputError } from '../workbook/input-problems.js';
import { AddonError } from './addon-error.js';

/** The document lock's refusal (apps-script/document-lock.ts), known by its name and wait. */
function lockWait(error: unknown): number | null {
  return error instanceof Error &&
    error.name === 'LockUnavailableError' &&
    typeof (error as { timeoutMs?: unknown }).timeoutMs === 'number'
    ? (error as unknown as { timeoutMs: number }).timeoutMs
    : null;
}

/** An error of the system under the add-on (Node's file calls): it names its call. */
function isSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as { syscall?: unknown }).syscall === 'string';
}

/**
 * What went wrong, in English, for a report: the error's kind and message
 * and where it was thrown (the first frame of its stack), without the rest.
 */
function technicalDetail(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const frame = /\n\s*at (.+)/.exec(error.stack ?? '')?.[1]?.trim();
  const what = `${error.name}: ${error.message}`;
  return frame === undefined ? what : `${what}, at ${frame}`;
}

/**
 * A fault of the add-on or of the computer, said in the language of `t`. The
 * computer's refusal (a file or folder missing, a disk full) is no bug: its
 * own words name the file, without the add-on's code.
 */
function faultIn(t: Translator, error: unknown): AddonError {
  return new AddonError(
    isSystemError(error)
      ? t.text('error.file', { detail: (error as Error).message })
      : t.text('error.internal', { detail: technicalDetail(error) }),
  );
}

export function errorInLanguage(error: unknown, workbook: () => Workbook): unknown {
  // Already said in the tournament's language by the use case that threw it.
  if (error instanceof AddonError && error.said === null) return error;
  let book: Workbook;
  let t: Translator;
  try {
    book = workbook();
    t = languageOf(book);
  } catch {
    // The language cannot be read (the workbook itself is unreadable): English.
    if (error instanceof AddonError || error instanceof WorkbookInputError) return error;
    if (lockWait(error) !== null) return error;
    return faultIn(translatorFor(ENGLISH), error);
  }
  const tabName = (key: string) => shownTabName(book, key);
  const wait = lockWait(error);
  if (wait !== null) return new AddonError(t.text('lock.busy', { ms: wait }));
  if (error instanceof AddonError) return new AddonError(say(t, error.said!, tabName));
  if (error instanceof WorkbookInputError)
    return new WorkbookInputError(error.problems, problemsText(error.problems, t, tabName));
  // An engine refusal that no use case framed (each frames those it expects): said as it is.
  const refusal = refusalOf(error);
  if (refusal !== null) return new AddonError(say(t, refusal, tabName));
  return faultIn(t, error);
}
