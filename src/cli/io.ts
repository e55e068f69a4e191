import type { PairingSystem } from '../engine/systems/pairing-system.js';
import { getSystem, type SystemId } from '../engine/systems/registry.js';

/** What the command line touches outside itself; tests replace parts of it. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Progress lines are shown only on a terminal. */
  stderrIsTTY: boolean;
  getSystem(id: SystemId): PairingSystem<SystemId> | null;
}

export function processIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    stderrIsTTY: process.stderr.isTTY === true,
    getSystem,
  };
}
