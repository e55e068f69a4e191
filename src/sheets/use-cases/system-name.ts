import { isSystemId } from '../../engine/systems/registry.js';
import type { PairingSystem } from '../../engine/systems/pairing-system.js';
import { said, say, type Translator } from '../../messages/index.js';

/** A system's full name with its Handbook chapter, in the language of `t` (its own name for one not listed). */
export function systemFullName(system: PairingSystem, t: Translator): string {
  return isSystemId(system.id) ? say(t, said(`systemName.${system.id}`)) : system.name;
}
