import { checkRound, formatCheck, type RoundCheck } from '../../engine/check/index.js';
import type { RoundPairing } from '../../engine/model/tournament.js';
import { inputForRound } from '../../engine/pairing/index.js';
import type { AddonPorts } from '../ports.js';
import { pairingOptionsOf } from '../workbook/settings-tab.js';
import { roundTabName } from '../workbook/tab-names.js';
import { tournamentFromWorkbook } from '../workbook/tournament-from-workbook.js';
import { AddonError, requireOneGameRounds } from './addon-error.js';
import { LOCK_TIMEOUT_MS, type PairingDeps } from './pairing-deps.js';
import { readWorkbook } from './workbook-io.js';

export interface CheckedRound {
  round: number;
  check: RoundCheck;
  /** No absolute criterion is broken. */
  valid: boolean;
  message: string;
}

/**
 * "Check this round": the last Round tab as it stands, after any hand
 * edits, against the absolute criteria of the tournament's system and
 * against the system's own pairing of that round. Changes nothing.
 */
export function checkLastRound(ports: AddonPorts, deps: PairingDeps): CheckedRound {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const current = tournamentFromWorkbook(readWorkbook(ports.workbook()).values);
    const round = current.roundsPaired;
    if (round === 0) throw new AddonError('There is no Round tab to check yet.');
    requireOneGameRounds(current.gamesPerRound, 'Checking a round');
    const t = current.tournament;
    const rows = current.roundRows.get(round)!;
    const pairing: RoundPairing = {
      games: rows.games.map((g) => ({ white: g.white, black: g.black })),
      bye: rows.byes.find((b) => b.code === 'U')?.player ?? null,
    };
    const input = inputForRound(t, round);
    const system = deps.getSystem(current.settings.system);
    if (system === null)
      throw new AddonError('The pairing system of the Settings is not available.');
    const check = checkRound(input, round, system, pairing, pairingOptionsOf(current.settings));
    return {
      round,
      check,
      valid: check.absolute.length === 0,
      message: `${roundTabName(round)}, checked with ${system.name}:\n${formatCheck(round, check)}`,
    };
  });
}
