/**
 * What is wrong with the organiser's input, each problem naming the tab and
 * the row (as Sheets numbers rows) so that it can be found and fixed.
 */

export interface InputProblem {
  tab: string;
  /** Sheet row, 1-based; null when the problem is with the tab as a whole. */
  row: number | null;
  problem: string;
}

/** At most this many problems are spelled out; the rest are counted. */
const LISTED = 8;

export function describeProblem({ tab, row, problem }: InputProblem): string {
  return row === null ? `${tab}: ${problem}` : `${tab}, row ${row}: ${problem}`;
}

/** The workbook cannot be used as it is; nothing was changed. */
export class WorkbookInputError extends Error {
  constructor(readonly problems: readonly InputProblem[]) {
    const listed = problems.slice(0, LISTED).map(describeProblem);
    const more = problems.length - listed.length;
    super([...listed, ...(more > 0 ? [`… and ${more} more.`] : [])].join('\n'));
    this.name = 'WorkbookInputError';
  }
}

/** Collects problems while reading; throws them all at once. */
export class ProblemList {
  readonly problems: InputProblem[] = [];

  add(tab: string, row: number | null, problem: string): void {
    this.problems.push({ tab, row, problem });
  }

  throwIfAny(): void {
    if (this.problems.length > 0) throw new WorkbookInputError(this.problems);
  }
}
