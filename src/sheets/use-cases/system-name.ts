import { systemNameSaid } from '../../engine/systems/registry.js';
import type { PairingSystem } from '../../engine/systems/pairing-system.js';
import { say, type Translator } from '../../messages/index.js';

/** A system's full name with its Handbook chapter, in the language of `t` (its own name for one not listed). */
export function systemFullName(system: PairingSystem, t: Translator): string {
  const name = systemNameSaid(system);
  return typeof name === 'string' ? name : say(t, name);
}
