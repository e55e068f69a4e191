import { closeSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { DocumentLock } from '../ports.js';

/** Another run holds the workbook longer than this one waits (the message, in English; local-run says it in the language). */
export class LockBusyError extends Error {
  constructor(
    /** The process holding the lock. */
    readonly owner: number,
    /** How long this run waited, in whole seconds. */
    readonly waitedSeconds: number,
  ) {
    super(
      `Another run (process ${owner}) is changing this tournament; waited ${waitedSeconds} s. Nothing was done: try again when it has finished.`,
    );
    this.name = 'LockBusyError';
  }
}

/** Is a process with this id running (ours to signal or not)? */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file cannot be made or read (a folder in its place, no permission). */
export class LockFileError extends Error {
  /** The system's code for what went wrong (EISDIR, EACCES, ...). */
  readonly code: string;

  constructor(
    readonly path: string,
    error: unknown,
  ) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    super(
      `the lock file ${path} cannot be used (${code}): remove whatever has that name, or check the folder's permissions. Nothing was done.`,
    );
    this.name = 'LockFileError';
    this.code = code;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * A lock file beside the workbook, held for a whole run: reading the file,
 * changing it and saving it. It holds the process id, so that a lock left
 * by a run that was killed is recognised and taken over. A second run
 * waits up to `waitMs`, then gives up and says so.
 */
export class FileLock {
  private held = false;

  constructor(
    private readonly path: string,
    private readonly waitMs = 15_000,
    private readonly pollMs = 50,
  ) {}

  async acquire(): Promise<void> {
    const start = Date.now();
    for (;;) {
      try {
        const fd = openSync(this.path, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        this.held = true;
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
          throw new LockFileError(this.path, error);
      }
      let owner = NaN;
      try {
        owner = Number(readFileSync(this.path, 'utf8').trim());
      } catch (error) {
        // Removed meanwhile: try again at once; anything else (a folder of that name) is no lock.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw new LockFileError(this.path, error);
      }
      if (owner !== process.pid && !alive(owner)) {
        // Left by a run that no longer exists (or still being written: give that run a moment).
        if (Number.isNaN(owner) && Date.now() - start < 500) {
          await sleep(this.pollMs);
          continue;
        }
        rmSync(this.path, { force: true });
        continue;
      }
      if (Date.now() - start >= this.waitMs)
        throw new LockBusyError(owner, Math.round(this.waitMs / 1000));
      await sleep(this.pollMs);
    }
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    try {
      if (Number(readFileSync(this.path, 'utf8').trim()) === process.pid) rmSync(this.path);
    } catch {
      // already gone
    }
  }

  /** For the use cases: the lock is already held by this run for all of it. */
  asDocumentLock(): DocumentLock {
    return { runExclusively: (_timeoutMs, task) => task() };
  }
}

/** The temporary file a save writes before renaming it over the workbook. */
export function temporaryFile(path: string): string {
  return `${path}.${process.pid}.tmp`;
}

/** Remove the temporary files that saves of killed runs left beside the workbook. */
export function removeStaleTemporaryFiles(path: string): void {
  const prefix = `${basename(path)}.`;
  for (const name of readdirSync(dirname(path))) {
    const m = name.startsWith(prefix) ? /^(\d+)\.tmp$/.exec(name.slice(prefix.length)) : null;
    if (m && !alive(Number(m[1]))) rmSync(join(dirname(path), name), { force: true });
  }
}
