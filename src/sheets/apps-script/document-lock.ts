import type { DocumentLock } from '../ports.js';
import type { GasLock } from './services.js';

export class LockUnavailableError extends Error {
  constructor(timeoutMs: number) {
    super(
      `Another editor is changing this tournament; nothing was done. Try again in a moment (waited ${timeoutMs} ms).`,
    );
    this.name = 'LockUnavailableError';
  }
}

export class AppsScriptDocumentLock implements DocumentLock {
  constructor(private readonly lock: GasLock) {}

  runExclusively<T>(timeoutMs: number, task: () => T): T {
    if (!this.lock.tryLock(timeoutMs)) throw new LockUnavailableError(timeoutMs);
    try {
      return task();
    } finally {
      this.lock.releaseLock();
    }
  }
}
