/**
 * LockService for one simulated execution. Another execution holding a lock
 * is simulated with `holdElsewhere`: until `releaseElsewhere`, tryLock
 * returns false and waitLock throws, as they do in Apps Script after the
 * timeout.
 */
import type { GasLock, GasLockService } from '../../../src/sheets/apps-script/services.js';

export type LockScope = 'document' | 'script' | 'user';

interface LockState {
  heldHere: boolean;
  heldElsewhere: boolean;
  /** Every tryLock/waitLock timeout asked for, in order. */
  timeouts: number[];
}

export class FakeLock implements GasLock {
  constructor(private readonly state: LockState) {}

  tryLock(timeoutInMillis: number): boolean {
    this.state.timeouts.push(timeoutInMillis);
    if (this.state.heldElsewhere) return false;
    this.state.heldHere = true;
    return true;
  }

  waitLock(timeoutInMillis: number): void {
    if (!this.tryLock(timeoutInMillis)) {
      throw new Error('Lock timeout: another process was holding the lock for too long.');
    }
  }

  hasLock(): boolean {
    return this.state.heldHere;
  }

  releaseLock(): void {
    this.state.heldHere = false;
  }
}

export class FakeLockService implements GasLockService {
  private readonly states: Record<LockScope, LockState> = {
    document: { heldHere: false, heldElsewhere: false, timeouts: [] },
    script: { heldHere: false, heldElsewhere: false, timeouts: [] },
    user: { heldHere: false, heldElsewhere: false, timeouts: [] },
  };

  getDocumentLock(): FakeLock {
    return new FakeLock(this.states.document);
  }

  getScriptLock(): FakeLock {
    return new FakeLock(this.states.script);
  }

  getUserLock(): FakeLock {
    return new FakeLock(this.states.user);
  }

  holdElsewhere(scope: LockScope): void {
    this.states[scope].heldElsewhere = true;
  }

  releaseElsewhere(scope: LockScope): void {
    this.states[scope].heldElsewhere = false;
  }

  isHeldHere(scope: LockScope): boolean {
    return this.states[scope].heldHere;
  }

  timeoutsAskedFor(scope: LockScope): readonly number[] {
    return this.states[scope].timeouts;
  }
}
