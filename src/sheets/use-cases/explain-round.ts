import { explainRound, formatExplanation } from '../../engine/explain/index.js';
import type { RoundPairing } from '../../engine/model/tournament.js';
import { inputForRound, pairRound } from '../../engine/pairing/index.js';
import { pairingOptionsOf } from '../workbook/settings-tab.js';
import type { AddonPorts } from '../ports.js';
import { tournamentFromWorkbook } from '../workbook/tournament-from-workbook.js';
import { AddonError } from './addon-error.js';
import { LOCK_TIMEOUT_MS, type PairingDeps } from './pairing-deps.js';
import { readWorkbook } from './workbook-io.js';

/**
 * "Explain this round": the last Round tab's pairing explained with the
 * articles of the tournament's system (who floats and why, each board's
 * colour rule, the bye). Changes nothing.
 */
export function explainLastRound(ports: AddonPorts, deps: PairingDeps): string {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const current = tournamentFromWorkbook(readWorkbook(ports.workbook()).values);
    const round = current.roundsPaired;
    if (round === 0) throw new AddonError('There is no Round tab to explain yet.');
    const rows = current.roundRows.get(round)!;
    const system = deps.getSystem(current.settings.system);
    if (system === null)
      throw new AddonError('The pairing system of the Settings is not available.');
    const input = inputForRound(current.tournament, round);
    const onTab: RoundPairing = {
      games: rows.games.map((g) => ({ white: g.white, black: g.black })),
      bye: rows.byes.find((b) => b.code === 'U')?.player ?? null,
    };
    // The engine's own pairing of the round says which colour rule decided each board; a tab
    // changed by hand is explained as it stands, without them.
    const engine = pairRound(input, round, system, pairingOptionsOf(current.settings));
    const key = (p: RoundPairing) =>
      [...p.games.map((g) => `${g.white}-${g.black}`).sort(), `bye ${p.bye}`].join(',');
    const same = key(engine) === key(onTab);
    const text = formatExplanation(explainRound(input, round, system, same ? engine : onTab));
    return same
      ? text
      : `${text}\nThis round differs from the engine's own pairing (changed by hand): "Check this round" compares them.\n`;
  });
}
