import { closeSync, openSync, rmSync } from 'node:fs';
import type { DocumentLock } from '../ports.js';

/**
 * A lock file beside the workbook, so that two runs on the same file do not
 * both change it: created exclusively, removed when the run ends.
 */
export class FileLock implements DocumentLock {
  constructor(private readonly path: string) {}

  runExclusively<T>(_timeoutMs: number, task: () => T): T {
    let fd: number;
    try {
      fd = openSync(this.path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new Error(
          `Another run is changing this tournament (${this.path} exists); nothing was done. If no other run is going on, delete that file and try again.`,
        );
      }
      throw error;
    }
    closeSync(fd);
    try {
      return task();
    } finally {
      rmSync(this.path, { force: true });
    }
  }
}
