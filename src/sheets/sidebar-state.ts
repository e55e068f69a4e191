import { getSystem, isSystemId, SYSTEM_IDS, SYSTEM_NAMES } from '../engine/systems/registry.js';
import { readPairingSystem, writePairingSystem } from './pairing-settings.js';
import type { AddonPorts } from './ports.js';
import type { SidebarState } from './sidebar-api.js';

export function sidebarState(ports: AddonPorts): SidebarState {
  return {
    spreadsheetName: ports.workbook().getName(),
    systems: SYSTEM_IDS.map((id) => ({
      id,
      name: SYSTEM_NAMES[id],
      available: getSystem(id) !== null,
    })),
    selectedSystem: readPairingSystem(ports.settings()),
  };
}

export function savePairingSystem(ports: AddonPorts, systemId: string): SidebarState {
  if (!isSystemId(systemId)) throw new Error(`Unknown pairing system "${systemId}".`);
  writePairingSystem(ports.settings(), systemId);
  return sidebarState(ports);
}
