/**
 * How one bad input or fault turned out, by what the organiser or the
 * calling program sees: the exit status (or alert/toast), the text, and
 * whether the file or spreadsheet changed. The suite counts each verdict;
 * any but "clear" fails it.
 */

export type Verdict = 'clear' | 'silent' | 'stack' | 'lost' | 'unclear';

export const VERDICTS: readonly Verdict[] = ['clear', 'silent', 'stack', 'lost', 'unclear'];

/** What the case must give. */
export interface Expected {
  /** Exit status; for the spreadsheet, 0 for a toast or an answer, 1 for an alert or a thrown message. */
  status: number;
  /** The message, naming the place (tab and row, line and column, or the file). */
  message: RegExp;
  /** Text that must not be there (a cascade of consequences, a second report). */
  not?: RegExp;
  /** The file or spreadsheet must be byte-for-byte (value-for-value) as it was. */
  unchanged: boolean;
}

export interface Observed {
  status: number;
  text: string;
  /** Whether the file or spreadsheet is as it was (null: not looked at). */
  unchanged: boolean | null;
  /** A loss found by the case itself (a round gone, a file no longer readable). */
  lost?: boolean;
}

/** An internal message or a stack frame: never for the organiser's eyes. */
const INTERNAL =
  /\bat .+:\d+:\d+|\b(TypeError|ReferenceError|SyntaxError|RangeError)\b|Cannot read propert|is not a function|is not defined|\bundefined\b|unexpected error|internal error/;

export function verdictOf(expected: Expected, observed: Observed): Verdict {
  if (INTERNAL.test(observed.text)) return 'stack';
  if (observed.lost === true) return 'lost';
  const said = expected.message.test(observed.text);
  // Done without the refusal or warning it called for (a change made is its outcome, not a loss).
  if (!said && observed.status === 0) return 'silent';
  if (expected.unchanged && observed.unchanged === false) return 'lost';
  if (!said || observed.status !== expected.status) return 'unclear';
  if (expected.not?.test(observed.text)) return 'unclear';
  // Said once is enough (issue 13: "Nothing was changed" printed twice).
  if ((observed.text.match(/nothing was (changed|done)/gi)?.length ?? 0) > 1) return 'unclear';
  return 'clear';
}

/**
 * A case run again in another language: as clear as in English (the same
 * status, nothing lost, no internal text), and said in that language, the
 * problem's row framed with the language's word for it (`row` its word for
 * "row": "fila").
 */
export function verdictInLanguage(
  expected: Expected,
  english: Observed,
  observed: Observed,
  row: string,
): Verdict {
  if (INTERNAL.test(observed.text)) return 'stack';
  if (observed.lost === true) return 'lost';
  if (expected.unchanged && observed.unchanged === false) return 'lost';
  if (observed.status !== english.status || observed.text === '') return 'unclear';
  if (observed.status === 1 && observed.text === english.text) return 'unclear';
  const framed = [...english.text.matchAll(/, row (\d+):/g)].map((m) => m[1]);
  if (framed.some((n) => !observed.text.includes(`, ${row} ${n}:`))) return 'unclear';
  return 'clear';
}

/** The counts of every verdict, kept across the suite's cases. */
export class Tally {
  private readonly counts = new Map<Verdict, number>(VERDICTS.map((v) => [v, 0]));
  readonly failures: string[] = [];

  add(name: string, verdict: Verdict, observed: Observed): void {
    this.counts.set(verdict, this.counts.get(verdict)! + 1);
    if (verdict !== 'clear')
      this.failures.push(`${verdict}: ${name} (status ${observed.status}): ${observed.text}`);
  }

  count(verdict: Verdict): number {
    return this.counts.get(verdict)!;
  }

  get tried(): number {
    return VERDICTS.reduce((sum, v) => sum + this.count(v), 0);
  }

  report(): string {
    return (
      `fault suite: tried ${this.tried}, clear error ${this.count('clear')}, ` +
      `silently accepted ${this.count('silent')}, stack trace ${this.count('stack')}, ` +
      `data lost ${this.count('lost')}, unclear ${this.count('unclear')}`
    );
  }
}
