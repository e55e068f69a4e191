import { explainRound, formatExplanation, whyNot } from '../engine/explain/index.js';
import { NextRoundError, pairNextRoundInput } from '../engine/replay/index.js';
import { NoValidPairingError } from '../engine/systems/pairing-system.js';
import type { Command } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { CliFailure, loadTournament } from './failure.js';
import type { CliIo } from './io.js';
import { chooseSystemId, requireBuilt } from './system-choice.js';

/**
 * `swiss-pair [SYSTEM] input --explain` and `--why-not A B`: pair the next
 * round as -p would, then explain it, or say why A and B do not meet.
 */
export async function runExplain(
  cmd: Extract<Command, { kind: 'explain' }>,
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
    if (e instanceof NoValidPairingError)
      throw new CliFailure(
        `${cmd.input}: no valid pairing for round ${next.round}: ${e.message}`,
        EXIT.noPairing,
      );
    throw e;
  }
  if (cmd.whyNot) {
    const [a, b] = cmd.whyNot;
    const answer = whyNot(next.input, next.round, system, pairing, a, b);
    io.stdout(`Round ${next.round}: ${answer.text}\n`);
    return answer.kind === 'not-to-pair' &&
      !next.input.players.some((p) => p.id === a || p.id === b)
      ? EXIT.invalidInput
      : EXIT.ok;
  }
  io.stdout(formatExplanation(explainRound(next.input, next.round, system, pairing)));
  return EXIT.ok;
}
