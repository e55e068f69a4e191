/**
 * A round changed by hand in a TRF file: a comment line (TRF-2026 Remark 1:
 * a line whose first three characters are ###), as the 2026 endorsement
 * checklist asks that such a round be marked. TRF has no record for it, so
 * the line is ours: `### Round 3 changed by hand: <note>`, read back on import.
 */

const COMMENT = /^### Round (\d+) changed by hand: (.*)$/;

export function handMarkComment(round: number, note: string): string {
  return `### Round ${round} changed by hand: ${note.replace(/[\r\n]+/g, ' ')}`;
}

/** The notes of the rounds a file's comment lines mark as changed by hand, by round. */
export function handMarksOf(lines: readonly string[]): Map<number, string> {
  const marks = new Map<number, string>();
  for (const line of lines) {
    const match = COMMENT.exec(line.trimEnd());
    if (match !== null) marks.set(Number(match[1]), match[2]!);
  }
  return marks;
}
