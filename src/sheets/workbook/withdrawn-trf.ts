/**
 * A round-robin player's withdrawal in a TRF file. His remaining games are
 * forfeits on the table (C.05 6.6 as decided), so until the table is played
 * out the file's rounds cannot tell a withdrawal from one forfeit, and
 * whether his results count in the ranking depends on it. TRF has no record
 * for it: a comment line of ours (TRF-2026 Remark 1), read back on import:
 * `### Withdrawn: 3`.
 */
const COMMENT = /^### Withdrawn: (\d+)$/;

export function withdrawnComment(id: number): string {
  return `### Withdrawn: ${id}`;
}

export function isWithdrawnComment(line: string): boolean {
  return COMMENT.test(line.trimEnd());
}

/** The pairing numbers a file's comment lines mark as withdrawn. */
export function withdrawnOf(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const line of lines) {
    const match = COMMENT.exec(line.trimEnd());
    if (match !== null) out.add(Number(match[1]));
  }
  return out;
}
