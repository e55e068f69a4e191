import {
  NextRoundError,
  pairingShapeProblems,
  pairNextRoundInput,
} from '../engine/replay/index.js';
import { NoValidPairingError } from '../engine/systems/pairing-system.js';
import type { Command } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { CliFailure, loadTournament, saveText } from './failure.js';
import type { CliIo } from './io.js';
import { formatPairList } from './pair-list.js';
import { chooseSystemId, requireBuilt } from './system-choice.js';

/** `swiss-pair SYSTEM input -p [output]`: pairs the next round and writes the JaVaFo pair list (output "-": stdout). */
export async function runPair(
  cmd: Extract<Command, { kind: 'pair' }>,
  io: CliIo,
): Promise<ExitCode> {
  const t = await loadTournament(cmd.input);
  const system = requireBuilt(chooseSystemId(cmd.system, t), io.getSystem);
  let next;
  try {
    next = pairNextRoundInput(t);
  } catch (e) {
    if (e instanceof NextRoundError)
      throw new CliFailure(`${cmd.input}: ${e.message}`, EXIT.invalidInput);
    throw e;
  }
  let pairing;
  try {
    pairing = system.pair(next.input, next.round, { maxiTournament: cmd.maxi });
  } catch (e) {
    if (e instanceof NoValidPairingError) {
      throw new CliFailure(
        `${cmd.input}: no valid pairing for round ${next.round}: ${e.message}`,
        EXIT.noPairing,
      );
    }
    throw e;
  }
  const problems = pairingShapeProblems(next.input, next.round, pairing);
  if (problems.length > 0) {
    // Never hand a broken pairing to the calling program.
    throw new CliFailure(
      `internal error: ${system.name} produced an invalid pairing for round ${next.round}: ${problems.join('; ')}`,
      EXIT.unexpected,
    );
  }
  const list = formatPairList(pairing);
  if (cmd.output === null || cmd.output === '-') io.stdout(list);
  else await saveText(cmd.output, list);
  return EXIT.ok;
}
