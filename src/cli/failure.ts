import { readFile, writeFile } from 'node:fs/promises';
import type { Tournament } from '../engine/model/tournament.js';
import { readTrfWithLines, TrfError } from '../engine/trf/index.js';
import { EXIT, type ExitCode } from './exit-codes.js';

/** A failure the command line reports in one line and turns into an exit status. */
export class CliFailure extends Error {
  readonly code: ExitCode;
  constructor(message: string, code: ExitCode) {
    super(message);
    this.name = 'CliFailure';
    this.code = code;
  }
}

function reason(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  return err.code ?? err.message ?? String(e);
}

export async function loadTournament(
  path: string,
  stderr?: (text: string) => void,
): Promise<Tournament> {
  return (await loadTrf(path, stderr)).tournament;
}

/**
 * The tournament of a TRF file with the line of each player's 001 record;
 * the reader's notes (lines skipped) go to `stderr`, once per file.
 */
export async function loadTrf(
  path: string,
  stderr?: (text: string) => void,
): Promise<{ tournament: Tournament; lineOf: ReadonlyMap<number, number> }> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (e) {
    throw new CliFailure(`cannot read ${path} (${reason(e)})`, EXIT.fileAccess);
  }
  try {
    const { tournament, lineOf, notes } = readTrfWithLines(bytes);
    for (const note of notes) stderr?.(`swiss-pair: note: ${path}: ${note}\n`);
    return { tournament, lineOf };
  } catch (e) {
    if (e instanceof TrfError) throw new CliFailure(`${path}: ${e.message}`, EXIT.invalidInput);
    throw e;
  }
}

export async function saveText(path: string, text: string): Promise<void> {
  try {
    await writeFile(path, text);
  } catch (e) {
    throw new CliFailure(`cannot write ${path} (${reason(e)})`, EXIT.fileAccess);
  }
}
