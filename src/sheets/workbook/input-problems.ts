/**
 * What is wrong with the organiser's input, each problem naming the tab and
 * the row (as Sheets numbers rows) so that it can be found and fixed.
 */

import { ENGLISH, say, translatorFor, type Said, type Translator } from '../../messages/index.js';

export interface InputProblem {
  tab: string;
  /** Sheet row, 1-based; null when the problem is with the tab as a whole. */
  row: number | null;
  /** What is wrong, a message of the catalogue said in the reader's language when shown. */
  problem: Said;
}

/** At most this many problems are spelled out; the rest are counted. */
const LISTED = 8;

const english = translatorFor(ENGLISH);

/** The problem alone, in English. */
export function problemInEnglish(problem: Said): string {
  return say(english, problem);
}

/** The problem in English, as the command line and the TRF paths show it. */
export function describeProblem({ tab, row, problem }: InputProblem): string {
  return row === null
    ? english.text('problem.inTab', { tab, problem: say(english, problem) })
    : english.text('problem.atRow', { tab, row, problem: say(english, problem) });
}

/**
 * The problems as the organiser reads them: each framed in the language of
 * `t` ("Jugadores, fila 4: …"), its tab by the name `tabName` gives it.
 */
export function problemsText(
  problems: readonly InputProblem[],
  t: Translator,
  tabName: (key: string) => string,
): string {
  const listed = problems.slice(0, LISTED).map(({ tab, row, problem }) =>
    row === null
      ? t.text('problem.inTab', { tab: tabName(tab), problem: say(t, problem, tabName) })
      : t.text('problem.atRow', {
          tab: tabName(tab),
          row,
          problem: say(t, problem, tabName),
        }),
  );
  const more = problems.length - listed.length;
  return [...listed, ...(more > 0 ? [t.text('problem.more', { count: more })] : [])].join('\n');
}

/** The workbook cannot be used as it is; nothing was changed. */
export class WorkbookInputError extends Error {
  /** `message`: the problems as said in the tournament's language (problemsText); English without it. */
  constructor(
    readonly problems: readonly InputProblem[],
    message?: string,
  ) {
    const listed = problems.slice(0, LISTED).map(describeProblem);
    const more = problems.length - listed.length;
    super(
      message ??
        [...listed, ...(more > 0 ? [english.text('problem.more', { count: more })] : [])].join(
          '\n',
        ),
    );
    this.name = 'WorkbookInputError';
  }
}

/** Collects problems while reading; throws them all at once. */
export class ProblemList {
  readonly problems: InputProblem[] = [];

  add(tab: string, row: number | null, problem: Said): void {
    this.problems.push({ tab, row, problem });
  }

  throwIfAny(): void {
    if (this.problems.length > 0) throw new WorkbookInputError(this.problems);
  }
}
