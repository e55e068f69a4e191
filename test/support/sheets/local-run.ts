/**
 * One run of `npm start` (runLocal) with what it said kept: the set-up the
 * tests of the .xlsx path share.
 */
import { runLocal, type LocalIo, type LocalPaths } from '../../../src/sheets/offline/local-run.js';
import type { PairingDeps } from '../../../src/sheets/use-cases/pairing-deps.js';

export interface LocalRun {
  /** The exit status. */
  status: number;
  /** What it wrote to standard output, one line a write. */
  out: string;
  /** What it wrote to standard error, one line a write. */
  err: string;
  /** Each write to standard error, in order. */
  errs: readonly string[];
  /** Both outputs as one text, in the order written. */
  said: string;
}

/**
 * runLocal(argv, paths, io, deps), its outputs kept; `io` gives the rest of
 * the run's surroundings (the lock's wait, a terminal's answer, the day, the
 * locale), `deps` the pairing (the default system when absent).
 */
export async function captureRunLocal(
  argv: readonly string[],
  paths: LocalPaths,
  io: Omit<LocalIo, 'out' | 'err'> = {},
  deps?: PairingDeps,
): Promise<LocalRun> {
  const out: string[] = [];
  const errs: string[] = [];
  const said: string[] = [];
  const status = await runLocal(
    argv,
    paths,
    {
      ...io,
      out: (text) => {
        out.push(text);
        said.push(text);
      },
      err: (text) => {
        errs.push(text);
        said.push(text);
      },
    },
    deps,
  );
  return { status, out: out.join('\n'), err: errs.join('\n'), errs, said: said.join('\n') };
}
