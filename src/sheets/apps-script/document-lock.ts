import type { DocumentLock } from '../ports.js';
import type { GasLock } from './services.js';

export class LockUnavailableError extends Error {
  constructor(readonly timeoutMs: number) {
    super(
      `Another editor is changing this tournament; nothing was done. Try again in a moment (waited ${timeoutMs} ms).`,
    );
    this.name = 'LockUnavailableError';
  }
}

/**
 * How many runExclusively calls of this execution are under way. An entry
 * function holds the lock for its whole run; a use case it calls asks again
 * and must neither wait for itself nor, by releasing, free the entry's lock
 * (Apps Script's releaseLock frees it whatever number of times it was taken).
 */
let depth = 0;

export class AppsScriptDocumentLock implements DocumentLock {
  constructor(private readonly lock: GasLock) {}

  runExclusively<T>(timeoutMs: number, task: () => T): T {
    const outermost = depth === 0;
    if (outermost && !this.lock.tryLock(timeoutMs)) throw new LockUnavailableError(timeoutMs);
    depth++;
    try {
      return task();
    } finally {
      depth--;
      if (outermost) this.lock.releaseLock();
    }
  }
}
