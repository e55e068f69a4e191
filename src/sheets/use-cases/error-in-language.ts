/**
 * An error as the organiser reads it, in the tournament's language: the
 * problems of the workbook framed with their tab's name and row, a refusal
 * given as a message of the catalogue, the document lock's refusal. Other errors say what they said.
 */
import type { Workbook } from '../ports.js';
import { say } from '../../messages/index.js';
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

export function errorInLanguage(error: unknown, workbook: () => Workbook): unknown {
  const wait = lockWait(error);
  const said = error instanceof AddonError ? error.said : null;
  if (!(error instanceof WorkbookInputError) && wait === null && said === null) return error;
  try {
    const book = workbook();
    const t = languageOf(book);
    if (wait !== null) return new AddonError(t.text('lock.busy', { ms: wait }));
    if (said !== null) return new AddonError(say(t, said, (key) => shownTabName(book, key)));
    const problems = (error as WorkbookInputError).problems;
    return new WorkbookInputError(
      problems,
      problemsText(problems, t, (key) => shownTabName(book, key)),
    );
  } catch {
    // The language cannot be read (the workbook itself is unreadable): the English message.
    return error;
  }
}
