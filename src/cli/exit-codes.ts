/** Exit statuses, as bbpPairings uses them, so that calling programs can reuse their handling. */
export const EXIT = {
  /** Done (with -c: every round reproduced). */
  ok: 0,
  /** No valid pairing exists (with -c: some round differs or could not be paired). */
  noPairing: 1,
  /** Unexpected error (a bug). */
  unexpected: 2,
  /** Invalid request or malformed input file. */
  invalidInput: 3,
  /** A file could not be read or written. */
  fileAccess: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
