import { getSystem, SYSTEM_IDS } from '../../engine/systems/registry.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import type { SidebarState } from './sidebar-api.js';
import { addonSystem, type PairingDeps } from '../use-cases/pairing-deps.js';
import { kindOf } from '../kinds/addon-kinds.js';

export function sidebarState(
  ports: RecognisingPorts,
  systems: Pick<PairingDeps, 'getSystem'> = { getSystem: addonSystem },
): SidebarState {
  return {
    spreadsheetName: ports.workbook().getName(),
    language: ports.workbook().language().language.code,
    locale: ports.workbook().language().locale,
    playersPageUrl: ports.web().url(),
    status: kindOf(ports).status(ports),
    systems: SYSTEM_IDS.map((id) => ({
      id,
      available: systems.getSystem(id) !== null,
      gamesPerRound: getSystem(id).gamesPerRound ?? 1,
      tableMade: getSystem(id).schedule !== undefined,
    })),
  };
}
